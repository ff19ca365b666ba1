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
            for yy in area.y0..<area.y1 {
                blend(c, coverage: m.baseAddress! + (yy - y) * mask.width + (area.x0 - x), row: yy, columns: area.x0..<area.x1,
                      clip: clipCoverage)
            }
        }
    }

    /// Paints `color` over the pixels `columns` of row `y`, each times its `coverage` (one byte per
    /// column) and the clip shape's coverage (made once per drawing by the caller; nil: no clip shape
    /// cuts these pixels). The colour is scaled once per run of equal coverage.
    mutating func blend(_ color: Color, coverage: UnsafePointer<UInt8>, row y: Int, columns: Range<Int>, clip: RoundedRectCoverage?) {
        let p = PixelMath.premultiplied(color)
        var clipRow: [UInt8]?
        if let clip {
            var r = [UInt8](repeating: 0, count: columns.count)
            r.withUnsafeMutableBufferPointer { clip.row(y: y, x0: columns.lowerBound, x1: columns.upperBound, into: $0.baseAddress!) }
            clipRow = r
        }
        let w = width
        withMutablePixels { buf in
            let dst = buf.baseAddress! + y * w + columns.lowerBound
            var last: UInt32 = 256, src: UInt32 = 0, ia: UInt32 = 0
            for i in 0..<columns.count {
                var cv = UInt32(coverage[i])
                if let clipRow { cv = PixelMath.mul255(cv, UInt32(clipRow[i])) }
                if cv == 0 { continue }
                if cv != last {
                    last = cv
                    src = cv == 255 ? p : PixelMath.scale(p, cv)
                    ia = 255 &- (src >> 24)
                }
                dst[i] = src &+ PixelMath.scale(dst[i], ia)
            }
        }
    }

    /// Composites `layer` (premultiplied) with its top-left at pixel (x, y), source-over, times
    /// `opacity` and the clip's shape coverage. This is how group opacity and clip shapes are drawn.
    public mutating func composite(_ layer: Pixmap, atX x: Int, y: Int, opacity: Double = 1, clip: Clip = .none) {
        compositeLayer(layer, atX: x, y: y, opacity: opacity, clip: clip, below: nil)
    }
}
