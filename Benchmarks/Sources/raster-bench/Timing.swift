import CBenchSupport

/// Interleaved timing of two contenders: each repeat runs both, alternating which goes first, and the
/// result is each one's median thread CPU time. Two runs close together see the same machine load,
/// so their ratio holds even while other processes compete for the core.
struct Interleaved {
    var repeats: Int

    /// Median nanoseconds of `ours` and `theirs`; `prepare` runs before each timed call, untimed.
    /// Without `theirs` (a profiling run) only `ours` runs and `theirs` is reported as 0.
    func measure(prepare: () -> Void, ours: () -> Void, theirs: (() -> Void)?) -> (ours: Double, theirs: Double) {
        // One warm-up of each (caches, lazily made tables, page faults of new buffers).
        prepare(); ours()
        guard let theirs else {
            return (median((0..<repeats).map { _ in time(prepare, ours) }), 0)
        }
        prepare(); theirs()
        var a: [Double] = [], b: [Double] = []
        for r in 0..<repeats {
            if r % 2 == 0 {
                a.append(time(prepare, ours)); b.append(time(prepare, theirs))
            } else {
                b.append(time(prepare, theirs)); a.append(time(prepare, ours))
            }
        }
        return (median(a), median(b))
    }

    private func time(_ prepare: () -> Void, _ body: () -> Void) -> Double {
        prepare()
        let t0 = bench_thread_cpu_ns()
        body()
        return Double(bench_thread_cpu_ns() - t0)
    }
}

func median(_ v: [Double]) -> Double {
    let s = v.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}
