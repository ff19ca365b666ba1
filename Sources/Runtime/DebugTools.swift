import Geometry
import Raster
import Rendering
import Typography
import ViewTree

/// What the app draws over any scene to study it, with the same renderer and in the same display list
/// as the scene, so damage tracking repairs their pixels when they move or go:
/// - the debug overlay (`d`): each matched flight's source frame (orange), destination frame (green)
///   and path so far (magenta dots, one per 1/60 s), the damaged rectangle of the last frame drawn
///   (red), and the id and frame of the element under the pointer (blue);
/// - the frame-time HUD (`f`): the median, 99th percentile and largest milliseconds of the last 120
///   frames drawn, as view time (advancing the scene and making its display list) and pixel time
///   (the renderer). Measured on the wall clock, so a snapshot that shows it is not reproducible;
/// - the timeline bar, while the scene's clock is paused: it spans the last transition, marks the
///   time shown, and a drag along it scrubs (`FrameLoop.seek`).
@MainActor
public final class DebugTools {
    /// Whether the debug overlay is drawn.
    public var showsOverlay = false
    /// Whether the frame-time HUD is drawn.
    public var showsHUD = false
    /// Whether the timeline bar is drawn while paused (the window's choice; snapshots leave it out so a
    /// paused frame is the scene's frame alone, though a scripted drag along it scrubs all the same).
    public var showsTimeline = false
    /// Frames the HUD summarises.
    public static let sampleCount = 120

    private var pointer: Point?
    private var lastDamage: Rect?
    /// Milliseconds of the last frames, oldest first: view and pixel time.
    private(set) var samples: [(view: Double, pixels: Double)] = []
    private var pendingViewTime: Duration = .zero
    private var text: TextLayoutEngine?

    init() {}

    // MARK: Measuring

    func notePointer(_ event: InputEvent) {
        switch event {
        case .pointerMove(let p, _), .pointerDown(let p, _), .pointerUp(let p, _): pointer = p
        default: break
        }
    }

    func addViewTime(_ d: Duration) { pendingViewTime += d }

    func finishFrame(viewTime: Duration, pixelTime: Duration, damage: IntRect, scale: Double) {
        let view = Self.milliseconds(pendingViewTime + viewTime), pixels = Self.milliseconds(pixelTime)
        pendingViewTime = .zero
        if !damage.isEmpty {
            lastDamage = Rect(x: Double(damage.x0) / scale, y: Double(damage.y0) / scale,
                              width: Double(damage.width) / scale, height: Double(damage.height) / scale)
        }
        samples.append((view, pixels))
        if samples.count > Self.sampleCount { samples.removeFirst(samples.count - Self.sampleCount) }
    }

