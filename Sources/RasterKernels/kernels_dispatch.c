// The entry points: the best variant this CPU runs, found once per process.
#include "raster_kernels.h"
#include <stdlib.h>

/// -1 until the first call; then 2 (AVX2), 1 (SSE2) or 0. Racing first calls store the same value.
static int rk_cached_level = -1;

int rk_level(void) {
    int level = __atomic_load_n(&rk_cached_level, __ATOMIC_RELAXED);
    if (level >= 0) return level;
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    __builtin_cpu_init();
    level = __builtin_cpu_supports("avx2") ? 2 : 1;
#elif defined(__i386__) && defined(__SSE2__)
    level = 1;
#else
    level = 0;
#endif
    __atomic_store_n(&rk_cached_level, level, __ATOMIC_RELAXED);
    return level;
}

void rk_over_solid(uint32_t *d, size_t count, uint32_t src) {
    switch (rk_level()) {
    case 2: rk_over_solid_avx2(d, count, src); break;
    case 1: rk_over_solid_sse2(d, count, src); break;
    default: rk_over_solid_c(d, count, src);
    }
}

void rk_over_solid_rows(uint32_t *d, ptrdiff_t stride, size_t rows, const uint32_t *starts, const uint32_t *counts,
                        const uint32_t *sources, size_t runs) {
    if (rk_has_avx512()) {
        rk_over_solid_rows_avx512(d, stride, rows, starts, counts, sources, runs);
        return;
    }
    switch (rk_level()) {
    case 2: rk_over_solid_rows_avx2(d, stride, rows, starts, counts, sources, runs); break;
    case 1: rk_over_solid_rows_sse2(d, stride, rows, starts, counts, sources, runs); break;
    default: rk_over_solid_rows_c(d, stride, rows, starts, counts, sources, runs);
    }
}

rk_over_coverage_fn rk_over_coverage_kernel(void) {
    if (rk_has_avx512()) return rk_over_coverage_avx512;
    switch (rk_level()) {
    case 2: return rk_over_coverage_avx2;
    case 1: return rk_over_coverage_sse2;
    default: return rk_over_coverage_c;
    }
}

void rk_over_coverage(uint32_t *d, const uint8_t *coverage, size_t count, uint32_t src, uint32_t opacity) {
    rk_over_coverage_kernel()(d, coverage, count, src, opacity);
}

void rk_over_coverage_rows(uint32_t *d, ptrdiff_t stride, const uint8_t *coverage, ptrdiff_t coverage_stride, size_t rows, size_t count,
                           uint32_t src, uint32_t opacity) {
    if (rk_has_avx512()) {
        rk_over_coverage_rows_avx512(d, stride, coverage, coverage_stride, rows, count, src, opacity);
        return;
    }
    switch (rk_level()) {
    case 2: rk_over_coverage_rows_avx2(d, stride, coverage, coverage_stride, rows, count, src, opacity); break;
    case 1: rk_over_coverage_rows_sse2(d, stride, coverage, coverage_stride, rows, count, src, opacity); break;
    default: rk_over_coverage_rows_c(d, stride, coverage, coverage_stride, rows, count, src, opacity);
    }
}

void rk_layer_over(uint32_t *d, const uint32_t *src, size_t count, uint32_t alpha) {
    switch (rk_level()) {
    case 2: rk_layer_over_avx2(d, src, count, alpha); break;
    case 1: rk_layer_over_sse2(d, src, count, alpha); break;
    default: rk_layer_over_c(d, src, count, alpha);
    }
}

void rk_layer_mix(uint32_t *out, const uint32_t *below, const uint32_t *src, size_t count, uint32_t alpha, int stream) {
    switch (rk_level()) {
    case 2: rk_layer_mix_avx2(out, below, src, count, alpha, stream); break;
    case 1: rk_layer_mix_sse2(out, below, src, count, alpha, stream); break;
    default: rk_layer_mix_c(out, below, src, count, alpha, stream);
    }
}

