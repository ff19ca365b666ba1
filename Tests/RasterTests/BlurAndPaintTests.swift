import Foundation
import Geometry
@testable import Raster
import Testing

@Suite("Blur, gradients and images")
struct BlurAndPaintTests {
    /// A busy test image: random opaque rectangles and circles.
    static func busyImage(width: Int, height: Int) -> Pixmap {
        var rng = SeededRandom(seed: 3)
        var pm = Pixmap(width: width, height: height, fill: Color(white: 0.5))
        for _ in 0..<60 {
            let c = Color(red: rng.unit(), green: rng.unit(), blue: rng.unit())
            let r = Rect(x: rng.unit() * Double(width), y: rng.unit() * Double(height), width: 4 + rng.unit() * 60, height: 4 + rng.unit() * 60)
            pm.fill(rng.next() % 2 == 0 ? .rect(r) : .circle(center: r.center, radius: r.width / 2), with: .solid(c))
        }
        return pm
    }

    /// The exact separable Gaussian in floating point, edges clamped.
    static func referenceBlur(_ pm: Pixmap, sigma: Double) -> [[Double]] {
        let radius = Int((4 * sigma).rounded(.up))
        let kernel = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let sum = kernel.reduce(0, +)
        let k = kernel.map { $0 / sum }
        let w = pm.width, h = pm.height
        var out: [[Double]] = []
        for c in 0..<4 {
            let shift = UInt32(c * 8)
            let plane = pm.pixels.map { Double(($0 >> shift) & 0xFF) }
            var tmp = [Double](repeating: 0, count: w * h), res = tmp
            for y in 0..<h { for x in 0..<w {
                var acc = 0.0
                for i in -radius...radius { acc += k[i + radius] * plane[y * w + min(w - 1, max(0, x + i))] }
                tmp[y * w + x] = acc
            } }
            for y in 0..<h { for x in 0..<w {
                var acc = 0.0
                for i in -radius...radius { acc += k[i + radius] * tmp[min(h - 1, max(0, y + i)) * w + x] }
                res[y * w + x] = acc
            } }
            out.append(res)
        }
        return out
    }

    static func psnr(_ pm: Pixmap, _ reference: [[Double]]) -> Double {
        var mse = 0.0
        for c in 0..<4 {
            let shift = UInt32(c * 8)
            for i in 0..<pm.pixels.count {
                let d = Double((pm.pixels[i] >> shift) & 0xFF) - reference[c][i]
                mse += d * d
            }
        }
        mse /= Double(pm.pixels.count * 4)
        return 10 * log10(255 * 255 / max(mse, 1e-12))
    }

    @Test("blur is within 35 dB PSNR of an exact Gaussian", arguments: [1.5, 4.0, 10.0, 12.0, 16.0, 24.0, 40.0])
    func blurPSNR(sigma: Double) {
        let source = Self.busyImage(width: 200, height: 150)
        var blurred = source
        blurred.blur(sigma: sigma, edges: .clamp)
        let value = Self.psnr(blurred, Self.referenceBlur(source, sigma: sigma))
        #expect(value >= 35, "σ = \(sigma): \(value) dB")
    }

    @Test("box widths reproduce the Gaussian's variance")
    func boxVariance() {
        for sigma in [1.0, 2.5, 7.0, 13.0] {
            let widths = GaussianBlur.boxWidths(sigma: sigma)
            let variance = widths.reduce(0.0) { $0 + Double($1 * $1 - 1) / 12 }
            #expect(abs(variance.squareRoot() - sigma) < 0.5)
        }
    }

