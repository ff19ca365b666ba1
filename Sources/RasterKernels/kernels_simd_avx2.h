// The AVX2 words of the kernels' vector vocabulary (kernels_body.h): eight pixels in a 256-bit
// register. Functions carry __attribute__((target("avx2"))), so the file needs no compiler flag.
#ifndef RASTER_KERNELS_SIMD_H
#define RASTER_KERNELS_SIMD_H
#include <stdint.h>
#include <string.h>

#define RK_NAME(f) rk_##f##_avx2
#define RK_NARROWER(f) rk_##f##_sse2

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define RK_VECTOR 1
#include <immintrin.h>
#define RK_FN __attribute__((target("avx2")))
#define RK_W 8
#define RK_MASKED_TAILS 0
typedef __m256i rk_v;
/// Which lanes a comparison found equal: all ones in those lanes.
typedef rk_v rk_sel;

#define v_load(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define v_store(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), v)
#define v_stream(p, v) _mm256_stream_si256((__m256i *)(void *)(p), v)
#define v_set32(x) _mm256_set1_epi32((int)(x))
#define v_set16(x) _mm256_set1_epi16((short)(x))
#define v_zero() _mm256_setzero_si256()
#define v_add32 _mm256_add_epi32
#define v_sub32 _mm256_sub_epi32
#define v_add16 _mm256_add_epi16
#define v_sub16 _mm256_sub_epi16
#define v_mullo16 _mm256_mullo_epi16
#define v_mulhi16 _mm256_mulhi_epu16
#define v_and _mm256_and_si256
#define v_andnot _mm256_andnot_si256
#define v_or _mm256_or_si256
#define v_srli16 _mm256_srli_epi16
#define v_slli16 _mm256_slli_epi16
#define v_srli32 _mm256_srli_epi32
#define v_slli32 _mm256_slli_epi32
#define v_eq32 _mm256_cmpeq_epi32
#define v_select(mask, a, b) _mm256_blendv_epi8(a, b, mask)
#define v_all_set(p, bits) _mm256_testc_si256(p, bits)

typedef uint64_t rk_cov;
RK_FN static inline rk_cov v_cov_load(const uint8_t *c) { uint64_t x; memcpy(&x, c, 8); return x; }
#define v_cov_none(c) ((c) == 0)
#define v_cov_full(c) ((c) == ~(uint64_t)0)
#define v_cov_drop(c, n) ((c) & (~(uint64_t)0 << (8 * (n))))
#define v_cov_widen(c) _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)(c)))

/// src[base + idx[k]] for eight idx in 0...15: two loads of eight pixels and a permute of each (vpermd
/// uses an index's low three bits), the second's lanes taken where idx > 7.
RK_FN static inline rk_v window16(const uint32_t *base, rk_v idx) {
    rk_v lo = _mm256_permutevar8x32_epi32(v_load(base), idx), hi = _mm256_permutevar8x32_epi32(v_load(base + 8), idx);
    return _mm256_blendv_epi8(lo, hi, _mm256_cmpgt_epi32(idx, _mm256_set1_epi32(7)));
}

/// The sources of eight columns. Columns whose sources all lie in the 16 pixels from the first one's
/// (an image scaled by up to about two, the usual case) come from two plain loads; gathers (slow on
/// some CPUs) only otherwise. An index outside base...base + 15 has a bit outside the low four after
/// the subtraction.
RK_FN static inline void v_fetch_pairs(const uint32_t *src, size_t src_count, const int32_t *l, const int32_t *r, rk_v *p, rk_v *q) {
    rk_v lv = v_load(l), rv = v_load(r);
    int32_t base = l[0] < r[0] ? l[0] : r[0];
    rk_v bv = _mm256_set1_epi32(base), li = _mm256_sub_epi32(lv, bv), ri = _mm256_sub_epi32(rv, bv);
    if (base >= 0 && (size_t)base + 16 <= src_count && _mm256_testz_si256(_mm256_or_si256(li, ri), _mm256_set1_epi32(~15))) {
        *p = window16(src + base, li);
        *q = window16(src + base, ri);
    } else {
        *p = _mm256_i32gather_epi32((const int *)src, lv, 4);
        *q = _mm256_i32gather_epi32((const int *)src, rv, 4);
    }
}

RK_FN static inline rk_v v_spread4(const uint32_t *src) {
    return _mm256_permutevar8x32_epi32(_mm256_castsi128_si256(_mm_loadl_epi64((const __m128i *)(const void *)src)),
                                       _mm256_set_epi32(1, 1, 1, 1, 0, 0, 0, 0));
}
RK_FN static inline rk_v v_weights4(const uint16_t w[4]) {
    return _mm256_broadcastsi128_si256(
        _mm_set_epi32((int)(w[3] * 0x10001u), (int)(w[2] * 0x10001u), (int)(w[1] * 0x10001u), (int)(w[0] * 0x10001u)));
}
#else
#define RK_VECTOR 0
#endif
#endif
