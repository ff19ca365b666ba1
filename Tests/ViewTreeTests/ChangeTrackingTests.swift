import Geometry
import Motion
import Rendering
@testable import ViewTree
import Testing

/// A row whose state the tests flip from outside (through `RowHandles`).
@MainActor
private final class RowHandles {
    var colour: [Int: Binding<Bool>] = [:]
    var label: [Int: Binding<Bool>] = [:]
    var title: Binding<String>?
}

@MainActor
private struct Row: View, Equatable {
    let index: Int
    let handles: RowHandles
    @State var colour = false
    @State var long = false
    nonisolated static func == (a: Row, b: Row) -> Bool { a.index == b.index && a.handles === b.handles }
    var body: some View {
        handles.colour[index] = $colour
        handles.label[index] = $long
        return HStack(spacing: 4) {
            Rectangle().fill(colour ? .black : .white).frame(width: 10, height: 10)
            Text(long ? "row \(index) with more" : "row \(index)")
        }
        .opacity(colour ? 0.5 : 1)
        .animation(.easeInOut(duration: 0.2), value: colour)
        .identifier("row\(index)")
    }
}

@MainActor
private struct List: View {
    let handles: RowHandles
    let rows: Int
    @State var title = "rows"
    var body: some View {
        handles.title = $title
        return ScrollView {
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                ForEach(0..<rows) { Row(index: $0, handles: handles) }
            }
        }
    }
}

@MainActor
@Suite("Change tracking: per-frame work follows what changed")
struct ChangeTrackingTests {
    private func list(rows: Int = 40) -> (ViewGraph, RowHandles) {
        let handles = RowHandles()
        let g = makeGraph(width: 400, height: 300) { List(handles: handles, rows: rows) }
        return (g, handles)
    }

    /// The kept presentation against one drawn whole (the debug check does this too; here it is stated).
    private func expectSameAsWhole(_ g: ViewGraph, _ note: Comment) {
        let kept = g.present(), whole = g.presentWhole()
        #expect(kept.items == whole.items, note)
        #expect(kept.trace == whole.trace, note)
        #expect(kept.regions.map(\.rect) == whole.regions.map(\.rect), note)
    }

    @Test("with nothing changed and nothing moving, a frame evaluates, lays out and draws nothing: the same presentation is kept")
    func idleFrameKeepsEverything() {
        let (g, _) = list()
        _ = g.present()
        let bodies = g.counters.bodiesEvaluated, measured = g.counters.nodesMeasured, epoch = g.presentMemo.presentEpoch
        g.update(at: 1)
        _ = g.present()
        #expect(g.counters.bodiesEvaluated == bodies && g.counters.nodesMeasured == measured)
        #expect(g.presentMemo.presentEpoch == epoch, "no presentation was drawn")
        #expect(!g.isAnimating)
        expectSameAsWhole(g, "idle")
    }

    @Test("one row's state: that row alone is evaluated; its animation is drawn every frame and the rest copied, equal to drawing whole")
    func leafChange() {
        let (g, h) = list()
        _ = g.present()
        let bodies = g.counters.bodiesEvaluated
        h.colour[7]!.wrappedValue = true
        g.update(at: 0.5)
        #expect(g.counters.bodiesEvaluated == bodies + 1)
        #expect(g.isAnimating)
        for t in stride(from: 0.5, through: 0.9, by: 0.05) {
            g.update(at: t)
            expectSameAsWhole(g, "animating at \(t)")
        }
        #expect(!g.isAnimating)
        #expect(g.elements("row7").first?.opacity == 0.5)
    }

    @Test("a label that grows lays the list out again; a title change re-evaluates the list but not its rows")
    func textAndRootChanges() {
        let (g, h) = list()
        _ = g.present()
        h.label[3]!.wrappedValue = true
        g.update(at: 0.1)
        expectSameAsWhole(g, "long label")
        #expect(g.drawnTexts().contains("row 3 with more"))
        let bodies = g.counters.bodiesEvaluated
        h.title!.wrappedValue = "other"
        g.update(at: 0.2)
        #expect(g.counters.bodiesEvaluated == bodies + 1, "the rows are equal values: not evaluated")
        expectSameAsWhole(g, "title")
        #expect(g.drawnTexts().first == "other")
    }

    @Test("targets applied along changed paths only equal targets applied by walking the whole tree")
    func targetsAlongPaths() {
        let (a, ha) = list()
        let (b, hb) = list()
        b.checks.applyTargetsEverywhere = true
        for (g, h) in [(a, ha), (b, hb)] {
            h.colour[2]!.wrappedValue = true
            h.label[5]!.wrappedValue = true
            g.update(at: 0.1)
            h.title!.wrappedValue = "x"
            g.update(at: 0.15)
        }
        for t in stride(from: 0.15, through: 0.5, by: 0.05) {
            a.update(at: t)
            b.update(at: t)
            #expect(a.present().items == b.present().items, "at \(t)")
            // The same elements where they were, ignoring which node drew them (two graphs, two sets of nodes).
            func seen(_ g: ViewGraph) -> [String] { g.render().trace.map { "\($0.id) \($0.frame) \($0.opacity)" } }
            #expect(seen(a) == seen(b), "at \(t)")
        }
    }

    @Test("a row inserted and removed with a transition: the sets of moving and transitioning nodes empty once it ends")
    func setsEmptyAtRest() {
        let flag = Flag()
        let g = makeGraph {
            VStack {
                Text("a")
                if flag.value { Text("b").transition(.opacity) }
            }
        }
        flag.value = true
        withAnimation(.easeInOut(duration: 0.3)) { g.invalidateContent() }
        g.update(at: 0.1)
        #expect(!g.tracked.transitioning.isEmpty && g.isAnimating)
        for t in stride(from: 0.1, through: 0.6, by: 0.05) { g.update(at: t); expectSameAsWhole(g, "inserting at \(t)") }
        #expect(g.tracked.transitioning.isEmpty && !g.isAnimating)
        flag.value = false
        withAnimation(.easeInOut(duration: 0.3)) { g.invalidateContent() }
        for t in stride(from: 0.7, through: 1.2, by: 0.05) { g.update(at: t); expectSameAsWhole(g, "removing at \(t)") }
        #expect(g.tracked.transitioning.isEmpty && g.tracked.motionCandidates.isEmpty && !g.isAnimating)
        #expect(g.drawnTexts() == ["a"])
    }
}
