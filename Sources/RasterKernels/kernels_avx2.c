// The AVX2 variants: eight pixels per 256-bit step, the same lane layout and arithmetic as the SSE2
// ones. Each function carries __attribute__((target("avx2"))), so the file needs no compiler flag and the
// package no unsafe flags; they run only when rk_level() found AVX2 (kernels_dispatch.c).
#include "raster_kernels.h"
#include "kernels_scalar.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
#include <string.h>

#define RK_AVX2 __attribute__((target("avx2")))

/// Every channel of eight pixels times s/255, rounded exactly (s: each pixel's factor in both lanes).
RK_AVX2 static inline __m256i scale8(__m256i w, __m256i s) {
    const __m256i m = _mm256_set1_epi16(0x00FF), half = _mm256_set1_epi16(0x80), k = _mm256_set1_epi16(0x0101);
    __m256i rb = _mm256_and_si256(w, m), ag = _mm256_srli_epi16(w, 8);
    rb = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(rb, s), half), k);
    ag = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(ag, s), half), k);
    return _mm256_or_si256(rb, _mm256_slli_epi16(ag, 8));
}

/// Mix of eight pixel pairs: w holds each pixel's weight (0...256) in both lanes, r the rounding.
RK_AVX2 static inline __m256i lerp8(__m256i a, __m256i b, __m256i w, __m256i r) {
    // a·(256 − w) + b·w + r = a·256 + (b − a)·w + r, which lies in 0...65535: computed modulo 2¹⁶ (the
    // low half of the product of the signed difference), it is exact, with one multiply per channel
    // pair instead of two.
    const __m256i m = _mm256_set1_epi16(0x00FF);
    __m256i rb = _mm256_add_epi16(_mm256_add_epi16(_mm256_slli_epi16(a, 8),
                                                   _mm256_mullo_epi16(_mm256_sub_epi16(_mm256_and_si256(b, m), _mm256_and_si256(a, m)), w)), r);
    __m256i ag = _mm256_add_epi16(_mm256_add_epi16(_mm256_andnot_si256(m, a),
                                                   _mm256_mullo_epi16(_mm256_sub_epi16(_mm256_srli_epi16(b, 8), _mm256_srli_epi16(a, 8)), w)), r);
    return _mm256_or_si256(_mm256_srli_epi16(rb, 8), _mm256_andnot_si256(m, ag));
}

RK_AVX2 static inline void over_solid(uint32_t *d, size_t count, uint32_t src) {
    uint32_t ia = 255 - (src >> 24);
    const __m256i s = _mm256_set1_epi16((short)ia), add = _mm256_set1_epi32((int)src);
    size_t i = 0;
    for (; i + 16 <= count; i += 16) {
        __m256i w0 = _mm256_loadu_si256((const __m256i *)(d + i)), w1 = _mm256_loadu_si256((const __m256i *)(d + i + 8));
        _mm256_storeu_si256((__m256i *)(d + i), _mm256_add_epi32(scale8(w0, s), add));
        _mm256_storeu_si256((__m256i *)(d + i + 8), _mm256_add_epi32(scale8(w1, s), add));
    }
    if (i + 8 <= count) {
        __m256i w = _mm256_loadu_si256((const __m256i *)(d + i));
        _mm256_storeu_si256((__m256i *)(d + i), _mm256_add_epi32(scale8(w, s), add));
        i += 8;
    }
    // The last one to seven pixels: four in a 128-bit step, then one at a time (masked stores are slow
    // on some CPUs, and a run's last pixels cannot be composited twice).
    if (i + 4 <= count) {
        __m128i w = _mm_loadu_si128((const __m128i *)(d + i));
        _mm_storeu_si128((__m128i *)(d + i), _mm_add_epi32(_mm256_castsi256_si128(scale8(_mm256_castsi128_si256(w), s)),
                                                          _mm256_castsi256_si128(add)));
        i += 4;
    }
    for (; i < count; i++) d[i] = src + rk_scale(d[i], ia);
}

RK_AVX2 void rk_over_solid_avx2(uint32_t *d, size_t count, uint32_t src) { over_solid(d, count, src); }

/// The widest row span rk_over_solid_rows_avx2 lays out per pixel (two tables of this many pixels on
/// the stack); wider spans go run by run.
enum { RK_ROW_SPAN_MAX = 1024 };

