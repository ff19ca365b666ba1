/// The time source of a frame loop, in seconds since the loop started. Nothing in the engine reads
/// the wall clock directly: the window injects `RealClock`; snapshot mode and tests a `ManualClock`.
public protocol FrameClock: AnyObject {
    /// Seconds since the clock's start, monotonic, never negative.
    var now: Double { get }
}

/// A clock that moves only when told: snapshot mode steps it by 1/fps, tests pump it.
public final class ManualClock: FrameClock {
    public private(set) var now: Double

    /// A clock reading `start` seconds.
    public init(start: Double = 0) { now = start }

    /// Moves time forward to `t`; moving backward is ignored (time is monotonic).
    public func advance(to t: Double) { if t > now { now = t } }
    /// Moves the clock forward by `dt` seconds (negative values do nothing).
    public func advance(by dt: Double) { advance(to: now + dt) }
}

/// Monotonic real time from the system's continuous clock.
public final class RealClock: FrameClock {
    private let start = ContinuousClock.now

    /// A clock whose zero is the moment it is made (monotonic `ContinuousClock` time).
    public init() {}

    public var now: Double {
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}
