import Geometry

/// How far a window resize's re-layout has moved a view's layout coordinates at once, in that view's
/// layout points: the sum of the jumps of its layout ancestors that took their new frames without a
/// motion (at rest, nothing in flight around them), divided by the scales between them and it.
///
/// A view travelling under such a jump (`Node.isTravelling`: a frame drifting, an offset or a sliding
/// transition in flight) absorbs it: its frame shifts back by the jump and eases to its new target from
/// where it is drawn, so neither it nor anything inside it jumps; its children then see no jump. A view
/// at rest, or only growing or scaling in place, jumps with its ancestors, as a plain re-layout does.
/// A view drawn where a matched flight is draws its content relative to the flight: no jump reaches it.
///
/// Inert (no cost beyond a flag) on every pass but a resize's.
@MainActor
struct ResizeJump {
    private var offset: Point
    /// The view's presented frame (relative to its layout parent) before this pass gave it new
    /// targets; nil when it has no frame of its own yet or the pass is not a resize's.
    private let drawnBefore: Rect?
    /// What the view's presented size changed by in this pass (for a scale effect's anchor).
    private var grewBy = Size(width: 0, height: 0)
    private let active: Bool

    init(_ node: Node, inherited: Point, at time: Double, active: Bool) {
        self.active = active
        offset = inherited
        drawnBefore = active && node.hasFrame && node.laidOut && !node.isTransparent ? node.animatedFrame.presented(at: time) : nil
    }

    /// Shifts a travelling view's frame back by the jump, before its new target is set (which then
    /// eases from the shifted place: `resizeSettle` or its running motion).
    mutating func absorbIfTravelling(_ node: Node, at time: Double) {
        guard active, offset != .zero, drawnBefore != nil, node.flight == nil, node.isTravelling(at: time) else { return }
        node.animatedFrame.shift(by: Rect(x: -offset.x, y: -offset.y, width: 0, height: 0))
    }

    /// Adds what this view's own presented origin moved by in this pass (zero when it absorbed the
    /// jump or eased); a view framed for the first time starts its subtree with no jump.
    mutating func noteOwnMove(_ node: Node, at time: Double) {
        guard active else { return }
        if let before = drawnBefore {
            let after = node.animatedFrame.presented(at: time)
            offset = offset + (after.origin - before.origin)
            grewBy = Size(width: after.width - before.width, height: after.height - before.height)
        } else if node.laidOut && !node.isTransparent {
            offset = .zero
        }
    }

    /// The jump as `node`'s content sees it: none under a matched flight; under a scale effect by `k`
    /// about an anchor at unit point `u` of the view's frame, the content's points move on screen by
    /// `offset + (1 − k)·grewBy·u` (the anchor moves with the frame's growth too), which the content
    /// takes back by moving that much ÷ `k` in its own layout points.
    func forChildren(of node: Node, at time: Double) -> Point {
        guard active else { return .zero }
        if node.flight?.isAnimating(at: time) ?? false { return .zero }
        if case .modified(.scale(_, _, let anchor)) = node.kind {
            let k = node.animatedScale.presented(at: time)
            let x = offset.x + (1 - k.x) * grewBy.width * anchor.horizontal
            let y = offset.y + (1 - k.y) * grewBy.height * anchor.vertical
            return Point(x: abs(k.x) > 1e-9 ? x / k.x : 0, y: abs(k.y) > 1e-9 ? y / k.y : 0)
        }
        return offset
    }
}
