import Geometry
import Motion
import Testing

@Suite("Springs and animated values")
struct SpringTests {
    @Test("interpolatingSpring's initialVelocity starts the value moving at that fraction of the change per second: a critically damped spring then overshoots, and without it does not")
    func initialVelocity() {
        func path(_ v: Double) -> [Double] {
            var value = AnimatedValue(0.0)
            value.set(100, animation: .interpolatingSpring(stiffness: 100, damping: 20, initialVelocity: v), at: 0)
            return stride(from: 0.0, through: 2, by: 0.01).map { value.presented(at: $0) }
        }
        let plain = path(0), thrown = path(20)
        #expect(plain.max()! <= 100 + 1e-9)
        #expect(thrown.max()! > 110, "\(thrown.max()!)")
        // At the start: 20 × 100 units per second (past what critical damping brings back without overshoot, 10 × 100).
        #expect(abs((thrown[1] - thrown[0]) / 0.01 - 2000) < 200, "\((thrown[1] - thrown[0]) / 0.01)")
        #expect(abs(thrown.last! - 100) < 0.5)
    }

    /// m·x'' = −k·x − c·x', integrated with RK4 at 0.1 ms steps.
    static func integrate(_ s: Spring, x0: Double, v0: Double, until t: Double) -> (x: Double, v: Double) {
        var x = x0, v = v0
        let h = 1e-4
        func a(_ x: Double, _ v: Double) -> Double { (-s.stiffness * x - s.damping * v) / s.mass }
        var time = 0.0
        while time < t - 1e-12 {
            let step = min(h, t - time)
            let k1x = v, k1v = a(x, v)
            let k2x = v + step / 2 * k1v, k2v = a(x + step / 2 * k1x, v + step / 2 * k1v)
            let k3x = v + step / 2 * k2v, k3v = a(x + step / 2 * k2x, v + step / 2 * k2v)
            let k4x = v + step * k3v, k4v = a(x + step * k3x, v + step * k3v)
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            time += step
        }
        return (x, v)
    }

    static let springs: [Spring] = [
        Spring(response: 0.6, dampingFraction: 0.6),                 // the meals hero spring: underdamped
        Spring(response: 0.55, dampingFraction: 1),                  // critical
        Spring(mass: 2.5, stiffness: 300, damping: 20),              // mass ≠ 1, underdamped
        Spring(mass: 0.5, stiffness: 80, damping: 30),               // mass ≠ 1, overdamped
    ]

    @Test("the analytic solution matches numerical integration, with velocity", arguments: springs)
    func analyticMatchesIntegration(spring: Spring) {
        for (x0, v0) in [(1.0, 0.0), (-320.0, 150.0), (0.0, -900.0)] {
            for t in [0.05, 0.2, 0.41, 1.0] {
                let a = spring.state(at: t, x0: x0, v0: v0), n = Self.integrate(spring, x0: x0, v0: v0, until: t)
                let scale = max(1, abs(x0), abs(v0) / 10)
                #expect(abs(a.x - n.x) < 1e-6 * scale, "x at \(t): \(a.x) vs \(n.x)")
                #expect(abs(a.v - n.v) < 1e-5 * scale * 10, "v at \(t): \(a.v) vs \(n.v)")
            }
        }
    }

    @Test("SwiftUI's parameters map to stiffness and damping")
    func parameters() {
        let s = Spring(response: 0.6, dampingFraction: 0.6)
        #expect(abs(s.stiffness - (2 * Double.pi / 0.6) * (2 * Double.pi / 0.6)) < 1e-9)
        #expect(abs(s.dampingRatio - 0.6) < 1e-12)
        #expect(abs(s.response - 0.6) < 1e-12)
        #expect(Animation.interactiveSpring == .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
    }

