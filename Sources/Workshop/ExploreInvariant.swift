import Geometry
import Runtime
import Scenes
import Scripting
import ViewTree

/// The promises `hero explore` checks at every frame, named as its output names them.
public enum ExploreInvariant: String, CaseIterable, Sendable {
    /// An element visible in two consecutive frames moves no edge (its size included) more than 1.5× the
    /// largest per-frame edge step of the scene's own signature transition at that size and rate, plus
    /// what the input itself moved in that frame (a dragging pointer, a wheel scroll). On a resize frame
    /// only elements with nothing in flight may jump.
    case continuity
    /// Every visible view of one (namespace, id) shares the matched geometry.
    case matched
    /// The layout oracle agrees with incremental layout (`ViewGraph.layoutCheck`).
    case layout
    /// A press reaches the topmost view drawn where it lands.
    case hit
    /// Within 5 s of the last event nothing animates, and then an unchanged frame touches no pixel.
    case rest
    /// A full-window layer covers the whole window in every frame it shows.
    case cover
    /// Every 10th frame, the frame drawn with damage tracking equals the same frame drawn whole.
    case damage
    /// A matched view in flight keeps its place in the drawing order: over two consecutive frames, an
    /// element it overlaps in both stays on the same side of it (above or beneath).
    case order
    /// A view keeps its slot: drawn where its layout puts it inside the nearest identified view around
    /// it, or coming back there, never drifting away (more than 2 pt a frame, to more than 8 pt off)
    /// unless it moves on its own by design (`SlotProbe.free`). Not judged from a resize until the
    /// scene rests.
    case slot
}

/// One broken promise: where, when, which element and what was seen.
public struct ExploreViolation: Sendable, CustomStringConvertible {
    /// The scene's name.
    public var scene: String
    /// The seed whose play found it (replay with `--seed`).
    public var seed: UInt64
    /// Which promise broke.
    public var invariant: ExploreInvariant
    /// Virtual time of the frame, seconds.
    public var time: Double
    /// The element concerned (its identifier or matched id), or what stands for it.
    public var element: String
    /// What was seen, with numbers.
    public var detail: String

    /// One line: scene, seed, invariant, time, element and detail.
    public var description: String {
        "\(scene) seed \(seed): \(invariant.rawValue) violated at \(TraceWriter.fixed3(time)) s by \(element): \(detail)"
    }
}

/// A distance along each axis, points: how far vertical edges (`x`) and horizontal edges (`y`) moved.
struct AxisSteps: Equatable {
    var x: Double
    var y: Double
    /// The larger of the two.
    var larger: Double { max(x, y) }
}

/// The per-frame geometry checks, on trace elements only (what a person sees).
enum FrameChecks {
    /// The largest move of any edge between two rects, points.
    static func edgeStep(_ a: Rect, _ b: Rect) -> Double {
        max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
    }

    /// One element per (namespace, id) key: the topmost, when every view drawn under the key is drawn
    /// at one frame (a matched pair mid-handoff); keys drawn at different places are left out.
    static func unique(_ elements: [TraceElement]) -> [String: TraceElement] {
        var out: [String: TraceElement] = [:]
        var ambiguous: Set<String> = []
        for e in elements {
            let key = (e.namespace.map { $0 + "/" } ?? "") + e.id
            if let seen = out[key], edgeStep(seen.frame, e.frame) > 0.5 { ambiguous.insert(key) }
            out[key] = e
        }
        for k in ambiguous { out[k] = nil }
        return out
    }

    /// The views that draw each (namespace, id) key in one frame.
    static func drawers(_ elements: [TraceElement]) -> [String: Set<UInt>] {
        var out: [String: Set<UInt>] = [:]
        for e in elements { out[(e.namespace.map { $0 + "/" } ?? "") + e.id, default: []].insert(e.drawnBy) }
        return out
    }

