// The AVX-512 variants (F, BW, VL): resampling an image row (rk_gather_mix, where a two-register
// permute replaces AVX2's two permutes and a blend per side), mixing two rows (rk_lerp_rows, whose
// last pixels take one masked step), a solid fill's plain rows, and a blur's 4x horizontal upsample. Each function carries __attribute__((target(...))), so the file needs no compiler
// flag; they run only when rk_has_avx512() found the three extensions (kernels_dispatch.c).
#include "raster_kernels.h"
#include "kernels_scalar.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>

#define RK_AVX512 __attribute__((target("avx512f,avx512bw,avx512vl")))

/// Mix of sixteen pixel pairs: w holds each pixel's weight (0...256) for b in both lanes, r the
/// rounding (0 or 128 in each lane).
RK_AVX512 static inline __m512i lerp16(__m512i a, __m512i b, __m512i w, __m512i r) {
    const __m512i m = _mm512_set1_epi16(0x00FF);
    __m512i iw = _mm512_sub_epi16(_mm512_set1_epi16(256), w);
    __m512i rb = _mm512_add_epi16(_mm512_add_epi16(_mm512_mullo_epi16(_mm512_and_si512(a, m), iw),
                                                   _mm512_mullo_epi16(_mm512_and_si512(b, m), w)), r);
    __m512i ag = _mm512_add_epi16(_mm512_add_epi16(_mm512_mullo_epi16(_mm512_srli_epi16(a, 8), iw),
                                                   _mm512_mullo_epi16(_mm512_srli_epi16(b, 8), w)), r);
    return _mm512_or_si512(_mm512_srli_epi16(rb, 8), _mm512_andnot_si512(m, ag));
}

/// Every channel of sixteen pixels times s/255, rounded exactly (s: each pixel's factor in both lanes).
RK_AVX512 static inline __m512i scale16(__m512i w, __m512i s) {
    const __m512i m = _mm512_set1_epi16(0x00FF), half = _mm512_set1_epi16(0x80), k = _mm512_set1_epi16(0x0101);
    __m512i rb = _mm512_and_si512(w, m), ag = _mm512_srli_epi16(w, 8);
    rb = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(rb, s), half), k);
    ag = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(ag, s), half), k);
    return _mm512_or_si512(rb, _mm512_slli_epi16(ag, 8));
}

/// The widest row span rk_over_solid_rows_avx512 lays out per pixel; wider spans go to the AVX2 loop.
enum { RK_ROW_SPAN_MAX_512 = 1024 };

RK_AVX512 void rk_over_solid_rows_avx512(uint32_t *d, ptrdiff_t stride, size_t rows, const uint32_t *starts, const uint32_t *counts,
                                         const uint32_t *sources, size_t runs) {
    if (rows == 0 || runs == 0) return;
    size_t lo;
    size_t n = rk_runs_span(starts, counts, runs, &lo);
    if (n < 16 || n > RK_ROW_SPAN_MAX_512) {
        rk_over_solid_rows_avx2(d, stride, rows, starts, counts, sources, runs);
        return;
    }
    // As the AVX2 loop: the span laid out once per pixel (source, and 255 − its alpha in both lanes; 0
    // and 255 between runs, which leave a pixel as it is), then each row in 16-pixel steps, the last
    // one to fifteen pixels in one masked step.
    uint32_t src[RK_ROW_SPAN_MAX_512], fac[RK_ROW_SPAN_MAX_512];
    const uint32_t keep = 255u | (255u << 16);
    for (size_t i = 0; i < n; i++) { src[i] = 0; fac[i] = keep; }
    for (size_t k = 0; k < runs; k++) {
        uint32_t ia = 255 - (sources[k] >> 24);
        for (size_t i = starts[k] - lo; i < starts[k] - lo + counts[k]; i++) { src[i] = sources[k]; fac[i] = ia | (ia << 16); }
    }
    size_t whole = n & ~(size_t)15;
    __mmask16 tail = (__mmask16)((1u << (n - whole)) - 1);
    __m512i ts = _mm512_maskz_loadu_epi32(tail, (const void *)(src + whole)), tf = _mm512_maskz_loadu_epi32(tail, (const void *)(fac + whole));
    d += lo;
    for (size_t r = 0; r < rows; r++, d += stride) {
        // The row two below, fetched ahead (a shape's rows are a stride apart: no sequential prefetch).
        if (r + 2 < rows) rk_prefetch_for_write(d + 2 * stride, 4 * (n < 512 ? n : 512));
        for (size_t b = 0; b < whole; b += 16) {
            __m512i w = _mm512_loadu_si512((const void *)(d + b));
            __m512i f = _mm512_loadu_si512((const void *)(fac + b)), sv = _mm512_loadu_si512((const void *)(src + b));
            _mm512_storeu_si512((void *)(d + b), _mm512_add_epi32(scale16(w, f), sv));
        }
        if (tail) {
            __m512i w = _mm512_maskz_loadu_epi32(tail, (const void *)(d + whole));
            _mm512_mask_storeu_epi32((void *)(d + whole), tail, _mm512_add_epi32(scale16(w, tf), ts));
        }
    }
}

