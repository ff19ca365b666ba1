import Geometry
import Motion
import Testing
@testable import ViewTree

@MainActor
@Suite("A resize retargets what is in flight and moves what is at rest at once", .serialized)
struct ResizeRetargetTests {
    /// A box growing under an animation, centred over a view that fills the window.
    func growingBox(_ wide: Flag, _ animation: Animation) -> ViewGraph {
        let g = makeGraph(width: 400, height: 300) {
            ZStack {
                Color.clear.contentShape(.rectangle).identifier("fill")
                Color.red.frame(width: wide.value ? 300 : 100, height: 50).identifier("box")
            }
        }
        withAnimation(animation) {
            wide.value = true
            g.invalidateContent()
        }
        g.update(at: 0)
        return g
    }

    @Test("a frame animating when the window resizes goes on from where it is drawn to its new place",
          arguments: [Animation.linear(duration: 1), .spring(response: 0.6, dampingFraction: 0.6)])
    func frameInFlight(animation: Animation) {
        let g = growingBox(Flag(), animation)
        g.update(at: 0.3)
        let before = g.frame("box")!
        g.resize(to: Size(width: 600, height: 300))
        g.update(at: 0.3)
        // Not a jump to the new layout: the same frame the instant the window changes...
        let after = g.frame("box")!
        #expect(TestRect.close(before, after, 0.01), "\(before) → \(after)")
        // ...then on toward it, without a step larger than the flight's own.
        var last = after
        for i in 1...180 {
            g.update(at: 0.3 + Double(i) / 60)
            let r = g.frame("box")!
            #expect(max(abs(r.minX - last.minX), abs(r.maxX - last.maxX)) < 12, "t=\(0.3 + Double(i) / 60): \(last) → \(r)")
            last = r
        }
        #expect(TestRect.close(last, Rect(x: 150, y: 125, width: 300, height: 50), 0.05), "\(last)")
        // The full-window view was at rest: it took the new window size at once.
        #expect(g.frame("fill") == Rect(x: 0, y: 0, width: 600, height: 300))
    }

    @Test("with nothing in flight a resize is a plain relayout")
    func atRest() {
        let g = growingBox(Flag(), .linear(duration: 1))
        g.update(at: 2)
        g.resize(to: Size(width: 600, height: 300))
        g.update(at: 2)
        #expect(g.frame("box") == Rect(x: 150, y: 125, width: 300, height: 50))
        #expect(g.frame("fill") == Rect(x: 0, y: 0, width: 600, height: 300))
        #expect(!g.isAnimating)
    }
}

enum TestRect {
    static func close(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }
}
