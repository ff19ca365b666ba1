/// A timing curve on 0...1 → 0...1: a cubic Bézier from (0,0) to (1,1) with two control points, as
/// CSS and SwiftUI define them. `value(at:)` solves x(s) = t for the curve parameter by Newton steps
/// with a bisection fallback, then returns y(s).
public struct UnitCurve: Hashable, Sendable {
    /// The two control points (x1, y1) and (x2, y2); x1 and x2 in 0...1 keep x(s) monotonic, so every time has one progress.
    public let x1, y1, x2, y2: Double

    /// A curve through (0,0) and (1,1) with control points (x1, y1) and (x2, y2); x1 and x2 should lie in 0...1 (they are not clamped).
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    // SwiftUI's control points (the same as CSS's named curves).
    /// Progress equals time.
    public static let linear = UnitCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// CSS ease-in, (0.42, 0) (1, 1).
    public static let easeIn = UnitCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// CSS ease-out, (0, 0) (0.58, 1).
    public static let easeOut = UnitCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// CSS ease-in-out, (0.42, 0) (0.58, 1).
    public static let easeInOut = UnitCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private func bezierDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The curve parameter whose x equals `t`.
    private func parameter(for t: Double) -> Double {
        var s = t
        for _ in 0..<8 {
            let err = bezier(s, x1, x2) - t
            if abs(err) < 1e-9 { return s }
            let d = bezierDerivative(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= err / d
        }
        var lo = 0.0, hi = 1.0
        s = t
        for _ in 0..<60 {
            let x = bezier(s, x1, x2)
            if abs(x - t) < 1e-10 { break }
            if x < t { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// Progress at time fraction `t` (clamped to 0...1).
    public func value(at t: Double) -> Double {
        let tc = min(1, max(0, t))
        if self == .linear { return tc }
        return bezier(parameter(for: tc), y1, y2)
    }

    /// dProgress/dt at time fraction `t`.
    public func velocity(at t: Double) -> Double {
        let s = parameter(for: min(1, max(0, t)))
        let dx = bezierDerivative(s, x1, x2)
        return dx == 0 ? 0 : bezierDerivative(s, y1, y2) / dx
    }
}