/// Sixteen coverage bytes (c's) times opacity/255 (rounded), each in both 16-bit lanes of its pixel.
RK_AVX512 static inline __m512i coverage16(__m128i c, __m512i op) {
    const __m512i half = _mm512_set1_epi16(0x80), k = _mm512_set1_epi16(0x0101);
    __m512i v = _mm512_cvtepu8_epi32(c);
    v = _mm512_or_si512(v, _mm512_slli_epi32(v, 16));
    return _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(v, op), half), k);
}

/// Sixteen pixels w with srcv times c's bytes·opacity/255 composited source-over (coverage 0 leaves a
/// pixel as it is: 0 + x·255/255 = x exactly).
RK_AVX512 static inline __m512i over_coverage16(__m512i w, __m128i c, __m512i srcv, __m512i op) {
    const __m512i full = _mm512_set1_epi32(255);
    __m512i s = scale16(srcv, coverage16(c, op));
    __m512i ia = _mm512_sub_epi32(full, _mm512_srli_epi32(s, 24));
    return _mm512_add_epi32(s, scale16(w, _mm512_or_si512(ia, _mm512_slli_epi32(ia, 16))));
}

RK_AVX512 void rk_over_coverage_avx512(uint32_t *d, const uint8_t *coverage, size_t count, uint32_t src, uint32_t opacity) {
    // Under sixteen pixels the AVX2 loop. Otherwise as it, sixteen pixels a step: a block of coverage 0
    // skipped, a wholly covered one (a shape's inside) with the source scaled once (fs, and fia its
    // 255 − alpha); the last one to fifteen pixels in one masked step (masked 512-bit loads and stores
    // are fast here, unlike AVX2's).
    if (count < 16) {
        rk_over_coverage_avx2(d, coverage, count, src, opacity);
        return;
    }
    const __m128i ones = _mm_set1_epi8((char)0xFF);
    const uint32_t full = rk_scale(src, rk_mul255(255, opacity));
    const __m512i fs = _mm512_set1_epi32((int)full), fia = _mm512_set1_epi16((short)(255 - (full >> 24)));
    const __m512i op = _mm512_set1_epi16((short)opacity), srcv = _mm512_set1_epi32((int)src);
    size_t i = 0;
    for (; i + 16 <= count; i += 16) {
        __m128i c = _mm_loadu_si128((const __m128i *)(coverage + i));
        if (_mm_testz_si128(c, c)) continue;
        __m512i w = _mm512_loadu_si512((const void *)(d + i));
        w = _mm_test_all_ones(_mm_cmpeq_epi8(c, ones)) ? _mm512_add_epi32(fs, scale16(w, fia)) : over_coverage16(w, c, srcv, op);
        _mm512_storeu_si512((void *)(d + i), w);
    }
    if (i < count) {
        __mmask16 tail = (__mmask16)((1u << (count - i)) - 1);
        __m128i c = _mm_maskz_loadu_epi8(tail, (const void *)(coverage + i));
        if (!_mm_testz_si128(c, c)) {
            __m512i w = _mm512_maskz_loadu_epi32(tail, (const void *)(d + i));
            _mm512_mask_storeu_epi32((void *)(d + i), tail, over_coverage16(w, c, srcv, op));
        }
    }
}

RK_AVX512 void rk_lerp_rows_avx512(uint32_t *out, const uint32_t *a, const uint32_t *b, size_t count, uint32_t t, int rounded) {
    const __m512i w = _mm512_set1_epi16((short)t), r = _mm512_set1_epi16(rounded ? 0x80 : 0);
    size_t i = 0;
    for (; i + 16 <= count; i += 16) {
        __m512i x = _mm512_loadu_si512((const void *)(a + i)), y = _mm512_loadu_si512((const void *)(b + i));
        _mm512_storeu_si512((void *)(out + i), lerp16(x, y, w, r));
    }
    // The last one to fifteen pixels: masked loads and a masked store (no scalar tail; fast here, unlike
    // AVX2's masked moves).
    if (i < count) {
        __mmask16 k = (__mmask16)((1u << (count - i)) - 1);
        __m512i x = _mm512_maskz_loadu_epi32(k, (const void *)(a + i)), y = _mm512_maskz_loadu_epi32(k, (const void *)(b + i));
        _mm512_mask_storeu_epi32((void *)(out + i), k, lerp16(x, y, w, r));
    }
}

