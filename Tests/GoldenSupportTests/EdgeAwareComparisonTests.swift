import Foundation
import Geometry
import GoldenSupport
import Raster
import SceneTestSupport
import Testing
import Typography

/// The key-frame comparison on synthetic images: it must fail what a person sees (a letter changed, a
/// shape moved by 2 px, one flat pixel changed) and pass what they cannot (±2 levels of noise, a few
/// levels of jitter on anti-aliased edges).
@MainActor
@Suite("golden comparison: tight on flat pixels, looser only on anti-aliased edges")
struct EdgeAwareComparisonTests {
    static let background = Color(hex: 0x1C1C1E)

    /// A dark card with a rounded rectangle whose edges fall between pixels and one line of text.
    func card(text: String = "Our Food Service", rectX: Double = 40.3, textSize: Double = 28) -> Pixmap {
        var p = Pixmap(width: 360, height: 160, fill: Self.background)
        p.fill(.roundedRect(RoundedRect(rect: Rect(x: rectX, y: 20.6, width: 120.5, height: 50.2), radii: CornerRadii(all: 12))),
               with: .solid(Color(hex: 0x0A84FF)))
        let layout = TextLayoutEngine(glyphs: TestEnvironment.glyphs)
            .layout(text, style: TextStyle(font: .system(size: textSize, weight: .bold)), scale: 1)
        p.draw(layout, atPixel: Point(x: 24, y: 90), color: .white, glyphs: TestEnvironment.glyphs)
        return p
    }

    func compare(_ expected: Pixmap, _ actual: Pixmap) -> EdgeAwareComparison {
        EdgeAwareComparison(expected: expected, actual: actual, tolerance: .keyFrame)
    }

    /// Adds `delta(x, y, channel)` to every colour channel, clamped (the images are opaque).
    func perturbed(_ image: Pixmap, _ delta: (Int, Int, Int) -> Int) -> Pixmap {
        var out = image
        for y in 0..<image.height {
            for x in 0..<image.width {
                var p = image[x, y]
                for c in 0..<3 {
                    let shift = UInt32(c * 8)
                    let v = min(255, max(0, Int((p >> shift) & 0xFF) + delta(x, y, c)))
                    p = (p & ~(0xFF << shift)) | UInt32(v) << shift
                }
                out[x, y] = p
            }
        }
        return out
    }

    /// A fixed pseudo-random value in -range...range for (x, y, c).
    func noise(_ x: Int, _ y: Int, _ c: Int, range: Int) -> Int {
        var h = UInt32(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663 ^ c &* 83_492_791)
        h ^= h >> 13; h = h &* 0x5BD1_E995; h ^= h >> 15
        return Int(h % UInt32(2 * range + 1)) - range
    }

    /// The three solid colours of `card`, packed as its pixels are.
    static let solids: Set<UInt32> = Set([background, Color(hex: 0x0A84FF), .white].map { Pixmap(width: 1, height: 1, fill: $0)[0, 0] })

    /// True where the pixel is none of the card's solid colours: an anti-aliased edge pixel.
    func isAntialiased(_ p: UInt32) -> Bool { !Self.solids.contains(p) }

    @Test("an identical image matches with no difference at all")
    func identical() {
        let c = compare(card(), card())
        #expect(c.matches && c.largest == 0 && c.changed == nil)
    }

    @Test("±2 levels of noise on every channel of every pixel passes")
    func noisePasses() {
        let expected = card()
        let c = compare(expected, perturbed(expected) { x, y, ch in noise(x, y, ch, range: 2) })
        #expect(c.matches, "\(c.summary)")
        #expect(c.largest == 2 && c.flatOver == 0 && c.edgeJitter == 0)
    }

    @Test("jitter of up to 8 levels on every anti-aliased edge pixel passes")
    func edgeJitterPasses() {
        let expected = card()
        let actual = perturbed(expected) { x, y, ch in isAntialiased(expected[x, y]) ? noise(x, y, ch, range: 8) : 0 }
        let c = compare(expected, actual)
        #expect(c.matches, "\(c.summary)")
        #expect(c.edgeJitter > 100, "the jitter must reach more than a few dozen edge pixels: \(c.summary)")
    }

    @Test("a sub-pixel move of the rectangle (0.05 px: anti-aliasing only) passes")
    func subpixelMovePasses() {
        let c = compare(card(rectX: 40.3), card(rectX: 40.35))
        #expect(c.matches, "\(c.summary)")
    }

    @Test("the rectangle moved by 2 px fails, on flat pixels")
    func shiftedRectangleFails() {
        let c = compare(card(rectX: 40.3), card(rectX: 42.3))
        #expect(!c.matches)
        #expect(c.flatOver > 50, "\(c.summary)")
        #expect(c.changed.map { $0.x0 >= 40 && $0.x1 <= 164 } == true, "\(c.summary)")
    }

    @Test("one letter changed fails, in a 28 pt title and in 12 pt text")
    func oneGlyphFails() {
        let title = compare(card(text: "Our Food Service"), card(text: "Our Food Servise"))
        #expect(!title.matches, "\(title.summary)")
        #expect(title.flatOver + title.edgeOver > 40, "\(title.summary)")
        let small = compare(card(text: "First", textSize: 12), card(text: "Firsf", textSize: 12))
        #expect(!small.matches, "\(small.summary)")
        // Even if every changed pixel of the small letter lay on an edge, their count alone fails.
        #expect(small.edgeOver > GoldenTolerance.keyFrame.edgeOutliers, "\(small.summary)")
    }

    @Test("one flat pixel changed by 10 levels fails: flat pixels have no outlier allowance")
    func oneFlatPixelFails() {
        let expected = card()
        let c = compare(expected, perturbed(expected) { x, y, _ in x == 300 && y == 10 ? 10 : 0 })
        #expect(!c.matches && c.flatOver == 1 && c.changed == IntRect(x0: 300, y0: 10, x1: 301, y1: 11), "\(c.summary)")
    }

    @Test("at most 8 edge pixels may exceed the edge tolerance")
    func edgeOutlierBudget() {
        let expected = card()
        let edges = (0..<expected.height).flatMap { y in (0..<expected.width).map { (x: $0, y: y) } }
            .filter { isAntialiased(expected[$0.x, $0.y]) }
        func breaking(_ n: Int) -> EdgeAwareComparison {
            let chosen = Set(edges.prefix(n).map { $0.y * expected.width + $0.x })
            return compare(expected, perturbed(expected) { x, y, _ in chosen.contains(y * expected.width + x) ? 40 : 0 })
        }
        let allowed = breaking(8), tooMany = breaking(9)
        #expect(allowed.matches && allowed.edgeOver == 8, "\(allowed.summary)")
        #expect(!tooMany.matches && tooMany.edgeOver == 9, "\(tooMany.summary)")
    }

    @Test("a failure writes expected | diff | actual and names it after the golden")
    func failureSheet() throws {
        let failure = try #require(GoldenComparison.compare(expected: card(rectX: 40.3), actual: card(rectX: 42.3),
                                                            tolerance: .keyFrame, label: "synthetic-shift"))
        #expect(failure.sheet.width == 3 * 360 + 2 * 8 && failure.sheet.height == 160)
        #expect(failure.message.hasPrefix("synthetic-shift: "), "\(failure.message)")
        let path = try #require(failure.message.components(separatedBy: "written to ").last)
        #expect(path.contains("synthetic-shift-failure-") && FileManager.default.fileExists(atPath: path), "\(failure.message)")
        try? FileManager.default.removeItem(atPath: path)
    }
}