RK_AVX2 void rk_over_solid_rows_avx2(uint32_t *d, ptrdiff_t stride, size_t rows, const uint32_t *starts, const uint32_t *counts,
                                     const uint32_t *sources, size_t runs) {
    if (rows == 0 || runs == 0) return;
    size_t lo;
    size_t n = rk_runs_span(starts, counts, runs, &lo);
    if (n < 8 || n > RK_ROW_SPAN_MAX) {
        for (size_t r = 0; r < rows; r++, d += stride)
            for (size_t k = 0; k < runs; k++) over_solid(d + starts[k], counts[k], sources[k]);
        return;
    }
    // Every row is the same runs, so the row span is laid out once per pixel: the source and the
    // factor 255 − its alpha (both 16-bit lanes), and 0 and 255 between runs (0 + d·255/255 = d: the
    // pixel is written back unchanged). Then each row is whole 8-pixel blocks with no tails: the last
    // block ends at the span's end, its lanes that the block before it covered made unchanged too.
    uint32_t src[RK_ROW_SPAN_MAX], fac[RK_ROW_SPAN_MAX], lastSrc[8], lastFac[8];
    const uint32_t keep = 255u | (255u << 16);
    for (size_t i = 0; i < n; i++) { src[i] = 0; fac[i] = keep; }
    for (size_t k = 0; k < runs; k++) {
        uint32_t ia = 255 - (sources[k] >> 24);
        for (size_t i = starts[k] - lo; i < starts[k] - lo + counts[k]; i++) { src[i] = sources[k]; fac[i] = ia | (ia << 16); }
    }
    size_t whole = n & ~(size_t)7, last = n - 8, done = whole - last;   // lanes of the last block already done
    for (size_t i = 0; i < 8; i++) {
        lastSrc[i] = i < done ? 0 : src[last + i];
        lastFac[i] = i < done ? keep : fac[last + i];
    }
    const __m256i ls = _mm256_loadu_si256((const __m256i *)lastSrc), lf = _mm256_loadu_si256((const __m256i *)lastFac);
    d += lo;
    for (size_t r = 0; r < rows; r++, d += stride) {
        // The row two below, fetched ahead (a shape's rows are a stride apart: no sequential prefetch).
        if (r + 2 < rows) rk_prefetch_for_write(d + 2 * stride, 4 * (n < 512 ? n : 512));
        for (size_t b = 0; b < whole; b += 8) {
            __m256i w = _mm256_loadu_si256((const __m256i *)(d + b));
            __m256i f = _mm256_loadu_si256((const __m256i *)(fac + b)), sv = _mm256_loadu_si256((const __m256i *)(src + b));
            _mm256_storeu_si256((__m256i *)(d + b), _mm256_add_epi32(scale8(w, f), sv));
        }
        if (whole < n) {
            __m256i w = _mm256_loadu_si256((const __m256i *)(d + last));
            _mm256_storeu_si256((__m256i *)(d + last), _mm256_add_epi32(scale8(w, lf), ls));
        }
    }
}

/// Eight coverage bytes (c8's, lane 0 in the low byte) times opacity/255 (rounded), each in both
/// 16-bit lanes of its pixel.
RK_AVX2 static inline __m256i coverage8(uint64_t c8, __m256i op) {
    const __m256i half = _mm256_set1_epi16(0x80), k = _mm256_set1_epi16(0x0101);
    __m256i v = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)c8));
    v = _mm256_or_si256(v, _mm256_slli_epi32(v, 16));
    return _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(v, op), half), k);
}

/// d[0..<8] = s + d·ia/255 per channel: source-over of eight scaled sources, ia their 255 − alpha in
/// both lanes.
RK_AVX2 static inline void over8(uint32_t *d, __m256i s, __m256i ia) {
    __m256i w = _mm256_loadu_si256((const __m256i *)d);
    _mm256_storeu_si256((__m256i *)d, _mm256_add_epi32(s, scale8(w, ia)));
}

/// Source-over of srcv (eight source pixels) times c8's bytes·opacity/255 onto d[0..<8]; a lane of
/// coverage 0 leaves its pixel as it is (0 + x·255/255 = x exactly).
RK_AVX2 static inline void over_coverage8(uint32_t *d, uint64_t c8, __m256i srcv, __m256i op) {
    const __m256i full = _mm256_set1_epi32(255);
    __m256i s = scale8(srcv, coverage8(c8, op));
    __m256i ia = _mm256_sub_epi32(full, _mm256_srli_epi32(s, 24));
    over8(d, s, _mm256_or_si256(ia, _mm256_slli_epi32(ia, 16)));
}

