import Foundation
import Geometry
import Motion
import Testing
@testable import ViewTree

/// A view that is small at the top-left in one state and large at the bottom-right in the other, the
/// two linked by a matched id: the flight test of Flutter's hero tests, in SwiftUI's terms.
@MainActor
struct Flyer: View {
    let flag: Flag
    let ns = Namespace("test")
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            if flag.value {
                Color.red.matchedGeometryEffect(id: "x", in: ns).frame(width: 200, height: 100)
                    .offset(x: 150, y: 150)
            } else {
                Color.red.matchedGeometryEffect(id: "x", in: ns).frame(width: 50, height: 50)
                    .offset(x: 10, y: 20)
            }
        }
    }
}

@MainActor
@Suite("Matched geometry", .serialized)
struct MatchedGeometryTests {
    let a = Rect(x: 10, y: 20, width: 50, height: 50)
    let b = Rect(x: 150, y: 150, width: 200, height: 100)

    func visible(_ g: ViewGraph) -> [TraceElement] { g.elements("x").filter { $0.opacity > 0 } }

    @Test("the inserted view flies from the removed one's frame to its own; both share one frame all the way")
    func flight() {
        let flag = Flag()
        let g = makeGraph { Flyer(flag: flag) }
        #expect(g.frame("x") == a)
        withAnimation(.linear(duration: 1)) {
            flag.value = true
            g.invalidateContent()
        }
        for t in [0.0, 0.25, 0.5, 0.75] {
            g.update(at: t)
            let expected = a.interpolated(to: b, t)
            let frames = visible(g).map(\.frame)
            #expect(!frames.isEmpty)
            for f in frames {
                #expect(abs(f.minX - expected.minX) < 0.001 && abs(f.minY - expected.minY) < 0.001, "t \(t): \(f) vs \(expected)")
                #expect(abs(f.width - expected.width) < 0.001 && abs(f.height - expected.height) < 0.001)
            }
        }
        g.update(at: 1)
        #expect(g.elements("x").map(\.frame) == [b])
        #expect(!g.isAnimating)
    }

    @Test("reversed at 40% of a spring flight, position and velocity stay continuous and it rests at the start")
    func interruption() {
        let flag = Flag()
        let g = makeGraph { Flyer(flag: flag) }
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.8)
        withAnimation(spring) {
            flag.value = true
            g.invalidateContent()
        }
        var t = 0.0
        g.update(at: t)
        var lastX = g.frame("x")!.minX
        var velocity = 0.0
        while g.frame("x")!.minX < a.minX + 0.4 * (b.minX - a.minX) {
            t += 1.0 / 60
            g.update(at: t)
            velocity = (g.frame("x")!.minX - lastX) * 60
            lastX = g.frame("x")!.minX
        }
        let before = g.frame("x")!
        withAnimation(spring) {
            flag.value = false
            g.invalidateContent()
        }
        g.update(at: t)
        #expect(abs(g.frame("x")!.minX - before.minX) < 0.001)
        var previous = before.minX
        for k in 1...120 {
            g.update(at: t + Double(k) / 60)
            let x = g.frame("x")!.minX
            #expect(abs(x - previous) <= abs(velocity) / 60 * 1.5 + 0.5, "jump at frame \(k)")
            previous = x
            for e in visible(g) { #expect(abs(e.frame.minX - x) < 0.5) }
        }
        #expect(g.frame("x") == a)
    }

    @Test("two sources for one id are reported once and the first wins")
    func twoSources() {
        let ns = Namespace("dup")
        let g = makeGraph {
            VStack {
                Color.red.matchedGeometryEffect(id: "d", in: ns).frame(width: 10, height: 10)
                Color.blue.matchedGeometryEffect(id: "d", in: ns).frame(width: 20, height: 20)
            }
        }
        g.invalidateContent()
        g.update(at: 1)
        #expect(g.checks.diagnostics.count == 1)
        g.invalidateContent()
        g.update(at: 2)
        #expect(g.checks.diagnostics.count == 1)
    }

    @Test("a follower (isSource: false) takes its source's frame")
    func follower() {
        let ns = Namespace("f")
        let g = makeGraph {
            HStack {
                Color.red.matchedGeometryEffect(id: "s", in: ns).frame(width: 80, height: 30).identifier("source")
                Color.blue.matchedGeometryEffect(id: "s", in: ns, isSource: false).frame(width: 10, height: 10).identifier("follower")
            }
        }
        g.update(at: 0.1)
        let s = g.elements("s")
        #expect(s.count == 2 && s[0].frame == s[1].frame)
    }
}

