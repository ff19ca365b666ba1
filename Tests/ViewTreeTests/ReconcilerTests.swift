import Geometry
import Motion
import Testing
@testable import ViewTree

@MainActor
struct Counter: View {
    @State var count = 0
    var body: some View {
        Text("count \(count)").identifier("label")
            .frame(width: 200, height: 40)
            .onTapGesture { count += 1 }
            .identifier("counter")
    }
}

@MainActor
struct TwoCounters: View {
    var body: some View {
        VStack {
            Counter()
            Counter()
        }
    }
}

@MainActor
@Suite("Reconciler and state", .serialized)
struct ReconcilerTests {
    @Test("state survives updates and only the changed view's body is evaluated again")
    func stateRetention() {
        let g = makeGraph { TwoCounters() }
        let evaluated = g.counters.bodiesEvaluated
        let created = Node.created
        let first = g.elements("counter")[0].frame.center
        g.handle(.pointerDown(first, .mouse))
        g.handle(.pointerUp(first, .mouse))
        g.update(at: 0.1)
        #expect(g.counters.bodiesEvaluated == evaluated + 1)
        #expect(Node.created == created)   // the tree is updated in place, not rebuilt
        #expect(g.drawnTexts() == ["count 1", "count 0"])
    }

    @Test("ForEach keeps each item's node when the items are reordered")
    func identityByID() {
        let order = Flag()
        let g = makeGraph {
            VStack {
                ForEach(order.value ? ["b", "a"] : ["a", "b"], id: \.self) { name in
                    Counter().identifier("item.\(name)")
                }
            }
        }
        // Count item a up once, then reorder.
        g.tap("item.a", at: 0)
        let created = Node.created
        order.value = true
        g.invalidateContent()
        g.update(at: 1)
        #expect(Node.created == created)
        #expect(g.frame("item.a")!.minY > g.frame("item.b")!.minY)
        #expect(g.drawnTexts() == ["count 0", "count 1"])
    }

    @Test("switching an if/else branch removes one view and inserts another")
    func branches() {
        let flag = Flag()
        let g = makeGraph {
            if flag.value { Color.red.identifier("on") } else { Color.blue.identifier("off") }
        }
        #expect(g.frame("off") != nil && g.frame("on") == nil)
        flag.value = true
        g.invalidateContent()
        g.update(at: 1)
        #expect(g.frame("on") != nil && g.frame("off") == nil)
    }
}

@MainActor
@Suite("Animation and transitions", .serialized)
struct AnimationTests {
    @Test("withAnimation moves a view from its old layout frame to its new one")
    func frameAnimation() {
        let flag = Flag()
        let g = makeGraph(width: 400, height: 100) {
            HStack { Color.red.frame(width: 40, height: 40).identifier("box") }
                .frame(maxWidth: .infinity, alignment: flag.value ? .trailing : .leading)
        }
        #expect(g.frame("box")!.minX == 0)
        withAnimation(.linear(duration: 1)) {
            flag.value = true
            g.invalidateContent()
        }
        g.update(at: 1)
        #expect(abs(g.frame("box")!.minX - 0) < 1e-9)
        g.update(at: 1.5)
        #expect(abs(g.frame("box")!.minX - 180) < 1e-9)
        g.update(at: 2)
        #expect(g.frame("box")!.minX == 360)
        #expect(!g.isAnimating)
    }

    @Test("a removed view stays, fading, until its removal transition ends, and is not hittable meanwhile")
    func removal() {
        let flag = Flag()
        flag.value = true
        var taps = 0
        let g = makeGraph {
            ZStack {
                Color.blue.onTapGesture { taps += 1 }
                if flag.value { Color.red.frame(width: 100, height: 100).identifier("panel").transition(.opacity) }
            }
        }
        withAnimation(.linear(duration: 1)) {
            flag.value = false
            g.invalidateContent()
        }
        g.update(at: 0)
        g.update(at: 0.25)
        let e = g.elements("panel")
        #expect(e.count == 1 && abs(e[0].opacity - 0.75) < 1e-9)
        // Taps go through the leaving panel to the view beneath.
        g.handle(.pointerDown(Point(x: 200, y: 150), .mouse))
        g.handle(.pointerUp(Point(x: 200, y: 150), .mouse))
        #expect(taps == 1)
        g.update(at: 1.01)
        #expect(g.elements("panel").isEmpty)
    }

