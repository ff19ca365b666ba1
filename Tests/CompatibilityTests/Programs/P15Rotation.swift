import SwiftHero

// A disclosure chevron that turns, and a card turned about its corner.
struct Disclosure: View {
    @State private var open = false

    var body: some View {
        VStack(spacing: 20) {
            HStack {
                Text("Details").font(.headline)
                Image(systemName: "chevron.right")
                    .rotationEffect(.degrees(open ? 90 : 0))
            }
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.blue)
                .frame(width: 80, height: 40)
                .rotationEffect(Angle(degrees: open ? -30 : 0), anchor: .bottomLeading)
        }
        .onTapGesture { withAnimation(.easeInOut(duration: 0.4)) { open.toggle() } }
    }
}

#Preview { Disclosure() }
