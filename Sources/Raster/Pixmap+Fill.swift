import Geometry

extension Pixmap {
    /// Fills `shape` (pixel space) with `paint`, anti-aliased by exact area coverage, multiplied by
    /// `opacity` (0...1) and by the clip's shape, composited source-over. Pixels outside the clip,
    /// the shape or the pixmap are never read or written.
    ///
    /// ```swift
    /// var image = Pixmap(width: 200, height: 100, fill: .white)
    /// let card = RoundedRect(rect: Rect(x: 10.5, y: 10.25, width: 179, height: 79.5), radius: 16)
    /// image.fill(.roundedRect(card), with: .solid(.blue))
    /// image.fill(.ring(card, width: 2), with: .solid(.black), opacity: 0.5)
    /// ```
    public mutating func fill(_ shape: Shape, with paint: Paint, clip: Clip = .none, opacity: Double = 1) {
        fill(shape, with: paint, clip: clip, opacity: opacity, reusingPlainRows: true)
    }

    /// `fill`; with `reusingPlainRows` false every row's coverage is computed and painted on its own
    /// (the straightforward path the tests compare the reuse with: the bytes are identical).
    mutating func fill(_ shape: Shape, with paint: Paint, clip: Clip, opacity: Double, reusingPlainRows: Bool) {
        if let inside = Self.clipShapeInside(shape, clip) {
            // A plain rect that covers the clip's whole shape (a picture under its own rounded clip, as
            // the painter draws it) covers exactly that shape: it is filled as that shape, not as the
            // product of two coverages, which costs a second coverage row and lightens the edges the two
            // share (a pixel a fraction f inside both got f², not f).
            var rectOnly = clip
            rectOnly.shape = nil
            fill(.roundedRect(inside), with: paint, clip: rectOnly, opacity: opacity, reusingPlainRows: reusingPlainRows)
            return
        }
        let area = clip.limit(IntRect(covering: shape.boundingRect).intersection(bounds))
        guard !area.isEmpty, opacity > 0 else { return }
        // A rounded rect's kernel shape and tables (a few KB) in the thread's scratch arena, not in a
        // heap block of each shape drawn; a huge radius's tables in a block of their own.
        let shapeBytes = ShapeCoverage.byteCount(shape)
        if shapeBytes > 0 && shapeBytes <= Self.scratchShapeBytes {
            Scratch.with(bytes: shapeBytes) { memory in
                fill(ShapeCoverage(shape, in: memory), area: area, paint: paint, clip: clip, opacity: opacity,
                     reusingPlainRows: reusingPlainRows)
            }
        } else {
            fill(ShapeCoverage(shape), area: area, paint: paint, clip: clip, opacity: opacity, reusingPlainRows: reusingPlainRows)
        }
    }

    /// The most bytes of a shape's kernel tables `fill` takes from the scratch arena (a radius up to
    /// about 100).
    static var scratchShapeBytes: Int { 16_384 }

