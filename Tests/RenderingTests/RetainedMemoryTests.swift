import Geometry
import Raster
@testable import Rendering
import Testing
import Typography

/// The renderer's caches and pools have documented bounds, and shrink with the framebuffer.
@Suite("Bounded caches and pools of the renderer")
struct RetainedMemoryTests {
    func key(_ n: Int) -> LayerCache.Key {
        LayerCache.Key(items: [], source: IntRect(x0: 0, y0: 0, x1: n, y1: n), dx: 0, dy: 0, scale: 1, blur: 1, opaque: false, background: nil)
    }

    @Test("the blurred-layer cache keeps at most its byte limit, least recently used dropped first")
    func layerCacheBytes() {
        let cache = LayerCache(capacity: 4, byteLimit: 3 * 100 * 100 * 4)
        for n in 1...4 { _ = cache.layer(for: key(n)) { Pixmap(width: 100, height: 100) } }
        #expect(cache.count == 3)
        #expect(cache.bytes <= cache.byteLimit)
        // The oldest (1) went; 2, 3, 4 are hits.
        let misses = cache.misses
        for n in 2...4 { _ = cache.layer(for: key(n)) { Pixmap(width: 100, height: 100) } }
        #expect(cache.misses == misses)
        // Lowering the limit drops layers at once.
        cache.byteLimit = 100 * 100 * 4
        #expect(cache.count == 1 && cache.bytes == 100 * 100 * 4)
    }

    @Test("a layer larger than the whole byte limit is drawn but not kept")
    func layerCacheOversized() {
        let cache = LayerCache(capacity: 4, byteLimit: 100 * 100 * 4)
        let p = cache.layer(for: key(1)) { Pixmap(width: 200, height: 200) }
        #expect(p.width == 200)
        #expect(cache.count == 0 && cache.bytes == 0)
    }

    @Test("the backdrop pool keeps no pixmap over its size limit")
    func poolLimit() {
        let pool = PixmapPool()
        pool.give(Pixmap(width: 1, height: PixmapPool.largestPixels + 1))
        #expect(pool.count == 0)
        pool.fill(width: 1, height: PixmapPool.largestPixels + 1)
        #expect(pool.count == 0 && pool.bytes == 0)
        pool.fill(width: 64, height: 64)
        #expect(pool.count == PixmapPool.capacity)
        pool.give(Pixmap(width: 8, height: 8))
        #expect(pool.count == PixmapPool.capacity)
    }

    @Test("what the renderer keeps is a few framebuffers, and shrinks when the framebuffer does")
    func rendererShrinks() {
        let r = Renderer(pixelWidth: 800, pixelHeight: 600, scale: 1, glyphs: GlyphCache(source: NoGlyphs()))
        var list = DisplayList(background: .white)
        list.append(.shape(.rect(Rect(x: 0, y: 0, width: 800, height: 600)), .color(Color(hex: 0x336699)), opacity: 1))
        for i in 0..<6 {
            list.layer(opacity: 1, clip: RoundedRect(rect: Rect(x: 0, y: 0, width: 800, height: 600), radius: 0), blur: 2 + Double(i)) { l in
                l.append(.shape(.circle(center: Point(x: 100 + Double(i) * 50, y: 100), radius: 30), .color(.black), opacity: 1))
            }
        }
        r.render(list)
        let frameBytes = 800 * 600 * 4
        #expect(r.retainedBytes <= 7 * frameBytes)
        r.resize(pixelWidth: 200, pixelHeight: 100)
        r.render(list)
        #expect(r.retainedBytes <= 7 * 200 * 100 * 4)
    }

    @Test("a framebuffer over the pool's limit gets no pool")
    func hugeFrameNoPool() {
        let r = Renderer(pixelWidth: 4097, pixelHeight: 4096, scale: 1, glyphs: GlyphCache(source: NoGlyphs()))
        #expect(r.retainedBytes == 4097 * 4096 * 4)
    }
}

@Suite("Blur memory is released when nothing is blurred")
struct BlurMemoryReleaseTests {
    @Test("a frame with no blurred layer drops the cached layers")
    func layersDropped() {
        let r = Renderer(pixelWidth: 300, pixelHeight: 200, scale: 1, glyphs: GlyphCache(source: NoGlyphs()))
        var blurred = DisplayList(background: .white)
        blurred.layer(opacity: 1, clip: RoundedRect(rect: Rect(x: 0, y: 0, width: 300, height: 200), radius: 0), blur: 6) { l in
            l.append(.shape(.circle(center: Point(x: 100, y: 100), radius: 40), .color(.black), opacity: 1))
        }
        r.render(blurred)
        let frame = 300 * 200 * 4
        #expect(r.retainedBytes > 3 * frame)  // the framebuffer, the pool's two, and the layer
        var plain = DisplayList(background: .white)
        plain.append(.shape(.circle(center: Point(x: 100, y: 100), radius: 40), .color(.black), opacity: 1))
        r.render(plain)
        #expect(r.retainedBytes <= 3 * frame)
    }
}