    static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) * 1e-15
    }

    /// The `q` quantile (0...1) of `values` (nearest rank; 0 when empty).
    public static func quantile(_ values: [Double], _ q: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
        return sorted[max(0, min(sorted.count - 1, rank))]
    }

    // MARK: Drawing

    /// The tools' items over the scene of `loop`, in points.
    func items(loop: FrameLoop) -> [DisplayItem] {
        guard showsOverlay || showsHUD || (showsTimeline && loop.isPaused) else { return [] }
        let engine = text ?? TextLayoutEngine(glyphs: loop.glyphs)
        text = engine
        var list = DisplayList()
        if showsOverlay { drawOverlay(&list, loop: loop, text: engine) }
        if showsHUD { drawHUD(&list, size: loop.size, scale: loop.scale, text: engine) }
        if showsTimeline, loop.isPaused, let span = loop.timeState.timeline {
            drawTimeline(&list, span: span, now: loop.now, size: loop.size, scale: loop.scale, text: engine)
        }
        return list.items
    }

    private static let label = TextStyle(font: Font(size: 11, weight: .semibold))

    private func outline(_ list: inout DisplayList, _ r: Rect, _ color: Color, width: Double = 1.5) {
        guard r.width > 0, r.height > 0 else { return }
        list.append(.shape(.ring(RoundedRect(rect: r, radius: 0), width: width), .color(color), opacity: 1))
    }

    private func tag(_ list: inout DisplayList, _ string: String, at p: Point, _ color: Color, size: Size, scale: Double, text: TextLayoutEngine) {
        let l = text.layout(string, style: Self.label, scale: scale)
        var box = Rect(x: p.x, y: p.y, width: l.size.width + 8, height: l.size.height + 4)
        box.origin.x = max(0, min(size.width - box.width, box.minX))
        box.origin.y = max(0, min(size.height - box.height, box.minY))
        list.append(.shape(.roundedRect(RoundedRect(rect: box, radius: 3)), .color(color), opacity: 1))
        list.append(.text(l, origin: Point(x: box.minX + 4, y: box.minY + 2), color: .white, opacity: 1))
    }

    private func drawOverlay(_ list: inout DisplayList, loop: FrameLoop, text: TextLayoutEngine) {
        let size = loop.size, scale = loop.scale
        if let d = lastDamage {
            list.append(.shape(.rect(d), .color(Color(hex: 0xFF3B30, alpha: 0.08)), opacity: 1))
            outline(&list, d, Color(hex: 0xFF3B30, alpha: 0.9), width: 2)
        }
        let source = Color(hex: 0xFF9500), destination = Color(hex: 0x34C759), path = Color(hex: 0xFF2D92)
        for f in loop.scene.viewGraph?.flightProbes() ?? [] {
            outline(&list, f.source, source)
            outline(&list, f.destination, destination)
            for p in f.path { list.append(.shape(.circle(center: p, radius: 2), .color(path), opacity: 1)) }
            tag(&list, "→ \(f.id)", at: Point(x: f.destination.minX, y: f.destination.minY - 18), destination, size: size, scale: scale, text: text)
        }
        if let p = pointer, let e = loop.traceElements().last(where: { $0.frame.contains(p) }) {
            let blue = Color(hex: 0x007AFF)
            outline(&list, e.frame, blue, width: 2)
            let f = e.frame
            let name = "#\(e.id)  \(Int(f.minX.rounded())),\(Int(f.minY.rounded()))  \(Int(f.width.rounded()))×\(Int(f.height.rounded()))"
            tag(&list, name, at: Point(x: p.x + 14, y: p.y + 14), blue, size: size, scale: scale, text: text)
        }
    }

    private func drawHUD(_ list: inout DisplayList, size: Size, scale: Double, text: TextLayoutEngine) {
        let views = samples.map(\.view), pixels = samples.map(\.pixels)
        func ms(_ v: Double) -> String { TraceWriter.fixed3(v).dropLast(1).description }
        let rows: [[String]] = [
            ["\(samples.count) frames, ms", "p50", "p99", "max"],
            ["view", ms(Self.quantile(views, 0.5)), ms(Self.quantile(views, 0.99)), ms(views.max() ?? 0)],
            ["pixels", ms(Self.quantile(pixels, 0.5)), ms(Self.quantile(pixels, 0.99)), ms(pixels.max() ?? 0)],
        ]
        let style = TextStyle(font: Font(size: 12, weight: .medium))
        let cells = rows.map { $0.map { text.layout($0, style: style, scale: scale) } }
        let widths = (0..<4).map { c in cells.map { $0[c].size.width }.max() ?? 0 }
        let rowHeight = 18.0
        let width = widths.reduce(0, +) + 3 * 14 + 24
        let panel = Rect(x: size.width - width - 12, y: 12, width: width, height: Double(rows.count) * rowHeight + 16)
        list.append(.shape(.roundedRect(RoundedRect(rect: panel, radius: 8)), .color(Color(white: 0.08, alpha: 0.82)), opacity: 1))
        for (r, row) in cells.enumerated() {
            var x = panel.minX + 12
            for (c, cell) in row.enumerated() {
                // Numbers are right-aligned in their column.
                let cx = c == 0 ? x : x + widths[c] - cell.size.width
                let color = r == 0 ? Color(white: 0.7) : (c == 0 ? Color(hex: 0xFFCC00) : .white)
                list.append(.text(cell, origin: Point(x: cx, y: panel.minY + 8 + Double(r) * rowHeight), color: color, opacity: 1))
                x += widths[c] + 14
            }
        }
    }

    /// The timeline bar's rectangle in a window of `size` points (above the scene switcher).
    public static func timelineRect(in size: Size) -> Rect {
        Rect(x: 16, y: max(0, size.height - 96), width: max(40, size.width - 32), height: 40)
    }

    /// The track inside the bar: time runs from its left to its right end.
    public static func timelineTrack(in size: Size) -> (x0: Double, x1: Double, y: Double) {
        let r = timelineRect(in: size)
        return (r.minX + 96, r.maxX - 20, r.midY)
    }

    /// The scene time under `x` on the track of `span`.
    static func time(at x: Double, span: ClosedRange<Double>, size: Size) -> Double {
        let t = timelineTrack(in: size)
        let f = max(0, min(1, (x - t.x0) / max(1, t.x1 - t.x0)))
        return span.lowerBound + f * (span.upperBound - span.lowerBound)
    }

    private func drawTimeline(_ list: inout DisplayList, span: ClosedRange<Double>, now: Double, size: Size, scale: Double, text: TextLayoutEngine) {
        let bar = Self.timelineRect(in: size)
        let track = Self.timelineTrack(in: size)
        list.append(.shadow(RoundedRect(rect: bar, radius: 12), color: Color.black.opacity(0.25), radius: 8, offset: Point(x: 0, y: 2)))
        list.append(.shape(.roundedRect(RoundedRect(rect: bar, radius: 12)), .color(Color(white: 0.1, alpha: 0.85)), opacity: 1))
        let label = text.layout("\(TraceWriter.fixed3(now)) s", style: TextStyle(font: Font(size: 13, weight: .semibold)), scale: scale)
        list.append(.text(label, origin: Point(x: bar.minX + 14, y: bar.midY - label.size.height / 2), color: Color(hex: 0xFFCC00), opacity: 1))
        let length = span.upperBound - span.lowerBound
        let f = length > 0 ? max(0, min(1, (now - span.lowerBound) / length)) : 1
        let x = track.x0 + f * (track.x1 - track.x0)
        list.append(.shape(.roundedRect(RoundedRect(rect: Rect(x: track.x0, y: track.y - 2, width: track.x1 - track.x0, height: 4), radius: 2)),
                           .color(Color(white: 1, alpha: 0.25)), opacity: 1))
        list.append(.shape(.roundedRect(RoundedRect(rect: Rect(x: track.x0, y: track.y - 2, width: x - track.x0, height: 4), radius: 2)),
                           .color(Color(hex: 0xFFCC00)), opacity: 1))
        // A tick per frame when they are far enough apart to tell.
        let frames = length / FrameLoop.stepInterval
        if frames >= 1, frames <= 120, (track.x1 - track.x0) / frames >= 4 {
            for k in 0...Int(frames) {
                let tx = track.x0 + Double(k) / frames * (track.x1 - track.x0)
                list.append(.shape(.rect(Rect(x: tx - 0.5, y: track.y + 5, width: 1, height: 4)), .color(Color(white: 1, alpha: 0.35)), opacity: 1))
            }
        }
        list.append(.shape(.circle(center: Point(x: x, y: track.y), radius: 7), .color(.white), opacity: 1))
    }
}

extension FrameLoop {
    /// While paused: a press on the timeline bar starts a scrub, moves scrub, a release ends it.
    func scrubTimeline(_ event: InputEvent) {
        guard let span = timeState.timeline else { return }
        switch event {
        case .pointerDown(let p, _) where DebugTools.timelineRect(in: size).contains(p):
            timeState.scrubbing = true
            seek(to: DebugTools.time(at: p.x, span: span, size: size))
        case .pointerMove(let p, _) where timeState.scrubbing:
            seek(to: DebugTools.time(at: p.x, span: span, size: size))
        case .pointerUp(let p, _) where timeState.scrubbing:
            seek(to: DebugTools.time(at: p.x, span: span, size: size))
            timeState.scrubbing = false
        default:
            break
        }
    }
}
