internal import RasterKernels

/// The compositing loops of the C target RasterKernels: AVX-512 (sixteen pixels per step) or AVX2
/// (eight) where the CPU has them, SSE2 (four) otherwise, chosen once per process. Each computes the same bytes as PixelMath's
/// scalar functions per pixel (tests: `CompositingKernelTests`); `Variant` names one explicitly.
enum CompositingKernels {
    /// Which loops to run: `.best` is what the entry points without a variant use.
    /// `.avx512` runs each kernel's AVX-512 loop (every kernel has one; `.best` uses them for
    /// `overSolidRows`, `overCoverage`, `overCoverageRows`, `gatherMix`, `lerpRows` and `expand4`, AVX2
    /// for the others).
    enum Variant: CaseIterable, Sendable {
        case best, avx512, avx2, sse2, portable
    }

    /// True when this CPU runs the AVX2 loops (and `.best` uses them).
    static var hasAVX2: Bool { rk_level() == 2 }
    /// True when this CPU runs the AVX-512 loops (and `.best` uses them).
    static var hasAVX512: Bool { rk_has_avx512() != 0 }

    /// `d[i] = over(src, d[i])` for `count` pixels.
    @inline(__always)
    static func overSolid(_ d: UnsafeMutablePointer<UInt32>, count: Int, _ src: UInt32, variant: Variant = .best) {
        guard count > 0 else { return }
        switch variant {
        case .best: rk_over_solid(d, count, src)
        case .avx512: rk_over_solid_avx512(d, count, src)
        case .avx2: rk_over_solid_avx2(d, count, src)
        case .sse2: rk_over_solid_sse2(d, count, src)
        case .portable: rk_over_solid_c(d, count, src)
        }
    }

    /// `overSolid` of `sources[k]` onto `counts[k]` pixels from `d + starts[k] + r × stride`, for every
    /// run k and row r < `rows` (the plain rows of a solid fill: one call for all of them).
    @inline(__always)
    static func overSolidRows(_ d: UnsafeMutablePointer<UInt32>, stride: Int, rows: Int, starts: UnsafePointer<UInt32>,
                              counts: UnsafePointer<UInt32>, sources: UnsafePointer<UInt32>, runs: Int, variant: Variant = .best) {
        guard rows > 0, runs > 0 else { return }
        switch variant {
        case .best: rk_over_solid_rows(d, stride, rows, starts, counts, sources, runs)
        case .avx512: rk_over_solid_rows_avx512(d, stride, rows, starts, counts, sources, runs)
        case .avx2: rk_over_solid_rows_avx2(d, stride, rows, starts, counts, sources, runs)
        case .sse2: rk_over_solid_rows_sse2(d, stride, rows, starts, counts, sources, runs)
        case .portable: rk_over_solid_rows_c(d, stride, rows, starts, counts, sources, runs)
        }
    }

    /// `d[i] = over(src, coverage: mul255(c[i], opacity), d[i])` for `count` pixels.
    @inline(__always)
    static func overCoverage(_ d: UnsafeMutablePointer<UInt32>, _ c: UnsafePointer<UInt8>, count: Int, _ src: UInt32,
                             opacity: UInt32, variant: Variant = .best) {
        guard count > 0 else { return }
        switch variant {
        case .best: rk_over_coverage(d, c, count, src, opacity)
        case .avx512: rk_over_coverage_avx512(d, c, count, src, opacity)
        case .avx2: rk_over_coverage_avx2(d, c, count, src, opacity)
        case .sse2: rk_over_coverage_sse2(d, c, count, src, opacity)
        case .portable: rk_over_coverage_c(d, c, count, src, opacity)
        }
    }

