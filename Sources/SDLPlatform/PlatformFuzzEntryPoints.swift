internal import CSDL2
import Foundation
import Raster
import Runtime

/// The fuzzers' entry points for the files the platform layer decodes: images (SDL2_image, behind
/// `ImageHeader`) and fonts (SDL_ttf over FreeType). Plain functions, so the corpus replay test calls
/// exactly what the libFuzzer executables in Fuzz/ call; each takes arbitrary bytes and must return
/// (never trap, never read out of bounds, never run away in time or memory) whatever they hold.
public enum PlatformFuzzEntryPoints {
    /// The bytes as a whole image file (`SDLImageCodec.decode(bytes:path:)`). Returns the decoded image's
    /// pixel count, 0 when it is refused.
    @discardableResult
    public static func imageFile(_ bytes: [UInt8]) -> Int {
        guard let pixmap = try? SDLImageCodec().decode(bytes: bytes, path: "fuzz input") else { return 0 }
        precondition(pixmap.width >= 1 && pixmap.height >= 1 && pixmap.width * pixmap.height <= ImageHeader.maximumPixels)
        return pixmap.width * pixmap.height
    }

    /// The sizes a face is drawn at once it passes the check, quarter pixels (SDL_ttf's size at 18 dpi):
    /// 13, 34 and 96 px.
    static let quarterPixelSizes: [Int32] = [52, 136, 384]

    /// The bytes as a font file: opened at 24 pt and checked as every face is at start
    /// (`SDLGlyphSource.problem`, with the letter A as the probe); a face that passes has a few glyphs
    /// (letters, an accent, a currency sign, an emoji, a space) drawn at three sizes through the glyph
    /// source's own rasterizer, each within its glyph budget, and their kerning read. Returns the ink
    /// drawn, pixels.
    @discardableResult
    public static func fontFile(_ bytes: [UInt8]) -> Int {
        if TTF_WasInit() == 0 && TTF_Init() != 0 { return 0 }
        return bytes.withUnsafeBytes { raw -> Int in
            // The font reads the bytes while it is open; closing it closes the stream (freesrc 1).
            guard let rw = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else { return 0 }
            guard let f = TTF_OpenFontRW(rw, 1, 24) else { return 0 }
            defer { TTF_CloseFont(f) }
            guard SDLGlyphSource.problem(f, probe: ("A", "the letter A")) == nil else { return 0 }
            var ink = 0
            for size in quarterPixelSizes where TTF_SetFontSizeDPI(f, size, 18, 18) == 0 {
                let budget = SDLGlyphSource.glyphBudget(fontHeight: Int(TTF_FontHeight(f)))
                var previous: Unicode.Scalar = "A"
                for scalar in "Agé€😀 ".unicodeScalars where TTF_GlyphIsProvided32(f, scalar.value) != 0 {
                    _ = TTF_GetFontKerningSizeGlyphs32(f, previous.value, scalar.value)
                    previous = scalar
                    guard let glyph = SDLGlyphSource.rasterize(scalar, in: f, scale: 1) else { continue }
                    precondition(glyph.mask.width <= 2 * budget && glyph.mask.height <= 2 * budget,
                                 "a glyph of \(glyph.mask.width)x\(glyph.mask.height) px past the budget of \(budget) px")
                    ink += glyph.mask.width * glyph.mask.height
                }
            }
            return ink
        }
    }
}