    @Test("the hero spring overshoots a growth by about 9.5%")
    func overshoot() {
        // ζ = 0.6: overshoot = exp(−πζ/√(1−ζ²)) = 9.48 %.
        var width = AnimatedValue(280.0)
        width.set(600, animation: .spring(response: 0.6, dampingFraction: 0.6), at: 0)
        var peak = 0.0
        for i in 0...240 { peak = max(peak, width.presented(at: Double(i) / 240)) }
        #expect(abs((peak - 600) / 320 - 0.0948) < 0.002)
    }

    @Test("a retarget goes on from the presented value and velocity on the running animation; at rest it jumps")
    func retarget() {
        let spring = Animation.spring(response: 0.6, dampingFraction: 0.6)
        var v = AnimatedValue(0.0)
        v.set(100, animation: spring, at: 0)
        let (x, dx) = (v.presented(at: 0.2), v.velocity(at: 0.2)[0])
        v.retarget(300, at: 0.2)
        #expect(abs(v.presented(at: 0.2) - x) < 1e-9 && abs(v.velocity(at: 0.2)[0] - dx) < 1e-6 && v.target == 300)
        #expect(abs(v.presented(at: 5) - 300) < 0.01 && !v.isAnimating(at: 5))
        var rest = AnimatedValue(0.0)
        rest.retarget(50, at: 1)
        #expect(rest.presented(at: 1) == 50 && !rest.isAnimating(at: 1))
        var loop = AnimatedValue(0.0)
        loop.set(1, animation: .linear(duration: 1).repeatForever(), at: 0)
        loop.retarget(2, at: 0.5)
        #expect(loop.presented(at: 0.5) == 2 && !loop.isAnimating(at: 0.5))
    }

    @Test("a shift moves the target and keeps the running motions")
    func shift() {
        var v = AnimatedValue(0.0)
        v.set(100, animation: .linear(duration: 1), at: 0)
        v.shift(to: 110, at: 0.5)
        #expect(abs(v.presented(at: 0.5) - 60) < 1e-9 && abs(v.presented(at: 0.75) - 85) < 1e-9 && v.presented(at: 1) == 110)
    }

    @Test("an easeInOut change goes from old to new over 0.35 s and stops")
    func curveEnds() {
        var v = AnimatedValue(0.0)
        v.set(100, animation: .easeInOut, at: 1)
        #expect(v.presented(at: 1) == 0)
        #expect(abs(v.presented(at: 1.175) - 50) < 1e-6)
        #expect(v.presented(at: 1.35) == 100)
        #expect(v.isAnimating(at: 1.3) && !v.isAnimating(at: 1.35))
        #expect(v.target == 100)
    }

    @Test("a spring reversed at 40% keeps position and velocity continuous and rests at the start")
    func reversal() {
        let a = Rect(x: 0, y: 0, width: 100, height: 100), b = Rect(x: 300, y: 200, width: 500, height: 400)
        var frame = AnimatedValue(a)
        let spring = Animation.spring(response: 0.6, dampingFraction: 0.8)
        frame.set(b, animation: spring, at: 0)
        // Find when the flight is 40% of the way.
        var t = 0.0
        while frame.presented(at: t).minX < 0.4 * 300 { t += 1.0 / 600 }
        let before = frame.presented(at: t), velocityBefore = frame.velocity(at: t)
        frame.set(a, animation: spring, at: t)
        #expect(frame.presented(at: t) == before)
        #expect(frame.velocity(at: t) == velocityBefore)
        // No jump bigger than one frame of motion, and rest at the start.
        var previous = frame.presented(at: t).minX
        let maxStep = abs(velocityBefore[0]) / 60 * 1.5 + 1
        for k in 1...180 {
            let x = frame.presented(at: t + Double(k) / 60).minX
            #expect(abs(x - previous) <= maxStep)
            previous = x
        }
        #expect(!frame.isAnimating(at: t + 3))
        #expect(frame.presented(at: t + 3) == a)
    }

