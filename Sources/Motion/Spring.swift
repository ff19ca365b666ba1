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

    /// The time (s) after which the motion from unit displacement stays settled.
    public func settlingDuration(x0: Double = 1, v0: Double = 0, epsilon: Double = 1e-3) -> Double {
        var t = 0.0
        while t < 60 {
            if isSettled(at: t, x0: x0, v0: v0, epsilon: epsilon) { return t }
            t += 1.0 / 240
        }
        return 60
    }
}
