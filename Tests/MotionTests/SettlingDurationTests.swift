import Foundation
import Geometry
@testable import Motion
import Testing

/// `Spring.settlingDuration` skips the grid times its decay bounds rule out; it must give exactly what
/// testing every grid time gives.
@Suite("Spring settling duration")
struct SettlingDurationTests {
    @Test("the shortcut equals the full scan for 4000 random springs, starts and tolerances (every damping regime)")
    func shortcutEqualsScan() {
        var g = SeededRandom(scrambling: 14)
        func magnitude() -> Double {
            let sign: Double = g.unit() < 0.5 ? -1 : 1
            return sign * pow(10, -4 + 8 * g.unit())
        }
        var skipped = 0
        for k in 0..<4000 {
            let fraction: Double
            switch k % 8 {
            case 0: fraction = 1
            case 1: fraction = 1 + (g.unit() - 0.5) * 4e-6       // inside the critical branch's 1e-6
            case 2: fraction = 1 + (g.unit() - 0.5) * 4e-3       // just outside it, either side
            case 3: fraction = 1 + 2 * g.unit()                  // over-damped
            case 4: fraction = k % 400 == 4 ? 0 : 0.02 * g.unit() // barely damped; undamped now and then
            default: fraction = 0.05 + 0.95 * g.unit()          // under-damped
            }
            let response = 0.05 + 1.95 * g.unit(), mass = 0.3 + 2.7 * g.unit()
            let omega = 2 * Double.pi / response
            let spring = Spring(mass: mass, stiffness: omega * omega * mass, damping: 2 * fraction * omega * mass)
            let x0 = g.unit() < 0.1 ? 0 : magnitude(), v0 = g.unit() < 0.3 ? 0 : magnitude() * 10
            let epsilon = g.unit() < 0.5 ? 1e-2 : 1e-3
            let fast = spring.settlingDuration(x0: x0, v0: v0, epsilon: epsilon)
            let scan = spring.settlingDurationByScan(x0: x0, v0: v0, epsilon: epsilon)
            #expect(fast == scan, "spring \(spring), x0 \(x0), v0 \(v0), ε \(epsilon): \(fast) vs \(scan)")
            if spring.unsettledBefore(x0: x0, v0: v0, epsilon: epsilon) > 1.0 / 240 { skipped += 1 }
        }
        // The bounds do rule most grid times out (else the shortcut would only cost).
        #expect(skipped > 3000)
    }

    @Test("a flight's spring moved 300 pt: nothing before 0.3 s is tested, and the duration is the scan's")
    func heroSpring() {
        let hero = Spring(response: 0.6, dampingFraction: 0.6)
        #expect(hero.unsettledBefore(x0: 300, v0: 0, epsilon: 0.01) > 0.3)
        #expect(hero.settlingDuration(x0: 300, v0: 0, epsilon: 0.01) == hero.settlingDurationByScan(x0: 300, v0: 0, epsilon: 0.01))
        #expect(hero.settlingDuration(x0: 0, v0: 0, epsilon: 0.01) == 0)
    }
}
