import Geometry

/// How a blur treats pixels beyond the edges of what it blurs.
public enum BlurEdges: Sendable {
    /// The edge pixels repeat outward (a backdrop stays opaque to its edges).
    case clamp
    /// Everything outside is transparent (a shadow fades out).
    case transparent
}

/// A Gaussian blur approximated by three successive box blurs per axis (the box widths chosen so the
/// variance equals σ², which converges to the Gaussian by the central limit theorem). For σ above 6 px
/// the image is first averaged down by 2 or 4, blurred at σ/f, and scaled back up bilinearly: a blurred
/// image has no detail to lose, and the cost stays near-constant as σ grows.
/// All arithmetic is integer; buffers are allocated per call, never per pixel.
///
/// One pipeline, each step written once: the plan and the passes' order here; the box passes along
/// rows and down columns in `GaussianBlur+BoxPass` (generic over the division of `GaussianBlur+Division`);
/// the resampling of whole pixels in `GaussianBlur+Packed`. A single-channel image (a shadow's mask)
/// resamples byte by byte here (`downsample`, `upsample`): its upsample rounds once, after both
/// mixes, where the packed one rounds after each (kept apart so that neither's bytes change).
enum GaussianBlur {
    /// Box widths (odd) for `passes` boxes approximating a Gaussian of standard deviation `sigma`.
    static func boxWidths(sigma: Double, passes: Int = 3) -> [Int] {
        let n = Double(passes)
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(1, wl)
        let wu = wl + 2
        let wlD = Double(wl)
        let m = Int(((12 * sigma * sigma - n * wlD * wlD - 4 * n * wlD - 3 * n) / (-4 * wlD - 4)).rounded())
        return (0..<passes).map { $0 < m ? wl : wu }
    }

    /// The downsampling factor for a blur of `sigma` pixels over a `width × height` image.
    static func factor(sigma: Double, width: Int, height: Int) -> Int {
        let f = sigma > 10 ? 4 : (sigma > 6 ? 2 : 1)
        return width >= f * 2 && height >= f * 2 ? f : 1
    }

    /// The σ, in small-image pixels, that leaves a total of `sigma` after a factor-`f` average.
    static func reducedSigma(_ sigma: Double, factor f: Int) -> Double {
        // Averaging over f×f adds variance (f²−1)/12 in small pixels' worth of the original grid.
        (sigma * sigma - Double(f * f - 1) / 12).squareRoot() / Double(f)
    }

    /// Blurs a `width × height` image of packed premultiplied pixels in place (its steps split over
    /// `parallel`'s threads: the same bytes).
    static func blur(pixels data: UnsafeMutablePointer<UInt32>, width: Int, height: Int, sigma: Double, edges: BlurEdges,
                     parallel: ParallelParts = .serial) {
        guard sigma > 0.2, width > 0, height > 0 else { return }
        let f = factor(sigma: sigma, width: width, height: height)
        guard f > 1 else {
            data.withMemoryRebound(to: UInt8.self, capacity: width * height * 4) {
                blurBoxes($0, width: width, height: height, channels: 4, sigma: sigma, edges: edges, parallel: parallel)
            }
            return
        }
        let sw = (width + f - 1) / f, sh = (height + f - 1) / f
        let small = UnsafeMutablePointer<UInt32>.allocate(capacity: sw * sh)
        defer { small.deallocate() }
        downsamplePixels(data, width, height, stride: width, f, into: small, sw, sh, parallel: parallel)
        small.withMemoryRebound(to: UInt8.self, capacity: sw * sh * 4) {
            blurBoxes($0, width: sw, height: sh, channels: 4, sigma: reducedSigma(sigma, factor: f), edges: edges, parallel: parallel)
        }
        upsamplePixels(small, sw, sh, f, into: data, width, height, parallel: parallel)
    }

