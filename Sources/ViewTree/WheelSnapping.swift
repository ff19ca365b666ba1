import Foundation
import Geometry
import Motion

/// A wheel or touchpad scroll of a scroll view with a paging or view-aligned behavior, waiting to
/// come to rest: once no wheel event has come for `WheelSettle.pause` seconds it eases to the page
/// or view that lies next in the direction the wheel last turned, as a flick of a finger would.
struct WheelSettle {
    weak var scroll: Node?
    /// The offset (points) where the wheel began turning.
    var started: Double
    /// The time of the last wheel event (seconds, the graph's clock).
    var last: Double
    /// +1: toward the content's end; −1: toward its start.
    var direction: Double

    /// Seconds without a wheel event before the scroll view settles.
    static let pause = 0.15
    /// Points from a page's or view's edge within which a paused wheel rests where it is.
    static let onEdge = 0.5
}

extension ViewGraph {
    /// Notes a wheel turn of `delta` points moving `scroll` from `offset`, when it rests on pages or
    /// views (`scrollTargetBehavior`).
    func noteWheel(_ scroll: Node, delta: Double, from offset: Double) {
        guard delta != 0, scroll.environment[ScrollTargetBehaviorKey.self] != nil else { return }
        let key = ObjectIdentifier(scroll)
        let started = pointer.wheelSettles[key]?.started ?? offset
        pointer.wheelSettles[key] = WheelSettle(scroll: scroll, started: started, last: time, direction: delta > 0 ? 1 : -1)
    }

    /// At each update: a wheel-turned scroll view whose wheel has paused eases to the page or view
    /// next in the wheel's direction (once released, when a press holds it).
    func settleWheelScrolls() {
        for (key, settle) in pointer.wheelSettles {
            guard let scroll = settle.scroll, scroll.host === self, !scroll.isGoingAway else {
                pointer.wheelSettles[key] = nil
                continue
            }
            // Held: it waits for the release (a drag's release rests on an edge, where it stays).
            if pointer.isDown, pointer.scrollNode === scroll { continue }
            guard time - settle.last >= WheelSettle.pause - 1e-9 else { continue }
            pointer.wheelSettles[key] = nil
            let at = scroll.scrollOffset.target
            guard let axis = scroll.scrollAxis else { continue }
            // Paging turns a page on a fast release; view alignment takes the view nearest where the
            // momentum ends, which for the wheel is the next view's edge in its direction. A wheel that
            // stopped on a page's or a view's edge (notches that divide the page) rests there.
            var proposed = at
            if scroll.environment[ScrollTargetBehaviorKey.self] is ViewAlignedScrollTargetBehavior {
                let edges = scrollTargetEdgeList(scroll, axis)
                guard let near = edges.nearest(to: at) else { continue }
                if abs(edges.edge(near) - at) < WheelSettle.onEdge { continue }
                let next = edges.edge(near) > at ? near : near + 1, before = edges.edge(near) < at ? near : near - 1
                let i = settle.direction > 0 ? next : before
                proposed = edges.count > i && i >= 0 ? edges.edge(i) : at
            } else if scroll.environment[ScrollTargetBehaviorKey.self] is PagingScrollTargetBehavior {
                let page = scrollPageLength(scroll, axis)
                if page > 1, abs(at - (at / page).rounded() * page) < WheelSettle.onEdge { continue }
            }
            let target = scrollRestingOffset(scroll, proposed: proposed, started: settle.started, released: at,
                                             velocity: settle.direction * 2 * ScrollSnapping.flick)
            guard abs(target - at) > 1e-6 else { continue }
            scroll.scrollOffset.set(target, animation: .spring(response: 0.45, dampingFraction: 1), at: time)
            needsLayout = true
        }
    }
}