    /// `fill` of the pixels of `area` (within the pixmap and the clip, not empty) with `coverage`.
    private mutating func fill(_ coverage: ShapeCoverage, area: IntRect, paint: Paint, clip: Clip, opacity: Double,
                               reusingPlainRows: Bool) {
        let clipCoverage = clip.shape(cutting: area).map { RoundedRectCoverage($0) }
        let alpha = UInt32((min(1, opacity) * 255).rounded())
        let n = area.width
        let painter = SpanPainter(paint: paint, columns: area.x0..<area.x1)
        let w = width
        // Rows between the straight edges and away from every corner (`plainRows`) all have the same
        // coverage: it is computed once, and a solid paint composites its runs (found once) directly.
        let plainRows = clipCoverage == nil && reusingPlainRows ? coverage.plainRows(area.y0..<area.y1) : 0..<0
        // A rounded rect's coverage comes a batch of rows at a time (`RoundedRectCoverage.rows`, which
        // follows each corner's arc from row to row): up to `batchRows` rows of n bytes, about 16 KB. A
        // plain rect (no corners) has nothing to follow: its few rows go one by one.
        // The straightforward path (`reusingPlainRows` false) computes each row on its own (`row`).
        let batchRows = coverage.isRoundedRect && coverage.outer.cornerCount > 0 && reusingPlainRows ? max(1, min(64, 16_384 / n)) : 0
        let solidSource = painter.solidPixel
        // Two coverage rows, the plain row and the batch, in the scratch arena (`Scratch`; every row writes all
        // n bytes before reading).
        Scratch.with(bytes: (3 + batchRows) * n) { rows in
            withMutablePixels { buf in
                let first = rows.bindMemory(to: UInt8.self, capacity: (3 + batchRows) * n)
                let s = first + n, plain = s + n, batch = plain + n
                var c = first
                // The rows batch holds: batchStart..<batchEnd.
                var batchStart = area.y0, batchEnd = area.y0
                var plainRuns = PlainRuns(), plainReady = false
                var y = area.y0
                while y < area.y1 {
                    defer { y += 1 }
                    if plainRows.contains(y) && plainReady {
                        if plainRuns.isValid && (n >= SpanPainter.shortRow || plainRows.upperBound - y >= 4) {
                            // Every remaining plain row at once (they are the rest of `plainRows`); the
                            // kernel lays the row out once, so a few short rows go run by run instead.
                            plainRuns.composite(onto: buf.baseAddress! + y * w + area.x0, stride: w, rows: plainRows.upperBound - y)
                            y = plainRows.upperBound - 1
                        } else if plainRuns.isValid {
                            // A short row: its runs in Swift (inlined, no calls into the kernels).
                            let row = buf.baseAddress! + y * w + area.x0
                            for k in 0..<plainRuns.count {
                                let r = plainRuns[k]
                                PixelMath.overRun(row + r.start, count: r.count, r.source)
                            }
                        } else {
                            painter.paint(row: buf.baseAddress! + y * w, y: y, x0: area.x0, count: n, coverage: plain, opacity: alpha)
                        }
                        continue
                    }
                    if batchRows > 0, let source = solidSource, clipCoverage == nil, !plainRows.contains(y) {
                        // A solid paint's rows up to the next plain one: coverage and compositing in C,
                        // a batch of rows at a time (`RoundedRectCoverage.overRows`).
                        let end = plainRows.lowerBound > y ? min(area.y1, plainRows.lowerBound) : area.y1
                        coverage.outer.overRows(y0: y, y1: end, x0: area.x0, x1: area.x1, pixels: buf.baseAddress!, stride: w,
                                                source: source, opacity: alpha, scratch: batch, batch: batchRows)
                        y = end - 1
                        continue
                    }
                    // The row's pixels are fetched while its coverage is computed (a shape's rows are a
                    // stride apart, so nothing fetches them ahead; the first touch waited on memory).
                    CompositingKernels.prefetch(buf.baseAddress! + y * w + area.x0, count: min(n, 512))
                    if batchRows > 0 {
                        if y >= batchEnd {
                            // The rows up to the next plain one (it is computed alone, the others reuse it).
                            var end = min(area.y1, y + batchRows)
                            if plainRows.contains(y) { end = y + 1 } else if plainRows.lowerBound > y { end = min(end, plainRows.lowerBound) }
                            coverage.outer.rows(y0: y, y1: end, x0: area.x0, x1: area.x1, into: batch, stride: n)
                            batchStart = y
                            batchEnd = end
                        }
                        c = batch + (y - batchStart) * n
                    } else {
                        coverage.row(y: y, x0: area.x0, x1: area.x1, into: c, scratch: s)
                    }
                    if let clipCoverage {
                        clipCoverage.row(y: y, x0: area.x0, x1: area.x1, into: s)
                        for i in 0..<n { c[i] = UInt8(PixelMath.mul255(UInt32(c[i]), UInt32(s[i]))) }
                    }
                    // A solid paint applies the opacity once per run of equal coverage.
                    if alpha < 255 && !painter.isSolid {
                        for i in 0..<n { c[i] = UInt8(PixelMath.mul255(UInt32(c[i]), alpha)) }
                    }
                    if plainRows.contains(y) {
                        plain.update(from: c, count: n)
                        plainRuns = painter.solidRuns(coverage: plain, count: n, opacity: alpha)
                        plainReady = true
                    }
                    painter.paint(row: buf.baseAddress! + y * w, y: y, x0: area.x0, count: n, coverage: c, opacity: alpha)
                }
            }
        }
    }
}

