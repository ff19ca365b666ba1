import Geometry
import Testing
@testable import ViewTree

/// The layout oracle lays the tree out again from scratch after each update and names every node whose
/// kept frame differs, with both frames and the update that left it.
@MainActor
@Suite("Layout oracle")
struct LayoutOracleTests {
    @Test("a stale kept size is found, named, and the graph is left as it was")
    func findsStaleSize() {
        let flag = Flag()
        let g = makeGraph(width: 400, height: 300) {
            VStack(spacing: 10) {
                Text(flag.value ? "a much longer line" : "short").identifier("label")
                Color.red.frame(width: 50, height: 20).identifier("box")
            }
        }
        g.checks.layoutCheck = .record
        g.update(at: 0.1)
        #expect(g.checks.layoutViolations.isEmpty)

        // Break incremental layout by hand: the text's string changes, but its node and its ancestors
        // keep what they measured and stay clean (as a missed invalidation would leave them).
        var nodes: [(Node, SizeCache, Bool)] = []
        g.root.walk { nodes.append(($0, $0.sizeCache, $0.layoutDirty)) }
        flag.value = true
        g.invalidateContent()
        g.update(at: 0.2)
        #expect(g.checks.layoutViolations.isEmpty)
        for (n, cache, dirty) in nodes { n.sizeCache = cache; n.layoutDirty = dirty }
        g.layout()
        let measured = g.counters.nodesMeasured
        g.checkLayout(cause: "a test's hand-made stale cache")
        let found = g.checks.layoutViolations
        #expect(!found.isEmpty)
        #expect(found.contains { $0.node.hasSuffix("Text(\"a much longer line\")") })
        #expect(found.allSatisfy { $0.update == "a test's hand-made stale cache" && $0.incremental != $0.fresh })
        #expect(found.first!.description.contains("incremental (x"))
        // The check itself changes nothing: the frames and the measure counter are as the stale pass left them.
        let stale = Self.frames(g)
        g.checkLayout(cause: "again")
        #expect(Self.frames(g) == stale)
        #expect(g.counters.nodesMeasured == measured)
    }

    @Test("a view dropped at the end of its removal makes its container give up its space in the same update")
    func removalEndRelaysOut() {
        let flag = Flag()
        flag.value = true
        let g = makeGraph(width: 400, height: 300) {
            VStack(spacing: 0) {
                ZStack {
                    if flag.value { Color.blue.frame(width: 100, height: 200).identifier("tall") }
                    Color.green.frame(width: 100, height: 50).identifier("short")
                }
                Color.red.frame(width: 100, height: 10).identifier("below")
            }
        }
        g.checks.layoutCheck = .record
        withAnimation(.linear(duration: 0.5)) {
            flag.value = false
            g.invalidateContent()
        }
        for k in 1...60 { g.update(at: Double(k) / 60) }
        #expect(g.checks.layoutViolations.isEmpty, "\(g.layoutViolations.first?.description ?? "")")
        #expect(g.frame("tall") == nil)
        // At rest the container is as tall as what is left in it: the red bar sits right under the green one.
        #expect(g.frame("below")!.minY == g.frame("short")!.maxY)
    }

    static func frames(_ g: ViewGraph) -> [Rect] {
        var out: [Rect] = []
        g.root.walk { out.append($0.frame) }
        return out
    }
}
