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

    @Test("an xrdb that leaves a child holding its output still answers at once; one that hangs is killed with its children")
    func xrdbChildren() throws {
        let dir = NSTemporaryDirectory() + "swifthero-xrdb-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let xrdb = dir + "/xrdb"
        // Prints its answer, then leaves a grandchild that keeps standard output open for 60 s.
        try "#!/bin/sh\necho 'Xft.dpi: 192'\nsleep 60 &\nexit 0\n".write(toFile: xrdb, atomically: true, encoding: .utf8)
        chmod(xrdb, 0o755)
        #expect(DisplayScale.queryXftDPI(environment: ["PATH": dir], timeout: 30) == 192)
        // Never answers: nil once the time is up, and the sleeping grandchild is gone with it.
        try "#!/bin/sh\nsleep 60 &\nwait\n".write(toFile: xrdb, atomically: true, encoding: .utf8)
        chmod(xrdb, 0o755)
        #expect(DisplayScale.queryXftDPI(environment: ["PATH": dir], timeout: 0.3) == nil)
    }

    @Test("a window's framebuffer is clamped to 16384 pixels a side: a 40000-pixel window draws at a lower scale")
    func drawableClamp() {
        let same = WindowHost.clampedDrawable(pixels: (2560, 1600), scale: 2, limit: 16384)
        #expect(same.width == 2560 && same.height == 1600 && same.scale == 2)
        let wide = WindowHost.clampedDrawable(pixels: (40000, 1000), scale: 1, limit: 16384)
        #expect(wide.width == 16384 && wide.height == 409 && abs(wide.scale - 0.4096) < 1e-9)
        let tall = WindowHost.clampedDrawable(pixels: (300, 20000), scale: 2, limit: 8192)
        #expect(tall.width == 122 && tall.height == 8192 && abs(tall.scale - 0.8192) < 1e-9)
        #expect(tall.width * tall.height * 4 < 8192 * 8192 * 4)
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
