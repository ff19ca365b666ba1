import Geometry

/// How flexible a stack's child is along the stack's axis: its length offered unlimited room minus its
/// length offered none. The stack offers room to its least flexible children first.
///
/// The length offered none is found without laying out text where it can be: a text offered no width
/// is as wide as that, 0, whatever its lines would be, so a column of texts beside a picture (a list
/// row) does not lay every text out a character per line just to learn that it can shrink to nothing.
/// `leastLength` walks only views whose length along the axis follows from their children's without
/// the stack rule (modifiers, columns across the axis, overlays) and asks `size(of:)` everywhere else,
/// so it equals `size(of: node, least)[axis]` exactly (checked against it in debug builds).
extension ViewGraph {
    func flexibility(_ node: Node, _ axis: Axis, _ p: ProposedSize) -> Double {
        var least = p, most = p
        least[axis] = 0
        most[axis] = .infinity
        let hi = size(of: node, most)[axis]
        let lo = leastLength(node, axis, least)
        assert(lo == size(of: node, least)[axis], "leastLength \(lo) for \(node.path), size(of:) \(size(of: node, least)[axis])")
        return (hi.isFinite ? hi : 1e12) - lo
    }

    /// `size(of: node, p)[axis]` for an offer `p` of no length along `axis` (p[axis] == 0).
    private func leastLength(_ node: Node, _ axis: Axis, _ p: ProposedSize) -> Double {
        if let cached = node.cachedSize(for: p) { return cached[axis] }
        switch node.kind {
        case .leaf(.text) where axis == .horizontal:
            // `leafSize`: a text is never wider than offered.
            return 0
        case .group, .conditional, .identified, .composite:
            return longest(node.layoutChildren.filter { !$0.leavesLayout }, axis, p)
        case .stack(let stack) where !stack.lazy && stack.kind == .depth:
            return longest(node.layoutChildren.filter { !$0.leavesLayout }, axis, p)
        case .stack(let stack) where !stack.lazy && stack.kind != .depth:
            // A stack across the axis offered no length of its own (`stackSize`'s ideal path): each
            // child is offered that, and the stack is as long across as its longest child.
            let own: Axis = stack.kind == .horizontal ? .horizontal : .vertical
            guard own != axis, !(p[own].map { $0.isFinite } ?? false) else { break }
            let children = node.layoutChildren.filter { !$0.leavesLayout }
            for c in children { c.stackAxis = own }
            var offer = p
            offer[own] = nil
            return longest(children, axis, offer)
        case .modified(let m):
            let content = node.contentChild
            switch m {
            case .padding(let e):
                let inner = content.map { leastLength($0, axis, p.inset(by: e)) } ?? 0
                return max(0, inner) + (axis == .horizontal ? e.horizontal : e.vertical)
            case .frame(let f):
                let fixed = axis == .horizontal ? f.width : f.height
                if let fixed { return fixed }
                let (lo, hi) = axis == .horizontal ? (f.minWidth, f.maxWidth) : (f.minHeight, f.maxHeight)
                guard lo == nil, hi == nil else { break }
                return content.map { max(0, leastLength($0, axis, frameChildProposal(f, p))) } ?? 0
            case .fixedSize, .aspectRatio, .position, .sizeReader, .containerRelative:
                break
            default:
                // `modifiedSize`'s default: the content's size.
                return content.map { max(0, leastLength($0, axis, p)) } ?? 0
            }
        default:
            break
        }
        return size(of: node, p)[axis]
    }

    /// The longest of `children` along `axis` (0 for none), as `zSize` finds it.
    private func longest(_ children: [Node], _ axis: Axis, _ p: ProposedSize) -> Double {
        var length = 0.0
        for c in children { length = max(length, leastLength(c, axis, p)) }
        return length
    }
}
