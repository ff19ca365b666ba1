/// One animatable property: the target it was last set to and the motions that still pull its
/// presented value toward it.
///
/// Changes are additive, as in SwiftUI: each animated change adds a motion that starts at the old
/// target minus the new one and decays to zero, while earlier motions go on. So the presented value
/// never jumps, and a curve added mid-flight starts with zero velocity of its own. A spring change
/// instead merges every running motion into one spring that starts from the presented offset and
/// velocity (Flutter's and SwiftUI's way to redirect a spring), which keeps velocity continuous.
///
/// ```swift
/// var x = AnimatedValue(0.0)
/// x.set(100, animation: .spring(response: 0.5, dampingFraction: 1), at: 0)
/// x.presented(at: 0.25)      // on its way: between 0 and 100
/// x.set(0, animation: .easeOut, at: 0.25)   // back again, from where it is, no jump
/// x.isAnimating(at: 10)      // false: every motion has settled
/// ```
public struct AnimatedValue<Value: VectorAnimatable> {
    /// The value layout and logic see.
    public private(set) var target: Value
    var motions: [Motion] = [] {
        didSet { settlesAt = motions.map { $0.start + $0.animation.delay + $0.duration }.max() ?? -.infinity }
    }
    /// When the last running motion settles (−∞ when none runs). Kept with the motions, so asking
    /// whether a value animates (every node, every frame) costs one comparison.
    public private(set) var settlesAt: Double = -.infinity

    struct Motion {
        var offset: SIMD4<Double>     // at the motion's start: presented − target
        var velocity: SIMD4<Double>   // at the motion's start, units/s
        var start: Double
        var animation: Animation
        var duration: Double          // active duration (s) until settled, delay excluded
    }

    /// A value at rest at `value`.
    public init(_ value: Value) { target = value }

    /// True while any motion has not settled at `time`.
    @inlinable
    public func isAnimating(at time: Double) -> Bool { time < settlesAt }

    /// The time at which the last running motion settles (nil when none runs).
    @inlinable
    public var endTime: Double? { settlesAt == -.infinity ? nil : settlesAt }

    /// When the motions that started at `time` settle (nil when none started then): what a transaction
    /// that set this value at `time` waits for, whatever else still runs.
    public func endTime(ofMotionsStartedAt time: Double) -> Double? {
        motions.filter { abs($0.start - time) <= 1e-12 }.map { $0.start + $0.animation.delay + $0.duration }.max()
    }

    /// Sets a new target; with an animation, the presented value moves to it from where it is now.
    /// Without one, a new target is jumped to (running motions end) and the same target changes
    /// nothing: an update that does not change a value leaves its animation running, as in SwiftUI.
    public mutating func set(_ value: Value, animation: Animation?, at time: Double) {
        guard let animation else {
            if value != target { reset(to: value) }
            return
        }
        let jump = target.animatableVector - value.animatableVector
        if value == target && motions.isEmpty { return }
        target = value
        if case .spring(let spring) = animation.kind {
            let now = offsetAndVelocity(at: time)
            let offset = now.offset + jump
            // An initial velocity is a fraction of the change (old target − new, so toward the new one
            // is against `jump`) per second.
            let velocity = animation.initialVelocity == 0 ? now.velocity : now.velocity - jump * animation.initialVelocity
            motions = [Motion(offset: offset, velocity: velocity, start: time, animation: animation,
                              duration: Self.springDuration(spring, offset: offset, velocity: velocity, speed: animation.speed))]
        } else {
            prune(at: time)
            guard jump != .zero else { return }
            motions.append(Motion(offset: jump, velocity: .zero, start: time, animation: animation, duration: Self.curveDuration(animation)))
        }
    }

    /// Sets a target that a relayout gave rather than a change of the value's own (a window resized):
    /// a value at rest jumps to it; a moving one goes on from where it is drawn to the new target on
    /// the animation it is running (a spring merges from the presented value and velocity; a curve adds
    /// the change as one more motion), so the presented value never jumps. A repeating motion is
    /// ended instead: a loop has no target to go on to.
    /// A spring stiffer than `softest` (an interactive one that tracks a finger) is replaced by it:
    /// a resize can move a target hundreds of points, which a finger-tracking spring would all but jump.
    public mutating func retarget(_ value: Value, at time: Double, softest: Animation? = nil) {
        prune(at: time)
        guard var running = motions.last?.animation, running.repeatCount == nil else {
            set(value, animation: nil, at: time)
            return
        }
        running.delay = 0
        // A spring's start speed was given when it started; a new target does not kick it again.
        running.initialVelocity = 0
        if let softest, case .spring(let a) = running.kind, case .spring(let b) = softest.kind,
           a.stiffness / a.mass > b.stiffness / b.mass {
            running = softest
        }
        set(value, animation: running, at: time)
    }

