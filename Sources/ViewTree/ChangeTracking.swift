import Geometry
import Motion

/// What changed since the last frame, kept as it happens so that a frame's work follows the change
/// rather than the size of the tree.
///
/// Every write to a node's animated values, transition flags, flight, kind, children or environment
/// goes through a property observer (Node) that reports here:
/// - `motionCandidates` holds every node that was animating when one of its animated values was last
///   written. A value only starts moving when written, so every node animating now is in it (it may hold
///   some that have since settled; `pruneMotions()` drops them).
/// - `transitioning` holds exactly the attached nodes being inserted or removed, `flying` those with a
///   matched flight, `matchedSet` those that are matched-geometry modifiers.
/// - `invalidated` lists the nodes whose `@State` changed since the last update (their bodies are
///   evaluated again, top down).
/// - A node whose drawing may have changed is marked with its ancestors (`presentDirty`): the next
///   presentation draws that path again and copies what every clean subtree drew last time
///   (Presentation, `PresentRecord`).
extension ViewGraph {
    /// Drops the motion candidates that no longer animate at the graph's time (or were detached).
    func pruneMotions() {
        guard !tracked.motionCandidates.isEmpty else { return }
        tracked.motionCandidates = tracked.motionCandidates.filter { $0.value.host === self && $0.value.isAnimating(at: time) }
    }

    /// The nodes animating at the graph's time.
    func animatingNodes() -> [Node] {
        pruneMotions()
        return Array(tracked.motionCandidates.values)
    }

    func noteTransition(_ node: Node) {
        let id = ObjectIdentifier(node)
        if node.isInserting || node.isRemoving { tracked.transitioning[id] = node } else { tracked.transitioning[id] = nil }
        noteRedraw(node)
    }

    func noteFlight(_ node: Node) {
        tracked.flying[ObjectIdentifier(node)] = node.flight == nil ? nil : node
    }

    /// The drawing of `node` may have changed: it and its ancestors are drawn again next time.
    /// Each ancestor that keeps its children's spans learns which child leads to the change. The walk
    /// stops where an earlier walk since the last recording pass went up (`redrawWalked`): from there
    /// on it would mark what is marked already.
    func noteRedraw(_ node: Node) {
        presentMemo.presentationStale = true
        node.presentSelfDirty = true
        node.presentDirty = true
        var child = node
        while let p = child.parent {
            // Past `redrawWalkLimit` nodes a walk goes on up as if none were noted (a tree's first
            // frame walks every node: the set would keep memory for each).
            let id = ObjectIdentifier(child)
            if presentMemo.redrawWalked.count < Self.redrawWalkLimit {
                if !presentMemo.redrawWalked.insert(id).inserted { break }
            } else if presentMemo.redrawWalked.contains(id) {
                break
            }
            p.presentRecord?.spans?.noteDirty(child)
            p.presentDirty = true
            child = p
        }
    }

    /// How many nodes `redrawWalked` holds at most.
    static let redrawWalkLimit = 1024

    /// Empties `redrawWalked`, keeping its storage (at most `redrawWalkLimit` entries).
    func forgetRedrawWalks() { presentMemo.redrawWalked.removeAll(keepingCapacity: true) }

    /// Forgets a detached node in every set.
    func forget(_ node: Node) {
        let id = ObjectIdentifier(node)
        // Most of these are empty when a lazy row's many nodes go: no hashing for those.
        if !tracked.motionCandidates.isEmpty { tracked.motionCandidates[id] = nil }
        if !tracked.transitioning.isEmpty { tracked.transitioning[id] = nil }
        if !tracked.flying.isEmpty { tracked.flying[id] = nil }
        if !tracked.matchedSet.isEmpty, tracked.matchedSet.removeValue(forKey: id) != nil { tracked.matchedOrder = nil }
        if !tracked.backdrops.isEmpty { tracked.backdrops[id] = nil }
        if !lazy.states.isEmpty { lazy.states[id] = nil }
        // A node made later at the same address must not pass for one a walk went up from.
        if !presentMemo.redrawWalked.isEmpty { presentMemo.redrawWalked.remove(id) }
    }

