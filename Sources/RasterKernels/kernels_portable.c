// The portable variants: one pixel at a time, PixelMath's scalar arithmetic. They are the reference the
// vector variants are tested against, and the tails of the vector loops.
#include "raster_kernels.h"
#include "kernels_scalar.h"

void rk_over_solid_c(uint32_t *d, size_t count, uint32_t src) {
    uint32_t ia = 255 - (src >> 24);
    for (size_t i = 0; i < count; i++) d[i] = src + rk_scale(d[i], ia);
}

void rk_over_coverage_c(uint32_t *d, const uint8_t *coverage, size_t count, uint32_t src, uint32_t opacity) {
    for (size_t i = 0; i < count; i++) d[i] = rk_over_covered(src, rk_mul255(coverage[i], opacity), d[i]);
}

void rk_over_coverage_rows_c(uint32_t *d, ptrdiff_t stride, const uint8_t *coverage, ptrdiff_t coverage_stride, size_t rows, size_t count,
                             uint32_t src, uint32_t opacity) {
    for (size_t r = 0; r < rows; r++) rk_over_coverage_c(d + (ptrdiff_t)r * stride, coverage + (ptrdiff_t)r * coverage_stride, count, src, opacity);
}

void rk_layer_mix_c(uint32_t *out, const uint32_t *below, const uint32_t *src, size_t count, uint32_t alpha, int stream) {
    (void)stream;   // plain stores only
    uint32_t t = alpha + (alpha >> 7);
    for (size_t i = 0; i < count; i++) {
        uint32_t p = src[i], b = below[i];
        if (alpha == 255) out[i] = p + rk_scale(b, 255 - (p >> 24));
        else out[i] = (p >> 24) == 255 ? rk_lerp(b, p, t, 0) : rk_over_covered(p, alpha, b);
    }
}

void rk_layer_over_c(uint32_t *d, const uint32_t *src, size_t count, uint32_t alpha) { rk_layer_mix_c(d, d, src, count, alpha, 0); }

void rk_lerp_rows_c(uint32_t *out, const uint32_t *a, const uint32_t *b, size_t count, uint32_t t, int rounded) {
    uint32_t r = rounded ? 0x80 : 0;
    for (size_t i = 0; i < count; i++) out[i] = rk_lerp(a[i], b[i], t, r);
}

void rk_gather_mix_c(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                     const uint16_t *lanes, size_t count) {
    (void)src_count;
    for (size_t i = 0; i < count; i++) out[i] = rk_lerp(src[left[i]], src[right[i]], lanes[2 * i], 0);
}

void rk_over_solid_rows_c(uint32_t *d, ptrdiff_t stride, size_t rows, const uint32_t *starts, const uint32_t *counts,
                       const uint32_t *sources, size_t runs) {
    for (size_t r = 0; r < rows; r++, d += stride)
        for (size_t k = 0; k < runs; k++) rk_over_solid_c(d + starts[k], counts[k], sources[k]);
}

void rk_expand4_c(uint32_t *out, const uint32_t *src, size_t pairs, const uint16_t weights[4]) {
    for (size_t a = 0; a < pairs; a++)
        for (size_t j = 0; j < 4; j++) out[4 * a + j] = rk_lerp(src[a], src[a + 1], weights[j], 128);
}
