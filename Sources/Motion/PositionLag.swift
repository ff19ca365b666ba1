import Geometry

/// How far a moving reference still is from where it is going: the running motions of its position
/// (the first two components of its animated vector: x and y), in points, each with its own start,
/// animation and duration.
///
/// A value that takes these motions on negated (`AnimatedValue.counter(_:at:)`) moves exactly
/// opposite to the reference at every instant, whatever the curves, springs or delays involved: a
/// view placed relative to a travelling parent holds still on screen. Motions are linear in their
/// starting offset and velocity, so negating them negates what they add at any time.
public struct PositionLag {
    var motions: [AnimatedValue<Point>.Motion] = []

    /// No lag: a reference at rest.
    public init() {}

    /// True when the reference is at rest.
    public var isEmpty: Bool { motions.isEmpty }

    /// Only the motions started at `time` (by the change being applied now).
    public func started(at time: Double) -> PositionLag {
        var lag = self
        lag.motions.removeAll { $0.start != time }
        return lag
    }

    /// Where the motions start, summed: the reference's old target minus its new one, in points.
    public var startOffset: Point {
        let v = motions.reduce(SIMD4<Double>.zero) { $0 + $1.offset }
        return Point(x: v[0], y: v[1])
    }

    /// Both references' lags together (a child's position relative to the window adds its ancestors').
    public static func + (a: PositionLag, b: PositionLag) -> PositionLag {
        var sum = a
        sum.motions += b.motions
        return sum
    }
}

extension AnimatedValue {
    /// The x and y parts of the motions still running at `time`.
    public func positionLag(at time: Double) -> PositionLag {
        var lag = PositionLag()
        for m in motions where time < m.start + m.animation.delay + m.duration {
            let keep = SIMD4<Double>(1, 1, 0, 0)
            guard m.offset * keep != .zero || m.velocity * keep != .zero else { continue }
            lag.motions.append(.init(offset: m.offset * keep, velocity: m.velocity * keep, start: m.start,
                                     animation: m.animation, duration: m.duration))
        }
        return lag
    }

    /// Adds `lag`'s motions negated to this value's x and y: from now on the value's presented position
    /// plus the reference's stays what it would be at rest. The target does not change.
    public mutating func counter(_ lag: PositionLag, at time: Double) {
        guard !lag.isEmpty else { return }
        prune(at: time)
        motions += lag.motions.map { .init(offset: -$0.offset, velocity: -$0.velocity, start: $0.start,
                                           animation: $0.animation, duration: $0.duration) }
    }
}
