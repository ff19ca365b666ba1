import Geometry
import Testing
import Typography
@testable import ViewTree

/// A plain-value view: Equatable by synthesis. Counts its evaluations.
@MainActor
private struct Badge: View, Equatable {
    nonisolated(unsafe) static var evaluations = 0
    let label: String
    var body: some View {
        Badge.evaluations += 1
        return Text(label).identifier("badge")
    }
}

/// An equatable view with a stateful view inside it.
@MainActor
private struct Panel: View, Equatable {
    let title: String
    var body: some View {
        VStack {
            Text(title)
            Counter()
        }
    }
}

@MainActor
@Suite("Equatable views", .serialized)
struct EquatableViewTests {
    final class Model {
        var other = 0
        var label = "a"
        var big = false
    }

    @Test("an equal view is not evaluated again when its parent is; a changed one is")
    func skipsEqual() {
        let m = Model()
        let g = makeGraph {
            VStack {
                Text("other \(m.other)")
                Badge(label: m.label).font(m.big ? .title : .body)
            }
        }
        func change(_ body: () -> Void) -> Int {
            body()
            let before = Badge.evaluations
            g.invalidateContent()
            g.update(at: 0)
            return Badge.evaluations - before
        }
        #expect(change { m.other = 1 } == 0)
        #expect(g.drawnTexts() == ["other 1", "a"])
        #expect(change { m.label = "b" } == 1)
        #expect(g.drawnTexts() == ["other 1", "b"])
        // Another environment: evaluated again, though the value is the same.
        #expect(change { m.big = true } == 1)
        #expect(change { m.other = 2 } == 0)
    }

    @Test("state inside a view that is not evaluated again still updates")
    func stateInside() {
        let m = Model()
        let g = makeGraph {
            VStack {
                Text("other \(m.other)")
                Panel(title: "panel")
            }
        }
        m.other = 1
        g.invalidateContent()
        g.update(at: 0.1)
        let p = g.frame("counter")!.center
        g.handle(.pointerDown(p, .mouse))
        g.handle(.pointerUp(p, .mouse))
        g.update(at: 0.2)
        #expect(g.drawnTexts() == ["other 1", "panel", "count 1"])
        // The parent evaluated again in the same update as the state change inside the equal view.
        g.handle(.pointerDown(p, .mouse))
        g.handle(.pointerUp(p, .mouse))
        m.other = 2
        g.invalidateContent()
        g.update(at: 0.3)
        #expect(g.drawnTexts() == ["other 2", "panel", "count 2"])
    }
}
