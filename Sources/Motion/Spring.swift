import Foundation

/// A damped harmonic oscillator pulling a value toward 0, solved analytically (no integration steps).
///
/// Units: `mass` in kg, `stiffness` in N/m, `damping` in N·s/m; displacement and velocity in the value's
/// own units (points, or 0...1 progress). SwiftUI's parameters map as ω₀ = 2π / response,
/// stiffness = ω₀² · mass, damping = 2 · dampingFraction · ω₀ · mass.
public struct Spring: Hashable, Sendable {
    /// Mass, kg (1 for SwiftUI-style springs).
    public let mass: Double
    /// Stiffness, N/m: how hard the spring pulls per unit of displacement.
    public let stiffness: Double
    /// Damping coefficient, N·s/m: the force against velocity.
    public let damping: Double
    /// How long (s) a retargeted spring blends its old motion into the new one (SwiftUI's blendDuration).
    public let blendDuration: Double

    /// A spring from physical parameters; mass and stiffness are raised to at least 1e-6, damping and blend to at least 0.
    public init(mass: Double = 1, stiffness: Double, damping: Double, blendDuration: Double = 0) {
        self.mass = max(1e-6, mass)
        self.stiffness = max(1e-6, stiffness)
        self.damping = max(0, damping)
        self.blendDuration = max(0, blendDuration)
    }

    /// SwiftUI's `spring(response:dampingFraction:blendDuration:)` for unit mass.
    public init(response: Double, dampingFraction: Double, blendDuration: Double = 0) {
        let omega = 2 * Double.pi / max(1e-6, response)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * dampingFraction * omega, blendDuration: blendDuration)
    }

    /// Undamped angular frequency, rad/s.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ: below 1 it oscillates, 1 is critical, above 1 it creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// SwiftUI's response: the period of the undamped oscillation, s.
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// Displacement and velocity at time `t` for initial displacement `x0` and velocity `v0`.
    public func state(at t: Double, x0: Double, v0: Double) -> (x: Double, v: Double) {
        let w0 = naturalFrequency, z = dampingRatio
        if t <= 0 { return (x0, v0) }
        if abs(z - 1) < 1e-6 {
            // Critically damped: x = (x0 + (v0 + w0 x0) t) e^(−w0 t).
            let b = v0 + w0 * x0
            let e = exp(-w0 * t)
            return ((x0 + b * t) * e, (b - w0 * (x0 + b * t)) * e)
        } else if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let a = x0, b = (v0 + z * w0 * x0) / wd
            let e = exp(-z * w0 * t)
            let c = cos(wd * t), s = sin(wd * t)
            let x = e * (a * c + b * s)
            let v = e * (-z * w0 * (a * c + b * s) + (-a * wd * s + b * wd * c))
            return (x, v)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// True when, from `x0`/`v0` at t = 0, the motion at `t` stays within `epsilon` of rest for good
    /// (|x| and |v|·0.1 below epsilon, and the decay envelope below it too).
    public func isSettled(at t: Double, x0: Double, v0: Double, epsilon: Double = 1e-3) -> Bool {
        let s = state(at: t, x0: x0, v0: v0)
        guard abs(s.x) < epsilon && abs(s.v) * 0.1 < epsilon else { return false }
        let decay = dampingRatio < 1 ? dampingRatio * naturalFrequency : naturalFrequency * (dampingRatio - (dampingRatio * dampingRatio - 1).squareRoot())
        let envelope = (abs(x0) + abs(v0) / max(1e-6, naturalFrequency)) * exp(-decay * t) * 2
        return envelope < epsilon * 10 || (abs(s.x) < epsilon * 0.1 && abs(s.v) < epsilon)
    }

    /// The time (s) after which the motion from `x0`, `v0` stays settled: the first time on a 1/240 s
    /// grid (each step added to the last, as `settlingDurationByScan` does) at which `isSettled`
    /// holds, at most 60. The same value as the scan, without testing the grid times that
    /// `unsettledBefore` rules out (a retargeted flight sets a spring every frame).
    public func settlingDuration(x0: Double = 1, v0: Double = 0, epsilon: Double = 1e-3) -> Double {
        let skip = unsettledBefore(x0: x0, v0: v0, epsilon: epsilon)
        var t = 0.0
        while t < 60 && t < skip { t += 1.0 / 240 }
        while t < 60 {
            if isSettled(at: t, x0: x0, v0: v0, epsilon: epsilon) { return t }
            t += 1.0 / 240
        }
        return 60
    }

    /// The straightforward scan: every grid time from 0 tested with `isSettled` (what
    /// `settlingDuration` must equal; the tests compare the two).
    func settlingDurationByScan(x0: Double = 1, v0: Double = 0, epsilon: Double = 1e-3) -> Double {
        var t = 0.0
        while t < 60 {
            if isSettled(at: t, x0: x0, v0: v0, epsilon: epsilon) { return t }
            t += 1.0 / 240
        }
        return 60
    }

    /// A time (s) before which the motion cannot be settled: `isSettled` needs |x| < ε and |v| < 10ε,
    /// and in each damping regime a quantity fixed by x and v decays exactly exponentially:
    /// - under-damped (σ = ζω₀, ω_d = ω₀√(1 − ζ²)): x² + ((v + σx)/ω_d)² = e^(−2σt)·(a² + b²), the
    ///   squared amplitude, below ε² + ((10 + σ)ε/ω_d)² only once settled;
    /// - critical: v + ω₀x = b·e^(−ω₀t), b = v₀ + ω₀x₀, so |b|·e^(−ω₀t) < (10 + ω₀)ε (x₀·e^(−ω₀t) < ε
    ///   when b = 0);
    /// - over-damped (roots r₁ > r₂): v − r₂x = c₁(r₁ − r₂)e^(r₁t) and v − r₁x = c₂(r₂ − r₁)e^(r₂t).
    /// Each bound is loosened by 1 % (the computed state rounds), and 0 when nothing is ruled out.
    func unsettledBefore(x0: Double, v0: Double, epsilon: Double) -> Double {
        let w0 = naturalFrequency, z = dampingRatio, slack = 1.01
        // The time at which magnitude·e^(−rate·t) falls to `limit` (rate > 0): before it, it is above.
        func crossing(_ magnitude: Double, _ limit: Double, rate: Double) -> Double {
            guard magnitude > 0, limit > 0, rate > 0 else { return 0 }
            return max(0, log(magnitude / (limit * slack)) / rate)
        }
        if abs(z - 1) < 1e-6 {
            let b = v0 + w0 * x0
            return b != 0 ? crossing(abs(b), (10 + w0) * epsilon, rate: w0) : crossing(abs(x0), epsilon, rate: w0)
        } else if z < 1 {
            let sigma = z * w0, wd = w0 * (1 - z * z).squareRoot()
            let a = x0, b = (v0 + sigma * x0) / wd
            let q0 = a * a + b * b, qMax = epsilon * epsilon + ((10 + sigma) * epsilon / wd) * ((10 + sigma) * epsilon / wd)
            if sigma <= 0 { return q0 > qMax * slack * slack ? .infinity : 0 }
            return crossing(q0, qMax * slack, rate: 2 * sigma)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            return max(crossing(abs(c1), (10 + abs(r2)) * epsilon / (r1 - r2), rate: -r1),
                       crossing(abs(c2), (10 + abs(r1)) * epsilon / (r1 - r2), rate: -r2))
        }
    }
}