    /// `overCoverage` of `rows` rows: row r's pixels from `d + r * stride`, its coverage from
    /// `c + r * coverageStride` (`rk_over_coverage_rows`, the set-up made once for every row).
    static func overCoverageRows(_ d: UnsafeMutablePointer<UInt32>, stride: Int, _ c: UnsafePointer<UInt8>, coverageStride: Int, rows: Int,
                                 count: Int, _ src: UInt32, opacity: UInt32, variant: Variant = .best) {
        guard count > 0, rows > 0 else { return }
        switch variant {
        case .best: rk_over_coverage_rows(d, stride, c, coverageStride, rows, count, src, opacity)
        case .avx512: rk_over_coverage_rows_avx512(d, stride, c, coverageStride, rows, count, src, opacity)
        case .avx2: rk_over_coverage_rows_avx2(d, stride, c, coverageStride, rows, count, src, opacity)
        case .sse2: rk_over_coverage_rows_sse2(d, stride, c, coverageStride, rows, count, src, opacity)
        case .portable: rk_over_coverage_rows_c(d, stride, c, coverageStride, rows, count, src, opacity)
        }
    }

    /// A layer's row composited at opacity `opacity` (0...255): `over(src[i], d[i])` when it is 255;
    /// otherwise `lerp(d[i], src[i], opacity + opacity >> 7)` for an opaque source pixel and
    /// `over(src[i], coverage: opacity, d[i])` for a translucent one.
    @inline(__always)
    static func layerOver(_ d: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, count: Int, opacity: UInt32,
                          variant: Variant = .best) {
        guard count > 0 else { return }
        switch variant {
        case .best: rk_layer_over(d, src, count, opacity)
        case .avx512: rk_layer_over_avx512(d, src, count, opacity)
        case .avx2: rk_layer_over_avx2(d, src, count, opacity)
        case .sse2: rk_layer_over_sse2(d, src, count, opacity)
        case .portable: rk_layer_over_c(d, src, count, opacity)
        }
    }

    /// `layerOver` onto `below[i]`, written to `out[i]`: the same bytes as copying `below` to `out` and
    /// then `layerOver`, in one write of each pixel. `out` may be `below`. `streaming` writes `out` past
    /// the caches (the vector variants' non-temporal stores): for a picture far larger than the caches
    /// that is not read again soon, it saves reading each line of `out` into the cache before writing it
    /// (then `streamFence()` after the last row).
    @inline(__always)
    static func layerMix(into out: UnsafeMutablePointer<UInt32>, below: UnsafePointer<UInt32>, _ src: UnsafePointer<UInt32>, count: Int,
                         opacity: UInt32, streaming: Bool = false, variant: Variant = .best) {
        guard count > 0 else { return }
        let stream: Int32 = streaming ? 1 : 0
        switch variant {
        case .best: rk_layer_mix(out, below, src, count, opacity, stream)
        case .avx512: rk_layer_mix_avx512(out, below, src, count, opacity, stream)
        case .avx2: rk_layer_mix_avx2(out, below, src, count, opacity, stream)
        case .sse2: rk_layer_mix_sse2(out, below, src, count, opacity, stream)
        case .portable: rk_layer_mix_c(out, below, src, count, opacity, stream)
        }
    }

    /// Asks for the cache lines of `count` pixels from `d` ahead of writing them (a hint: changes no value).
    @inline(__always)
    static func prefetch(_ d: UnsafePointer<UInt32>, count: Int) {
        guard count > 0 else { return }
        rk_prefetch_for_write(d, count * 4)
    }

    /// `d[i] = value` for `count` pixels.
    @inline(__always)
    static func fill(_ d: UnsafeMutablePointer<UInt32>, count: Int, _ value: UInt32) {
        guard count > 0 else { return }
        rk_fill(d, count, value)
    }

    /// Orders the streaming stores of `layerMix` before every later store: call once after the last row.
    @inline(__always)
    static func streamFence() { rk_stream_fence() }

    /// `out[i] = lerp(a[i], b[i], t)` (`lerpRounded` when `rounded`) for `count` pixels; `out` may be `a`.
    @inline(__always)
    static func lerpRows(into out: UnsafeMutablePointer<UInt32>, _ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>,
                         count: Int, _ t: UInt32, rounded: Bool = false, variant: Variant = .best) {
        guard count > 0 else { return }
        let r: Int32 = rounded ? 1 : 0
        switch variant {
        case .best: rk_lerp_rows(out, a, b, count, t, r)
        case .avx512: rk_lerp_rows_avx512(out, a, b, count, t, r)
        case .avx2: rk_lerp_rows_avx2(out, a, b, count, t, r)
        case .sse2: rk_lerp_rows_sse2(out, a, b, count, t, r)
        case .portable: rk_lerp_rows_c(out, a, b, count, t, r)
        }
    }

