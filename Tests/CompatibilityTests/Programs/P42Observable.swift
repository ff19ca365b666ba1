import SwiftHero

// Shared state in the iOS 17 idiom: an `@Observable` model held in `@State`, put in the environment
// with `.environment(_:)`, read with `@Environment(Model.self)`, and edited through `@Bindable`. Only
// the views that read a property are evaluated again when it changes.
@Observable
final class CartModel {
    var items: [String] = []
    var note = ""
    var total: Int { items.count }
}

struct CartScreen: View {
    @State private var cart = CartModel()

    var body: some View {
        VStack(spacing: 12) {
            CartBadge()
            Button("Add coffee") {
                withAnimation(.spring()) { cart.items.append("Coffee") }
            }
            NoteEditor(cart: cart)
        }
        .padding()
        .environment(cart)
    }
}

struct CartBadge: View {
    @Environment(CartModel.self) private var cart

    var body: some View {
        Text("\(cart.total) in the cart")
            .font(.headline)
            .padding(8)
            .background(Capsule().fill(cart.total > 0 ? Color.orange.opacity(0.3) : Color.gray.opacity(0.15)))
    }
}

struct NoteEditor: View {
    @Bindable var cart: CartModel

    var body: some View {
        TextField("Note for the barista", text: $cart.note)
            .textFieldStyle(.roundedBorder)
        Text(cart.note.isEmpty ? "No note" : "Note: \(cart.note)")
            .foregroundStyle(.secondary)
    }
}

#Preview { CartScreen() }
