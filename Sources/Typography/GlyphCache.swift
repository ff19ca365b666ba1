/// Caches a `GlyphSource`'s glyphs and metrics per font instance and scalar. Glyphs are kept until the
/// cache holds `capacity` of them; then the whole cache is dropped (animated font sizes otherwise grow
/// it without bound). Not thread-safe: one cache per frame loop.
public final class GlyphCache {
    /// Where glyphs are rasterized on a miss.
    public let source: GlyphSource
    /// Glyphs kept before the whole cache is dropped.
    public let capacity: Int
    private struct Key: Hashable { let font: FontInstance; let scalar: Unicode.Scalar }
    private var glyphs: [Key: Glyph?] = [:]
    private var metrics: [FontInstance: LineMetrics] = [:]
    private struct KernKey: Hashable { let font: FontInstance; let left: Unicode.Scalar; let right: Unicode.Scalar }
    private var kerns: [KernKey: Double] = [:]

    /// A cache in front of `source`, holding up to `capacity` glyphs (at least 1).
    public init(source: GlyphSource, capacity: Int = 8192) {
        self.source = source
        self.capacity = capacity
    }

    /// The vertical metrics of `font` in pixels, asked of the source once per instance.
    public func lineMetrics(_ font: FontInstance) -> LineMetrics {
        if let m = metrics[font] { return m }
        let m = source.lineMetrics(font)
        metrics[font] = m
        return m
    }

    /// The glyph of `scalar` in `font` (pixels), or nil when the font has none; misses are cached too.
    public func glyph(_ scalar: Unicode.Scalar, font: FontInstance) -> Glyph? {
        let key = Key(font: font, scalar: scalar)
        if let g = glyphs[key] { return g }
        if glyphs.count >= capacity { glyphs.removeAll(keepingCapacity: true); kerns.removeAll(keepingCapacity: true) }
        let g = source.glyph(scalar, font: font)
        glyphs[key] = g
        return g
    }

    /// The kerning between `left` and `right` in `font`, in pixels (usually ≤ 0).
    public func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar, font: FontInstance) -> Double {
        let key = KernKey(font: font, left: left, right: right)
        if let k = kerns[key] { return k }
        let k = source.kerning(left, right, font: font)
        kerns[key] = k
        return k
    }
}
