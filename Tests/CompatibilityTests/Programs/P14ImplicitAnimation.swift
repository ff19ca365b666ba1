import SwiftHero

// The deprecated `.animation(_:)` without a value: every change inside animates.
struct Pulse: View {
    @State private var big = false

    var body: some View {
        Circle()
            .fill(Color.pink)
            .frame(width: big ? 120 : 50, height: big ? 120 : 50)
            .animation(.easeInOut(duration: 0.5))
            .onTapGesture { big.toggle() }
    }
}

#Preview { Pulse() }
