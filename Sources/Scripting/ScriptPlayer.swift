import Geometry
import Runtime
import ViewTree

/// Turns script events into the low-level input a person would produce, at exact virtual times:
/// a tap is down at T and up at T + 0.05; a double tap two taps 0.1 s apart; a long press down at T and
/// up at T + D; a drag down at T, a move at every frame time inside (T, T + D) along the straight line,
/// then a move and up at T + D. Targets are resolved when the event starts, from what is visible then.
/// A drag's moves are made one at a time as they fall due, so the queue holds at most one pending move
/// per drag however long it lasts.
///
/// Cost: O(log q) per input, q the inputs queued at once (a binary heap), and O(1) per script event
/// taken (a cursor, never `removeFirst`), so a script of n events plays in O(n log n) however its
/// drags overlap. `schedule` (the explorer adds events as it plays, near the end) is O(1) there.
public struct ScriptPlayer {
    /// An input event at a virtual time.
    public struct Timed: Sendable {
        /// When, seconds.
        public var time: Double
        /// What.
        public var event: InputEvent
    }

    /// Seconds between a tap's down and up.
    public static let tapDuration = 0.05
    /// Seconds between the starts of a double tap's two taps.
    public static let doubleTapGap = 0.1

    /// A drag in progress: its next move is at frame `frame` (time frame / fps).
    struct DragPath {
        var from: Point
        var to: Point
        var start: Double
        var duration: Double
        var kind: PointerKind
        var frame: Int
    }

    /// A queued input, or a drag's next move (made when it is due). `order` keeps inputs at the same
    /// time in the order they were queued; a drag's moves share the order its expansion reserved.
    struct Pending {
        var time: Double
        var order: Int
        var input: InputEvent?
        var drag: DragPath?
        /// A scripted frame (`at T frame`), kept in order with the inputs around it.
        var isFrame = false
    }

    /// Script events sorted by time; those before `scriptIndex` are taken.
    private var script: [ScriptEvent]
    private var scriptIndex = 0
    /// A binary min-heap on (time, order): `queue[0]` is the next input.
    private var queue: [Pending] = []
    private var nextOrder = 0
    /// The most inputs queued at once so far (each heap step costs at most its depth), and how many
    /// were queued in all: what the cost bound above counts (`BoundedWorkTests`, 100,000 events).
    private(set) var mostQueued = 0
    private(set) var queuedInAll = 0
    /// Frames per second: a drag moves once per frame.
    public let fps: Double

    /// A player of `events` (sorted by time here) at `fps` frames per second.
    public init(events: [ScriptEvent], fps: Double) {
        script = events.sorted { $0.time < $1.time }
        self.fps = fps
    }

    /// Adds an event to play (`hero explore` makes its events as it goes); it keeps the time order,
    /// after events already scheduled for the same time.
    public mutating func schedule(_ event: ScriptEvent) {
        var i = script.count
        while i > scriptIndex && script[i - 1].time > event.time { i -= 1 }
        script.insert(event, at: i)
    }

    /// The next script event not yet taken.
    private var nextScriptEvent: ScriptEvent? { scriptIndex < script.count ? script[scriptIndex] : nil }

    /// The time of the next thing that must happen (a script event to expand or an input to deliver).
    public var nextTime: Double? {
        let a = nextScriptEvent?.time, b = queue.first?.time
        switch (a, b) {
        case let (x?, y?): return min(x, y)
        case let (x?, nil): return x
        case let (nil, y?): return y
        default: return nil
        }
    }

    /// Inputs waiting in the queue (a drag in progress counts one for its next move).
    var queuedInputs: Int { queue.count }

    /// What the player hands out next.
    public enum Step {
        /// A script event starts now: resolve its targets (`expand`).
        case expand(ScriptEvent)
        /// An input to deliver at its time.
        case input(Timed)
        /// A scripted frame: advance the scene to this time.
        case frame(Double)
    }