    @Test("a linear gradient runs from its first colour to its last")
    func gradientEnds() {
        var pm = Pixmap(width: 101, height: 1)
        let g = LinearGradient(start: Point(x: 0.5, y: 0), end: Point(x: 100.5, y: 0), stops: [.init(0, .black), .init(1, .white)])
        pm.fill(.rect(Rect(x: 0, y: 0, width: 101, height: 1)), with: .linearGradient(g))
        #expect(pm.rgba(x: 0, y: 0).r == 0)
        #expect(pm.rgba(x: 100, y: 0).r == 255)
        #expect(abs(Int(pm.rgba(x: 50, y: 0).r) - 128) <= 2)
        for x in 1..<101 { #expect(pm.rgba(x: x, y: 0).r >= pm.rgba(x: x - 1, y: 0).r) }
    }

    @Test("an image drawn at its own size is copied exactly; at double size it is interpolated")
    func imageBlit() {
        let img = Self.busyImage(width: 40, height: 30)
        var same = Pixmap(width: 40, height: 30)
        same.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 30)), with: .image(ImagePaint(image: img, destination: Rect(x: 0, y: 0, width: 40, height: 30))))
        #expect(same == img)
        var double = Pixmap(width: 80, height: 60)
        double.fill(.rect(Rect(x: 0, y: 0, width: 80, height: 60)), with: .image(ImagePaint(image: img, destination: Rect(x: 0, y: 0, width: 80, height: 60))))
        let a = img.rgba(x: 10, y: 10).r, b = img.rgba(x: 11, y: 10).r
        let mid = double.rgba(x: 22, y: 21).r   // between source columns 10 and 11
        #expect(mid >= min(a, b) && mid <= max(a, b))
    }

    @Test("an opaque picture drawn as opaque (its covered runs copied) equals the same picture composited")
    func opaqueImage() {
        let img = Self.busyImage(width: 40, height: 30)
        #expect(img.pixels.allSatisfy { $0 >> 24 == 255 })
        let dest = Rect(x: 2.3, y: 1.6, width: 57.5, height: 41.2)
        let clip = Clip(shape: RoundedRect(rect: dest, radius: 11))
        var composited = Pixmap(width: 64, height: 48, fill: Color(red: 0.2, green: 0.5, blue: 0.9).opacity(0.6))
        var copied = composited
        composited.fill(.rect(dest), with: .image(ImagePaint(image: img, destination: dest)), clip: clip, opacity: 1)
        copied.fill(.rect(dest), with: .image(ImagePaint(image: img, destination: dest, isOpaque: true)), clip: clip, opacity: 1)
        #expect(copied == composited)
        composited.fill(.rect(dest), with: .image(ImagePaint(image: img, destination: dest)), opacity: 0.5)
        copied.fill(.rect(dest), with: .image(ImagePaint(image: img, destination: dest, isOpaque: true)), opacity: 0.5)
        #expect(copied == composited)
    }

    @Test("an image clipped to a rounded rect leaves the corners untouched")
    func roundedImageClip() {
        let img = Pixmap(width: 10, height: 10, fill: .black)
        var pm = Pixmap(width: 50, height: 50, fill: .white)
        let dest = Rect(x: 0, y: 0, width: 50, height: 50)
        pm.fill(.rect(dest), with: .image(ImagePaint(image: img, destination: dest)), clip: Clip(shape: RoundedRect(rect: dest, radius: 20)))
        #expect(pm.rgba(x: 0, y: 0).r == 255)
        #expect(pm.rgba(x: 25, y: 25).r == 0)
        #expect(pm.rgba(x: 25, y: 0).r == 0)
    }

    @Test("a drop shadow is darkest under the shape and fades out past it")
    func shadow() {
        var pm = Pixmap(width: 100, height: 100, fill: .white)
        pm.drawShadow(of: RoundedRect(rect: Rect(x: 30, y: 30, width: 40, height: 40), radius: 8), color: .black, radius: 10)
        #expect(pm.rgba(x: 50, y: 50).r < 10)
        #expect(pm.rgba(x: 50, y: 30).r > pm.rgba(x: 50, y: 50).r)
        #expect(pm.rgba(x: 50, y: 1).r > 250)
    }
}

