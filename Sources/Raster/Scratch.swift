internal import RasterKernels

/// Scratch memory for one drawing call, from this thread's arena (`rk_scratch_take`): Swift's
/// temporary allocations past 1 KB are heap blocks on Linux, and a fill needs a few KB per shape.
enum Scratch {
    /// Calls `body` with `bytes` bytes (64-byte aligned, uninitialized, valid only inside `body`): from
    /// the arena when it has room (128 KB a thread), else a heap block freed after.
    static func with(bytes: Int, _ body: (UnsafeMutableRawPointer) -> Void) {
        let count = max(0, bytes)
        var mark = 0
        if let memory = rk_scratch_take(count, &mark) {
            defer { rk_scratch_give_back(mark) }
            body(memory)
        } else {
            let memory = UnsafeMutableRawPointer.allocate(byteCount: max(1, count), alignment: 64)
            defer { memory.deallocate() }
            body(memory)
        }
    }
}
