/// Bilinear sampling of an image paint over the columns of one fill. Every row of a fill samples the
/// same source columns with the same weights, so those are computed once. Each source row a fill reads
/// is mixed horizontally once, at output width, four pixels per vector step, and kept while the next
/// output rows read it (two rows are held: the pair a row mixes); each output row is then one vertical
/// mix of two such rows at output width, written straight into the destination where an opaque
/// picture covers it fully. Edge pixels extend; the crop (`source`) bounds every read.
final class ImageSampler {
    let image: Pixmap
    let isOpaque: Bool
    let ky, oy: Double
    let sy0, sy1: Int  // inclusive source row range (the crop)
    /// Per destination column: the image columns of its left and right neighbours (the right one is
    /// the left one again at the crop's last column), and the right one's weight 0...256 duplicated in
    /// two 16-bit lanes (the layout `lerp4` takes for one pixel).
    private let left: [Int32]
    private let right: [Int32]
    private let weightLanes: [UInt16]
    /// Two horizontally mixed source rows (`count` pixels each, padded to a multiple of four) and the
    /// image rows they hold (Int.min: none).
    private var rowA: [UInt32]
    private var rowB: [UInt32]
    private var heldA = Int.min, heldB = Int.min
    private let count: Int

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
        count = columns.count
        let padded = (count + 3) & ~3
        var l = [Int32](repeating: Int32(sx0), count: padded), r = l
        var lanes = [UInt16](repeating: 0, count: 2 * padded)
        for (i, x) in columns.enumerated() {
            let f = min(highest, max(lowest, Int64(((Double(x) + 0.5) * kx + ox) * 65536)))
            let a = Int(f >> 16)
            l[i] = Int32(a)
            r[i] = Int32(min(sx1, a + 1))
            let w = UInt16(truncatingIfNeeded: (f & 0xFFFF) >> 8)
            lanes[2 * i] = w
            lanes[2 * i + 1] = w
        }
        left = l
        right = r
        weightLanes = lanes
        rowA = [UInt32](repeating: 0, count: padded)
        rowB = rowA
    }

    /// Writes image row `sy` mixed horizontally at every destination column into `out` (`count`
    /// pixels; `CompositingKernels.gatherMix`: eight columns per AVX2 step).
    private func horizontalMix(_ sy: Int, into out: UnsafeMutablePointer<UInt32>) {
        image.pixels.withUnsafeBufferPointer { px in
            left.withUnsafeBufferPointer { l in
                right.withUnsafeBufferPointer { r in
                    weightLanes.withUnsafeBufferPointer { wl in
                        CompositingKernels.gatherMix(into: out, px.baseAddress! + sy * image.width, sourceCount: image.width, left: l.baseAddress!,
                                                     right: r.baseAddress!, lanes: wl.baseAddress!, count: count)
                    }
                }
            }
        }
    }

    /// Makes `rowA` hold image row `a` mixed horizontally and, when `b` is given, `rowB` row `b`,
    /// reusing rows already held.
    private func hold(_ a: Int, _ b: Int?) {
        if heldA != a {
            if heldB == a {
                swap(&rowA, &rowB)
                swap(&heldA, &heldB)
            } else {
                rowA.withUnsafeMutableBufferPointer { horizontalMix(a, into: $0.baseAddress!) }
                heldA = a
            }
        }
        if let b, heldB != b {
            rowB.withUnsafeMutableBufferPointer { horizontalMix(b, into: $0.baseAddress!) }
            heldB = b
        }
    }

    /// Paints row `y` over `count` columns from `x0` (the fill's columns), each pixel times its coverage.
    func paint(row: UnsafeMutablePointer<UInt32>, y: Int, x0: Int, count n: Int, coverage c: UnsafePointer<UInt8>) {
        guard image.width > 0, image.height > 0, n <= count else { return }
        let fy = (Double(y) + 0.5) * ky + oy
        let fyc = min(Double(sy1), max(Double(sy0), fy))
        let yA = Int(fyc), yB = min(sy1, yA + 1)   // fyc ≥ 0: truncation is the floor
        // Non-negative: truncation after adding a half rounds to nearest without a libm call.
        let ty = UInt32((fyc - Double(yA)) * 256 + 0.5)
        let vertical = ty != 0 && yA != yB
        hold(yA, vertical ? yB : nil)
        rowA.withUnsafeBufferPointer { ra in
            rowB.withUnsafeBufferPointer { rb in
                let a = ra.baseAddress!, b = rb.baseAddress!
                let d = row + x0
                var i = 0
                while i < n {
                    // An opaque picture's fully covered run is its vertical mix, written in place.
                    if isOpaque && c[i] == 255 {
                        // The run's end, eight coverage bytes at a time while all are 255.
                        var j = i &+ 1
                        while j &+ 8 <= n && UnsafeRawPointer(c).loadUnaligned(fromByteOffset: j, as: UInt64.self) == ~0 { j &+= 8 }
                        while j < n && c[j] == 255 { j &+= 1 }
                        if vertical {
                            CompositingKernels.lerpRows(into: d + i, a + i, b + i, count: j &- i, ty)
                        } else {
                            (d + i).update(from: a + i, count: j &- i)
                        }
                        i = j
                        continue
                    }
                    if c[i] != 0 {
                        let s = vertical ? PixelMath.lerp(a[i], b[i], ty) : a[i]
                        d[i] = PixelMath.over(s, coverage: UInt32(c[i]), d[i])
                    }
                    i &+= 1
                }
            }
        }
    }
}
