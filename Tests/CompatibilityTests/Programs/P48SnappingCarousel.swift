import SwiftHero

// A carousel in the iOS 17 idiom of public SwiftUI samples: cards sized with `containerRelativeFrame`
// inside `contentMargins`, a `LazyHStack` marked `scrollTargetLayout()`, and a scroll view that stops
// with a card at its leading margin (`scrollTargetBehavior(.viewAligned)`).
struct SnappingCarousel: View {
    let colors: [Color] = [.indigo, .teal, .orange, .pink, .mint, .purple]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 12) {
                ForEach(colors.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 20, style: .continuous)
                        .fill(colors[index].gradient)
                        .overlay(alignment: .bottomLeading) {
                            Text("Card \(index + 1)")
                                .font(.title2.bold())
                                .foregroundStyle(.white)
                                .padding()
                        }
                        .frame(height: 160)
                        .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 12)
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 24, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
    }
}

#Preview { SnappingCarousel() }
