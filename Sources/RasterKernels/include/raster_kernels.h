// RasterKernels: the rasterizer's hot compositing loops in C, so that they can use AVX2 and AVX-512 on
// a machine that has them while the package itself targets baseline x86-64 (SSE2). Each kernel is
// written once (kernels_body.h, over a small vocabulary of vector words per instruction set) and
// compiled four ways: AVX-512 (sixteen pixels per step), AVX2 (eight), SSE2 (four) and portable C (one;
// the reference, and every loop's tail). The vector variants' functions are marked
// __attribute__((target(...))), so no compiler flag is needed; the entry points without a suffix pick
// one once per process.
//
// Pixels are premultiplied RGBA8 in a uint32_t, r | g << 8 | b << 16 | a << 24 (Raster's PixelMath).
// Every variant computes exactly the same bytes as PixelMath's scalar functions (the tests compare
// them): x·s/255 is rounded exactly, ((x·s + 128) · 257) >> 16; a mix is (a·(256 − t) + b·t) >> 8
// per channel (plus 128 when rounded).
#ifndef RASTER_KERNELS_H
#define RASTER_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The variant the entry points use: 2 AVX2, 1 SSE2, 0 portable C.
int rk_level(void);

/// 1 when the CPU has AVX-512 F, BW and VL (then rk_over_solid_rows, rk_over_coverage,
/// rk_over_coverage_rows, rk_gather_mix and rk_lerp_rows use their _avx512 variants), else 0.
int rk_has_avx512(void);

/// allowed 0: the entry points use the AVX2 loops from now on, as with SWIFTHERO_NO_AVX512 set;
/// allowed 1: they use AVX-512 again where the CPU has it and SWIFTHERO_NO_AVX512 is not set. Both
/// compute the same bytes; for benchmarks that measure both in one process. Not for concurrent use
/// with drawing on other threads (a kernel mid-call keeps the loops it chose).
void rk_set_avx512_allowed(int allowed);

/// d[i] = src + d[i]·(255 − src.alpha)/255 for i < count (source-over of one pixel).
void rk_over_solid(uint32_t *d, size_t count, uint32_t src);
/// rk_over_solid of sources[k] onto counts[k] pixels from d + starts[k] + r·stride, for each of
/// `runs` runs (disjoint) and each row r < rows: the plain rows of a solid fill (pixels, not bytes, in
/// `stride`).
void rk_over_solid_rows(uint32_t *d, ptrdiff_t stride, size_t rows, const uint32_t *starts, const uint32_t *counts,
                        const uint32_t *sources, size_t runs);
/// Source-over of `src` scaled by coverage·opacity/255 (each rounded exactly, as PixelMath.mul255 and
/// scale) onto each d[i]; coverage 0 leaves d[i] as it is.
void rk_over_coverage(uint32_t *d, const uint8_t *coverage, size_t count, uint32_t src, uint32_t opacity);
/// The variant rk_over_coverage runs on this CPU, for a loop of many rows to call directly.
typedef void (*rk_over_coverage_fn)(uint32_t *d, const uint8_t *coverage, size_t count, uint32_t src, uint32_t opacity);
rk_over_coverage_fn rk_over_coverage_kernel(void);
/// rk_over_coverage of `rows` rows: row r's `count` pixels from d + r·stride (pixels), its coverage
/// from coverage + r·coverage_stride (bytes); the same bytes, the per-call set-up made once.
void rk_over_coverage_rows(uint32_t *d, ptrdiff_t stride, const uint8_t *coverage, ptrdiff_t coverage_stride, size_t rows, size_t count,
                           uint32_t src, uint32_t opacity);
