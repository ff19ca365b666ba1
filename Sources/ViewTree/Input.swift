import Foundation
import Geometry
import Motion

/// The state of the pointer between events: the gesture candidates found under it when it went
/// down, and which of them has taken over.
@MainActor
struct PointerState {
    var isDown = false
    var kind: PointerKind = .mouse
    var start = Point.zero
    var startTime = 0.0
    var location = Point.zero
    /// Gesture nodes under the pointer at its down, nearest first.
    var candidates: [Node] = []
    /// Recent (time, location) samples for velocity.
    var samples: [(Double, Point)] = []
    var activeDrags: [Node] = []
    var longPressFired = false
    var moved = false
    var scrollNode: Node?
    /// The innermost scroll view under the press along the other axis: it takes the drag instead when
    /// the drag is recognised along its axis (a vertical list holding a horizontal carousel).
    var crossScrollNode: Node?
    var scrollStartOffset = 0.0
    /// How far the pointer had moved (along the scroll's axis, points) before the scroll view took the
    /// drag: the content follows from where the drag was recognised, so the slop is never caught up in
    /// one frame.
    var scrollSlop: Double?
    var lastTapTime = -10.0
    var lastTapLocation = Point.zero
    var tapCount = 0
    /// Wheel-turned scroll views with a paging or view-aligned behavior waiting to settle, by node.
    var wheelSettles: [ObjectIdentifier: WheelSettle] = [:]

    /// A press is held: time alone can fire a long press.
    var awaitsTime: Bool { isDown && !longPressFired && !moved && candidates.contains { $0.longPressDuration != nil } }
}

extension Node {
    var gesture: GestureSpec? { if case .modified(.gesture(let g)) = kind { return g } else { return nil } }
    var longPressDuration: Double? { if case .longPress(let d, _, _)? = gesture { return d } else { return nil } }
}

extension ViewGraph {
    /// Tap timing: taps of one multi-tap come within this many seconds and points of each other.
    static let multiTapInterval = 0.3
    static let multiTapDistance = 10.0

    /// The gesture nodes under `point`, nearest first: the topmost hit region's node and its ancestors.
    /// A view on its way out takes no touches: they go to what is drawn beneath it.
    func hitChain(at point: Point) -> [Node] {
        let presentation = present()
        for region in presentation.regions.reversed() {
            guard region.covers(point), !region.node.isGoingAway else { continue }
            if let clip = region.clip, !clip.contains(point) { continue }
            var chain: [Node] = []
            var n: Node? = region.node
            while let c = n {
                chain.append(c)
                n = c.parent
            }
            return chain
        }
        return []
    }

    /// Handles one input event at the graph's time (call `update(at:)` first).
    public func handle(_ event: InputEvent) {
        switch event {
        case .pointerDown(let p, let kind):
            let chain = hitChain(at: p)
            pointer = PointerState(isDown: true, kind: kind, start: p, startTime: time, location: p,
                                   candidates: chain.filter { $0.gesture != nil }, samples: [(time, p)],
                                   lastTapTime: pointer.lastTapTime, lastTapLocation: pointer.lastTapLocation, tapCount: pointer.tapCount,
                                   wheelSettles: pointer.wheelSettles)
            pointer.scrollNode = chain.first { $0.scrollAxis != nil }
            pointer.crossScrollNode = pointer.scrollNode.flatMap { first in chain.first { $0.scrollAxis != nil && $0.scrollAxis != first.scrollAxis } }
            pointer.scrollStartOffset = pointer.scrollNode?.scrollOffset.presented(at: time) ?? 0
            // A press stops what scrolls under it.
            for scroll in [pointer.scrollNode, pointer.crossScrollNode].compactMap({ $0 }) {
                scroll.scrollOffset.reset(to: scroll.scrollOffset.presented(at: time))
            }
            for c in pointer.candidates { if case .button? = c.gesture { c.isPressed = true; needsLayout = true } }
        case .pointerMove(let p, _):
            guard pointer.isDown else { return }
            pointer.location = p
            pointer.samples.append((time, p))
            // Velocity comes from the last 0.1 s of motion (at least two samples).
            while pointer.samples.count > 2, let first = pointer.samples.first, time - first.0 > 0.1 { pointer.samples.removeFirst() }
            if p.distance(to: pointer.start) > 10 { pointer.moved = true }
            dragMoved()
            for c in pointer.candidates { if case .button? = c.gesture { c.isPressed = (c.lastPresented?.contains(p) ?? false); needsLayout = true } }
        case .pointerUp(let p, _):
            guard pointer.isDown else { return }
            pointer.location = p
            pointer.samples.append((time, p))
            pointerUp(at: p)
        case .scroll(let p, let dx, let dy):
            // Each axis moves the innermost scroll view along it under the pointer; a wheel's vertical
            // turn moves a horizontal one when no vertical one is there (a plain mouse has no sideways wheel).
            let chain = hitChain(at: p)
            let vertical = chain.first { $0.scrollAxis == .vertical }
            let horizontal = chain.first { $0.scrollAxis == .horizontal }
            var moves: [(Node, Double)] = []
            if let vertical, dy != 0 { moves.append((vertical, dy)) }
            if let horizontal {
                let d = dx != 0 ? dx : (vertical == nil ? dy : 0)
                if d != 0 { moves.append((horizontal, d)) }
            }
            for (scroll, d) in moves {
                noteWheel(scroll, delta: d, from: scroll.scrollOffset.target)
                let offset = clampScroll(scroll, scroll.scrollOffset.target + d)
                scroll.scrollOffset.set(offset, animation: .easeOut(duration: 0.12), at: time)
                needsLayout = true
            }
        case .key(let name):
            _ = handleKey(name)
        case .text(let typed):
            _ = textFocus.insert(typed)
        case .resize:
            break
        }
    }

