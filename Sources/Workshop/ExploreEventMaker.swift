import Foundation
import Geometry
import Runtime
import Scenes
import Scripting
import ViewTree

/// Makes `hero explore`'s random events, one at a time, from what the scene shows at that moment:
/// taps on visible elements and on random points, double taps, long presses, mouse and touch drags of
/// random speed whose lengths straddle the scene's thresholds, scrolls, the scene's keys, the app's
/// slow and reduced motion (`AppKeys.explored`) and window resizes: to common landscape and portrait
/// sizes, and to any size in a range (tiny, narrow, huge). Gaps are mostly short, so many events land while something is still moving. Seeded: the
/// same seed and the same scene give the same events.
///
/// Every number is put on the script grid (times to the millisecond, points and distances to a tenth of
/// a point), so an event written as a script line and read back is the same event.
struct ExploreEventMaker {
    private var random: SeededRandom
    let vocabulary: ExploreVocabulary
    let steps: Int
    /// Window sizes a resize picks from half the time, in points.
    let sizes: [Size]
    /// The range the other half picks any size from (whole points), tiny and portrait included.
    let randomSizes: (min: Size, max: Size)
    private(set) var made = 0
    /// When the next event starts, seconds (on the millisecond grid).
    private(set) var nextTime = 0.25

    init(seed: UInt64, vocabulary: ExploreVocabulary, steps: Int, sizes: [Size],
         randomSizes: (min: Size, max: Size) = (Size(width: 200, height: 200), Size(width: 2560, height: 1600))) {
        self.randomSizes = randomSizes
        // Scrambled: seeds 1, 2, 3... are unrelated streams, not one stream at different offsets.
        random = SeededRandom(scrambling: seed)
        self.vocabulary = vocabulary
        self.steps = steps
        self.sizes = sizes
    }

    var isDone: Bool { made >= steps }

    /// The next event if it is due by `time`, chosen from `elements` (what is on screen now) in a
    /// window of `window` points; nil when none is due or all are made.
    mutating func event(dueBy time: Double, elements: [TraceElement], window: Size) -> ScriptEvent? {
        // A resize made while a drag is held, or the next step of a live resize, comes first.
        if !isDone, let (due, size) = queued.first, due <= time + 1e-9 {
            queued.removeFirst()
            made += 1
            return ScriptEvent(time: due, action: .resize(width: size.width, height: size.height), line: made, column: 1)
        }
        guard !isDone, queued.isEmpty, nextTime <= time + 1e-9 else { return nil }
        let t = nextTime
        let action = makeAction(elements: elements, window: window)
        made += 1
        let event = ScriptEvent(time: t, action: action, line: made, column: 1)
        // Mostly short gaps (mid-flight), sometimes long ones (at rest); never two gestures at once.
        let gap = unit() < 0.65 ? 0.03 + 0.37 * unit() : 0.4 + 1.2 * unit()
        nextTime = Self.ms(max(event.endTime + 0.02, t + gap))
        switch action {
        case .tap, .doubleTap, .longPress:
            // What a press starts is often still flying when the window changes size.
            guard unit() < 0.2 else { break }
            let due = Self.ms(event.endTime + 0.03 + 0.3 * unit())
            queued = [(due, unit() < 0.5 ? sizes[pick(sizes.count)] : randomSize())]
            nextTime = max(nextTime, Self.ms(due + 0.02))
        case .drag(_, _, let duration, _) where unit() < 0.2:
            // The window resized while the drag is held (a second hand on the window's edge).
            queued = [(Self.ms(t + duration * (0.2 + 0.6 * unit())), randomSize())]
        case .resize(let w, let h) where unit() < 0.4:
            // A live resize: the window's edge dragged through several sizes, a frame or three apart.
            var due = t, size = Size(width: w, height: h)
            let target = randomSize()
            for k in 1...(2 + pick(6)) {
                due = Self.ms(due + (1 + Double(pick(3))) / 60)
                let f = Double(k) / 7
                size = Size(width: (w + (target.width - w) * f).rounded(), height: (h + (target.height - h) * f).rounded())
                queued.append((due, size))
            }
            nextTime = max(nextTime, Self.ms(due + 0.02))
        default:
            break
        }
        return event
    }

    /// Resizes due before the next event: (time, size) in time order.
    private var queued: [(Double, Size)] = []

