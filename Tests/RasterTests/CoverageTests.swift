import Foundation
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

    /// The table-driven row (F at column lines once per shape, A(u, v) by inclusion–exclusion) against
    /// the per-pixel integral it replaced, on random shapes: fractional positions and radii, per-corner
    /// radii, circles and pills whose corners share columns, tiny and huge radii, partial row spans.
    @Test("table-driven coverage rows equal the per-pixel integral within one level")
    func tableRowsMatchPerPixelIntegral() {
        var rng = SeededRandom(seed: 14)
        var worst = 0, differing = 0, total = 0
        for k in 0..<400 {
            let w = 0.3 + rng.unit() * (k % 4 == 0 ? 8 : 90), h = 0.3 + rng.unit() * (k % 5 == 0 ? 8 : 70)
            let rect = Rect(x: 2 + rng.unit() * 5, y: 2 + rng.unit() * 5, width: w, height: h)
            let shape: RoundedRect
            switch k % 4 {
            case 0: shape = RoundedRect(rect: rect, radius: rng.unit() * 45)
            case 1: shape = RoundedRect(rect: rect, radii: CornerRadii(topLeft: rng.unit() * 30, topRight: rng.unit() < 0.3 ? 0 : rng.unit() * 30,
                                                                          bottomRight: rng.unit() * 30, bottomLeft: rng.unit() * 30))
            case 2: shape = RoundedRect(rect: rect, radius: 1000)  // pill or circle: fully round ends
            default: shape = RoundedRect.circle(center: Point(x: 40 + rng.unit(), y: 40 + rng.unit()), radius: rng.unit() * 36)
            }
            let cov = RoundedRectCoverage(shape)
            let b = IntRect(covering: shape.rect).insetBy(-1)
            // Whole rows and a span that starts and ends inside the shape.
            let spans = [(b.x0, b.x1), (b.x0 + b.width / 3, max(b.x0 + b.width / 3 + 1, b.x1 - b.width / 4))]
            for (x0, x1) in spans {
                var fast = [UInt8](repeating: 7, count: x1 - x0), slow = fast
                for y in b.y0..<b.y1 {
                    fast.withUnsafeMutableBufferPointer { cov.row(y: y, x0: x0, x1: x1, into: $0.baseAddress!) }
                    slow.withUnsafeMutableBufferPointer { cov.referenceRow(y: y, x0: x0, x1: x1, into: $0.baseAddress!) }
                    for i in fast.indices {
                        let d = abs(Int(fast[i]) - Int(slow[i]))
                        worst = max(worst, d)
                        if d != 0 { differing += 1 }
                        total += 1
                    }
                }
            }
        }
        #expect(worst <= 1, "largest difference \(worst) levels")
        // Equal areas computed in another order round differently only at a half level.
        #expect(differing * 1000 < total, "\(differing) of \(total) pixels differ")
    }

    /// The corner tables' F(x) = (x·√(r² − x²) + r²·asin(x/r)) / 2 is computed in vectors with its own
    /// asin (no libm call): it must agree with libm's to within rounding, at every radius and phase.
    @Test("the tabled strip areas F equal libm's formula at every column and row line")
    func stripTablesMatchLibm() {
        var rng = SeededRandom(seed: 21)
        var worst = 0.0, lines = 0
        for k in 0..<300 {
            let radius = [0.3, 0.5, 3.7, 7.3, 40, 250][k % 6] * (0.5 + rng.unit())
            let side = 2 * radius + rng.unit() * 30
            let shape = RoundedRect(rect: Rect(x: rng.unit() * 9, y: rng.unit() * 9, width: side, height: side + rng.unit() * 5),
                                    radius: radius)
            let cov = RoundedRectCoverage(shape)
            for i in 0..<cov.cornerCount {
                let r = cov.corner(i).r
                let tables = cov.kernel.lineTables(i)
                for (x, f) in tables.columns.map({ ($0.u, $0.f) }) + tables.rows.map({ ($0.v, $0.f) }) {
                    let expected = 0.5 * (x * max(0, r * r - x * x).squareRoot() + r * r * asin(min(1, x / r)))
                    worst = max(worst, abs(f - expected) / max(1, r * r))
                    lines += 1
                }
            }
        }
        #expect(lines > 10_000)
        #expect(worst < 1e-14, "largest error \(worst) of r²")
    }

    @Test("the exact quarter-disc integral is the quarter disc's area over the whole square")
    func quarterDiscIntegral() {
        let r = 7.3
        let area = RoundedRectCoverage.quarterDiscArea(u0: 0, u1: r, v0: 0, v1: r, r: r)
        #expect(abs(area - Double.pi * r * r / 4) < 1e-9)
    }
}
