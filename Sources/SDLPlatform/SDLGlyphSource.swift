internal import CSDL2
import Raster
import Runtime
import Foundation
import Typography

/// Glyphs rasterized by SDL_ttf (FreeType) from the system's font files, at each font instance's
/// quarter-pixel size through the DPI trick (size q at 18 dpi = q/4 pixels). One font is opened per
/// file and set to the size asked for (`TTF_SetFontSizeDPI`): text drawn at a new scale every frame (a
/// title scaled by a flight) then costs a size change, not the file parsed and HarfBuzz's shaping
/// plans compiled again for each new size (the callers cache every glyph, kerning pair and metric, so
/// sizes change only on a miss). Main thread only.
public final class SDLGlyphSource: GlyphSource {
    private var paths: [FontFamily: [FontWeight: String]] = [:]
    /// The open font of each file, and the quarter-pixel size it is set to.
    private var open: [String: (font: OpaquePointer, quarterPixels: Int)] = [:]

    /// Finds every face (in `assets`' `Fonts/` folder first, then the system's) and checks each one
    /// now, so a bad file is reported at start rather than drawn as missing glyphs: it must open, have
    /// sane metrics, and have and draw its family's probe glyph (`FontFiles.probe`: a letter, or a
    /// known icon from `icons`, the system's icon tables when nil). Throws `AssetError` naming the file
    /// and where it comes from (the Debian package, or shipped in Assets/).
    public init(assets: URL? = nil, icons: IconCatalog? = nil) throws {
        if TTF_WasInit() == 0 && TTF_Init() != 0 {
            throw AssetError(path: "SDL_ttf", problem: "cannot start: \(SDLLibrary.lastError)")
        }
        let catalog = try icons ?? FontFiles.iconCatalog()
        var checked: Set<String> = []
        for family in FontFamily.allCases {
            let probe = try FontFiles.probe(for: family, icons: catalog)
            var byWeight: [FontWeight: String] = [:]
            for weight in FontWeight.allCases {
                let file = try FontFiles.locate(family: family, weight: weight, assets: assets)
                if checked.insert(file.path).inserted { try Self.check(file, probe: probe) }
                byWeight[weight] = file.path
            }
            paths[family] = byWeight
        }
    }

    /// Opens `file` and checks its metrics and that it has and draws `probe`.
    private static func check(_ file: FontFiles.Located, probe: (scalar: Unicode.Scalar, label: String)) throws {
        guard let f = TTF_OpenFont(file.path, 24) else {
            throw AssetError(path: file.path, problem: "not a usable font (\(String(SDLLibrary.lastError.prefix(80)))); \(file.origin)")
        }
        defer { TTF_CloseFont(f) }
        if let problem = problem(f, probe: probe) { throw AssetError(path: file.path, problem: "\(problem); \(file.origin)") }
    }

