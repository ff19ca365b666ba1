import Geometry
@testable import Raster
import Testing

/// A layer composited onto a picture beneath straight into the target (one pass) against the picture
/// copied in and the layer composited over it (two passes): the same bytes.
@Suite("A layer mixed onto the picture beneath equals a copy and a composite")
struct LayerMixTests {
    @Test("the row kernel: out = layerOver onto below, every variant, lengths 0–70",
          arguments: CompositingKernelTests.variants)
    func rowKernel(_ variant: CompositingKernels.Variant) {
        var rng = SeededRandom(seed: 141)
        for n in 0...70 {
            for (k, opacity) in ([255, 0, 1, 127, 128, UInt32(rng.next() % 256)] as [UInt32]).enumerated() {
                // Half the cases wholly opaque sources (a blurred backdrop: the kernels' opaque blocks).
                let src = (0..<n).map { _ in
                    k % 2 == 0 || rng.next() % 2 == 0 ? CompositingKernelTests.pixel(&rng) | 0xFF00_0000 : CompositingKernelTests.pixel(&rng)
                }
                let below = (0..<n).map { _ in CompositingKernelTests.pixel(&rng) }
                var twoPasses = below
                twoPasses.withUnsafeMutableBufferPointer {
                    CompositingKernels.layerOver($0.baseAddress!, src, count: n, opacity: opacity, variant: .portable)
                }
                for streaming in [false, true] {
                    // Every start alignment (streaming stores need aligned addresses).
                    for offset in 0..<8 {
                        var out = [UInt32](repeating: 0xDEAD_BEEF, count: n + 8)
                        out.withUnsafeMutableBufferPointer { o in
                            CompositingKernels.layerMix(into: o.baseAddress! + offset, below: below, src, count: n, opacity: opacity,
                                                        streaming: streaming, variant: variant)
                        }
                        if streaming { CompositingKernels.streamFence() }
                        #expect(Array(out[offset..<(offset + n)]) == twoPasses, "n \(n) opacity \(opacity) streaming \(streaming) offset \(offset)")
                        #expect(out[..<offset].allSatisfy { $0 == 0xDEAD_BEEF } && out[(offset + n)...].allSatisfy { $0 == 0xDEAD_BEEF })
                    }
                }
            }
        }
    }

    static func picture(_ rng: inout SeededRandom, width: Int, height: Int, opaque: Bool) -> Pixmap {
        Pixmap(width: width, height: height, premultipliedPixels: (0..<(width * height)).map { _ in
            opaque || rng.next() % 2 == 0 ? CompositingKernelTests.pixel(&rng) | 0xFF00_0000 : CompositingKernelTests.pixel(&rng)
        })
    }

    @Test("a pixmap: opacities, rectangle and rounded clips, layers partly outside the area or the target")
    func pixmap() {
        var rng = SeededRandom(seed: 142)
        let w = 61, h = 47
        for trial in 0..<300 {
            let below = Self.picture(&rng, width: w, height: h, opaque: trial % 3 != 0)
            let stale = Self.picture(&rng, width: w, height: h, opaque: false)
            let lw = 1 + Int(rng.next() % 80), lh = 1 + Int(rng.next() % 60)
            let layer = Self.picture(&rng, width: lw, height: lh, opaque: trial % 2 == 0)
            let x = Int(rng.next() % 90) - 20, y = Int(rng.next() % 70) - 15
            let opacity = [0, 1, 0.5, 0.999, 0.002, Double(rng.next() % 1000) / 999][trial % 6]
            func rect() -> IntRect {
                let x0 = Int(rng.next() % 70) - 5, y0 = Int(rng.next() % 55) - 5
                return IntRect(x0: x0, y0: y0, x1: x0 + Int(rng.next() % 50), y1: y0 + Int(rng.next() % 40))
            }
            let area = trial % 5 == 0 ? IntRect(x0: 0, y0: 0, x1: w, y1: h) : rect()
            var clip = Clip.none
            if trial % 4 >= 2 { clip.rect = rect() }
            if trial % 4 == 1 || trial % 4 == 3 {
                clip.shape = RoundedRect(rect: Rect(x: Double(rng.next() % 400) / 10 - 5, y: Double(rng.next() % 300) / 10 - 5,
                                                    width: Double(rng.next() % 500) / 10, height: Double(rng.next() % 400) / 10),
                                         radius: Double(rng.next() % 150) / 10)
            }
            var twoPasses = stale
            twoPasses.copy(area, from: below)
            var limited = clip
            limited.rect = clip.rect.map { $0.intersection(area) } ?? area
            twoPasses.composite(layer, atX: x, y: y, opacity: opacity, clip: limited)
            var onePass = stale
            onePass.composite(layer, atX: x, y: y, opacity: opacity, clip: clip, onto: below, filling: area)
            #expect(onePass == twoPasses, "trial \(trial)")
        }
    }

    @Test("a frame-sized mix, written with streaming stores")
    func streamed() {
        var rng = SeededRandom(seed: 144)
        let w = 2048, h = 1024
        #expect(w * h >= Pixmap.streamingPixels)
        let below = Self.picture(&rng, width: w, height: h, opaque: true)
        let layer = Self.picture(&rng, width: w, height: h, opaque: false)
        let clip = Clip(shape: RoundedRect(rect: Rect(x: 0, y: 0, width: Double(w), height: Double(h)), radius: 30))
        var twoPasses = below
        twoPasses.composite(layer, atX: 0, y: 0, opacity: 0.37, clip: clip)
        var onePass = Pixmap(width: w, height: h)
        onePass.composite(layer, atX: 0, y: 0, opacity: 0.37, clip: clip, onto: below, filling: onePass.bounds)
        #expect(onePass == twoPasses)
    }