extension Pixmap {
    /// The clip's shape when `shape` is a plain rect (no rounded corner) that contains its whole rect
    /// (within a millionth of a pixel): shape ∩ clip is then exactly the clip's shape. nil otherwise.
    static func clipShapeInside(_ shape: Shape, _ clip: Clip) -> RoundedRect? {
        guard let inner = clip.shape, case .roundedRect(let r) = shape else { return nil }
        let k = r.clampedRadii
        guard k.topLeft == 0, k.topRight == 0, k.bottomRight == 0, k.bottomLeft == 0 else { return nil }
        let e = 1e-6, a = r.rect, b = inner.rect
        guard a.minX <= b.minX + e, a.minY <= b.minY + e, a.maxX >= b.maxX - e, a.maxY >= b.maxY - e else { return nil }
        return inner
    }
}

/// The runs of one plain row of a solid fill (at most `capacity`; a plain row has at most three: the
/// two fractional edge pixels and the inside): each composites one source pixel onto a column range.
struct PlainRuns {
    static let capacity = 4
    struct Run {
        var start = 0, count = 0
        var source: UInt32 = 0
    }

    /// Every run composited (`overRun` of its source) onto each of `rows` rows from `row`, `stride`
    /// pixels apart: one call into the C kernels for all of them.
    func composite(onto row: UnsafeMutablePointer<UInt32>, stride: Int, rows: Int) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 3 * Self.capacity) { buf in
            let starts = buf.baseAddress!, counts = starts + Self.capacity, sources = counts + Self.capacity
            for k in 0..<count {
                let r = self[k]
                starts[k] = UInt32(r.start)
                counts[k] = UInt32(r.count)
                sources[k] = r.source
            }
            CompositingKernels.overSolidRows(row, stride: stride, rows: rows, starts: starts, counts: counts, sources: sources, runs: count)
        }
    }
    private var runs: (Run, Run, Run, Run) = (Run(), Run(), Run(), Run())
    /// False when the paint is not solid or the row had more runs than `capacity`.
    var isValid = false
    private(set) var count = 0

    subscript(i: Int) -> Run {
        switch i {
        case 0: return runs.0
        case 1: return runs.1
        case 2: return runs.2
        default: return runs.3
        }
    }

    /// Appends a run; past `capacity` the list becomes invalid.
    mutating func append(_ r: Run) {
        switch count {
        case 0: runs.0 = r
        case 1: runs.1 = r
        case 2: runs.2 = r
        case 3: runs.3 = r
        default: isValid = false; return
        }
        count += 1
    }
}

extension PixelMath {
    /// a × b / 255, rounded, for a, b in 0...255.
    @inlinable @inline(__always)
    static func mul255(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 128
        return (t &+ (t >> 8)) >> 8
    }
}

/// Paints one row span from a coverage row. The paint kind is decided once per fill, so the inner
/// loops have no dynamic dispatch and allocate nothing.
struct SpanPainter {
    private enum Kind {
        case solid(UInt32)
        case gradient(lut: [UInt32], sx: Double, sy: Double, dx: Double, dy: Double)
        /// Location = (distance from (cx, cy) − r0) × inverse span.
        case radial(lut: [UInt32], cx: Double, cy: Double, r0: Double, inverseSpan: Double, yScale: Double)
        /// Location from the direction about (cx, cy) (`AngularGradient.location`).
        case angular(lut: [UInt32], cx: Double, cy: Double, start: Double, span: Double)
        case image(ImageSampler)
    }
    private let kind: Kind
    /// An image paint's sampler, not retained (`kind` holds it): each row's `paint` reaches it without
    /// the retain and release that taking it out of `kind` costs, a few percent of a picture's fill.
    private let sampler: Unmanaged<ImageSampler>?

    /// `columns`: the pixel columns every row span of the fill covers (`paint(row:…)` is called with
    /// x0 = its lower bound and count = its length).
    init(paint: Paint, columns: Range<Int>) {
        kind = Self.kind(of: paint, columns: columns)
        if case .image(let s) = kind { sampler = Unmanaged.passUnretained(s) } else { sampler = nil }
    }

