import Raster

/// Framebuffer-sized pixmaps kept for the pictures a frosted backdrop needs (what lies beneath it, and
/// its blur). They are made, and so their memory touched, with the framebuffer: the first frame of a
/// backdrop would otherwise spend milliseconds having the system map fresh pages for two 4 MB images.
///
/// Bounded: at most `capacity` pixmaps, none larger than `largestPixels` pixels (64 MB; a framebuffer
/// over that, up to 16384x16384, gets no pool: a backdrop's pictures are then made when needed and
/// freed after). `fill` replaces what is kept, so the pool shrinks with the framebuffer.
final class PixmapPool {
    private var kept: [Pixmap] = []
    /// The most pixmaps kept.
    static let capacity = 2
    /// The most pixels of one kept pixmap (4 bytes each).
    static let largestPixels = 1 << 24

    /// Replaces the kept pixmaps with `count` new ones of the given size (none when over the limit).
    func fill(width: Int, height: Int, count: Int = PixmapPool.capacity) {
        kept = []
        guard width * height <= Self.largestPixels else { return }
        kept = (0..<min(count, Self.capacity)).map { _ in Pixmap(width: width, height: height) }
    }

    /// A kept pixmap of exactly that size (its pixels are left over from earlier use), or nil.
    func take(width: Int, height: Int) -> Pixmap? {
        guard let i = kept.firstIndex(where: { $0.width == width && $0.height == height }) else { return nil }
        return kept.remove(at: i)
    }

    /// Keeps `pixmap` for a later `take` (at most `capacity`, each within `largestPixels`).
    func give(_ pixmap: Pixmap) {
        if kept.count < Self.capacity && pixmap.width * pixmap.height <= Self.largestPixels { kept.append(pixmap) }
    }

    /// Bytes of the pixels kept.
    var bytes: Int { kept.reduce(0) { $0 + $1.width * $1.height * 4 } }
    /// Pixmaps kept.
    var count: Int { kept.count }
}
