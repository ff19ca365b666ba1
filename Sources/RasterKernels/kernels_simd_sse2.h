// The SSE2 words of the kernels' vector vocabulary (kernels_body.h): four pixels in a 128-bit
// register. Baseline x86-64: no target attribute needed.
#ifndef RASTER_KERNELS_SIMD_H
#define RASTER_KERNELS_SIMD_H
#include <stdint.h>
#include <string.h>

#define RK_NAME(f) rk_##f##_sse2
/// The next narrower variant: where a short run or a tail goes.
#define RK_NARROWER(f) rk_##f##_c

#if defined(__x86_64__) || defined(__i386__)
#define RK_VECTOR 1
#include <emmintrin.h>
#define RK_FN
#define RK_W 4
#define RK_MASKED_TAILS 0
typedef __m128i rk_v;
/// Which lanes a comparison found equal: all ones in those lanes.
typedef rk_v rk_sel;

#define v_load(p) _mm_loadu_si128((const __m128i *)(const void *)(p))
#define v_store(p, v) _mm_storeu_si128((__m128i *)(void *)(p), v)
#define v_stream(p, v) _mm_stream_si128((__m128i *)(void *)(p), v)
#define v_set32(x) _mm_set1_epi32((int)(x))
#define v_set16(x) _mm_set1_epi16((short)(x))
#define v_zero() _mm_setzero_si128()
#define v_add32 _mm_add_epi32
#define v_sub32 _mm_sub_epi32
#define v_add16 _mm_add_epi16
#define v_sub16 _mm_sub_epi16
#define v_mullo16 _mm_mullo_epi16
#define v_mulhi16 _mm_mulhi_epu16
#define v_and _mm_and_si128
#define v_andnot _mm_andnot_si128
#define v_or _mm_or_si128
#define v_srli16 _mm_srli_epi16
#define v_slli16 _mm_slli_epi16
#define v_srli32 _mm_srli_epi32
#define v_slli32 _mm_slli_epi32
#define v_eq32 _mm_cmpeq_epi32

/// b where mask's lanes are all ones, else a.
static inline rk_v v_select(rk_v mask, rk_v a, rk_v b) { return _mm_or_si128(_mm_and_si128(mask, b), _mm_andnot_si128(mask, a)); }
/// 1 when every bit set in `bits` is set in p.
static inline int v_all_set(rk_v p, rk_v bits) { return _mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(p, bits), bits)) == 0xFFFF; }

/// A block's coverage bytes, one per pixel.
typedef uint32_t rk_cov;
static inline rk_cov v_cov_load(const uint8_t *c) { uint32_t x; memcpy(&x, c, 4); return x; }
#define v_cov_none(c) ((c) == 0)
#define v_cov_full(c) ((c) == ~(uint32_t)0)
/// The block with its first n (< RK_W) bytes set to 0.
#define v_cov_drop(c, n) ((c) & (~(uint32_t)0 << (8 * (n))))
/// Each coverage byte in the low half of its pixel's 32-bit lane.
static inline rk_v v_cov_widen(rk_cov c) {
    return _mm_unpacklo_epi16(_mm_unpacklo_epi8(_mm_cvtsi32_si128((int)c), _mm_setzero_si128()), _mm_setzero_si128());
}

/// The sources of four columns of an image row: src[left[k]] into *p and src[right[k]] into *q.
static inline void v_fetch_pairs(const uint32_t *src, size_t src_count, const int32_t *l, const int32_t *r, rk_v *p, rk_v *q) {
    (void)src_count;   // every index is read as is
    *p = _mm_set_epi32((int)src[l[3]], (int)src[l[2]], (int)src[l[1]], (int)src[l[0]]);
    *q = _mm_set_epi32((int)src[r[3]], (int)src[r[2]], (int)src[r[1]], (int)src[r[0]]);
}

/// src[0...RK_W/4 − 1], each pixel in four lanes in a row.
static inline rk_v v_spread4(const uint32_t *src) { return _mm_set1_epi32((int)src[0]); }
/// The four weights (0...256) in both 16-bit halves of lanes 4k...4k+3.
static inline rk_v v_weights4(const uint16_t w[4]) {
    return _mm_set_epi32((int)(w[3] * 0x10001u), (int)(w[2] * 0x10001u), (int)(w[1] * 0x10001u), (int)(w[0] * 0x10001u));
}
#else
#define RK_VECTOR 0
#endif
#endif
