import Geometry
@testable import Raster
import Testing

/// Rows of a fill between the straight edges and away from the corners reuse one coverage row (and a
/// solid paint its runs): the bytes equal every row computed and painted on its own.
@Suite("Plain rows of a fill equal rows computed one by one")
struct PlainRowTests {
    static func paint(_ kind: Int, _ rng: inout SeededRandom, _ rect: Rect) -> Paint {
        let colour = Color(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: kind == 0 ? 1 : rng.unit())
        switch kind {
        case 0, 1: return .solid(colour)
        case 2: return .linearGradient(LinearGradient(start: Point(x: rect.minX, y: rect.minY), end: Point(x: rect.maxX, y: rect.maxY),
                                                      stops: [.init(0, colour), .init(1, .clear)]))
        default:
            let image = Pixmap(width: 13, height: 9, premultipliedPixels: FastPathTests.randomPixels(13 * 9, seed: rng.next(), opaque: true))
            return .image(ImagePaint(image: image, destination: rect, isOpaque: true))
        }
    }

    @Test("random rects, rounded rects, pills and circles; solid, translucent, gradient and image paints; opacities")
    func plainRowsMatch() {
        var rng = SeededRandom(seed: 14)
        for trial in 0..<400 {
            let w = 0.3 + rng.unit() * 70, h = 0.3 + rng.unit() * 70
            let rect = Rect(x: -10 + rng.unit() * 80, y: -10 + rng.unit() * 60, width: w, height: h)
            let radii: CornerRadii
            switch trial % 4 {
            case 0: radii = .zero
            case 1: radii = CornerRadii(all: rng.unit() * 20)
            case 2: radii = CornerRadii(topLeft: rng.unit() * 9, topRight: 0, bottomRight: rng.unit() * 30, bottomLeft: rng.unit() * 5)
            default: radii = CornerRadii(all: min(w, h) / 2)
            }
            let shape = Shape.roundedRect(RoundedRect(rect: rect, radii: radii))
            let paint = Self.paint(trial % 7 < 4 ? trial % 4 : 1, &rng, rect)
            let opacity = trial % 3 == 0 ? 1 : rng.unit()
            let background = FastPathTests.randomPixels(64 * 48, seed: UInt64(trial))
            var fast = Pixmap(width: 64, height: 48, premultipliedPixels: background), slow = fast
            fast.fill(shape, with: paint, clip: .none, opacity: opacity, reusingPlainRows: true)
            slow.fill(shape, with: paint, clip: .none, opacity: opacity, reusingPlainRows: false)
            #expect(fast.pixels == slow.pixels, "trial \(trial): \(rect) radii \(radii) opacity \(opacity)")
        }
    }

    @Test("plain rows are exactly the rows whose coverage is the full-height row")
    func plainRowRange() {
        var rng = SeededRandom(seed: 5)
        for _ in 0..<300 {
            let rect = Rect(x: rng.unit() * 10, y: rng.unit() * 10, width: rng.unit() * 40, height: rng.unit() * 40)
            let shape = RoundedRect(rect: rect, radii: CornerRadii(topLeft: rng.unit() * 15, topRight: rng.unit() * 15,
                                                                  bottomRight: rng.unit() * 15, bottomLeft: 0))
            let coverage = ShapeCoverage(.roundedRect(shape))
            let plain = coverage.plainRows(0..<60)
            let x0 = 0, x1 = 60
            var full = [UInt8](repeating: 0, count: 60), row = full, scratch = full
            // The full-height row: the coverage of the plain rect (no corners) in a row inside it.
            let flat = RoundedRectCoverage(RoundedRect(rect: Rect(x: rect.minX, y: -100, width: rect.width, height: 300)))
            full.withUnsafeMutableBufferPointer { flat.row(y: 0, x0: x0, x1: x1, into: $0.baseAddress!) }
            for y in plain {
                row.withUnsafeMutableBufferPointer { r in
                    scratch.withUnsafeMutableBufferPointer { coverage.row(y: y, x0: x0, x1: x1, into: r.baseAddress!, scratch: $0.baseAddress!) }
                }
                #expect(row == full, "row \(y) of \(shape)")
            }
        }
    }
}
