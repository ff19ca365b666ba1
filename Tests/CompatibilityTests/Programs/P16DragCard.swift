import SwiftHero

// A card that follows a drag (translation as CGSize) and springs home when released.
struct DragCard: View {
    @State private var offset = CGSize.zero

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(LinearGradient(gradient: Gradient(colors: [.purple, .blue]), startPoint: .top, endPoint: .bottom))
            .frame(width: 100, height: 70)
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in offset = value.translation }
                    .onEnded { _ in withAnimation(.spring()) { offset = .zero } }
            )
    }
}

#Preview { DragCard() }