    /// The same view is drawn under `key` in both frames: `e` (now) was one of the views drawing the
    /// key before (a matched pair mid-handoff draws it twice at one frame; when the one on top has
    /// gone, the one beneath goes on from there).
    static func sameView(_ key: String, _ e: TraceElement, before p: TraceElement, _ drawersBefore: [String: Set<UInt>]) -> Bool {
        p.drawnBy == e.drawnBy || (drawersBefore[key]?.contains(e.drawnBy) ?? false)
    }

    /// The largest move of a vertical edge (`x`) and of a horizontal edge (`y`) between two rects,
    /// points; `edgeStep` is the larger of the two.
    static func axisSteps(_ a: Rect, _ b: Rect) -> AxisSteps {
        AxisSteps(x: max(abs(a.minX - b.minX), abs(a.maxX - b.maxX)), y: max(abs(a.minY - b.minY), abs(a.maxY - b.maxY)))
    }

    /// The largest edge step of any element between consecutive frames, along each axis.
    static func largestSteps(_ frames: [[TraceElement]]) -> AxisSteps {
        var largest = AxisSteps(x: 0, y: 0)
        for (a, b) in zip(frames, frames.dropFirst()) {
            let before = unique(a), drawersBefore = drawers(a)
            for (key, e) in unique(b) {
                guard let p = before[key], sameView(key, e, before: p, drawersBefore) else { continue }
                let s = axisSteps(p.frame, e.frame)
                largest = AxisSteps(x: max(largest.x, s.x), y: max(largest.y, s.y))
            }
        }
        return largest
    }

    /// Each element's edge step from `previous` to `current`, by (namespace, id) key.
    static func steps(from previous: [TraceElement], to current: [TraceElement]) -> [String: Double] {
        let before = unique(previous), drawersBefore = drawers(previous)
        var out: [String: Double] = [:]
        for (key, e) in unique(current) {
            if let p = before[key], sameView(key, e, before: p, drawersBefore) { out[key] = edgeStep(p.frame, e.frame) }
        }
        return out
    }

    /// The element that jumped most: among those on screen (inside `window`) in both frames, drawn
    /// by the same view and not `exempt`, one whose step is over `limit` and also exceeds its step in
    /// the frame before (`steps`, by key; 0 when it did not move or was not there) by more than
    /// `limit`. A motion that is fast but smooth (a flight retargeted to a target a resize moved far)
    /// speeds up over several frames; a jump comes out of nowhere.
    ///
    /// `axisLimits` may raise the limit along one axis (never lower it): a window much wider than the
    /// start size lets a view cross it faster than its height allows. Returns the two elements, the
    /// step along the axis that broke its limit, and that limit.
    static func jump(from previous: [TraceElement], to current: [TraceElement], window: Rect, limit: Double,
                     axisLimits: AxisSteps? = nil, steps: [String: Double] = [:],
                     exempt: (TraceElement) -> Bool) -> (TraceElement, TraceElement, Double, Double)? {
        let before = unique(previous), drawersBefore = drawers(previous)
        let limits = AxisSteps(x: max(limit, axisLimits?.x ?? 0), y: max(limit, axisLimits?.y ?? 0))
        var worst: (TraceElement, TraceElement, Double, Double)?
        for (key, e) in unique(current) {
            // The same view drawn in both frames (a replacement under the same id is not a move).
            guard let p = before[key], sameView(key, e, before: p, drawersBefore), p.frame.intersects(window), e.frame.intersects(window),
                  isSeen(p), isSeen(e), !exempt(e) else { continue }
            let s = axisSteps(p.frame, e.frame), last = steps[key] ?? 0
            for (step, axisLimit) in [(s.x, limits.x), (s.y, limits.y)]
            where step > axisLimit && step - last > axisLimit && step - axisLimit > (worst.map { $0.2 - $0.3 } ?? 0) {
                worst = (p, e, step, axisLimit)
            }
        }
        return worst
    }

    /// Below this opacity a view changes no pixel by a whole level: the checks do not count it as seen.
    static let visibleOpacity = 1.0 / 255