    /// Goes on to `value` from where it is drawn on `spring`, for a target that moved under a value in
    /// motion without a change of its own (a window resized mid-flight). Of the velocity it carries,
    /// what points away from the new target is dropped and what points toward it is kept only up to
    /// the spring's natural speed over the distance left, so a critically damped `spring` comes to
    /// the new target without passing it: a modal flying right when the window shrinks to 200 pt
    /// turns back at once rather than run on off screen, and does not swing past the left edge.
    /// A curve animation is applied as `set(_:animation:at:)` does.
    public mutating func settle(to value: Value, spring: Animation, at time: Double) {
        guard case .spring(let s) = spring.kind else {
            set(value, animation: spring, at: time)
            return
        }
        let now = offsetAndVelocity(at: time)
        let offset = now.offset + (target.animatableVector - value.animatableVector)
        let omega = (s.stiffness / s.mass).squareRoot() * spring.speed
        var velocity = now.velocity
        for i in 0..<4 {
            if velocity[i] * offset[i] > 0 {
                velocity[i] = 0
            } else {
                let most = omega * abs(offset[i])
                velocity[i] = max(-most, min(most, velocity[i]))
            }
        }
        target = value
        guard offset != .zero || velocity != .zero else {
            motions = []
            return
        }
        motions = [Motion(offset: offset, velocity: velocity, start: time, animation: spring,
                          duration: Self.springDuration(s, offset: offset, velocity: velocity, speed: spring.speed))]
    }

    /// Sets a new target and keeps every running motion: the presented value moves by exactly the
    /// target's change. For a change driven by something that animates on its own (a transition's
    /// progress), made while a change of another cause is still animating.
    public mutating func shift(to value: Value, at time: Double) {
        prune(at: time)
        target = value
    }

    /// Adds velocity (units/s) to the presented motion at `time`, spring-style: used to carry a drag's
    /// release velocity into the animation that follows it.
    public mutating func addVelocity(_ velocity: SIMD4<Double>, spring: Animation, at time: Double) {
        let now = offsetAndVelocity(at: time)
        guard case .spring(let s) = spring.kind else { return }
        let v = now.velocity + velocity
        motions = [Motion(offset: now.offset, velocity: v, start: time, animation: spring,
                          duration: Self.springDuration(s, offset: now.offset, velocity: v, speed: spring.speed))]
    }

    /// Moves the target by `delta` and keeps the running motions: what is presented moves by `delta`
    /// too, at once (pair it with motions that start at −delta to hold the presented value still).
    public mutating func shift(by delta: Value) {
        target = Value(animatableVector: target.animatableVector + delta.animatableVector)
    }

    /// Jumps to `value` with no motion.
    public mutating func reset(to value: Value) {
        target = value
        motions.removeAll()
    }

    /// The presented value at `time`. Inlinable, so a value at rest (most of them, every frame) costs
    /// one comparison in the caller's specialized code rather than a generic call.
    @inlinable
    public func presented(at time: Double) -> Value {
        if settlesAt == -.infinity { return target }
        return movingPresented(at: time)
    }

    @usableFromInline
    func movingPresented(at time: Double) -> Value {
        Value(animatableVector: target.animatableVector + offsetAndVelocity(at: time).offset)
    }

    /// d(presented)/dt at `time`, units/s.
    public func velocity(at time: Double) -> SIMD4<Double> { offsetAndVelocity(at: time).velocity }

    /// Forgets motions that have settled by `time`.
    public mutating func prune(at time: Double) {
        motions.removeAll { time >= $0.start + $0.animation.delay + $0.duration }
    }

    func offsetAndVelocity(at time: Double) -> (offset: SIMD4<Double>, velocity: SIMD4<Double>) {
        var offset = SIMD4<Double>.zero, velocity = SIMD4<Double>.zero
        for m in motions {
            let s = Self.state(of: m, at: time)
            offset += s.offset
            velocity += s.velocity
        }
        return (offset, velocity)
    }

    static func curveDuration(_ a: Animation) -> Double {
        guard case .curve(_, let d) = a.kind else { return 0 }
        let one = d / a.speed
        guard let n = a.repeatCount else { return one }
        return n == .max ? .infinity : one * Double(n)
    }

    static func springDuration(_ s: Spring, offset: SIMD4<Double>, velocity: SIMD4<Double>, speed: Double) -> Double {
        var longest = 0.0
        for i in 0..<4 where offset[i] != 0 || velocity[i] != 0 {
            // Settle to the value's own epsilon (a hundredth of a point, a thousandth of progress or colour).
            longest = max(longest, s.settlingDuration(x0: offset[i], v0: velocity[i] / speed, epsilon: Value.settleEpsilon))
        }
        return longest / speed
    }

    static func state(of m: Motion, at time: Double) -> (offset: SIMD4<Double>, velocity: SIMD4<Double>) {
        let local = time - m.start - m.animation.delay
        if local <= 0 { return (m.offset, m.velocity) }
        if local >= m.duration { return (.zero, .zero) }
        switch m.animation.kind {
        case .curve(let curve, let d):
            let speed = m.animation.speed
            var p = local * speed / d
            var direction = 1.0
            if m.animation.repeatCount != nil {
                let cycle = p.rounded(.down)
                p -= cycle
                if m.animation.autoreverses && Int(cycle) % 2 == 1 { p = 1 - p; direction = -1 }
            }
            let progress = curve.value(at: p)
            let rate = curve.velocity(at: p) * speed / d * direction
            return (m.offset * (1 - progress), -m.offset * rate)
        case .spring(let spring):
            let speed = m.animation.speed
            var o = SIMD4<Double>.zero, v = SIMD4<Double>.zero
            for i in 0..<4 where m.offset[i] != 0 || m.velocity[i] != 0 {
                let s = spring.state(at: local * speed, x0: m.offset[i], v0: m.velocity[i] / speed)
                o[i] = s.x
                v[i] = s.v * speed
            }
            return (o, v)
        }
    }
}
