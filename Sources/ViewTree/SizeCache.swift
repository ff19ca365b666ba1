import Geometry

/// The sizes a node answered for its last few proposals, kept inside the node: a layout pass asks a
/// node a handful of proposals at most (a stack's two flexibility probes and its offer, under each of
/// its own parent's), so a short linear search beats hashing, and a new node allocates nothing. When
/// full, the oldest answer is replaced (it is only a memo: an evicted size is measured again).
struct SizeCache {
    static let capacity = 6
    private var proposals = InlineArray<6, ProposedSize>(repeating: .unspecified)
    private var sizes = InlineArray<6, Size>(repeating: .zero)
    private(set) var count = 0
    private var next = 0

    var isEmpty: Bool { count == 0 }

    subscript(proposal: ProposedSize) -> Size? {
        var i = 0
        while i < count {
            if proposals[i] == proposal { return sizes[i] }
            i &+= 1
        }
        return nil
    }

    mutating func insert(_ size: Size, for proposal: ProposedSize) {
        proposals[next] = proposal
        sizes[next] = size
        next = next == Self.capacity - 1 ? 0 : next + 1
        count = Swift.min(count + 1, Self.capacity)
    }

    mutating func removeAll() {
        count = 0
        next = 0
    }
}