    @Test("an inserted view's transition is driven 0 → 1 and readable as transitionProgress")
    func insertionProgress() {
        let flag = Flag()
        struct Reader: View {
            @Environment(\.transitionProgress) var p
            var body: some View { Color.red.frame(width: 100 + 100 * p, height: 10).identifier("reader") }
        }
        let g = makeGraph { if flag.value { Reader().transition(.progress) } }
        withAnimation(.linear(duration: 1)) {
            flag.value = true
            g.invalidateContent()
        }
        g.update(at: 0)
        #expect(g.frame("reader")!.width == 100)
        g.update(at: 0.5)
        #expect(abs(g.frame("reader")!.width - 150) < 1e-9)
        g.update(at: 1)
        #expect(g.frame("reader")!.width == 200)
    }

    @Test("fill colours animate")
    func colour() {
        let flag = Flag()
        let g = makeGraph { Color.black.opacity(flag.value ? 0 : 1) }
        withAnimation(.linear(duration: 1)) {
            flag.value = true
            g.invalidateContent()
        }
        g.update(at: 0)
        g.update(at: 0.5)
        let alpha = g.render().items.compactMap { item -> Double? in
            if case .shape(_, .color(let c), _) = item { return c.alpha } else { return nil }
        }
        #expect(alpha.count == 1 && abs(alpha[0] - 0.5) < 1e-9)
    }

    @Test("completion runs when the transaction's animations end")
    func completion() {
        let flag = Flag()
        var done = 0
        let g = makeGraph { Circle().opacity(flag.value ? 0 : 1).identifier("c") }
        withAnimation(.linear(duration: 0.5), completion: { done += 1 }) {
            flag.value = true
            g.invalidateContent()
        }
        g.update(at: 1)
        g.update(at: 1.4)
        #expect(done == 0)
        g.update(at: 1.51)
        #expect(done == 1)
    }

    @Test("completion waits for the animations its transaction started, not for others running (a spinner that never stops)")
    func completionIgnoresOtherAnimations() {
        let flag = Flag(), spinning = Flag()
        var done = 0
        let g = makeGraph {
            HStack {
                Circle().opacity(flag.value ? 0 : 1).identifier("c")
                Color.red.frame(width: 20, height: 20).rotationEffect(.degrees(spinning.value ? 360 : 0))
            }
        }
        withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
            spinning.value = true
            g.invalidateContent()
        }
        g.update(at: 0.5)
        withAnimation(.linear(duration: 0.5), completion: { done += 1 }) {
            flag.value = true
            g.invalidateContent()
        }
        g.update(at: 1)
        g.update(at: 1.4)
        #expect(done == 0)
        g.update(at: 1.51)
        #expect(done == 1)
        #expect(g.isAnimating)
    }
}

@MainActor
@Suite("Drag into spring", .serialized)
struct DragSpringTests {
    @Test("a drag's release velocity carries into the spring that settles the offset; the graph is freed afterwards")
    func releaseVelocity() {
        weak var released: ViewGraph?
        do {
            final class Model { var y = 0.0 }
            let model = Model()
            // Weak: the graph keeps its content closure, which must not keep the graph.
            weak var graph: ViewGraph?
            let g = makeGraph {
                Color.red.frame(width: 100, height: 100).offset(y: model.y).identifier("card")
                    .gesture(DragGesture()
                        .onChanged { v in model.y = v.translation.height; graph?.invalidateContent() }
                        .onEnded { v in withAnimation(.spring, velocity: v.velocity) { model.y = 0; graph?.invalidateContent() } })
            }
            graph = g
            released = g
            let c = g.frame("card")!.center
            g.update(at: 1)
            g.handle(.pointerDown(c, .mouse))
            for k in 1...6 {
                g.update(at: 1 + Double(k) / 60)
                g.handle(.pointerMove(Point(x: c.x, y: c.y + Double(k) * 20), .mouse))
            }
            g.update(at: 1.1)
            #expect(g.frame("card")!.midY == c.y + 120)
            g.handle(.pointerUp(Point(x: c.x, y: c.y + 120), .mouse))
            g.update(at: 1.1)
            // Still moving down right after release (1200 pt/s downward), then back to rest.
            g.update(at: 1.13)
            #expect(g.frame("card")!.midY > c.y + 120)
            g.update(at: 4)
            #expect(abs(g.frame("card")!.midY - c.y) < 0.01)
        }
        // The content closure refers back to the graph: it must do so weakly, or the two keep each
        // other alive (LeakSanitizer reported this cycle).
        #expect(released == nil, "the view graph outlives the test: a retain cycle through its content closure")
    }
}
