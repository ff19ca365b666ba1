import Geometry
import Motion
import Testing

@Suite("Curves and clocks")
struct MotionTests {
    @Test("curves start at 0, end at 1 and never go back", arguments: [UnitCurve.linear, .easeIn, .easeOut, .easeInOut])
    func curveShape(curve: UnitCurve) {
        #expect(abs(curve.value(at: 0)) < 1e-9)
        #expect(abs(curve.value(at: 1) - 1) < 1e-9)
        var previous = 0.0
        for i in 1...100 {
            let v = curve.value(at: Double(i) / 100)
            #expect(v >= previous - 1e-9)
            previous = v
        }
    }

    @Test("easeInOut is symmetric and matches CSS's cubic-bezier(0.42, 0, 0.58, 1)")
    func easeInOutValues() {
        let c = UnitCurve.easeInOut
        #expect(abs(c.value(at: 0.5) - 0.5) < 1e-6)
        for t in [0.1, 0.25, 0.4] { #expect(abs(c.value(at: t) + c.value(at: 1 - t) - 1) < 1e-6) }
        // A known point of the curve: parameter s = 0.5 gives x = 0.5 and y = 0.5; s = 0.25 gives x = 0.274375, y = 0.15625.
        #expect(abs(c.value(at: 0.274375) - 0.15625) < 1e-6)
    }

    @Test("curve velocity is the derivative of its value")
    func velocity() {
        let c = UnitCurve.easeOut
        for t in [0.1, 0.3, 0.7] {
            let h = 1e-5
            let numeric = (c.value(at: t + h) - c.value(at: t - h)) / (2 * h)
            #expect(abs(c.velocity(at: t) - numeric) < 1e-3)
        }
    }

    @Test("a manual clock moves only forward")
    func manualClock() {
        let clock = ManualClock()
        clock.advance(to: 0.5)
        clock.advance(to: 0.25)
        #expect(clock.now == 0.5)
        clock.advance(by: 0.25)
        #expect(clock.now == 0.75)
    }

    @Test("rects and colours interpolate linearly and extrapolate")
    func interpolation() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(a.interpolated(to: b, 0.5) == Rect(x: 5, y: 10, width: 20, height: 25))
        #expect(a.interpolated(to: b, 1.1).width == 32)
        #expect(Color.black.interpolated(to: .white, 0.25).red == 0.25)
    }
}
