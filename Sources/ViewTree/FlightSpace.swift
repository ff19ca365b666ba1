import Geometry
import Motion

/// The space a matched flight moves in. A flight (`Node.flight`) is kept in the coordinates of the
/// content of the scroll views above its view: window points plus how far those scroll views have
/// moved their content up and to the left (`scrollLift`). Drawn, it is moved by the scroll views' offsets as presented
/// at that moment, so a flight lands on its row while the list behind it still scrolls (a fling, a pull
/// springing back, a wheel's ease) and moves with the list as the row does; SwiftUI animates a matched
/// view's frame inside its container in the same way. Outside a scroll view the two spaces are the same.
///
/// Invariant: `flight.presented(at:)` minus the presented lift is where the view is drawn;
/// `flight.target` minus the lift the scroll views head to is its layout frame once they rest.
extension ViewGraph {
    /// How far the scroll views above `node` move its content up and to the left (points): the sum of
    /// their offsets as presented at the graph's time, or (`presented: false`) as they head to.
    func scrollLift(of node: Node, presented: Bool) -> Point {
        var lift = Point.zero
        var p = node.parent
        while let c = p {
            if case .scroll = c.kind { lift = lift + c.scrollVector(presented ? c.scrollOffset.presented(at: time) : c.scrollOffset.target) }
            p = c.parent
        }
        return lift
    }

    /// `rect` (window points) in `node`'s flight space: a frame as drawn now (`presented`), or a
    /// layout frame with the scroll views at the offsets they head to.
    func flightSpace(_ rect: Rect, of node: Node, presented: Bool) -> Rect {
        let lift = scrollLift(of: node, presented: presented)
        return rect.offsetBy(dx: lift.x, dy: lift.y)
    }

    /// Where `node`'s flight draws it at the graph's time (window points); nil when it has none.
    func flightFrame(_ node: Node) -> Rect? {
        guard let flight = node.flight else { return nil }
        let lift = scrollLift(of: node, presented: true)
        return flight.presented(at: time).offsetBy(dx: -lift.x, dy: -lift.y)
    }

    /// Where `node`'s flight lands (window points, with the scroll views above it at rest); nil when it
    /// has none.
    func flightLanding(_ node: Node) -> Rect? {
        guard let flight = node.flight else { return nil }
        let lift = scrollLift(of: node, presented: false)
        return flight.target.offsetBy(dx: -lift.x, dy: -lift.y)
    }

    /// Starts a flight of `node` from `from` (window points, as drawn now) to `to` (window points, a
    /// layout frame with the scroll views at rest) on `animation`.
    func startFlight(_ node: Node, from: Rect, to: Rect, animation: Animation) {
        var flight = AnimatedValue(flightSpace(from, of: node, presented: true))
        flight.set(flightSpace(to, of: node, presented: false), animation: animation, at: time)
        node.flight = flight
        node.flightAnimation = animation
        node.flightOrigin = (from, time)
    }

    /// The scroll view `scroll` moved its offset by `delta` points without moving what is drawn (rows
    /// measured above the ones in view): flights inside it move by as much in their space, so they
    /// stay where they are drawn too.
    func shiftFlights(inside scroll: Node, by delta: Double) {
        for node in tracked.flying.values where node.host === self && node.flight != nil {
            var p = node.parent
            while let c = p, c !== scroll { p = c.parent }
            guard p != nil else { continue }
            let v = scroll.scrollVector(delta)
            node.flight?.shift(by: Rect(x: v.x, y: v.y, width: 0, height: 0))
        }
    }
}
