internal import CSDL2
import Raster
import Typography

/// Colour glyphs from bitmap colour fonts (Noto Color Emoji's CBDT strikes), read with FreeType's
/// `FT_LOAD_COLOR`: each glyph's premultiplied BGRA bitmap at the font's one strike, scaled by area
/// averaging to the size asked for. Faces are opened once per file. Main thread only (as the glyph
/// source that owns it).
final class ColorGlyphs {
    private var library: FT_Library?
    private var faces: [String: FT_Face] = [:]
    private var unusable: Set<String> = []

    deinit {
        for (_, face) in faces { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// The colour glyph of `scalar` in the bitmap font at `path`, scaled so that its em is `pixelSize`;
    /// nil when the font has no colour bitmap for it (the caller then draws it in one colour).
    func glyph(_ scalar: Unicode.Scalar, path: String, pixelSize: Double) -> Glyph? {
        guard let face = face(path), FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0 else { return nil }
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        guard FT_Load_Glyph(face, index, SHIM_FT_LOAD_COLOR) == 0, let slot = face.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        guard Int32(bitmap.pixel_mode) == SHIM_FT_PIXEL_MODE_BGRA, bitmap.width > 0, bitmap.rows > 0,
              let buffer = bitmap.buffer else { return nil }
        let w = Int(bitmap.width), h = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var strike = Pixmap(width: w, height: h)
        for y in 0..<h {
            let row = buffer + y * pitch
            for x in 0..<w {
                // FreeType's BGRA is premultiplied, as the pixmap is: only the byte order changes.
                let b = UInt32(row[4 * x]), g = UInt32(row[4 * x + 1]), r = UInt32(row[4 * x + 2]), a = UInt32(row[4 * x + 3])
                strike.pixels[y * w + x] = r | g << 8 | b << 16 | a << 24
            }
        }
        // The strike's em in pixels, from its size metrics (26.6 fixed point).
        let ppem = Double(face.pointee.size.pointee.metrics.y_ppem)
        guard ppem > 0 else { return nil }
        let k = pixelSize / ppem
        let sw = max(1, Int((Double(w) * k).rounded())), sh = max(1, Int((Double(h) * k).rounded()))
        let colors = strike.resized(width: sw, height: sh)
        var mask = AlphaMask(width: sw, height: sh)
        for y in 0..<sh { for x in 0..<sw { mask[x, y] = UInt8(colors.pixels[y * sw + x] >> 24) } }
        let advance = Double(slot.pointee.advance.x) / 64 * k
        return Glyph(advance: advance, offsetX: Int((Double(slot.pointee.bitmap_left) * k).rounded()),
                     offsetY: -Int((Double(slot.pointee.bitmap_top) * k).rounded()), mask: mask, colors: colors)
    }

    /// The face of `path` at its first strike, opened once.
    private func face(_ path: String) -> FT_Face? {
        if let f = faces[path] { return f }
        guard !unusable.contains(path) else { return nil }
        if library == nil {
            var lib: FT_Library?
            guard FT_Init_FreeType(&lib) == 0 else { unusable.insert(path); return nil }
            library = lib
        }
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else { unusable.insert(path); return nil }
        guard face.pointee.num_fixed_sizes > 0, FT_Select_Size(face, 0) == 0 else {
            FT_Done_Face(face)
            unusable.insert(path)
            return nil
        }
        faces[path] = face
        return face
    }
}