@Suite("Shadow masks")
struct ShadowMaskTests {
    @Test("a large shadow blurred as its corners and repeated middle matches the shadow blurred whole",
          arguments: [(Rect(x: 10.3, y: 12.7, width: 300.5, height: 220.2), 12.0, 4.0),
                      (Rect(x: 9.5, y: 9.5, width: 400, height: 90), 30.0, 8.0),
                      (Rect(x: 14, y: 14, width: 240, height: 260), 0.0, 2.5)])
    func nineSlice(rect: Rect, radius: Double, sigma: Double) {
        let pad = Int((3 * sigma).rounded(.up)) + 1
        let shape = RoundedRect(rect: rect, radius: radius)
        let w = Int(rect.maxX.rounded(.up)) + pad, h = Int(rect.maxY.rounded(.up)) + pad
        var whole = AlphaMask(shape: .roundedRect(shape), width: w, height: h)
        whole.blur(sigma: sigma)
        let fast = Pixmap.blurredMask(of: shape, width: w, height: h, sigma: sigma)
        let worst = zip(whole.values, fast.values).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 2, "differs by \(worst)")
    }

    @Test("a stretched mask's column pieces read what coreColumn reads, column by column")
    func columnPieces() {
        var rng = SeededRandom(seed: 81)
        for trial in 0..<400 {
            let xa = Int(rng.next() % 40), dx = trial % 5 == 0 ? 0 : Int(rng.next() % 60)
            let mask = StretchedMask(core: AlphaMask(width: 1, height: 1), xa: xa, dx: dx)
            let lo = Int(rng.next() % 120), hi = lo + Int(rng.next() % 120)
            var read: [(column: Int, repeats: Bool)] = []
            for piece in mask.columnPieces(lo..<hi) {
                #expect(piece.offset == read.count && piece.count > 0)
                for k in 0..<piece.count { read.append((piece.repeats ? piece.source : piece.source + k, piece.repeats)) }
            }
            #expect(read.map(\.column) == (lo..<hi).map { mask.coreColumn($0) }, "xa \(xa) dx \(dx) columns \(lo)..<\(hi)")
        }
    }

    @Test("a mask painted through the coverage kernel equals each pixel composited on its own, clipped or not")
    func maskFill() {
        var rng = SeededRandom(seed: 82)
        for trial in 0..<120 {
            let w = 1 + Int(rng.next() % 90), h = 1 + Int(rng.next() % 12)
            // Runs of 0, 255 and anything (a glyph's or a shadow's rows), so every kernel path is taken.
            var values: [UInt8] = []
            while values.count < w * h {
                let v: UInt8 = [0, 255, UInt8(rng.next() % 256)][Int(rng.next() % 3)]
                values += Array(repeating: v, count: min(w * h - values.count, 1 + Int(rng.next() % 40)))
            }
            let mask = AlphaMask(width: w, height: h, values: values)
            let color = Color(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: 0.2 + rng.unit() * 0.8)
            let opacity = trial % 3 == 0 ? 1 : rng.unit()
            let clip = trial % 2 == 0 ? Clip.none
                : Clip(rect: trial % 4 == 1 ? IntRect(x0: 5, y0: 1, x1: 70, y1: 20) : nil,
                       shape: RoundedRect(rect: Rect(x: 3 + rng.unit() * 20, y: 2 + rng.unit() * 6, width: 10 + rng.unit() * 80,
                                                     height: 4 + rng.unit() * 10), radius: rng.unit() * 6))
            let background = Pixmap(width: 110, height: 24, premultipliedPixels: FastPathTests.randomPixels(110 * 24, seed: rng.next(), opaque: false))
            var fast = background
            let x = Int(rng.next() % 20), y = Int(rng.next() % 10)
            fast.fill(mask: mask, atX: x, y: y, color: color, clip: clip, opacity: opacity)
            // The straightforward path: every pixel's coverage (times the clip's) and `over` on its own.
            var slow = background
            let p = PixelMath.premultiplied(color.opacity(opacity))
            let area = clip.limit(IntRect(x: x, y: y, width: w, height: h).intersection(slow.bounds))
            let clipShape = clip.shape(cutting: area).map { RoundedRectCoverage($0) }
            for yy in area.isEmpty ? 0..<0 : area.y0..<area.y1 {
                var clipRow = [UInt8](repeating: 255, count: area.width)
                if let clipShape { clipRow.withUnsafeMutableBufferPointer { clipShape.row(y: yy, x0: area.x0, x1: area.x1, into: $0.baseAddress!) } }
                for xx in area.x0..<area.x1 {
                    let cv = PixelMath.mul255(UInt32(mask[xx - x, yy - y]), UInt32(clipRow[xx - area.x0]))
                    slow[xx, yy] = PixelMath.over(p, coverage: cv, slow[xx, yy])
                }
            }
            #expect(fast == slow, "trial \(trial)")
        }
    }
}

