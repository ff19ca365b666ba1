import Dispatch
import Foundation
import Raster

/// Threads kept for the life of a renderer, to draw the parts of one frame at once: the calling
/// thread and `count − 1` kept ones pull part numbers from one counter until none is left, so a thread
/// whose parts are cheap takes more of them, and a thread that gets no processor (the machine busy)
/// takes none. Kept threads sleep on a semaphore between frames (a frame's first part starts on them
/// within tens of microseconds, where the system's dispatch pool was often seen to leave the second
/// part to the caller after it finished the first).
///
/// Each thread is known to the parts by its *slot*: the order in which it took its first part (0 for
/// the first, whichever thread it is), so that whatever the first taker holds (the framebuffer) goes
/// to a thread that is running.
///
/// `run` is called from one thread at a time (the renderer's); a call made while parts run (from
/// inside a part) runs its own parts on its calling thread alone.
final class BandWorkers: @unchecked Sendable {
    /// Threads that run parts, the caller's included.
    let count: Int
    private let state: State

    /// What the caller and the kept threads share; `lock` guards `job`, `next`, `parts` and `slots`.
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var job: ((_ part: Int, _ thread: Int) -> Void)?
        var next = 0
        var parts = 0
        /// Slots given out in this run.
        var slots = 0
        var stopping = false
        /// True while `run` hands out parts.
        var busy = false
        let wakes: [DispatchSemaphore]
        let done = DispatchSemaphore(value: 0)

        init(helpers: Int) { wakes = (0..<helpers).map { _ in DispatchSemaphore(value: 0) } }

        /// The job, the next part not yet taken and the taker's slot (`slot`, or the next slot when nil),
        /// or nil when all are taken.
        func take(slot: Int?) -> (job: (Int, Int) -> Void, part: Int, slot: Int)? {
            lock.lock()
            defer { lock.unlock() }
            guard let job, next < parts else { return nil }
            next += 1
            if let slot { return (job, next - 1, slot) }
            slots += 1
            return (job, next - 1, slots - 1)
        }

        /// Takes parts and runs them until none is left.
        func work() {
            var slot: Int?
            while let (job, part, mine) = take(slot: slot) {
                slot = mine
                job(part, mine)
            }
        }
    }

    /// `threads` threads in all (1: the caller alone, no thread is started).
    init(threads: Int) {
        count = max(1, threads)
        state = State(helpers: count - 1)
        for w in 1..<max(1, count) {
            let state = self.state
            let thread = Thread {
                while true {
                    state.wakes[w - 1].wait()
                    if state.stopping { return }
                    // The job is not kept past the parts (the caller checks that it did not escape).
                    state.work()
                    state.done.signal()
                }
            }
            thread.name = "hero band \(w)"
            thread.stackSize = 4 << 20
            thread.start()
        }
    }

    deinit {
        state.stopping = true
        for wake in state.wakes { wake.signal() }
    }

    /// Calls `body(part, slot)` once for every part in `0..<parts`, on up to `count` threads at once
    /// (each thread's calls come one after another, all with its slot: 0 for the first thread to take a
    /// part, then 1, … in the order threads took their first), and returns when all have returned.
    func run(parts: Int, _ body: (_ part: Int, _ slot: Int) -> Void) {
        state.lock.lock()
        let nested = state.busy
        state.busy = true
        state.lock.unlock()
        guard count > 1, parts > 1, !nested else {
            for k in 0..<parts { body(k, 0) }
            if !nested { state.lock.withLock { state.busy = false } }
            return
        }
        withoutActuallyEscaping(body) { body in
            state.lock.lock()
            state.job = body
            state.next = 0
            state.parts = parts
            state.slots = 0
            state.lock.unlock()
            let helpers = min(count - 1, parts - 1)
            for w in 0..<helpers { state.wakes[w].signal() }
            state.work()
            for _ in 0..<helpers { state.done.wait() }
            state.lock.lock()
            state.job = nil
            state.busy = false
            state.lock.unlock()
        }
    }

    /// Copies each piece's rectangle from its pixmap into the same place in `target` (all of one size),
    /// in pieces of about 64 rows run on all the threads at once.
    func copy(_ pieces: [(area: IntRect, from: Pixmap)], into target: inout Pixmap) {
        let width = target.width
        let parts = pieces.flatMap { piece in
            BandDrawing.stripes(of: piece.area.intersection(target.bounds), threads: 1, rows: 64).map { ($0, piece.from) }
        }
        precondition(pieces.allSatisfy { $0.from.width == width && $0.from.height == target.height })
        target.pixels.withUnsafeMutableBufferPointer { pixels in
            let out = pixels.baseAddress!
            run(parts: parts.count) { k, _ in
                let (r, from) = parts[k]
                from.pixels.withUnsafeBufferPointer { source in
                    for y in r.y0..<r.y1 { (out + y * width + r.x0).update(from: source.baseAddress! + y * width + r.x0, count: r.width) }
                }
            }
        }
    }

    /// These threads as the rasterizer's `ParallelParts` (a blur's steps split over them).
    var parallelParts: ParallelParts {
        ParallelParts(threads: count) { [self] parts, body in run(parts: parts) { part, _ in body(part) } }
    }
}
