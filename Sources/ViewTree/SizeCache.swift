import Geometry

/// The sizes a node answered for its last few proposals, kept inside the node: a layout pass asks a
/// node a handful of proposals at most (a stack's two flexibility probes and its offer, under each of
/// its own parent's), so a short linear search beats hashing, and a new node allocates nothing. When
/// full, the oldest answer is replaced (it is only a memo: an evicted size is measured again).
struct SizeCache {
    /// A proposal is kept as the bit patterns of its two lengths, nil as a NaN no arithmetic makes
    /// (32 bytes an entry rather than 48 with two optionals); equal bits are an equal proposal.
    private struct Entry {
        var width = SizeCache.none
        var height = SizeCache.none
        var size = Size.zero
    }

    private static let none = UInt64.max
    private static func bits(_ v: Double?) -> UInt64 { v.map { $0 == 0 ? 0 : $0.bitPattern } ?? none }

    static let capacity = 4
    /// Four entries stored inline (a homogeneous tuple is laid out like an array of its element).
    private var entries = (Entry(), Entry(), Entry(), Entry())
    private(set) var count = 0
    private var next = 0

    var isEmpty: Bool { count == 0 }

    subscript(proposal: ProposedSize) -> Size? {
        mutating get {
            let n = count
            let w = Self.bits(proposal.width), h = Self.bits(proposal.height)
            return withUnsafeMutablePointer(to: &entries) { tuple in
                tuple.withMemoryRebound(to: Entry.self, capacity: Self.capacity) { e in
                    for i in 0..<n where e[i].width == w && e[i].height == h { return e[i].size }
                    return nil
                }
            }
        }
    }

    mutating func insert(_ size: Size, for proposal: ProposedSize) {
        let slot = next
        withUnsafeMutablePointer(to: &entries) { tuple in
            tuple.withMemoryRebound(to: Entry.self, capacity: Self.capacity) { e in e[slot] = Entry(width: Self.bits(proposal.width), height: Self.bits(proposal.height), size: size) }
        }
        next = next == Self.capacity - 1 ? 0 : next + 1
        count = Swift.min(count + 1, Self.capacity)
    }

    mutating func removeAll() {
        count = 0
        next = 0
    }
}
