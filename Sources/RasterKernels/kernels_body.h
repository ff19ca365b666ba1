// The compositing kernels, each written once. A variant's file includes the vocabulary of its
// instruction set (kernels_simd_sse2.h, _avx2.h or _avx512.h: the register type rk_v of RK_W pixels,
// one-instruction words such as v_add16, and the few steps that differ in kind, such as fetching an
// image row's sources) and then this file, which defines RK_NAME(kernel) for each kernel. Short runs
// and tails go to RK_NARROWER(kernel), the next narrower variant (AVX-512: AVX2; AVX2: SSE2; SSE2: the
// portable C of kernels_portable.c), or, where the set has cheap masked moves (RK_MASKED_TAILS), one
// masked step. Every variant computes the bytes of kernels_scalar.h's per-pixel arithmetic.
#include "raster_kernels.h"
#include "kernels_scalar.h"

#if RK_VECTOR

/// Every channel of RK_W pixels times s/255, rounded exactly (s: each pixel's factor in both 16-bit
/// lanes). The division is one high-half multiply: (t · 257) >> 16 for t = x·s + 128.
RK_FN static inline rk_v v_scale(rk_v w, rk_v s) {
    const rk_v m = v_set16(0x00FF), half = v_set16(0x80), k = v_set16(0x0101);
    rk_v rb = v_and(w, m), ag = v_srli16(w, 8);
    rb = v_mulhi16(v_add16(v_mullo16(rb, s), half), k);
    ag = v_mulhi16(v_add16(v_mullo16(ag, s), half), k);
    return v_or(rb, v_slli16(ag, 8));
}

/// Mix of pixel pairs: w holds each pixel's weight (0...256) for b in both lanes, r the rounding (0 or
/// 128 in each lane). a·(256 − w) + b·w + r = a·256 + (b − a)·w + r lies in 0...65535: computed
/// modulo 2¹⁶ (the low half of the product of the signed difference) it is exact, with one multiply
/// per channel pair instead of two.
RK_FN static inline rk_v v_lerp(rk_v a, rk_v b, rk_v w, rk_v r) {
    const rk_v m = v_set16(0x00FF);
    rk_v rb = v_add16(v_add16(v_slli16(a, 8), v_mullo16(v_sub16(v_and(b, m), v_and(a, m)), w)), r);
    rk_v ag = v_add16(v_add16(v_andnot(m, a), v_mullo16(v_sub16(v_srli16(b, 8), v_srli16(a, 8)), w)), r);
    return v_or(v_srli16(rb, 8), v_andnot(m, ag));
}

/// A block's coverage bytes times opacity/255 (rounded), each in both 16-bit lanes of its pixel.
RK_FN static inline rk_v v_coverage(rk_cov c, rk_v op) {
    rk_v v = v_cov_widen(c);
    v = v_or(v, v_slli32(v, 16));
    return v_mulhi16(v_add16(v_mullo16(v, op), v_set16(0x80)), v_set16(0x0101));
}

/// w with srcv times the block's coverage·opacity/255 composited source-over (coverage 0 leaves a
/// pixel as it is: 0 + x·255/255 = x exactly).
RK_FN static inline rk_v v_over_coverage(rk_v w, rk_cov c, rk_v srcv, rk_v op) {
    rk_v s = v_scale(srcv, v_coverage(c, op));
    rk_v ia = v_sub32(v_set32(255), v_srli32(s, 24));
    return v_add32(s, v_scale(w, v_or(ia, v_slli32(ia, 16))));
}

