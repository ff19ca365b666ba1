import Geometry

/// A coverage image: `width × height` bytes, 0 (nothing) ... 255 (fully covered), row-major, stride ==
/// width. Glyphs and shadows are masks; a mask is painted with one colour.
public struct AlphaMask: Sendable, Equatable {
    /// Columns, ≥ 0.
    public let width: Int
    /// Rows, ≥ 0.
    public let height: Int
    /// `width * height` coverage bytes, row-major; 0 uncovered, 255 fully covered.
    public var values: [UInt8]

    /// A mask of the given size (negative sizes become 0), all zero unless `values` (exactly
    /// `width * height` bytes, else a precondition fails) are given.
    public init(width: Int, height: Int, values: [UInt8]? = nil) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.values = values ?? Array(repeating: 0, count: self.width * self.height)
        precondition(self.values.count == self.width * self.height, "mask size does not match its values")
    }

    /// The coverage at column `x`, row `y`; both must be in bounds.
    public subscript(x: Int, y: Int) -> UInt8 {
        get { values[y * width + x] }
        set { values[y * width + x] = newValue }
    }

    /// The coverage of `shape`, whose coordinates are relative to the mask's top-left pixel.
    public init(shape: Shape, width: Int, height: Int) {
        self.init(width: width, height: height)
        let area = IntRect(covering: shape.boundingRect).intersection(IntRect(x0: 0, y0: 0, x1: self.width, y1: self.height))
        guard !area.isEmpty else { return }
        let cov = ShapeCoverage(shape)
        var scratch = [UInt8](repeating: 0, count: area.width)
        let w = self.width
        values.withUnsafeMutableBufferPointer { buf in
            scratch.withUnsafeMutableBufferPointer { s in
                for y in area.y0..<area.y1 {
                    cov.row(y: y, x0: area.x0, x1: area.x1, into: buf.baseAddress! + y * w + area.x0, scratch: s.baseAddress!)
                }
            }
        }
    }
}

extension Pixmap {
    /// Paints `color` through `mask` placed with its top-left at pixel (x, y), times `opacity`, clipped.
    public mutating func fill(mask: AlphaMask, atX x: Int, y: Int, color: Color, clip: Clip = .none, opacity: Double = 1) {
        let area = clip.limit(IntRect(x: x, y: y, width: mask.width, height: mask.height).intersection(bounds))
        guard !area.isEmpty, opacity > 0 else { return }
        let c = color.opacity(min(1, opacity))
        let clipCoverage = clip.shape(cutting: area).map { RoundedRectCoverage($0) }
        mask.values.withUnsafeBufferPointer { m in
            blendRows(c, rows: area.y0..<area.y1, columns: area.x0..<area.x1, clip: clipCoverage) { yy, _ in
                m.baseAddress! + (yy - y) * mask.width + (area.x0 - x)
            }
        }
    }

    /// Mask rows this wide or wider go to the coverage kernel, which pays from a few pixels on (as for
    /// a shape's rows, `SpanPainter.shortRow`).
    static let maskKernelRow = 8

    /// Paints `color` over the pixels `columns` of each row of `rows`, each times its coverage (one byte
    /// per column, from `coverage(row, scratch)`, which may write the row's bytes into `scratch`, a
    /// buffer of `columns.count` bytes, and return it) and the clip shape's coverage (made once per
    /// drawing by the caller; nil: no clip shape cuts these pixels). A row of `maskKernelRow` pixels or
    /// more is one call of the coverage kernel (blocks of 0 skipped, blocks of 255 with the colour as it
    /// is), a shorter one runs in Swift (`SpanPainter.paintSolid`); the same bytes as source-over of the
    /// colour scaled by each pixel's coverage.
    mutating func blendRows(_ color: Color, rows: Range<Int>, columns: Range<Int>, clip: RoundedRectCoverage?,
                            coverage: (_ row: Int, _ scratch: UnsafeMutablePointer<UInt8>) -> UnsafePointer<UInt8>) {
        let p = PixelMath.premultiplied(color)
        let n = columns.count, w = width
        guard n > 0, !rows.isEmpty else { return }
        // The row's own bytes (scratch) and, with a clip shape, the clip's row.
        Scratch.with(bytes: 2 * n) { buffers in
            let scratch = buffers.bindMemory(to: UInt8.self, capacity: 2 * n), clipRow = scratch + n
            withMutablePixels { buf in
                for y in rows {
                    var cov = coverage(y, scratch)
                    if let clip {
                        clip.row(y: y, x0: columns.lowerBound, x1: columns.upperBound, into: clipRow)
                        for i in 0..<n { clipRow[i] = UInt8(PixelMath.mul255(UInt32(cov[i]), UInt32(clipRow[i]))) }
                        cov = UnsafePointer(clipRow)
                    }
                    let d = buf.baseAddress! + y * w + columns.lowerBound
                    if n >= Self.maskKernelRow {
                        CompositingKernels.overCoverage(d, cov, count: n, p, opacity: 255)
                    } else {
                        SpanPainter.paintSolid(p, row: d, coverage: cov, count: n, opacity: 255)
                    }
                }
            }
        }
    }

    /// Composites `layer` (premultiplied) with its top-left at pixel (x, y), source-over, times
    /// `opacity` and the clip's shape coverage. This is how group opacity and clip shapes are drawn.
    public mutating func composite(_ layer: Pixmap, atX x: Int, y: Int, opacity: Double = 1, clip: Clip = .none) {
        compositeLayer(layer, atX: x, y: y, opacity: opacity, clip: clip, below: nil)
    }
}
