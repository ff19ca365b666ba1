internal import CSDL2
import Raster
import Runtime
import Typography

/// Glyphs rasterized by SDL_ttf (FreeType) from the system's font files. Each font instance is opened
/// at its quarter-pixel size through the DPI trick (size q at 18 dpi = q/4 pixels). Main thread only.
public final class SDLGlyphSource: GlyphSource {
    private var paths: [FontFamily: [FontWeight: String]] = [:]
    private var open: [FontInstance: OpaquePointer] = [:]

    /// Checks that every font file is present (throws `AssetError` naming the file and the package).
    public init() throws {
        if TTF_WasInit() == 0 && TTF_Init() != 0 {
            throw AssetError(path: "SDL_ttf", problem: "cannot start: \(SDLLibrary.lastError)")
        }
        for family in FontFamily.allCases {
            var byWeight: [FontWeight: String] = [:]
            for weight in FontWeight.allCases { byWeight[weight] = try FontFiles.path(family: family, weight: weight) }
            paths[family] = byWeight
        }
        // Open one face of each family now, so an unreadable file is reported at start, not mid-frame.
        for family in FontFamily.allCases {
            guard let path = paths[family]?[.regular] else { continue }
            guard let f = TTF_OpenFont(path, 12) else {
                throw AssetError(path: path, problem: "font cannot be opened (\(SDLLibrary.lastError)); reinstall the Debian package \(FontFiles.package(for: family))")
            }
            TTF_CloseFont(f)
        }
    }

    deinit {
        for (_, f) in open { TTF_CloseFont(f) }
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

    private func font(_ instance: FontInstance) -> OpaquePointer? {
        if let f = open[instance] { return f }
        if open.count > 48 {
            for (_, f) in open { TTF_CloseFont(f) }
            open.removeAll()
        }
        guard let path = path(instance.family, instance.weight),
              let f = TTF_OpenFontDPI(path, Int32(instance.quarterPixels), 18, 18) else { return nil }
        TTF_SetFontHinting(f, Int32(TTF_HINTING_LIGHT))
        TTF_SetFontKerning(f, 1)
        open[instance] = f
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
