/// Sizes of the retained tree, for benchmarks.
extension ViewGraph {
    /// How many nodes the tree holds now (the root included).
    public func nodeCount() -> Int {
        var count = 0
        root.walk { _ in count += 1 }
        return count
    }
}
