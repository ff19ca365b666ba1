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
    /// next in the wheel's direction (none while a finger holds it).
    func settleWheelScrolls() {
        for (key, settle) in pointer.wheelSettles {
            guard let scroll = settle.scroll, scroll.host === self, !scroll.isGoingAway else {
                pointer.wheelSettles[key] = nil
                continue
            }
            if pointer.scrollNode === scroll { pointer.wheelSettles[key] = nil; continue }
            guard time - settle.last >= WheelSettle.pause - 1e-9 else { continue }
            pointer.wheelSettles[key] = nil
            let at = scroll.scrollOffset.target
            // Paging turns a page on a fast release; view alignment takes the view nearest where the
            // momentum ends, which for the wheel is the next view's edge in its direction.
            var proposed = at
            if scroll.environment[ScrollTargetBehaviorKey.self] is ViewAlignedScrollTargetBehavior, let axis = scroll.scrollAxis {
                let edges = scrollTargetEdges(scroll, axis)
                proposed = (settle.direction > 0 ? edges.first { $0 > at + 1e-6 } : edges.last { $0 < at - 1e-6 }) ?? at
            }
            let target = scrollRestingOffset(scroll, proposed: proposed, started: settle.started, released: at,
                                             velocity: settle.direction * 2 * ScrollSnapping.flick)
            guard abs(target - at) > 1e-6 else { continue }
            scroll.scrollOffset.set(target, animation: .spring(response: 0.45, dampingFraction: 1), at: time)
            needsLayout = true
        }
    }
}