    private func velocity() -> Size {
        guard let first = pointer.samples.first, let last = pointer.samples.last, last.0 - first.0 > 1e-6 else { return .zero }
        let dt = last.0 - first.0
        return Size(width: (last.1.x - first.1.x) / dt, height: (last.1.y - first.1.y) / dt)
    }

    private func dragValue() -> DragValue {
        let v = velocity()
        let t = Size(width: pointer.location.x - pointer.start.x, height: pointer.location.y - pointer.start.y)
        return DragValue(startLocation: CGPoint(pointer.start), location: CGPoint(pointer.location), translation: CGSize(t),
                         velocity: CGSize(v),
                         predictedEndTranslation: CGSize(width: t.width + v.width * 0.25, height: t.height + v.height * 0.25), time: time,
                         scrollOffsetAtStart: pointer.scrollNode == nil ? 0 : pointer.scrollStartOffset)
    }

    private func dragMoved() {
        let distance = pointer.location.distance(to: pointer.start)
        if pointer.activeDrags.isEmpty && !pointer.longPressFired {
            // The nearest exclusive drag wins; every simultaneous drag in the chain runs with it.
            var winners: [Node] = []
            var exclusiveTaken = false
            for c in pointer.candidates {
                guard case .drag(let g, let simultaneous)? = c.gesture, distance >= g.minimumDistance else { continue }
                if let shouldBegin = g.shouldBegin, !shouldBegin(dragValue()) { continue }
                if simultaneous { winners.append(c) } else if !exclusiveTaken { winners.append(c); exclusiveTaken = true }
            }
            if !winners.isEmpty {
                pointer.activeDrags = winners
                for c in pointer.candidates { if case .button? = c.gesture { c.isPressed = false } }
            }
        }
        if !pointer.activeDrags.isEmpty {
            let value = dragValue()
            for c in pointer.activeDrags { if case .drag(let g, _)? = c.gesture { g.changed(value) } }
        } else if var scroll = pointer.scrollNode, distance >= 6 {
            if pointer.scrollSlop == nil {
                // Recognised along the axis it moved most: the scroll view along it takes the drag.
                let sideways = abs(pointer.location.x - pointer.start.x) > abs(pointer.location.y - pointer.start.y)
                if let cross = pointer.crossScrollNode, (cross.scrollAxis == .horizontal) == sideways {
                    pointer.scrollNode = cross
                    pointer.scrollStartOffset = cross.scrollOffset.presented(at: time)
                    scroll = cross
                }
                // Recognised by this move: the content moves by this move's own step only (as UIKit's and
                // Flutter's scroll views start where the drag was recognised, with no jump).
                let previous = pointer.samples.count >= 2 ? pointer.samples[pointer.samples.count - 2].1 : pointer.start
                pointer.scrollSlop = Self.along(scroll, pointer.start) - Self.along(scroll, previous)
            }
            let moved = Self.along(scroll, pointer.start) - Self.along(scroll, pointer.location)
            let followed = moved - (pointer.scrollSlop ?? 0)
            scroll.scrollOffset.reset(to: rubberBand(scroll, unstretched(scroll, pointer.scrollStartOffset) + followed))
            needsLayout = true
        }
    }

