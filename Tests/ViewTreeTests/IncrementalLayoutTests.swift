import Geometry
import Testing
@testable import ViewTree

/// Layout keeps sizes and frames of what did not change: every frame must still equal a full layout
/// of a new graph in the same state, and a change must measure only the nodes it touches.
@MainActor
@Suite("Incremental layout")
struct IncrementalLayoutTests {
    final class Model {
        var wide = false
        var extra = false
        var label = "abc"
        var fade = 1.0
        var cells = 6
    }

    static func content(_ m: Model) -> some View {
        VStack(spacing: 4) {
            HStack {
                Color.red.frame(width: m.wide ? 120 : 60, height: 20).identifier("bar")
                Spacer()
                Text(m.label).identifier("label")
            }
            .identifier("row1")
            if m.extra { Color.green.frame(height: 30).identifier("extra") }
            HStack {
                Text("static").identifier("static")
                Color.blue.frame(width: 30, height: 30).opacity(m.fade).identifier("fade")
            }
            .identifier("row2")
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))], spacing: 6) {
                ForEach(0..<m.cells, id: \.self) { i in Color.gray.frame(height: 40).identifier("cell\(i)") }
            }
        }
        .padding(10)
    }

    /// The frames of every identified view.
    static func frames(_ g: ViewGraph) -> [String: Rect] {
        Dictionary(g.render().trace.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
    }

    func expectMatchesFullLayout(_ g: ViewGraph, _ m: Model, width: Double = 400) {
        let fresh = makeGraph(width: width, height: 300) { Self.content(m) }
        #expect(Self.frames(g) == Self.frames(fresh))
    }

    @Test("each change lays out again only what it touches, and the result equals a full layout")
    func incremental() {
        let m = Model()
        let g = makeGraph(width: 400, height: 300) { Self.content(m) }
        let everything = g.counters.nodesMeasured
        #expect(everything > 20)
        var t = 0.0
        func change(_ body: () -> Void) -> Int {
            body()
            let before = g.counters.nodesMeasured
            t += 0.1
            g.invalidateContent()
            g.update(at: t)
            return g.counters.nodesMeasured - before
        }

        // Opacity is not layout: nothing is measured.
        #expect(change { m.fade = 0.5 } == 0)
        expectMatchesFullLayout(g, m)
        // A wider bar: its row and the containers above it, not the second row or the grid.
        let wider = change { m.wide = true }
        #expect(wider > 0 && wider < everything / 2)
        expectMatchesFullLayout(g, m)
        // A new text string.
        #expect(change { m.label = "abcdefgh" } > 0)
        expectMatchesFullLayout(g, m)
        // An inserted view shifts what follows it.
        #expect(change { m.extra = true } > 0)
        expectMatchesFullLayout(g, m)
        // Fewer grid cells.
        #expect(change { m.cells = 3 } > 0)
        expectMatchesFullLayout(g, m)
        // Nothing changed: nothing is measured.
        #expect(change {} == 0)
        // Another window size lays everything out for it.
        g.resize(to: Size(width: 250, height: 300))
        g.update(at: t + 1)
        expectMatchesFullLayout(g, m, width: 250)
    }

    @Test("a view leaving under an animation gives up its stack space at once, as in a full layout")
    func removal() {
        let m = Model()
        m.extra = true
        let g = makeGraph(width: 400, height: 300) { Self.content(m) }
        let rowBefore = Self.frames(g)["row2"]!
        withAnimation(.linear(duration: 1)) {
            m.extra = false
            g.invalidateContent()
        }
        g.update(at: 0.1)
        g.update(at: 0.6)
        // Still drawn while it fades, but the second row has moved up into its place.
        #expect(Self.frames(g)["extra"] != nil)
        #expect(Self.frames(g)["row2"]!.minY < rowBefore.minY)
        g.update(at: 1.2)
        #expect(Self.frames(g)["extra"] == nil)
        expectMatchesFullLayout(g, m)
    }
}
