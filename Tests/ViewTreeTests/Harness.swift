import Geometry
import Rendering
import TestSupport
import Typography
@testable import ViewTree

/// A view graph on fixed-metric glyphs and a manual time, for engine tests.
@MainActor
func makeGraph(width: Double = 400, height: Double = 300, @ViewBuilder _ content: @escaping () -> some View) -> ViewGraph {
    let context = ViewContext(text: TextLayoutEngine(glyphs: GlyphCache(source: FixedGlyphSource())), icons: IconCatalog(codepoints: ["close": "x"]),
                              images: { _ in nil })
    let g = ViewGraph(size: Size(width: width, height: height), context: context, content: content)
    g.update(at: 0)
    return g
}

extension ViewGraph {
    /// Updates at 60 frames a second from `start` (exclusive) to `end`.
    func runFrames(from start: Double, to end: Double) {
        var t = start
        while t < end - 1e-9 {
            t += 1.0 / 60
            update(at: t)
        }
    }
    /// Trace elements with the identifier or matched id `id`, in drawing order.
    func elements(_ id: String) -> [TraceElement] { render().trace.filter { $0.id == id } }
    func frame(_ id: String) -> Rect? { elements(id).last?.frame }
    /// The strings of every text drawn, in drawing order.
    func drawnTexts() -> [String] {
        render().items.compactMap { item -> String? in
            if case .text(let l, _, _, _) = item { return String(String.UnicodeScalarView(l.lines.flatMap { $0.glyphs.map(\.scalar) })) }
            return nil
        }
    }
    /// A tap at `p` now (down and up), then an update a second later.
    func tap(_ p: Point) {
        handle(.pointerDown(p, .mouse))
        handle(.pointerUp(p, .mouse))
        update(at: time + 1)
    }
    /// Updates, then sends a tap at the centre of `id` at `time` (down, and up 0.05 s later).
    func tap(_ id: String, at time: Double) {
        update(at: time)
        let p = frame(id)!.center
        handle(.pointerDown(p, .mouse))
        update(at: time + 0.05)
        handle(.pointerUp(p, .mouse))
        update(at: time + 0.05)
    }
}

/// A box whose state the tests flip from outside.
@MainActor
final class Flag {
    var value = false
}