RK_AVX512 void rk_gather_mix_avx512(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                                    const uint16_t *lanes, size_t count) {
    size_t i = 0;
    for (; i + 16 <= count; i += 16) {
        __m512i l = _mm512_loadu_si512((const void *)(left + i)), rt = _mm512_loadu_si512((const void *)(right + i));
        __m512i p, q;
        // Sixteen columns whose sources all lie in the 32 pixels from the first one's (an image scaled by
        // up to about two) come from two plain loads and one two-register permute per side (vpermt2d);
        // gathers only otherwise. An index outside base...base + 31 has a bit outside the low five
        // after the subtraction.
        int32_t base = left[i] < right[i] ? left[i] : right[i];
        __m512i bv = _mm512_set1_epi32(base);
        __m512i li = _mm512_sub_epi32(l, bv), ri = _mm512_sub_epi32(rt, bv);
        if (base >= 0 && (size_t)base + 32 <= src_count &&
            _mm512_test_epi32_mask(_mm512_or_si512(li, ri), _mm512_set1_epi32(~31)) == 0) {
            __m512i lo = _mm512_loadu_si512((const void *)(src + base)), hi = _mm512_loadu_si512((const void *)(src + base + 16));
            p = _mm512_permutex2var_epi32(lo, li, hi);
            q = _mm512_permutex2var_epi32(lo, ri, hi);
        } else {
            p = _mm512_i32gather_epi32(l, (const void *)src, 4);
            q = _mm512_i32gather_epi32(rt, (const void *)src, 4);
        }
        __m512i w = _mm512_loadu_si512((const void *)(lanes + 2 * i));
        _mm512_storeu_si512((void *)(out + i), lerp16(p, q, w, _mm512_setzero_si512()));
    }
    // The last one to fifteen columns: the AVX2 loop (eight per step, then SSE2).
    rk_gather_mix_avx2(out + i, src, src_count, left + i, right + i, lanes + 2 * i, count - i);
}

RK_AVX512 void rk_expand4_avx512(uint32_t *out, const uint32_t *src, size_t pairs, const uint16_t weights[4]) {
    // Sixteen outputs (four pairs) per step: each of src[a...a+3] and src[a+1...a+4] spread over four
    // lanes, the four weights repeated.
    const __m512i spread = _mm512_set_epi32(3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0);
    const __m512i w = _mm512_set_epi32(weights[3] * 0x10001, weights[2] * 0x10001, weights[1] * 0x10001, weights[0] * 0x10001,
                                       weights[3] * 0x10001, weights[2] * 0x10001, weights[1] * 0x10001, weights[0] * 0x10001,
                                       weights[3] * 0x10001, weights[2] * 0x10001, weights[1] * 0x10001, weights[0] * 0x10001,
                                       weights[3] * 0x10001, weights[2] * 0x10001, weights[1] * 0x10001, weights[0] * 0x10001);
    const __m512i r = _mm512_set1_epi16(0x80);
    size_t a = 0;
    for (; a + 4 <= pairs; a += 4) {
        __m512i p = _mm512_permutexvar_epi32(spread, _mm512_castsi128_si512(_mm_loadu_si128((const __m128i *)(src + a))));
        __m512i q = _mm512_permutexvar_epi32(spread, _mm512_castsi128_si512(_mm_loadu_si128((const __m128i *)(src + a + 1))));
        _mm512_storeu_si512((void *)(out + 4 * a), lerp16(p, q, w, r));
    }
    rk_expand4_c(out + 4 * a, src + a, pairs - a, weights);
}

#else
// No AVX-512 on this architecture: never selected; the AVX2 entries (themselves stand-ins there) serve.
void rk_expand4_avx512(uint32_t *out, const uint32_t *src, size_t pairs, const uint16_t weights[4]) {
    rk_expand4_c(out, src, pairs, weights);
}
void rk_over_solid_rows_avx512(uint32_t *d, ptrdiff_t stride, size_t rows, const uint32_t *starts, const uint32_t *counts,
                               const uint32_t *sources, size_t runs) {
    rk_over_solid_rows_avx2(d, stride, rows, starts, counts, sources, runs);
}
void rk_lerp_rows_avx512(uint32_t *out, const uint32_t *a, const uint32_t *b, size_t count, uint32_t t, int rounded) {
    rk_lerp_rows_avx2(out, a, b, count, t, rounded);
}
void rk_over_coverage_avx512(uint32_t *d, const uint8_t *coverage, size_t count, uint32_t src, uint32_t opacity) {
    rk_over_coverage_avx2(d, coverage, count, src, opacity);
}
void rk_gather_mix_avx512(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                          const uint16_t *lanes, size_t count) {
    rk_gather_mix_avx2(out, src, src_count, left, right, lanes, count);
}
#endif
