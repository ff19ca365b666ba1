import Foundation

/// Decides whether a frame's damage is drawn by bands on several threads, from how well splitting paid
/// in the last frames. On a machine whose other cores are busy, a kept thread is woken late, or on the
/// caller's own core (the two then take turns): the stripes, the wake and the copies cost more than
/// one thread drawing the whole damage. So each split frame measures its speedup, the processor time
/// its stripes took over the wall time they took; after `patience` split frames in a row below
/// `minimumSpeedup`, the next `rest` frames that could split are drawn by one thread, then splitting is
/// tried again. The bytes are the same either way (bands draw what one thread draws).
struct SplitGovernor {
    /// Below this, splitting did not pay.
    static let minimumSpeedup = 1.2
    /// Split frames in a row that did not pay before resting.
    static let patience = 2
    /// Frames drawn by one thread before trying again.
    static let rest = 90

    private var poor = 0
    private var resting = 0

    /// True while frames are drawn by one thread (a blur is then not split either).
    var isResting: Bool { resting > 0 }

    /// Whether this frame may split (counts down the rest).
    mutating func allowsSplit() -> Bool {
        guard resting == 0 else {
            resting -= 1
            return false
        }
        return true
    }

    /// Records a split frame: its stripes took `cpu` ms of processor time in all over `wall` ms.
    mutating func record(cpu: Double, wall: Double) {
        guard wall > 0 else { return }
        if cpu / wall < Self.minimumSpeedup {
            poor += 1
            if poor >= Self.patience {
                poor = 0
                resting = Self.rest
            }
        } else {
            poor = 0
        }
    }

    /// Processor time of the calling thread, ms.
    static func threadTime() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
    }

    /// Wall-clock (monotonic) time, ms.
    static func wallTime() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
    }
}