    /// What is wrong with the open face `f` (at 24 pt), or nil: its metrics must be sane, and it must have
    /// and draw `probe`.
    static func problem(_ f: OpaquePointer, probe: (scalar: Unicode.Scalar, label: String)) -> String? {
        let height = Int(TTF_FontHeight(f)), ascent = Int(TTF_FontAscent(f))
        guard height > 0, height < 1000, ascent > 0 else { return "damaged font: line height \(height) px, ascent \(ascent) px at 24 pt" }
        guard TTF_GlyphIsProvided32(f, probe.scalar.value) != 0 else { return "damaged or wrong font: no glyph for \(probe.label)" }
        var minx: Int32 = 0, maxx: Int32 = 0, miny: Int32 = 0, maxy: Int32 = 0, advance: Int32 = 0
        guard TTF_GlyphMetrics32(f, probe.scalar.value, &minx, &maxx, &miny, &maxy, &advance) == 0, maxx > minx, maxy > miny, advance > 0 else {
            return "damaged font: the glyph for \(probe.label) has no size"
        }
        // Checked before it is drawn, as every glyph is (`rasterize`): a face whose probe claims a box
        // of thousands of pixels would cost seconds and gigabytes to draw.
        let budget = glyphBudget(fontHeight: height)
        guard Int(maxx) - Int(minx) <= budget, Int(maxy) - Int(miny) <= budget, Int(advance) <= budget else {
            return "damaged font: the glyph for \(probe.label) claims \(Int(maxx) - Int(minx))x\(Int(maxy) - Int(miny)) px at 24 pt"
        }
        guard let surface = TTF_RenderGlyph32_Blended(f, probe.scalar.value, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            return "damaged font: the glyph for \(probe.label) cannot be drawn (\(String(SDLLibrary.lastError.prefix(80))))"
        }
        defer { SDL_FreeSurface(surface) }
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            return "the glyph for \(probe.label) cannot be converted (\(SDLLibrary.lastError))"
        }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        var ink = 0
        if let base = converted.pointee.pixels {
            for y in 0..<h {
                let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w where row[x] >> 24 != 0 { ink += 1 }
            }
        }
        return ink > 0 ? nil : "damaged font: the glyph for \(probe.label) draws nothing"
    }

    deinit {
        for (_, f) in open { TTF_CloseFont(f.font) }
    }

    /// The file of a family and weight; a custom family is looked up when first used (one not installed
    /// draws in the text family).
    private func path(_ family: FontFamily, _ weight: FontWeight) -> String? {
        if let p = paths[family]?[weight] { return p }
        guard case .custom(let name) = family else { return nil }
        let p = FontFiles.customPath(name: name, weight: weight) ?? paths[.text]?[weight]
        paths[family, default: [:]][weight] = p
        return p
    }

    /// The font of `instance`'s file, set to its size (nil when the file or the size cannot be used).
    private func font(_ instance: FontInstance) -> OpaquePointer? {
        guard let path = path(instance.family, instance.weight) else { return nil }
        if let (f, size) = open[path] {
            if size == instance.quarterPixels { return f }
            guard TTF_SetFontSizeDPI(f, Int32(instance.quarterPixels), 18, 18) == 0 else {
                open[path] = (f, -1)   // its size unknown now: set again at the next use
                return nil
            }
            open[path] = (f, instance.quarterPixels)
            return f
        }
        guard let f = TTF_OpenFontDPI(path, Int32(instance.quarterPixels), 18, 18) else { return nil }
        TTF_SetFontHinting(f, Int32(TTF_HINTING_LIGHT))
        TTF_SetFontKerning(f, 1)
        open[path] = (f, instance.quarterPixels)
        return f
    }

    public func lineMetrics(_ instance: FontInstance) -> LineMetrics {
        guard let f = font(instance) else { return LineMetrics(ascent: instance.pixelSize, descent: 0, lineHeight: instance.pixelSize) }
        return LineMetrics(ascent: Double(TTF_FontAscent(f)), descent: Double(-TTF_FontDescent(f)), lineHeight: Double(TTF_FontLineSkip(f)))
    }

    public func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar, font instance: FontInstance) -> Double {
        guard let f = font(instance) else { return 0 }
        return Double(TTF_GetFontKerningSizeGlyphs32(f, left.value, right.value))
    }

    public func glyph(_ scalar: Unicode.Scalar, font instance: FontInstance) -> Glyph? {
        if let f = font(instance), TTF_GlyphIsProvided32(f, scalar.value) != 0 {
            return Self.rasterize(scalar, in: f, scale: 1)
        }
        // Icons never fall back: a missing icon is a wrong name, drawn as such.
        switch instance.family {
        case .icons, .outlineIcons: return nil
        default: break
        }
        // A character drawn as an emoji by default (😎, not ★) tries the colour emoji face first: DejaVu
        // Sans has one-colour faces for some of them.
        let order = scalar.properties.isEmojiPresentation ? fallbacks.filter { $0.hasSuffix("Emoji.ttf") } + fallbacks.filter { !$0.hasSuffix("Emoji.ttf") } : fallbacks
        for path in order {
            guard let (f, scale) = fallbackFont(path, instance), TTF_GlyphIsProvided32(f, scalar.value) != 0 else { continue }
            // A colour bitmap font (emoji): its colour glyph, else the one-colour glyph SDL_ttf draws.
            if let colour = colorEmoji.glyph(scalar, path: path, pixelSize: instance.pixelSize) { return colour }
            return Self.rasterize(scalar, in: f, scale: scale)
        }
        return nil
    }

    /// Colour glyphs of bitmap emoji fonts, through FreeType (SDL_ttf 2.20 draws them in one colour).
    private let colorEmoji = ColorGlyphs()

    /// The fallback faces, in the order they are tried (`FontFiles.fallbackFaces`).
    private lazy var fallbacks: [String] = FontFiles.fallbackFaces
    /// Fallback faces that failed to open (never tried again).
    private var unusable: Set<String> = []

    /// The fallback face at `path` at `instance`'s size, and the scale its glyphs are drawn at: 1 for an
    /// outline font, the ratio of the size asked for to its one bitmap size for a bitmap font (Noto
    /// Color Emoji has one strike, 109 pixels per em, whatever size is asked for).
    private func fallbackFont(_ path: String, _ instance: FontInstance) -> (OpaquePointer, Double)? {
        guard !unusable.contains(path) else { return nil }
        if let (f, size) = open[path], size == instance.quarterPixels {
            return (f, bitmapScale(f, instance))
        }
        if let (f, _) = open[path] {
            guard TTF_SetFontSizeDPI(f, Int32(instance.quarterPixels), 18, 18) == 0 else { return nil }
            open[path] = (f, instance.quarterPixels)
            return (f, bitmapScale(f, instance))
        }
        guard let f = TTF_OpenFontDPI(path, Int32(instance.quarterPixels), 18, 18) else {
            unusable.insert(path)
            return nil
        }
        TTF_SetFontHinting(f, Int32(TTF_HINTING_LIGHT))
        open[path] = (f, instance.quarterPixels)
        return (f, bitmapScale(f, instance))
    }

    /// 1 for a font drawn at the size asked for; for a bitmap font whose glyphs come at a fixed size,
    /// the scale that brings its em (its line height over 1.17, the usual ratio) to the size asked for.
    private func bitmapScale(_ f: OpaquePointer, _ instance: FontInstance) -> Double {
        let height = Double(TTF_FontHeight(f))
        let expected = instance.pixelSize * 1.17
        guard height > 0, height > expected * 1.6 || height < expected / 1.6 else { return 1 }
        return min(1, expected / height)
    }

    /// The widest, tallest or furthest-advancing glyph drawn, pixels, for a face whose line height is
    /// `fontHeight` pixels: four line heights, at least 256 and at most 4096.
    static func glyphBudget(fontHeight: Int) -> Int { min(4096, max(256, 4 * fontHeight)) }

    /// The glyph of `scalar` in `f`, its bitmap and metrics scaled by `scale` (1: as drawn). A colour
    /// glyph (an emoji) keeps its colours.
    static func rasterize(_ scalar: Unicode.Scalar, in f: OpaquePointer, scale: Double) -> Glyph? {
        var minx: Int32 = 0, maxx: Int32 = 0, miny: Int32 = 0, maxy: Int32 = 0, advance: Int32 = 0
        guard TTF_GlyphMetrics32(f, scalar.value, &minx, &maxx, &miny, &maxy, &advance) == 0 else { return nil }
        // A glyph's box is checked before it is drawn: a damaged or hostile face whose glyphs claim
        // thousands of pixels would otherwise cost seconds and gigabytes per glyph. Over the budget,
        // the glyph is not drawn and advances at most the budget.
        let budget = Self.glyphBudget(fontHeight: Int(TTF_FontHeight(f)))
        let oversized = Int(maxx) - Int(minx) > budget || Int(maxy) - Int(miny) > budget || abs(Int(advance)) > budget
        let empty = Glyph(advance: Double(max(-budget, min(budget, Int(advance)))) * scale, offsetX: 0, offsetY: 0, mask: AlphaMask(width: 0, height: 0))
        if scalar.properties.isWhitespace || maxx <= minx || oversized { return empty }
        guard let surface = TTF_RenderGlyph32_Blended(f, scalar.value, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return empty }
        defer { SDL_FreeSurface(surface) }
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return empty }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        // A face whose drawing disagrees with its metrics (a surface far past the box it claimed) draws
        // nothing: what the glyph caches and composites stays within the budget.
        guard w > 0, h > 0, w <= 2 * budget, h <= 2 * budget, let base = converted.pointee.pixels else { return empty }
        // The ink's tight bounds, and whether any pixel has a colour of its own (the glyph was drawn in
        // white: an ordinary glyph's pixels are all white).
        var x0 = w, y0 = h, x1 = -1, y1 = -1
        var colored = false
        for y in 0..<h {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w where row[x] >> 24 != 0 {
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
                if row[x] & 0xFFFFFF != 0xFFFFFF { colored = true }
            }
        }
        guard x1 >= x0 else { return empty }
        let iw = x1 - x0 + 1, ih = y1 - y0 + 1
        // The ink as premultiplied RGBA (the pixmap layout), then scaled to the size asked for.
        var ink = Pixmap(width: iw, height: ih)
        for y in 0..<ih {
            let row = (base + (y + y0) * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<iw {
                let argb = row[x + x0], a = argb >> 24
                func premultiplied(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
                let r = premultiplied((argb >> 16) & 0xFF), g = premultiplied((argb >> 8) & 0xFF), b = premultiplied(argb & 0xFF)
                ink.pixels[y * iw + x] = r | g << 8 | b << 16 | a << 24
            }
        }
        if scale != 1 {
            ink = ink.resized(width: max(1, Int((Double(iw) * scale).rounded())), height: max(1, Int((Double(ih) * scale).rounded())))
        }
        var mask = AlphaMask(width: ink.width, height: ink.height)
        for y in 0..<ink.height { for x in 0..<ink.width { mask[x, y] = UInt8(ink.pixels[y * ink.width + x] >> 24) } }
        // The surface's top row is the font's ascent line; its left column is the pen, shifted right by
        // the ink's overhang when the glyph starts left of the pen.
        let ascent = Int(TTF_FontAscent(f))
        let penColumn = minx < 0 ? Int(-minx) : 0
        return Glyph(advance: Double(advance) * scale, offsetX: Int((Double(x0 - penColumn) * scale).rounded()),
                     offsetY: Int((Double(y0 - ascent) * scale).rounded()), mask: mask, colors: colored ? ink : nil)
    }
}
