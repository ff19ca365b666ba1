/// Caches a `GlyphSource`'s glyphs and metrics per font instance and scalar. Not thread-safe: one cache
/// per frame loop (threads may read glyphs it already holds, see `prepare`).
///
/// Bounded: it holds at most `capacity` glyphs whose masks take at most `byteLimit` bytes in all, and at
/// most `capacity` kerning pairs and font instances' metrics. When a new entry would go over a limit,
/// that table is dropped whole and filled again from the source (animated font sizes otherwise grow it
/// without bound; one large title at many sizes otherwise keeps megabytes of masks).
public final class GlyphCache {
    /// Where glyphs are rasterized on a miss.
    public let source: GlyphSource
    /// The most glyphs (and, separately, kerning pairs and font instances' metrics) kept.
    public let capacity: Int
    /// The most bytes of glyph masks kept (default 16 MB: some 6000 glyphs of 50 px).
    public let byteLimit: Int
    private struct Key: Hashable { let font: FontInstance; let scalar: Unicode.Scalar }
    private var glyphs: [Key: Glyph?] = [:]
    private var metrics: [FontInstance: LineMetrics] = [:]
    private struct KernKey: Hashable { let font: FontInstance; let left: Unicode.Scalar; let right: Unicode.Scalar }
    private var kerns: [KernKey: Double] = [:]
    /// Bytes of the masks in `glyphs`.
    public private(set) var maskBytes = 0

    /// A cache in front of `source`, holding up to `capacity` glyphs (at least 1) whose masks take at most
    /// `byteLimit` bytes.
    public init(source: GlyphSource, capacity: Int = 8192, byteLimit: Int = 16 << 20) {
        self.source = source
        self.capacity = max(1, capacity)
        self.byteLimit = max(0, byteLimit)
    }

    /// Glyphs kept (found or known to be missing).
    public var glyphCount: Int { glyphs.count }
    /// Kerning pairs kept.
    public var kerningCount: Int { kerns.count }
    /// Font instances whose line metrics are kept.
    public var metricsCount: Int { metrics.count }

    /// The vertical metrics of `font` in pixels, asked of the source once per instance.
    public func lineMetrics(_ font: FontInstance) -> LineMetrics {
        if let m = metrics[font] { return m }
        let m = source.lineMetrics(font)
        if metrics.count >= capacity { metrics.removeAll(keepingCapacity: true) }
        metrics[font] = m
        return m
    }

    /// The glyph of `scalar` in `font` (pixels), or nil when the font has none; misses are cached too.
    public func glyph(_ scalar: Unicode.Scalar, font: FontInstance) -> Glyph? {
        let key = Key(font: font, scalar: scalar)
        if let g = glyphs[key] { return g }
        let g = source.glyph(scalar, font: font)
        let bytes = g.map { $0.mask.width * $0.mask.height * ($0.colors == nil ? 1 : 5) } ?? 0
        if glyphs.count >= capacity || maskBytes + bytes > byteLimit {
            glyphs.removeAll()
            maskBytes = 0
        }
        // A single glyph over the whole limit is drawn but not kept.
        guard bytes <= byteLimit else { return g }
        glyphs[key] = g
        maskBytes += bytes
        return g
    }

    /// True when the glyph is in the cache (looking it up then reads it only).
    public func isCached(_ scalar: Unicode.Scalar, font: FontInstance) -> Bool {
        glyphs[Key(font: font, scalar: scalar)] != nil
    }

    /// The kerning between `left` and `right` in `font`, in pixels (usually ≤ 0).
    public func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar, font: FontInstance) -> Double {
        let key = KernKey(font: font, left: left, right: right)
        if let k = kerns[key] { return k }
        let k = source.kerning(left, right, font: font)
        if kerns.count >= capacity { kerns.removeAll() }
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
