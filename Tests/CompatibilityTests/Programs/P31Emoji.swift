import SwiftHero

// Emoji, CJK and symbols in ordinary Text: each character the text font lacks is drawn from a font
// that has it, at the right width; a tapped emoji flies to a large slot.
struct EmojiPicker: View {
    @Namespace private var picker
    @State private var chosen: String?
    let emojis = ["😜", "🥳", "😎", "🤩"]

    var body: some View {
        VStack(spacing: 12) {
            if let chosen {
                Text(chosen)
                    .font(.system(size: 60))
                    .matchedGeometryEffect(id: chosen, in: picker)
                    .onTapGesture { withAnimation(.spring()) { self.chosen = nil } }
            } else {
                Text("你好, 世界 → ★").font(.title3)
            }
            HStack(spacing: 10) {
                ForEach(emojis, id: \.self) { emoji in
                    if emoji != chosen {
                        Text(emoji)
                            .font(.system(size: 32))
                            .matchedGeometryEffect(id: emoji, in: picker)
                            .onTapGesture { withAnimation(.spring()) { chosen = emoji } }
                    }
                }
            }
        }
    }
}

#Preview { EmojiPicker() }