    /// `out[i] = lerp(src[left[i]], src[right[i]], lanes[2i])` for `count` pixels: one image row
    /// resampled at a fill's columns. Every index is below `sourceCount` (the pixels readable at `src`).
    /// `plan` (`GatherPlan`, made for these columns and `sourceCount`) lets the AVX2 loop read each
    /// block's window instead of working it out (`.best` and `.avx2`; the same bytes).
    @inline(__always)
    static func gatherMix(into out: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, sourceCount: Int, left: UnsafePointer<Int32>,
                          right: UnsafePointer<Int32>, lanes: UnsafePointer<UInt16>, count: Int, plan: GatherPlan? = nil,
                          variant: Variant = .best) {
        guard count > 0 else { return }
        if let plan {
            switch variant {
            case .best:
                rk_gather_mix_planned(out, src, sourceCount, left, right, lanes, plan.bases, plan.places, count)
                return
            case .avx2:
                rk_gather_mix_planned_avx2(out, src, sourceCount, left, right, lanes, plan.bases, plan.places, count)
                return
            default: break
            }
        }
        switch variant {
        case .best: rk_gather_mix(out, src, sourceCount, left, right, lanes, count)
        case .avx512: rk_gather_mix_avx512(out, src, sourceCount, left, right, lanes, count)
        case .avx2: rk_gather_mix_avx2(out, src, sourceCount, left, right, lanes, count)
        case .sse2: rk_gather_mix_sse2(out, src, sourceCount, left, right, lanes, count)
        case .portable: rk_gather_mix_c(out, src, sourceCount, left, right, lanes, count)
        }
    }

    /// `out[4a + j] = lerpRounded(src[a], src[a + 1], weights[j])` for a < `pairs`, j < 4 (a row
    /// upsampled four times horizontally), when this CPU runs the AVX-512 or the AVX2 loop (or `variant`
    /// is `.sse2` or `.portable`); false, writing nothing, otherwise (the caller's own loop is as fast there).
    @inline(__always)
    static func expand4(into out: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, pairs: Int,
                        weights: UnsafePointer<UInt16>, variant: Variant = .best) -> Bool {
        switch variant {
        case .best where hasAVX512, .avx512:
            guard hasAVX512 else { return false }
            if pairs > 0 { rk_expand4_avx512(out, src, pairs, weights) }
        case .best, .avx2:
            guard hasAVX2 else { return false }
            if pairs > 0 { rk_expand4_avx2(out, src, pairs, weights) }
        case .portable:
            if pairs > 0 { rk_expand4_c(out, src, pairs, weights) }
        case .sse2:
            if pairs > 0 { rk_expand4_sse2(out, src, pairs, weights) }
        }
        return true
    }
}

/// The row-invariant part of an image row's resampling at a fill's columns (`rk_gather_plan`): per
/// block of eight columns, the 16-pixel window of the source row that holds its left and right sources
/// (`bases`, -1 for none) and their places in it (`places`, 16 words a block, the sign bit set on the
/// window's second half). Pointers into storage
/// its owner keeps (`ImageSampler`'s one allocation): `byteCount(columns:)` bytes, 4-aligned.
struct GatherPlan {
    let bases: UnsafeMutablePointer<Int32>
    let places: UnsafeMutablePointer<Int32>

    /// The bytes a plan for `columns` columns takes (at least one block's, so the pointers are bound
    /// inside the storage when there is no whole block).
    static func byteCount(columns: Int) -> Int { max(1, columns / 8) * 68 }

    /// Lays a plan out at `storage` (`byteCount(columns:)` bytes, 4-aligned) and fills it for these columns.
    init(at storage: UnsafeMutableRawPointer, sourceCount: Int, left: UnsafePointer<Int32>, right: UnsafePointer<Int32>, columns: Int) {
        let blocks = columns / 8
        bases = storage.bindMemory(to: Int32.self, capacity: max(1, blocks))
        places = (storage + 4 * blocks).bindMemory(to: Int32.self, capacity: max(1, 16 * blocks))
        rk_gather_plan(bases, places, sourceCount, left, right, columns)
    }
}
