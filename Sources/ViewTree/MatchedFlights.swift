import Foundation
import Geometry
import Motion

/// Matched geometry at run time. After each structural update, every inserted view with a matched id
/// looks for a partner with the same namespace and id that was removed in the same update (or, when
/// none was, a visible source): it then flies, as an absolute-frame animation in the update's
/// transaction, from where the partner was last drawn to its own layout frame, and the removed partner
/// follows it until its removal ends. A flight redirected mid-way starts from where the view is on screen.
extension ViewGraph {
    struct MatchKey: Hashable {
        var namespace: Namespace.ID
        var id: AnyHashable
    }

    /// The matched modifier node of `node`'s modifier chain (the node itself when it is one).
    static func matchedSpec(_ node: Node) -> MatchedSpec? {
        if case .modified(.matched(let spec)) = node.kind { return spec }
        return nil
    }

    /// Every matched node, in tree order.
    /// True while another view with the matched id of `node` (the first along its modifier chain) is
    /// being removed: the two must not show at once.
    func matchedPartnerIsLeaving(_ node: Node) -> Bool {
        var n: Node? = node
        while let c = n, Self.matchedSpec(c) == nil {
            n = c.contentChild ?? (c.children.count == 1 ? c.children[0] : nil)
        }
        guard let own = n, let spec = Self.matchedSpec(own) else { return false }
        return matchedNodes().contains { $0.0 !== own && $0.0.isGoingAway && $0.1.key == spec.key && $0.1.namespace == spec.namespace }
    }

    /// Every matched node, in tree order. Kept between structural changes; found again (one walk)
    /// only after a matched node came, went, or the tree's order changed.
    func matchedNodes() -> [(Node, MatchedSpec)] {
        guard !tracked.matchedSet.isEmpty else { return [] }
        if let order = tracked.matchedOrder { return order }
        var out: [(Node, MatchedSpec)] = []
        root.walk { n in if let s = Self.matchedSpec(n) { out.append((n, s)) } }
        tracked.matchedOrder = out
        return out
    }

    /// Where `node` is drawn at the graph's time (window points), from its and its ancestors' presented
    /// frames, offsets and scroll offsets; nil under a scale effect or a flight (then the frame it was
    /// last drawn at stands in). A follower reads it so that it does not trail its leader by a frame
    /// when it happens to be drawn before it.
    func presentedFrame(_ node: Node) -> Rect? {
        var r = node.animatedFrame.presented(at: time)
        var p = node.parent
        while let c = p {
            switch c.kind {
            case .group, .conditional, .identified, .composite, .empty: break
            case .modified(.scale): return nil
            case .modified(.matched) where c.flight != nil: return nil
            default: r.origin = r.origin + c.animatedFrame.presented(at: time).origin
            }
            if case .modified(.offset) = c.kind { r.origin = r.origin + c.animatedOffset.presented(at: time) }
            if case .scroll = c.kind { r.origin = r.origin - c.scrollVector(c.scrollOffset.presented(at: time)) }
            p = c.parent
        }
        return r
    }

    /// The node's absolute layout frame (window points), ignoring running animations, with every scroll
    /// view above it at the offset it is heading to.
    func layoutFrame(_ node: Node) -> Rect {
        var r = node.frame
        var p = node.parent
        while let c = p {
            switch c.kind {
            case .group, .conditional, .identified, .composite, .empty: break
            default: r.origin = r.origin + c.frame.origin
            }
            if case .modified(.offset(let x, let y)) = c.kind { r.origin = r.origin + Point(x: x, y: y) }
            // Inside a scroll view: where the content comes to rest once the scroll does.
            if case .scroll = c.kind { r.origin = r.origin - c.scrollVector(c.scrollOffset.target) }
            p = c.parent
        }
        return r
    }

