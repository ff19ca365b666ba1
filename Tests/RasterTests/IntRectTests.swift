import Geometry
import Raster
import Testing

@Suite("Whole-pixel rectangles")
struct IntRectTests {
    @Test("a rect far off to either side clamps both edges instead of trapping", arguments: [
        Rect(x: 1e300, y: 0, width: 10, height: 10),
        Rect(x: -1e300, y: -1e300, width: 10, height: 10),
        Rect(x: 0, y: 1e300, width: 1e300, height: 10),
        Rect(x: -1e300, y: 0, width: 1e300, height: 10),
        Rect(x: 1e18, y: -1e18, width: 5, height: 5),
    ])
    func farAway(r: Rect) {
        for ir in [IntRect(covering: r), IntRect(inside: r)] {
            #expect(abs(ir.x0) <= 100_000_000 && abs(ir.x1) <= 100_000_000 && abs(ir.y0) <= 100_000_000 && abs(ir.y1) <= 100_000_000, "\(ir)")
        }
    }

    @Test("ordinary rects round outward and inward as before")
    func ordinary() {
        #expect(IntRect(covering: Rect(x: 1.5, y: 2.2, width: 3, height: 4)) == IntRect(x0: 1, y0: 2, x1: 5, y1: 7))
        #expect(IntRect(inside: Rect(x: 1.5, y: 2.2, width: 3, height: 4)) == IntRect(x0: 2, y0: 3, x1: 4, y1: 6))
        #expect(IntRect(covering: Rect(x: .nan, y: 0, width: 1, height: 1)).isEmpty)
    }
}
