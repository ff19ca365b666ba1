import Geometry
import Raster

extension Pixmap {
    /// Draws `layout` with its top-left at pixel `origin`; glyph positions (layout points) are multiplied
    /// by the layout's scale, each glyph snapped to whole pixels, in `color` times `opacity`, clipped.
    public mutating func draw(_ layout: TextLayout, atPixel origin: Point, color: Color, glyphs: GlyphCache, clip: Clip = .none, opacity: Double = 1) {
        let s = layout.scale
        for line in layout.lines {
            let baseline = Int((origin.y + line.baseline * s).rounded())
            for g in line.glyphs {
                guard let glyph = glyphs.glyph(g.scalar, font: layout.font), glyph.mask.width > 0 else { continue }
                let x = Int((origin.x + g.x * s).rounded()) + glyph.offsetX
                fill(mask: glyph.mask, atX: x, y: baseline + glyph.offsetY, color: color, clip: clip, opacity: opacity)
            }
        }
    }
}
