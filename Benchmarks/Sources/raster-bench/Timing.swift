import CBenchSupport

/// Interleaved timing of contenders (ours in each column, the peer): each repeat runs them all, and the
/// result is each one's median thread CPU time. Runs close together see the same machine load, so
/// their ratios hold even while other processes compete for the core.
struct Interleaved {
    var repeats: Int

    /// Median nanoseconds of each contender; each repeat runs them all, the first one rotating, after
    /// one untimed warm-up each (caches, lazily made tables, page faults of new buffers). `prepare`
    /// runs before each timed call, untimed.
    func measure(prepare: () -> Void, _ contenders: [() -> Void]) -> [Double] {
        for body in contenders { prepare(); body() }
        var times = [[Double]](repeating: [], count: contenders.count)
        for r in 0..<repeats {
            for k in 0..<contenders.count {
                let c = (r + k) % contenders.count
                times[c].append(time(prepare, contenders[c]))
            }
        }
        return times.map(median)
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
