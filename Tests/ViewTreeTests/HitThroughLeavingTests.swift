import Geometry
import Testing
@testable import ViewTree

/// A view on its way out takes no presses: they reach what is drawn beneath it (as in SwiftUI), and
/// the graph's own hit audit agrees with where they went.
@MainActor
@Suite("Presses through leaving views")
struct HitThroughLeavingTests {
    @Test("a tap on a card that is fading out reaches the view beneath it")
    func tapThroughLeaving() {
        let shown = Flag()
        shown.value = true
        var below = 0, above = 0
        let g = makeGraph(width: 400, height: 300) {
            ZStack {
                Color.blue.onTapGesture { below += 1 }.identifier("below")
                if shown.value {
                    Color.red.frame(width: 200, height: 200).onTapGesture { above += 1 }.identifier("above")
                }
            }
        }
        withAnimation(.linear(duration: 1)) {
            shown.value = false
            g.invalidateContent()
        }
        g.update(at: 0.2)
        // Still drawn (half faded), but leaving.
        #expect(g.frame("above") != nil)
        let p = Point(x: 200, y: 150)
        #expect(g.hitAudit(at: p) == nil)
        g.handle(.pointerDown(p, .mouse))
        g.update(at: 0.25)
        g.handle(.pointerUp(p, .mouse))
        g.update(at: 0.25)
        #expect(above == 0)
        #expect(below == 1)
    }
}
