import Geometry

extension Pixmap {
    /// A drop shadow: `shape` (pixel space) offset by `offset`, blurred with a Gaussian of standard
    /// deviation `radius / 2` pixels (the CSS convention for a blur radius), painted in `color`.
    /// The work is proportional to the clipped area: a shadow drawn in pieces (around what hides its
    /// middle) costs no more than drawn whole.
    /// `masks` keeps the last blurred mask: a shadow drawn again unchanged (in several pieces of one
    /// frame, or over frames while it does not move) is not blurred again.
    public mutating func drawShadow(of shape: RoundedRect, color: Color, radius: Double, offset: Point = .zero, clip: Clip = .none,
                                    masks: ShadowMaskCache? = nil) {
        let sigma = max(0, radius / 2)
        let pad = Int((3 * sigma).rounded(.up)) + 1
        let moved = shape.offsetBy(dx: offset.x, dy: offset.y)
        let ox = Int(moved.rect.minX.rounded(.down)) - pad, oy = Int(moved.rect.minY.rounded(.down)) - pad
        let w = Int(moved.rect.maxX.rounded(.up)) + pad - ox, h = Int(moved.rect.maxY.rounded(.up)) + pad - oy
        guard w > 0, h > 0, w * h < 64_000_000 else { return }
        let area = clip.limit(IntRect(x: ox, y: oy, width: w, height: h).intersection(bounds))
        guard !area.isEmpty else { return }
        let local = moved.offsetBy(dx: Double(-ox), dy: Double(-oy))
        let key = ShadowMaskCache.Key(shape: local, width: w, height: h, sigma: sigma)
        let mask: StretchedMask
        if let masks, masks.last?.key == key {
            mask = masks.last!.mask
        } else {
            mask = sigma > 0 ? Self.stretchedMask(of: local, width: w, height: h, sigma: sigma)
                             : StretchedMask(core: AlphaMask(shape: .roundedRect(local), width: w, height: h))
            masks?.last = (key, mask)
        }
        // The mask's columns over the area are at most three pieces of a core row: columns read as they
        // are, the stretched middle (one core column repeated) and columns read shifted by dx.
        let pieces = mask.columnPieces(area.x0 - ox..<area.x1 - ox)
        let clipCoverage = clip.shape(cutting: area).map { RoundedRectCoverage($0) }
        mask.core.values.withUnsafeBufferPointer { core in
            blendRows(color, rows: area.y0..<area.y1, columns: area.x0..<area.x1, clip: clipCoverage) { y, row in
                let source = core.baseAddress! + mask.coreRow(y - oy) * mask.core.width
                for piece in pieces {
                    if piece.repeats {
                        (row + piece.offset).update(repeating: source[piece.source], count: piece.count)
                    } else {
                        (row + piece.offset).update(from: source + piece.source, count: piece.count)
                    }
                }
                return UnsafePointer(row)
            }
        }
    }

    /// The blurred coverage of `shape` (mask coordinates) in a `width × height` mask, whole.
    static func blurredMask(of shape: RoundedRect, width w: Int, height h: Int, sigma: Double) -> AlphaMask {
        let m = stretchedMask(of: shape, width: w, height: h, sigma: sigma)
        var out = AlphaMask(width: w, height: h)
        for y in 0..<h { for x in 0..<w { out[x, y] = m.core[m.coreColumn(x), m.coreRow(y)] } }
        return out
    }

    /// The blurred coverage of `shape` in a `width × height` mask, kept small. Away from the corners a
    /// blurred rounded rect does not change along its straight sides, so a large shape is blurred as a
    /// small one with the same corners and edge positions (its straight middle cut out), whose middle
    /// row and column stand for the rows and columns cut out: the same pixels for a fraction of the work.
    static func stretchedMask(of shape: RoundedRect, width w: Int, height h: Int, sigma: Double) -> StretchedMask {
        let r = shape.rect, k = shape.clampedRadii
        let reach = Int((3 * sigma + max(k.topLeft, k.topRight, k.bottomRight, k.bottomLeft)).rounded(.up)) + 2
        // Columns xa...xb-1 and rows ya...yb-1 all equal column xa and row ya.
        let xa = Int(r.minX.rounded(.down)) + reach, xb = Int(r.maxX.rounded(.up)) - reach
        let ya = Int(r.minY.rounded(.down)) + reach, yb = Int(r.maxY.rounded(.up)) - reach
        let dx = max(0, xb - xa - 1), dy = max(0, yb - ya - 1)
        guard dx > 8 || dy > 8 else {
            var mask = AlphaMask(shape: .roundedRect(shape), width: w, height: h)
            mask.blur(sigma: sigma)
            return StretchedMask(core: mask)
        }
        let small = RoundedRect(rect: Rect(x: r.minX, y: r.minY, width: r.width - Double(dx), height: r.height - Double(dy)), radii: k)
        var core = AlphaMask(shape: .roundedRect(small), width: w - dx, height: h - dy)
        core.blur(sigma: sigma)
        return StretchedMask(core: core, xa: xa, dx: dx, ya: ya, dy: dy)
    }
}

/// A mask stored as a smaller `core`: the mask's columns xa+1 ... xa+dx repeat the core's column xa
/// and later columns are the core's shifted by dx; likewise rows with ya and dy.
struct StretchedMask {
    let core: AlphaMask
    var xa = 0, dx = 0, ya = 0, dy = 0

    /// The core column that mask column `x` reads.
    func coreColumn(_ x: Int) -> Int { x <= xa || dx == 0 ? x : (x > xa + dx ? x - dx : xa) }
    /// The core row that mask row `y` reads.
    func coreRow(_ y: Int) -> Int { y <= ya || dy == 0 ? y : (y > ya + dy ? y - dy : ya) }

    /// A run of mask columns read from a core row: `count` bytes at `offset` in the run's row, from
    /// core column `source` on (or that one column repeated).
    struct ColumnPiece: Equatable {
        var offset, count, source: Int
        var repeats: Bool
    }

    /// Mask columns `columns` (each inside the mask) as pieces of a core row, in order: the columns
    /// `coreColumn` reads as they are, the ones that repeat core column xa, and the ones shifted by dx.
    func columnPieces(_ columns: Range<Int>) -> [ColumnPiece] {
        guard dx > 0 else { return columns.isEmpty ? [] : [ColumnPiece(offset: 0, count: columns.count, source: columns.lowerBound, repeats: false)] }
        // Mask columns up to xa read themselves; xa + 1 ... xa + dx read xa; later ones x − dx.
        let bounds = [columns.lowerBound, max(columns.lowerBound, min(columns.upperBound, xa + 1)),
                      max(columns.lowerBound, min(columns.upperBound, xa + dx + 1)), columns.upperBound]
        var pieces: [ColumnPiece] = []
        for k in 0..<3 where bounds[k + 1] > bounds[k] {
            let first = bounds[k]
            pieces.append(ColumnPiece(offset: first - columns.lowerBound, count: bounds[k + 1] - first,
                                      source: coreColumn(first), repeats: k == 1))
        }
        return pieces
    }
}

/// The last shadow mask drawn, by the shape's geometry relative to the mask's whole-pixel origin.
public final class ShadowMaskCache {
    struct Key: Equatable {
        var shape: RoundedRect
        var width, height: Int
        var sigma: Double
    }
    var last: (key: Key, mask: StretchedMask)?

    /// An empty cache; the first shadow drawn through it fills it.
    public init() {}
}
