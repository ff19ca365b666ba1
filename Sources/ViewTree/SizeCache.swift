import Geometry

/// The sizes a node answered for its last few proposals, kept with the node (`NodeMemo`): a layout
/// pass asks a node a handful of proposals at most (a stack's two flexibility probes and its offer,
/// under each of its own parent's), so a short linear search beats hashing. When full, the oldest
/// answer is replaced (it is only a memo: an evicted size is measured again). 130 bytes: four 32-byte
/// entries and two one-byte counters (`NodeMemoryTests` pins it).
struct SizeCache {
    /// A proposal is kept as the bit patterns of its two lengths, nil as a NaN no arithmetic makes
    /// (32 bytes an entry rather than 48 with two optionals); equal bits are an equal proposal.
    private struct Entry {
        var width = SizeCache.none
        var height = SizeCache.none
        var size = Size.zero

        func answers(_ w: UInt64, _ h: UInt64) -> Size? { width == w && height == h ? size : nil }
    }

    private static let none = UInt64.max
    private static func bits(_ v: Double?) -> UInt64 { v.map { $0 == 0 ? 0 : $0.bitPattern } ?? none }

    static let capacity = 4
    /// Four entries stored inline, searched in the order they were written (entry i is valid for i < count).
    private var e0 = Entry(), e1 = Entry(), e2 = Entry(), e3 = Entry()
    private var stored: UInt8 = 0
    private var next: UInt8 = 0

    var count: Int { Int(stored) }
    var isEmpty: Bool { stored == 0 }

    subscript(proposal: ProposedSize) -> Size? {
        let n = stored
        guard n > 0 else { return nil }
        let w = Self.bits(proposal.width), h = Self.bits(proposal.height)
        if let s = e0.answers(w, h) { return s }
        if n > 1, let s = e1.answers(w, h) { return s }
        if n > 2, let s = e2.answers(w, h) { return s }
        if n > 3, let s = e3.answers(w, h) { return s }
        return nil
    }

    mutating func insert(_ size: Size, for proposal: ProposedSize) {
        let entry = Entry(width: Self.bits(proposal.width), height: Self.bits(proposal.height), size: size)
        switch next {
        case 0: e0 = entry
        case 1: e1 = entry
        case 2: e2 = entry
        default: e3 = entry
        }
        next = next == UInt8(Self.capacity - 1) ? 0 : next + 1
        stored = Swift.min(stored + 1, UInt8(Self.capacity))
    }

    mutating func removeAll() {
        stored = 0
        next = 0
    }
}