    @Test("a translucent layer through a rounded clip: each pixel's bytes do not depend on whether the drawn area reaches a corner")
    func bandsAwayFromCorners() {
        var rng = SeededRandom(seed: 143)
        let w = 90, h = 120
        let below = Self.picture(&rng, width: w, height: h, opaque: true)
        let layer = Self.picture(&rng, width: w, height: h, opaque: true)
        // Whole-pixel sides: rows clear of the corners are not cut by the shape at all.
        let shape = RoundedRect(rect: Rect(x: 4, y: 3.25, width: 80, height: 110), radius: 14)
        for opacity in [0.2, 0.5, 0.73] {
            var whole = below
            whole.composite(layer, atX: 0, y: 0, opacity: opacity, clip: Clip(shape: shape))
            // Bands of rows as band threads and damaged rectangles cut them: the middle ones touch no corner.
            for rows in [0..<40, 40..<80, 80..<120, 30..<31] {
                let band = IntRect(x0: 0, y0: rows.lowerBound, x1: w, y1: rows.upperBound)
                var part = below
                part.composite(layer, atX: 0, y: 0, opacity: opacity, clip: Clip(rect: band, shape: shape))
                #expect(part.cropped(to: band) == whole.cropped(to: band), "opacity \(opacity) rows \(rows)")
            }
        }
    }

    /// A picture with plain stretches: rectangles of one colour over noise.
    static func patchy(_ rng: inout SeededRandom, width: Int, height: Int) -> Pixmap {
        var p = picture(&rng, width: width, height: height, opaque: rng.next() % 2 == 0)
        for _ in 0..<6 {
            let x0 = Int(rng.next() % UInt64(width)), y0 = Int(rng.next() % UInt64(height))
            let c = rng.next() % 3 == 0 ? 0xFF00_0000 : CompositingKernelTests.pixel(&rng)
            for y in y0..<min(height, y0 + Int(rng.next() % 60) + 1) {
                for x in x0..<min(width, x0 + Int(rng.next() % 200) + 40) { p[x, y] = c }
            }
        }
        return p
    }

    @Test("plain runs: every run of at least 64 equal pixels, whole, and no other")
    func uniformRuns() {
        var rng = SeededRandom(seed: 145)
        for trial in 0..<40 {
            let w = [1, 63, 64, 65, 127, 128, 300, 517][trial % 8], h = 1 + Int(rng.next() % 30)
            let p = Self.patchy(&rng, width: w, height: h)
            let runs = UniformRuns(p)
            for y in 0..<h {
                var expected: [UniformRuns.Run] = []
                var x = 0
                while x < w {
                    var e = x + 1
                    while e < w && p[e, y] == p[x, y] { e += 1 }
                    if e - x >= UniformRuns.minimumLength { expected.append(UniformRuns.Run(x0: x, x1: e, value: p[x, y])) }
                    x = e
                }
                #expect(Array(runs.row(y)) == expected, "trial \(trial) row \(y)")
            }
        }
    }

    @Test("plain pieces filled: the same bytes as mixed, layers offset, clipped and rounded")
    func plainPieces() {
        var rng = SeededRandom(seed: 146)
        let w = 420, h = 90
        for trial in 0..<60 {
            let below = Self.patchy(&rng, width: w, height: h)
            let lw = 200 + Int(rng.next() % 300), lh = 20 + Int(rng.next() % 90)
            var layer = Self.patchy(&rng, width: lw, height: lh)
            if trial % 3 == 0 { layer = Pixmap(width: lw, height: lh, fill: Color(hex: 0x203040)) }
            let x = Int(rng.next() % 200) - 60, y = Int(rng.next() % 60) - 20
            let opacity = [0.3, 1, 0.004, Double(rng.next() % 1000) / 999][trial % 4]
            var clip = Clip.none
            if trial % 2 == 1 {
                clip.shape = RoundedRect(rect: Rect(x: Double(rng.next() % 100) / 3, y: Double(rng.next() % 30) / 3, width: 380, height: 75),
                                         radius: Double(rng.next() % 200) / 10)
            }
            let area = trial % 5 == 0 ? IntRect(x0: 30, y0: 10, x1: 400, y1: 70) : IntRect(x0: 0, y0: 0, x1: w, y1: h)
            var mixed = Pixmap(width: w, height: h)
            mixed.composite(layer, atX: x, y: y, opacity: opacity, clip: clip, onto: below, filling: area)
            var filled = Pixmap(width: w, height: h)
            filled.composite(layer, atX: x, y: y, opacity: opacity, clip: clip, onto: below, filling: area,
                             plain: (UniformRuns(below), UniformRuns(layer)))
            #expect(filled == mixed, "trial \(trial)")
            // Composited in place at full opacity: the layer's opaque plain pieces filled.
            var over = below, overFilled = below
            over.composite(layer, atX: x, y: y, opacity: trial % 2 == 0 ? 1 : opacity, clip: clip)
            overFilled.composite(layer, atX: x, y: y, opacity: trial % 2 == 0 ? 1 : opacity, clip: clip, uniform: UniformRuns(layer))
            #expect(overFilled == over, "trial \(trial), in place")
            // A copy whose plain pieces are filled.
            var copied = layer, copiedFilled = layer
            copied.copy(area, from: below)
            copiedFilled.copy(area, from: below, uniform: UniformRuns(below))
            #expect(copiedFilled == copied, "trial \(trial), copy")
        }
    }
}
