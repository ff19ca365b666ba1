import Geometry

extension Pixmap {
    /// A drop shadow: `shape` (pixel space) offset by `offset`, blurred with a Gaussian of standard
    /// deviation `radius / 2` pixels (the CSS convention for a blur radius), painted in `color`.
    public mutating func drawShadow(of shape: RoundedRect, color: Color, radius: Double, offset: Point = .zero, clip: Clip = .none) {
        let sigma = max(0, radius / 2)
        let pad = Int((3 * sigma).rounded(.up)) + 1
        let moved = shape.offsetBy(dx: offset.x, dy: offset.y)
        let ox = Int(moved.rect.minX.rounded(.down)) - pad, oy = Int(moved.rect.minY.rounded(.down)) - pad
        let w = Int(moved.rect.maxX.rounded(.up)) + pad - ox, h = Int(moved.rect.maxY.rounded(.up)) + pad - oy
        guard w > 0, h > 0, w * h < 64_000_000 else { return }
        // Skip the work when nothing of the shadow can land inside the clip.
        guard !clip.limit(IntRect(x: ox, y: oy, width: w, height: h).intersection(bounds)).isEmpty else { return }
        let local = moved.offsetBy(dx: Double(-ox), dy: Double(-oy))
        let mask = sigma > 0 ? Self.blurredMask(of: local, width: w, height: h, sigma: sigma)
                             : AlphaMask(shape: .roundedRect(local), width: w, height: h)
        fill(mask: mask, atX: ox, y: oy, color: color, clip: clip)
    }

    /// The blurred coverage of `shape` (mask coordinates) in a `width × height` mask. Away from the
    /// corners a blurred rounded rect does not change along its straight sides, so a large shape is
    /// blurred as a small one with the same corners and edge positions (its straight middle cut out),
    /// and the middle row and column are repeated back: the same pixels for a fraction of the work.
    static func blurredMask(of shape: RoundedRect, width w: Int, height h: Int, sigma: Double) -> AlphaMask {
        let r = shape.rect, k = shape.clampedRadii
        let reach = Int((3 * sigma + max(k.topLeft, k.topRight, k.bottomRight, k.bottomLeft)).rounded(.up)) + 2
        // Columns xa...xb-1 and rows ya...yb-1 all equal column xa and row ya.
        let xa = Int(r.minX.rounded(.down)) + reach, xb = Int(r.maxX.rounded(.up)) - reach
        let ya = Int(r.minY.rounded(.down)) + reach, yb = Int(r.maxY.rounded(.up)) - reach
        let dx = max(0, xb - xa - 1), dy = max(0, yb - ya - 1)
        guard dx > 8 || dy > 8 else {
            var mask = AlphaMask(shape: .roundedRect(shape), width: w, height: h)
            mask.blur(sigma: sigma)
            return mask
        }
        let small = RoundedRect(rect: Rect(x: r.minX, y: r.minY, width: r.width - Double(dx), height: r.height - Double(dy)), radii: k)
        let sw = w - dx, sh = h - dy
        var core = AlphaMask(shape: .roundedRect(small), width: sw, height: sh)
        core.blur(sigma: sigma)
        var out = [UInt8](repeating: 0, count: w * h)
        core.values.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let sy = y <= ya || dy == 0 ? y : (y >= yb ? y - dy : ya)
                    let srow = src.baseAddress! + sy * sw, drow = dst.baseAddress! + y * w
                    if dx == 0 {
                        drow.update(from: srow, count: w)
                    } else {
                        drow.update(from: srow, count: xa + 1)
                        drow.advanced(by: xa + 1).update(repeating: srow[xa], count: dx)
                        drow.advanced(by: xa + 1 + dx).update(from: srow.advanced(by: xa + 1), count: w - xa - 1 - dx)
                    }
                }
            }
        }
        return AlphaMask(width: w, height: h, values: out)
    }
}
