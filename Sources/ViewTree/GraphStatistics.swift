/// Sizes of the retained tree, for benchmarks.
extension ViewGraph {
    /// How many nodes the tree holds now (the root included).
    public func nodeCount() -> Int {
        var count = 0
        root.walk { _ in count += 1 }
        return count
    }
}

extension ViewGraph {
    /// Rows of every lazy stack in the tree: how many have nodes now (`made`), and how many of them
    /// intersect the window and the scroll views above their stack (`visible`). For benchmarks.
    public func lazyRowCounts() -> (made: Int, visible: Int) {
        var made = 0, visible = 0
        for state in lazy.states.values where state.node.host === self && state.node.laidOut {
            guard let (axis, spacing) = lazyLines(state.node) else { continue }
            made += state.realized.reduce(0) { $0 + $1.count }
            visible += state.rows(ofLines: state.rowRange(lazyWindow(state.node, axis), margin: 0, spacing: spacing)).count
        }
        return (made, visible)
    }
}

extension ViewGraph {
    /// Where each scroll view in the tree is drawn scrolled to (points), in tree order. For benchmarks.
    public func scrollOffsets() -> [Double] {
        var out: [Double] = []
        root.walk { n in if case .scroll = n.kind { out.append(n.scrollOffset.presented(at: time)) } }
        return out
    }
}
