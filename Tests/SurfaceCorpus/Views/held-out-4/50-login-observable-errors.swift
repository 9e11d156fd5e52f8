import SwiftUI

enum LoginError: LocalizedError, Identifiable {
    case wrongPassword
    case offline

    var id: Self { self }

    var errorDescription: String? {
        switch self {
        case .wrongPassword: "That password is not right."
        case .offline: "You appear to be offline."
        }
    }
}

@MainActor
@Observable
final class LoginModel {
    var email = ""
    var password = ""
    var isWorking = false
    var error: LoginError?
    var isLoggedIn = false

    func logIn() async {
        isWorking = true
        defer { isWorking = false }
        try? await Task.sleep(for: .milliseconds(800))
        if password == "swordfish" {
            isLoggedIn = true
        } else {
            error = .wrongPassword
        }
    }
}

struct LoginScreen: View {
    @State private var model = LoginModel()

    var body: some View {
        @Bindable var model = model

        VStack(spacing: 16) {
            Text(model.isLoggedIn ? "Welcome back!" : "Log In")
                .font(.largeTitle.bold())
            TextField("Email", text: $model.email)
                .textFieldStyle(.roundedBorder)
                .textInputAutocapitalization(.never)
            SecureField("Password", text: $model.password)
                .textFieldStyle(.roundedBorder)
            Button {
                Task { await model.logIn() }
            } label: {
                if model.isWorking {
                    ProgressView()
                } else {
                    Text("Log In")
                        .frame(maxWidth: .infinity)
                }
            }
            .buttonStyle(.borderedProminent)
            .disabled(model.isWorking || model.email.isEmpty)
        }
        .padding(32)
        .alert("Could not log in", isPresented: Binding(
            get: { model.error != nil },
            set: { if !$0 { model.error = nil } }
        ), presenting: model.error) { _ in
            Button("OK", role: .cancel) { }
        } message: { error in
            Text(error.localizedDescription)
        }
    }
}

#Preview {
    LoginScreen()
}
