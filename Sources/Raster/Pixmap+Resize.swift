extension Pixmap {
    /// A copy scaled to `width × height` by area averaging (each output pixel is the mean of the source
    /// pixels it covers, weighted by overlap): no aliasing when shrinking; bilinear-like when growing.
    public func resized(width w: Int, height h: Int) -> Pixmap {
        var out = Pixmap(width: w, height: h)
        guard w > 0, h > 0, width > 0, height > 0 else { return out }
        if w == width && h == height { return self }
        let sx = Double(width) / Double(w), sy = Double(height) / Double(h)
        withPixels { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for oy in 0..<h {
                    let fy0 = Double(oy) * sy, fy1 = max(fy0 + 1e-9, Double(oy + 1) * sy)
                    for ox in 0..<w {
                        let fx0 = Double(ox) * sx, fx1 = max(fx0 + 1e-9, Double(ox + 1) * sx)
                        var acc = (0.0, 0.0, 0.0, 0.0), total = 0.0
                        var yy = Int(fy0)
                        while Double(yy) < fy1 && yy < height {
                            let wy = min(fy1, Double(yy + 1)) - max(fy0, Double(yy))
                            var xx = Int(fx0)
                            while Double(xx) < fx1 && xx < width {
                                let wgt = (min(fx1, Double(xx + 1)) - max(fx0, Double(xx))) * wy
                                let p = src[yy * width + xx]
                                acc.0 += Double(p & 0xFF) * wgt
                                acc.1 += Double((p >> 8) & 0xFF) * wgt
                                acc.2 += Double((p >> 16) & 0xFF) * wgt
                                acc.3 += Double(p >> 24) * wgt
                                total += wgt
                                xx += 1
                            }
                            yy += 1
                        }
                        func q(_ v: Double) -> UInt32 { UInt32(min(255, max(0, (v / total).rounded()))) }
                        dst[oy * w + ox] = PixelMath.pack(r: q(acc.0), g: q(acc.1), b: q(acc.2), a: q(acc.3))
                    }
                }
            }
        }
        return out
    }
}
