/// Bilinear sampling of an image paint over the columns of one fill. Every row of a fill samples the
/// same source columns with the same weights, so those are computed once; each row then mixes its two
/// source rows once per source column it reads (skipped when it falls exactly on a row), and the
/// horizontal mixes of two rows are made together, two pixels per 64-bit word. Edge pixels extend;
/// the crop (`source`) bounds every read.
final class ImageSampler {
    let image: Pixmap
    let isOpaque: Bool
    let ky, oy: Double
    let sy0, sy1: Int  // inclusive source row range (the crop)
    /// Per destination column: the left source column (relative to `lo`) and the weight 0...256 of
    /// the one right of it.
    private let left: [Int32]
    private let weight: [UInt32]
    /// The source columns read: lo...hi.
    private let lo, hi: Int
    /// Two rows of vertically mixed source pixels, each lo...hi plus a repeat of hi, and the same
    /// interleaved (one 64-bit word per column: this row's pixel low, the next row's high).
    private var mixed: [UInt32]
    private var pairs: [UInt64]
    /// Sampled pixels of the row being painted, and of the row after it (`pendingRow`) when it was
    /// sampled along with it.
    private var sampled: [UInt32]
    private var pending: [UInt32]
    private var pendingRow = Int.min

    init(_ p: ImagePaint, columns: Range<Int>) {
        image = p.image
        isOpaque = p.isOpaque
        let kx = p.destination.width > 0 ? p.source.width / p.destination.width : 0
        ky = p.destination.height > 0 ? p.source.height / p.destination.height : 0
        let ox = p.source.minX - p.destination.minX * kx - 0.5
        oy = p.source.minY - p.destination.minY * ky - 0.5
        let sx0 = max(0, Int(p.source.minX.rounded(.down)))
        sy0 = max(0, Int(p.source.minY.rounded(.down)))
        let sx1 = min(p.image.width - 1, max(sx0, Int(p.source.maxX.rounded(.up)) - 1))
        sy1 = min(p.image.height - 1, max(sy0, Int(p.source.maxY.rounded(.up)) - 1))
        // Source x in 16.16 fixed point, from each column's own position (so a fill drawn in pieces
        // samples every pixel as a whole fill does); the 8-bit weight is its top fraction byte.
        let lowest = Int64(sx0) << 16, highest = Int64(sx1) << 16
        var columnsLeft = [Int](), weights = [UInt32]()
        columnsLeft.reserveCapacity(columns.count)
        weights.reserveCapacity(columns.count)
        for x in columns {
            let f = min(highest, max(lowest, Int64(((Double(x) + 0.5) * kx + ox) * 65536)))
            columnsLeft.append(Int(f >> 16))
            weights.append(UInt32(truncatingIfNeeded: (f & 0xFFFF) >> 8))
        }
        let first = columnsLeft.min() ?? sx0, last = min(sx1, (columnsLeft.max() ?? sx0) + 1)
        lo = first
        hi = last
        left = columnsLeft.map { Int32($0 - first) }
        // A weight on a column with no right neighbour in the crop reads the repeat of `hi`.
        weight = weights
        mixed = [UInt32](repeating: 0, count: 2 * max(0, last - first + 2))
        pairs = [UInt64](repeating: 0, count: max(0, last - first + 2))
        sampled = [UInt32](repeating: 0, count: columns.count)
        pending = sampled
    }

    /// Writes `image`'s row for pixel row `y` mixed vertically (source columns lo...hi, then a repeat
    /// of hi) into `out`.
    private func verticalMix(_ y: Int, into out: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>) {
        let fy = (Double(y) + 0.5) * ky + oy
        let fyc = min(Double(sy1), max(Double(sy0), fy))
        let yA = Int(fyc), yB = min(sy1, yA + 1)   // fyc ≥ 0: truncation is the floor
        // Non-negative: truncation after adding a half rounds to nearest without a libm call.
        let ty = UInt32((fyc - Double(yA)) * 256 + 0.5)
        let width = hi - lo + 1
        let rowA = src + yA * image.width + lo, rowB = src + yB * image.width + lo
        if ty == 0 || yA == yB {
            out.update(from: rowA, count: width)
        } else {
            PixelMath.lerpRun(into: out, rowA, rowB, count: width, ty)
        }
        out[width] = out[width - 1]
    }