    func startFlights() {
        let all = matchedNodes()
        guard !all.isEmpty else { return }
        let insertedSet = Self.subtreeIDs(pass.insertedThisUpdate)
        let removedSet = Self.subtreeIDs(pass.removedThisUpdate)
        var removedByKey: [MatchKey: Node] = [:]
        for (n, s) in all where removedSet.contains(ObjectIdentifier(n)) {
            removedByKey[MatchKey(namespace: s.namespace, id: s.key)] = n
        }
        // A view that stays while its matched id changes (a detail that now shows another item) is, for
        // its old id, the removed partner an inserted view flies from, and for its new id an inserted
        // view: it flies from its new partner's frame. It follows no one: it is not leaving.
        var renamed = Set<ObjectIdentifier>()
        for (n, s) in all where !insertedSet.contains(ObjectIdentifier(n)) && !n.isGoingAway {
            let key = MatchKey(namespace: s.namespace, id: s.key)
            guard let old = n.lastMatchedKey, old != key else { continue }
            renamed.insert(ObjectIdentifier(n))
            if removedByKey[old] == nil { removedByKey[old] = n }
        }
        // A follower (`isSource: false`) whose id changed in an animated transaction moves to its new
        // source's frame on that animation, from where it was drawn: SwiftUI's sliding selection
        // indicator. Without an animation it takes the new frame at once.
        for (n, s) in all where renamed.contains(ObjectIdentifier(n)) && !s.isSource {
            guard let from = n.lastPresented, let source = source(of: s), let animation = currentAnimation(for: n) else { continue }
            startFlight(n, from: from, to: layoutFrame(source), animation: animation)
            n.flightFadesIn = false
            n.flightHeldUntilRemoved = false
        }
        // For an old id of a renamed view: the view that now carries it.
        var handedOver: [MatchKey: (from: Node, to: Node)] = [:]
        for (n, s) in all where (insertedSet.contains(ObjectIdentifier(n)) || renamed.contains(ObjectIdentifier(n))) && s.isSource {
            let key = MatchKey(namespace: s.namespace, id: s.key)
            guard let partner = removedByKey[key], partner !== n, let from = seenFrame(partner),
                  let animation = currentAnimation(for: n) else { continue }
            let to = layoutFrame(n)
            if reduceMotion {
                startReducedFlight(n, partner: partner, from: from, to: to, partnerStays: renamed.contains(ObjectIdentifier(partner)))
                if renamed.contains(ObjectIdentifier(partner)) { handedOver[key] = (partner, n) }
                continue
            }
            startFlight(n, from: from, to: to, animation: animation)
            n.flightFadesIn = false
            n.flightHeldUntilRemoved = false
            if renamed.contains(ObjectIdentifier(partner)) { handedOver[key] = (partner, n) } else { partner.leader = n }
        }
        // Views still leaving under an old id follow the view that carries that id now, not the renamed one.
        for (n, s) in all where n.isGoingAway {
            if let h = handedOver[MatchKey(namespace: s.namespace, id: s.key)], n.leader === h.from { n.leader = h.to }
        }
        for (n, s) in all { n.lastMatchedKey = MatchKey(namespace: s.namespace, id: s.key) }
        warnAboutRepeatedSources(all)
    }

    /// Every node in the subtrees of `nodes`.
    private static func subtreeIDs(_ nodes: [Node]) -> Set<ObjectIdentifier> {
        var ids = Set<ObjectIdentifier>()
        for n in nodes { n.walk { ids.insert(ObjectIdentifier($0)) } }
        return ids
    }

    /// Two visible sources for one id: said once per graph; the first in tree order wins.
    private func warnAboutRepeatedSources(_ all: [(Node, MatchedSpec)]) {
        var seen: [MatchKey: Node] = [:]
        for (n, s) in all where s.isSource && !n.isGoingAway {
            let key = MatchKey(namespace: s.namespace, id: s.key)
            if seen[key] != nil {
                let message = "matchedGeometryEffect: more than one source for id '\(s.id)' in namespace '\(s.namespace.name)'; the first in the tree is used"
                if checks.diagnostics.insert(message).inserted { printDiagnostic(message) }
            } else {
                seen[key] = n
            }
        }
    }

