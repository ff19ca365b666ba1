import Geometry
import Motion

/// Reduced motion (`ViewGraph.reduceMotion`), for people whom large movement troubles.
///
/// Under it:
/// - every animation the graph starts (a transaction's, an `.animation(_:value:)` modifier's) runs
///   `Animation.withoutOvershoot`: springs settle without passing their target;
/// - a matched flight no longer crosses the screen. The inserted view fades in where it lands, starting
///   `reducedMotionTravel` (10 %) of the way back toward where its partner was drawn, and settles in
///   place over `Animation.reducedMotionCrossfade`; the removed partner does not follow it: it fades out
///   where it is drawn, drifting the same 10 % toward the destination. So no view travels more than a
///   tenth of a full flight, yet the drift keeps a hint of where things go;
/// - every other change of where a view is drawn, its layout frame (a view pushed aside by one
///   inserted, a frame that grows), an offset or a scale effect, moves only `reducedMotionTravel` of
///   the way: it cuts to a tenth of the way back from its new place and settles from there
///   (`AnimatedValue.setReduced`); and a transition that moves, slides or scales a view in or out
///   (`move`, `offset`, `scale`), or draws its own effect from the progress it publishes (`progress`:
///   the content sees 0.9 → 1), does a tenth of its travel, fading the view as it goes;
/// - continuity holds as without it: a flight reversed or redirected mid-way starts from where each
///   view is drawn (a leaving view is pinned at its drawn frame, never sent back to its layout frame),
///   so nothing jumps.
extension ViewGraph {
    /// The share of a full flight's travel a view moves under reduced motion.
    public nonisolated static let reducedMotionTravel = 0.1

    /// Sets `value`'s target to `target` with `animation`: under reduced motion it moves only
    /// `reducedMotionTravel` of the way, from where it is drawn (`AnimatedValue.setReduced`).
    func move<V: VectorAnimatable>(_ value: inout AnimatedValue<V>, to target: V, animation: Animation?) {
        if reduceMotion {
            cutReduced(&value, to: target, animation: animation)
        } else {
            value.set(target, animation: animation, at: time)
        }
    }

    /// `value.setReduced` toward `target`: when that cuts an animated move where the value is drawn
    /// (by more than its settle epsilon in any component), it is counted in `reducedCuts`. A change
    /// without animation jumps in full motion too and is not counted.
    func cutReduced<V: VectorAnimatable>(_ value: inout AnimatedValue<V>, to target: V, animation: Animation?) {
        let drawn = value.presented(at: time).animatableVector
        value.setReduced(target, animation: animation, travel: Self.reducedMotionTravel, at: time)
        guard animation != nil else { return }
        let d = value.presented(at: time).animatableVector - drawn
        if max(abs(d.x), abs(d.y), abs(d.z), abs(d.w)) > V.settleEpsilon { counters.reducedCuts += 1 }
    }

    /// `animation` as the graph runs it now (without overshoot under reduced motion).
    func effective(_ animation: Animation?) -> Animation? {
        reduceMotion ? animation?.withoutOvershoot : animation
    }

    /// Starts the reduced-motion crossfade of `node` (inserted, landing at `to`) with `partner`, which
    /// was last drawn at `from`. A renamed partner stays in the tree and gets its own flight for its new
    /// id, so only a removed one is pinned.
    func startReducedFlight(_ node: Node, partner: Node, from: Rect, to: Rect, partnerStays: Bool) {
        let k = Self.reducedMotionTravel
        let animation = Animation.reducedMotionCrossfade
        let start = to.mixed(with: from, k)
        startFlight(node, from: start, to: to, animation: animation)
        node.flightFadesIn = true
        node.flightHeldUntilRemoved = false
        guard !partnerStays else { return }
        partner.leader = nil
        startFlight(partner, from: from, to: from.mixed(with: to, k), animation: animation)
        // No animation to retarget with: a leaving view's layout frame must not pull it back.
        partner.flightAnimation = nil
        partner.flightHeldUntilRemoved = true
        partner.flightFadesIn = false
    }

    /// True while `node` is one side of a reduced-motion crossfade (its matched partner is drawn
    /// elsewhere by design): fading in where it lands, held fading out where it was drawn, or a
    /// leaving view that follows such a held view, or was left where one was drawn when it went
    /// (`handOverFollowers(of:)`).
    func isCrossfading(_ node: Node) -> Bool {
        if node.flightFadesIn || node.flightHeldUntilRemoved {
            return node.flight != nil || (node.isGoingAway && node.heldFrame != nil)
        }
        // The leader first: most views have none, and `isGoingAway` walks up to the root.
        guard let first = node.leader, node.isGoingAway else { return false }
        var leader: Node? = first
        var hops = 0
        while let l = leader, hops < 16 {
            if l.flight != nil && l.flightHeldUntilRemoved { return true }
            leader = l.isGoingAway ? l.leader : nil
            hops += 1
        }
        return false
    }

    /// The opacity factor of a matched view's reduced-motion crossfade at the graph's time: rising from
    /// 0 to 1 over `Animation.reducedMotionCrossfade` for the view that lands, falling for the partner it
    /// replaces; 1 for every other view.
    func crossfadeOpacity(_ node: Node) -> Double {
        guard node.flight != nil, let origin = node.flightOrigin, node.flightFadesIn || node.flightHeldUntilRemoved else { return 1 }
        let duration = 0.3
        let p = UnitCurve.easeInOut.value(at: max(0, min(1, (time - origin.time) / duration)))
        return node.flightFadesIn ? p : 1 - p
    }
}

extension Rect {
    /// The rect `t` of the way from this one to `other` (origin and size interpolated).
    func mixed(with other: Rect, _ t: Double) -> Rect {
        Rect(x: minX + (other.minX - minX) * t, y: minY + (other.minY - minY) * t,
             width: width + (other.width - width) * t, height: height + (other.height - height) * t)
    }
}
