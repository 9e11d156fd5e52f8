import SwiftUI

/// Moving focus between fields on submit.
struct RegistrationFormView: View {
    enum Field: Hashable {
        case username, email, password
    }

    @State private var username = ""
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .focused($focusedField, equals: .username)
                .submitLabel(.next)
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
                .submitLabel(.next)
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
                .submitLabel(.done)
            Button("Register") { focusedField = nil }
        }
        .onSubmit {
            switch focusedField {
            case .username: focusedField = .email
            case .email: focusedField = .password
            default: focusedField = nil
            }
        }
        .onAppear { focusedField = .username }
    }
}
