import Foundation
import Geometry
import Motion
import Rendering
import Runtime
import Scenes
import Scripting
import Typography
import ViewTree

/// Measures the view engine alone on a synthetic list (`hero bench --tree N`): a scroll view holding a
/// header and rows of stacks, shapes and text, about `nodes` nodes in all. Four kinds of frame, each
/// timed as CPU time of the update and the display list it produces (no pixels):
/// - idle: nothing changed since the last frame;
/// - leaf: one row's `@State` changes its square's colour (no layout change);
/// - text: one row's `@State` changes its text's string, so the row and the list lay out again;
/// - root: the list's own `@State` changes the header (the rows are equal values, not evaluated again).
/// Bytes per node: the resident memory the tree adds, less what an empty list adds (a graph and frame
/// loop of its own, with the renderer's framebuffers: about 12 MB at 1280x800), over the nodes it adds.
/// Both are built and drawn once after a one-row list, kept alive, paid the process's one-time costs
/// (fonts, type metadata): a difference of two trees, so neither fixed cost is counted per node. (The
/// Swift runtime's own Glibc module does not declare `mallinfo2`: resident memory is what is measured,
/// so freed memory the allocator keeps counts too.)
@MainActor
public enum TreeBenchmark {
    public struct Result: Sendable {
        public var nodes: Int
        public var rows: Int
        /// Median CPU ms per frame of each kind, and the largest.
        public var idle, leaf, relayout, root: Double
        public var idleMax, leafMax, relayoutMax, rootMax: Double
        /// The first update and display list of the whole tree, ms.
        public var build: Double
        public var bytesPerNode: Double
        /// What an empty list's graph and frame loop add (bytes), excluded from `bytesPerNode`.
        public var fixedBytes: Int = 0
        /// Per frame of each kind (idle, leaf, text, root): bodies evaluated and nodes measured.
        public var evaluated: [Int] = []
        public var measured: [Int] = []

        public var json: String {
            func n(_ v: Double) -> String { TraceWriter.number(v) }
            // The contract's fields first (medians), then the details: the largest frames, the work
            // per kind of frame (idle, leaf, text, root) and the empty list's share.
            return "{\"nodes\":\(nodes),\"idle_ms\":\(n(idle)),\"leaf_change_ms\":\(n(leaf)),"
                + "\"relayout_ms\":\(n(relayout)),\"root_change_ms\":\(n(root)),\"bytes_per_node\":\(n(bytesPerNode)),"
                + "\"rows\":\(rows),\"build_ms\":\(n(build)),"
                + "\"max_ms\":{\"idle\":\(n(idleMax)),\"leaf\":\(n(leafMax)),\"text\":\(n(relayoutMax)),\"root\":\(n(rootMax))},"
                + "\"bodies_evaluated\":\(evaluated),\"nodes_measured\":\(measured),\"fixed_bytes\":\(fixedBytes)}"
        }

        public var text: String {
            func f(_ v: Double) -> String { String(format: "%.3f", v) }
            return """
            tree of \(nodes) nodes (\(rows) rows), first frame \(f(build)) ms
            frame ms (median, max): idle \(f(idle)) (\(f(idleMax)))  leaf @State \(f(leaf)) (\(f(leafMax)))  \
            text relayout \(f(relayout)) (\(f(relayoutMax)))  root @State \(f(root)) (\(f(rootMax)))
            per idle, leaf, text, root frame: bodies evaluated \(evaluated), nodes measured \(measured)
            bytes per node: \(Int(bytesPerNode.rounded())) (over an empty list's \(fixedBytes / 1000) kB)
            """
        }
    }

    /// Nodes one row makes (see `BenchRow`): the row, its padding, its stack, the square's frame, the
    /// square, the text, the id wrapper `ForEach` gives it and the builder wrappers between them.
    static let nodesPerRow = 9

