import SwiftHero

// A card that grows from its bottom edge (scale 0 to 1) with text inside, as a springy reveal.
struct Reveal: View {
    @State private var shown = false

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.green)
                .frame(width: 160, height: 40)
                .overlay(Text("Tap me").foregroundColor(.white))
                .onTapGesture { withAnimation(.spring()) { shown.toggle() } }
            if shown {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.purple)
                    .frame(width: 160, height: 80)
                    .overlay(Text("Well, hello there").font(.system(.headline, design: .rounded)).bold().foregroundColor(.white))
                    .transition(.scale(scale: 0, anchor: .bottom))
            }
        }
    }
}

#Preview { Reveal() }
