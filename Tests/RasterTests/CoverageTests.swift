import Geometry
@testable import Raster
import Testing

/// Rounded-rect coverage against a supersampled reference: every pixel within 2/255.
///
/// The reference is 16×16 supersampling, refined to 128×128 on pixels that are partly covered. Plain
/// 16×16 sampling is exact for straight edges on the 1/16 grid, but along an arc that runs nearly
/// parallel to an axis all sixteen sample rows err the same way and the reference itself is off by up
/// to 8/255 (pixel (84, 54) of the radius-40 case: 16×16 gives 77.7/255, 1024×1024 gives 83.05/255,
/// the analytic coverage 83.0/255).
@Suite("Rounded-rect coverage")
struct CoverageTests {
    /// Fraction of a pixel's 16×16 sample points inside `shape` (sample centres at (i + 0.5) / 16).
    static func supersampled(_ shape: RoundedRect, x: Int, y: Int, n: Int = 16) -> Double {
        var inside = 0
        for j in 0..<n {
            for i in 0..<n {
                let p = Point(x: Double(x) + (Double(i) + 0.5) / Double(n), y: Double(y) + (Double(j) + 0.5) / Double(n))
                if shape.contains(p) { inside += 1 }
            }
        }
        return Double(inside) / Double(n * n)
    }

    static func maxError(_ shape: RoundedRect) -> (error: Double, at: (Int, Int)) {
        let cov = RoundedRectCoverage(shape)
        let b = IntRect(covering: shape.rect).insetBy(-1)
        var row = [UInt8](repeating: 0, count: b.width)
        var worst = 0.0
        var at = (0, 0)
        for y in b.y0..<b.y1 {
            row.withUnsafeMutableBufferPointer { cov.row(y: y, x0: b.x0, x1: b.x1, into: $0.baseAddress!) }
            for x in b.x0..<b.x1 {
                var reference = supersampled(shape, x: x, y: y)
                if (reference > 0 && reference < 1) || (row[x - b.x0] > 0 && row[x - b.x0] < 255) {
                    reference = supersampled(shape, x: x, y: y, n: 128)
                }
                let e = abs(Double(row[x - b.x0]) / 255 - reference)
                if e > worst { worst = e; at = (x, y) }
            }
        }
        return (worst, at)
    }

    // Positions on the 1/16 grid so that straight edges are represented exactly by the reference.
    @Test("coverage matches the supersampled reference", arguments: [0.0, 0.5, 7.3, 40.0, 1000.0])
    func matchesReference(radius: Double) {
        for (x, y) in [(3.0, 2.0), (3.25, 2.5625), (10.6875, 4.3125)] {
            let shape = RoundedRect(rect: Rect(x: x, y: y, width: 90.5, height: 61.25), radius: radius)
            let (error, at) = Self.maxError(shape)
            #expect(error <= 2.0 / 255, "radius \(radius) at (\(x), \(y)): error \(error * 255)/255 at pixel \(at)")
        }
    }

    @Test("per-corner radii and a fully round circle match the reference")
    func perCornerAndCircle() {
        let mixed = RoundedRect(rect: Rect(x: 1.5, y: 2.25, width: 70, height: 50),
                                radii: CornerRadii(topLeft: 0, topRight: 12.5, bottomRight: 25, bottomLeft: 3.3))
        #expect(Self.maxError(mixed).error <= 2.0 / 255)
        let circle = RoundedRect.circle(center: Point(x: 30.3125, y: 30.5625), radius: 20.75)
        #expect(Self.maxError(circle).error <= 2.0 / 255)
    }

    @Test("a circle's total coverage equals its area")
    func circleArea() {
        let r = 17.3
        let shape = RoundedRect.circle(center: Point(x: 25.4, y: 26.1), radius: r)
        let cov = RoundedRectCoverage(shape)
        var total = 0.0
        var row = [UInt8](repeating: 0, count: 60)
        for y in 0..<60 {
            row.withUnsafeMutableBufferPointer { cov.row(y: y, x0: 0, x1: 60, into: $0.baseAddress!) }
            total += row.reduce(0.0) { $0 + Double($1) / 255 }
        }
        #expect(abs(total - Double.pi * r * r) < 0.5)
    }

    @Test("the exact quarter-disc integral is the quarter disc's area over the whole square")
    func quarterDiscIntegral() {
        let r = 7.3
        let area = RoundedRectCoverage.quarterDiscArea(u0: 0, u1: r, v0: 0, v1: r, r: r)
        #expect(abs(area - Double.pi * r * r / 4) < 1e-9)
    }
}