    /// Runs `frames` frames of each kind on a list of `nodes` nodes, give or take a row's: the empty
    /// list's own nodes and as many whole rows as fit in the rest.
    public static func run(nodes: Int, frames: Int = 30, glyphs: GlyphCache, icons: IconCatalog) -> Result {
        let clock = ManualClock()
        let context = ViewContext(text: TextLayoutEngine(glyphs: glyphs), icons: icons, images: { _ in nil })
        func makeList(_ model: BenchModel) -> (ViewGraph, FrameLoop) {
            let graph = ViewGraph(size: Size(width: 1280, height: 800), context: context) { BenchList(model: model) }
            let loop = FrameLoop(scene: ViewScene(graph: graph), size: Size(width: 1280, height: 800), scale: 1, clock: clock, glyphs: glyphs)
            loop.tick()
            _ = loop.displayList()
            return (graph, loop)
        }
        // Kept alive to the end: a warm-up, then the empty list whose cost is subtracted.
        let warmUp = makeList(BenchModel(rows: 1))
        var heapBefore = residentBytes()
        let empty = makeList(BenchModel(rows: 0))
        let fixedBytes = residentBytes() - heapBefore
        let emptyCount = empty.0.nodeCount()
        let rows = max(1, Int((Double(nodes - emptyCount) / Double(nodesPerRow)).rounded()))

        let model = BenchModel(rows: rows)
        heapBefore = residentBytes()
        var start = Benchmark.threadCPUTime()
        let (graph, loop) = makeList(model)
        let build = Benchmark.threadCPUTime() - start
        let heapAfter = residentBytes()
        let count = graph.nodeCount()
        let bytesPerNode = Double(heapAfter - heapBefore - fixedBytes) / Double(max(1, count - emptyCount))

        var t = 0.0
        var evaluated = [0, 0, 0, 0], measured = [0, 0, 0, 0]
        func frame(_ kind: Int? = nil, _ change: () -> Void) -> Double {
            t += 1.0 / 60
            let bodies = graph.bodiesEvaluated, nodes = graph.nodesMeasured
            start = Benchmark.threadCPUTime()
            change()
            clock.advance(to: t)
            loop.tick()
            _ = loop.displayList()
            let ms = Benchmark.threadCPUTime() - start
            if let kind {
                evaluated[kind] = graph.bodiesEvaluated - bodies
                measured[kind] = graph.nodesMeasured - nodes
            }
            return ms
        }
        // The middle row changes; every kind alternates its change so each frame has one.
        let middle = rows / 2
        var idle: [Double] = [], leaf: [Double] = [], text: [Double] = [], root: [Double] = []
        _ = frame {}
        for k in 0..<frames {
            idle.append(frame(0) {})
            leaf.append(frame(1) { model.rowStates[middle]?.colour.toggle() })
            _ = frame {}
            text.append(frame(2) { model.rowStates[middle]?.long.toggle() })
            _ = frame {}
            root.append(frame(3) { model.listState?.title.wrappedValue = "Rows \(k + 1)" })
            _ = frame {}
        }
        func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }
        let result = Result(nodes: count, rows: rows, idle: median(idle), leaf: median(leaf), relayout: median(text), root: median(root),
                      idleMax: idle.max() ?? 0, leafMax: leaf.max() ?? 0, relayoutMax: text.max() ?? 0, rootMax: root.max() ?? 0,
                      build: build, bytesPerNode: bytesPerNode, fixedBytes: fixedBytes,
                      evaluated: evaluated, measured: measured)
        withExtendedLifetime((warmUp, empty)) {}
        return result
    }

    /// Resident memory of the process, bytes (from /proc/self/statm; 0 where there is none).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// Where the bench reaches the rows' and the list's `@State` from outside (setters, bound when a view
/// is first evaluated).
@MainActor
final class BenchModel {
    let rows: Int
    var rowStates: [Int: (colour: Binding<Bool>, long: Binding<Bool>)] = [:]
    var listState: (title: Binding<String>, Void)?

    init(rows: Int) { self.rows = rows }
}

private extension Binding where Value == Bool {
    func toggle() { wrappedValue.toggle() }
}

/// The list: a header that shows the list's own state, then the rows.
@MainActor
struct BenchList: View {
    let model: BenchModel
    @State var title = "Rows"

    var body: some View {
        model.listState = ($title, ())
        return ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Text(title).font(.body)
                ForEach(0..<model.rows) { i in BenchRow(index: i, model: model) }
            }
        }
    }
}

/// One row: a coloured square and a label; its state flips the colour or lengthens the label.
@MainActor
struct BenchRow: View, Equatable {
    let index: Int
    let model: BenchModel
    @State var colour = false
    @State var long = false

    nonisolated static func == (a: BenchRow, b: BenchRow) -> Bool { a.index == b.index && a.model === b.model }

    var body: some View {
        model.rowStates[index] = ($colour, $long)
        return HStack(spacing: 8) {
            RoundedRectangle(cornerRadius: 4).fill(colour ? Color(red: 0.9, green: 0.3, blue: 0.2) : Color(red: 0.2, green: 0.5, blue: 0.9))
                .frame(width: 16, height: 16)
            Text(long ? "Row \(index), now with a longer label" : "Row \(index)")
        }
        .padding(2)
    }
}
