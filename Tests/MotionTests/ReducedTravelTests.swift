import Geometry
import Motion
import Testing

@Suite("Reduced travel (AnimatedValue.setReduced)")
struct ReducedTravelTests {
    @Test("a reduced change cuts to a tenth of the way back and settles from there, a reversal from where it is drawn")
    func reducedChange() {
        var x = AnimatedValue(0.0)
        x.setReduced(100, animation: .easeInOut(duration: 0.3), travel: 0.1, at: 0)
        #expect(abs(x.presented(at: 0) - 90) < 1e-9)
        let path = stride(from: 0.0, through: 0.3, by: 1.0 / 60).map { x.presented(at: $0) }
        #expect(path.allSatisfy { $0 >= 90 - 1e-9 && $0 <= 100 + 1e-9 })
        #expect(x.presented(at: 0.3) == 100 && x.target == 100)
        // Reversed mid-way: from where it is drawn (about 95), a tenth of the way back to 0.
        let drawn = x.presented(at: 0.15)
        x.setReduced(0, animation: .easeInOut(duration: 0.3), travel: 0.1, at: 0.15)
        #expect(abs(x.presented(at: 0.15) - drawn * 0.1) < 1e-9)
        // No animation: a plain jump; a spring settles from rest without overshoot of its own.
        x.setReduced(50, animation: nil, travel: 0.1, at: 1)
        #expect(x.presented(at: 1) == 50 && !x.isAnimating(at: 1))
        var p = AnimatedValue(Point(x: 0, y: 0))
        p.setReduced(Point(x: 0, y: 200), animation: .spring(response: 0.5, dampingFraction: 1), travel: 0.1, at: 0)
        let ys = stride(from: 0.0, through: 2, by: 1.0 / 60).map { p.presented(at: $0).y }
        #expect(abs(ys[0] - 180) < 1e-9 && ys.allSatisfy { $0 >= 180 - 1e-9 && $0 <= 200 + 1e-6 })
    }
}
