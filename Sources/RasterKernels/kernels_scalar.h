// One pixel's arithmetic, shared by every variant's tail (PixelMath's scalar functions, in C).
#ifndef RASTER_KERNELS_SCALAR_H
#define RASTER_KERNELS_SCALAR_H
#include <stddef.h>
#include <stdint.h>

/// p with every channel times s/255 (s in 0...255), rounded exactly.
static inline uint32_t rk_scale(uint32_t p, uint32_t s) {
    uint32_t rb = (p & 0x00FF00FFu) * s + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ag = ((p >> 8) & 0x00FF00FFu) * s + 0x00800080u;
    ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ag;
}

/// a·b/255 rounded, a and b in 0...255.
static inline uint32_t rk_mul255(uint32_t a, uint32_t b) {
    uint32_t t = a * b + 128;
    return (t + (t >> 8)) >> 8;
}

/// Source-over of src scaled by c/255 onto dst (c 0 leaves dst, c 255 is plain source-over).
static inline uint32_t rk_over_covered(uint32_t src, uint32_t c, uint32_t dst) {
    uint32_t s = rk_scale(src, c);
    return s + rk_scale(dst, 255 - (s >> 24));
}

/// a·(256 − t) + b·t per channel, plus `r` (0 or 128), shifted down by 8; t in 0...256.
static inline uint32_t rk_lerp(uint32_t a, uint32_t b, uint32_t t, uint32_t r) {
    uint32_t it = 256 - t, rr = r | (r << 16);
    uint32_t rb = (((a & 0x00FF00FFu) * it + (b & 0x00FF00FFu) * t + rr) >> 8) & 0x00FF00FFu;
    uint32_t ag = ((((a >> 8) & 0x00FF00FFu) * it + ((b >> 8) & 0x00FF00FFu) * t) + rr) & 0xFF00FF00u;
    return rb | ag;
}
/// The span the runs cover (from the leftmost start to the rightmost end), in pixels; its first
/// column in *lo. runs > 0.
static inline size_t rk_runs_span(const uint32_t *starts, const uint32_t *counts, size_t runs, size_t *lo) {
    size_t l = starts[0], hi = 0;
    for (size_t k = 0; k < runs; k++) {
        if (starts[k] < l) l = starts[k];
        if (starts[k] + counts[k] > hi) hi = starts[k] + counts[k];
    }
    *lo = l;
    return hi > l ? hi - l : 0;
}
#endif
