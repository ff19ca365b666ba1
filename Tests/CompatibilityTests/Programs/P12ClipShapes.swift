import SwiftHero

// Any shape as a clip, and continuous corners.
struct Clips: View {
    var body: some View {
        HStack(spacing: 10) {
            Color.orange.frame(width: 60, height: 60).clipShape(Circle())
            Color.purple.frame(width: 90, height: 40).clipShape(Capsule())
            Color.blue.frame(width: 60, height: 60).clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
            Color.green.frame(width: 50, height: 60).clipShape(Rectangle())
        }
    }
}

#Preview { Clips() }
