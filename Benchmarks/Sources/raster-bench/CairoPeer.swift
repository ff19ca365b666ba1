import CCairo
import Raster

/// The cairo side of the fill cases: a 512×600 ARGB32 image surface and one context, reused.
final class CairoPeer {
    let surface: OpaquePointer
    let cr: OpaquePointer

    init() {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(Canvas.width), Int32(Canvas.height))
        cr = cairo_create(surface)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    func clear() {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The rounded rectangle path (four arcs; cairo has no rounded-rect primitive).
    private func roundedPath(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
        let quarter = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -quarter, 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, quarter)
        cairo_arc(cr, x + r, y + h - r, r, quarter, 2 * quarter)
        cairo_arc(cr, x + r, y + r, r, 2 * quarter, 3 * quarter)
        cairo_close_path(cr)
    }

    func rects(_ shapes: [ShapeSpec], size: Int) {
        let s = Double(size)
        for sh in shapes {
            cairo_set_source_rgba(cr, sh.red, sh.green, sh.blue, sh.alpha)
            cairo_rectangle(cr, sh.x, sh.y, s, s)
            cairo_fill(cr)
        }
    }

    func rounds(_ shapes: [ShapeSpec], size: Int) {
        let s = Double(size)
        for sh in shapes {
            cairo_set_source_rgba(cr, sh.red, sh.green, sh.blue, sh.alpha)
            roundedPath(sh.x, sh.y, s, s, sh.radius)
            cairo_fill(cr)
        }
    }

    /// A cairo surface holding `image`'s pixels (cairo's ARGB32 is premultiplied B, G, R, A in memory).
    static func surface(from image: Pixmap) -> OpaquePointer {
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        let base = cairo_image_surface_get_data(s)!
        for y in 0..<image.height {
            let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<image.width {
                let p = image[x, y]
                // RGBA (r low) to ARGB (b low): swap red and blue.
                row[x] = (p & 0xFF00_FF00) | ((p & 0xFF) << 16) | ((p >> 16) & 0xFF)
            }
        }
        cairo_surface_mark_dirty(s)
        return s
    }

    /// The picture scaled bilinearly (edges padded, as ours) into each rounded rect; with `clipped`, as
    /// a cairo program draws a clipped picture: the rounded path made the clip, then the rect filled.
    func imageRounds(_ shapes: [ShapeSpec], size: Int, image: OpaquePointer, imageSide: Int, clipped: Bool = false) {
        let s = Double(size)
        let pattern = cairo_pattern_create_for_surface(image)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        let k = Double(imageSide) / s
        var m = cairo_matrix_t()
        for sh in shapes {
            // Pattern space = k × (user − origin).
            cairo_matrix_init_scale(&m, k, k)
            cairo_matrix_translate(&m, -sh.x, -sh.y)
            cairo_pattern_set_matrix(pattern, &m)
            cairo_set_source(cr, pattern)
            roundedPath(sh.x, sh.y, s, s, sh.radius)
            if clipped {
                cairo_save(cr)
                cairo_clip(cr)
                cairo_rectangle(cr, sh.x, sh.y, s, s)
                cairo_fill(cr)
                cairo_restore(cr)
            } else {
                cairo_fill(cr)
            }
        }
    }
}
