/// Where glyphs come from. The window and snapshot runners use SDL_ttf (in SDLPlatform); layout tests use
/// a fake with fixed metrics. Implementations need not cache: `GlyphCache` does. Everything is in pixels.
public protocol GlyphSource: AnyObject {
    /// Vertical metrics of `font`.
    func lineMetrics(_ font: FontInstance) -> LineMetrics
    /// The glyph for `scalar`, or nil when the font has none (the layout then skips it).
    func glyph(_ scalar: Unicode.Scalar, font: FontInstance) -> Glyph?
    /// Extra horizontal space between `left` and `right`, in pixels (usually ≤ 0).
    func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar, font: FontInstance) -> Double
}