    /// Blurs `channels`-interleaved bytes of a `width × height` image in place.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, channels: Int, sigma: Double, edges: BlurEdges) {
        guard sigma > 0.2, width > 0, height > 0 else { return }
        let factor = factor(sigma: sigma, width: width, height: height)
        if factor > 1 {
            let sw = (width + factor - 1) / factor, sh = (height + factor - 1) / factor
            let small = UnsafeMutablePointer<UInt8>.allocate(capacity: sw * sh * channels)
            defer { small.deallocate() }
            downsample(data, width, height, channels, factor, into: small, sw, sh)
            blurBoxes(small, width: sw, height: sh, channels: channels, sigma: reducedSigma(sigma, factor: factor), edges: edges)
            upsample(small, sw, sh, channels, factor, into: data, width, height)
        } else {
            blurBoxes(data, width: width, height: height, channels: channels, sigma: sigma, edges: edges)
        }
    }

    /// Three horizontal then three vertical box passes, alternating between `data` and a scratch
    /// buffer (six passes end back in `data`). Rows are independent in the horizontal passes and columns
    /// in the vertical ones, so with `parallel` the three passes of each run on pieces of rows, then of
    /// columns, at once: the same bytes.
    static func blurBoxes(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, channels: Int, sigma: Double, edges: BlurEdges,
                          parallel: ParallelParts = .serial) {
        let widths = boxWidths(sigma: sigma)
        let tmp = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height * channels)
        defer { tmp.deallocate() }
        let n = width * channels
        parallel.forEachRange(height, minimum: 16) { rows in
            var (from, to) = (data + rows.lowerBound * n, tmp + rows.lowerBound * n)
            for w in widths {
                horizontalBox(from, to, width, rows.count, channels, w / 2, edges)
                swap(&from, &to)
            }
        }
        // Where the horizontal passes left the image, and where the vertical ones leave it.
        let rowsDone = widths.count % 2 == 0 ? data : tmp, scratch = rowsDone == data ? tmp : data
        parallel.forEachRange(n, align: 64, minimum: 256) { lanes in
            var (from, to) = (rowsDone, scratch)
            for w in widths {
                verticalBox(from, to, width, height, channels, w / 2, edges, lanes: lanes)
                swap(&from, &to)
            }
        }
        let done = widths.count % 2 == 0 ? rowsDone : scratch
        if done != data { data.update(from: done, count: width * height * channels) }
    }

    private static func downsample(_ src: UnsafeMutablePointer<UInt8>, _ w: Int, _ h: Int, _ ch: Int, _ f: Int,
                                   into dst: UnsafeMutablePointer<UInt8>, _ sw: Int, _ sh: Int) {
        for sy in 0..<sh {
            for sx in 0..<sw {
                for c in 0..<ch {
                    var sum = 0, count = 0
                    for yy in (sy * f)..<min(h, sy * f + f) {
                        for xx in (sx * f)..<min(w, sx * f + f) { sum += Int(src[(yy * w + xx) * ch + c]); count += 1 }
                    }
                    dst[(sy * sw + sx) * ch + c] = UInt8((sum + count / 2) / count)
                }
            }
        }
    }

    private static func upsample(_ src: UnsafeMutablePointer<UInt8>, _ sw: Int, _ sh: Int, _ ch: Int, _ f: Int,
                                 into dst: UnsafeMutablePointer<UInt8>, _ w: Int, _ h: Int) {
        let scale = 1 / Double(f)
        // Per-column source indices and weights (0...256), computed once.
        var xa = [Int](repeating: 0, count: w), xb = [Int](repeating: 0, count: w), xt = [Int](repeating: 0, count: w)
        for x in 0..<w {
            let fx = min(Double(sw - 1), max(0, (Double(x) + 0.5) * scale - 0.5))
            xa[x] = Int(fx.rounded(.down)); xb[x] = min(sw - 1, xa[x] + 1)
            xt[x] = Int(((fx - Double(xa[x])) * 256).rounded())
        }
        for y in 0..<h {
            let fy = min(Double(sh - 1), max(0, (Double(y) + 0.5) * scale - 0.5))
            let ya = Int(fy.rounded(.down)), yb = min(sh - 1, ya + 1)
            let ty = Int(((fy - Double(ya)) * 256).rounded())
            let ra = src + ya * sw * ch, rb = src + yb * sw * ch, d = dst + y * w * ch
            for x in 0..<w {
                let a = xa[x] * ch, b = xb[x] * ch, tx = xt[x]
                for c in 0..<ch {
                    let top = Int(ra[a + c]) * (256 - tx) + Int(ra[b + c]) * tx
                    let bottom = Int(rb[a + c]) * (256 - tx) + Int(rb[b + c]) * tx
                    d[x * ch + c] = UInt8((top * (256 - ty) + bottom * ty + 32768) >> 16)
                }
            }
        }
    }
}

extension Pixmap {
    /// Blurs the pixels in `area` (default: all) with a Gaussian of standard deviation `sigma` pixels.
    /// Pixels outside `area` are neither read nor written. `parallel` may run its steps on several
    /// threads (the same bytes).
    public mutating func blur(sigma: Double, in area: IntRect? = nil, edges: BlurEdges = .clamp, parallel: ParallelParts = .serial) {
        let r = (area ?? bounds).intersection(bounds)
        guard !r.isEmpty, sigma > 0 else { return }
        if r == bounds {
            let (w, h) = (width, height)
            withMutablePixels { buf in
                GaussianBlur.blur(pixels: buf.baseAddress!, width: w, height: h, sigma: sigma, edges: edges, parallel: parallel)
            }
        } else {
            var part = cropped(to: r)
            part.blur(sigma: sigma, edges: edges, parallel: parallel)
            copy(part, toX: r.x0, y: r.y0)
        }
    }
}

extension AlphaMask {
    /// Blurs the mask with a Gaussian of standard deviation `sigma` pixels; outside is empty.
    public mutating func blur(sigma: Double) {
        let (w, h) = (width, height)
        values.withUnsafeMutableBufferPointer { buf in
            GaussianBlur.blur(buf.baseAddress!, width: w, height: h, channels: 1, sigma: sigma, edges: .transparent)
        }
    }
}

