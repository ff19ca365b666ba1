import SwiftHero

// A paged carousel in the iOS 17 idiom of public SwiftUI samples: `scrollPosition(id:)` drives page
// dots (and a tapped dot scrolls to its page), and `visualEffect` shrinks a card as it leaves the
// middle of the scroll view.
struct DottedCarousel: View {
    let colors: [Color] = [.pink, .indigo, .mint, .yellow]
    @State private var current: Int? = 0

    var body: some View {
        VStack(spacing: 12) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(colors.indices, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 20)
                            .fill(colors[index])
                            .padding(.horizontal, 24)
                            .containerRelativeFrame(.horizontal)
                            .visualEffect { content, proxy in
                                let x = proxy.frame(in: .scrollView).minX
                                return content.scaleEffect(1 - min(abs(x) / 900, 0.25))
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $current)
            .frame(height: 180)

            HStack(spacing: 8) {
                ForEach(colors.indices, id: \.self) { index in
                    Circle()
                        .fill(index == current ? Color.primary : Color.secondary.opacity(0.4))
                        .frame(width: 8, height: 8)
                        .onTapGesture {
                            withAnimation { current = index }
                        }
                }
            }
        }
    }
}

#Preview { DottedCarousel() }
