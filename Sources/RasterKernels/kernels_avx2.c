// The AVX2 variants: the kernels of kernels_body.h, eight pixels per step, and one kernel only AVX2
// has (an image row resampled with a plan made once per fill). Functions carry
// __attribute__((target("avx2"))), so the file needs no compiler flag and the package no unsafe flags;
// they run only when rk_level() found AVX2 (kernels_dispatch.c).
#include "kernels_simd_avx2.h"
#include "kernels_body.h"

#if RK_VECTOR
RK_FN void rk_gather_mix_planned_avx2(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                                      const uint16_t *lanes, const int32_t *bases, const int32_t *rel, size_t count) {
    const rk_v r = v_zero();
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        int32_t base = bases[i / 8];
        rk_v p, q;
        if (base >= 0) {
            // The block's window and its columns' places in it, from the plan: each place permutes
            // both halves (vpermd reads its low three bits) and its sign bit picks the half (no
            // index arithmetic, widening or comparison per row).
            rk_v lo = v_load(src + base), hi = v_load(src + base + 8);
            rk_v lp = v_load(rel + 2 * i), rp = v_load(rel + 2 * i + 8);
            p = _mm256_castps_si256(_mm256_blendv_ps(_mm256_castsi256_ps(_mm256_permutevar8x32_epi32(lo, lp)),
                                                     _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(hi, lp)), _mm256_castsi256_ps(lp)));
            q = _mm256_castps_si256(_mm256_blendv_ps(_mm256_castsi256_ps(_mm256_permutevar8x32_epi32(lo, rp)),
                                                     _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(hi, rp)), _mm256_castsi256_ps(rp)));
        } else {
            p = _mm256_i32gather_epi32((const int *)src, v_load(left + i), 4);
            q = _mm256_i32gather_epi32((const int *)src, v_load(right + i), 4);
        }
        v_store(out + i, v_lerp(p, q, v_load(lanes + 2 * i), r));
    }
    rk_gather_mix_sse2(out + i, src, src_count, left + i, right + i, lanes + 2 * i, count - i);
}
#else
void rk_gather_mix_planned_avx2(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                                const uint16_t *lanes, const int32_t *bases, const int32_t *rel, size_t count) {
    (void)bases;
    (void)rel;
    rk_gather_mix_sse2(out, src, src_count, left, right, lanes, count);
}
#endif