/// A layer row composited at a uniform opacity `alpha` (0...255) onto d: with alpha 255 source-over
/// of src[i]; otherwise an opaque src[i] is a mix toward it with weight alpha + alpha/128 (0...256)
/// and a translucent one source-over scaled by alpha/255 (Raster's Pixmap.composite).
void rk_layer_over(uint32_t *d, const uint32_t *src, size_t count, uint32_t alpha);
/// rk_layer_over onto below[i], written to out[i] (one pass instead of a copy and a composite): the
/// same bytes as copying below to out and then rk_layer_over. `out` may be `below`. With `stream` non-zero
/// the vector variants write `out` with non-temporal stores (past the caches: for rows of a picture
/// far larger than the caches, not read again soon); call rk_stream_fence after the last row.
void rk_layer_mix(uint32_t *out, const uint32_t *below, const uint32_t *src, size_t count, uint32_t alpha, int stream);
/// The runs of at least `minimum` (≥ 2) equal pixels in row[0..<count], left to right: run k is
/// starts[k]..<ends[k]; at most `capacity` of them (count / minimum is always enough). Returns how many.
size_t rk_plain_runs(const uint32_t *row, size_t count, size_t minimum, uint32_t *starts, uint32_t *ends, size_t capacity);
/// d[i] = value for i < count.
void rk_fill(uint32_t *d, size_t count, uint32_t value);
/// Asks for the cache lines of p[0..<bytes] ahead of a write (a hint only: no effect on any value).
static inline void rk_prefetch_for_write(const void *p, size_t bytes) {
    for (size_t i = 0; i < bytes; i += 64) __builtin_prefetch((const char *)p + i, 1);
    if (bytes > 0) __builtin_prefetch((const char *)p + bytes - 1, 1);
}
/// The bytes of each thread's scratch arena (rk_scratch_take): 128 KB.
#define RK_SCRATCH_ARENA 131072
/// `bytes` bytes (64-byte aligned, uninitialized) of this thread's scratch arena, or null when the
/// arena has no room for them (the caller then allocates its own); *mark receives what
/// rk_scratch_give_back takes. Parts are given back in the reverse order of taking, on the thread
/// that took them.
void *rk_scratch_take(size_t bytes, size_t *mark);
/// Gives back the part rk_scratch_take returned with this mark, and every part taken after it.
void rk_scratch_give_back(size_t mark);
/// Orders the non-temporal stores before it (rk_layer_mix with `stream`) before every later store.
void rk_stream_fence(void);
/// out[i] = mix of a[i] and b[i] with weight t (0...256) for b; `rounded` adds 128 before the shift.
/// `out` may be `a` or `b`; otherwise it overlaps neither.
void rk_lerp_rows(uint32_t *out, const uint32_t *a, const uint32_t *b, size_t count, uint32_t t, int rounded);
/// out[i] = mix of src[left[i]] and src[right[i]] with weight lanes[2i] (0...255) for the right one,
/// truncated: one image row resampled at `count` columns. Every index is below `src_count`, the
/// pixels readable from `src`.
void rk_gather_mix(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                   const uint16_t *lanes, size_t count);
/// The row-invariant part of rk_gather_mix for these columns, made once per sampler: for each whole
/// block of eight columns (count / 8 of them), bases[b] is the first source pixel of a 16-pixel window
/// that holds all its left and right sources (-1: none does; the block gathers), and rel[16b..16b+7] and
/// rel[16b+8..16b+15] their left and right sources' places in it (0...15), with the sign bit set on
/// places 8...15 (the second half of the window: the AVX2 loop's blend takes its lanes by that bit).
void rk_gather_plan(int32_t *bases, int32_t *rel, size_t src_count, const int32_t *left, const int32_t *right, size_t count);
/// rk_gather_mix (the same bytes) with a plan from rk_gather_plan: the AVX2 loop reads each block's
/// window and places from it instead of working them out per row.
void rk_gather_mix_planned(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                           const uint16_t *lanes, const int32_t *bases, const int32_t *rel, size_t count);

/// One rounded corner of a rounded rect in pixel space (Raster's RoundedRectCoverage.Corner): the disc
/// centre (cx, cy), radius r (r2 = r², quarter = πr²/4), sx, sy = ±1 toward the corner, its r×r square
/// [x0, x1]×[y0, y1]; the pixel columns first_column..<end_column and rows first_row..<end_row that
/// overlap the square. Tables (offsets into the shape's table of doubles): at each column line
/// first_column...end_column, clamped to the square, the local u and F(u) = ∫₀ᵘ √(r² − s²) ds; at each
/// row line first_row...end_row the local v, F(v) and w = √(r² − v²) (0 when v = r).
typedef struct {
    double cx, cy, r, r2, quarter, sx, sy, x0, x1, y0, y1;
    int64_t first_column, end_column, first_row, end_row;
    int64_t column_u, column_f, row_v, row_f, row_w;
} rk_corner;

