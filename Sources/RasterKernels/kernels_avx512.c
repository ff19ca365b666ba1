// The AVX-512 variants (F, BW, VL): resampling an image row (rk_gather_mix, where a two-register
// permute replaces AVX2's two permutes and a blend per side) and mixing two rows (rk_lerp_rows, whose
// last pixels take one masked step). Each function carries __attribute__((target(...))), so the file needs no compiler
// flag; they run only when rk_has_avx512() found the three extensions (kernels_dispatch.c).
#include "raster_kernels.h"

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

#else
// No AVX-512 on this architecture: never selected; the AVX2 entries (themselves stand-ins there) serve.
void rk_lerp_rows_avx512(uint32_t *out, const uint32_t *a, const uint32_t *b, size_t count, uint32_t t, int rounded) {
    rk_lerp_rows_avx2(out, a, b, count, t, rounded);
}
void rk_gather_mix_avx512(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                          const uint16_t *lanes, size_t count) {
    rk_gather_mix_avx2(out, src, src_count, left, right, lanes, count);
}
#endif
