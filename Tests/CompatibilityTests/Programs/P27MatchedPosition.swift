import SwiftHero

// A dot that moves between slots by position only (properties: .position), keeping its own size.
struct DotSlots: View {
    @State private var slot = 0
    @Namespace private var slots

    var body: some View {
        VStack(spacing: 20) {
            HStack(spacing: 30) {
                ForEach(0..<3) { index in
                    RoundedRectangle(cornerRadius: 6)
                        .stroke(Color.gray, lineWidth: 1)
                        .frame(width: 44, height: 44)
                        .matchedGeometryEffect(id: index, in: slots)
                        // A stroked shape takes the pointer on its band only: the whole slot does here.
                        .contentShape(Rectangle())
                        .onTapGesture { withAnimation(.easeInOut(duration: 0.4)) { slot = index } }
                }
            }
            Circle()
                .fill(Color.indigo)
                .frame(width: 16, height: 16)
                .matchedGeometryEffect(id: slot, in: slots, properties: .position, isSource: false)
        }
    }
}

#Preview { DotSlots() }