    private static func kind(of paint: Paint, columns: Range<Int>) -> Kind {
        let kind: Kind
        switch paint {
        case .solid(let c):
            kind = .solid(PixelMath.premultiplied(c))
        case .linearGradient(let g):
            let dx = g.end.x - g.start.x, dy = g.end.y - g.start.y
            let len2 = max(1e-12, dx * dx + dy * dy)
            kind = .gradient(lut: g.lookupTable(), sx: g.start.x, sy: g.start.y, dx: dx / len2, dy: dy / len2)
        case .radialGradient(let g):
            let span = g.endRadius - g.startRadius
            kind = .radial(lut: LinearGradient.lookupTable(g.stops), cx: g.center.x, cy: g.center.y, r0: g.startRadius,
                           inverseSpan: abs(span) > 1e-9 ? 1 / span : 0, yScale: g.yScale)
        case .angularGradient(let g):
            kind = .angular(lut: LinearGradient.lookupTable(g.stops), cx: g.center.x, cy: g.center.y, start: g.startAngle,
                            span: g.endAngle - g.startAngle)
        case .image(let p):
            kind = .image(ImageSampler(p, columns: columns))
        }
        return kind
    }

    var isSolid: Bool { if case .solid = kind { return true } else { return false } }
    /// The premultiplied pixel of a solid paint (nil for the others).
    var solidPixel: UInt32? { if case .solid(let p) = kind { return p } else { return nil } }