    private func pointerUp(at p: Point) {
        defer {
            pointer.isDown = false
            pointer.candidates = []
            pointer.activeDrags = []
            pointer.scrollNode = nil
            pointer.crossScrollNode = nil
        }
        for c in pointer.candidates { if case .button? = c.gesture { c.isPressed = false; needsLayout = true } }
        if let scroll = pointer.scrollNode, !(pointer.moved && pointer.activeDrags.isEmpty) {
            // The press stopped the scroll where it was (a tap, a long press, another view's drag):
            // stopped past an end, it springs back inside.
            let presented = scroll.scrollOffset.presented(at: time)
            let inside = clampScroll(scroll, presented)
            if inside != presented {
                scroll.scrollOffset.set(inside, animation: .spring(response: 0.55, dampingFraction: 1), at: time)
                needsLayout = true
            }
        }
        if !pointer.activeDrags.isEmpty {
            let value = dragValue()
            for c in pointer.activeDrags { if case .drag(let g, _)? = c.gesture { g.ended(value) } }
            return
        }
        if let scroll = pointer.scrollNode, pointer.moved { return fling(scroll) }
        guard !pointer.longPressFired, !pointer.moved else { return }
        // Buttons and taps: the nearest wins.
        if time - pointer.lastTapTime < Self.multiTapInterval + Self.tapHold && p.distance(to: pointer.lastTapLocation) < Self.multiTapDistance {
            pointer.tapCount += 1
        } else {
            pointer.tapCount = 1
        }
        pointer.lastTapTime = time
        pointer.lastTapLocation = p
        for c in pointer.candidates {
            switch c.gesture {
            case .button(let action, _)?:
                if c.lastPresented?.contains(p) ?? true { action() }
                return
            case .tap(let count, let action)?:
                if count == pointer.tapCount || (count == 1 && !pointer.candidates.contains { if case .tap(pointer.tapCount, _)? = $0.gesture { return true } else { return false } }) {
                    if count == 1 || count == pointer.tapCount {
                        action()
                        return
                    }
                }
            default:
                continue
            }
        }
    }

    /// Momentum after a drag lets go of `scroll`: it keeps going with the release velocity,
    /// decelerating, to where the scroll target behavior there is (pages, views) moves its end;
    /// springing back past the ends.
    private func fling(_ scroll: Node) {
        let v = scroll.scrollAxis == .horizontal ? -velocity().width : -velocity().height
        let released = scroll.scrollOffset.presented(at: time)
        let target = scrollRestingOffset(scroll, proposed: clampScroll(scroll, released + v * 0.35),
                                         started: pointer.scrollStartOffset, released: released, velocity: v)
        scroll.scrollOffset.set(target, animation: .spring(response: 0.55, dampingFraction: 1), at: time)
        needsLayout = true
    }

    /// How long a press may be held and still count as a tap of a multi-tap.
    static let tapHold = 0.3

    /// Fires a long press whose time has come (called at every update).
    func checkLongPress() {
        guard pointer.isDown, !pointer.longPressFired, !pointer.moved, pointer.activeDrags.isEmpty else { return }
        for c in pointer.candidates {
            guard case .longPress(let d, let maxDistance, let action)? = c.gesture else { continue }
            if time - pointer.startTime >= d - 1e-9 && pointer.location.distance(to: pointer.start) <= maxDistance {
                pointer.longPressFired = true
                for b in pointer.candidates { b.isPressed = false }
                action()
            }
            return
        }
    }

    private func maxScroll(_ node: Node) -> Double { node.maxScrollOffset }
    /// A point's coordinate along `scroll`'s axis.
    private static func along(_ scroll: Node, _ p: Point) -> Double { scroll.scrollAxis == .horizontal ? p.x : p.y }
    private func clampScroll(_ node: Node, _ v: Double) -> Double { min(max(0, v), maxScroll(node)) }
    /// Past either end, the content follows the finger at a third of the distance.
    private func rubberBand(_ node: Node, _ v: Double) -> Double {
        let hi = maxScroll(node)
        if v < 0 { return v / 3 }
        if v > hi { return hi + (v - hi) / 3 }
        return v
    }
    /// The inverse of `rubberBand`: how far a finger would have pulled to draw the content at `drawn`.
    /// A finger that grabs content springing back past an end moves it from where it is drawn.
    private func unstretched(_ node: Node, _ drawn: Double) -> Double {
        let hi = maxScroll(node)
        if drawn < 0 { return drawn * 3 }
        if drawn > hi { return hi + (drawn - hi) * 3 }
        return drawn
    }
}
