import Geometry
import Motion

// The target pass (`ViewGraph.applyTargets`), one policy per concern. The walk goes down the paths to
// nodes whose layout frame or view value changed; each node takes what its ancestors hand down
// (`TargetInheritance`), applies the policies below in order, and hands the result to its children.

/// What the whole target pass shares: the update's transaction, how an unanimated relayout moves
/// frames, and the views removed in this update.
struct TargetWalk {
    let transaction: Transaction?
    let relayout: ViewGraph.UnanimatedRelayout
    /// Views removed in this update (their whole subtree is walked).
    let removedNow: Set<ObjectIdentifier>
}

/// What a node inherits from its ancestors in the target pass.
struct TargetInheritance {
    /// The animation new targets take (an `.animation(_:value:)` above may have replaced the update's).
    var animation: Animation?
    /// The running position motions of the layout ancestors and offsets above (`PositionLag`).
    var lag = PositionLag()
    /// Inside a view removed in this update whose lag has not been countered yet.
    var leaving = false
    /// Drawn inside something whose position is animating (before this pass's new targets).
    var inMotion = false
    /// What a resize's re-layout moved the layout ancestors by at once (`ResizeJump`).
    var jump = Point.zero
    /// Every node below gets its targets, not only the changed ones (a resize, a removed subtree).
    var full: Bool
}

extension ViewGraph {
    /// Applies the policies to `node` and walks on to its children that need it.
    func applyTargets(_ node: Node, _ inherited: TargetInheritance, _ walk: TargetWalk) {
        let own = inherited.full || node.targetsDirty
        node.targetsDirty = false
        node.subtreeTargetsDirty = false
        var here = inherited
        // A view scaling or growing in place (a dot's pulse) is not travelling: its layout jumps with its
        // neighbours' and the pulse goes on about its new place.
        here.inMotion = inherited.inMotion || (walk.relayout == .retarget && node.isTravelling(at: time))
        var resizeJump = ResizeJump(node, inherited: inherited.jump, at: time, active: walk.relayout == .retarget)
        if own && !node.isRemoving && !node.leavesLayout { resizeJump.absorbIfTravelling(node, at: time) }
        here.leaving = inherited.leaving || walk.removedNow.contains(ObjectIdentifier(node))
        var countered = counterLeavingLag(node, &here)
        if case .modified(.animation(let a, _)) = node.kind, node.animationTriggered {
            here.animation = effective(a)
            node.animationTriggered = false
        }
        if own && node.laidOut && !node.isRemoving && !node.leavesLayout {
            if applyFrameTarget(node, here, walk.relayout) { countered = true }
        }
        applyValueTargets(node, own: own, here, walk)
        resizeJump.noteOwnMove(node, at: time)
        here.lag = lagForChildren(of: node, inherited: here.lag, countered: countered)
        here.jump = resizeJump.forChildren(of: node, at: time)
        node.isNew = false
        for c in node.children where inherited.full || c.targetsDirty || c.subtreeTargetsDirty {
            var child = here
            child.full = inherited.full || walk.removedNow.contains(ObjectIdentifier(c))
            applyTargets(c, child, walk)
        }
    }

    /// **Leaving views stay where they were.** The first drawn node of a view removed in this update
    /// counters what its ancestors start moving now (the fresh part of `lag`), so it fades out where it
    /// was drawn rather than riding along; below it nothing is leaving any more. Returns true when it
    /// countered (its children then inherit no lag).
    private func counterLeavingLag(_ node: Node, _ here: inout TargetInheritance) -> Bool {
        guard here.leaving && node.laidOut && !node.isTransparent else { return false }
        let fresh = here.lag.started(at: time)
        if !fresh.isEmpty {
            let jump = fresh.startOffset
            node.animatedFrame.shift(by: Rect(x: jump.x, y: jump.y, width: 0, height: 0))
            node.animatedFrame.counter(fresh, at: time)
        }
        here.leaving = false
        return true
    }

