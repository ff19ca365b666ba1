import Geometry
import Testing
@testable import ViewTree

/// The slider control: a drag moves its value by the drag's share of the knob's travel, clamped to
/// the range, and each change is a continuous edit that lays out at once.
@MainActor
@Suite("Slider")
struct SliderTests {
    /// A slider sizing a bar below it, its value in the view's own state (mirrored to `seen`).
    struct SizedBar: View {
        let seen: Box
        @State private var width = 200.0
        var body: some View {
            VStack(spacing: 0) {
                Slider(value: Binding(get: { width }, set: { width = $0; seen.value = $0 }), in: 100...1366, width: 180).identifier("slider")
                Color.red.frame(width: width, height: 20).identifier("bar")
            }
        }
    }

    @MainActor
    final class Box {
        var value = 200.0
    }

    @Test("a drag moves the value by translation / travel × span, clamps it, and each step is a continuous edit laid out at once")
    func dragIsContinuousEdit() throws {
        let seen = Box()
        let g = makeGraph(width: 400, height: 300) { SizedBar(seen: seen) }
        let travel = 180 - 22.0, span = 1266.0
        let start = try #require(g.frame("slider")).center
        #expect(g.counters.continuousEdits == 0)
        g.handle(.pointerDown(start, .mouse))
        for k in 1...4 {
            g.update(at: Double(k) / 60)
            g.handle(.pointerMove(Point(x: start.x + Double(k) * 5, y: start.y), .mouse))
            g.update(at: Double(k) / 60)
            // 5 pt of pointer is 5 / 158 of 1266: about 40 pt of width a step, and the bar has it at once.
            #expect(abs(seen.value - (200 + Double(k) * 5 / travel * span)) < 1e-9)
            #expect(abs((g.frame("bar")?.width ?? 0) - seen.value) < 1e-9)
        }
        #expect(g.counters.continuousEdits == 4)
        // Far past the start of the track: the value stops at the range's lower bound.
        g.handle(.pointerMove(Point(x: start.x - 400, y: start.y), .mouse))
        g.update(at: 5.0 / 60)
        #expect(seen.value == 100)
        #expect(g.frame("bar")?.width == 100)
        g.handle(.pointerUp(Point(x: start.x - 400, y: start.y), .mouse))
        g.update(at: 6.0 / 60)
        #expect(g.counters.continuousEdits == 5)
        #expect(!g.isAnimating)
    }
}