    /// Removes and returns the next step due at or before `time`. Script events come before inputs at the
    /// same time, so an event's own first input is queued before it is delivered.
    public mutating func next(upTo time: Double) -> Step? {
        let eps = 1e-9
        if let s = nextScriptEvent, s.time <= time + eps, queue.first.map({ s.time <= $0.time + eps }) ?? true {
            scriptIndex += 1
            return .expand(s)
        }
        if let q = queue.first, q.time <= time + eps {
            popFirst()
            if var path = q.drag {
                var p = path.from.interpolated(path.to, (q.time - path.start) / path.duration)
                path.frame += 1
                queueMove(path, order: q.order)
                // Drags that overlap move one pointer (inputs carry no pointer id): the moves of
                // same-kind drags due at this very time are one move, to where the last one puts
                // the pointer. So overlapping drags cost one delivered move per frame, not one each.
                while let other = queue.first, var next = other.drag, next.kind == path.kind, abs(other.time - q.time) <= 1e-12 {
                    popFirst()
                    p = next.from.interpolated(next.to, (other.time - next.start) / next.duration)
                    next.frame += 1
                    queueMove(next, order: other.order)
                }
                return .input(Timed(time: q.time, event: .pointerMove(p, path.kind)))
            }
            if q.isFrame { return .frame(q.time) }
            return .input(Timed(time: q.time, event: q.input!))
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
                // Times and durations are bounded where scripts are parsed (InputLimits), so this fits an Int.
                let first = Int(min(1e15, t * fps).rounded(.down)) + 1
                queueMove(DragPath(from: a, to: b, start: t, duration: d, kind: kind, frame: first), order: nextOrder)
                nextOrder += 1
            }
            add(t + d, .pointerMove(b, kind)); add(t + d, .pointerUp(b, kind))
        case .scroll(let target, let dx, let dy):
            add(t, .scroll(try resolve(target), dx: dx, dy: dy))
        case .resize(let w, let h):
            add(t, .resize(Size(width: w, height: h)))
        case .key(let name):
            add(t, .key(name))
        case .type(let text):
            add(t, .text(text))
        case .pointer(.down, let p, let kind): add(t, .pointerDown(p, kind))
        case .pointer(.move, let p, let kind): add(t, .pointerMove(p, kind))
        case .pointer(.up, let p, let kind): add(t, .pointerUp(p, kind))
        case .frame:
            insert(Pending(time: t, order: nextOrder, isFrame: true))
            nextOrder += 1
        }
    }

    private mutating func add(_ time: Double, _ event: InputEvent) {
        insert(Pending(time: time, order: nextOrder, input: event))
        nextOrder += 1
    }

    /// Queues the drag's move at its frame `path.frame`, the first frame time strictly inside
    /// (start, start + duration) from there on; nothing when none is left.
    private mutating func queueMove(_ path: DragPath, order: Int) {
        var path = path
        while Double(path.frame) / fps <= path.start + 1e-9 { path.frame += 1 }
        let ft = Double(path.frame) / fps
        guard ft < path.start + path.duration - 1e-9 else { return }
        insert(Pending(time: ft, order: order, drag: path))
    }

    /// Whether `a` comes before `b`: an earlier time, or the same time (within 1e-12 s) and queued
    /// before. No two pending inputs share an order (a drag has one move queued at a time).
    private static func precedes(_ a: Pending, _ b: Pending) -> Bool {
        if abs(a.time - b.time) <= 1e-12 { return a.order < b.order }
        return a.time < b.time
    }

    /// Adds `p` to the heap.
    private mutating func insert(_ p: Pending) {
        queue.append(p)
        mostQueued = max(mostQueued, queue.count)
        queuedInAll += 1
        var i = queue.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard Self.precedes(queue[i], queue[parent]) else { break }
            queue.swapAt(i, parent)
            i = parent
        }
    }

    /// Removes the heap's first input.
    private mutating func popFirst() {
        let last = queue.removeLast()
        guard !queue.isEmpty else { return }
        queue[0] = last
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var best = i
            if l < queue.count && Self.precedes(queue[l], queue[best]) { best = l }
            if r < queue.count && Self.precedes(queue[r], queue[best]) { best = r }
            if best == i { return }
            queue.swapAt(i, best)
            i = best
        }
    }
}

extension Point {
    func interpolated(_ b: Point, _ t: Double) -> Point { Point(x: x + (b.x - x) * t, y: y + (b.y - y) * t) }
}