    /// **The frame policy.** A node laid out for the first time takes its frame at once and counters its
    /// ancestors' lag (it appears at its own place on screen and holds still while they move). A changed
    /// frame of a new node jumps; with an animation it moves on it; without one the relayout says how:
    /// `.jump` sets it, `.retarget` (a resize) eases a view at rest inside something in flight on
    /// `resizeSettle` and retargets a moving one no softer than that, `.keepMotions` shifts running
    /// motions to the new place. Returns true when the node countered the lag.
    private func applyFrameTarget(_ node: Node, _ here: TargetInheritance, _ relayout: UnanimatedRelayout) -> Bool {
        if !node.hasFrame {
            node.animatedFrame.reset(to: node.frame)
            node.hasFrame = true
            guard !node.isTransparent else { return false }
            node.animatedFrame.counter(here.lag, at: time)
            return true
        }
        guard node.animatedFrame.target != node.frame else { return false }
        if node.isNew || here.animation != nil {
            move(&node.animatedFrame, to: node.frame, animation: node.isNew ? nil : here.animation)
            return false
        }
        switch PlantedFaults.resizeSnaps ? .jump : relayout {
        case .jump: node.animatedFrame.set(node.frame, animation: nil, at: time)
        case .retarget where !node.animatedFrame.isAnimating(at: time) && here.inMotion:
            // At rest itself but carried by something in flight: a jump would show, so the new window's
            // layout eases in (`resizeSettle`) under the running motion.
            node.animatedFrame.set(node.frame, animation: Self.resizeSettle, at: time)
        case .retarget: node.animatedFrame.retarget(node.frame, at: time, softest: Self.resizeSettle)
        case .keepMotions: node.animatedFrame.shift(to: node.frame, at: time)
        }
        return false
    }

    /// **Values animate like frames.** A changed modifier value, label size, shape outline or fill colour
    /// takes the inherited animation (a new node's jumps); a drag's release velocity carries into the
    /// spring that settles an offset; a scroll view keeps its offset within its content (every time it
    /// is walked, changed or not: `keepScrollInRange`). The drawn label size, outline morph and fill
    /// colour are kept only once they changed, so a view at rest draws its kind's values.
    private func applyValueTargets(_ node: Node, own: Bool, _ here: TargetInheritance, _ walk: TargetWalk) {
        let animation = here.animation
        if own, case .modified(let m) = node.kind {
            applyModifierTargets(node, m, node.isNew ? nil : animation)
            if case .offset = m, let v = walk.transaction?.velocity, let a = animation, a.isSpring, !node.isNew, !reduceMotion {
                node.animatedOffset.addVelocity(SIMD4(v.x, v.y, 0, 0), spring: a, at: time)
            }
        }
        if case .scroll = node.kind, node.laidOut, pointer.scrollNode !== node {
            keepScrollInRange(node, animation: node.isNew ? nil : animation, relayout: walk.relayout, inMotion: here.inMotion)
        }
        guard own else { return }
        if case .leaf(.text(let spec)) = node.kind {
            let size = (spec.font ?? node.environment.font).size
            if node.isNew { if node.animatedFontSize != nil { node.animatedFontSize = nil } } else if node.animatedFontSize != nil { node.animatedFontSize!.set(size, animation: animation, at: time) }
        }
        if let motion = node.contentMotion, motion.progress.target == 0 {
            if node.isNew || animation == nil { node.contentMotion = nil } else { node.contentMotion!.progress.set(1, animation: animation, at: time) }
        }
        if let fill = node.kind.fillColor {
            // In the colour scheme's values, so a blend runs between the colours drawn at its ends.
            let drawn = fill.resolved(in: node.environment.colorScheme)
            if node.isNew { if node.animatedColor != nil { node.animatedColor = nil } } else if node.animatedColor != nil { node.animatedColor!.set(drawn, animation: animation, at: time) }
        }
    }

    /// **The lag children inherit**: none below a node that countered it; otherwise the inherited lag
    /// plus the node's own running frame motion (a laid-out, drawn node) and its running offset.
    private func lagForChildren(of node: Node, inherited: PositionLag, countered: Bool) -> PositionLag {
        var lag = inherited
        if countered {
            lag = PositionLag()
        } else if node.laidOut && !node.isTransparent && node.animatedFrame.isAnimating(at: time) {
            lag = lag + node.animatedFrame.positionLag(at: time)
        }
        if case .modified(.offset) = node.kind, node.animatedOffset.isAnimating(at: time) {
            lag = lag + node.animatedOffset.positionLag(at: time)
        }
        return lag
    }
}