@Suite("Region blur, shadows in pieces and packed pixel mixes")
struct RegionBlurTests {
    @Test("a region blurred out of a larger picture is within 35 dB of the exact Gaussian", arguments: [4.0, 12.0, 24.0])
    func regionBlur(sigma: Double) {
        let source = BlurAndPaintTests.busyImage(width: 200, height: 150)
        var big = Pixmap(width: 260, height: 190, fill: .black)
        big.copy(source, toX: 30, y: 20)
        let blurred = big.blurred(IntRect(x: 30, y: 20, width: 200, height: 150), sigma: sigma, edges: .clamp)
        let value = BlurAndPaintTests.psnr(blurred, BlurAndPaintTests.referenceBlur(source, sigma: sigma))
        #expect(value >= 35, "σ = \(sigma): \(value) dB")
    }

    @Test("what is drawn at the reduced size is blurred with the picture")
    func reducedDrawing() {
        let plain = Pixmap(width: 120, height: 80, fill: .white)
        let tinted = plain.blurred(plain.bounds, sigma: 12) { small, factor in
            #expect(factor == 4 && small.width == 30 && small.height == 20)
            small.fill(.rect(Rect(x: 0, y: 0, width: 30, height: 20)), with: .solid(Color.black.opacity(0.5)))
        }
        let (r, _, _, a) = tinted.rgba(x: 60, y: 40)
        #expect(abs(Int(r) - 128) <= 1 && a == 255)
    }

    @Test("a shadow drawn in four pieces around a hole equals the shadow drawn whole there")
    func shadowInPieces() {
        let shape = RoundedRect(rect: Rect(x: 40.3, y: 30.6, width: 300, height: 200), radius: 20)
        var whole = Pixmap(width: 400, height: 280, fill: .white)
        whole.drawShadow(of: shape, color: Color.black.opacity(0.5), radius: 16, offset: Point(x: 0, y: 4))
        var pieces = Pixmap(width: 400, height: 280, fill: .white)
        for r in whole.bounds.subtracting(IntRect(x0: 80, y0: 70, x1: 300, y1: 200)) {
            pieces.drawShadow(of: shape, color: Color.black.opacity(0.5), radius: 16, offset: Point(x: 0, y: 4), clip: Clip(rect: r))
        }
        for y in 0..<280 { for x in 0..<400 where !(80..<300 ~= x && 70..<200 ~= y) { #expect(pieces[x, y] == whole[x, y]) } }
    }

    @Test("a solid fill composites its runs of equal coverage as every pixel on its own would, at any opacity")
    func solidRuns() {
        var rng = SeededRandom(seed: 9)
        let background = (0..<(64 * 48)).map { _ -> UInt32 in
            let a = UInt32(rng.next() % 256)
            func c() -> UInt32 { a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1)) }
            return c() | c() << 8 | c() << 16 | a << 24
        }
        let shapes: [Shape] = [.rect(Rect(x: 3.3, y: 2.6, width: 50.2, height: 30.9)),
                               .roundedRect(RoundedRect(rect: Rect(x: 5.5, y: 4.25, width: 40, height: 38), radius: 19)),
                               .ring(RoundedRect(rect: Rect(x: 1.7, y: 1.2, width: 60, height: 44), radius: 9.5), width: 3.4)]
        for shape in shapes {
            // The shape's coverage: its alpha drawn opaque white on nothing.
            var mask = Pixmap(width: 64, height: 48)
            mask.fill(shape, with: .solid(.white))
            for color in [Color(red: 0.9, green: 0.2, blue: 0.4), Color(red: 0.1, green: 0.6, blue: 0.3).opacity(0.45)] {
                for opacity in [1.0, 0.37] {
                    var pm = Pixmap(width: 64, height: 48, premultipliedPixels: background)
                    pm.fill(shape, with: .solid(color), opacity: opacity)
                    let p = PixelMath.premultiplied(color), alpha = UInt32((opacity * 255).rounded())
                    for i in 0..<background.count {
                        let cv = PixelMath.mul255(mask.pixels[i] >> 24, alpha)
                        let expected = cv == 0 ? background[i] : PixelMath.over(cv == 255 ? p : PixelMath.scale(p, cv), background[i])
                        #expect(pm.pixels[i] == expected)
                    }
                }
            }
        }
    }