/// A rounded rect: its straight edges and up to four corners (those with a radius above 0).
typedef struct {
    double left, top, right, bottom;
    int64_t count;
    rk_corner corners[4];
} rk_rounded_rect;

/// The doubles rk_rounded_rect_init may write to `table` for these radii (top left, top right, bottom
/// right, bottom left; clamped already).
size_t rk_rounded_rect_table_count(const double radii[4]);
/// Lays out the rect [left, right]×[top, bottom] (finite edges) with these corner radii (as in
/// rk_rounded_rect_table_count; a radius of 0 or NaN has no corner) and writes its corners' tables.
void rk_rounded_rect_init(rk_rounded_rect *shape, double left, double top, double right, double bottom, const double radii[4],
                          double *table);
/// The coverage (0...255, each pixel's exact area inside the shape, rounded) of pixels x0..<x1 of row y
/// into out[0..<(x1 − x0)]; `table` holds the corners' tables.
void rk_rounded_rect_row(const rk_rounded_rect *shape, const double *table, int64_t y, int64_t x0, int64_t x1, uint8_t *out);
/// rk_rounded_rect_row of rows y0..<y1 (the same bytes), row y into out + (y − y0)·stride: each run of
/// rows that the same corners touch, at most one on each side, follows each corner's arc from row to
/// row (a search starts where the row before left it); other rows go one by one.
void rk_rounded_rect_rows(const rk_rounded_rect *shape, const double *table, int64_t y0, int64_t y1, int64_t x0, int64_t x1,
                          uint8_t *out, ptrdiff_t stride);
/// Rows y0..<y1, columns x0..<x1 of `pixels` (pixel (x, y) at pixels[y·stride + x]) composited with
/// the premultiplied `src` at the shape's coverage times `opacity` (0...255), source-over: each batch
/// of `batch` rows' coverage from rk_rounded_rect_rows into `scratch` (batch·(x1 − x0) bytes), then each
/// row through rk_over_coverage.
void rk_rounded_rect_over_rows(const rk_rounded_rect *shape, const double *table, int64_t y0, int64_t y1, int64_t x0, int64_t x1,
                               uint32_t *pixels, ptrdiff_t stride, uint32_t src, uint32_t opacity, uint8_t *scratch, int64_t batch);

/// out[4a + j] = mix of src[a] and src[a + 1] with weight weights[j] (0...256) for the second, rounded,
/// for a < pairs and j < 4: a row upsampled four times horizontally (a blur's last step). Reads
/// src[0...pairs]. The entry points use the AVX2 and AVX-512 variants only (without AVX2 the caller
/// upsamples in Swift).
void rk_expand4_c(uint32_t *out, const uint32_t *src, size_t pairs, const uint16_t weights[4]);
void rk_expand4_sse2(uint32_t *out, const uint32_t *src, size_t pairs, const uint16_t weights[4]);
void rk_expand4_avx2(uint32_t *out, const uint32_t *src, size_t pairs, const uint16_t weights[4]);
void rk_expand4_avx512(uint32_t *out, const uint32_t *src, size_t pairs, const uint16_t weights[4]);

/// The variants themselves (for tests: each must equal the portable one). The _avx2 ones may only be
/// called when rk_level() is 2, the _avx512 ones when rk_has_avx512() is 1 (the entry points use
/// AVX-512 for rk_over_solid_rows, rk_over_coverage, rk_over_coverage_rows, rk_lerp_rows, rk_gather_mix
/// and rk_expand4 only;
/// for the others it was measured no faster).
void rk_over_solid_c(uint32_t *d, size_t count, uint32_t src);
void rk_over_solid_sse2(uint32_t *d, size_t count, uint32_t src);
void rk_over_solid_avx2(uint32_t *d, size_t count, uint32_t src);
void rk_over_solid_avx512(uint32_t *d, size_t count, uint32_t src);
void rk_over_solid_rows_c(uint32_t *d, ptrdiff_t stride, size_t rows, const uint32_t *starts, const uint32_t *counts,
                          const uint32_t *sources, size_t runs);
