import SwiftHero

// Buttons as SwiftUI draws them: a titled button in the accent colour, and the three styles.
struct ButtonRow: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 12) {
            Button("Tapped \(taps) times") { taps += 1 }
            HStack(spacing: 10) {
                Button("Plain") { taps += 1 }.buttonStyle(.plain)
                Button("Bordered") { taps += 1 }.buttonStyle(.bordered)
                Button("Prominent") { taps += 1 }.buttonStyle(.borderedProminent)
            }
            Button {
                taps = 0
            } label: {
                Label("Reset", systemImage: "arrow.counterclockwise")
            }
            .tint(.red)
        }
    }
}

#Preview { ButtonRow() }
