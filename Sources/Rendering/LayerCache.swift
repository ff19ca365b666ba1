import Geometry
import Raster

/// Blurred layers kept between frames, keyed by their content. A blur is the most expensive thing a
/// frame can draw, and what is blurred (a backdrop, a background) rarely changes while what is in
/// front of it moves: such a layer is drawn and blurred once over its whole bounds, then only
/// composited.
///
/// Bounded: at most `capacity` layers and `byteLimit` bytes of pixels in all, least recently used
/// dropped first; a layer larger than `byteLimit` by itself is returned but not kept. The renderer
/// sets the byte limit from its framebuffer (see `Renderer`), so the cache shrinks with the window.
final class LayerCache {
    struct Key: Equatable {
        var items: ArraySlice<DisplayItem>
        var source: IntRect
        var dx, dy, scale, blur: Double
        var opaque: Bool
        /// For a backdrop blurred from the picture beneath it, the window background in that picture
        /// (what is on screen is blurred, background included); nil for a layer drawn from its items.
        var background: Color?
    }

    /// Each layer, the frame that made it, and once asked for, its uniform runs (see `uniformRuns(for:)`).
    private var entries: [(key: Key, pixmap: Pixmap, made: Int, plain: UniformRuns?)] = []
    /// The frame being drawn: the renderer counts its frames here.
    var frame = 0
    let capacity: Int
    /// The most bytes of pixels kept; lowering it drops least recently used layers at once.
    var byteLimit: Int { didSet { evict() } }
    private(set) var hits = 0
    private(set) var misses = 0
    /// Bytes of the pixels kept.
    private(set) var bytes = 0
    /// Layers kept.
    var count: Int { entries.count }

    init(capacity: Int = 4, byteLimit: Int = 64 << 20) {
        self.capacity = capacity
        self.byteLimit = byteLimit
    }

    /// The cached layer for `key`, or `make()`'s result, stored.
    func layer(for key: Key, make: () -> Pixmap) -> Pixmap {
        if let i = entries.firstIndex(where: { $0.key == key }) {
            hits += 1
            let entry = entries.remove(at: i)
            entries.append(entry)
            return entry.pixmap
        }
        misses += 1
        let pixmap = make()
        let size = Self.bytes(of: pixmap)
        guard size <= byteLimit else { return pixmap }
        entries.append((key, pixmap, frame, nil))
        bytes += size
        evict()
        return pixmap
    }

    /// The uniform runs of the cached layer for `key` (found once, on the first call, and kept with it);
    /// nil when no such layer is kept, or it was made this frame (unless `evenIfNew`): finding them reads
    /// the whole layer, which pays only for a layer shown again (a fading backdrop), not for one made
    /// anew every frame (an animated blur).
    func uniformRuns(for key: Key, evenIfNew: Bool = false) -> UniformRuns? {
        guard let i = entries.lastIndex(where: { $0.key == key }), evenIfNew || entries[i].made != frame else { return nil }
        if let plain = entries[i].plain { return plain }
        let plain = UniformRuns(entries[i].pixmap)
        entries[i].plain = plain
        return plain
    }

    func removeAll() {
        entries.removeAll()
        bytes = 0
    }

    /// Drops least recently used layers until both limits hold.
    private func evict() {
        while !entries.isEmpty && (entries.count > capacity || bytes > byteLimit) {
            bytes -= Self.bytes(of: entries.removeFirst().pixmap)
        }
    }

    static func bytes(of pixmap: Pixmap) -> Int { pixmap.width * pixmap.height * 4 }
}
