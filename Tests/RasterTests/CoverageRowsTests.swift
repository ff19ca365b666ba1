import Geometry
@testable import Raster
import Testing

/// `RoundedRectCoverage.rows` (`rk_rounded_rect_rows`, which follows each corner's arc from row to row)
/// gives the bytes of `row` row by row, and `overRows` (coverage and compositing in C) the pixels of the
/// coverage kernel on each row.
@Suite("Rounded-rect coverage a batch of rows at a time")
struct CoverageRowsTests {
    /// A random rounded rect: sizes from slivers to 300 px, every kind of radii (none, equal, per corner,
    /// half the side: pills and circles, radii longer than a short side), any fractional position.
    static func randomShape(_ rng: inout SeededRandom, trial: Int) -> RoundedRect {
        let w = trial % 9 == 0 ? rng.unit() * 3 : 0.5 + rng.unit() * (trial % 4 == 0 ? 300 : 80)
        let h = trial % 11 == 0 ? rng.unit() * 3 : 0.5 + rng.unit() * (trial % 4 == 1 ? 300 : 80)
        let rect = Rect(x: -20 + rng.unit() * 120, y: -20 + rng.unit() * 120, width: w, height: h)
        let m = min(w, h) / 2
        let radii: CornerRadii
        switch trial % 6 {
        case 0: radii = .zero
        case 1: radii = CornerRadii(all: rng.unit() * m)
        case 2: radii = CornerRadii(topLeft: rng.unit() * m, topRight: rng.unit() * m, bottomRight: rng.unit() * m, bottomLeft: rng.unit() * m)
        case 3: radii = CornerRadii(all: m)
        case 4: radii = CornerRadii(topLeft: rng.unit() * max(w, h), topRight: 0, bottomRight: rng.unit() * max(w, h), bottomLeft: rng.unit() * 4)
        default: radii = CornerRadii(topLeft: rng.unit() * m, topRight: 0, bottomRight: rng.unit() * m, bottomLeft: rng.unit() * m)
        }
        return RoundedRect(rect: rect, radii: radii)
    }

    @Test("rows equal row, whole shapes and cut spans, batches starting anywhere")
    func rowsEqualRow() {
        var rng = SeededRandom(seed: 26)
        var rowsCompared = 0
        for trial in 0..<3000 {
            let shape = Self.randomShape(&rng, trial: trial)
            let coverage = RoundedRectCoverage(shape)
            let b = IntRect(covering: shape.rect).insetBy(-1)
            guard !b.isEmpty else { continue }
            // A span cut on either side now and then (a shape at the canvas's edge).
            let x0 = trial % 5 == 2 ? b.x0 + b.width / 3 : b.x0, x1 = trial % 7 == 3 ? b.x1 - b.width / 4 : b.x1
            guard x1 > x0 else { continue }
            let n = x1 - x0
            // Rows in batches of random lengths, so batches start inside corners too.
            var y = b.y0
            var batch = [UInt8](repeating: 0, count: n * (b.height + 1)), single = [UInt8](repeating: 0, count: n)
            while y < b.y1 {
                let end = min(b.y1, y + 1 + Int(rng.unit() * 40))
                batch.withUnsafeMutableBufferPointer { coverage.rows(y0: y, y1: end, x0: x0, x1: x1, into: $0.baseAddress!, stride: n) }
                for r in y..<end {
                    single.withUnsafeMutableBufferPointer { coverage.row(y: r, x0: x0, x1: x1, into: $0.baseAddress!) }
                    let got = Array(batch[(r - y) * n..<(r - y + 1) * n])
                    if got != single {
                        Issue.record("trial \(trial): row \(r) of \(shape) (span \(x0)..<\(x1), batch \(y)..<\(end)) differs")
                        return
                    }
                    rowsCompared += 1
                }
                y = end
            }
        }
        #expect(rowsCompared > 100_000)
    }

    @Test("overRows composites each row as the coverage kernel does")
    func overRowsEqualsRowByRow() {
        var rng = SeededRandom(seed: 27)
        for trial in 0..<400 {
            let shape = Self.randomShape(&rng, trial: trial)
            let coverage = RoundedRectCoverage(shape)
            let area = IntRect(covering: shape.rect).intersection(IntRect(x0: 0, y0: 0, x1: 96, y1: 96))
            guard !area.isEmpty else { continue }
            let n = area.width
            let source = PixelMath.premultiplied(Color(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: rng.unit()))
            let opacity = trial % 3 == 0 ? 255 : UInt32(rng.unit() * 255)
            let background = FastPathTests.randomPixels(96 * 96, seed: UInt64(trial))
            var fast = Pixmap(width: 96, height: 96, premultipliedPixels: background), slow = fast
            let batchRows = 1 + trial % 17
            var scratch = [UInt8](repeating: 0, count: batchRows * n), row = [UInt8](repeating: 0, count: n)
            fast.withMutablePixels { px in
                scratch.withUnsafeMutableBufferPointer {
                    coverage.overRows(y0: area.y0, y1: area.y1, x0: area.x0, x1: area.x1, pixels: px.baseAddress!, stride: 96,
                                      source: source, opacity: opacity, scratch: $0.baseAddress!, batch: batchRows)
                }
            }
            slow.withMutablePixels { px in
                for y in area.y0..<area.y1 {
                    row.withUnsafeMutableBufferPointer { r in
                        coverage.row(y: y, x0: area.x0, x1: area.x1, into: r.baseAddress!)
                        CompositingKernels.overCoverage(px.baseAddress! + y * 96 + area.x0, r.baseAddress!, count: n, source,
                                                        opacity: opacity, variant: .portable)
                    }
                }
            }
            #expect(fast.pixels == slow.pixels, "trial \(trial): \(shape) opacity \(opacity) batch \(batchRows)")
        }
    }
}
