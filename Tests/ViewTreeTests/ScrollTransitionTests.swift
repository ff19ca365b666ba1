import Geometry
import Testing
@testable import ViewTree

/// `scrollTransition`: a view's drawing follows its place in its scroll view, as iOS 17 carousels
/// dim and shrink the cards beside the one in view.
@MainActor
@Suite("Scroll transitions")
struct ScrollTransitionTests {
    /// Cards 300 pt wide, 20 apart, in a 400 pt scroll view: card 1 begins 80 pt before its end.
    func carousel(_ config: ScrollTransitionConfiguration = .interactive) -> ViewGraph {
        makeGraph(width: 400, height: 300) {
            ScrollView(.horizontal) {
                HStack(spacing: 20) {
                    ForEach(0..<4, id: \.self) { i in
                        Color.blue.frame(width: 300, height: 200).identifier("card\(i)")
                            .scrollTransition(config) { content, phase in
                                content
                                    .opacity(phase.isIdentity ? 1 : 0.5)
                                    .scaleEffect(phase.isIdentity ? 1 : 0.8)
                            }
                    }
                }
            }
        }
    }

    @Test("a card wholly in view is drawn as it is; one mostly out of view is between its identity and its edge phase")
    func interactive() throws {
        let g = carousel()
        let first = try #require(g.elements("card0").last), second = try #require(g.elements("card1").last)
        #expect(first.opacity == 1 && first.frame == Rect(x: 0, y: 50, width: 300, height: 200))
        // 80 of 300 pt in view: 22/30 of the way to the trailing phase.
        let progress = (1 - 80.0 / 300)
        #expect(abs(second.opacity - (1 - 0.5 * progress)) < 1e-9, "\(second.opacity)")
        #expect(abs(second.frame.width - 300 * (1 - 0.2 * progress)) < 1e-6 && abs(second.frame.midX - 470) < 1e-6, "\(second.frame)")
        // Scrolled so that card 1 is wholly in view: it is drawn as it is, card 0 has left by the leading edge.
        g.handle(.scroll(Point(x: 200, y: 150), dx: 320, dy: 0))
        g.runFrames(from: 0, to: 0.6)
        let inView = try #require(g.elements("card1").last), gone = try #require(g.elements("card0").last)
        #expect(inView.opacity == 1 && inView.frame.width == 300 && inView.frame.minX == 0)
        #expect(abs(gone.opacity - 0.5) < 1e-9 && abs(gone.frame.width - 240) < 1e-6, "\(gone.opacity) \(gone.frame)")
    }

    @Test("a threshold: in its identity phase while that much of it is in view; .identity on a side applies nothing there")
    func thresholdAndIdentity() throws {
        let g = carousel(.interactive.threshold(.visible(0.25)))
        // 80/300 ≥ 0.25 in view: drawn as it is.
        #expect(try #require(g.elements("card1").last).opacity == 1)
        let none = makeGraph(width: 400, height: 300) {
            ScrollView(.horizontal) {
                HStack(spacing: 20) {
                    ForEach(0..<2, id: \.self) { i in
                        Color.blue.frame(width: 300, height: 200).identifier("card\(i)")
                            .scrollTransition(topLeading: .interactive, bottomTrailing: .identity) { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0)
                            }
                    }
                }
            }
        }
        #expect(try #require(none.elements("card1").last).opacity == 1)
    }

    @Test("outside a scroll view a scroll transition changes nothing; offsets and turns move only the drawing")
    func outsideAndOffset() throws {
        let g = makeGraph(width: 400, height: 300) {
            Color.red.frame(width: 100, height: 100).identifier("square")
                .scrollTransition { content, phase in content.offset(y: phase.isIdentity ? 0 : 50) }
        }
        #expect(g.elements("square").last?.frame == Rect(x: 150, y: 100, width: 100, height: 100))
        let shifted = makeGraph(width: 400, height: 300) {
            ScrollView(.horizontal) {
                HStack(spacing: 20) {
                    ForEach(0..<2, id: \.self) { i in
                        Color.blue.frame(width: 300, height: 200).identifier("card\(i)")
                            .scrollTransition(.animated) { content, phase in
                                content.offset(y: phase.value * 30).rotationEffect(.degrees(phase.value * 10))
                            }
                    }
                }
            }
        }
        // Card 1 is 22/30 of the way to +1: 22 pt lower; its layout is where it was.
        let card = try #require(shifted.elements("card1").last)
        #expect(abs(card.frame.minY - (50 + 30 * (1 - 80.0 / 300))) < 1e-6, "\(card.frame)")
        #expect(shifted.render().items.contains { if case .beginTransform = $0 { true } else { false } })
    }

    @Test("a view longer than the scroll view is in its identity phase while it fills it; .hidden applies only once out of view")
    func longViewsAndHidden() throws {
        let g = makeGraph(width: 300, height: 400) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.blue.frame(height: 900).identifier("tall")
                        .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.2) }
                    ForEach(0..<3, id: \.self) { i in
                        Color.green.frame(height: 300).identifier("g\(i)")
                            .scrollTransition(.interactive.threshold(.hidden)) { content, phase in content.opacity(phase.isIdentity ? 1 : 0.2) }
                    }
                }
            }
        }
        #expect(try #require(g.elements("tall").last).opacity == 1)
        // Scrolled 300: the tall view still fills the scroll view; g0 (at 600) is wholly out of view.
        g.handle(.scroll(Point(x: 150, y: 200), dx: 0, dy: 300))
        g.runFrames(from: 0, to: 0.8)
        #expect(try #require(g.elements("tall").last).opacity == 1)
        #expect(g.elements("g0").last.map { abs($0.opacity - 0.2) < 1e-9 } ?? true)
        // 300 more: g0 is partly in view, which `.hidden` leaves as it is.
        g.handle(.scroll(Point(x: 150, y: 200), dx: 0, dy: 300))
        g.runFrames(from: 0.8, to: 1.6)
        #expect(try #require(g.elements("g0").last).opacity == 1)
    }
}