void rk_lerp_rows(uint32_t *out, const uint32_t *a, const uint32_t *b, size_t count, uint32_t t, int rounded) {
    if (rk_has_avx512()) {
        rk_lerp_rows_avx512(out, a, b, count, t, rounded);
        return;
    }
    switch (rk_level()) {
    case 2: rk_lerp_rows_avx2(out, a, b, count, t, rounded); break;
    case 1: rk_lerp_rows_sse2(out, a, b, count, t, rounded); break;
    default: rk_lerp_rows_c(out, a, b, count, t, rounded);
    }
}

/// -1 until the first call; then 1 when the CPU (and the OS's saved state) has AVX-512 F, BW and VL.
static int rk_cached_avx512 = -1;

int rk_has_avx512(void) {
    int has = __atomic_load_n(&rk_cached_avx512, __ATOMIC_RELAXED);
    if (has >= 0) return has;
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    __builtin_cpu_init();
    has = rk_level() == 2 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
          __builtin_cpu_supports("avx512vl");
    // SWIFTHERO_NO_AVX512 set (to anything) keeps the AVX2 loops: to measure them on a CPU with AVX-512.
    const char *off = getenv("SWIFTHERO_NO_AVX512");
    if (off && *off) has = 0;
#else
    has = 0;
#endif
    __atomic_store_n(&rk_cached_avx512, has, __ATOMIC_RELAXED);
    return has;
}

void rk_set_avx512_allowed(int allowed) {
    // -1 detects again (the CPU and the environment) on the next call.
    __atomic_store_n(&rk_cached_avx512, allowed ? -1 : 0, __ATOMIC_RELAXED);
}

void rk_gather_mix(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                   const uint16_t *lanes, size_t count) {
    if (rk_has_avx512()) {
        rk_gather_mix_avx512(out, src, src_count, left, right, lanes, count);
        return;
    }
    switch (rk_level()) {
    case 2: rk_gather_mix_avx2(out, src, src_count, left, right, lanes, count); break;
    case 1: rk_gather_mix_sse2(out, src, src_count, left, right, lanes, count); break;
    default: rk_gather_mix_c(out, src, src_count, left, right, lanes, count);
    }
}

void rk_gather_plan(int32_t *bases, int32_t *rel, size_t src_count, const int32_t *left, const int32_t *right, size_t count) {
    for (size_t b = 0; b < count / 8; b++) {
        const int32_t *l = left + 8 * b, *r = right + 8 * b;
        // The window starts at the block's first column's smaller source (as the unplanned loop's).
        int32_t base = l[0] < r[0] ? l[0] : r[0];
        int fits = base >= 0 && (size_t)base + 16 <= src_count;
        for (int k = 0; k < 8 && fits; k++)
            fits = l[k] >= base && l[k] - base < 16 && r[k] >= base && r[k] - base < 16;
        bases[b] = fits ? base : -1;
        for (int k = 0; k < 8; k++) {
            int32_t lp = fits ? l[k] - base : 0, rp = fits ? r[k] - base : 0;
            rel[16 * b + k] = lp > 7 ? (int32_t)((uint32_t)lp | 0x80000000u) : lp;
            rel[16 * b + 8 + k] = rp > 7 ? (int32_t)((uint32_t)rp | 0x80000000u) : rp;
        }
    }
}

void rk_gather_mix_planned(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                           const uint16_t *lanes, const int32_t *bases, const int32_t *rel, size_t count) {
    if (rk_has_avx512()) {
        rk_gather_mix_avx512(out, src, src_count, left, right, lanes, count);
        return;
    }
    switch (rk_level()) {
    case 2: rk_gather_mix_planned_avx2(out, src, src_count, left, right, lanes, bases, rel, count); break;
    case 1: rk_gather_mix_sse2(out, src, src_count, left, right, lanes, count); break;
    default: rk_gather_mix_c(out, src, src_count, left, right, lanes, count);
    }
}
