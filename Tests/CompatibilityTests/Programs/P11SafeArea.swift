import SwiftHero

// Safe-area modifiers: a window's safe area is its bounds, so the colour fills it either way, and an
// inset bar sits at the bottom edge.
struct Fullscreen: View {
    var body: some View {
        ZStack {
            Color.teal.ignoresSafeArea()
            Text("Edge to edge").foregroundColor(.white).edgesIgnoringSafeArea(.all)
        }
        .safeAreaInset(edge: .bottom) {
            Text("Bottom bar").frame(maxWidth: .infinity).padding(8).background(.ultraThinMaterial)
        }
    }
}

#Preview { Fullscreen() }
