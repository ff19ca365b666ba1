import SwiftHero

// SwiftUI's system palette as swatches: the colours SwiftUI code names.
struct Swatches: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown,
                           .gray, .accentColor, .primary, .secondary]

    var body: some View {
        VStack(spacing: 6) {
            ForEach(0..<4) { row in
                HStack(spacing: 6) {
                    ForEach(0..<4) { column in
                        RoundedRectangle(cornerRadius: 6)
                            .fill(colors[row * 4 + column])
                            .frame(width: 40, height: 30)
                    }
                }
            }
        }
    }
}

#Preview("Swatches") { Swatches() }