RK_FN void RK_NAME(over_solid)(uint32_t *d, size_t count, uint32_t src) {
    uint32_t ia = 255 - (src >> 24);
    const rk_v s = v_set16(ia), add = v_set32(src);
    size_t i = 0;
    for (; i + 2 * RK_W <= count; i += 2 * RK_W) {
        rk_v w0 = v_load(d + i), w1 = v_load(d + i + RK_W);
        v_store(d + i, v_add32(v_scale(w0, s), add));
        v_store(d + i + RK_W, v_add32(v_scale(w1, s), add));
    }
    if (i + RK_W <= count) {
        v_store(d + i, v_add32(v_scale(v_load(d + i), s), add));
        i += RK_W;
    }
    // The last pixels (a run's last pixels cannot be composited twice, so no overlapping block).
#if RK_MASKED_TAILS
    if (i < count) {
        rk_mask k = v_mask(count - i);
        v_store_mask(d + i, k, v_add32(v_scale(v_load_mask(k, d + i), s), add));
    }
#else
    if (i < count) RK_NARROWER(over_solid)(d + i, count - i, src);
#endif
}

/// The widest row span over_solid_rows lays out per pixel (two tables of this many pixels on the
/// stack); wider spans go run by run.
enum { RK_ROW_SPAN_MAX = 1024 };

RK_FN void RK_NAME(over_solid_rows)(uint32_t *d, ptrdiff_t stride, size_t rows, const uint32_t *starts, const uint32_t *counts,
                                    const uint32_t *sources, size_t runs) {
    if (rows == 0 || runs == 0) return;
    size_t lo;
    size_t n = rk_runs_span(starts, counts, runs, &lo);
    if (n < RK_W) {
        RK_NARROWER(over_solid_rows)(d, stride, rows, starts, counts, sources, runs);
        return;
    }
    if (n > RK_ROW_SPAN_MAX) {
        for (size_t r = 0; r < rows; r++, d += stride)
            for (size_t k = 0; k < runs; k++) RK_NAME(over_solid)(d + starts[k], counts[k], sources[k]);
        return;
    }
    // Every row is the same runs, so the row span is laid out once per pixel: the source and the
    // factor 255 − its alpha (both 16-bit lanes), and 0 and 255 between runs (0 + d·255/255 = d: the
    // pixel is written back unchanged). Then each row is whole blocks and one last step.
    uint32_t src[RK_ROW_SPAN_MAX], fac[RK_ROW_SPAN_MAX];
    const uint32_t keep = 255u | (255u << 16);
    for (size_t i = 0; i < n; i++) { src[i] = 0; fac[i] = keep; }
    for (size_t k = 0; k < runs; k++) {
        uint32_t ia = 255 - (sources[k] >> 24);
        for (size_t i = starts[k] - lo; i < starts[k] - lo + counts[k]; i++) { src[i] = sources[k]; fac[i] = ia | (ia << 16); }
    }
    size_t whole = n - n % RK_W;
#if RK_MASKED_TAILS
    // The last one to RK_W − 1 pixels in one masked step.
    rk_mask tail = v_mask(n - whole);
    const rk_v ls = v_load_mask(tail, src + whole), lf = v_load_mask(tail, fac + whole);
#else
    // The last block ends at the span's end, its lanes that the block before it covered made
    // unchanged too (no masked stores, and no tail loop).
    uint32_t lastSrc[RK_W], lastFac[RK_W];
    size_t last = n - RK_W, done = whole - last;
    for (size_t i = 0; i < RK_W; i++) {
        lastSrc[i] = i < done ? 0 : src[last + i];
        lastFac[i] = i < done ? keep : fac[last + i];
    }
    const rk_v ls = v_load(lastSrc), lf = v_load(lastFac);
#endif
    // The whole blocks inside the longest run (a shape's inside: most of each row) take its source and
    // factor from registers, not from the tables: blocks inner0..<inner1 (multiples of RK_W).
    size_t longest = 0;
    for (size_t k = 1; k < runs; k++) if (counts[k] > counts[longest]) longest = k;
    const size_t runStart = starts[longest] - lo, runEnd = runStart + counts[longest];
    size_t inner0 = (runStart + RK_W - 1) / RK_W * RK_W, inner1 = runEnd / RK_W * RK_W;
    if (inner1 > whole) inner1 = whole;
    if (inner0 > inner1) inner0 = inner1;
    const uint32_t innerIa = 255 - (sources[longest] >> 24);
    const rk_v innerSrc = v_set32(sources[longest]), innerFac = v_set16(innerIa);
    d += lo;
    for (size_t r = 0; r < rows; r++, d += stride) {
        // The row two below, fetched ahead (a shape's rows are a stride apart: no sequential prefetch).
        if (r + 2 < rows) rk_prefetch_for_write(d + 2 * stride, 4 * (n < 512 ? n : 512));
        size_t b = 0;
        for (; b < inner0; b += RK_W) v_store(d + b, v_add32(v_scale(v_load(d + b), v_load(fac + b)), v_load(src + b)));
        for (; b < inner1; b += RK_W) v_store(d + b, v_add32(v_scale(v_load(d + b), innerFac), innerSrc));
        for (; b < whole; b += RK_W) v_store(d + b, v_add32(v_scale(v_load(d + b), v_load(fac + b)), v_load(src + b)));
        if (whole < n) {
#if RK_MASKED_TAILS
            v_store_mask(d + whole, tail, v_add32(v_scale(v_load_mask(tail, d + whole), lf), ls));
#else
            v_store(d + last, v_add32(v_scale(v_load(d + last), lf), ls));
#endif
        }
    }
}

