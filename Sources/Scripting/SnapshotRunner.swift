import Geometry
import Motion
import Raster
import Runtime
import ViewTree

/// Plays a scene in virtual time with no window: frames every 1/fps seconds from 0, plus a frame at
/// every capture time that falls between two frames; script events take effect at exactly their time
/// (the clock stands at the event's time when it is delivered). The frame at each capture time is
/// rendered; every frame can be traced.
///
/// A script with frames (`at T frame`, as `hero run --record` writes a window's session) is played at
/// its own frames instead (`scriptedFrames`): the scene is advanced exactly when the window advanced it,
/// and inputs are delivered at their times without an advance before them, as the window delivered them,
/// so what ran between frames (actions queued for the next frame, timers, a long press) runs at the same
/// times and the frame at any recorded time is the window's frame.
@MainActor
public final class SnapshotRunner {
    /// The loop rendered.
    public let loop: FrameLoop
    /// The loop's clock, stepped by the runner.
    public let clock: ManualClock
    /// Frames per virtual second.
    public let fps: Double
    private var player: ScriptPlayer
    /// Called with each input just before the scene receives it (the clock stands at its time).
    public var willSend: (@MainActor (ScriptPlayer.Timed) -> Void)?
    /// Answers the app's own keys (see `AppKeys`) before the scene sees them: true when it took the key.
    public var appKey: (@MainActor (String) -> Bool)?
    /// True when the script gives the frames (it has `frame` events): no frames every 1/fps s, and no
    /// advance before an input; capture times are still advanced to and rendered.
    public let scriptedFrames: Bool
    /// Called at each scripted frame while `run` plays (its trace line).
    private var onScriptedFrame: ((Double) -> Void)?

    /// A runner for `loop`, whose clock must be `clock`, playing `events` at `fps`.
    public init(loop: FrameLoop, clock: ManualClock, fps: Double, events: [ScriptEvent]) {
        self.loop = loop
        self.clock = clock
        self.fps = fps
        player = ScriptPlayer(events: events, fps: fps)
        scriptedFrames = events.contains { $0.action == .frame }
    }

    /// The frame times from 0 to `end`, merged with `captures` (sorted) in one linear pass; a capture
    /// within 1e-6 s of a frame time is that frame. Each time comes with whether it is a capture.
    public static func timeline(fps: Double, end: Double, captures: [Double]) -> [(time: Double, isCapture: Bool)] {
        let sorted = captures.sorted()
        var out: [(time: Double, isCapture: Bool)] = []
        var k = 0, c = 0
        while true {
            let frame = Double(k) / fps
            let hasFrame = frame <= end + 1e-9
            guard hasFrame || c < sorted.count else { break }
            if c < sorted.count && (!hasFrame || sorted[c] < frame - 1e-6) {
                // A capture between frames (or after the last one).
                if out.last.map({ abs($0.time - sorted[c]) >= 1e-6 }) ?? true { out.append((sorted[c], true)) }
                c += 1
                continue
            }
            var isCapture = false
            while c < sorted.count && abs(sorted[c] - frame) < 1e-6 { isCapture = true; c += 1 }
            out.append((frame, isCapture))
            k += 1
        }
        return out
    }

    /// Runs to the last capture time. `frame(t, pixmap?)` is called at every frame, with the rendered
    /// pixmap when `t` is a capture time.
    public func run(captures: [Double], frame: (Double, Pixmap?) throws -> Void) throws {
        guard let end = captures.max() else { return }
        if scriptedFrames {
            let sorted = captures.sorted(), captured = Set(captures)
            // A scripted frame is traced unless a capture falls on it (the capture's line stands for both).
            var failure: Error?
            try withoutActuallyEscaping(frame) { frame in
                defer { onScriptedFrame = nil }
                onScriptedFrame = { t in
                    guard failure == nil, !captured.contains(t) else { return }
                    do { try frame(t, nil) } catch { failure = error }
                }
                for t in sorted {
                    try deliverEvents(upTo: t)
                    if let failure { throw failure }
                    clock.advance(to: t)
                    loop.tick()
                    loop.render()
                    try frame(t, loop.frame)
                }
            }
            return
        }
        for (t, isCapture) in Self.timeline(fps: fps, end: end, captures: captures) {
            try deliverEvents(upTo: t)
            clock.advance(to: t)
            loop.tick()
            if isCapture { loop.render() }
            try frame(t, isCapture ? loop.frame : nil)
        }
    }

    /// Adds an event to play; it must not lie before inputs already delivered.
    public func schedule(_ event: ScriptEvent) { player.schedule(event) }

    /// Delivers every scripted input due at or before `t`, each at its own time. Resizes that follow
    /// one another with nothing else between, up to `t` (one frame), are one resize to the last size
    /// at the last one's time, as the window takes one size a frame: 35,000 resizes in a few seconds
    /// of script lay out once a frame, not 35,000 times. A script with frames keeps every resize.
    public func deliverEvents(upTo t: Double) throws(ScriptError) {
        var heldResize: ScriptPlayer.Timed?
        func deliverHeldResize() {
            guard let timed = heldResize else { return }
            heldResize = nil
            deliver(timed)
        }
        defer { deliverHeldResize() }
        while let step = player.next(upTo: t) {
            switch step {
            case .expand(let event):
                if case .resize = event.action {} else { deliverHeldResize() }
                clock.advance(to: event.time)
                // With scripted frames the scene advances only at its frames (and to find an #ID).
                if !scriptedFrames { loop.tick() }
                var seen: [TraceElement]?
                try player.expand(event) { target throws(ScriptError) -> Point in
                    switch target {
                    case .point(let p): return p
                    case .element(let id):
                        if seen == nil {
                            if scriptedFrames { loop.tick() }
                            seen = loop.traceElements()
                        }
                        let elements = seen!
                        guard let e = elements.last(where: { $0.id == id && $0.isVisible }) else {
                            let near = NearestNames.nearest(to: id, in: elements.filter(\.isVisible).map(\.id))
                            let hint = near.isEmpty ? "; no element is visible" : "; nearest: " + near.map { "#\($0)" }.joined(separator: ", ")
                            throw ScriptError(line: event.line, column: event.column,
                                              message: "no visible element \(InputLimits.quoted("#" + id)) at \(TraceWriter.fixed3(event.time)) s\(hint) (hero elements lists them)")
                        }
                        return e.frame.center
                    }
                }
            case .frame(let t):
                deliverHeldResize()
                clock.advance(to: t)
                loop.tick()
                onScriptedFrame?(t)
            case .input(let timed):
                if case .resize = timed.event, !scriptedFrames {
                    heldResize = timed
                    continue
                }
                deliverHeldResize()
                deliver(timed)
            }
        }
    }

    /// Delivers one input at its time.
    private func deliver(_ timed: ScriptPlayer.Timed) {
        clock.advance(to: timed.time)
        if !scriptedFrames { loop.tick() }
        willSend?(timed)
        if case .key(let name) = timed.event, appKey?(name) == true { return }
        loop.send(timed.event)
    }
}
