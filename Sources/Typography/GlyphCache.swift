/// Caches a `GlyphSource`'s glyphs and metrics per font instance and scalar. Glyphs are kept until the
/// cache holds `capacity` of them; then the whole cache is dropped (animated font sizes otherwise grow
/// it without bound). Not thread-safe: one cache per frame loop (threads may read glyphs it already
/// holds, see `prepare`).
public final class GlyphCache {
    public let source: GlyphSource
    public let capacity: Int
    private struct Key: Hashable { let font: FontInstance; let scalar: Unicode.Scalar }
    private var glyphs: [Key: Glyph?] = [:]
    private var metrics: [FontInstance: LineMetrics] = [:]
    private struct KernKey: Hashable { let font: FontInstance; let left: Unicode.Scalar; let right: Unicode.Scalar }
    private var kerns: [KernKey: Double] = [:]

    public init(source: GlyphSource, capacity: Int = 8192) {
        self.source = source
        self.capacity = capacity
    }

    public func lineMetrics(_ font: FontInstance) -> LineMetrics {
        if let m = metrics[font] { return m }
        let m = source.lineMetrics(font)
        metrics[font] = m
        return m
    }

    public func glyph(_ scalar: Unicode.Scalar, font: FontInstance) -> Glyph? {
        let key = Key(font: font, scalar: scalar)
        if let g = glyphs[key] { return g }
        if glyphs.count >= capacity { glyphs.removeAll(keepingCapacity: true); kerns.removeAll(keepingCapacity: true) }
        let g = source.glyph(scalar, font: font)
        glyphs[key] = g
        return g
    }

    /// True when the glyph is in the cache (looking it up then reads it only).
    public func isCached(_ scalar: Unicode.Scalar, font: FontInstance) -> Bool {
        glyphs[Key(font: font, scalar: scalar)] != nil
    }

    public func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar, font: FontInstance) -> Double {
        let key = KernKey(font: font, left: left, right: right)
        if let k = kerns[key] { return k }
        let k = source.kerning(left, right, font: font)
        kerns[key] = k
        return k
    }
}

extension GlyphCache {
    /// Makes every glyph `layouts` draw, so that drawing them only reads the cache (threads drawing
    /// bands of one frame share it). False when the cache cannot hold them all at once.
    public func prepare(_ layouts: [TextLayout]) -> Bool {
        for layout in layouts { for line in layout.lines { for g in line.glyphs { _ = glyph(g.scalar, font: layout.font) } } }
        return layouts.allSatisfy { layout in layout.lines.allSatisfy { line in line.glyphs.allSatisfy { isCached($0.scalar, font: layout.font) } } }
    }
}
