import Geometry
import Raster
import Rendering
import Testing
import Typography

/// A glyph source that has no glyphs: rendering tests draw shapes only.
final class NoGlyphs: GlyphSource {
    func lineMetrics(_ font: FontInstance) -> LineMetrics { LineMetrics(ascent: 8, descent: 2, lineHeight: 12) }
    func glyph(_ scalar: Unicode.Scalar, font: FontInstance) -> Glyph? { nil }
    func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar, font: FontInstance) -> Double { 0 }
}

@Suite("Renderer and damage tracking")
struct RendererTests {
    func scene(cardX: Double, blobOpacity: Double = 1) -> DisplayList {
        var list = DisplayList(background: .white)
        list.append(.shape(.rect(Rect(x: 0, y: 0, width: 200, height: 40)), .color(Color(hex: 0x336699)), opacity: 1))
        list.layer(opacity: 0.8, clip: RoundedRect(rect: Rect(x: 10, y: 60, width: 100, height: 80), radius: 12), blur: 4) { l in
            l.append(.shape(.circle(center: Point(x: 60, y: 100), radius: 30), .color(.black), opacity: blobOpacity))
        }
        list.append(.shadow(RoundedRect(rect: Rect(x: cardX, y: 150, width: 40, height: 30), radius: 6), color: Color.black.opacity(0.4), radius: 6, offset: Point(x: 0, y: 3)))
        list.append(.shape(.roundedRect(RoundedRect(rect: Rect(x: cardX, y: 150, width: 40, height: 30), radius: 6)), .color(.white), opacity: 1))
        return list
    }

    @Test("an unchanged frame touches no pixel")
    func idleFrame() {
        let r = Renderer(pixelWidth: 200, pixelHeight: 200, scale: 1, glyphs: GlyphCache(source: NoGlyphs()))
        #expect(r.render(scene(cardX: 20)).area == 200 * 200)
        #expect(r.render(scene(cardX: 20)).isEmpty)
    }

    @Test("a moved card damages only its old and new bounds, shadow included")
    func movedCard() {
        let r = Renderer(pixelWidth: 200, pixelHeight: 200, scale: 1, glyphs: GlyphCache(source: NoGlyphs()))
        r.render(scene(cardX: 20))
        let damage = r.render(scene(cardX: 30))
        #expect(!damage.isEmpty)
        #expect(damage.area < 200 * 200 / 4)
        #expect(damage.y0 >= 130 && damage.x0 >= 5)
    }

    @Test("incremental frames equal frames drawn whole", arguments: [1.0, 2.0])
    func incrementalEqualsWhole(scale: Double) {
        let glyphs = GlyphCache(source: NoGlyphs())
        let w = Int(200 * scale)
        let r = Renderer(pixelWidth: w, pixelHeight: w, scale: scale, glyphs: glyphs)
        r.render(scene(cardX: 20))
        r.render(scene(cardX: 70, blobOpacity: 0.5))
        let whole = Renderer.draw(scene(cardX: 70, blobOpacity: 0.5), pixelWidth: w, pixelHeight: w, scale: scale, glyphs: glyphs)
        #expect(r.frame == whole)
    }

    @Test("a changed blurred layer damages its content's blurred bounds inside its clip, nothing else")
    func layerDamage() {
        let r = Renderer(pixelWidth: 200, pixelHeight: 200, scale: 1, glyphs: GlyphCache(source: NoGlyphs()))
        r.render(scene(cardX: 20))
        let d = r.render(scene(cardX: 20, blobOpacity: 0.3))
        // The blob spans x 30...90, y 70...130; the blur adds 3σ + 1 = 13 px; the clip is x 10...110, y 60...140.
        #expect(d == IntRect(x0: 17, y0: 60, x1: 103, y1: 140))
    }
}
