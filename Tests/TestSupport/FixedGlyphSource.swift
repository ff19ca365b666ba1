import Raster
import Typography

/// A glyph source with fixed metrics: every glyph advances 0.5 em (a space too), ascent 0.8 em,
/// descent 0.2 em, line height 1.2 em; the ink is a solid box. Layout can be checked by arithmetic.
public final class FixedGlyphSource: GlyphSource {
    public init() {}
    public func lineMetrics(_ font: FontInstance) -> LineMetrics {
        LineMetrics(ascent: 0.8 * font.pixelSize, descent: 0.2 * font.pixelSize, lineHeight: 1.2 * font.pixelSize)
    }

    public func glyph(_ scalar: Unicode.Scalar, font: FontInstance) -> Glyph? {
        let em = font.pixelSize
        if scalar == " " { return Glyph(advance: em / 2, offsetX: 0, offsetY: 0, mask: AlphaMask(width: 0, height: 0)) }
        let w = max(1, Int(em / 2) - 1), h = max(1, Int(em * 0.7))
        return Glyph(advance: em / 2, offsetX: 0, offsetY: -h, mask: AlphaMask(width: w, height: h, values: Array(repeating: 255, count: w * h)))
    }

    public func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar, font: FontInstance) -> Double { 0 }
}
