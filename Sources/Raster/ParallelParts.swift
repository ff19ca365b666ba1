/// A way to run independent parts of one job at once on several threads, given by the caller (the
/// rasterizer keeps no threads of its own). `run(parts, body)` calls `body(k)` exactly once for every
/// k in 0..<parts, perhaps concurrently, and returns when all calls have returned. Each part must write
/// only memory no other part reads or writes; then the result is the same bytes as calling the parts
/// one after another (what `serial` does).
public struct ParallelParts {
    /// How many threads `run` uses at most (splitting into more parts than this only balances the load).
    public let threads: Int
    /// Calls its second argument for every part index, returning when all are done.
    public let run: (_ parts: Int, _ body: (Int) -> Void) -> Void

    /// Parts run by `run` on at most `threads` threads (at least one).
    public init(threads: Int, run: @escaping (_ parts: Int, _ body: (Int) -> Void) -> Void) {
        self.threads = max(1, threads)
        self.run = run
    }

    /// The parts one after another on the calling thread.
    public static var serial: ParallelParts { ParallelParts(threads: 1) { parts, body in for k in 0..<parts { body(k) } } }

    /// `0..<count` cut into `parts` consecutive ranges as even as possible, each starting at a multiple
    /// of `align` (except the first), none empty; fewer when `count` is small.
    static func ranges(_ count: Int, parts: Int, align: Int = 1) -> [Range<Int>] {
        let units = (count + align - 1) / align
        let n = max(1, min(parts, units))
        let cuts = (0...n).map { min(count, units * $0 / n * align) }
        return (0..<n).map { cuts[$0]..<cuts[$0 + 1] }.filter { !$0.isEmpty }
    }

    /// Calls `body` with each of `0..<count` cut into about two ranges per thread (see `ranges`),
    /// through `run`; one range on the calling thread when there is one thread or little to do.
    func forEachRange(_ count: Int, align: Int = 1, minimum: Int = 1, _ body: (Range<Int>) -> Void) {
        let pieces = threads > 1 && count >= 2 * minimum ? Self.ranges(count, parts: min(2 * threads, count / minimum), align: align) : [0..<count]
        if pieces.count <= 1 {
            if count > 0 { body(0..<count) }
            return
        }
        run(pieces.count) { body(pieces[$0]) }
    }
}
