import Geometry
import ViewTree

/// Turns script events into the low-level input a person would produce, at exact virtual times:
/// a tap is down at T and up at T + 0.05; a double tap two taps 0.1 s apart; a long press down at T and
/// up at T + D; a drag down at T, a move at every frame time inside (T, T + D) along the straight line,
/// then a move and up at T + D. Targets are resolved when the event starts, from what is visible then.
public struct ScriptPlayer {
    public struct Timed: Sendable {
        public var time: Double
        public var event: InputEvent
    }

    public static let tapDuration = 0.05
    public static let doubleTapGap = 0.1

    private var script: [ScriptEvent]
    private var queue: [Timed] = []
    public let fps: Double

    public init(events: [ScriptEvent], fps: Double) {
        script = events.sorted { $0.time < $1.time }
        self.fps = fps
    }

    /// Adds an event to play (`hero explore` makes its events as it goes); it keeps the time order,
    /// after events already scheduled for the same time.
    public mutating func schedule(_ event: ScriptEvent) {
        var i = script.count
        while i > 0 && script[i - 1].time > event.time { i -= 1 }
        script.insert(event, at: i)
    }

    /// The time of the next thing that must happen (a script event to expand or an input to deliver).
    public var nextTime: Double? {
        let a = script.first?.time, b = queue.first?.time
        switch (a, b) {
        case let (x?, y?): return min(x, y)
        case let (x?, nil): return x
        case let (nil, y?): return y
        default: return nil
        }
    }

    public enum Step {
        /// A script event starts now: resolve its targets (`expand`).
        case expand(ScriptEvent)
        case input(Timed)
    }

    /// Removes and returns the next step due at or before `time`. Script events come before inputs at the
    /// same time, so an event's own first input is queued before it is delivered.
    public mutating func next(upTo time: Double) -> Step? {
        let eps = 1e-9
        if let s = script.first, s.time <= time + eps, queue.first.map({ s.time <= $0.time + eps }) ?? true {
            return .expand(script.removeFirst())
        }
        if let q = queue.first, q.time <= time + eps {
            queue.removeFirst()
            return .input(q)
        }
        return nil
    }

    /// Queues the inputs of `event`, whose targets `resolve` turns into points (throws `ScriptError`).
    public mutating func expand(_ event: ScriptEvent, resolve: (ScriptTarget) throws(ScriptError) -> Point) throws(ScriptError) {
        let t = event.time
        switch event.action {
        case .tap(let target):
            let p = try resolve(target)
            add(t, .pointerDown(p, .mouse)); add(t + Self.tapDuration, .pointerUp(p, .mouse))
        case .doubleTap(let target):
            let p = try resolve(target)
            for k in 0..<2 {
                let start = t + Double(k) * Self.doubleTapGap
                add(start, .pointerDown(p, .mouse)); add(start + Self.tapDuration, .pointerUp(p, .mouse))
            }
        case .longPress(let target, let d):
            let p = try resolve(target)
            add(t, .pointerDown(p, .mouse)); add(t + d, .pointerUp(p, .mouse))
        case .drag(let from, let to, let d, let kind):
            let a = try resolve(from)
            let b: Point
            switch to {
            case .target(let target): b = try resolve(target)
            case .by(let dx, let dy): b = Point(x: a.x + dx, y: a.y + dy)
            }
            add(t, .pointerDown(a, kind))
            if d > 0 {
                var k = Int((t * fps).rounded(.down)) + 1
                while Double(k) / fps < t + d - 1e-9 {
                    let ft = Double(k) / fps
                    if ft > t + 1e-9 { add(ft, .pointerMove(a.interpolated(b, (ft - t) / d), kind)) }
                    k += 1
                }
            }
            add(t + d, .pointerMove(b, kind)); add(t + d, .pointerUp(b, kind))
        case .scroll(let target, let dx, let dy):
            add(t, .scroll(try resolve(target), dx: dx, dy: dy))
        case .resize(let w, let h):
            add(t, .resize(Size(width: w, height: h)))
        case .key(let name):
            add(t, .key(name))
        }
    }

    private mutating func add(_ time: Double, _ event: InputEvent) {
        // Insert after every queued input at the same or an earlier time (stable order).
        var i = queue.count
        while i > 0 && queue[i - 1].time > time + 1e-12 { i -= 1 }
        queue.insert(Timed(time: time, event: event), at: i)
    }
}

extension Point {
    func interpolated(_ b: Point, _ t: Double) -> Point { Point(x: x + (b.x - x) * t, y: y + (b.y - y) * t) }
}