RK_AVX2 void rk_over_coverage_avx2(uint32_t *d, const uint8_t *coverage, size_t count, uint32_t src, uint32_t opacity) {
    if (count < 8) {
        // One to seven pixels: the SSE2 loop (four per step, then one by one). Through an eight-pixel
        // buffer instead, its narrow stores and wide load stall store forwarding, and masked stores
        // are slow on some CPUs.
        rk_over_coverage_sse2(d, coverage, count, src, opacity);
        return;
    }
    const __m256i op = _mm256_set1_epi16((short)opacity), srcv = _mm256_set1_epi32((int)src);
    // A block wholly covered (a shape's inside) takes the source scaled once, as a solid run would.
    const uint32_t fullSrc = rk_scale(src, rk_mul255(255, opacity)), fullIa = 255 - (fullSrc >> 24);
    const __m256i fs = _mm256_set1_epi32((int)fullSrc), fia = _mm256_set1_epi16((short)fullIa);
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t c8;
        memcpy(&c8, coverage + i, 8);
        if (c8 == 0) continue;
        if (c8 == ~(uint64_t)0) over8(d + i, fs, fia);
        else over_coverage8(d + i, c8, srcv, op);
    }
    // The last one to three pixels one by one; four to seven: the block that ends at the row's end,
    // its lanes that the loop already did given coverage 0 (left as they are). No masked stores.
    if (count - i < 4) {
        for (; i < count; i++)
            if (coverage[i] != 0) d[i] = rk_over_covered(src, rk_mul255(coverage[i], opacity), d[i]);
    } else if (i < count) {
        size_t last = count - 8, done = i - last;
        uint64_t c8;
        memcpy(&c8, coverage + last, 8);
        c8 &= ~(uint64_t)0 << (8 * done);
        if (c8 != 0) over_coverage8(d + last, c8, srcv, op);
    }
}

RK_AVX2 void rk_layer_mix_avx2(uint32_t *out, const uint32_t *below, const uint32_t *src, size_t count, uint32_t alpha,
                               int stream) {
    const __m256i full = _mm256_set1_epi32(255), av = _mm256_set1_epi16((short)alpha), zero = _mm256_setzero_si256();
    const __m256i tv = _mm256_set1_epi16((short)(alpha + (alpha >> 7))), opaque = _mm256_set1_epi32((int)0xFF000000u);
    size_t i = 0;
    if (stream) {
        // Streaming stores need 32-byte aligned addresses: the first pixels up to one go the usual way.
        size_t head = (size_t)((32 - ((uintptr_t)out & 31)) & 31) / 4;
        if (((uintptr_t)out & 3) != 0 || head > count) head = count;
        rk_layer_mix_sse2(out, below, src, head, alpha, 0);
        i = head;
    }
    for (; i + 8 <= count; i += 8) {
        __m256i p = _mm256_loadu_si256((const __m256i *)(src + i)), w = _mm256_loadu_si256((const __m256i *)(below + i));
        __m256i over;
        if (_mm256_testc_si256(p, opaque)) {
            // Eight opaque sources (a blurred backdrop's every pixel): the mix toward them alone.
            over = alpha == 255 ? p : lerp8(w, p, tv, zero);
        } else {
            __m256i s = alpha == 255 ? p : scale8(p, av);
            __m256i ia = _mm256_sub_epi32(full, _mm256_srli_epi32(s, 24));
            ia = _mm256_or_si256(ia, _mm256_slli_epi32(ia, 16));
            over = _mm256_add_epi32(s, scale8(w, ia));
            if (alpha != 255) {
                // Opaque sources: the mix toward them instead.
                __m256i isOpaque = _mm256_cmpeq_epi32(_mm256_and_si256(p, opaque), opaque);
                over = _mm256_blendv_epi8(over, lerp8(w, p, tv, zero), isOpaque);
            }
        }
        if (stream) _mm256_stream_si256((__m256i *)(out + i), over);
        else _mm256_storeu_si256((__m256i *)(out + i), over);
    }
    rk_layer_mix_sse2(out + i, below + i, src + i, count - i, alpha, 0);
}

