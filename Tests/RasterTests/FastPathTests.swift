import Geometry
@testable import Raster
import Testing

/// Each vectorized or table-driven path against the straightforward computation it replaces.
@Suite("Fast paths equal the straightforward computation")
struct FastPathTests {
    static func randomPixels(_ count: Int, seed: UInt64, opaque: Bool = false) -> [UInt32] {
        var rng = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            let a = opaque ? 255 : UInt32(rng.next() % 256)
            func c() -> UInt32 { a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1)) }
            return c() | c() << 8 | c() << 16 | a << 24
        }
    }

    @Test("a box pass over four channels in one vector gives the bytes of four single-channel passes",
          arguments: [(1, BlurEdges.clamp), (3, .clamp), (7, .transparent), (20, .clamp), (40, .transparent)])
    func boxPassPixels(radius: Int, edges: BlurEdges) {
        for (w, h) in [(37, 5), (3, 4), (64, 2)] {
            var src = Self.randomPixels(w * h, seed: UInt64(radius * 100 + w)).withUnsafeBytes { Array($0) }
            var fast = [UInt8](repeating: 0, count: w * h * 4), slow = fast
            src.withUnsafeMutableBufferPointer { s in
                fast.withUnsafeMutableBufferPointer { GaussianBlur.horizontalBox(s.baseAddress!, $0.baseAddress!, w, h, 4, radius, edges, .wide) }
                slow.withUnsafeMutableBufferPointer { GaussianBlur.horizontalBox(s.baseAddress!, $0.baseAddress!, w, h, 4, radius, edges, .perChannel) }
            }
            #expect(fast == slow, "radius \(radius), \(w)x\(h)")
        }
    }

    @Test("a 4x average down (whole blocks in vectors) equals each block's rounded mean per channel")
    func downsampleByFour() {
        for (w, h) in [(40, 16), (43, 18), (9, 7)] {
            let src = Self.randomPixels(w * h, seed: UInt64(w * h))
            let sw = (w + 3) / 4, sh = (h + 3) / 4
            var out = [UInt32](repeating: 0, count: sw * sh)
            src.withUnsafeBufferPointer { s in
                out.withUnsafeMutableBufferPointer { GaussianBlur.downsamplePixels(s.baseAddress!, w, h, stride: w, 4, into: $0.baseAddress!, sw, sh) }
            }
            for sy in 0..<sh {
                for sx in 0..<sw {
                    var sums = [UInt32](repeating: 0, count: 4), n: UInt32 = 0
                    for y in (sy * 4)..<min(h, sy * 4 + 4) {
                        for x in (sx * 4)..<min(w, sx * 4 + 4) {
                            for c in 0..<4 { sums[c] += (src[y * w + x] >> (8 * UInt32(c))) & 0xFF }
                            n += 1
                        }
                    }
                    let expected = (0..<4).reduce(UInt32(0)) { $0 | ((sums[$1] + n / 2) / n) << (8 * UInt32($1)) }
                    #expect(out[sy * sw + sx] == expected, "block (\(sx), \(sy)) of \(w)x\(h)")
                }
            }
        }
    }

    /// Bilinear sampling (rows mixed horizontally once, then vertically at output width) against each
    /// pixel sampled on its own in floating point: within three levels (two truncating 8-bit mixes, under
    /// one level each, and two weights quantized to 1/256, under half a level each).
    @Test("image paint sampling is within three levels of a per-pixel bilinear sample", arguments: [0.8, 1.25, 2.5])
    func imageSampling(scale: Double) {
        let iw = 23, ih = 17
        let image = Pixmap(width: iw, height: ih, premultipliedPixels: Self.randomPixels(iw * ih, seed: 9, opaque: true))
        let dest = Rect(x: 3.3, y: 2.6, width: Double(iw) * scale, height: Double(ih) * scale)
        var canvas = Pixmap(width: 80, height: 60)
        canvas.fill(.rect(dest), with: .image(ImagePaint(image: image, destination: dest, isOpaque: true)))
        func channel(_ p: UInt32, _ c: Int) -> Double { Double((p >> (8 * UInt32(c))) & 0xFF) }
        var worst = 0.0
        for y in Int(dest.minY.rounded(.up))..<Int(dest.maxY.rounded(.down)) {
            for x in Int(dest.minX.rounded(.up))..<Int(dest.maxX.rounded(.down)) {
                let fx = min(Double(iw - 1), max(0, (Double(x) + 0.5 - dest.minX) / scale - 0.5))
                let fy = min(Double(ih - 1), max(0, (Double(y) + 0.5 - dest.minY) / scale - 0.5))
                let x0 = Int(fx), y0 = Int(fy), x1 = min(iw - 1, x0 + 1), y1 = min(ih - 1, y0 + 1)
                let tx = fx - Double(x0), ty = fy - Double(y0)
                for c in 0..<4 {
                    let top = channel(image[x0, y0], c) * (1 - tx) + channel(image[x1, y0], c) * tx
                    let bottom = channel(image[x0, y1], c) * (1 - tx) + channel(image[x1, y1], c) * tx
                    worst = max(worst, abs(top * (1 - ty) + bottom * ty - channel(canvas[x, y], c)))
                }
            }
        }
        #expect(worst < 3, "scale \(scale): worst difference \(worst) levels")
    }

    @Test("a picture's rect under a rounded clip it covers is the rounded shape filled: the same bytes, edges not lightened twice",
          arguments: [Rect(x: 5.3, y: 4.6, width: 40.5, height: 30.25), Rect(x: 2, y: 3, width: 50, height: 40)])
    func rectUnderCoveredClip(frame: Rect) {
        let image = Pixmap(width: 30, height: 24, premultipliedPixels: Self.randomPixels(30 * 24, seed: 4, opaque: true))
        let paint = Paint.image(ImagePaint(image: image, destination: frame, isOpaque: true))
        let shape = RoundedRect(rect: frame, radius: 9)
        var clipped = Pixmap(width: 64, height: 48, fill: .white)
        clipped.fill(.rect(frame), with: paint, clip: Clip(shape: shape))
        var direct = Pixmap(width: 64, height: 48, fill: .white)
        direct.fill(.roundedRect(shape), with: paint)
        #expect(clipped.pixels == direct.pixels)
        // A picture larger than the clip (aspect fill) too; one smaller than it keeps the product.
        #expect(Pixmap.clipShapeInside(.rect(frame.insetBy(dx: -3, dy: -1)), Clip(shape: shape)) == shape)
        #expect(Pixmap.clipShapeInside(.rect(frame.insetBy(dx: 1, dy: 0)), Clip(shape: shape)) == nil)
        #expect(Pixmap.clipShapeInside(.roundedRect(RoundedRect(rect: frame, radius: 2)), Clip(shape: shape)) == nil)
        // Along a straight edge the clipped picture is the picture unclipped: its edge pixels are
        // covered by the share inside the frame (f), not by that share twice (f²).
        var plain = Pixmap(width: 64, height: 48, fill: .white)
        plain.fill(.rect(frame), with: paint)
        let y = Int(frame.midY)
        for x in [Int(frame.minX), Int(frame.maxX)] { #expect(clipped[x, y] == plain[x, y]) }
    }
}

