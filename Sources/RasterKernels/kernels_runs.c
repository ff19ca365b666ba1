// Plain runs (long runs of one pixel value in a row) and fills, for mixing a layer onto a picture where
// both are plain: AVX2 where the CPU has it, SSE2 otherwise (the entry points choose, as in
// kernels_dispatch.c), the same results from every variant.
#include "raster_kernels.h"

#include <string.h>

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
#define RK_X86 1
#define RK_AVX2 __attribute__((target("avx2")))
#endif

/// Leading pixels of p[0..<count] equal to value, scalar.
static size_t run_length_c(const uint32_t *p, size_t count, uint32_t value) {
    size_t i = 0;
    while (i < count && p[i] == value) i++;
    return i;
}

#ifdef RK_X86
RK_AVX2 static size_t run_length_avx2(const uint32_t *p, size_t count, uint32_t value) {
    const __m256i v = _mm256_set1_epi32((int)value);
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        unsigned same = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(
            _mm256_cmpeq_epi32(_mm256_loadu_si256((const __m256i *)(p + i)), v)));
        if (same != 0xFF) return i + (size_t)__builtin_ctz(~same & 0xFF);
    }
    return i + run_length_c(p + i, count - i, value);
}

static size_t run_length_sse2(const uint32_t *p, size_t count, uint32_t value) {
    const __m128i v = _mm_set1_epi32((int)value);
    size_t i = 0;
    for (; i + 4 <= count; i += 4) {
        unsigned same = (unsigned)_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(p + i)), v)));
        if (same != 0xF) return i + (size_t)__builtin_ctz(~same & 0xF);
    }
    return i + run_length_c(p + i, count - i, value);
}
#endif

static size_t run_length(const uint32_t *p, size_t count, uint32_t value, int level) {
#ifdef RK_X86
    if (level == 2) return run_length_avx2(p, count, value);
    if (level == 1) return run_length_sse2(p, count, value);
#endif
    (void)level;
    return run_length_c(p, count, value);
}

/// Every run of at least `minimum` equal pixels contains a whole aligned block of minimum / 2 of them:
/// only blocks are tested (one compare per pixel, most rejected at their first vector), and a uniform
/// block's run is then found by extending it both ways.
size_t rk_plain_runs(const uint32_t *row, size_t count, size_t minimum, uint32_t *starts, uint32_t *ends, size_t capacity) {
    int level = rk_level();
    size_t block = minimum / 2 < 8 ? 8 : minimum / 2, found = 0, done = 0;   // pixels before `done` are in a run already
    size_t i = 0;
    while (i + block <= count && found < capacity) {
        uint32_t v = row[i];
        if (run_length(row + i, block, v, level) < block) {
            i += block;
            continue;
        }
        size_t s = i;
        while (s > done && row[s - 1] == v) s--;
        size_t e = i + block;
        e += run_length(row + e, count - e, v, level);
        if (e - s >= minimum) {
            starts[found] = (uint32_t)s;
            ends[found] = (uint32_t)e;
            found++;
        }
        done = e;
        i = (e + block - 1) / block * block;
    }
    return found;
}

void rk_fill(uint32_t *d, size_t count, uint32_t value) {
    // Plain stores: as fast as streaming ones here (measured), and what is filled stays in the caches.
    for (size_t i = 0; i < count; i++) d[i] = value;
}

void rk_stream_fence(void) {
#ifdef RK_X86
    _mm_sfence();
#endif
}
