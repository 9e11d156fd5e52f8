import SwiftUI

struct LoginScreen: View {
    enum Field: Hashable {
        case email, password
    }

    @State private var email = ""
    @State private var password = ""
    @State private var isSigningIn = false
    @State private var rememberMe = false
    @FocusState private var focusedField: Field?

    var isValid: Bool {
        email.contains("@") && password.count >= 8
    }

    var body: some View {
        VStack(spacing: 16) {
            Text("Welcome back")
                .font(.largeTitle)
                .fontWeight(.heavy)
            TextField("Email", text: $email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .focused($focusedField, equals: .email)
                .submitLabel(.next)
                .onSubmit { focusedField = .password }
                .padding()
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
            SecureField("Password", text: $password)
                .textContentType(.password)
                .focused($focusedField, equals: .password)
                .submitLabel(.go)
                .padding()
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
            if !password.isEmpty && password.count < 8 {
                Text("Password needs at least 8 characters")
                    .font(.footnote)
                    .foregroundStyle(.red)
            }
            Toggle("Remember me", isOn: $rememberMe)
            Button {
                isSigningIn = true
            } label: {
                if isSigningIn {
                    ProgressView()
                        .frame(maxWidth: .infinity)
                } else {
                    Text("Sign In")
                        .frame(maxWidth: .infinity)
                }
            }
            .buttonStyle(.borderedProminent)
            .disabled(!isValid || isSigningIn)
        }
        .padding()
        .onAppear { focusedField = .email }
    }
}
