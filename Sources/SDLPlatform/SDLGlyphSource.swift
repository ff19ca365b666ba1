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
        func fail(_ problem: String) -> AssetError { AssetError(path: file.path, problem: "\(problem); \(file.origin)") }
        guard let f = TTF_OpenFont(file.path, 24) else {
            throw fail("not a usable font (\(String(SDLLibrary.lastError.prefix(80))))")
        }
        defer { TTF_CloseFont(f) }
        let height = Int(TTF_FontHeight(f)), ascent = Int(TTF_FontAscent(f))
        guard height > 0, height < 1000, ascent > 0 else { throw fail("damaged font: line height \(height) px, ascent \(ascent) px at 24 pt") }
        guard TTF_GlyphIsProvided32(f, probe.scalar.value) != 0 else { throw fail("damaged or wrong font: no glyph for \(probe.label)") }
        var minx: Int32 = 0, maxx: Int32 = 0, miny: Int32 = 0, maxy: Int32 = 0, advance: Int32 = 0
        guard TTF_GlyphMetrics32(f, probe.scalar.value, &minx, &maxx, &miny, &maxy, &advance) == 0, maxx > minx, maxy > miny, advance > 0 else {
            throw fail("damaged font: the glyph for \(probe.label) has no size")
        }
        guard let surface = TTF_RenderGlyph32_Blended(f, probe.scalar.value, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            throw fail("damaged font: the glyph for \(probe.label) cannot be drawn (\(String(SDLLibrary.lastError.prefix(80))))")
        }
        defer { SDL_FreeSurface(surface) }
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw fail("the glyph for \(probe.label) cannot be converted (\(SDLLibrary.lastError))")
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
        guard ink > 0 else { throw fail("damaged font: the glyph for \(probe.label) draws nothing") }
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
        guard let f = font(instance), TTF_GlyphIsProvided32(f, scalar.value) != 0 else { return nil }
        var minx: Int32 = 0, maxx: Int32 = 0, miny: Int32 = 0, maxy: Int32 = 0, advance: Int32 = 0
        guard TTF_GlyphMetrics32(f, scalar.value, &minx, &maxx, &miny, &maxy, &advance) == 0 else { return nil }
        let empty = Glyph(advance: Double(advance), offsetX: 0, offsetY: 0, mask: AlphaMask(width: 0, height: 0))
        if scalar.properties.isWhitespace || maxx <= minx { return empty }
        guard let surface = TTF_RenderGlyph32_Blended(f, scalar.value, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return empty }
        defer { SDL_FreeSurface(surface) }
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return empty }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        guard w > 0, h > 0, let base = converted.pointee.pixels else { return empty }
        // Alpha of every pixel, then the ink's tight bounds.
        var x0 = w, y0 = h, x1 = -1, y1 = -1
        var alpha = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let a = UInt8(row[x] >> 24)
                alpha[y * w + x] = a
                if a != 0 { x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y) }
            }
        }
        guard x1 >= x0 else { return empty }
        var mask = AlphaMask(width: x1 - x0 + 1, height: y1 - y0 + 1)
        for y in y0...y1 { for x in x0...x1 { mask[x - x0, y - y0] = alpha[y * w + x] } }
        // The surface's top row is the font's ascent line; its left column is the pen, shifted right by
        // the ink's overhang when the glyph starts left of the pen.
        let ascent = Int(TTF_FontAscent(f))
        let penColumn = minx < 0 ? Int(-minx) : 0
        return Glyph(advance: Double(advance), offsetX: x0 - penColumn, offsetY: y0 - ascent, mask: mask)
    }
}
