import Geometry
@testable import Raster
import Testing

/// Polygons (flattened paths) are covered by exact area, as rounded rects are.
@Suite("Polygon coverage")
struct PolygonCoverageTests {
    /// Coverage of `shape` in a `w`×`h` mask, 0...1 per pixel.
    static func coverage(_ shape: Shape, _ w: Int, _ h: Int) -> [[Double]] {
        let mask = AlphaMask(shape: shape, width: w, height: h)
        return (0..<h).map { y in (0..<w).map { x in Double(mask[x, y]) / 255 } }
    }

    @Test("a square at fractional coordinates covers each pixel by its overlap")
    func fractionalSquare() {
        let square = PolygonSet([[Point(x: 1.25, y: 1.5), Point(x: 3.75, y: 1.5), Point(x: 3.75, y: 4), Point(x: 1.25, y: 4)]])
        let c = Self.coverage(.polygons(square), 6, 6)
        #expect(abs(c[1][1] - 0.75 * 0.5) < 0.01)
        #expect(abs(c[2][2] - 1) < 0.01)
        #expect(abs(c[2][3] - 0.75) < 0.01)
        #expect(c[0][2] == 0 && c[4][2] == 0 && c[2][0] == 0 && c[2][4] == 0)
    }

    @Test("contains: the nonzero rule, either winding, a hole wound the other way, overlapping pieces")
    func containsByNonzero() {
        let square = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        let hole = [Point(x: 3, y: 3), Point(x: 3, y: 7), Point(x: 7, y: 7), Point(x: 7, y: 3)]
        #expect(PolygonSet([square]).contains(Point(x: 5, y: 5)))
        #expect(PolygonSet([square.reversed()]).contains(Point(x: 5, y: 5)))
        #expect(!PolygonSet([square]).contains(Point(x: 11, y: 5)))
        let ring = PolygonSet([square, hole])
        #expect(!ring.contains(Point(x: 5, y: 5)), "the hole, wound the other way")
        #expect(ring.contains(Point(x: 1.5, y: 5)), "the band")
        // The same square twice, the same way: still inside once (not cancelled).
        #expect(PolygonSet([square, square]).contains(Point(x: 5, y: 5)))
        let triangle = PolygonSet([[Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 10)]])
        #expect(triangle.contains(Point(x: 2, y: 2)) && !triangle.contains(Point(x: 8, y: 8)), "in its bounds, outside the triangle")
    }

    @Test("a triangle's coverage adds up to its area, whichever way it is wound")
    func triangleArea() {
        let pts = [Point(x: 0.3, y: 0.2), Point(x: 9.7, y: 2.9), Point(x: 3.1, y: 8.6)]
        let area = abs((pts[1].x - pts[0].x) * (pts[2].y - pts[0].y) - (pts[2].x - pts[0].x) * (pts[1].y - pts[0].y)) / 2
        for poly in [pts, pts.reversed()] {
            let total = Self.coverage(.polygons(PolygonSet([poly])), 12, 12).joined().reduce(0, +)
            // Each pixel is rounded to 1/255.
            #expect(abs(total - area) < 0.3, "total \(total) vs area \(area)")
        }
    }

    @Test("a polygon rectangle covers what the exact rounded-rect coverage covers")
    func sameAsRect() {
        let r = Rect(x: 2.3, y: 1.7, width: 7.9, height: 5.2)
        let poly = PolygonSet([[Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]])
        let a = Self.coverage(.polygons(poly), 12, 10), b = Self.coverage(.rect(r), 12, 10)
        for y in 0..<10 { for x in 0..<12 { #expect(abs(a[y][x] - b[y][x]) <= 1.0 / 255 + 1e-9, "pixel \(x),\(y)") } }
    }
}
