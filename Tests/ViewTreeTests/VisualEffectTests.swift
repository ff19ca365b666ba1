import Geometry
import Testing
@testable import ViewTree

/// `visualEffect`: a view's drawing worked out from its geometry each time it is drawn, as parallax
/// headers and scroll-driven fades are written with iOS 17.
@MainActor
@Suite("Visual effects")
struct VisualEffectTests {
    /// A 200 pt header whose drawing moves down by half of how far it has scrolled up (a parallax),
    /// over 20 rows of 100 pt, in a 400x300 window.
    func parallax() -> ViewGraph {
        makeGraph(width: 400, height: 300) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.orange.frame(height: 200).identifier("header")
                        .visualEffect { content, proxy in
                            content.offset(y: -proxy.frame(in: .scrollView).minY / 2)
                        }
                    ForEach(0..<20, id: \.self) { i in Color.blue.frame(height: 100).identifier("row\(i)") }
                }
            }
        }
    }

    @Test("a parallax header is drawn half as far up as it has scrolled; layout and the rows below do not move with it")
    func parallaxHeader() throws {
        let g = parallax()
        #expect(try #require(g.frame("header")) == Rect(x: 0, y: 0, width: 400, height: 200))
        g.handle(.scroll(Point(x: 200, y: 150), dx: 0, dy: 100))
        g.runFrames(from: 0, to: 0.6)
        // Scrolled 100 pt: laid out at −100, drawn 50 pt lower.
        #expect(try #require(g.frame("header")) == Rect(x: 0, y: -50, width: 400, height: 200))
        #expect(try #require(g.frame("row0")) == Rect(x: 0, y: 100, width: 400, height: 100))
    }

    @Test("the proxy's global frame and size: a view past the window's middle is drawn faded and smaller, about its centre")
    func globalFrameAndSize() throws {
        let g = makeGraph(width: 400, height: 300) {
            VStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { i in
                    Color.green.frame(width: 100, height: 100).identifier("box\(i)")
                        .visualEffect { content, proxy in
                            let past = proxy.frame(in: .global).minY >= 150
                            return content
                                .opacity(past ? 0.5 : 1)
                                .scaleEffect(past ? proxy.size.width / 200 : 1)
                        }
                }
            }
        }
        let first = try #require(g.elements("box0").last), last = try #require(g.elements("box2").last)
        // The column is centred: boxes at y 0, 100, 200; only the last is past the middle.
        #expect(first.opacity == 1 && first.frame == Rect(x: 150, y: 0, width: 100, height: 100))
        #expect(last.opacity == 0.5 && last.frame == Rect(x: 175, y: 225, width: 50, height: 50), "\(last.frame)")
    }

    @Test("an effect's offset moves where the view takes presses, as it moves its drawing")
    func hitsFollowTheEffect() throws {
        let taps = Box(0)
        let g = makeGraph(width: 400, height: 300) {
            Color.red.frame(width: 100, height: 100)
                .onTapGesture { taps.value += 1 }
                .visualEffect { content, _ in content.offset(x: 120) }
        }
        func tap(_ x: Double) {
            g.handle(.pointerDown(Point(x: x, y: 150), .mouse))
            g.handle(.pointerUp(Point(x: x, y: 150), .mouse))
            g.update(at: 0)
        }
        // Laid out centred at x 150...250, drawn at 270...370.
        tap(200)
        #expect(taps.value == 0)
        tap(320)
        #expect(taps.value == 1)
    }
}
