import Geometry

/// A coverage image: `width × height` bytes, 0 (nothing) ... 255 (fully covered), row-major, stride ==
/// width. Glyphs and shadows are masks; a mask is painted with one colour.
public struct AlphaMask: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var values: [UInt8]

    public init(width: Int, height: Int, values: [UInt8]? = nil) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.values = values ?? Array(repeating: 0, count: self.width * self.height)
        precondition(self.values.count == self.width * self.height, "mask size does not match its values")
    }

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
        let p = PixelMath.premultiplied(color.opacity(min(1, opacity)))
        let clipCoverage = clip.shape(cutting: area).map { RoundedRectCoverage($0) }
        var clipRow = [UInt8](repeating: 255, count: area.width)
        let w = width
        pixels.withUnsafeMutableBufferPointer { buf in
            mask.values.withUnsafeBufferPointer { m in
                clipRow.withUnsafeMutableBufferPointer { cr in
                    for yy in area.y0..<area.y1 {
                        clipCoverage?.row(y: yy, x0: area.x0, x1: area.x1, into: cr.baseAddress!)
                        let dst = buf.baseAddress! + yy * w
                        let src = m.baseAddress! + (yy - y) * mask.width - x
                        for xx in area.x0..<area.x1 {
                            var cv = UInt32(src[xx])
                            if cv == 0 { continue }
                            if clipCoverage != nil { cv = PixelMath.mul255(cv, UInt32(cr[xx - area.x0])) }
                            dst[xx] = PixelMath.over(p, coverage: cv, dst[xx])
                        }
                    }
                }
            }
        }
    }

    /// Composites `layer` (premultiplied) with its top-left at pixel (x, y), source-over, times
    /// `opacity` and the clip's shape coverage. This is how group opacity and clip shapes are drawn.
    public mutating func composite(_ layer: Pixmap, atX x: Int, y: Int, opacity: Double = 1, clip: Clip = .none) {
        let area = clip.limit(IntRect(x: x, y: y, width: layer.width, height: layer.height).intersection(bounds))
        guard !area.isEmpty, opacity > 0 else { return }
        let alpha = UInt32((min(1, opacity) * 255).rounded())
        let clipCoverage = clip.shape(cutting: area).map { RoundedRectCoverage($0) }
        var clipRow = [UInt8](repeating: 255, count: area.width)
        let w = width
        pixels.withUnsafeMutableBufferPointer { buf in
            layer.pixels.withUnsafeBufferPointer { l in
                clipRow.withUnsafeMutableBufferPointer { cr in
                    for yy in area.y0..<area.y1 {
                        clipCoverage?.row(y: yy, x0: area.x0, x1: area.x1, into: cr.baseAddress!)
                        let dst = buf.baseAddress! + yy * w
                        let src = l.baseAddress! + (yy - y) * layer.width - x
                        if clipCoverage == nil && alpha == 255 {
                            for xx in area.x0..<area.x1 { dst[xx] = PixelMath.over(src[xx], dst[xx]) }
                        } else if clipCoverage == nil {
                            // Uniform opacity: an opaque source pixel is a single blend toward it.
                            let t = alpha + (alpha >> 7)
                            for xx in area.x0..<area.x1 {
                                let p = src[xx]
                                dst[xx] = p >> 24 == 255 ? PixelMath.lerp(dst[xx], p, t) : PixelMath.over(p, coverage: alpha, dst[xx])
                            }
                        } else {
                            for xx in area.x0..<area.x1 {
                                var cv = alpha
                                if clipCoverage != nil { cv = PixelMath.mul255(cv, UInt32(cr[xx - area.x0])) }
                                dst[xx] = PixelMath.over(src[xx], coverage: cv, dst[xx])
                            }
                        }
                    }
                }
            }
        }
    }
}
