import Foundation
import Geometry
import Motion
import Rendering
import Runtime
import Scenes
import Scripting
import Typography
import ViewTree

/// Measures a long lazy list as an app shows it (`hero bench --list N`): a `ScrollView` holding a
/// `LazyVStack` of N rows (a photo thumbnail under a rounded clip, a title and a subtitle, a symbol) at
/// 1280x800, flung from the top: a wheel of 400 pt every frame (24,000 pt/s, a hard fling) for
/// `wheelFrames` frames (fewer when the end comes first), then one throw to the very end and 30 frames
/// settling. With the default 100 wheel frames (40,000 pt, about 700 rows) every list of 1,000 rows or
/// more does the same work (the same frames, a throw as far as the screens the rows make no
/// difference to), so its figures depend on the window, not on N. Each frame is timed as CPU time of
/// the update, the display list and the pixels. Also: the time from making the scene to its first
/// drawn frame (`open`, after a 20-row list has been drawn once, so that decoding the thumbnails and
/// drawing glyphs into the cache, once per process, are not counted), the most row subtrees alive at
/// once, the most rows in view at once, and the process's resident memory at the end. The fling runs
/// `runs` times on a new list each time; the times reported are the medians over the runs (a shared
/// machine's noise in one run is as large as the figures' differences).
@MainActor
public enum ListBenchmark {
    public struct Result: Sendable {
        public var rows: Int
        /// Frames per run, and how many runs the times are the medians of.
        public var frames: Int
        public var runs: Int
        /// From making the graph to its first frame drawn, CPU ms.
        public var open: Double
        /// Frame CPU ms: median, 99th percentile, largest.
        public var p50, p99, max: Double
        /// The most row subtrees alive (made) at once, and the most rows in view at once.
        public var nodesAliveMax: Int
        public var visibleRowsMax: Int
        /// The whole tree's nodes at the end (rows made, the scroll view and the window's own).
        public var treeNodes: Int
        /// Resident memory at the end of a fling, its list alive (the largest of the runs), MB.
        public var rssMB: Double
        /// Each frame of the last run: its CPU ms, the part of it before the pixels (update and display
        /// list), the scroll offset drawn (points) and the rows alive after it.
        public var perFrame: [(ms: Double, engineMs: Double, offset: Double, alive: Int)] = []

        /// One line per frame (`hero bench --list N --per-frame`).
        public var perFrameText: String {
            perFrame.enumerated().map { i, f in
                String(format: "frame %d: %.3f ms (view engine %.3f, pixels %.3f), offset %.0f pt, rows alive %d",
                       i, f.ms, f.engineMs, f.ms - f.engineMs, f.offset, f.alive)
            }.joined(separator: "\n")
        }

        /// The contract's fields (Docs/CLI.md), then the frame count and the tree's size.
        public var json: String {
            func n(_ v: Double) -> String { TraceWriter.number(v) }
            return "{\"rows\":\(rows),\"open_ms\":\(n(open)),\"p50_ms\":\(n(p50)),\"p99_ms\":\(n(p99)),\"max_ms\":\(n(max)),"
                + "\"nodes_alive_max\":\(nodesAliveMax),\"visible_rows_max\":\(visibleRowsMax),\"rss_mb\":\(n(rssMB)),"
                + "\"frames\":\(frames),\"runs\":\(runs),\"tree_nodes\":\(treeNodes)}"
        }

        public var text: String {
            func f(_ v: Double) -> String { String(format: "%.3f", v) }
            return """
            lazy list of \(rows) rows at 1280x800 (medians of \(runs) runs): opened in \(f(open)) ms
            \(frames) frames flung to the end: p50 \(f(p50)) ms, p99 \(f(p99)) ms, max \(f(max)) ms
            rows alive at most \(nodesAliveMax) (in view at most \(visibleRowsMax)); \(treeNodes) nodes at the end; RSS \(String(format: "%.1f", rssMB)) MB
            """
        }
    }

    static let size = Size(width: 1280, height: 800)
    /// Points the wheel moves per frame while flinging.
    static let wheelStep = 400.0