RK_AVX2 void rk_layer_over_avx2(uint32_t *d, const uint32_t *src, size_t count, uint32_t alpha) {
    rk_layer_mix_avx2(d, d, src, count, alpha, 0);
}

RK_AVX2 void rk_lerp_rows_avx2(uint32_t *out, const uint32_t *a, const uint32_t *b, size_t count, uint32_t t, int rounded) {
    const __m256i w = _mm256_set1_epi16((short)t), r = _mm256_set1_epi16(rounded ? 0x80 : 0);
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(a + i)), y = _mm256_loadu_si256((const __m256i *)(b + i));
        _mm256_storeu_si256((__m256i *)(out + i), lerp8(x, y, w, r));
    }
    rk_lerp_rows_sse2(out + i, a + i, b + i, count - i, t, rounded);
}

/// src[base + idx[k]] for eight idx in 0...15: two loads of eight pixels and a permute of each (vpermd
/// uses an index's low three bits), the second's lanes taken where idx > 7.
RK_AVX2 static inline __m256i window16(const uint32_t *base, __m256i idx) {
    __m256i lo = _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)base), idx);
    __m256i hi = _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)(base + 8)), idx);
    return _mm256_blendv_epi8(lo, hi, _mm256_cmpgt_epi32(idx, _mm256_set1_epi32(7)));
}

RK_AVX2 void rk_gather_mix_avx2(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                                const uint16_t *lanes, size_t count) {
    const __m256i r = _mm256_setzero_si256();
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i l = _mm256_loadu_si256((const __m256i *)(left + i)), rt = _mm256_loadu_si256((const __m256i *)(right + i));
        __m256i p, q;
        // Eight columns whose sources all lie in the 16 pixels from the first one's (an image scaled by
        // up to about two, the usual case) come from two plain loads; gathers (slow on some CPUs) only
        // otherwise. An index outside base...base + 15 has a bit outside the low four after the subtraction.
        int32_t base = left[i] < right[i] ? left[i] : right[i];
        __m256i bv = _mm256_set1_epi32(base);
        __m256i li = _mm256_sub_epi32(l, bv), ri = _mm256_sub_epi32(rt, bv);
        if (base >= 0 && (size_t)base + 16 <= src_count &&
            _mm256_testz_si256(_mm256_or_si256(li, ri), _mm256_set1_epi32(~15))) {
            p = window16(src + base, li);
            q = window16(src + base, ri);
        } else {
            p = _mm256_i32gather_epi32((const int *)src, l, 4);
            q = _mm256_i32gather_epi32((const int *)src, rt, 4);
        }
        __m256i w = _mm256_loadu_si256((const __m256i *)(lanes + 2 * i));
        _mm256_storeu_si256((__m256i *)(out + i), lerp8(p, q, w, r));
    }
    rk_gather_mix_sse2(out + i, src, src_count, left + i, right + i, lanes + 2 * i, count - i);
}

RK_AVX2 void rk_gather_mix_planned_avx2(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                                        const uint16_t *lanes, const int32_t *bases, const int32_t *rel, size_t count) {
    const __m256i r = _mm256_setzero_si256();
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        int32_t base = bases[i / 8];
        __m256i p, q;
        if (base >= 0) {
            // The block's window and its columns' places in it, from the plan: each place permutes
            // both halves (vpermd reads its low three bits) and its sign bit picks the half (no
            // index arithmetic, widening or comparison per row).
            __m256i lo = _mm256_loadu_si256((const __m256i *)(src + base)), hi = _mm256_loadu_si256((const __m256i *)(src + base + 8));
            __m256i lp = _mm256_loadu_si256((const __m256i *)(rel + 2 * i)), rp = _mm256_loadu_si256((const __m256i *)(rel + 2 * i + 8));
            p = _mm256_castps_si256(_mm256_blendv_ps(_mm256_castsi256_ps(_mm256_permutevar8x32_epi32(lo, lp)),
                                                     _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(hi, lp)), _mm256_castsi256_ps(lp)));
            q = _mm256_castps_si256(_mm256_blendv_ps(_mm256_castsi256_ps(_mm256_permutevar8x32_epi32(lo, rp)),
                                                     _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(hi, rp)), _mm256_castsi256_ps(rp)));
        } else {
            p = _mm256_i32gather_epi32((const int *)src, _mm256_loadu_si256((const __m256i *)(left + i)), 4);
            q = _mm256_i32gather_epi32((const int *)src, _mm256_loadu_si256((const __m256i *)(right + i)), 4);
        }
        __m256i w = _mm256_loadu_si256((const __m256i *)(lanes + 2 * i));
        _mm256_storeu_si256((__m256i *)(out + i), lerp8(p, q, w, r));
    }
    rk_gather_mix_sse2(out + i, src, src_count, left + i, right + i, lanes + 2 * i, count - i);
}

