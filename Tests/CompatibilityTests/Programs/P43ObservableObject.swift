import SwiftHero

// Shared state in the pre-iOS 17 idiom: an `ObservableObject` with `@Published` properties made by
// `@StateObject`, handed down as `@ObservedObject`, put in the environment with `.environmentObject`
// and edited through `$model.name` bindings.
final class OrderModel: ObservableObject {
    @Published var cups = 0
    @Published var name = ""

    func addCup() { cups += 1 }
}

struct OrderScreen: View {
    @StateObject private var order = OrderModel()

    var body: some View {
        VStack(spacing: 12) {
            CupCounter(order: order)
            Button("Another cup") {
                withAnimation(.easeInOut) { order.addCup() }
            }
            NameEntry()
        }
        .padding()
        .environmentObject(order)
    }
}

struct CupCounter: View {
    @ObservedObject var order: OrderModel

    var body: some View {
        HStack(spacing: 6) {
            ForEach(0..<max(order.cups, 1), id: \.self) { i in
                Image(systemName: "cup.and.saucer.fill")
                    .foregroundColor(i < order.cups ? .brown : Color.gray.opacity(0.3))
            }
        }
        .font(.title2)
    }
}

struct NameEntry: View {
    @EnvironmentObject var order: OrderModel

    var body: some View {
        VStack(spacing: 6) {
            TextField("Name on the cups", text: $order.name)
                .textFieldStyle(.roundedBorder)
            Text(order.name.isEmpty ? "\(order.cups) cups" : "\(order.cups) cups for \(order.name)")
                .foregroundColor(.secondary)
        }
    }
}

#Preview { OrderScreen() }
