import Geometry
import Raster

extension Pixmap {
    /// Draws `layout` with its top-left at pixel `origin`; glyph positions (layout points) are multiplied
    /// by the layout's scale, each glyph snapped to whole pixels, in `color` times `opacity`, clipped.
    public mutating func draw(_ layout: TextLayout, atPixel origin: Point, color: Color, glyphs: GlyphCache, clip: Clip = .none, opacity: Double = 1) {
        let s = layout.scale
        // A position that is not finite or is absurdly far away draws nothing (and never traps in Int(_:)).
        // Half-way positions round up whatever their sign (`rounded()` would round -0.5 down), so the
        // same text drawn into a target offset by whole pixels (a layer drawn in pieces) lands on the
        // same pixels.
        func pixel(_ v: Double) -> Int? { v.isFinite && abs(v) < 1e8 ? Int((v + 0.5).rounded(.down)) : nil }
        for line in layout.lines {
            guard let baseline = pixel(origin.y + line.baseline * s) else { continue }
            for g in line.glyphs {
                guard let glyph = glyphs.glyph(g.scalar, font: layout.font), glyph.mask.width > 0,
                      let gx = pixel(origin.x + g.x * s) else { continue }
                let x = gx + glyph.offsetX
                if let colors = glyph.colors {
                    // A colour glyph keeps its colours; only the text's opacity applies.
                    composite(colors, atX: x, y: baseline + glyph.offsetY, opacity: opacity * color.alpha, clip: clip)
                } else {
                    fill(mask: glyph.mask, atX: x, y: baseline + glyph.offsetY, color: color, clip: clip, opacity: opacity)
                }
            }
        }
    }
}
