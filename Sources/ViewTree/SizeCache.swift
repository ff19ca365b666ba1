import Geometry

/// The sizes a node answered for its last few proposals, kept inside the node: a layout pass asks a
/// node a handful of proposals at most (a stack's two flexibility probes and its offer, under each of
/// its own parent's), so a short linear search beats hashing, and a new node allocates nothing. When
/// full, the oldest answer is replaced (it is only a memo: an evicted size is measured again).
struct SizeCache {
    private struct Entry {
        var proposal = ProposedSize.unspecified
        var size = Size.zero
    }

    static let capacity = 6
    /// Six entries stored inline (a homogeneous tuple is laid out like an array of its element).
    private var entries = (Entry(), Entry(), Entry(), Entry(), Entry(), Entry())
    private(set) var count = 0
    private var next = 0

    var isEmpty: Bool { count == 0 }

    subscript(proposal: ProposedSize) -> Size? {
        mutating get {
            let n = count
            return withUnsafeMutablePointer(to: &entries) { tuple in
                tuple.withMemoryRebound(to: Entry.self, capacity: Self.capacity) { e in
                    for i in 0..<n where e[i].proposal == proposal { return e[i].size }
                    return nil
                }
            }
        }
    }

    mutating func insert(_ size: Size, for proposal: ProposedSize) {
        let slot = next
        withUnsafeMutablePointer(to: &entries) { tuple in
            tuple.withMemoryRebound(to: Entry.self, capacity: Self.capacity) { e in e[slot] = Entry(proposal: proposal, size: size) }
        }
        next = next == Self.capacity - 1 ? 0 : next + 1
        count = Swift.min(count + 1, Self.capacity)
    }

    mutating func removeAll() {
        count = 0
        next = 0
    }
}
