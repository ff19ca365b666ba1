import Geometry

/// One identified view's place in the nearest identified view around it, as drawn and as laid out,
/// for `hero explore`'s `slot` check (window points).
public struct SlotProbe: Sendable {
    /// The view's identifier or matched id.
    public var id: String
    /// The identifier or matched id of the view around it.
    public var parent: String
    /// Which view this is (stable while it lives), as `TraceElement.drawnBy` counts identities.
    public var view: UInt
    /// How far the view is drawn from the place its layout gives it inside the view around it: the
    /// larger of the x and y differences between its drawn and its laid-out offset from that view.
    public var deviation: Double
    /// True when the view may be drawn away from that place now, by design: something between the two
    /// (the view included, the one around it not) is offset, scaled, in a transition, leaving, scrolling
    /// or easing its own frame, or the view draws another view's geometry (a matched follower).
    public var free: Bool
}

extension ViewGraph {
    /// Every identified view drawn now, with its place in the nearest identified view around it
    /// (`SlotProbe`). A view is held to its slot unless `free`: a matched flight is not free, since
    /// it must come home to its slot, never drift away from it.
    public func slotProbes() -> [SlotProbe] {
        var out: [SlotProbe] = []
        func visit(_ node: Node, _ around: (node: Node, id: String)?, _ free: Bool) {
            var free = free || Self.movesOnItsOwn(node, at: time)
            var around = around
            if let id = node.elementID, node.lastOpacity > 0.0005, let drawn = node.lastPresented {
                if let (a, parentID) = around, let aDrawn = a.lastPresented {
                    // In the view around it's own points: a scale or flight that draws that view larger or
                    // smaller scales the place of everything inside it alike.
                    let laid = layoutFrame(node), aLaid = layoutFrame(a)
                    let sx = aLaid.width > 0 && aDrawn.width > 0 ? aDrawn.width / aLaid.width : 1
                    let sy = aLaid.height > 0 && aDrawn.height > 0 ? aDrawn.height / aLaid.height : 1
                    let dx = (drawn.minX - aDrawn.minX) / sx - (laid.minX - aLaid.minX)
                    let dy = (drawn.minY - aDrawn.minY) / sy - (laid.minY - aLaid.minY)
                    out.append(SlotProbe(id: id, parent: parentID, view: UInt(bitPattern: ObjectIdentifier(node).hashValue),
                                         deviation: max(abs(dx), abs(dy)), free: free))
                }
                around = (node, id)
                free = false
            }
            for c in node.children { visit(c, around, free) }
        }
        visit(root, nil, false)
        return out
    }

    /// True when `node` may move inside the view around it on its own: an offset or a scale (animating
    /// or not at rest), a transition, leaving, a scroll in motion, its own frame easing, or a matched
    /// view drawn at another view's geometry.
    static func movesOnItsOwn(_ node: Node, at time: Double) -> Bool {
        if node.isGoingAway || node.isInserting || node.isRemoving { return true }
        if node.animatedFrame.isAnimating(at: time) || node.animatedOffset.isAnimating(at: time) || node.animatedScale.isAnimating(at: time) {
            return true
        }
        if node.animatedOffset.presented(at: time) != .zero { return true }
        let k = node.animatedScale.presented(at: time)
        if k.x != 1 || k.y != 1 { return true }
        if case .scroll = node.kind, node.scrollOffset.isAnimating(at: time) { return true }
        if node.leader != nil { return true }
        if case .modified(.matched(let spec)) = node.kind, !spec.isSource { return true }
        return false
    }
}
