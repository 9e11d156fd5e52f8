import SwiftUI

@Observable
final class SessionStore {
    var username = ""
    var password = ""
    var isSigningIn = false
    var signedInUser: String?
    var errorMessage: String?

    func signIn() async {
        isSigningIn = true
        defer { isSigningIn = false }
        do {
            try await Task.sleep(for: .seconds(1))
            try Task.checkCancellation()
            if password == "secret" {
                signedInUser = username
                errorMessage = nil
            } else {
                errorMessage = "Wrong password"
            }
        } catch {
            errorMessage = "Sign-in cancelled"
        }
    }
}

struct SignInScreen: View {
    @State private var session = SessionStore()
    @State private var signInTask: Task<Void, Never>?

    var body: some View {
        VStack(spacing: 16) {
            if let user = session.signedInUser {
                Text("Welcome, \(user)!")
                    .font(.title)
            } else {
                TextField("Username", text: $session.username)
                    .textFieldStyle(.roundedBorder)
                SecureField("Password", text: $session.password)
                    .textFieldStyle(.roundedBorder)

                if let message = session.errorMessage {
                    Text(message)
                        .foregroundStyle(.red)
                }

                HStack {
                    Button("Sign In") {
                        signInTask = Task {
                            await session.signIn()
                        }
                    }
                    .buttonStyle(.borderedProminent)
                    .disabled(session.username.isEmpty || session.isSigningIn)

                    if session.isSigningIn {
                        ProgressView()
                        Button("Cancel", role: .cancel) {
                            signInTask?.cancel()
                        }
                    }
                }
            }
        }
        .padding()
        .onDisappear {
            signInTask?.cancel()
        }
    }
}
