import Geometry
import Motion
import Testing
@testable import ViewTree

/// A `ForEach` over data that lists one id more than once. SwiftUI calls the result undefined; here
/// each occurrence keeps a node of its own, so nothing is dropped unseen while something (a motion,
/// a flight, a parent walk) still refers to it: once, an old child whose key a repeat took was lost
/// from the tree without being removed, and a later walk through its parent read a freed node.
@MainActor
@Suite("Repeated ids", .serialized)
struct RepeatedIDTests {
    @Test("every occurrence of a repeated id is drawn and keeps its own state across updates")
    func occurrencesKeepTheirState() {
        let items = Box(["a", "b", "a", "a"])
        let g = makeGraph(height: 400) {
            VStack(spacing: 0) {
                ForEach(Array(items.value.enumerated()), id: \.element) { index, name in
                    Counter().identifier("row.\(index)")
                }
            }
        }
        #expect(g.drawnTexts() == ["count 0", "count 0", "count 0", "count 0"])
        g.tap("row.2", at: 0.1)
        g.tap("row.3", at: 0.3)
        g.tap("row.3", at: 0.5)
        #expect(g.drawnTexts() == ["count 0", "count 0", "count 1", "count 2"])
        // The next update keeps each occurrence's node: nothing is made again.
        let created = Node.created
        g.invalidateContent()
        g.update(at: 1)
        #expect(Node.created == created)
        #expect(g.drawnTexts() == ["count 0", "count 0", "count 1", "count 2"])
    }

    @Test("repeats added, removed with animation and moved while matched views fly never read a freed node")
    func repeatsUnderAnimation() {
        let ns = Namespace("repeats")
        let items = Box(["x", "x", "y"])
        let open = Flag()
        let g = makeGraph(height: 400) {
            ZStack {
                VStack(spacing: 4) {
                    ForEach(items.value, id: \.self) { name in
                        Color.blue.matchedGeometryEffect(id: name, in: ns)
                            .frame(width: 40, height: 40)
                            .transition(.opacity)
                            .identifier("cell.\(name)")
                    }
                }
                if open.value {
                    Color.red.matchedGeometryEffect(id: "x", in: ns)
                        .frame(width: 300, height: 200)
                        .identifier("detail")
                }
            }
        }
        var t = 0.0
        func step(_ change: () -> Void) {
            withAnimation(.easeInOut(duration: 0.5)) { change(); g.invalidateContent() }
            for _ in 0..<4 { t += 0.1; g.update(at: t); _ = g.render() }
        }
        step { open.value = true }
        step { items.value = ["x", "y", "x", "x"] }
        step { items.value = ["y"] }
        step { open.value = false; items.value = ["x", "x"] }
        step { items.value = [] }
        t += 2
        g.update(at: t)
        #expect(g.render().trace.filter { $0.id.hasPrefix("cell.") }.isEmpty)
        step { items.value = ["x", "x", "x"] }
        t += 2
        g.update(at: t)
        #expect(g.elements("cell.x").count == 3)
    }
}

/// A value the tests change from outside the view.
@MainActor
final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
}