RK_AVX2 void rk_expand4_avx2(uint32_t *out, const uint32_t *src, size_t pairs, const uint16_t weights[4]) {
    // Sixteen outputs (four pairs) per step, as the AVX-512 loop: src[a...a+3] and src[a+1...a+4] each
    // loaded once and spread over four lanes a pixel (two vectors of two pixels), the weights repeated.
    const __m256i spreadLo = _mm256_set_epi32(1, 1, 1, 1, 0, 0, 0, 0), spreadHi = _mm256_set_epi32(3, 3, 3, 3, 2, 2, 2, 2);
    const __m256i w = _mm256_set_epi32(weights[3] * 0x10001, weights[2] * 0x10001, weights[1] * 0x10001, weights[0] * 0x10001,
                                       weights[3] * 0x10001, weights[2] * 0x10001, weights[1] * 0x10001, weights[0] * 0x10001);
    const __m256i r = _mm256_set1_epi16(0x80);
    size_t a = 0;
    for (; a + 4 <= pairs; a += 4) {
        __m256i p = _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(src + a)));
        __m256i q = _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(src + a + 1)));
        _mm256_storeu_si256((__m256i *)(out + 4 * a),
                            lerp8(_mm256_permutevar8x32_epi32(p, spreadLo), _mm256_permutevar8x32_epi32(q, spreadLo), w, r));
        _mm256_storeu_si256((__m256i *)(out + 4 * a + 8),
                            lerp8(_mm256_permutevar8x32_epi32(p, spreadHi), _mm256_permutevar8x32_epi32(q, spreadHi), w, r));
    }
    rk_expand4_c(out + 4 * a, src + a, pairs - a, weights);
}

#else
// No AVX2 on this architecture: never selected; the SSE2 (or portable) loops stand in.
void rk_over_solid_avx2(uint32_t *d, size_t count, uint32_t src) { rk_over_solid_sse2(d, count, src); }
void rk_over_solid_rows_avx2(uint32_t *d, ptrdiff_t stride, size_t rows, const uint32_t *starts, const uint32_t *counts,
                             const uint32_t *sources, size_t runs) {
    rk_over_solid_rows_sse2(d, stride, rows, starts, counts, sources, runs);
}
void rk_over_coverage_avx2(uint32_t *d, const uint8_t *coverage, size_t count, uint32_t src, uint32_t opacity) {
    rk_over_coverage_sse2(d, coverage, count, src, opacity);
}
void rk_layer_over_avx2(uint32_t *d, const uint32_t *src, size_t count, uint32_t alpha) {
    rk_layer_over_sse2(d, src, count, alpha);
}
void rk_layer_mix_avx2(uint32_t *out, const uint32_t *below, const uint32_t *src, size_t count, uint32_t alpha, int stream) {
    rk_layer_mix_sse2(out, below, src, count, alpha, stream);
}
void rk_lerp_rows_avx2(uint32_t *out, const uint32_t *a, const uint32_t *b, size_t count, uint32_t t, int rounded) {
    rk_lerp_rows_sse2(out, a, b, count, t, rounded);
}
void rk_gather_mix_avx2(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                        const uint16_t *lanes, size_t count) {
    rk_gather_mix_sse2(out, src, src_count, left, right, lanes, count);
}
void rk_expand4_avx2(uint32_t *out, const uint32_t *src, size_t pairs, const uint16_t weights[4]) {
    rk_expand4_c(out, src, pairs, weights);
}
void rk_gather_mix_planned_avx2(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                                const uint16_t *lanes, const int32_t *bases, const int32_t *rel, size_t count) {
    (void)bases;
    (void)rel;
    rk_gather_mix_sse2(out, src, src_count, left, right, lanes, count);
}
#endif
