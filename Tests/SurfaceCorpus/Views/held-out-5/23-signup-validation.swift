import SwiftUI
import Combine

final class SignupFormModel: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    @Published var confirmation = ""
    @Published var acceptsTerms = false

    @Published private(set) var usernameMessage = ""
    @Published private(set) var passwordMessage = ""
    @Published private(set) var canSubmit = false

    private var cancellables = Set<AnyCancellable>()

    init() {
        $username
            .map { name in
                name.count >= 3 || name.isEmpty ? "" : "Use at least 3 characters."
            }
            .assign(to: &$usernameMessage)

        Publishers.CombineLatest($password, $confirmation)
            .map { password, confirmation in
                if password.isEmpty { return "" }
                if password.count < 8 { return "Password is too short." }
                return password == confirmation ? "" : "Passwords don't match."
            }
            .assign(to: &$passwordMessage)

        Publishers.CombineLatest3($username, $password, $acceptsTerms)
            .combineLatest($confirmation)
            .map { fields, confirmation in
                let (name, password, accepted) = fields
                return name.count >= 3 && password.count >= 8 && password == confirmation && accepted
            }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] valid in self?.canSubmit = valid }
            .store(in: &cancellables)
    }
}

struct SignupValidationView: View {
    @StateObject private var form = SignupFormModel()

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Username", text: $form.username)
                        .textInputAutocapitalization(.never)
                } footer: {
                    Text(form.usernameMessage).foregroundStyle(.red)
                }
                Section {
                    SecureField("Password", text: $form.password)
                    SecureField("Confirm password", text: $form.confirmation)
                } footer: {
                    Text(form.passwordMessage).foregroundStyle(.red)
                }
                Section {
                    Toggle("I accept the terms", isOn: $form.acceptsTerms)
                    Button("Create Account") {}
                        .disabled(!form.canSubmit)
                }
            }
            .navigationTitle("Sign Up")
        }
    }
}

#Preview {
    SignupValidationView()
}
