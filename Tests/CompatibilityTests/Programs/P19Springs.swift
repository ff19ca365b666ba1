import SwiftHero

// Spring spellings: interpolatingSpring(stiffness:damping:), spring(duration:bounce:), .snappy.
struct SpringRow: View {
    @State private var moved = false

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Circle().fill(Color.red).frame(width: 24, height: 24)
                .offset(x: moved ? 160 : 0)
                .animation(.interpolatingSpring(stiffness: 170, damping: 8), value: moved)
            Circle().fill(Color.green).frame(width: 24, height: 24)
                .offset(x: moved ? 160 : 0)
                .animation(.spring(duration: 0.6, bounce: 0.3), value: moved)
            Circle().fill(Color.blue).frame(width: 24, height: 24)
                .offset(x: moved ? 160 : 0)
                .animation(.snappy, value: moved)
        }
        .frame(width: 200, alignment: .leading)
        .contentShape(Rectangle())
        .onTapGesture { moved.toggle() }
    }
}

#Preview { SpringRow() }
