import SwiftUI

struct SignUpView: View {
    enum Field: Hashable {
        case name, email, password, confirm
    }

    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var confirmation = ""
    @State private var showMismatch = false
    @FocusState private var focusedField: Field?

    private var canSubmit: Bool {
        !name.isEmpty && email.contains("@") && password.count >= 8
    }

    var body: some View {
        Form {
            Section("Your details") {
                TextField("Full name", text: $name)
                    .textContentType(.name)
                    .focused($focusedField, equals: .name)
                    .submitLabel(.next)
                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .focused($focusedField, equals: .email)
                    .submitLabel(.next)
            }
            Section("Password") {
                SecureField("At least 8 characters", text: $password)
                    .textContentType(.newPassword)
                    .focused($focusedField, equals: .password)
                    .submitLabel(.next)
                SecureField("Confirm password", text: $confirmation)
                    .focused($focusedField, equals: .confirm)
                    .submitLabel(.join)
            }
            if showMismatch {
                Text("The passwords do not match.")
                    .foregroundStyle(.red)
            }
            Button("Create Account", action: submit)
                .disabled(!canSubmit)
        }
        .onSubmit {
            switch focusedField {
            case .name: focusedField = .email
            case .email: focusedField = .password
            case .password: focusedField = .confirm
            default: submit()
            }
        }
        .onAppear {
            focusedField = .name
        }
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Done") { focusedField = nil }
            }
        }
    }

    private func submit() {
        showMismatch = password != confirmation
        if !showMismatch {
            focusedField = nil
        }
    }
}

#Preview {
    NavigationStack {
        SignUpView()
            .navigationTitle("Sign Up")
    }
}
