import SwiftHero

// SF Symbols by name, sized by fonts and image scales, filled by name or by variant.
struct SymbolShelf: View {
    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 14) {
                Image(systemName: "heart")
                Image(systemName: "heart.fill").foregroundColor(.red)
                Image(systemName: "star.fill").foregroundColor(.yellow)
                Image(systemName: "xmark.circle.fill")
                Image(systemName: "chevron.right")
                Image(systemName: "magnifyingglass")
            }
            .font(.title)
            HStack(spacing: 14) {
                Image(systemName: "play.fill").imageScale(.small)
                Image(systemName: "play.fill")
                Image(systemName: "play.fill").imageScale(.large)
                Image(systemName: "bell").symbolVariant(.fill)
                Image(systemName: "gear")
                Image(systemName: "no.such.symbol")
            }
            .font(.title2)
            Label("Favourites", systemImage: "star")
        }
    }
}

#Preview { SymbolShelf() }
