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
