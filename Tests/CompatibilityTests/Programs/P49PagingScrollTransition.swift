import SwiftHero

// A paging gallery in the iOS 17 idiom of public SwiftUI samples: pages sized by
// `containerRelativeFrame`, `scrollTargetBehavior(.paging)`, and a `scrollTransition` that fades,
// shrinks and turns the pages beside the one in view.
struct PagingGallery: View {
    let tints: [Color] = [.blue, .green, .orange, .red]

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(tints.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(tints[index])
                        .overlay {
                            Text("Page \(index + 1)")
                                .font(.largeTitle)
                                .foregroundStyle(.white)
                        }
                        .padding(24)
                        .containerRelativeFrame(.horizontal)
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.4)
                                .scaleEffect(phase.isIdentity ? 1 : 0.75)
                                .rotationEffect(.degrees(phase.value * 8))
                        }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
    }
}

#Preview { PagingGallery() }
