import Geometry
import Motion
import Rendering
import Testing
@testable import ViewTree

@MainActor
@Suite("Transitions, value animations, shadows, fonts and simultaneous drags", .serialized)
struct MoreAnimationTests {
    @Test("move, offset, scale, asymmetric and combined transitions", arguments: [
        ("move", 0.5), ("offset", 0.5), ("scale", 0.5), ("asymmetric", 0.5), ("combined", 0.5),
    ])
    func transitions(kind: String, t: Double) {
        let flag = Flag()
        let transition: AnyTransition
        switch kind {
        case "move": transition = .move(edge: .trailing)
        case "offset": transition = .offset(x: 0, y: 100)
        case "scale": transition = .scale(0.5)
        case "asymmetric": transition = .asymmetric(insertion: .move(edge: .leading), removal: .opacity)
        default: transition = AnyTransition.opacity.combined(with: .offset(x: 40))
        }
        let g = makeGraph(width: 400, height: 200) {
            ZStack {
                Color.white   // keeps the container at the full size, so only the transition moves
                if flag.value { Color.red.frame(width: 100, height: 100).identifier("v").transition(transition) }
            }
        }
        withAnimation(.linear(duration: 1)) {
            flag.value = true
            g.invalidateContent()
        }
        g.update(at: 0)
        g.update(at: t)
        let e = g.elements("v")[0]
        let rest = Rect(x: 150, y: 50, width: 100, height: 100)
        switch kind {
        case "move": #expect(abs(e.frame.minX - (150 + 125)) < 1e-6)   // half way from beyond the trailing edge (250 pt away)
        case "offset": #expect(abs(e.frame.minY - 100) < 1e-6)
        case "scale": #expect(abs(e.frame.width - 75) < 1e-6 && e.frame.center == rest.center)
        case "asymmetric": #expect(abs(e.frame.minX - (150 - 125)) < 1e-6 && e.opacity == 1)
        default: #expect(abs(e.opacity - 0.5) < 1e-9 && abs(e.frame.minX - 170) < 1e-6)
        }
        g.update(at: 1)
        #expect(g.elements("v")[0].frame == rest)
    }

    @Test(".animation(_:value:) animates changes only when its value changes")
    func valueAnimation() {
        final class Model { var x = 0.0; var key = 0 }
        let m = Model()
        let g = makeGraph(width: 400, height: 100) {
            Color.red.frame(width: 10, height: 10).offset(x: m.x).identifier("dot").animation(.linear(duration: 1), value: m.key)
        }
        m.x = 100
        g.invalidateContent()
        g.update(at: 1)
        #expect(g.frame("dot")!.minX == 195 + 100)   // the key did not change: no animation
        m.x = 0
        m.key = 1
        g.invalidateContent()
        g.update(at: 2)
        g.update(at: 2.5)
        #expect(abs(g.frame("dot")!.minX - (195 + 50)) < 1e-6)
    }

    @Test("shadow geometry and font size animate")
    func shadowAndFont() {
        let flag = Flag()
        let g = makeGraph {
            VStack {
                Color.white.frame(width: 50, height: 50).shadow(radius: flag.value ? 20 : 0, y: flag.value ? 10 : 0)
                Text("Aa").font(.system(size: flag.value ? 40 : 20))
            }
        }
        withAnimation(.linear(duration: 1)) {
            flag.value = true
            g.invalidateContent()
        }
        g.update(at: 0)
        g.update(at: 0.5)
        var shadow: (Double, Point)?
        var fontPixels: Double?
        for item in g.render().items {
            if case .shadow(_, _, let r, let o) = item { shadow = (r, o) }
            if case .text(let l, _, _, _) = item { fontPixels = l.font.pixelSize }
        }
        #expect(shadow.map { abs($0.0 - 10) < 1e-9 && abs($0.1.y - 5) < 1e-9 } == true)
        #expect(fontPixels == 30)
    }

    @Test("a view inserted while the stacks around it move starts at its own laid-out frame and only fades in")
    func insertedInMovingStack() {
        let flag = Flag()
        let g = makeGraph(width: 400, height: 300) {
            VStack(spacing: 10) {
                Color.red.frame(width: flag.value ? 100 : 200, height: flag.value ? 100 : 200)
                if flag.value { Color.blue.frame(width: 50, height: 20).identifier("new").transition(.opacity) }
            }
            .padding(5)
        }
        withAnimation(.linear(duration: 1)) {
            flag.value = true
            g.invalidateContent()
        }
        // At rest the stack is 100 × 130, centred: the new view sits at (175, 195).
        let rest = Rect(x: 175, y: 195, width: 50, height: 20)
        for t in [0.0, 0.1, 0.25, 0.5, 0.75, 1] {
            g.update(at: t)
            let e = g.render().trace.first { $0.id == "new" }
            if t == 0 { #expect(e == nil); continue }
            let f = e?.frame ?? .zero
            #expect(abs(f.minX - rest.minX) < 1e-6 && abs(f.minY - rest.minY) < 1e-6 && f.size == rest.size, "t=\(t): \(f)")
            #expect(abs((e?.opacity ?? 0) - t) < 1e-9)
        }
        // Removed while the stack grows back, it fades out where it was.
        withAnimation(.linear(duration: 1)) {
            flag.value = false
            g.invalidateContent()
        }
        for t in [1.0, 1.1, 1.5, 1.9] {
            g.update(at: t)
            let e = g.render().trace.first { $0.id == "new" }
            let f = e?.frame ?? .zero
            #expect(abs(f.minX - rest.minX) < 1e-6 && abs(f.minY - rest.minY) < 1e-6 && f.size == rest.size, "t=\(t): \(f)")
            #expect(abs((e?.opacity ?? 0) - (2 - t)) < 1e-9)
        }
    }

    @Test("a simultaneous drag runs with the exclusive one; of two exclusive drags the nearer wins")
    func simultaneous() {
        var inner = 0, outer = 0, together = 0
        let g = makeGraph {
            Color.red.frame(width: 200, height: 200)
                .gesture(DragGesture().onChanged { _ in inner += 1 })
                .simultaneousGesture(DragGesture().onChanged { _ in together += 1 })
                .gesture(DragGesture().onChanged { _ in outer += 1 })
                .identifier("pad")
        }
        let c = g.frame("pad")!.center
        g.handle(.pointerDown(c, .touch))
        g.handle(.pointerMove(Point(x: c.x + 30, y: c.y), .touch))
        g.handle(.pointerUp(Point(x: c.x + 30, y: c.y), .touch))
        #expect(inner == 1 && together == 1 && outer == 0)
    }
}
