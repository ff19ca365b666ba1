import Geometry
import Motion
import Testing
@testable import ViewTree

/// One test per policy of the target pass (`TargetPolicies.swift`, `ViewGraph.keepScrollInRange`,
/// `ResizeJump`), each named after the rule its doc comment states. Frames are read as drawn (window
/// points, after every ancestor's motion), so a test fails when what a person sees breaks the rule.
@MainActor
@Suite("The target pass's policies, one rule each", .serialized)
struct TargetPolicyTests {
    /// A 50 pt box at the top of a 100x200 column that moves down by `down` (padding) and right by
    /// `right` (offset); `extra` adds a second box under the first.
    func movingColumn(_ down: Flag, _ right: Flag, _ extra: Flag) -> ViewGraph {
        makeGraph(width: 400, height: 600) {
            ZStack(alignment: .topLeading) {
                VStack(alignment: .leading, spacing: 0) {
                    Color.blue.frame(width: 50, height: 50).identifier("first")
                    if extra.value { Color.green.frame(width: 50, height: 50).identifier("new").transition(.identity) }
                }
                .frame(width: 100, height: 200, alignment: .topLeading)
                .offset(x: right.value ? 100 : 0)
                .padding(.top, down.value ? 200 : 0)
                Color.clear
            }
        }
    }

    @Test("frame policy: a view laid out for the first time inside a moving column appears at its own place and holds still while the column moves (it counters the lag of every ancestor and offset above)")
    func firstLayoutCountersLag() {
        let down = Flag(), right = Flag(), extra = Flag()
        let g = movingColumn(down, right, extra)
        withAnimation(.linear(duration: 1)) {
            down.value = true
            right.value = true
            g.invalidateContent()
        }
        g.update(at: 0)
        g.update(at: 0.5)
        #expect(g.frame("first") == Rect(x: 50, y: 100, width: 50, height: 50))
        extra.value = true
        g.invalidateContent()
        g.update(at: 0.5)
        // Its place in the final layout: column at (100, 200), second row.
        let place = Rect(x: 100, y: 250, width: 50, height: 50)
        for t in [0.5, 0.625, 0.75, 0.9, 1.2] {
            g.update(at: t)
            let r = g.frame("new")!
            #expect(TestRect.close(r, place, 1e-6), "t \(t): \(r)")
        }
        // The column itself went on moving and landed there too.
        #expect(g.frame("first") == Rect(x: 100, y: 200, width: 50, height: 50))
    }

    @Test("frame policy: a changed frame moves on the update's animation; an unanimated state change jumps")
    func changedFrames() {
        let wide = Flag()
        let g = makeGraph(width: 400, height: 300) {
            Color.red.frame(width: wide.value ? 300 : 100, height: 50).identifier("box")
        }
        withAnimation(.linear(duration: 1)) {
            wide.value = true
            g.invalidateContent()
        }
        g.update(at: 0)
        g.update(at: 0.5)
        #expect(TestRect.close(g.frame("box")!, Rect(x: 100, y: 125, width: 200, height: 50), 1e-6))
        g.update(at: 2)
        wide.value = false
        g.invalidateContent()
        g.update(at: 2)
        #expect(g.frame("box") == Rect(x: 150, y: 125, width: 100, height: 50))
        #expect(!g.isAnimating)
    }

    @Test("frame policy: a view at rest inside something in flight takes a new window's layout on the resize spring, not at once")
    func restingInFlightEasesOnResize() {
        let down = Flag()
        let g = makeGraph(width: 400, height: 300) {
            VStack(spacing: 0) {
                Color.orange.frame(maxWidth: .infinity).frame(height: 40).identifier("bar")
            }
            .padding(.top, down.value ? 200 : 0)
            .frame(maxHeight: .infinity, alignment: .top)
        }
        withAnimation(.linear(duration: 1)) {
            down.value = true
            g.invalidateContent()
        }
        g.update(at: 0)
        g.update(at: 0.5)
        #expect(g.frame("bar")!.width == 400)
        g.resize(to: Size(width: 600, height: 300))
        g.update(at: 0.5)
        // The bar is at rest (only its column moves): it keeps its drawn width the instant the window
        // changes, then grows to the new width on `resizeSettle` (critically damped: no overshoot).
        #expect(abs(g.frame("bar")!.width - 400) < 1e-6, "\(g.frame("bar")!)")
        var last = 400.0
        for k in 1...60 {
            g.update(at: 0.5 + Double(k) / 60)
            let w = g.frame("bar")!.width
            #expect(w >= last - 1e-9 && w <= 600 + 1e-9, "t \(0.5 + Double(k) / 60): \(last) → \(w)")
            last = w
        }
        #expect(abs(last - 600) < 0.5)
    }