    /// Paints row `y`. Rows come in increasing order; each call for a row not yet sampled samples it
    /// and the next one together (their horizontal mixes share weights, so one 64-bit mix makes both)
    /// and keeps the next for its call.
    func paint(row: UnsafeMutablePointer<UInt32>, y: Int, x0: Int, count n: Int, coverage c: UnsafePointer<UInt8>) {
        guard image.width > 0, image.height > 0, n <= left.count, hi >= lo else { return }
        if pendingRow != y {
            let width = hi - lo + 1
            image.pixels.withUnsafeBufferPointer { src in
                mixed.withUnsafeMutableBufferPointer { m in
                    verticalMix(y, into: m.baseAddress!, src.baseAddress!)
                    verticalMix(y + 1, into: m.baseAddress! + width + 1, src.baseAddress!)
                    pairs.withUnsafeMutableBufferPointer { pr in
                        let first = m.baseAddress!, second = first + width + 1
                        for x in 0...width { pr[x] = UInt64(first[x]) | UInt64(second[x]) << 32 }
                    }
                }
            }
            pairs.withUnsafeBufferPointer { pr in
                sampled.withUnsafeMutableBufferPointer { out in
                    pending.withUnsafeMutableBufferPointer { next in
                        left.withUnsafeBufferPointer { l in
                            weight.withUnsafeBufferPointer { w in
                                // Two columns of both rows in one vector: four `lerp2` halves.
                                let zero = SIMD8<UInt16>(repeating: 0)
                                var i = 0
                                while i + 2 <= n {
                                    let a0 = Int(l[i]), a1 = Int(l[i + 1])
                                    let p = unsafeBitCast(SIMD2<UInt64>(pr[a0], pr[a1]), to: SIMD8<UInt16>.self)
                                    let q = unsafeBitCast(SIMD2<UInt64>(pr[a0 + 1], pr[a1 + 1]), to: SIMD8<UInt16>.self)
                                    let w0 = UInt16(w[i]), w1 = UInt16(w[i + 1])
                                    let weights = SIMD8<UInt16>(w0, w0, w0, w0, w1, w1, w1, w1)
                                    let mixed = unsafeBitCast(PixelMath.lerp4(p, q, weights, rounding: zero), to: SIMD4<UInt32>.self)
                                    out[i] = mixed[0]
                                    next[i] = mixed[1]
                                    out[i + 1] = mixed[2]
                                    next[i + 1] = mixed[3]
                                    i += 2
                                }
                                if i < n {
                                    let a = Int(l[i])
                                    let both = PixelMath.lerp2(pr[a], pr[a + 1], UInt64(w[i]))
                                    out[i] = UInt32(truncatingIfNeeded: both)
                                    next[i] = UInt32(truncatingIfNeeded: both >> 32)
                                }
                            }
                        }
                    }
                }
            }
        } else {
            swap(&sampled, &pending)
        }
        pendingRow = pendingRow == y ? Int.min : y + 1
        sampled.withUnsafeBufferPointer { s in
            let d = row + x0
            var i = 0
            while i < n {
                // An opaque picture's fully covered run is a copy.
                if isOpaque && c[i] == 255 {
                    var j = i &+ 1
                    while j < n && c[j] == 255 { j &+= 1 }
                    (d + i).update(from: s.baseAddress! + i, count: j &- i)
                    i = j
                    continue
                }
                if c[i] != 0 { d[i] = PixelMath.over(s[i], coverage: UInt32(c[i]), d[i]) }
                i &+= 1
            }
        }
    }
}
