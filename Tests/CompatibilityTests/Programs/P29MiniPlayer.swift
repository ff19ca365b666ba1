import SwiftHero

// A mini player bar whose artwork, title and play button fly into a full player.
struct MiniPlayer: View {
    @Namespace private var player
    @State private var expanded = false

    var body: some View {
        VStack {
            Spacer()
            if expanded {
                VStack(spacing: 16) {
                    RoundedRectangle(cornerRadius: 16).fill(Color.orange)
                        .matchedGeometryEffect(id: "art", in: player)
                        .frame(width: 120, height: 120)
                    Text("Fever").font(.title).matchedGeometryEffect(id: "title", in: player)
                    Image(systemName: "pause.fill").font(.title).matchedGeometryEffect(id: "play", in: player)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color(white: 0.95))
            } else {
                HStack {
                    RoundedRectangle(cornerRadius: 4).fill(Color.orange)
                        .matchedGeometryEffect(id: "art", in: player)
                        .frame(width: 36, height: 36)
                    Text("Fever").matchedGeometryEffect(id: "title", in: player)
                    Spacer()
                    Image(systemName: "play.fill").matchedGeometryEffect(id: "play", in: player)
                }
                .padding(8)
                .background(Color(white: 0.95))
            }
        }
        .onTapGesture { withAnimation(.spring(response: 0.5, dampingFraction: 0.85)) { expanded.toggle() } }
    }
}

#Preview("Mini player") { MiniPlayer() }
