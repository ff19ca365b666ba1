import SwiftHero

// An editable list in the idiom of public SwiftUI samples: `EditButton` in the toolbar, a `ForEach`
// with `onDelete` whose handler uses `remove(atOffsets:)`.
struct Pantry: View {
    @State private var items = ["Apples", "Bread", "Cheese", "Dates"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
                .onDelete { offsets in
                    items.remove(atOffsets: offsets)
                }
            }
            .toolbar { EditButton() }
            .navigationTitle("Groceries")
        }
    }
}

#Preview { Pantry() }