    /// After a layout pass: a flight whose view's layout frame moved under it (a resize, a new
    /// configuration) goes on from where it is to the new frame on its own animation, without a jump.
    /// Done here rather than when the view is drawn, because a view hidden during its flight (an
    /// invisible-until-end thumbnail that a leaving partner follows) is not drawn.
    ///
    /// `keepingMotions`: the pass was driven by a transition's progress, a scroll or a flight (the
    /// layout frame may move a little every frame, following another animation). A flight on a curve
    /// then goes to its new target on the same curve over the time it has left, so it still lands when
    /// it would have: a curve started afresh at every frame stacks one full-length motion per frame,
    /// and under slow motion's 4 s curve a modal whose size follows its insertion's progress went on
    /// "moving" 4 s after it came to rest. (A spring merges its motions into one: nothing stacks.)
    ///
    /// `settling`: the pass followed a resize: a spring flight whose target moved settles there on
    /// `resizeSettle`, from where it is drawn (`AnimatedValue.settle`), with no bounce past it, and
    /// settles so at every later move of its target until it lands.
    ///
    /// `carriedBy`: the animation of the state change that laid the tree out (nil when none, or when
    /// the pass followed a resize). A flight whose target that change moved takes the move on that
    /// animation, added to the rest of its own way, as SwiftUI adds a transaction's change to a value
    /// still animating: it moves with its container (a card's title flying home as the header above
    /// pushes the card down) and its own remaining offset decays as before.
    func retargetFlights(keepingMotions: Bool = false, snapping: Bool = false, settling: Bool = false, carriedBy: Animation? = nil) {
        for node in Array(tracked.flying.values) where node.host === self {
            guard var flight = node.flight, var animation = node.flightAnimation else { continue }
            animation.initialVelocity = 0  // given when it started: a moved target does not kick it again
            let newTarget = flightSpace(flightTarget(node), of: node, presented: false)
            guard flight.target != newTarget else { continue }
            if let carrier = carriedBy, !keepingMotions, !snapping, !node.flightFadesIn, !PlantedFaults.flightsLeaveSlot {
                flight.set(newTarget, animation: carrier, at: time)
                node.flight = flight
                continue
            }
            // Nine tenths of the way home (or within a point) when its layout moved under it on another
            // animation (a state change carries its container slowly): it lands now and the rest of its
            // way becomes a motion of its own frame inside its container, so it moves with its slot
            // rather than fly off alone to the layout's final frame, leaving the slot empty over a
            // neighbour.
            // (Not while a leaving partner still follows the flight: it draws the flight's frame.)
            if !keepingMotions, !snapping, !PlantedFaults.flightsLeaveSlot, !isFollower(node), let now = flightFrame(node), let landing = flightLanding(node),
               Self.isAlmostHome(now, landing: landing, from: node.flightOrigin?.frame),
               !matchedPartnerIsLeaving(node), let drawn = presentedFrame(node), !drawn.isClose(to: flightTarget(node), within: 0.5) {
                node.flight = nil
                node.animatedFrame.shift(by: Rect(x: now.minX - drawn.minX, y: now.minY - drawn.minY,
                                                  width: now.width - drawn.width, height: now.height - drawn.height))
                node.animatedFrame.set(node.frame, animation: Self.layoutChase, at: time)
                continue
            }
            // The planted `resize-snap` fault: a resize lands every flight at its new target at once.
            if snapping {
                flight.set(newTarget, animation: nil, at: time)
                node.flight = flight
                continue
            }
            if keepingMotions, case .curve(let curve, _) = animation.kind, animation.repeatCount == nil {
                guard let end = flight.endTime, end > time + 1e-6 else {
                    // Landed (it is dropped at the end of this update): it follows its layout frame.
                    flight.set(newTarget, animation: nil, at: time)
                    node.flight = flight
                    continue
                }
                animation.delay = 0
                animation.kind = .curve(curve, duration: (end - time) * animation.speed)
            }
            // A reduced-motion flight whose destination moves (a row pushed down while it lands)
            // follows it a tenth of the way, as every other move is (`move(_:to:animation:)`). A
            // flight keeps the mode it started in: one that started in full motion goes on from where
            // it is drawn when reduced motion is switched on mid-way (cutting it would jump it).
            if node.flightFadesIn {
                cutReduced(&flight, to: newTarget, animation: animation)
            } else if (settling && animation.isSpring) || animation == Self.resizeSettle {
                // A resize moved the target: a spring flight settles there rather than carry its
                // speed and bounce past a window that may now be 200 pt wide, and goes on settling
                // when its target moves again (a modal whose size follows its insertion's progress).
                flight.settle(to: newTarget, spring: Self.resizeSettle, at: time)
                node.flightAnimation = Self.resizeSettle
            } else {
                flight.set(newTarget, animation: animation, at: time)
            }
            node.flight = flight
        }
    }

