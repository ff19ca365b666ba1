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
        var mask = AlphaMask(shape: .roundedRect(moved.offsetBy(dx: Double(-ox), dy: Double(-oy))), width: w, height: h)
        if sigma > 0 { mask.blur(sigma: sigma) }
        fill(mask: mask, atX: ox, y: oy, color: color, clip: clip)
    }
}
