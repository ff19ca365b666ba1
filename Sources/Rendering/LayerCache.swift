import Geometry
import Raster

/// Blurred layers kept between frames, keyed by their content. A blur is the most expensive thing a
/// frame can draw, and what is blurred (a backdrop, a background) rarely changes while what is in
/// front of it moves: such a layer is drawn and blurred once over its whole bounds, then only
/// composited. Holds at most `capacity` layers, least recently used dropped first.
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

    private var entries: [(key: Key, pixmap: Pixmap)] = []
    let capacity: Int
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int = 4) { self.capacity = capacity }

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
        entries.append((key, pixmap))
        if entries.count > capacity { entries.removeFirst() }
        return pixmap
    }

    func removeAll() { entries.removeAll() }
}
