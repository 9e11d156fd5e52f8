import SwiftUI

/// A sign-in screen with the field modifiers tutorials reach for.
struct SignInView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var isSigningIn = false

    var body: some View {
        VStack(spacing: 16) {
            Text("Welcome back")
                .font(.largeTitle)
                .bold()
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .autocapitalization(.none)
                .disableAutocorrection(true)
            SecureField("Password", text: $password)
                .textContentType(.password)
            Button(action: signIn) {
                Text("Sign In")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .disabled(email.isEmpty || password.isEmpty)
            if isSigningIn {
                ProgressView()
            }
        }
        .textFieldStyle(RoundedBorderTextFieldStyle())
        .padding()
    }

    private func signIn() {
        isSigningIn = true
    }
}