    @Test("curve changes add up: a retarget mid-flight never jumps")
    func additiveCurves() {
        var v = AnimatedValue(0.0)
        v.set(100, animation: .linear(duration: 1), at: 0)
        let mid = v.presented(at: 0.5)
        v.set(0, animation: .easeInOut(duration: 1), at: 0.5)
        #expect(abs(v.presented(at: 0.5) - mid) < 1e-9)
        #expect(abs(v.presented(at: 2) - 0) < 1e-9)
    }

    @Test("delay, speed and repeat")
    func modifiers() {
        var v = AnimatedValue(0.0)
        v.set(10, animation: Animation.linear(duration: 1).delay(0.5).speed(2), at: 0)
        #expect(v.presented(at: 0.5) == 0)
        #expect(abs(v.presented(at: 0.75) - 5) < 1e-9)
        #expect(v.presented(at: 1.0) == 10)
        var r = AnimatedValue(0.0)
        r.set(1, animation: Animation.linear(duration: 1).repeatCount(2), at: 0)
        #expect(abs(r.presented(at: 0.5) - 0.5) < 1e-9)
        #expect(abs(r.presented(at: 1.25) - 0.75) < 1e-9)   // running back
    }

    @Test("a release velocity carries into the spring")
    func releaseVelocity() {
        var offset = AnimatedValue(120.0)
        offset.set(0, animation: nil, at: 1)
        offset.set(0, animation: .spring, at: 1)
        offset.addVelocity(SIMD4(800, 0, 0, 0), spring: .spring, at: 1)
        #expect(offset.velocity(at: 1)[0] == 800)
        #expect(offset.presented(at: 1.05) > 10)
        #expect(abs(offset.presented(at: 4)) < 1e-3)
    }

    @Test("an unanimated set to the same target leaves a running spring alone; a new target or a reset ends it")
    func sameTargetKeepsMotion() {
        var v = AnimatedValue(0.0)
        v.set(100, animation: .interactiveSpring, at: 0)
        let moving = v.presented(at: 0.05)
        v.set(100, animation: nil, at: 0.05)
        #expect(v.presented(at: 0.05) == moving && moving < 90)
        #expect(v.isAnimating(at: 0.05))
        v.set(120, animation: nil, at: 0.05)
        #expect(v.presented(at: 0.05) == 120 && !v.isAnimating(at: 0.05))
        v.set(0, animation: .spring, at: 0.1)
        v.reset(to: 0)
        #expect(v.presented(at: 0.1) == 0 && !v.isAnimating(at: 0.1))
    }

    @Test("settle: a value flying away from a target that moved turns back at once and never passes it on a critically damped spring")
    func settleDoesNotOvershoot() {
        let bouncy = Animation.interactiveSpring(response: 0.6, dampingFraction: 0.6, blendDuration: 0.25)
        let settle = Animation.spring(response: 0.5, dampingFraction: 1)
        for (target, kick) in [(-300.0, 0.0), (-300, 2000), (-300, -5000), (40, 0)] {
            var v = AnimatedValue(0.0)
            v.set(500, animation: bouncy, at: 0)
            v.addVelocity(SIMD4(kick, 0, 0, 0), spring: bouncy, at: 0.1)
            let from = v.presented(at: 0.15)
            v.settle(to: target, spring: settle, at: 0.15)
            #expect(abs(v.presented(at: 0.15) - from) < 1e-9, "no jump")
            // Monotonic from where it was toward the new target, and never past it.
            var previous = from
            for i in 1...300 {
                let x = v.presented(at: 0.15 + Double(i) / 120)
                #expect(from > target ? (x <= previous + 1e-9 && x >= target - 1e-6) : (x >= previous - 1e-9 && x <= target + 1e-6),
                        "target \(target), kick \(kick): \(x) after \(previous)")
                previous = x
            }
            #expect(!v.isAnimating(at: 5) && v.presented(at: 5) == target)
        }
    }
}

