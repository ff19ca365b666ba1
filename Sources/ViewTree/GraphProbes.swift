import Geometry

/// Questions an outside checker (`hero explore`) asks the graph about the frame it just drew. None of
/// them changes the graph's state beyond what drawing it changes.
extension ViewGraph {
    /// The identifiers and matched ids of the views whose geometry is animating now: the view itself,
    /// or a view it is drawn inside, has a frame, offset, scale or flight animation in progress, or a
    /// transition that moves or scales it (a fade alone moves nothing; a scroll moves content along its
    /// axis only, which a new window size does not disturb).
    public func elementsInMotion() -> Set<String> {
        var out: Set<String> = []
        func visit(_ node: Node, _ moving: Bool) {
            let moving = moving || node.isMoving(at: time)
            if moving, let name = node.elementID { out.insert(name) }
            for c in node.children { visit(c, moving) }
        }
        visit(root, false)
        return out
    }

    /// The views drawn inside something travelling at `when` (default: now; `isTravelling`), as
    /// `TraceElement.drawnBy` identifies them: two views shown under one identifier (one leaving, one
    /// arriving) are each judged by their own motion. A view only scaling in place (a pulse) is carried by its layout.
    public func drawersInMotion(at when: Double? = nil) -> Set<UInt> {
        let time = when ?? self.time
        var out: Set<UInt> = []
        func visit(_ node: Node, _ moving: Bool) {
            let moving = moving || node.isTravelling(at: time)
            if moving { out.insert(UInt(bitPattern: ObjectIdentifier(node).hashValue)) }
            for c in node.children { visit(c, moving) }
        }
        visit(root, false)
        return out
    }
}

extension Node {
    /// True while this node's own geometry animates (see `ViewGraph.elementsInMotion()`).
    func isMoving(at time: Double) -> Bool {
        if animatedFrame.isAnimating(at: time) || animatedOffset.isAnimating(at: time) || animatedScale.isAnimating(at: time)
            || (flight?.isAnimating(at: time) ?? false) { return true }
        guard presence.isAnimating(at: time), let t = transition else { return false }
        return (isInserting ? t.insertion : t.removal).contains { kind in
            switch kind {
            case .scale, .move, .offset, .progress: return true
            case .opacity, .invisibleUntilEnd: return false
            }
        }
    }

    /// True while this node's position animates: its frame's centre, its offset or its flight, or a
    /// transition that slides it (`isMoving` without what keeps a view in place: scales about its
    /// anchor, a frame growing about its centre, like a dot's pulse).
    func isTravelling(at time: Double) -> Bool {
        if animatedOffset.isAnimating(at: time) || (flight?.isAnimating(at: time) ?? false) { return true }
        if animatedFrame.isAnimating(at: time) {
            let drawn = animatedFrame.presented(at: time), target = animatedFrame.target
            // Any drift of the centre counts (a spring's last hundredth of a point too): only growth
            // exactly about the centre is in place.
            if abs(drawn.midX - target.midX) > 1e-6 || abs(drawn.midY - target.midY) > 1e-6 { return true }
        }
        guard presence.isAnimating(at: time), let t = transition else { return false }
        return (isInserting ? t.insertion : t.removal).contains { kind in
            switch kind {
            case .move, .offset, .progress: return true
            case .scale, .opacity, .invisibleUntilEnd: return false
            }
        }
    }

    /// True while this node or any view inside it moves (`isMoving(at:)`); walks the subtree.
    func subtreeIsMoving(at time: Double) -> Bool {
        isMoving(at: time) || children.contains { $0.subtreeIsMoving(at: time) }
    }

    /// The identifier or matched id this node carries, if it is such a modifier.
    var elementID: String? {
        switch kind {
        case .modified(.identifier(let name)): return name
        case .modified(.matched(let spec)): return spec.id
        default: return nil
        }
    }

    /// The identifier or matched id of this node or the nearest ancestor that has one.
    var nearestElementID: String? {
        var n: Node? = self
        while let c = n {
            if let id = c.elementID { return id }
            n = c.parent
        }
        return nil
    }
}
