// The AVX-512 (F, BW, VL) words of the kernels' vector vocabulary (kernels_body.h): sixteen pixels in
// a 512-bit register, and masked loads and stores for a row's last pixels (fast here, unlike AVX2's).
#ifndef RASTER_KERNELS_SIMD_H
#define RASTER_KERNELS_SIMD_H
#include <stdint.h>
#include <string.h>

#define RK_NAME(f) rk_##f##_avx512
#define RK_NARROWER(f) rk_##f##_avx2

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define RK_VECTOR 1
#include <immintrin.h>
#define RK_FN __attribute__((target("avx512f,avx512bw,avx512vl")))
#define RK_W 16
#define RK_MASKED_TAILS 1
typedef __m512i rk_v;

#define v_load(p) _mm512_loadu_si512((const void *)(p))
#define v_store(p, v) _mm512_storeu_si512((void *)(p), v)
#define v_stream(p, v) _mm512_stream_si512((void *)(p), v)
#define v_set32(x) _mm512_set1_epi32((int)(x))
#define v_set16(x) _mm512_set1_epi16((short)(x))
#define v_zero() _mm512_setzero_si512()
#define v_add32 _mm512_add_epi32
#define v_sub32 _mm512_sub_epi32
#define v_add16 _mm512_add_epi16
#define v_sub16 _mm512_sub_epi16
#define v_mullo16 _mm512_mullo_epi16
#define v_mulhi16 _mm512_mulhi_epu16
#define v_and _mm512_and_si512
#define v_andnot _mm512_andnot_si512
#define v_or _mm512_or_si512
#define v_srli16 _mm512_srli_epi16
#define v_slli16 _mm512_slli_epi16
#define v_srli32 _mm512_srli_epi32
#define v_slli32 _mm512_slli_epi32
/// Which lanes a comparison found equal: a mask register.
typedef __mmask16 rk_sel;
#define v_eq32(a, b) _mm512_cmpeq_epi32_mask(a, b)
#define v_select(sel, a, b) _mm512_mask_blend_epi32(sel, a, b)
#define v_all_set(p, bits) (_mm512_cmpeq_epi32_mask(_mm512_and_si512(p, bits), bits) == 0xFFFF)

/// The first n (< 16) lanes.
typedef __mmask16 rk_mask;
#define v_mask(n) ((__mmask16)((1u << (n)) - 1))
#define v_load_mask(k, p) _mm512_maskz_loadu_epi32(k, (const void *)(p))
#define v_store_mask(p, k, v) _mm512_mask_storeu_epi32((void *)(p), k, v)

typedef __m128i rk_cov;
#define v_cov_load(c) _mm_loadu_si128((const __m128i *)(const void *)(c))
#define v_cov_load_mask(k, c) _mm_maskz_loadu_epi8(k, (const void *)(c))
#define v_cov_none(c) _mm_testz_si128(c, c)
#define v_cov_full(c) _mm_test_all_ones(_mm_cmpeq_epi8(c, _mm_set1_epi8((char)0xFF)))
#define v_cov_widen(c) _mm512_cvtepu8_epi32(c)

/// The sources of sixteen columns. Columns whose sources all lie in the 32 pixels from the first
/// one's (an image scaled by up to about two) come from two plain loads and one two-register permute
/// per side (vpermt2d); gathers only otherwise.
RK_FN static inline void v_fetch_pairs(const uint32_t *src, size_t src_count, const int32_t *l, const int32_t *r, rk_v *p, rk_v *q) {
    rk_v lv = v_load(l), rv = v_load(r);
    int32_t base = l[0] < r[0] ? l[0] : r[0];
    rk_v bv = _mm512_set1_epi32(base), li = _mm512_sub_epi32(lv, bv), ri = _mm512_sub_epi32(rv, bv);
    if (base >= 0 && (size_t)base + 32 <= src_count && _mm512_test_epi32_mask(_mm512_or_si512(li, ri), _mm512_set1_epi32(~31)) == 0) {
        rk_v lo = v_load(src + base), hi = v_load(src + base + 16);
        *p = _mm512_permutex2var_epi32(lo, li, hi);
        *q = _mm512_permutex2var_epi32(lo, ri, hi);
    } else {
        *p = _mm512_i32gather_epi32(lv, (const void *)src, 4);
        *q = _mm512_i32gather_epi32(rv, (const void *)src, 4);
    }
}

RK_FN static inline rk_v v_spread4(const uint32_t *src) {
    return _mm512_permutexvar_epi32(_mm512_set_epi32(3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0),
                                    _mm512_castsi128_si512(_mm_loadu_si128((const __m128i *)(const void *)src)));
}
RK_FN static inline rk_v v_weights4(const uint16_t w[4]) {
    return _mm512_broadcast_i32x4(
        _mm_set_epi32((int)(w[3] * 0x10001u), (int)(w[2] * 0x10001u), (int)(w[1] * 0x10001u), (int)(w[0] * 0x10001u)));
}
#else
#define RK_VECTOR 0
#endif
#endif
