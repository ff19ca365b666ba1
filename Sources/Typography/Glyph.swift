import Raster

/// One rasterized glyph at one pixel size. Units are pixels; y grows downward from the baseline.
public struct Glyph: Sendable, Equatable {
    /// Horizontal pen advance after this glyph, in pixels (fractional).
    public var advance: Double
    /// Offset of the mask's top-left pixel from the pen position on the baseline.
    public var offsetX: Int
    public var offsetY: Int
    /// Coverage of the glyph's ink; may be empty (a space).
    public var mask: AlphaMask

    public init(advance: Double, offsetX: Int, offsetY: Int, mask: AlphaMask) {
        self.advance = advance
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.mask = mask
    }
}

/// Vertical metrics of a font instance, in pixels: ascent above the baseline (positive), descent below
/// it (positive), and the recommended distance between baselines.
public struct LineMetrics: Sendable, Equatable {
    public var ascent: Double
    public var descent: Double
    public var lineHeight: Double

    public init(ascent: Double, descent: Double, lineHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
    }
}
