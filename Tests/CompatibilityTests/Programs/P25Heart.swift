import SwiftHero

// A heart made of a turned square and two circles, that beats when tapped.
struct Heart: View {
    @State private var beat = false

    var body: some View {
        ZStack {
            Rectangle().frame(width: 50, height: 50).rotationEffect(.degrees(45))
            Circle().frame(width: 50, height: 50).offset(x: -18, y: -18)
            Circle().frame(width: 50, height: 50).offset(x: 18, y: -18)
        }
        .foregroundColor(.red)
        .scaleEffect(beat ? 1.3 : 1)
        .animation(.spring(response: 0.3, dampingFraction: 0.4), value: beat)
        .onTapGesture { beat.toggle() }
    }
}

#Preview { Heart() }
