import SwiftHero

// Masks: a gradient shown through a rounded rectangle, and through the glyphs of a title.
struct Masks: View {
    var body: some View {
        VStack(spacing: 10) {
            LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing)
                .frame(width: 180, height: 50)
                .mask(RoundedRectangle(cornerRadius: 25))
            LinearGradient(colors: [.blue, .green], startPoint: .leading, endPoint: .trailing)
                .frame(width: 180, height: 50)
                .mask {
                    Text("Gradient").font(.system(size: 36, weight: .bold))
                }
        }
    }
}

#Preview { Masks() }
