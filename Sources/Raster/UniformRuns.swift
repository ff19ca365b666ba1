internal import RasterKernels

/// The long runs of one pixel value in each row of a pixmap: where a picture is plain (a window's
/// background, the blur of a plain area). Where a picture and a layer mixed onto it are both plain, every
/// pixel of the result is the same: `composite(_:atX:y:opacity:clip:onto:filling:)` then fills it
/// instead of reading both and mixing pixel by pixel. Made once per picture (one read of its pixels), kept
/// while the picture is (a frosted backdrop's picture beneath and its blurred layer).
public struct UniformRuns: Sendable, Equatable {
    /// One run: pixels x0..<x1 of its row all equal `value`.
    struct Run: Equatable {
        var x0, x1: Int
        var value: UInt32
    }

    /// The shortest run kept: mixing fewer pixels costs no more than filling them.
    public static let minimumLength = 64
    /// The pixmap's size.
    public let width, height: Int
    /// Row y's runs are `runs[rowStart[y]..<rowStart[y + 1]]`, left to right, disjoint, each at least
    /// `minimumLength` long.
    let rowStart: [Int]
    let runs: [Run]

    /// Finds the runs of `pixmap`; with `parallel`, bands of rows at once (the same runs).
    public init(_ pixmap: Pixmap, parallel: ParallelParts = .serial) {
        let h = pixmap.height
        let bands = parallel.threads > 1 && h >= 64 ? ParallelParts.ranges(h, parts: 2 * parallel.threads) : [0..<h]
        var pieces = [(starts: [Int], runs: [Run])](repeating: ([], []), count: bands.count)
        pieces.withUnsafeMutableBufferPointer { out in
            let out = out  // each part writes its own element
            parallel.run(bands.count) { out[$0] = Self.scan(pixmap, rows: bands[$0]) }
        }
        var starts = [Int](), runs = [Run]()
        starts.reserveCapacity(h + 1)
        for piece in pieces {
            let offset = runs.count
            starts += piece.starts.lazy.map { $0 + offset }
            runs += piece.runs
        }
        starts.append(runs.count)
        width = pixmap.width
        height = h
        rowStart = starts
        self.runs = runs
    }

    /// The runs of rows `rows` of `pixmap`, and where each row's start in them (from 0).
    private static func scan(_ pixmap: Pixmap, rows: Range<Int>) -> (starts: [Int], runs: [Run]) {
        let w = pixmap.width, minimum = Self.minimumLength
        var starts = [Int](), runs = [Run]()
        starts.reserveCapacity(rows.count)
        let capacity = w / minimum + 1
        var x0 = [UInt32](repeating: 0, count: capacity), x1 = x0
        pixmap.withPixels { px in
            for y in rows {
                starts.append(runs.count)
                guard w >= minimum else { continue }
                let row = px.baseAddress! + y * w
                let n = rk_plain_runs(row, w, minimum, &x0, &x1, capacity)
                for k in 0..<n { runs.append(Run(x0: Int(x0[k]), x1: Int(x1[k]), value: row[Int(x0[k])])) }
            }
        }
        return (starts, runs)
    }

    /// Row y's runs (y in 0..<height).
    func row(_ y: Int) -> ArraySlice<Run> { runs[rowStart[y]..<rowStart[y + 1]] }

    /// The pieces of columns `from..<to` of a picture's row `y` (with these runs) and of the layer row
    /// `ly` (with `layer`'s runs, its column 0 at picture column `dx`) where both are plain, at least
    /// `minimumLength` long, left to right: (picture column range, picture value, layer value).
    func bothPlain(row y: Int, layer: UniformRuns, row ly: Int, dx: Int, from: Int, to: Int)
        -> [(x0: Int, x1: Int, below: UInt32, above: UInt32)] {
        var result: [(x0: Int, x1: Int, below: UInt32, above: UInt32)] = []
        guard y >= 0, y < height, ly >= 0, ly < layer.height else { return result }
        let a = row(y), b = layer.row(ly)
        var i = a.startIndex, j = b.startIndex
        while i < a.endIndex && j < b.endIndex {
            let p = a[i], q = b[j]
            let lo = max(p.x0, q.x0 + dx, from), hi = min(p.x1, q.x1 + dx, to)
            if hi - lo >= Self.minimumLength { result.append((lo, hi, p.value, q.value)) }
            if p.x1 <= q.x1 + dx { i += 1 } else { j += 1 }
        }
        return result
    }

    /// The pieces of columns `from..<to` of a picture's row where this layer's row `ly` (its column 0 at
    /// picture column `dx`) is plain and opaque, at least `minimumLength` long, left to right (`below` is
    /// 0: not used).
    func opaquePieces(row ly: Int, dx: Int, from: Int, to: Int) -> [(x0: Int, x1: Int, below: UInt32, above: UInt32)] {
        guard ly >= 0, ly < height else { return [] }
        return row(ly).compactMap { r in
            let lo = max(r.x0 + dx, from), hi = min(r.x1 + dx, to)
            return hi - lo >= Self.minimumLength && r.value >> 24 == 255 ? (lo, hi, 0, r.value) : nil
        }
    }
}

extension Pixmap {
    /// `copy(_:from:)` with the runs of `source` (`UniformRuns`, made from exactly it): its plain pieces
    /// are filled, not read (a picture of a plain window background is mostly written, not copied).
    public mutating func copy(_ area: IntRect, from source: Pixmap, uniform: UniformRuns) {
        guard uniform.width == source.width, uniform.height == source.height else { return copy(area, from: source) }
        let r = area.intersection(bounds).intersection(source.bounds)
        guard !r.isEmpty else { return }
        let w = width, sw = source.width
        source.withPixels { src in
            withMutablePixels { dst in
                for row in r.y0..<r.y1 {
                    let d = dst.baseAddress! + row * w, s = src.baseAddress! + row * sw
                    var x = r.x0
                    for run in uniform.row(row) {
                        let lo = max(run.x0, x), hi = min(run.x1, r.x1)
                        guard hi - lo >= UniformRuns.minimumLength else { continue }
                        (d + x).update(from: s + x, count: lo - x)
                        CompositingKernels.fill(d + lo, count: hi - lo, run.value)
                        x = hi
                    }
                    (d + x).update(from: s + x, count: r.x1 - x)
                }
            }
        }
    }
}
