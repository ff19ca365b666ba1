import SwiftHero

// A frosted card over colourful shapes: `.background(.ultraThinMaterial)` blurs what is beneath.
struct FrostedCard: View {
    var body: some View {
        ZStack {
            HStack(spacing: 0) {
                Color.orange
                Color.pink
                Color.blue
            }
            VStack(alignment: .leading) {
                Text("Weekend").font(.headline)
                Text("Sunny, 24°").font(.subheadline)
            }
            .padding()
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
        }
    }
}

#Preview { FrostedCard() }
