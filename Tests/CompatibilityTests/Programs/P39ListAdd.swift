import SwiftHero

// A list that grows from a text field, in the idiom of public SwiftUI list-editing samples: a toolbar
// button reveals a field at the top of the list with a spring, Return inserts the name and hides it,
// Cancel hides it; a delete handler uses SwiftUI's `remove(atOffsets:)`.
struct GuestList: View {
    @State private var guests: [String]
    @State private var draft = ""
    @State private var adding = false
    @FocusState private var fieldFocused: Bool

    init(guests: [String]) {
        _guests = State(initialValue: guests)
    }

    var body: some View {
        NavigationStack {
            List {
                if adding {
                    TextField("Guest name", text: $draft)
                        .focused($fieldFocused)
                        .onSubmit(add)
                }
                ForEach(guests, id: \.self) { guest in
                    Text(guest)
                }
                .onDelete(perform: remove)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button(adding ? "Cancel" : "Add") {
                        withAnimation(.spring()) {
                            adding.toggle()
                            fieldFocused = adding
                        }
                    }
                }
            }
            .navigationTitle("Guests")
        }
    }

    private func add() {
        let name = draft.trimmingCharacters(in: .whitespaces)
        if !name.isEmpty { guests.insert(name, at: 0) }
        draft = ""
        withAnimation(.spring()) { adding = false }
    }

    private func remove(at offsets: IndexSet) {
        guests.remove(atOffsets: offsets)
    }
}

#Preview { GuestList(guests: ["Paul", "Taylor", "Adele"]) }