    private mutating func makeAction(elements: [TraceElement], window: Size) -> ScriptEvent.Action {
        let roll = unit()
        switch roll {
        case ..<0.30: return .tap(.point(elementPoint(elements, window)))
        case ..<0.38: return .tap(.point(randomPoint(window)))
        case ..<0.44: return .doubleTap(.point(elementPoint(elements, window)))
        case ..<0.52: return .longPress(.point(elementPoint(elements, window)), duration: Self.ms(0.3 + 0.9 * unit()))
        case ..<0.70:
            let start = unit() < 0.7 ? elementPoint(elements, window) : randomPoint(window)
            let (dx, dy) = dragVector()
            let duration = Self.ms(0.05 + 0.75 * unit())
            return .drag(from: .point(start), to: .by(dx: dx, dy: dy), duration: duration, kind: unit() < 0.5 ? .mouse : .touch)
        case ..<0.76:
            let dy = Self.tenth((unit() < 0.5 ? -1 : 1) * (20 + 380 * unit()))
            return .scroll(.point(elementPoint(elements, window)), dx: 0, dy: dy)
        case ..<0.90:
            // The scene's own keys, and the app's (slow motion, reduced motion) now and then.
            let keys = (vocabulary.keys.isEmpty ? ["escape"] : vocabulary.keys) + (unit() < 0.25 ? AppKeys.explored : [])
            return .key(keys[pick(keys.count)])
        default:
            let s = unit() < 0.5 ? sizes[pick(sizes.count)] : randomSize()
            return .resize(width: s.width, height: s.height)
        }
    }

    /// Any window size in range, in whole points: a fifth of them tiny (at most 200 pt over the
    /// smallest on a side), an eighth narrow (at most 300 pt over the smallest width), the rest anywhere.
    private mutating func randomSize() -> Size {
        let (lo, hi) = randomSizes
        let shape = unit()
        var w = lo.width + (hi.width - lo.width) * unit(), h = lo.height + (hi.height - lo.height) * unit()
        if shape < 0.2 {
            w = lo.width + min(200, hi.width - lo.width) * unit()
            h = lo.height + min(200, hi.height - lo.height) * unit()
        } else if shape < 0.33 {
            w = lo.width + min(300, hi.width - lo.width) * unit()
        }
        return Size(width: w.rounded(), height: h.rounded())
    }

    /// A drag's offset: along an axis most of the time, its length just short of or past one of the
    /// scene's thresholds, or anything up to 400 pt.
    private mutating func dragVector() -> (Double, Double) {
        let length: Double
        if !vocabulary.dragThresholds.isEmpty, unit() < 0.6 {
            let threshold = vocabulary.dragThresholds[pick(vocabulary.dragThresholds.count)]
            let factors = [0.5, 0.9, 1.1, 1.6]
            length = threshold * factors[pick(factors.count)]
        } else {
            length = 5 + 395 * unit()
        }
        let angle: Double
        if unit() < 0.7 {
            angle = Double(pick(4)) * .pi / 2
        } else {
            angle = 2 * .pi * unit()
        }
        return (Self.tenth(length * cos(angle)), Self.tenth(length * sin(angle)))
    }

    /// The centre of a visible element, or a random point inside its visible part.
    private mutating func elementPoint(_ elements: [TraceElement], _ window: Size) -> Point {
        let bounds = Rect(x: 0, y: 0, width: window.width, height: window.height)
        let visible = elements.filter { $0.opacity > 0.05 && $0.frame.intersects(bounds) }
        guard !visible.isEmpty else { return randomPoint(window) }
        let r = visible[pick(visible.count)].frame.intersection(bounds)
        if unit() < 0.5 { return Point(x: Self.tenth(r.midX), y: Self.tenth(r.midY)) }
        return Point(x: Self.tenth(r.minX + r.width * unit()), y: Self.tenth(r.minY + r.height * unit()))
    }

    private mutating func randomPoint(_ window: Size) -> Point {
        Point(x: Self.tenth(window.width * unit()), y: Self.tenth(window.height * unit()))
    }

    private mutating func unit() -> Double { random.unit() }
    private mutating func pick(_ count: Int) -> Int { min(count - 1, Int(unit() * Double(count))) }

    static func ms(_ t: Double) -> Double { (t * 1000).rounded() / 1000 }
    static func tenth(_ v: Double) -> Double { (v * 10).rounded() / 10 }
}
