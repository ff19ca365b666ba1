import Raster

/// One rasterized glyph at one pixel size. Units are pixels; y grows downward from the baseline.
public struct Glyph: Sendable, Equatable {
    /// Horizontal pen advance after this glyph, in pixels (fractional).
    public var advance: Double
    /// Offset of the mask's top-left pixel from the pen position on the baseline.
    public var offsetX: Int
    /// Offset of the mask's top row from the baseline, in pixels (negative: above it).
    public var offsetY: Int
    /// Coverage of the glyph's ink; may be empty (a space).
    public var mask: AlphaMask
    /// The glyph's own colours (premultiplied, the mask's size) for a colour glyph (an emoji): drawn as
    /// they are, not in the text's colour. nil for an ordinary glyph.
    public var colors: Pixmap?

    /// A glyph from its metrics (pixels), its coverage mask and, for a colour glyph, its colours.
    public init(advance: Double, offsetX: Int, offsetY: Int, mask: AlphaMask, colors: Pixmap? = nil) {
        self.advance = advance
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.mask = mask
        self.colors = colors
    }
}

/// Vertical metrics of a font instance, in pixels: ascent above the baseline (positive), descent below
/// it (positive), and the recommended distance between baselines.
public struct LineMetrics: Sendable, Equatable {
    /// Height above the baseline, in pixels (positive).
    public var ascent: Double
    /// Depth below the baseline, in pixels (positive).
    public var descent: Double
    /// Distance between consecutive baselines, in pixels; at least ascent + descent for usual fonts.
    public var lineHeight: Double

    /// Metrics in pixels, as the glyph source reports them.
    public init(ascent: Double, descent: Double, lineHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
    }
}