    /// The visible source a follower (`isSource: false`) with `spec` takes its geometry from.
    func source(of spec: MatchedSpec) -> Node? {
        let key = MatchKey(namespace: spec.namespace, id: spec.key)
        return matchedNodes().first { $0.1.isSource && !$0.0.isGoingAway && MatchKey(namespace: $0.1.namespace, id: $0.1.key) == key }?.0
    }

    /// True for a matched node that is not a source.
    func isFollower(_ node: Node) -> Bool { Self.matchedSpec(node).map { !$0.isSource } ?? false }

    /// Where a flight of `node` lands: its own layout frame, or for a follower its source's.
    func flightTarget(_ node: Node) -> Rect {
        if let spec = Self.matchedSpec(node), !spec.isSource, let source = source(of: spec) { return layoutFrame(source) }
        return layoutFrame(node)
    }

    /// Where a flight of `node` would land as drawn now: its own presented frame, or for a follower its
    /// source's.
    func presentedLandingFrame(_ node: Node) -> Rect? {
        if let spec = Self.matchedSpec(node), !spec.isSource, let source = source(of: spec) { return presentedFrame(source) }
        return presentedFrame(node)
    }

    /// How the last tenth of a flight handed over to its view's own frame (`retargetFlights`) comes
    /// home: a stiff, critically damped spring.
    static let layoutChase = Animation.spring(response: 0.2, dampingFraction: 1)

    /// True when a flight drawn at `now` has covered nine tenths of its way from `origin` to `landing`,
    /// or is within a point of it (window points).
    static func isAlmostHome(_ now: Rect, landing: Rect, from origin: Rect?) -> Bool {
        func apart(_ a: Rect, _ b: Rect) -> Double {
            max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
        }
        let left = apart(now, landing)
        return left <= max(1, 0.1 * (origin.map { apart($0, landing) } ?? 0))
    }

    /// Where a matched modifier's content is drawn, relative to the modifier's own presented origin
    /// (points): the modifier's own rect (origin zero), or its single content child's presented rect
    /// when that child fills it (laid out at the modifier's size, at its origin) but is presented
    /// elsewhere or at another size while its own motion settles (a resize's settle moves the
    /// content from where it was while the modifier already stands at its new frame).
    static func filledRect(of node: Node, rect: Rect, at time: Double) -> Rect {
        let own = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
        guard case .modified(.matched) = node.kind, let child = node.contentChild, child.laidOut,
              child.frame.origin == .zero, child.frame.size == node.frame.size else { return own }
        let drawn = child.animatedFrame.presented(at: time)
        return drawn.width > 0 && drawn.height > 0 ? drawn : own
    }

