import SwiftHero

// A counter in the iOS 17 idiom of public SwiftUI samples: the number rolls with
// `contentTransition(.numericText(value:))` when the buttons change it inside `withAnimation`.
struct RollingCounter: View {
    @State private var count = 98

    var body: some View {
        VStack(spacing: 24) {
            Text("\(count)")
                .font(.system(size: 64, weight: .bold, design: .rounded))
                .monospacedDigit()
                .contentTransition(.numericText(value: Double(count)))

            HStack(spacing: 16) {
                Button {
                    withAnimation(.snappy) { count -= 1 }
                } label: {
                    Image(systemName: "minus")
                        .frame(width: 44, height: 44)
                        .background(Circle().fill(.gray.opacity(0.2)))
                }
                Button {
                    withAnimation(.snappy) { count += 1 }
                } label: {
                    Image(systemName: "plus")
                        .frame(width: 44, height: 44)
                        .background(Circle().fill(.gray.opacity(0.2)))
                }
            }
            .buttonStyle(.plain)
        }
    }
}

#Preview { RollingCounter() }
