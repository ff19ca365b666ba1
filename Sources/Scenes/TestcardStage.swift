import Geometry
import Motion
import Typography
import ViewTree

/// The test card's animated card, as views: it travels from the stage's leading edge to its trailing
/// edge and back, growing from a 120 pt square with 8 pt corners into a 260×160 capsule-cornered card,
/// eased in and out over `halfPeriod` seconds each way, forever. A tap pauses and resumes it.
struct TestcardStage: View {
    /// The stage's inner size, in points.
    let size: Size
    let halfPeriod: Double
    let paused: Bool
    let onTap: @MainActor () -> Void
    @State private var expanded = false

    var body: some View {
        let small = Size(width: min(120, size.width / 3), height: min(120, size.height))
        let large = Size(width: min(260, size.width / 2), height: min(160, size.height))
        let card = expanded ? large : small
        Color.white.opacity(0.92)
            .overlay { Text(paused ? "paused" : "card").font(.headline).foregroundColor(Color(hex: 0x1D2671)) }
            .cornerRadius(expanded ? min(card.width, card.height) / 2 : 8)
            .shadow(color: Color.black.opacity(0.3), radius: 16, y: 8)
            .frame(width: card.width, height: card.height)
            .identifier("card")
            .onTapGesture(perform: onTap)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: expanded ? .trailing : .leading)
            .onAppear {
                withAnimation(Animation.easeInOut(duration: halfPeriod).repeatForever(autoreverses: true)) { expanded = true }
            }
    }
}
