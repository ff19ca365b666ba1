import Foundation
import Geometry
import Raster
import SDLPlatform
import Testing
import Typography

@MainActor
@Suite("SDL platform", .serialized)
struct SDLPlatformTests {
    @Test("the SDL libraries linked are the ones compiled against")
    func versions() {
        let v = SDLVersions.current()
        #expect(v.compiledSDL == v.linkedSDL)
        #expect(v.compiledTTF == v.linkedTTF)
        #expect(v.compiledImage == v.linkedImage)
    }

    @Test("a pixmap survives a PNG round trip, translucent pixels within rounding")
    func pngRoundTrip() throws {
        var pm = Pixmap(width: 64, height: 48, fill: .white)
        pm.fill(.circle(center: Point(x: 30, y: 20), radius: 15), with: .solid(Color(hex: 0xFF2D55)))
        pm.fill(.rect(Rect(x: 0, y: 40, width: 64, height: 8)), with: .solid(Color(red: 0, green: 0.5, blue: 1, alpha: 0.5)))
        let path = NSTemporaryDirectory() + "swifthero-roundtrip.png"
        try SDLImageCodec().writePNG(pm, to: path)
        let back = try SDLImageCodec().decode(path: path)
        #expect(back.width == 64 && back.height == 48)
        #expect(back[30, 20] == pm[30, 20])
        #expect(back[0, 0] == pm[0, 0])
    }

    @Test("a missing or corrupt image is an asset error naming the file")
    func badImage() throws {
        let path = NSTemporaryDirectory() + "swifthero-corrupt.png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
        #expect { try SDLImageCodec().decode(path: path) } throws: { "\($0)".contains(path) }
        #expect { try SDLImageCodec().decode(path: "/nonexistent/x.png") } throws: { "\($0)".contains("no such file") }
    }

    @Test("SDL_ttf glyphs have ink, advances and sit on the baseline")
    func glyphs() throws {
        let source = try SDLGlyphSource()
        let font = FontInstance(Font(size: 20), scale: 1)
        let h = try #require(source.glyph("H", font: font))
        #expect(h.advance > 8 && h.advance < 20)
        #expect(h.mask.width > 5 && h.mask.height > 10)
        #expect(h.offsetY < 0 && h.offsetY + h.mask.height <= 1)   // ink above the baseline
        let g = try #require(source.glyph("g", font: font))
        #expect(g.offsetY + g.mask.height > 2)                      // a descender
        let space = try #require(source.glyph(" ", font: font))
        #expect(space.mask.width == 0 && space.advance > 0)
        let m = source.lineMetrics(font)
        #expect(m.ascent > 15 && m.lineHeight >= m.ascent + m.descent)
    }

    @Test("icons render from the Material Icons font by codepoint")
    func icon() throws {
        let source = try SDLGlyphSource()
        let close = try #require(source.glyph(Unicode.Scalar(0xE5CD)!, font: FontInstance(.icons(size: 24), scale: 1)))
        #expect(close.mask.width > 10)
    }
}