    /// Seen: at least `visibleOpacity`, and at least half a point wide and high (a dot scaled to
    /// nothing covers no pixel).
    static func isSeen(_ e: TraceElement) -> Bool {
        e.opacity >= visibleOpacity && e.frame.width >= 0.5 && e.frame.height >= 0.5
    }

    /// Groups of matched views that disagree: a (namespace, id) drawn more than once whose frames
    /// (by frame), centres (by position) or sizes (by size) differ by more than half a point. Two views
    /// matched by different properties agree on what they share: a view matched by position beside
    /// one matched by frame keeps its own size (a meals modal following its thumbnail's flight), so
    /// only their centres are compared; position beside size share nothing. The two sides of a
    /// reduced-motion crossfade are drawn apart by design: they are left out.
    static func matchedDisagreement(_ elements: [TraceElement]) -> (String, String)? {
        var groups: [String: [TraceElement]] = [:]
        for e in elements where e.match != nil && isSeen(e) && !e.crossfading {
            groups[(e.namespace ?? "") + "/" + e.id, default: []].append(e)
        }
        for (_, group) in groups.sorted(by: { $0.key < $1.key }) where group.count > 1 {
            let first = group[0]
            for other in group.dropFirst() {
                let a = first.frame, b = other.frame
                let kinds = Set([first.match ?? "frame", other.match ?? "frame"])
                let shared = kinds.count == 1 ? kinds.first! : kinds.contains("frame") ? kinds.subtracting(["frame"]).first! : nil
                let apart: Double
                switch shared {
                case nil: continue
                case "position": apart = max(abs(a.midX - b.midX), abs(a.midY - b.midY))
                case "size": apart = max(abs(a.width - b.width), abs(a.height - b.height))
                default: apart = edgeStep(a, b)
                }
                if apart > 0.5 {
                    return (first.id, "two views matched by \(shared ?? "frame") are drawn \(TraceWriter.number(apart)) pt apart: \(text(a)) and \(text(b))")
                }
            }
        }
        return nil
    }

    /// A flip in drawing order: a matched element drawn by a view in `moving` that overlaps another
    /// seen element in both frames, above it in one and beneath it in the other (same views drawing
    /// both keys). Overlap means a shared area of at least 4 pt on each side.
    static func orderFlip(from previous: [TraceElement], to current: [TraceElement], moving: Set<UInt>) -> (TraceElement, TraceElement, Bool)? {
        func key(_ e: TraceElement) -> String { (e.namespace.map { $0 + "/" } ?? "") + e.id }
        func overlap(_ a: Rect, _ b: Rect) -> Bool {
            let r = a.intersection(b)
            return r.width >= 4 && r.height >= 4
        }
        /// For each flying element, which overlapping elements it is drawn above: (flying, other) → above.
        func sides(_ elements: [TraceElement]) -> [String: (Bool, TraceElement, TraceElement)] {
            var out: [String: (Bool, TraceElement, TraceElement)] = [:]
            let seen = elements.enumerated().filter { isSeen($0.element) }
            for (i, a) in seen where a.match != nil && moving.contains(a.drawnBy) {
                for (j, b) in seen where key(b) != key(a) && b.drawnBy != a.drawnBy && overlap(a.frame, b.frame) {
                    out["\(key(a))|\(a.drawnBy)|\(key(b))|\(b.drawnBy)"] = (i > j, a, b)
                }
            }
            return out
        }
        let before = sides(previous)
        for (k, now) in sides(current).sorted(by: { $0.key < $1.key }) {
            if let then = before[k], then.0 != now.0 { return (now.1, now.2, now.0) }
        }
        return nil
    }

    static func text(_ r: Rect) -> String {
        "[\(TraceWriter.number(r.minX)), \(TraceWriter.number(r.minY)), \(TraceWriter.number(r.width)), \(TraceWriter.number(r.height))]"
    }
}
