import Geometry
@testable import Raster
import Testing

/// The C compositing kernels (RasterKernels) against PixelMath's scalar functions, per pixel: every
/// variant (AVX-512 and AVX2 when this CPU has them, SSE2, portable C; each kernel is one body compiled per
/// instruction set) gives the same bytes, at every length 0–70 (the
/// vector loops' bodies and tails), translucent, opaque and empty sources, every kind of coverage.
@Suite("Compositing kernels equal the scalar pixel math")
struct CompositingKernelTests {
    static var variants: [CompositingKernels.Variant] {
        CompositingKernels.Variant.allCases.filter {
            ($0 != .avx2 || CompositingKernels.hasAVX2) && ($0 != .avx512 || CompositingKernels.hasAVX512)
        }
    }

    static func pixel(_ rng: inout SeededRandom) -> UInt32 {
        let a = rng.next() % 4 == 0 ? 255 : UInt32(rng.next() % 256)
        func c() -> UInt32 { a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1)) }
        return c() | c() << 8 | c() << 16 | a << 24
    }

    /// Coverage with runs of 0 and 255 and arbitrary values, as a corner row has.
    static func coverage(_ rng: inout SeededRandom, _ n: Int) -> [UInt8] {
        (0..<n).map { _ in
            switch rng.next() % 4 {
            case 0: return 0
            case 1: return 255
            default: return UInt8(rng.next() % 256)
            }
        }
    }

    @Test("one source pixel over a run", arguments: variants)
    func overSolid(_ variant: CompositingKernels.Variant) {
        var rng = SeededRandom(seed: 71)
        for n in 0...70 {
            for src in [Self.pixel(&rng), Self.pixel(&rng) | 0xFF00_0000, 0, 0x8040_2010] {
                let dst = (0..<n).map { _ in Self.pixel(&rng) }
                var out = dst
                out.withUnsafeMutableBufferPointer { CompositingKernels.overSolid($0.baseAddress!, count: n, src, variant: variant) }
                #expect(out == dst.map { PixelMath.over(src, $0) }, "n \(n) src \(src)")
            }
        }
    }

    @Test("runs of source pixels over many rows", arguments: variants)
    func overSolidRows(_ variant: CompositingKernels.Variant) {
        var rng = SeededRandom(seed: 76)
        let stride = 53, rows = 7
        for trial in 0..<60 {
            let dst = (0..<(stride * rows)).map { _ in Self.pixel(&rng) }
            // Up to four disjoint runs within one row (a plain row: edge pixel, inside, edge pixel).
            var starts: [UInt32] = [], counts: [UInt32] = [], sources: [UInt32] = []
            var x = Int(rng.next() % 3)
            for _ in 0..<(trial % 5) where x < stride {
                let count = min(stride - x, 1 + Int(rng.next() % 40))
                starts.append(UInt32(x)); counts.append(UInt32(count)); sources.append(Self.pixel(&rng))
                x += count + Int(rng.next() % 2)
            }
            var out = dst
            out.withUnsafeMutableBufferPointer {
                CompositingKernels.overSolidRows($0.baseAddress!, stride: stride, rows: rows, starts: starts, counts: counts,
                                                 sources: sources, runs: starts.count, variant: variant)
            }
            var expected = dst
            for r in 0..<rows {
                for k in starts.indices {
                    for i in Int(starts[k])..<Int(starts[k] + counts[k]) { expected[r * stride + i] = PixelMath.over(sources[k], expected[r * stride + i]) }
                }
            }
            #expect(out == expected, "trial \(trial)")
        }
    }

    /// Coverage in runs, as a shape's row has: runs of 0, of 255 (the inside: whole blocks of it take
    /// the kernels' wholly covered path) and of arbitrary values, 1–20 long.
    static func coverageRuns(_ rng: inout SeededRandom, _ n: Int) -> [UInt8] {
        var cov: [UInt8] = []
        while cov.count < n {
            let value: UInt8 = [0, 255, UInt8(rng.next() % 256)][Int(rng.next() % 3)]
            cov += Array(repeating: value, count: min(n - cov.count, 1 + Int(rng.next() % 20)))
        }
        return cov
    }

    @Test("one source pixel times per-pixel coverage and an opacity", arguments: variants)
    func overCoverage(_ variant: CompositingKernels.Variant) {
        var rng = SeededRandom(seed: 72)
        for n in 0...70 {
            for (k, opacity): (Int, UInt32) in [255, 0, 1, UInt32(rng.next() % 256), 255, 77].enumerated() {
                let src = Self.pixel(&rng), cov = k < 4 ? Self.coverage(&rng, n) : Self.coverageRuns(&rng, n)
                let dst = (0..<n).map { _ in Self.pixel(&rng) }
                var out = dst
                out.withUnsafeMutableBufferPointer { o in
                    cov.withUnsafeBufferPointer { CompositingKernels.overCoverage(o.baseAddress!, $0.baseAddress!, count: n, src, opacity: opacity, variant: variant) }
                }
                let expected = (0..<n).map { PixelMath.over(src, coverage: PixelMath.mul255(UInt32(cov[$0]), opacity), dst[$0]) }
                #expect(out == expected, "n \(n) opacity \(opacity)")
            }
        }
    }

    @Test("rows of coverage: each row as the one-row kernel composites it, the rows a stride apart", arguments: variants)
    func overCoverageRows(_ variant: CompositingKernels.Variant) {
        var rng = SeededRandom(seed: 73)
        for n in [0, 1, 3, 4, 7, 8, 9, 15, 16, 17, 33, 65, 70] {
            for rows in [1, 2, 3, 7] {
                let stride = n + 5, coverageStride = n + 3, opacity: UInt32 = rows == 3 ? UInt32(rng.next() % 256) : 255
                let src = Self.pixel(&rng)
                let cov = (0..<rows).flatMap { _ in Self.coverageRuns(&rng, n) + Self.coverage(&rng, 3) }
                let dst = (0..<(rows * stride)).map { _ in Self.pixel(&rng) }
                var out = dst
                out.withUnsafeMutableBufferPointer { o in
                    cov.withUnsafeBufferPointer {
                        CompositingKernels.overCoverageRows(o.baseAddress!, stride: stride, $0.baseAddress!, coverageStride: coverageStride,
                                                            rows: rows, count: n, src, opacity: opacity, variant: variant)
                    }
                }
                // Each row's n pixels composited; the 5 pixels between rows are left as they were.
                let expected = (0..<(rows * stride)).map { i in
                    let (r, x) = (i / stride, i % stride)
                    guard x < n else { return dst[i] }
                    return PixelMath.over(src, coverage: PixelMath.mul255(UInt32(cov[r * coverageStride + x]), opacity), dst[i])
                }
                #expect(out == expected, "n \(n) rows \(rows)")
            }
        }
    }

    @Test("a layer row at a uniform opacity: opaque pixels mixed toward, translucent ones composited", arguments: variants)
    func layerOver(_ variant: CompositingKernels.Variant) {
        var rng = SeededRandom(seed: 78)
        for n in 0...70 {
            for opacity: UInt32 in [255, 0, 1, 128, UInt32(rng.next() % 256)] {
                let src = (0..<n).map { _ in rng.next() % 2 == 0 ? Self.pixel(&rng) | 0xFF00_0000 : Self.pixel(&rng) }
                let dst = (0..<n).map { _ in Self.pixel(&rng) }
                var out = dst
                out.withUnsafeMutableBufferPointer { CompositingKernels.layerOver($0.baseAddress!, src, count: n, opacity: opacity, variant: variant) }
                let t = opacity + (opacity >> 7)
                let expected = (0..<n).map { i in
                    opacity == 255 ? PixelMath.over(src[i], dst[i])
                        : src[i] >> 24 == 255 ? PixelMath.lerp(dst[i], src[i], t) : PixelMath.over(src[i], coverage: opacity, dst[i])
                }
                #expect(out == expected, "n \(n) opacity \(opacity)")
            }
        }
    }

    @Test("two rows mixed, truncated and rounded", arguments: variants)
    func lerpRows(_ variant: CompositingKernels.Variant) {
        var rng = SeededRandom(seed: 73)
        for n in 0...70 {
            let a = (0..<n).map { _ in Self.pixel(&rng) }, b = (0..<n).map { _ in Self.pixel(&rng) }
            for t: UInt32 in [0, 1, 77, 128, 255, 256] {
                for rounded in [false, true] {
                    var out = [UInt32](repeating: 0, count: n)
                    out.withUnsafeMutableBufferPointer { CompositingKernels.lerpRows(into: $0.baseAddress!, a, b, count: n, t, rounded: rounded, variant: variant) }
                    let expected = zip(a, b).map { rounded ? PixelMath.lerpRounded($0, $1, t) : PixelMath.lerp($0, $1, t) }
                    #expect(out == expected, "n \(n) t \(t) rounded \(rounded)")
                    // In place (the output is the first row): the last pixels are not mixed twice.
                    var inPlace = a
                    inPlace.withUnsafeMutableBufferPointer {
                        CompositingKernels.lerpRows(into: $0.baseAddress!, $0.baseAddress!, b, count: n, t, rounded: rounded, variant: variant)
                    }
                    #expect(inPlace == expected, "in place: n \(n) t \(t) rounded \(rounded)")
                }
            }
        }
    }

    @Test("an image row resampled at gathered columns", arguments: variants)
    func gatherMix(_ variant: CompositingKernels.Variant) {
        var rng = SeededRandom(seed: 74)
        let src = (0..<97).map { _ in Self.pixel(&rng) }
        for n in 0...70 {
            // Random columns (gathered) and columns of an image scaled by 0.3–2.6 (the AVX2 loop's
            // window of 16 pixels, and the gather where the window would pass the row's end).
            let scale = 0.3 + Double(n % 9) * 0.29, offset = Double(rng.next() % 60)
            let left = (0..<n).map { i in n % 2 == 0 ? Int32(rng.next() % 97) : Int32(min(96, offset + Double(i) * scale)) }
            let right = left.map { min(96, $0 + (n % 2 == 0 ? Int32(rng.next() % 2) : 1)) }
            let weights = (0..<n).map { _ in UInt16(rng.next() % 256) }
            let lanes = weights.flatMap { [$0, $0] }
            var out = [UInt32](repeating: 0, count: n)
            out.withUnsafeMutableBufferPointer { CompositingKernels.gatherMix(into: $0.baseAddress!, src, sourceCount: 97, left: left, right: right, lanes: lanes, count: n, variant: variant) }
            let expected = (0..<n).map { PixelMath.lerp(src[Int(left[$0])], src[Int(right[$0])], UInt32(weights[$0])) }
            #expect(out == expected, "n \(n)")
            // With the row-invariant plan (the AVX2 loop reads each block's window from it): the same.
            let storage = UnsafeMutableRawPointer.allocate(byteCount: max(1, GatherPlan.byteCount(columns: n)), alignment: 16)
            defer { storage.deallocate() }
            let plan = GatherPlan(at: storage, sourceCount: 97, left: left, right: right, columns: n)
            var planned = [UInt32](repeating: 0, count: n)
            planned.withUnsafeMutableBufferPointer {
                CompositingKernels.gatherMix(into: $0.baseAddress!, src, sourceCount: 97, left: left, right: right, lanes: lanes, count: n, plan: plan, variant: variant)
            }
            #expect(planned == expected, "planned, n \(n)")
        }
    }

    @Test("a row upsampled four times horizontally", arguments: CompositingKernels.Variant.allCases)
    func expand4(_ variant: CompositingKernels.Variant) {
        var rng = SeededRandom(seed: 79)
        let weights: [UInt16] = [32, 96, 177, 256]   // the blur's first two, then any weight up to 256
        for pairs in 0...40 {
            let src = (0...pairs).map { _ in Self.pixel(&rng) }
            var out = [UInt32](repeating: 0xDEAD_BEEF, count: 4 * pairs + 3)
            let ran = out.withUnsafeMutableBufferPointer {
                CompositingKernels.expand4(into: $0.baseAddress!, src, pairs: pairs, weights: weights, variant: variant)
            }
            guard ran else {
                // Only without the variant's instructions: the caller upsamples in Swift.
                #expect(variant == .avx512 ? !CompositingKernels.hasAVX512
                        : variant == .avx2 ? !CompositingKernels.hasAVX2 : variant == .best && !CompositingKernels.hasAVX2)
                continue
            }
            var expected = (0..<(4 * pairs)).map { PixelMath.lerpRounded(src[$0 / 4], src[$0 / 4 + 1], UInt32(weights[$0 % 4])) }
            expected += [0xDEAD_BEEF, 0xDEAD_BEEF, 0xDEAD_BEEF]
            #expect(out == expected, "pairs \(pairs)")
        }
    }

    @Test("a solid row span from a coverage row equals its runs composited one by one", arguments: variants)
    func solidSpan(_ variant: CompositingKernels.Variant) {
        var rng = SeededRandom(seed: 75)
        for trial in 0..<300 {
            let n = 1 + Int(rng.next() % 120)
            // Runs of random lengths (some long, as a shape's inside) of random or saturated coverage.
            var cov: [UInt8] = []
            while cov.count < n {
                let value: UInt8 = rng.next() % 3 == 0 ? 255 : UInt8(rng.next() % 256)
                cov += Array(repeating: value, count: min(n - cov.count, 1 + Int(rng.next() % (trial % 2 == 0 ? 40 : 4))))
            }
            let src = Self.pixel(&rng), opacity: UInt32 = trial % 3 == 0 ? 255 : UInt32(rng.next() % 256)
            let dst = (0..<n).map { _ in Self.pixel(&rng) }
            var fast = dst, slow = dst
            fast.withUnsafeMutableBufferPointer { d in
                cov.withUnsafeBufferPointer { SpanPainter.paintSolid(src, row: d.baseAddress!, coverage: $0.baseAddress!, count: n, opacity: opacity, variant: variant) }
            }
            slow.withUnsafeMutableBufferPointer { d in
                cov.withUnsafeBufferPointer { c in
                    SpanPainter.forEachSolidRun(src, coverage: c.baseAddress!, count: n, opacity: opacity) { i, count, source in
                        for k in i..<(i + count) { d[k] = PixelMath.over(source, d[k]) }
                    }
                }
            }
            #expect(fast == slow, "trial \(trial)")
        }
    }
}
