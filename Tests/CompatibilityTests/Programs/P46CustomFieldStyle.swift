import SwiftHero

// A newsletter form in the idiom of public SwiftUI code that styles its own fields: a
// `TextFieldStyle` written with `_body(configuration:)` (padding, a filled capsule, a coloured
// outline), applied with `.textFieldStyle(...)` to a whole stack; Return submits.
struct PillTextFieldStyle: TextFieldStyle {
    var color: Color = .teal

    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(.vertical, 10)
            .padding(.horizontal, 16)
            .background(Capsule().fill(color.opacity(0.12)))
            .overlay(Capsule().stroke(color, lineWidth: 2))
    }
}

struct NewsletterForm: View {
    @State private var name = ""
    @State private var email = ""
    @State private var subscribed: String?

    var body: some View {
        VStack(spacing: 14) {
            Text(subscribed.map { "Thanks, \($0)!" } ?? "Join the newsletter")
                .font(.headline)
            VStack(spacing: 10) {
                TextField("Name", text: $name)
                TextField("Email", text: $email)
                    .onSubmit { if !name.isEmpty { subscribed = name } }
            }
            .textFieldStyle(PillTextFieldStyle())
        }
        .padding(20)
    }
}

#Preview("Newsletter") { NewsletterForm() }
