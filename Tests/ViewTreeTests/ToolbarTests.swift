import Geometry
import Testing
@testable import ViewTree

/// Toolbar items in the bar of a navigation title: where they go, and that they belong to their page.
@MainActor
@Suite("Toolbar")
struct ToolbarTests {
    @MainActor
    final class Path {
        var values: [Int] = []
    }

    /// A stack whose page 1 has a toolbar written after its title and page 2 has none.
    func stack(_ path: Path) -> ViewGraph {
        makeGraph {
            NavigationStack(path: Binding(get: { path.values }, set: { path.values = $0 })) {
                Text("root")
                    .navigationTitle("Root")
                    .navigationDestination(for: Int.self) { n in
                        if n == 1 {
                            Text("one").navigationTitle("One").navigationBarTitleDisplayMode(.inline)
                                .toolbar {
                                    ToolbarItem(placement: .navigationBarLeading) { Text("Lead") }
                                    ToolbarItem(placement: .navigationBarTrailing) { Text("Trail") }
                                }
                        } else {
                            Text("two").navigationTitle("Two").navigationBarTitleDisplayMode(.inline)
                        }
                    }
            }
        }
    }

    func go(_ g: ViewGraph, _ path: Path, to values: [Int], at t: Double) {
        path.values = values
        g.invalidateContent()
        g.update(at: t)
        g.update(at: t + 1)
        g.update(at: t + 1.1)
    }

    @Test("a toolbar written after the title is drawn, leading items before the title and trailing ones after it")
    func placements() {
        let path = Path()
        let g = stack(path)
        go(g, path, to: [1], at: 0.1)
        let texts = g.drawnTexts()
        let lead = texts.firstIndex(of: "Lead"), trail = texts.firstIndex(of: "Trail")
        #expect(lead != nil && trail != nil, "\(texts)")
        let items = g.render().items.compactMap { item -> (String, Double)? in
            guard case .text(let l, let origin, _, _) = item else { return nil }
            return (String(String.UnicodeScalarView(l.lines.flatMap { $0.glyphs.map(\.scalar) })), origin.x)
        }
        let x = Dictionary(items, uniquingKeysWith: { a, _ in a })
        #expect((x["Lead"] ?? 999) < 100 && (x["Trail"] ?? 0) > 300, "\(x)")
    }

    @Test("a page's toolbar goes with it: the page shown next in its place has none of its items")
    func toolbarGoesWithPage() {
        let path = Path()
        let g = stack(path)
        go(g, path, to: [1], at: 0.1)
        #expect(g.drawnTexts().contains("Trail"))
        // Popped, then another page pushed: a new page.
        go(g, path, to: [], at: 2)
        go(g, path, to: [2], at: 4)
        var texts = g.drawnTexts()
        #expect(texts.contains("two") && !texts.contains("Trail") && !texts.contains("Lead"), "\(texts)")
        // The value of the page in place replaced: the same page shows other content.
        go(g, path, to: [1], at: 6)
        #expect(g.drawnTexts().contains("Trail"))
        go(g, path, to: [2], at: 8)
        texts = g.drawnTexts()
        #expect(texts.contains("two") && !texts.contains("Trail") && !texts.contains("Lead"), "\(texts)")
    }
}