    /// The end of the run of coverage equal to `c[i]` that starts at `i` (i < n): the first index
    /// after it, found 32 coverage bytes at a time (four words tested together: one branch), then eight,
    /// while they all equal `c[i]`.
    @inline(__always)
    static func runEnd(_ c: UnsafePointer<UInt8>, from i: Int, count n: Int) -> Int {
        let cv = c[i]
        var j = i &+ 1
        let eight = UInt64(cv) &* 0x0101_0101_0101_0101
        let raw = UnsafeRawPointer(c)
        while j &+ 32 <= n {
            let a = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) ^ eight
            let b = raw.loadUnaligned(fromByteOffset: j &+ 8, as: UInt64.self) ^ eight
            let d = raw.loadUnaligned(fromByteOffset: j &+ 16, as: UInt64.self) ^ eight
            let e = raw.loadUnaligned(fromByteOffset: j &+ 24, as: UInt64.self) ^ eight
            if (a | b | d | e) != 0 { break }
            j &+= 32
        }
        while j &+ 8 <= n && raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) == eight { j &+= 8 }
        while j < n && c[j] == cv { j &+= 1 }
        return j
    }

    /// Runs of equal coverage (the inside of a shape is one run; a group opacity makes it another
    /// value, not a mix of values), each with its one source pixel (`pixel` scaled by coverage and
    /// opacity); runs whose source is transparent are skipped. `body(start, count, source)`.
    @inline(__always)
    static func forEachSolidRun(_ pixel: UInt32, coverage c: UnsafePointer<UInt8>, count n: Int, opacity: UInt32,
                                _ body: (Int, Int, UInt32) -> Void) {
        var i = 0
        while i < n {
            let cv = c[i]
            let j = runEnd(c, from: i, count: n)
            let a = opacity == 255 ? UInt32(cv) : PixelMath.mul255(UInt32(cv), opacity)
            if a != 0 { body(i, j &- i, a == 255 ? pixel : PixelMath.scale(pixel, a)) }
            i = j
        }
    }

    /// The runs `paint` would composite for this coverage row, kept for reuse on rows with the same
    /// coverage; invalid (paint with `paint` instead) unless the paint is solid and there are at most
    /// `PlainRuns.capacity` runs.
    func solidRuns(coverage c: UnsafePointer<UInt8>, count n: Int, opacity: UInt32) -> PlainRuns {
        var runs = PlainRuns()
        guard case .solid(let p) = kind else { return runs }
        runs.isValid = true
        Self.forEachSolidRun(p, coverage: c, count: n, opacity: opacity) { i, count, source in
            runs.append(PlainRuns.Run(start: i, count: count, source: source))
        }
        return runs
    }

    /// Rows shorter than this are composited run by run in Swift (`overRun`): for a few pixels the
    /// call into the kernels costs more than it saves. From 8 pixels on the kernel wins: with 32 here,
    /// raster-bench's 16² shapes ran 16–22 % slower (round 109 → 133 Mpx/s, rect 535 → 620).
    static let shortRow = 8

    /// Source-over of `pixel` times each pixel's coverage and `opacity` onto `d[0..<n]`: the same bytes
    /// as `over(pixel, coverage: mul255(c[i], opacity), d[i])` per pixel (and as `forEachSolidRun` with
    /// `overRun`). A row of at least `shortRow` pixels is one call of the coverage kernel, which skips
    /// blocks of coverage 0 and composites a wholly covered block (a shape's inside) with the source
    /// scaled once.
    static func paintSolid(_ pixel: UInt32, row d: UnsafeMutablePointer<UInt32>, coverage c: UnsafePointer<UInt8>, count n: Int,
                           opacity: UInt32, variant: CompositingKernels.Variant = .best) {
        if n < shortRow {
            // A short row: its runs in Swift (inlined, no calls into the kernels).
            forEachSolidRun(pixel, coverage: c, count: n, opacity: opacity) { i, count, source in
                PixelMath.overRun(d + i, count: count, source)
            }
            return
        }
        CompositingKernels.overCoverage(d, c, count: n, pixel, opacity: opacity, variant: variant)
    }

    /// Paints one row span. `opacity` (0...255) is applied here only by a solid paint; the caller has
    /// multiplied it into the coverage for the others.
    func paint(row: UnsafeMutablePointer<UInt32>, y: Int, x0: Int, count n: Int, coverage c: UnsafePointer<UInt8>, opacity: UInt32 = 255) {
        if let sampler {
            sampler._withUnsafeGuaranteedRef { $0.paint(row: row, y: y, x0: x0, count: n, coverage: c) }
            return
        }
        switch kind {
        case .solid(let p):
            Self.paintSolid(p, row: row + x0, coverage: c, count: n, opacity: opacity)
        case .gradient(let lut, let sx, let sy, let dx, let dy):
            lut.withUnsafeBufferPointer { table in
                let py = Double(y) + 0.5 - sy
                var t = (Double(x0) + 0.5 - sx) * dx + py * dy
                for i in 0..<n {
                    if c[i] != 0 {
                        let idx = Int(min(1, max(0, t)) * 255 + 0.5)
                        row[x0 + i] = PixelMath.over(table[idx], coverage: UInt32(c[i]), row[x0 + i])
                    }
                    t += dx
                }
            }
        case .radial(let lut, let cx, let cy, let r0, let inverse, let yScale):
            let py = (Double(y) + 0.5 - cy) * yScale
            Self.paintSampled(lut, row: row, x0: x0, count: n, coverage: c) { x in
                let px = x + 0.5 - cx
                return ((px * px + py * py).squareRoot() - r0) * inverse
            }
        case .angular(let lut, let cx, let cy, let start, let span):
            let py = Double(y) + 0.5 - cy
            Self.paintSampled(lut, row: row, x0: x0, count: n, coverage: c) { x in
                AngularGradient.location(dx: x + 0.5 - cx, dy: py, start: start, span: span)
            }
        case .image(let sampler):
            sampler.paint(row: row, y: y, x0: x0, count: n, coverage: c)
        }
    }

    /// Composites, for each covered pixel of the span, the table colour at `location(x)` (x the pixel
    /// column; locations clamped to 0...1).
    @inline(__always)
    private static func paintSampled(_ lut: [UInt32], row: UnsafeMutablePointer<UInt32>, x0: Int, count n: Int,
                                     coverage c: UnsafePointer<UInt8>, location: (Double) -> Double) {
        lut.withUnsafeBufferPointer { table in
            for i in 0..<n where c[i] != 0 {
                let t = location(Double(x0 + i))
                let idx = Int(min(1, max(0, t.isNaN ? 0 : t)) * 255 + 0.5)
                row[x0 + i] = PixelMath.over(table[idx], coverage: UInt32(c[i]), row[x0 + i])
            }
        }
    }
}