    /// Nodes sorted so that every node comes after its ancestors (by depth).
    static func topDown(_ nodes: [Node]) -> [Node] {
        nodes.map { n -> (Int, Node) in
            var depth = 0
            var p = n.parent
            while let c = p { depth += 1; p = c.parent }
            return (depth, n)
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }
}

extension Node {
    /// An animated value of this node was written.
    func noteMotion() {
        guard let host else { return }
        if isAnimating(at: host.time) { host.tracked.motionCandidates[ObjectIdentifier(self)] = self }
        host.noteRedraw(self)
    }

    /// A label's font size changes from `was` to `now`: the size drawn so far is kept as an animated
    /// value (applyTargets moves it to the new size), unless one is kept already.
    func keepDrawnFontSize(_ was: Double, now: Double) {
        guard host != nil, was != now, storedExtras?.animatedFontSize == nil else { return }
        animatedFontSize = AnimatedValue(was)
    }

    /// A custom shape's animatable data changes: the outline drawn so far (mid-morph, the presented mix)
    /// is where the next morph starts; applyTargets animates it to the new data, or drops it.
    func keepDrawnOutline(_ was: AnimatableOutline, now: AnimatableOutline) {
        guard let host, !now.same(was.data, now.data) else { return }
        let running = storedExtras?.contentMotion.flatMap { $0.progress.isAnimating(at: host.time) ? $0 : nil }
        contentMotion = ContentMotion(from: running?.presented(at: host.time) ?? was.data, to: now.data,
                                      progress: AnimatedValue(0.0), mix: now.mix)
    }

    func noteKindChanged(from old: Kind) {
        guard let host, !kind.drawsSame(as: old) else { return }
        // A shape's fill and a label's font size animate from what was drawn: kept from their first change.
        if storedExtras?.animatedColor == nil, let was = old.fillColor, let now = kind.fillColor, was != now {
            animatedColor = AnimatedValue(was.resolved(in: environment.colorScheme))
        }
        if case .leaf(.path(let a)) = old, case .leaf(.path(let b)) = kind, let was = a.outline, let now = b.outline {
            keepDrawnOutline(was, now: now)
        }
        if case .leaf(.text(let a)) = old, case .leaf(.text(let b)) = kind {
            keepDrawnFontSize((a.font ?? environment.font).size, now: (b.font ?? environment.font).size)
            keepRollingText(a.string, now: b.string)
        }
        let wasMatched: Bool = if case .modified(.matched) = old { true } else { false }
        let isMatched: Bool = if case .modified(.matched) = kind { true } else { false }
        if wasMatched || isMatched {
            host.tracked.matchedSet[ObjectIdentifier(self)] = isMatched ? self : nil
            host.tracked.matchedOrder = nil
        }
        let wasBackdrop: Bool = if case .modified(.backdropBlur) = old { true } else { false }
        let isBackdrop: Bool = if case .modified(.backdropBlur) = kind { true } else { false }
        if wasBackdrop || isBackdrop { host.tracked.backdrops[ObjectIdentifier(self)] = isBackdrop ? self : nil }
        host.noteRedraw(self)
    }
}

extension Node {
    /// This node needs its targets applied; its ancestors lead the next `applyTargets` to it.
    func markTargetsDirty() {
        targetsDirty = true
        var p = parent
        while let c = p, !c.subtreeTargetsDirty {
            c.subtreeTargetsDirty = true
            p = c.parent
        }
    }
}

extension Node.Kind {
    /// True when a node of this kind draws what one of `other` drew, given the same children, frames
    /// and environment. Conservative: false where unsure (leaves and modifiers, whose values hold
    /// colours, strings and closures, are always taken as changed).
    func drawsSame(as other: Node.Kind) -> Bool {
        switch (self, other) {
        case (.composite, .composite), (.empty, .empty), (.group, .group): return true
        case (.conditional(let a), .conditional(let b)): return a == b
        case (.identified(let a), .identified(let b)): return a == b
        case (.stack, .stack), (.grid, .grid): return layoutEquals(other)
        default: return false
        }
    }
}