/// over_coverage of one row of at least RK_W pixels with its constants made: op (opacity in every
/// 16-bit lane), srcv (the source in every pixel), fs and fia (the source scaled by opacity, and 255
/// minus its alpha in every 16-bit lane: a wholly covered block's source-over).
RK_FN static inline void RK_NAME(over_coverage_row)(uint32_t *d, const uint8_t *coverage, size_t count, uint32_t src, uint32_t opacity,
                                                    rk_v op, rk_v srcv, rk_v fs, rk_v fia) {
    size_t i = 0;
    for (; i + RK_W <= count; i += RK_W) {
        rk_cov c = v_cov_load(coverage + i);
        if (v_cov_none(c)) continue;
        rk_v w = v_load(d + i);
        v_store(d + i, v_cov_full(c) ? v_add32(fs, v_scale(w, fia)) : v_over_coverage(w, c, srcv, op));
    }
#if RK_MASKED_TAILS
    (void)src;
    (void)opacity;
    if (i < count) {
        rk_mask k = v_mask(count - i);
        rk_cov c = v_cov_load_mask(k, coverage + i);
        if (!v_cov_none(c)) v_store_mask(d + i, k, v_over_coverage(v_load_mask(k, d + i), c, srcv, op));
    }
#else
    // The last pixels: under half a block one by one; else the block that ends at the row's end, its
    // lanes that the loop already did given coverage 0 (left as they are).
    if (count - i < RK_W / 2) {
        for (; i < count; i++)
            if (coverage[i] != 0) d[i] = rk_over_covered(src, rk_mul255(coverage[i], opacity), d[i]);
    } else {
        size_t last = count - RK_W, done = i - last;
        rk_cov c = v_cov_drop(v_cov_load(coverage + last), done);
        if (!v_cov_none(c)) v_store(d + last, v_over_coverage(v_load(d + last), c, srcv, op));
    }
#endif
}

RK_FN void RK_NAME(over_coverage)(uint32_t *d, const uint8_t *coverage, size_t count, uint32_t src, uint32_t opacity) {
    if (count < RK_W) {
        // Under a block: the narrower loop. Through a block-wide buffer instead, its narrow stores and
        // wide load stall store forwarding, and masked stores are slow on some CPUs.
        RK_NARROWER(over_coverage)(d, coverage, count, src, opacity);
        return;
    }
    // A block wholly covered (a shape's inside) takes the source scaled once, as a solid run would.
    const uint32_t full = rk_scale(src, rk_mul255(255, opacity));
    RK_NAME(over_coverage_row)(d, coverage, count, src, opacity, v_set16(opacity), v_set32(src), v_set32(full), v_set16(255 - (full >> 24)));
}

