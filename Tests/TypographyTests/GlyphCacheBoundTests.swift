import Raster
import Testing
import TestSupport
import Typography

/// A glyph source that counts what it is asked for.
final class CountingGlyphSource: GlyphSource {
    let inner = FixedGlyphSource()
    var glyphCalls = 0, kernCalls = 0, metricCalls = 0
    func lineMetrics(_ font: FontInstance) -> LineMetrics { metricCalls += 1; return inner.lineMetrics(font) }
    func glyph(_ scalar: Unicode.Scalar, font: FontInstance) -> Glyph? { glyphCalls += 1; return inner.glyph(scalar, font: font) }
    func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar, font: FontInstance) -> Double { kernCalls += 1; return 0 }
}

@Suite("Glyph cache bounds")
struct GlyphCacheBoundTests {
    let font = FontInstance(Font(.text, size: 100), scale: 1)

    @Test("glyph masks kept stay within the byte limit")
    func maskBytes() {
        let source = CountingGlyphSource()
        let cache = GlyphCache(source: source, capacity: 8192, byteLimit: 100_000)
        // FixedGlyphSource's 100 px glyphs are 49 x 70 px: 3430 bytes each.
        var most = 0
        for s in UInt32(0x41)...UInt32(0x41 + 200) {
            _ = cache.glyph(Unicode.Scalar(s)!, font: font)
            most = max(most, cache.maskBytes)
        }
        #expect(most <= 100_000)
        #expect(cache.glyphCount < 100_000 / 3430 + 1)
    }

    @Test("kerning pairs and line metrics are bounded by the capacity")
    func kerningAndMetrics() {
        let source = CountingGlyphSource()
        let cache = GlyphCache(source: source, capacity: 64)
        var most = 0
        for a in UInt32(0x41)..<UInt32(0x41 + 40) {
            for b in UInt32(0x41)..<UInt32(0x41 + 40) {
                _ = cache.kerning(Unicode.Scalar(a)!, Unicode.Scalar(b)!, font: font)
                most = max(most, cache.kerningCount)
            }
        }
        #expect(most <= 64)
        for size in 1...200 {
            _ = cache.lineMetrics(FontInstance(Font(.text, size: Double(size)), scale: 1))
        }
        #expect(cache.metricsCount <= 64)
    }
}
