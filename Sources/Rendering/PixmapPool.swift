import Raster

/// Framebuffer-sized pixmaps kept for the pictures a frosted backdrop needs (what lies beneath it, and
/// its blur). They are made, and so their memory touched, with the framebuffer: the first frame of a
/// backdrop would otherwise spend milliseconds having the system map fresh pages for two 4 MB images.
final class PixmapPool {
    private var kept: [Pixmap] = []

    /// Replaces the kept pixmaps with `count` new ones of the given size.
    func fill(width: Int, height: Int, count: Int = 2) {
        kept = (0..<count).map { _ in Pixmap(width: width, height: height) }
    }

    /// A kept pixmap of exactly that size (its pixels are left over from earlier use), or nil.
    func take(width: Int, height: Int) -> Pixmap? {
        guard let i = kept.firstIndex(where: { $0.width == width && $0.height == height }) else { return nil }
        return kept.remove(at: i)
    }

    /// Keeps `pixmap` for a later `take` (at most two are kept).
    func give(_ pixmap: Pixmap) {
        if kept.count < 2 { kept.append(pixmap) }
    }
}
