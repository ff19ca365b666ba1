import Geometry
import Foundation
import Motion
import Raster
import Rendering
import Runtime
import Scripting
import Scenes
import ViewTree

/// One frame of a played scene's trace: the time and every identified or matched element on screen.
public struct TraceFrame: Sendable {
    public let time: Double
    public let size: Size
    public let elements: [TraceElement]

    /// The elements with identifier or matched id `id` (and namespace `ns` when given), back to front.
    public func elements(_ id: String, ns: String? = nil) -> [TraceElement] {
        elements.filter { $0.id == id && (ns == nil || $0.namespace == ns) }
    }
}

/// A scene played headless on a manual clock, exactly as `hero snapshot` plays it: the captured
/// frames and the trace of every frame from 0 to the last capture.
@MainActor
public struct ScenePlay {
    public let frames: [(time: Double, image: Pixmap)]
    public let trace: [TraceFrame]
    /// The display list of the last frame played.
    public let lastItems: [DisplayItem]
    /// The text each captured frame draws, by capture time (`VisibleText`).
    public let texts: [(time: Double, lines: [String])]

    public init(_ scene: String, size: Size = Size(width: 1280, height: 800), script: String = "",
                at captures: [Double], options: SceneOptions = SceneOptions(), fps: Double = 60, renderThreads: Int = 1) throws {
        let clock = ManualClock()
        guard let d = SceneCatalog.descriptor(named: scene) else { throw PlayError.noScene(scene) }
        let context = TestEnvironment.context(options)
        let loop = FrameLoop(scene: try d.make(context), size: size, scale: 1, clock: clock, glyphs: TestEnvironment.glyphs)
        loop.renderThreads = renderThreads
        loop.replaySource = ReplaySource(context: context, make: d.make)
        let runner = SnapshotRunner(loop: loop, clock: clock, fps: fps, events: try EventScriptParser.parse(inline: script))
        runner.appKey = { AppKeys.handle($0, context: context, loop: loop) }
        var frames: [(Double, Pixmap)] = []
        var trace: [TraceFrame] = []
        var texts: [(time: Double, lines: [String])] = []
        try runner.run(captures: captures) { t, pixmap in
            trace.append(TraceFrame(time: t, size: loop.size, elements: loop.traceElements()))
            if let pixmap {
                frames.append((t, pixmap))
                texts.append((t, VisibleText.lines(loop.displayList().items, window: Rect(origin: .zero, size: loop.size))))
            }
        }
        self.frames = frames
        self.trace = trace
        self.texts = texts
        lastItems = loop.displayList().items
    }

    enum PlayError: Error { case noScene(String) }

    /// Capture times `from`, `from + step`, ... through `to` (included despite rounding).
    public static func times(_ from: Double, _ to: Double, _ step: Double) -> [Double] {
        Array(stride(from: from, through: to + 1e-9, by: step))
    }

    /// Every captured frame on one labelled sheet, as `--filmstrip` writes it.
    public func filmstrip(columns: Int = 5, cellWidth: Int = 320) -> Pixmap {
        Filmstrip.sheet(frames: frames, columns: columns, cellWidth: cellWidth, glyphs: TestEnvironment.glyphs)
    }

    /// The text drawn in the frame captured at `time`, one run a line (`VisibleText`).
    public func text(at time: Double) -> String {
        (texts.first { abs($0.time - time) < 1e-9 }?.lines ?? []).joined(separator: "\n") + "\n"
    }

    /// The trace frame nearest `time`.
    public func at(_ time: Double) -> TraceFrame {
        trace.min { abs($0.time - time) < abs($1.time - time) }!
    }

    /// The frame of the topmost element `id` at `time`, nil if none is visible.
    public func frame(_ id: String, ns: String? = nil, at time: Double) -> Rect? {
        at(time).elements(id, ns: ns).last?.frame
    }

    /// The trace frames whose time lies in `from...to`.
    public func frames(from: Double, to: Double) -> [TraceFrame] {
        trace.filter { $0.time >= from - 1e-9 && $0.time <= to + 1e-9 }
    }
}

/// Geometry checks over a trace; each returns what is wrong, empty when all is well.
public enum TraceChecks {
    /// At every frame, all visible views of one matched id (per namespace) share one frame: the same
    /// rectangle when matched by frame, the same centre by position, the same size by size.
    public static func oneFramePerID(_ trace: [TraceFrame], tolerance: Double = 0.5) -> [String] {
        var problems: [String] = []
        for f in trace {
            var seen: [String: Rect] = [:]
            for e in f.elements where e.namespace != nil && e.opacity > 0 {
                let key = "\(e.namespace!)/\(e.id)"
                if let r = seen[key] {
                    let same: Bool
                    switch e.match {
                    case "position": same = abs(r.midX - e.frame.midX) <= tolerance && abs(r.midY - e.frame.midY) <= tolerance
                    case "size": same = abs(r.width - e.frame.width) <= tolerance && abs(r.height - e.frame.height) <= tolerance
                    default: same = close(r, e.frame, tolerance)
                    }
                    if !same { problems.append("t=\(f.time): \(key) drawn at \(r) and at \(e.frame)") }
                }
                seen[key] = seen[key] ?? e.frame
            }
        }
        return problems
    }

    /// Between consecutive frames, `id`'s frame moves or resizes by at most `maxStep` points on any edge.
    public static func noJumps(_ trace: [TraceFrame], id: String, ns: String? = nil, maxStep: Double) -> [String] {
        var problems: [String] = []
        var last: (Double, Rect)?
        for f in trace {
            guard let r = f.elements(id, ns: ns).last?.frame else { last = nil; continue }
            if let (t, p) = last {
                let step = max(abs(r.minX - p.minX), abs(r.minY - p.minY), abs(r.maxX - p.maxX), abs(r.maxY - p.maxY))
                if step > maxStep { problems.append("\(id) jumps \(Int(step)) pt between t=\(t) and t=\(f.time): \(p) → \(r)") }
            }
            last = (f.time, r)
        }
        return problems
    }

    /// The largest move of any edge of `id`'s frame between consecutive frames, points.
    public static func largestStep(_ trace: [TraceFrame], id: String, ns: String? = nil) -> Double {
        var largest = 0.0
        var last: Rect?
        for f in trace {
            guard let r = f.elements(id, ns: ns).last?.frame else { last = nil; continue }
            if let p = last { largest = max(largest, abs(r.minX - p.minX), abs(r.minY - p.minY), abs(r.maxX - p.maxX), abs(r.maxY - p.maxY)) }
            last = r
        }
        return largest
    }

    /// A whole flight: one frame per id at every moment, and no jumps for each of `ids`.
    public static func flight(_ trace: [TraceFrame], ids: [String], ns: String?, maxStep: Double) -> [String] {
        oneFramePerID(trace) + ids.flatMap { noJumps(trace, id: $0, ns: ns, maxStep: maxStep) }
    }

    public static func close(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }
}
