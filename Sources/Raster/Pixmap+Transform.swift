import Foundation
import Geometry

/// An affine map of the plane, `(x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty)`, in pixels.
public struct AffineMap: Hashable, Sendable {
    /// The coefficients: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// The map with these coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// A rotation by `radians` (clockwise on screen, y down) about `center`.
    public static func rotation(_ radians: Double, about center: Point) -> AffineMap {
        let cs = cos(radians), sn = sin(radians)
        return AffineMap(a: cs, b: sn, c: -sn, d: cs, tx: center.x - cs * center.x + sn * center.y,
                         ty: center.y - sn * center.x - cs * center.y)
    }

    /// Where `p` goes.
    public func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    /// The inverse map (the identity when this one is singular).
    public var inverted: AffineMap {
        let det = a * d - b * c
        guard abs(det) > 1e-12 else { return AffineMap(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineMap(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// The smallest rectangle holding the image of `r`.
    public func boundingBox(of r: Rect) -> Rect {
        let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}

extension Pixmap {
    /// The pixels of `area` (this pixmap's coordinates) of `source` placed at (`x`, `y`) and then mapped
    /// by `map`: each pixel centre is mapped back into `source` and sampled bilinearly (premultiplied, so
    /// edges fade to transparent without dark fringes). Pixels that map outside `source` are clear.
    public static func transformed(_ source: Pixmap, atX x: Int, y: Int, by map: AffineMap, area: IntRect) -> Pixmap {
        var out = Pixmap(width: area.width, height: area.height)
        guard !area.isEmpty, source.width > 0, source.height > 0 else { return out }
        let inverse = map.inverted
        let w = source.width, h = source.height
        source.withPixels { src in
            out.withMutablePixels { dst in
                for row in 0..<area.height {
                    let py = Double(area.y0 + row) + 0.5
                    for col in 0..<area.width {
                        let px = Double(area.x0 + col) + 0.5
                        // Back into the source, relative to its pixel centres.
                        let sx = inverse.a * px + inverse.c * py + inverse.tx - Double(x) - 0.5
                        let sy = inverse.b * px + inverse.d * py + inverse.ty - Double(y) - 0.5
                        guard sx > -1, sy > -1, sx < Double(w), sy < Double(h) else { continue }
                        let x0 = Int(sx.rounded(.down)), y0 = Int(sy.rounded(.down))
                        let fx = sx - Double(x0), fy = sy - Double(y0)
                        func texel(_ i: Int, _ j: Int) -> UInt32 { i < 0 || j < 0 || i >= w || j >= h ? 0 : src[j * w + i] }
                        let p00 = texel(x0, y0), p10 = texel(x0 + 1, y0), p01 = texel(x0, y0 + 1), p11 = texel(x0 + 1, y0 + 1)
                        if p00 | p10 | p01 | p11 == 0 { continue }
                        let w00 = (1 - fx) * (1 - fy), w10 = fx * (1 - fy), w01 = (1 - fx) * fy, w11 = fx * fy
                        var result: UInt32 = 0
                        for shift in stride(from: 0, to: 32, by: 8) {
                            let v = w00 * Double((p00 >> shift) & 0xFF) + w10 * Double((p10 >> shift) & 0xFF)
                                + w01 * Double((p01 >> shift) & 0xFF) + w11 * Double((p11 >> shift) & 0xFF)
                            result |= UInt32(min(255, max(0, v.rounded()))) << shift
                        }
                        dst[row * area.width + col] = result
                    }
                }
            }
        }
        return out
    }
}

extension Pixmap {
    /// Multiplies every pixel (premultiplied, so all four channels) by the alpha of the pixel at the same
    /// place in `mask` (same size): a mask's opacity, its colours ignored.
    public mutating func multiplyAlpha(by mask: Pixmap) {
        precondition(mask.width == width && mask.height == height, "a mask is the layer's size")
        mask.withPixels { m in
            withMutablePixels { p in
                for i in 0..<p.count {
                    let a = m[i] >> 24
                    if a == 255 { continue }
                    if a == 0 { p[i] = 0; continue }
                    var v = p[i], out: UInt32 = 0
                    for shift in stride(from: 0, to: 32, by: 8) {
                        let c = (v & 0xFF) * a
                        out |= ((c + 128 + ((c + 128) >> 8)) >> 8) << shift
                        v >>= 8
                    }
                    p[i] = out
                }
            }
        }
    }
}
