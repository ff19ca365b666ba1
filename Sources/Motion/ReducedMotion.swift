extension Animation {
    /// This animation as it runs under reduced motion: a spring that would overshoot (damping fraction
    /// below 1) becomes critically damped with the same response and blend, so it settles without
    /// passing its target; curves, delays, speeds and repetitions are kept.
    public var withoutOvershoot: Animation {
        guard case .spring(let s) = kind, s.dampingRatio < 1 else { return self }
        var a = self
        a.kind = .spring(Spring(response: s.response, dampingFraction: 1, blendDuration: s.blendDuration))
        return a
    }

    /// What a matched flight becomes under reduced motion: a short crossfade (easeInOut, 0.3 s).
    public static let reducedMotionCrossfade = easeInOut(duration: 0.3)
}

extension AnimatedValue {
    /// Sets a new target as reduced motion moves things: the presented value goes at once to `travel`
    /// (0...1) of the way back from the new target toward where it is drawn now, and moves the rest of
    /// the way on `animation` from rest. So a change that would carry it a long way carries it only
    /// `travel` of it (the rest is a cut, which a fade around it hides), and a change made mid-way, a
    /// reversal, starts from where it is drawn: it never moves more than `travel` of the distance left.
    /// Without an animation, or with nothing to move, it is `set(_:animation:at:)`.
    public mutating func setReduced(_ value: Value, animation: Animation?, travel: Double, at time: Double) {
        guard let animation else { return set(value, animation: nil, at: time) }
        let drawn = presented(at: time).animatableVector
        let offset = (drawn - value.animatableVector) * max(0, min(1, travel))
        guard offset != .zero else { return set(value, animation: animation, at: time) }
        reset(to: Value(animatableVector: value.animatableVector + offset))
        set(value, animation: animation, at: time)
    }
}