RK_FN void RK_NAME(over_coverage_rows)(uint32_t *d, ptrdiff_t stride, const uint8_t *coverage, ptrdiff_t coverage_stride, size_t rows,
                                       size_t count, uint32_t src, uint32_t opacity) {
    if (count < RK_W) {
        for (size_t r = 0; r < rows; r++)
            RK_NARROWER(over_coverage)(d + (ptrdiff_t)r * stride, coverage + (ptrdiff_t)r * coverage_stride, count, src, opacity);
        return;
    }
    // The constants once for every row (over_coverage makes them per call).
    const uint32_t full = rk_scale(src, rk_mul255(255, opacity));
    const rk_v op = v_set16(opacity), srcv = v_set32(src), fs = v_set32(full), fia = v_set16(255 - (full >> 24));
    for (size_t r = 0; r < rows; r++) {
        // The row two below, fetched ahead (a shape's rows are a stride apart: no sequential prefetch).
        if (r + 2 < rows) rk_prefetch_for_write(d + (ptrdiff_t)(r + 2) * stride, 4 * (count < 512 ? count : 512));
        RK_NAME(over_coverage_row)(d + (ptrdiff_t)r * stride, coverage + (ptrdiff_t)r * coverage_stride, count, src, opacity, op, srcv, fs, fia);
    }
}

RK_FN void RK_NAME(layer_mix)(uint32_t *out, const uint32_t *below, const uint32_t *src, size_t count, uint32_t alpha, int stream) {
    const rk_v full = v_set32(255), av = v_set16(alpha), zero = v_zero();
    const rk_v tv = v_set16(alpha + (alpha >> 7)), opaque = v_set32(0xFF000000u);
    size_t i = 0;
    if (stream) {
        // Streaming stores need block-aligned addresses: the first pixels up to one go the usual way.
        const uintptr_t bytes = 4 * RK_W;
        size_t head = (size_t)((bytes - ((uintptr_t)out & (bytes - 1))) & (bytes - 1)) / 4;
        if (((uintptr_t)out & 3) != 0 || head > count) head = count;
        RK_NARROWER(layer_mix)(out, below, src, head, alpha, 0);
        i = head;
    }
    for (; i + RK_W <= count; i += RK_W) {
        rk_v p = v_load(src + i), w = v_load(below + i), over;
        if (v_all_set(p, opaque)) {
            // A block of opaque sources (a blurred backdrop's every pixel): the mix toward them alone.
            over = alpha == 255 ? p : v_lerp(w, p, tv, zero);
        } else {
            rk_v s = alpha == 255 ? p : v_scale(p, av);
            rk_v ia = v_sub32(full, v_srli32(s, 24));
            over = v_add32(s, v_scale(w, v_or(ia, v_slli32(ia, 16))));
            // Opaque sources: the mix toward them instead.
            if (alpha != 255) over = v_select(v_eq32(v_and(p, opaque), opaque), over, v_lerp(w, p, tv, zero));
        }
        if (stream) v_stream(out + i, over);
        else v_store(out + i, over);
    }
    if (i < count) RK_NARROWER(layer_mix)(out + i, below + i, src + i, count - i, alpha, 0);
}

RK_FN void RK_NAME(layer_over)(uint32_t *d, const uint32_t *src, size_t count, uint32_t alpha) {
    RK_NAME(layer_mix)(d, d, src, count, alpha, 0);
}

RK_FN void RK_NAME(lerp_rows)(uint32_t *out, const uint32_t *a, const uint32_t *b, size_t count, uint32_t t, int rounded) {
    const rk_v w = v_set16(t), r = v_set16(rounded ? 0x80 : 0);
    size_t i = 0;
    for (; i + RK_W <= count; i += RK_W) v_store(out + i, v_lerp(v_load(a + i), v_load(b + i), w, r));
#if RK_MASKED_TAILS
    if (i < count) {
        rk_mask k = v_mask(count - i);
        v_store_mask(out + i, k, v_lerp(v_load_mask(k, a + i), v_load_mask(k, b + i), w, r));
    }
#else
    if (i < count && count >= RK_W && out != a && out != b) {
        // The last pixels as the block that ends at the row's end: its first lanes are written again
        // with the values they have (a mix of a and b, which the output does not overwrite), and the
        // row takes no narrower calls.
        v_store(out + count - RK_W, v_lerp(v_load(a + count - RK_W), v_load(b + count - RK_W), w, r));
    } else if (i < count) {
        RK_NARROWER(lerp_rows)(out + i, a + i, b + i, count - i, t, rounded);
    }
#endif
}