    @Test("a 4x upsample equals the scalar mixes of the pixels either side of each output", arguments: [(7, 5, 27, 19), (9, 3, 36, 12)])
    func upsample(size: (sw: Int, sh: Int, w: Int, h: Int)) {
        var rng = SeededRandom(seed: 11)
        let small = (0..<(size.sw * size.sh)).map { _ -> UInt32 in
            let a = UInt32(rng.next() % 256)
            func c() -> UInt32 { a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1)) }
            return c() | c() << 8 | c() << 16 | a << 24
        }
        var out = [UInt32](repeating: 0, count: size.w * size.h)
        small.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { o in GaussianBlur.upsamplePixels(s.baseAddress!, size.sw, size.sh, 4, into: o.baseAddress!, size.w, size.h) }
        }
        // Output x sits at (x + 0.5) / 4 − 0.5 small pixels: between centres a and a + 1, weight in 256ths.
        func position(_ x: Int, _ n: Int) -> (Int, Int, UInt32) {
            let f = min(Double(n - 1), max(0, (Double(x) + 0.5) / 4 - 0.5))
            let a = Int(f)
            return (a, min(n - 1, a + 1), UInt32(((f - Double(a)) * 256).rounded()))
        }
        for y in 0..<size.h {
            let (ya, yb, ty) = position(y, size.sh)
            let row = (0..<size.sw).map { PixelMath.lerpRounded(small[ya * size.sw + $0], small[yb * size.sw + $0], ty) }
            for x in 0..<size.w {
                let (xa, xb, tx) = position(x, size.sw)
                #expect(out[y * size.w + x] == PixelMath.lerpRounded(row[xa], row[xb], tx), "x \(x) y \(y)")
            }
        }
    }

    @Test("pixel runs mixed two per word equal scalar mixes")
    func packedMixes() {
        var rng = SeededRandom(seed: 5)
        func pixel() -> UInt32 {
            let a = UInt32(rng.next() % 256)
            func c() -> UInt32 { a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1)) }
            return c() | c() << 8 | c() << 16 | a << 24
        }
        let a = (0..<37).map { _ in pixel() }, b = (0..<37).map { _ in pixel() }
        for t: UInt32 in [0, 1, 77, 128, 255, 256] {
            var out = [UInt32](repeating: 0, count: 37), rounded = out
            PixelMath.lerpRun(into: &out, a, b, count: 37, t)
            PixelMath.lerpRun(into: &rounded, a, b, count: 37, t, rounded: true)
            #expect(out == zip(a, b).map { PixelMath.lerp($0, $1, t) })
            #expect(rounded == zip(a, b).map { PixelMath.lerpRounded($0, $1, t) })
        }
        // One source pixel over a run, opaque or not, odd and even lengths.
        for src in [pixel(), pixel(), pixel() | 0xFF00_0000, 0, 0x8040_2010] {
            for count in [1, 2, 3, 4, 5, 8, 9, 12, 15, 36, 37] {
                var run = Array(b.prefix(count))
                PixelMath.overRun(&run, count: count, src)
                #expect(run == b.prefix(count).map { PixelMath.over(src, $0) })
            }
        }
    }
}

