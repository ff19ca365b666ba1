import Foundation
import Geometry
@testable import Raster
import Testing

@Suite("Radial and angular gradients")
struct CircularGradientTests {
    static let stops = [LinearGradient.Stop(0, Color(red: 1, green: 0, blue: 0)), LinearGradient.Stop(1, Color(red: 0, green: 0, blue: 1))]

    static func channels(_ p: UInt32) -> (r: Int, b: Int) { (Int(p & 0xFF), Int((p >> 16) & 0xFF)) }

    @Test("a radial gradient is the first stop inside its start circle, the last outside its end circle, mixed by distance between")
    func radialByDistance() {
        var pm = Pixmap(width: 101, height: 101)
        let g = RadialGradient(center: Point(x: 50.5, y: 50.5), startRadius: 10, endRadius: 40, stops: Self.stops)
        pm.fill(.rect(Rect(x: 0, y: 0, width: 101, height: 101)), with: .radialGradient(g))
        func at(_ x: Int, _ y: Int) -> (r: Int, b: Int) { Self.channels(pm.pixels[y * 101 + x]) }
        #expect(at(50, 50) == (255, 0))
        #expect(at(55, 50) == (255, 0))          // 5 px out: inside the start circle
        #expect(at(100, 50) == (0, 255))         // 50 px out: beyond the end circle
        let mid = at(75, 50)                     // 25 px out: halfway from 10 to 40
        #expect(abs(mid.r - 128) <= 3 && abs(mid.b - 128) <= 3, "\(mid)")
        // The same distance in another direction is the same colour.
        #expect(at(50, 75) == mid)
    }

    @Test("an angular gradient turns clockwise from its start angle; a short sweep's gap is split between the end colours")
    func angularLocations() {
        let quarter = Double.pi / 2
        // A full turn from 0: right 0, down (clockwise on screen) a quarter, left a half.
        #expect(abs(AngularGradient.location(dx: 1, dy: 0.0001, start: 0, span: 2 * .pi)) < 0.01)
        #expect(abs(AngularGradient.location(dx: 0, dy: 1, start: 0, span: 2 * .pi) - 0.25) < 1e-9)
        #expect(abs(AngularGradient.location(dx: -1, dy: 0.0001, start: 0, span: 2 * .pi) - 0.5) < 0.01)
        // A half-turn sweep (0 → π): straight down is its middle; the gap (up) is split: just past π
        // (up-left of the left ray) is the end colour, just before 2π (up-right) the start colour.
        #expect(abs(AngularGradient.location(dx: 0, dy: 1, start: 0, span: .pi) - 0.5) < 1e-9)
        #expect(AngularGradient.location(dx: -1, dy: -0.2, start: 0, span: .pi) == 1)
        #expect(AngularGradient.location(dx: 1, dy: -0.2, start: 0, span: .pi) == 0)
        // Two turns from 0 draw the last one: location 0.5 at the start ray, 0.75 a half-turn on.
        #expect(abs(AngularGradient.location(dx: 1, dy: 0.0001, start: 0, span: 4 * .pi) - 0.5) < 0.01)
        #expect(abs(AngularGradient.location(dx: 0, dy: -1, start: -quarter, span: 2 * .pi)) < 1e-9)
    }

    @Test("an angular gradient drawn: first stop just clockwise of the start ray, last stop just before it")
    func angularDrawn() {
        var pm = Pixmap(width: 100, height: 100)
        let g = AngularGradient(center: Point(x: 50, y: 50), startAngle: 0, endAngle: 2 * .pi, stops: Self.stops)
        pm.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), with: .angularGradient(g))
        let below = Self.channels(pm.pixels[52 * 100 + 95])   // just clockwise of 0
        let above = Self.channels(pm.pixels[47 * 100 + 95])   // just before a full turn
        #expect(below.r > 240 && above.b > 240, "below \(below), above \(above)")
        let left = Self.channels(pm.pixels[50 * 100 + 2])     // half a turn: the middle
        #expect(abs(left.r - 128) <= 4 && abs(left.b - 128) <= 4, "\(left)")
    }
}
