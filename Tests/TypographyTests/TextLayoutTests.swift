import Geometry
import Raster
import Testing
import Typography
import TestSupport

@Suite("Text layout")
struct TextLayoutTests {
    let engine = TextLayoutEngine(glyphs: GlyphCache(source: FixedGlyphSource()))
    let style = TextStyle(font: Font(size: 10))   // every glyph 5 pt wide, lines 12 pt tall

    @Test("one line measures its advances and the font's line height")
    func singleLine() {
        let l = engine.layout("hello", style: style, scale: 1)
        #expect(l.lines.count == 1)
        #expect(l.size == Size(width: 25, height: 12))
        #expect(l.lines[0].baseline == 8)
    }

    @Test("lines break at spaces within the width; trailing spaces do not count")
    func wrapping() {
        let l = engine.layout("aaa bbb ccc", style: style, maxWidth: 40, scale: 1)
        #expect(l.lines.count == 2)
        #expect(l.lines.map { String(String.UnicodeScalarView($0.glyphs.map(\.scalar))) } == ["aaa bbb ", "ccc"])
        #expect(l.lines[0].width == 35)
        #expect(l.size.height == 24)
    }

    @Test("text ending in a space, offered its own measured width, is not cut: the space hangs past it")
    func trailingSpaceHangs() {
        let measured = engine.layout("Name: ", style: style, scale: 1)
        #expect(measured.size.width == 25)
        var oneLine = style
        oneLine.lineLimit = 1
        let l = engine.layout("Name: ", style: oneLine, maxWidth: measured.size.width, scale: 1)
        #expect(!l.isTruncated)
        #expect(l.lines.map { String(String.UnicodeScalarView($0.glyphs.map(\.scalar))) } == ["Name: "])
    }

    @Test("a word wider than the line breaks between characters")
    func longWord() {
        let l = engine.layout("abcdefghij", style: style, maxWidth: 22, scale: 1)
        #expect(l.lines.map(\.glyphs.count) == [4, 4, 2])
    }

    @Test("a word is never split when it fits: text offered its own measured width keeps its lines",
          arguments: [1.0, 1.25, 1.5, 2.0])
    func measuredWidthKeepsLines(scale: Double) {
        // Tight kerning (every pair 0.3 em-pixels closer) makes a word narrower than its advances.
        let kerned = TextLayoutEngine(glyphs: GlyphCache(source: KernedGlyphSource()))
        for (text, size) in [("First", 17.0), ("Tap to discover", 20), ("Fourth", 17), ("a bb ccc dddd", 13.7)] {
            let style = TextStyle(font: Font(size: size))
            for engine in [engine, kerned] {
                let ideal = engine.layout(text, style: style, scale: scale)
                let offered = engine.layout(text, style: style, maxWidth: ideal.size.width, scale: scale)
                #expect(offered.lines.count == 1 && offered.size == ideal.size, "\(text) at \(scale)x: \(offered.lines.count) lines")
            }
        }
        // Narrower than the sentence but wide enough for each word: breaks only at spaces.
        let two = kerned.layout("First Second", style: TextStyle(font: Font(size: 10)), maxWidth: 32, scale: scale)
        #expect(two.lines.map { String(String.UnicodeScalarView($0.glyphs.map(\.scalar))) } == ["First ", "Second"])
    }

    @Test("a line limit cuts the text and ends it with an ellipsis that fits")
    func lineLimit() {
        var limited = style
        limited.lineLimit = 1
        let l = engine.layout("aaa bbb ccc", style: limited, maxWidth: 40, scale: 1)
        #expect(l.lines.count == 1)
        #expect(l.isTruncated)
        #expect(l.lines[0].glyphs.last?.scalar == "\u{2026}")
        #expect(l.lines[0].width <= 40)
    }

    @Test("explicit newlines always break")
    func newlines() {
        #expect(engine.layout("a\n\nb", style: style, scale: 1).lines.count == 3)
    }

    @Test("centred and trailing lines sit inside the widest line's box")
    func alignment() {
        var centred = style
        centred.alignment = .center
        let c = engine.layout("aaaa\nbb", style: centred, scale: 1)
        #expect(c.lines[1].glyphs[0].x == 5)
        centred.alignment = .trailing
        let t = engine.layout("aaaa\nbb", style: centred, scale: 1)
        #expect(t.lines[1].glyphs[0].x == 10)
    }

    @Test("at 2x the same text measures the same in points")
    func scaleIndependent() {
        #expect(engine.layout("hello world", style: style, scale: 2).size == engine.layout("hello world", style: style, scale: 1).size)
    }

    @Test("drawing a layout paints glyph ink at the baseline")
    func drawing() {
        let glyphs = GlyphCache(source: FixedGlyphSource())
        let l = TextLayoutEngine(glyphs: glyphs).layout("ab", style: style, scale: 1)
        var pm = Pixmap(width: 20, height: 14, fill: .white)
        pm.draw(l, atPixel: Point(x: 1, y: 1), color: .black, glyphs: glyphs)
        #expect(pm.rgba(x: 2, y: 8).r == 0)     // inside the first glyph's box, just above the baseline (y 9)
        #expect(pm.rgba(x: 2, y: 10).r == 255)  // below the baseline
    }

    @Test("glyphs land on the same pixels whatever whole-pixel offset the target has (a layer drawn in pieces)")
    func translationInvariant() {
        // A layer's pixmap starts where the damaged piece starts, so the same text is drawn at x and at
        // x - k. A position exactly half-way between pixels, once negative, must still round the same way.
        let glyphs = GlyphCache(source: FixedGlyphSource())
        let l = TextLayoutEngine(glyphs: glyphs).layout("abab", style: style, scale: 1)
        for x in [40.5, 41.5, 43.5, 40.25] {
            var whole = Pixmap(width: 100, height: 14, fill: .white)
            whole.draw(l, atPixel: Point(x: x, y: 1), color: .black, glyphs: glyphs)
            var piece = Pixmap(width: 50, height: 14, fill: .white)
            piece.draw(l, atPixel: Point(x: x - 50, y: 1), color: .black, glyphs: glyphs)
            for y in 0..<14 {
                for px in 0..<50 {
                    #expect(piece[px, y] == whole[px + 50, y], "x \(x): pixel (\(px), \(y)) of the piece")
                }
            }
        }
    }

    @Test("icon names resolve through the font package's table")
    func iconCatalog() {
        let catalog = IconCatalog(scss: "$x: map-merge((\n\t\"close\": e5cd,\n\t\"grid_view\": e9b0,\n), $x);")
        #expect(catalog.scalar(named: "close") == Unicode.Scalar(0xE5CD))
        #expect(catalog.scalar(named: "grid_view") == Unicode.Scalar(0xE9B0))
        #expect(catalog.scalar(named: "nope") == nil)
    }
}

/// Fixed metrics with tight kerning: every pair of glyphs sits 0.3 pixel closer than their advances.
final class KernedGlyphSource: GlyphSource {
    let fixed = FixedGlyphSource()
    func lineMetrics(_ font: FontInstance) -> LineMetrics { fixed.lineMetrics(font) }
    func glyph(_ scalar: Unicode.Scalar, font: FontInstance) -> Glyph? { fixed.glyph(scalar, font: font) }
    func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar, font: FontInstance) -> Double { -0.3 }
}
