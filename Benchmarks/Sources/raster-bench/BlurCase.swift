import Foundation
import PeerOpenCV
import Raster

/// The blur case: a 1280×800 opaque picture blurred with σ = 20 by ours (`Pixmap.blurred(_:sigma:reusing:)`, which
/// averages down by 4, box-blurs and scales back up) and by OpenCV's down-blur-up (INTER_AREA resize by
/// the same factor, GaussianBlur at the same reduced σ, INTER_LINEAR resize up), timed interleaved;
/// quality is the PSNR of each result's R, G, B against an exact Gaussian (double precision, separable,
/// kernel to ±5σ, edges clamped as both blurs clamp them).
struct BlurCase {
    let width = 1280, height = 800
    let sigma = 20.0
    let factor = 4

    /// Ours per column (`columns`' order), the peer measured in the same rounds.
    struct Result {
        var oursMs: [Double]
        var peerMs, psnr, peerPsnr: Double
    }

    func run(repeats: Int, columns: [Column]) -> Result {
        let picture = Workload.picture(width: width, height: height, seed: 0xB1A5)
        var theirs = [UInt8](repeating: 0, count: width * height * 4)
        let input = picture.pixels.withUnsafeBytes { Array($0) }
        let smallSigma = (sigma * sigma - Double(factor * factor - 1) / 12).squareRoot() / Double(factor)
        // Ours writes into the previous result (as a frosted backdrop does each frame), OpenCV into
        // its output Mat: neither pays for fresh pages inside the timed call.
        var previous: Pixmap? = picture
        let ours: [() -> Void] = columns.map { column in {
            column.apply()
            let result = picture.blurred(picture.bounds, sigma: sigma, reusing: &previous)
            previous = result
        } }
        let timing = Interleaved(repeats: repeats).measure(prepare: {}, ours + [{
            input.withUnsafeBufferPointer { src in
                theirs.withUnsafeMutableBufferPointer { dst in
                    peer_opencv_down_blur_up(src.baseAddress!, dst.baseAddress!, Int32(width), Int32(height), Int32(factor), smallSigma)
                }
            }
        }])
        let exact = exactGaussian(picture)
        let oursBytes = previous!.pixels.withUnsafeBytes { Array($0) }
        return Result(oursMs: timing.dropLast().map { $0 / 1e6 }, peerMs: timing.last! / 1e6,
                      psnr: psnr(oursBytes, exact), peerPsnr: psnr(theirs, exact))
    }

    /// The exact Gaussian of each channel, unrounded.
    func exactGaussian(_ p: Pixmap) -> [Double] {
        let radius = Int((5 * sigma).rounded(.up))
        var kernel = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        let w = width, h = height
        var src = [Double](repeating: 0, count: w * h * 4)
        p.pixels.withUnsafeBytes { b in for i in 0..<(w * h * 4) { src[i] = Double(b[i]) } }
        var tmp = [Double](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                for c in 0..<4 {
                    var s = 0.0
                    for k in -radius...radius {
                        let xx = min(w - 1, max(0, x + k))
                        s += kernel[k + radius] * src[(y * w + xx) * 4 + c]
                    }
                    tmp[(y * w + x) * 4 + c] = s
                }
            }
        }
        var out = [Double](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                for c in 0..<4 {
                    var s = 0.0
                    for k in -radius...radius {
                        let yy = min(h - 1, max(0, y + k))
                        s += kernel[k + radius] * tmp[(yy * w + x) * 4 + c]
                    }
                    out[(y * w + x) * 4 + c] = s
                }
            }
        }
        return out
    }

    /// PSNR (dB, peak 255) of the R, G, B bytes of `bytes` (RGBA order) against `reference`.
    func psnr(_ bytes: [UInt8], _ reference: [Double]) -> Double {
        var sum = 0.0, n = 0
        for i in 0..<bytes.count where i % 4 != 3 {
            let d = Double(bytes[i]) - reference[i]
            sum += d * d
            n += 1
        }
        let mse = sum / Double(n)
        return mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
    }
}
