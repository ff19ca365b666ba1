import SwiftHero

// A navigation stack with a large title over a list of rows.
struct Inbox: View {
    let messages = ["Lunch on Friday?", "Your order shipped", "Photos from the trip"]

    var body: some View {
        NavigationStack {
            List(messages, id: \.self) { message in
                HStack {
                    Image(systemName: "envelope")
                    Text(message)
                }
            }
            .navigationTitle("Inbox")
        }
    }
}

#Preview { Inbox() }