RK_FN void RK_NAME(gather_mix)(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                               const uint16_t *lanes, size_t count) {
    const rk_v zero = v_zero();
    size_t i = 0;
    for (; i + RK_W <= count; i += RK_W) {
        rk_v p, q;
        v_fetch_pairs(src, src_count, left + i, right + i, &p, &q);
        v_store(out + i, v_lerp(p, q, v_load(lanes + 2 * i), zero));
    }
    if (i < count) RK_NARROWER(gather_mix)(out + i, src, src_count, left + i, right + i, lanes + 2 * i, count - i);
}

RK_FN void RK_NAME(expand4)(uint32_t *out, const uint32_t *src, size_t pairs, const uint16_t weights[4]) {
    // RK_W / 4 pairs per step: each pixel of src[a...] and src[a + 1...] spread over four lanes, the
    // four weights repeated.
    const rk_v w = v_weights4(weights), r = v_set16(0x80);
    size_t a = 0;
    for (; a + RK_W / 4 <= pairs; a += RK_W / 4) v_store(out + 4 * a, v_lerp(v_spread4(src + a), v_spread4(src + a + 1), w, r));
    if (a < pairs) RK_NARROWER(expand4)(out + 4 * a, src + a, pairs - a, weights);
}

#else
// No such instructions on this architecture: never selected; the narrower loops stand in.
void RK_NAME(over_solid)(uint32_t *d, size_t count, uint32_t src) { RK_NARROWER(over_solid)(d, count, src); }
void RK_NAME(over_solid_rows)(uint32_t *d, ptrdiff_t stride, size_t rows, const uint32_t *starts, const uint32_t *counts,
                              const uint32_t *sources, size_t runs) {
    RK_NARROWER(over_solid_rows)(d, stride, rows, starts, counts, sources, runs);
}
void RK_NAME(over_coverage)(uint32_t *d, const uint8_t *coverage, size_t count, uint32_t src, uint32_t opacity) {
    RK_NARROWER(over_coverage)(d, coverage, count, src, opacity);
}
void RK_NAME(over_coverage_rows)(uint32_t *d, ptrdiff_t stride, const uint8_t *coverage, ptrdiff_t coverage_stride, size_t rows,
                                 size_t count, uint32_t src, uint32_t opacity) {
    RK_NARROWER(over_coverage_rows)(d, stride, coverage, coverage_stride, rows, count, src, opacity);
}
void RK_NAME(layer_mix)(uint32_t *out, const uint32_t *below, const uint32_t *src, size_t count, uint32_t alpha, int stream) {
    RK_NARROWER(layer_mix)(out, below, src, count, alpha, stream);
}
void RK_NAME(layer_over)(uint32_t *d, const uint32_t *src, size_t count, uint32_t alpha) { RK_NARROWER(layer_over)(d, src, count, alpha); }
void RK_NAME(lerp_rows)(uint32_t *out, const uint32_t *a, const uint32_t *b, size_t count, uint32_t t, int rounded) {
    RK_NARROWER(lerp_rows)(out, a, b, count, t, rounded);
}
void RK_NAME(gather_mix)(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                         const uint16_t *lanes, size_t count) {
    RK_NARROWER(gather_mix)(out, src, src_count, left, right, lanes, count);
}
void RK_NAME(expand4)(uint32_t *out, const uint32_t *src, size_t pairs, const uint16_t weights[4]) {
    RK_NARROWER(expand4)(out, src, pairs, weights);
}
#endif