    @Test("leaving views stay where they were: a view removed as its column starts moving fades out in its own place")
    func leavingStaysWhereItWas() {
        let show = Flag()
        show.value = true
        let g = makeGraph(width: 400, height: 300) {
            VStack(spacing: 0) {
                if show.value { Color.blue.frame(width: 50, height: 50).identifier("leaving").transition(.opacity) }
                Color.red.frame(width: 50, height: 50).identifier("staying")
            }
        }
        let was = g.frame("leaving")!
        #expect(was == Rect(x: 175, y: 100, width: 50, height: 50))
        withAnimation(.linear(duration: 1)) {
            show.value = false
            g.invalidateContent()
        }
        g.update(at: 0)
        for t in [0.25, 0.5, 0.75] {
            g.update(at: t)
            let e = g.elements("leaving").last!
            #expect(e.frame == was, "t \(t): \(e.frame)")
            #expect(abs(e.opacity - (1 - t)) < 1e-6, "t \(t): opacity \(e.opacity)")
            // The column shrinks to the staying box and moves it up from 150 to 125, on the animation.
            #expect(TestRect.close(g.frame("staying")!, Rect(x: 175, y: 150 - 25 * t, width: 50, height: 50), 1e-6), "t \(t): \(g.frame("staying")!)")
        }
    }

    @Test("values animate like frames: a changed modifier value takes the update's animation; a view inserted with one draws it at once")
    func valuesAnimateLikeFrames() {
        let faded = Flag(), extra = Flag()
        let g = makeGraph(width: 400, height: 300) {
            HStack {
                Color.red.frame(width: 50, height: 50).opacity(faded.value ? 0.2 : 1).identifier("box")
                if extra.value { Color.blue.frame(width: 50, height: 50).opacity(0.3).identifier("new").transition(.identity) }
            }
        }
        withAnimation(.linear(duration: 1)) {
            faded.value = true
            extra.value = true
            g.invalidateContent()
        }
        g.update(at: 0)
        #expect(abs(g.elements("new").last!.opacity - 0.3) < 1e-9)
        g.update(at: 0.5)
        #expect(abs(g.elements("box").last!.opacity - 0.6) < 1e-6, "\(g.elements("box").last!.opacity)")
        #expect(abs(g.elements("new").last!.opacity - 0.3) < 1e-9)
        g.update(at: 1)
        #expect(abs(g.elements("box").last!.opacity - 0.2) < 1e-9)
    }

    @Test("scroll offsets stay in range: content that shrinks under an animation brings the offset back to its end on that animation")
    func scrollKeptInRange() {
        let short = Flag()
        let g = makeGraph(width: 400, height: 300) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<(short.value ? 4 : 8), id: \.self) { i in Color.red.frame(height: 100).identifier("row\(i)") }
                }
            }
        }
        g.handle(.scroll(Point(x: 200, y: 150), dx: 0, dy: 10_000))
        g.update(at: 1)
        #expect(g.frame("row7")!.maxY == 300)
        withAnimation(.linear(duration: 1)) {
            short.value = true
            g.invalidateContent()
        }
        g.update(at: 1)
        // The offset goes from 500 to 100 over the second: half-way it is 300, and the fourth row ends at 400 − 300.
        g.update(at: 1.5)
        #expect(abs(g.frame("row3")!.maxY - (400 - 300)) < 1e-6, "\(g.frame("row3")!)")
        g.update(at: 2)
        #expect(g.frame("row3")!.maxY == 300)
    }
}