void rk_over_solid_rows_sse2(uint32_t *d, ptrdiff_t stride, size_t rows, const uint32_t *starts, const uint32_t *counts,
                             const uint32_t *sources, size_t runs);
void rk_over_solid_rows_avx2(uint32_t *d, ptrdiff_t stride, size_t rows, const uint32_t *starts, const uint32_t *counts,
                             const uint32_t *sources, size_t runs);
void rk_over_solid_rows_avx512(uint32_t *d, ptrdiff_t stride, size_t rows, const uint32_t *starts, const uint32_t *counts,
                               const uint32_t *sources, size_t runs);
void rk_over_coverage_c(uint32_t *d, const uint8_t *coverage, size_t count, uint32_t src, uint32_t opacity);
void rk_over_coverage_sse2(uint32_t *d, const uint8_t *coverage, size_t count, uint32_t src, uint32_t opacity);
void rk_over_coverage_avx2(uint32_t *d, const uint8_t *coverage, size_t count, uint32_t src, uint32_t opacity);
void rk_over_coverage_avx512(uint32_t *d, const uint8_t *coverage, size_t count, uint32_t src, uint32_t opacity);
void rk_over_coverage_rows_c(uint32_t *d, ptrdiff_t stride, const uint8_t *coverage, ptrdiff_t coverage_stride, size_t rows, size_t count,
                             uint32_t src, uint32_t opacity);
void rk_over_coverage_rows_sse2(uint32_t *d, ptrdiff_t stride, const uint8_t *coverage, ptrdiff_t coverage_stride, size_t rows, size_t count,
                                uint32_t src, uint32_t opacity);
void rk_over_coverage_rows_avx2(uint32_t *d, ptrdiff_t stride, const uint8_t *coverage, ptrdiff_t coverage_stride, size_t rows, size_t count,
                                uint32_t src, uint32_t opacity);
void rk_over_coverage_rows_avx512(uint32_t *d, ptrdiff_t stride, const uint8_t *coverage, ptrdiff_t coverage_stride, size_t rows,
                                  size_t count, uint32_t src, uint32_t opacity);
void rk_layer_over_c(uint32_t *d, const uint32_t *src, size_t count, uint32_t alpha);
void rk_layer_over_sse2(uint32_t *d, const uint32_t *src, size_t count, uint32_t alpha);
void rk_layer_over_avx2(uint32_t *d, const uint32_t *src, size_t count, uint32_t alpha);
void rk_layer_over_avx512(uint32_t *d, const uint32_t *src, size_t count, uint32_t alpha);
void rk_layer_mix_c(uint32_t *out, const uint32_t *below, const uint32_t *src, size_t count, uint32_t alpha, int stream);
void rk_layer_mix_sse2(uint32_t *out, const uint32_t *below, const uint32_t *src, size_t count, uint32_t alpha, int stream);
void rk_layer_mix_avx2(uint32_t *out, const uint32_t *below, const uint32_t *src, size_t count, uint32_t alpha, int stream);
void rk_layer_mix_avx512(uint32_t *out, const uint32_t *below, const uint32_t *src, size_t count, uint32_t alpha, int stream);
void rk_lerp_rows_c(uint32_t *out, const uint32_t *a, const uint32_t *b, size_t count, uint32_t t, int rounded);
void rk_lerp_rows_sse2(uint32_t *out, const uint32_t *a, const uint32_t *b, size_t count, uint32_t t, int rounded);
void rk_lerp_rows_avx2(uint32_t *out, const uint32_t *a, const uint32_t *b, size_t count, uint32_t t, int rounded);
void rk_lerp_rows_avx512(uint32_t *out, const uint32_t *a, const uint32_t *b, size_t count, uint32_t t, int rounded);
void rk_gather_mix_c(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                     const uint16_t *lanes, size_t count);
void rk_gather_mix_sse2(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                        const uint16_t *lanes, size_t count);
void rk_gather_mix_avx2(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                        const uint16_t *lanes, size_t count);
/// Sixteen columns per step with two-register permutes (vpermt2d).
void rk_gather_mix_avx512(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                          const uint16_t *lanes, size_t count);
void rk_gather_mix_planned_avx2(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                                const uint16_t *lanes, const int32_t *bases, const int32_t *rel, size_t count);

#ifdef __cplusplus
}
#endif
#endif