@MainActor
@Suite("Gestures and hit testing", .serialized)
struct GestureTests {
    @Test("tap, double tap and long press fire on the right events")
    func taps() {
        var single = 0, double = 0, long = 0
        let g = makeGraph {
            VStack {
                Color.red.frame(width: 100, height: 50).onTapGesture { single += 1 }.identifier("single")
                Color.red.frame(width: 100, height: 50).onTapGesture(count: 2) { double += 1 }.identifier("double")
                Color.red.frame(width: 100, height: 50).onLongPressGesture(minimumDuration: 0.5) { long += 1 }.identifier("long")
            }
        }
        g.tap("single", at: 0)
        #expect(single == 1)
        g.tap("double", at: 1)
        #expect(double == 0)
        g.tap("double", at: 1.1)
        #expect(double == 1)
        let p = g.frame("long")!.center
        g.update(at: 2)
        g.handle(.pointerDown(p, .mouse))
        g.update(at: 2.3)
        #expect(long == 0 && g.isAnimating)
        g.update(at: 2.5)
        #expect(long == 1)
        g.handle(.pointerUp(p, .mouse))
    }

    @Test("a drag reports translation and velocity; touches drive it the same way")
    func drag() {
        var changes: [DragValue] = []
        var ended: DragValue?
        let g = makeGraph {
            Color.red.frame(width: 200, height: 200).identifier("pad")
                .gesture(DragGesture().onChanged { changes.append($0) }.onEnded { ended = $0 })
        }
        for (run, kind) in [PointerKind.mouse, .touch].enumerated() {
            changes = []
            let c = g.frame("pad")!.center
            let start = 10 + Double(run) * 5
            g.update(at: start)
            g.handle(.pointerDown(c, kind))
            for k in 1...6 {
                g.update(at: start + Double(k) / 60)
                g.handle(.pointerMove(Point(x: c.x, y: c.y + Double(k) * 10), kind))
            }
            g.handle(.pointerUp(Point(x: c.x, y: c.y + 60), kind))
            #expect(changes.count == 6)   // the first 10 pt move reaches the minimum distance
            #expect(ended?.translation == CGSize(width: 0, height: 60))
            #expect(abs((ended?.velocity.height ?? 0) - 600) < 1)
        }
    }

    @Test("contentShape makes the gaps of a stack hittable, in the shape's outline")
    func contentShape() {
        var taps = 0
        let g = makeGraph(width: 200, height: 200) {
            HStack(spacing: 60) {
                Color.red.frame(width: 20, height: 20)
                Color.red.frame(width: 20, height: 20)
            }
            .frame(width: 100, height: 100)
            .contentShape(.circle)
            .onTapGesture { taps += 1 }
        }
        func tap(_ p: Point) { g.handle(.pointerDown(p, .mouse)); g.handle(.pointerUp(p, .mouse)); g.update(at: g.time + 1) }
        tap(Point(x: 100, y: 100))   // the gap between the squares
        tap(Point(x: 52, y: 52))     // inside the square frame, outside the circle
        #expect(taps == 1)
    }

    @Test("hit testing respects zIndex, clip shapes and allowsHitTesting")
    func hitTesting() {
        var hits: [String] = []
        let g = makeGraph(width: 200, height: 200) {
            ZStack {
                Color.red.frame(width: 100, height: 100).onTapGesture { hits.append("front") }.zIndex(1)
                Color.blue.frame(width: 100, height: 100).onTapGesture { hits.append("back") }
                Color.green.frame(width: 200, height: 200).onTapGesture { hits.append("disabled") }.allowsHitTesting(false).zIndex(2)
            }
            .background { Color.gray.onTapGesture { hits.append("bg") } }
            .overlay { Circle().frame(width: 40, height: 40).clipShape(.circle).onTapGesture { hits.append("circle") }.offset(x: 80, y: 80) }
        }
        func tap(_ p: Point) { g.handle(.pointerDown(p, .mouse)); g.handle(.pointerUp(p, .mouse)); g.update(at: g.time + 1) }
        tap(Point(x: 100, y: 100))
        tap(Point(x: 197, y: 197))   // outside the circle's round edge, inside its square: falls to the background
        tap(Point(x: 180, y: 180))
        #expect(hits == ["front", "bg", "circle"])
    }
}
