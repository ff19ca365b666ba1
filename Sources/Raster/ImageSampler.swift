/// Bilinear sampling of an image paint over the columns of one fill. Every row of a fill samples the
/// same source columns with the same weights, so those are computed once. Each source row a fill reads
/// is mixed horizontally once, at output width, eight pixels per vector step, and kept while the next
/// output rows read it (two rows are held: the pair a row mixes); each output row is then one vertical
/// mix of two such rows at output width, written straight into the destination where an opaque
/// picture covers it fully. Edge pixels extend; the crop (`source`) bounds every read.
final class ImageSampler {
    let image: Pixmap
    let isOpaque: Bool
    let ky, oy: Double
    let sy0, sy1: Int  // inclusive source row range (the crop)
    /// Per destination column: the image columns of its left and right neighbours (the right one is
    /// the left one again at the crop's last column), and the right one's weight 0...255 duplicated in
    /// two 16-bit lanes (the layout the mixing kernels take for one pixel). `mixCount` entries each.
    private let left: UnsafeMutablePointer<Int32>
    private let right: UnsafeMutablePointer<Int32>
    private let weightLanes: UnsafeMutablePointer<UInt16>
    /// Each block of eight columns' source window, made once (`GatherPlan`; in `storage` too).
    private let plan: GatherPlan
    /// Two horizontally mixed source rows (`mixCount` pixels each) and the image rows they hold (Int.min:
    /// none). All five tables and the plan live in one allocation (`storage`, freed in deinit): the per-row work
    /// touches no array (no reference counting, no exclusivity checks).
    private var rowA: UnsafeMutablePointer<UInt32>
    private var rowB: UnsafeMutablePointer<UInt32>
    private var heldA = Int.min, heldB = Int.min
    private let count: Int
    /// `count` rounded up to whole blocks of 8 (an AVX2 step): the columns each row is mixed at (the
    /// last column's sources repeated after it), so a mix is whole vector steps, no narrower tail calls.
    private let mixCount: Int
    private let storage: UnsafeMutableRawPointer

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
        let mixCount = (count + 7) / 8 * 8
        self.mixCount = mixCount
        // Per mixed column: left and right (4 bytes each), two weight lanes (4), two mixed rows (8);
        // then the gather plan.
        storage = .allocate(byteCount: max(1, mixCount) * 20 + GatherPlan.byteCount(columns: mixCount), alignment: 16)
        rowA = storage.bindMemory(to: UInt32.self, capacity: 2 * mixCount)
        rowB = rowA + mixCount
        left = (storage + 8 * mixCount).bindMemory(to: Int32.self, capacity: mixCount)
        right = (storage + 12 * mixCount).bindMemory(to: Int32.self, capacity: mixCount)
        weightLanes = (storage + 16 * mixCount).bindMemory(to: UInt16.self, capacity: 2 * mixCount)
        rowA.initialize(repeating: 0, count: 2 * mixCount)
        for (i, x) in columns.enumerated() {
            let f = min(highest, max(lowest, Int64(((Double(x) + 0.5) * kx + ox) * 65536)))
            let a = Int(f >> 16)
            left[i] = Int32(a)
            right[i] = Int32(min(sx1, a + 1))
            let w = UInt16(truncatingIfNeeded: (f & 0xFFFF) >> 8)
            weightLanes[2 * i] = w
            weightLanes[2 * i + 1] = w
        }
        for i in count..<mixCount {
            left[i] = left[count - 1]
            right[i] = right[count - 1]
            weightLanes[2 * i] = weightLanes[2 * count - 2]
            weightLanes[2 * i + 1] = weightLanes[2 * count - 1]
        }
        plan = GatherPlan(at: storage + 20 * mixCount, sourceCount: image.width, left: left, right: right, columns: mixCount)
    }

    deinit { storage.deallocate() }

    /// Writes image row `sy` mixed horizontally at every destination column into `out` (`mixCount`
    /// pixels; `CompositingKernels.gatherMix`: eight columns per AVX2 step, their windows from `plan`).
    private func horizontalMix(_ sy: Int, into out: UnsafeMutablePointer<UInt32>) {
        image.withPixels { px in
            CompositingKernels.gatherMix(into: out, px.baseAddress! + sy * image.width, sourceCount: image.width, left: left,
                                         right: right, lanes: weightLanes, count: mixCount, plan: plan)
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
                horizontalMix(a, into: rowA)
                heldA = a
            }
        }
        if let b, heldB != b {
            horizontalMix(b, into: rowB)
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
        let a = rowA, b = rowB
        let d = row + x0
        var i = 0
        while i < n {
            // An opaque picture's fully covered run is its vertical mix, written in place.
            if isOpaque && c[i] == 255 {
                let j = SpanPainter.runEnd(c, from: i, count: n)
                if vertical {
                    CompositingKernels.lerpRows(into: d + i, a + i, b + i, count: j &- i, ty)
                } else {
                    (d + i).update(from: a + i, count: j &- i)
                }
                i = j
                continue
            }
            if c[i] == 0 {
                // Outside the shape (a corner row's ends): skipped eight coverage bytes at a time.
                i = SpanPainter.runEnd(c, from: i, count: n)
                continue
            }
            let s = vertical ? PixelMath.lerp(a[i], b[i], ty) : a[i]
            d[i] = PixelMath.over(s, coverage: UInt32(c[i]), d[i])
            i &+= 1
        }
    }
}
