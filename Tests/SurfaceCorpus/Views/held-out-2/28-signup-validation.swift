import SwiftUI

struct SignUpForm: View {
    enum Field: Hashable {
        case name, email, password
    }

    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var isSubmitting = false
    @FocusState private var focusedField: Field?

    var emailIsValid: Bool {
        email.contains("@") && email.contains(".")
    }

    var isValid: Bool {
        !name.isEmpty && emailIsValid && password.count >= 8
    }

    var body: some View {
        Form {
            Section {
                TextField("Full name", text: $name)
                    .textContentType(.name)
                    .focused($focusedField, equals: .name)
                    .submitLabel(.next)

                TextField("Email", text: $email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .focused($focusedField, equals: .email)
                    .submitLabel(.next)

                if !email.isEmpty && !emailIsValid {
                    Text("Enter a valid email address")
                        .font(.caption)
                        .foregroundStyle(.red)
                }

                SecureField("Password", text: $password)
                    .textContentType(.newPassword)
                    .focused($focusedField, equals: .password)
                    .submitLabel(.go)
            } footer: {
                Text("Passwords need at least 8 characters.")
            }

            Section {
                Button {
                    submit()
                } label: {
                    if isSubmitting {
                        ProgressView()
                    } else {
                        Text("Create Account")
                    }
                }
                .disabled(!isValid || isSubmitting)
            }
        }
        .onSubmit {
            switch focusedField {
            case .name:
                focusedField = .email
            case .email:
                focusedField = .password
            default:
                submit()
            }
        }
        .onAppear {
            focusedField = .name
        }
    }

    func submit() {
        guard isValid else { return }
        isSubmitting = true
        focusedField = nil
    }
}
