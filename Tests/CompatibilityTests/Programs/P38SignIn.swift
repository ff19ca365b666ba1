import SwiftHero

// A sign-in form in the idiom of public SwiftUI login screens: rounded-border fields, a secure
// field, one `@FocusState` that `onSubmit` moves on, a prominent button disabled until both fields
// have text, and the keyboard given to the first field when the form appears.
struct SignInForm: View {
    enum Field: Hashable {
        case email, password
    }

    @State private var email = ""
    @State private var password = ""
    @State private var signedIn = false
    @FocusState private var focusedField: Field?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(signedIn ? "Welcome, \(email)" : "Sign in")
                .font(.title2)
                .bold()
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
                .focused($focusedField, equals: .email)
                .onSubmit { focusedField = .password }
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
                .focused($focusedField, equals: .password)
                .onSubmit(signIn)
            Button(action: signIn) {
                Text("Continue").frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .disabled(email.isEmpty || password.isEmpty)
        }
        .padding()
        .onAppear { focusedField = .email }
    }

    private func signIn() {
        guard !email.isEmpty, !password.isEmpty else { return }
        signedIn = true
        focusedField = nil
    }
}

#Preview("Sign in") { SignInForm() }