    /// Where `node` was last seen (window points): where its content was drawn. For a matched modifier
    /// whose content still eases on its own (`filledRect`), that content's rect, not the modifier's: a
    /// flight taking over from it starts where the eye sees it (a detail's colour 864 pt tall on
    /// screen flew home from 601; a header still easing down from above the window flew from its
    /// new frame).
    func seenFrame(_ node: Node) -> Rect? {
        guard let drawn = node.lastPresented else { return nil }
        guard Self.matchedSpec(node) != nil else { return drawn }
        let rect = node.animatedFrame.presented(at: time)
        let filled = Self.filledRect(of: node, rect: rect, at: time)
        guard filled != Rect(x: 0, y: 0, width: rect.width, height: rect.height), rect.width > 0, rect.height > 0 else { return drawn }
        let sx = drawn.width / rect.width, sy = drawn.height / rect.height
        return Rect(x: drawn.minX + filled.minX * sx, y: drawn.minY + filled.minY * sy, width: filled.width * sx, height: filled.height * sy)
    }

    /// Where a matched node is drawn instead of its layout frame: along its flight, at its leader's
    /// frame while it is removed, or at its source's frame when it is not a source itself.
    /// `layoutFrame` is where its content would be drawn without the match (window points): matched by
    /// position, that content, not the modifier around it, is centred on the partner's centre.
    func matchedFrame(for node: Node, layoutFrame: Rect) -> Rect? {
        guard let spec = Self.matchedSpec(node) else { return nil }
        var target: Rect?
        if node.leader != nil, node.isGoingAway {
            // A leaving view follows its leader, and the leader's leader when that left too.
            var leader = node.leader
            var hops = 0
            while let l = leader, l.isGoingAway, let next = l.leader, hops < 16 { leader = next; hops += 1 }
            if let l = leader { target = flightFrame(l) ?? presentedFrame(l) ?? l.lastPresented }
        } else if let held = node.heldFrame, node.isGoingAway {
            // Its leader left the tree before it, following no one: it stays where it was drawn.
            target = held
        } else if let flight = flightFrame(node) {
            target = flight
        } else if !spec.isSource, let source = source(of: spec) {
            // Where the source is at this moment (from the animation state, not from where it was drawn
            // last: a follower drawn before its source would trail it by a frame, and on the first
            // frame would have nothing to follow).
            target = presentedFrame(source) ?? source.lastPresented
        }
        guard let t = target else { return nil }
        switch spec.properties {
        case .frame: return t
        case .position: return Rect(center: t.center, size: layoutFrame.size)
        case .size: return Rect(center: layoutFrame.center, size: t.size)
        }
    }

    /// `leaving` (a removed view whose removal ended) is about to leave the tree. A view still leaving
    /// that follows it, or a matched view inside it, follows what that one followed instead (the next
    /// leader along the chain still in the tree); when the chain ends there, it stays where it was
    /// last drawn (`heldFrame`). So a follower whose removal outlasts its leader's (a list card fading
    /// out on a long spring behind a grid card that a detail replaced quickly) never falls back to its
    /// own layout frame, far from the view that now carries its id.
    func handOverFollowers(of leaving: Node) {
        guard !tracked.matchedSet.isEmpty else { return }
        var gone = Set<ObjectIdentifier>()
        leaving.walk { if Self.matchedSpec($0) != nil { gone.insert(ObjectIdentifier($0)) } }
        guard !gone.isEmpty else { return }
        for (n, _) in matchedNodes() where !gone.contains(ObjectIdentifier(n)) {
            guard let l = n.leader, gone.contains(ObjectIdentifier(l)) else { continue }
            // Following a view that fades out in place (reduced motion), it fades out there too.
            let fading = isCrossfading(n)
            var next: Node? = l
            var hops = 0
            while let c = next, gone.contains(ObjectIdentifier(c)), hops < 16 { next = c.leader; hops += 1 }
            if let next, !gone.contains(ObjectIdentifier(next)) {
                n.leader = next
            } else {
                n.leader = nil
                n.heldFrame = n.lastPresented
                if fading { n.flightHeldUntilRemoved = true }
            }
        }
    }

    func printDiagnostic(_ message: String) {
        StandardStreams.error("hero: warning: \(message)\n")
    }
}
