import SwiftHero

// A list whose rows scale in when added, with the implicit spring of the deprecated `.animation`.
struct Groceries: View {
    @State private var items = ["Apples", "Bread"]

    var body: some View {
        NavigationView {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .transition(.scale(scale: 0.1))
                        .animation(.spring())
                }
                Button(action: { items.append("Item \(items.count + 1)") }) {
                    Text("Add")
                }
            }
            .navigationTitle("Groceries")
        }
    }
}

struct Groceries_Previews: PreviewProvider {
    static var previews: some View { Groceries() }
}