    /// Runs the fling `runs` times on `rows` rows, `wheelFrames` frames of wheel each; `images` resolves
    /// the thumbnails' names (`Images/meals/*.png`).
    public static func run(rows: Int, wheelFrames: Int, runs: Int, glyphs: GlyphCache, icons: IconCatalog,
                           images: @escaping @MainActor (String) -> ImageAsset?) -> Result {
        let clock = ManualClock()
        let context = ViewContext(text: TextLayoutEngine(glyphs: glyphs), icons: icons, images: images)
        // A short list first, drawn once: the process's one-time costs (the thumbnails decoded, the glyphs
        // drawn into the cache, type metadata) are not the list's opening.
        let warmGraph = ViewGraph(size: size, context: context) { BenchFeed(rows: 20) }
        let warmLoop = FrameLoop(scene: ViewScene(graph: warmGraph), size: size, scale: 1, clock: clock, glyphs: glyphs)
        warmLoop.tick()
        warmLoop.renderer.render(warmLoop.displayList())
        let flings = (0..<max(1, runs)).map { _ in fling(rows: rows, wheelFrames: wheelFrames, context: context, glyphs: glyphs) }
        withExtendedLifetime(warmLoop) {}
        /// The middle run's figure (the mean of the two middle ones for an even count).
        func median(_ pick: (Fling) -> Double) -> Double {
            let v = flings.map(pick).sorted()
            return v.count % 2 == 1 ? v[v.count / 2] : (v[v.count / 2 - 1] + v[v.count / 2]) / 2
        }
        let last = flings[flings.count - 1]
        return Result(rows: rows, frames: last.times.count, runs: flings.count, open: median(\.open),
                      p50: median { Benchmark.percentile($0.sortedTimes, 0.5) }, p99: median { Benchmark.percentile($0.sortedTimes, 0.99) },
                      max: median { $0.sortedTimes.last ?? 0 }, nodesAliveMax: flings.map(\.aliveMax).max() ?? 0,
                      visibleRowsMax: flings.map(\.visibleMax).max() ?? 0, treeNodes: last.treeNodes,
                      rssMB: flings.map(\.rssMB).max() ?? 0, perFrame: last.perFrame)
    }

    /// One fling's measurements.
    struct Fling {
        var open: Double
        var times: [Double]
        var sortedTimes: [Double] { times.sorted() }
        var perFrame: [(ms: Double, engineMs: Double, offset: Double, alive: Int)]
        var aliveMax: Int
        var visibleMax: Int
        var treeNodes: Int
        /// Resident memory at the end of the fling, its list still alive, MB.
        var rssMB: Double
    }

    /// Makes a list of `rows` rows, draws it once (timed: the opening) and flings it.
    static func fling(rows: Int, wheelFrames: Int, context: ViewContext, glyphs: GlyphCache) -> Fling {
        let clock = ManualClock()
        var start = Benchmark.threadCPUTime()
        let graph = ViewGraph(size: size, context: context) { BenchFeed(rows: rows) }
        let loop = FrameLoop(scene: ViewScene(graph: graph), size: size, scale: 1, clock: clock, glyphs: glyphs)
        loop.tick()
        loop.renderer.render(loop.displayList())
        let open = Benchmark.threadCPUTime() - start

        var times: [Double] = []
        var perFrame: [(ms: Double, engineMs: Double, offset: Double, alive: Int)] = []
        var aliveMax = 0, visibleMax = 0
        var t = 0.0
        let centre = Point(x: size.width / 2, y: size.height / 2)
        func frame(wheel dy: Double?) {
            t += 1.0 / 60
            start = Benchmark.threadCPUTime()
            if let dy { graph.handle(.scroll(centre, dx: 0, dy: dy)) }
            clock.advance(to: t)
            loop.tick()
            let list = loop.displayList()
            let engine = Benchmark.threadCPUTime() - start
            loop.renderer.render(list)
            times.append(Benchmark.threadCPUTime() - start)
            let counts = graph.lazyRowCounts()
            perFrame.append((times[times.count - 1], engine, graph.scrollOffsets().first ?? 0, counts.made))
            aliveMax = Swift.max(aliveMax, counts.made)
            visibleMax = Swift.max(visibleMax, counts.visible)
        }
        var last = -1.0
        for _ in 0..<wheelFrames {
            frame(wheel: wheelStep)
            let offset = graph.scrollOffsets().first ?? 0
            if offset == last { break }   // the end: the wheel moves nothing more
            last = offset
        }
        frame(wheel: 1e12)
        for _ in 0..<30 { frame(wheel: nil) }
        let fling = Fling(open: open, times: times, perFrame: perFrame, aliveMax: aliveMax, visibleMax: visibleMax,
                          treeNodes: graph.nodeCount(), rssMB: Double(TreeBenchmark.residentBytes()) / 1_048_576)
        withExtendedLifetime(loop) {}
        return fling
    }
}

/// The benchmark's list: a scroll view of lazy rows.
@MainActor
struct BenchFeed: View {
    let rows: Int
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<rows) { i in BenchFeedRow(index: i) }
            }
        }
    }
}

/// One row: a thumbnail, two lines of text, a chevron, a hairline under it.
@MainActor
struct BenchFeedRow: View {
    static let photos = ["coffee", "dessert", "drink", "main", "starter"]
    let index: Int
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 12) {
                Image("Images/meals/\(Self.photos[index % Self.photos.count]).png").resizable()
                    .frame(width: 44, height: 44)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
                VStack(alignment: .leading, spacing: 2) {
                    Text("Row \(index)").font(.body)
                    Text(index % 3 == 0 ? "A longer subtitle for every third row" : "Subtitle").font(.caption).foregroundColor(.secondary)
                }
                Spacer()
                Image(systemName: "chevron.right").foregroundColor(.secondary)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            Divider()
        }
    }
}
