// The SSE2 variants (baseline x86-64): four pixels per 128-bit step, a pixel's channels in 16-bit lanes
// (red and blue masked out of the word, green and alpha shifted down), then the portable tail.
#include "raster_kernels.h"
#include "kernels_scalar.h"

#if defined(__x86_64__) || defined(__i386__)
#include <emmintrin.h>
#include <string.h>

/// Every channel of four pixels times s/255, rounded exactly; `s` holds each pixel's factor in both of
/// its 16-bit lanes. The division is one high-half multiply: (t · 257) >> 16 for t = x·s + 128.
static inline __m128i scale4(__m128i w, __m128i s) {
    const __m128i m = _mm_set1_epi16(0x00FF), half = _mm_set1_epi16(0x80), k = _mm_set1_epi16(0x0101);
    __m128i rb = _mm_and_si128(w, m), ag = _mm_srli_epi16(w, 8);
    rb = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(rb, s), half), k);
    ag = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(ag, s), half), k);
    return _mm_or_si128(rb, _mm_slli_epi16(ag, 8));
}

/// Mix of four pixel pairs: w holds each pixel's weight (0...256) in both lanes, r the rounding.
static inline __m128i lerp4(__m128i a, __m128i b, __m128i w, __m128i r) {
    const __m128i m = _mm_set1_epi16(0x00FF);
    __m128i iw = _mm_sub_epi16(_mm_set1_epi16(256), w);
    __m128i rb = _mm_add_epi16(_mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(a, m), iw),
                                             _mm_mullo_epi16(_mm_and_si128(b, m), w)), r);
    __m128i ag = _mm_add_epi16(_mm_add_epi16(_mm_mullo_epi16(_mm_srli_epi16(a, 8), iw),
                                             _mm_mullo_epi16(_mm_srli_epi16(b, 8), w)), r);
    return _mm_or_si128(_mm_srli_epi16(rb, 8), _mm_andnot_si128(m, ag));
}

void rk_over_solid_sse2(uint32_t *d, size_t count, uint32_t src) {
    uint32_t ia = 255 - (src >> 24);
    const __m128i s = _mm_set1_epi16((short)ia), add = _mm_set1_epi32((int)src);
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        __m128i w0 = _mm_loadu_si128((const __m128i *)(d + i)), w1 = _mm_loadu_si128((const __m128i *)(d + i + 4));
        _mm_storeu_si128((__m128i *)(d + i), _mm_add_epi32(scale4(w0, s), add));
        _mm_storeu_si128((__m128i *)(d + i + 4), _mm_add_epi32(scale4(w1, s), add));
    }
    for (; i + 4 <= count; i += 4) {
        __m128i w = _mm_loadu_si128((const __m128i *)(d + i));
        _mm_storeu_si128((__m128i *)(d + i), _mm_add_epi32(scale4(w, s), add));
    }
    rk_over_solid_c(d + i, count - i, src);
}

void rk_over_coverage_sse2(uint32_t *d, const uint8_t *coverage, size_t count, uint32_t src, uint32_t opacity) {
    const __m128i zero = _mm_setzero_si128(), half = _mm_set1_epi16(0x80), k = _mm_set1_epi16(0x0101);
    const __m128i op = _mm_set1_epi16((short)opacity), srcv = _mm_set1_epi32((int)src);
    const __m128i full = _mm_set1_epi32(255);
    // A block wholly covered (a shape's inside) takes the source scaled once, as a solid run would.
    const uint32_t fullSrc = rk_scale(src, rk_mul255(255, opacity)), fullIa = 255 - (fullSrc >> 24);
    const __m128i fs = _mm_set1_epi32((int)fullSrc), fia = _mm_set1_epi16((short)fullIa);
    size_t i = 0;
    for (; i + 4 <= count; i += 4) {
        uint32_t c4;
        memcpy(&c4, coverage + i, 4);
        if (c4 == 0) continue;
        if (c4 == ~(uint32_t)0) {
            __m128i w = _mm_loadu_si128((const __m128i *)(d + i));
            _mm_storeu_si128((__m128i *)(d + i), _mm_add_epi32(fs, scale4(w, fia)));
            continue;
        }
        __m128i c = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)c4), zero);
        c = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(c, op), half), k);   // coverage · opacity / 255
        c = _mm_unpacklo_epi16(c, c);
        __m128i s = scale4(srcv, c);
        __m128i ia = _mm_sub_epi32(full, _mm_srli_epi32(s, 24));
        ia = _mm_or_si128(ia, _mm_slli_epi32(ia, 16));
        __m128i w = _mm_loadu_si128((const __m128i *)(d + i));
        _mm_storeu_si128((__m128i *)(d + i), _mm_add_epi32(s, scale4(w, ia)));
    }
    rk_over_coverage_c(d + i, coverage + i, count - i, src, opacity);
}

void rk_layer_mix_sse2(uint32_t *out, const uint32_t *below, const uint32_t *src, size_t count, uint32_t alpha, int stream) {
    const __m128i full = _mm_set1_epi32(255), av = _mm_set1_epi16((short)alpha), zero = _mm_setzero_si128();
    const __m128i tv = _mm_set1_epi16((short)(alpha + (alpha >> 7))), opaque = _mm_set1_epi32((int)0xFF000000u);
    size_t i = 0;
    if (stream) {
        // Streaming stores need 16-byte aligned addresses: the first pixels up to one go the usual way.
        size_t head = (size_t)((16 - ((uintptr_t)out & 15)) & 15) / 4;
        if (((uintptr_t)out & 3) != 0 || head > count) head = count;
        rk_layer_mix_c(out, below, src, head, alpha, 0);
        i = head;
    }
    for (; i + 4 <= count; i += 4) {
        __m128i p = _mm_loadu_si128((const __m128i *)(src + i)), w = _mm_loadu_si128((const __m128i *)(below + i));
        __m128i s = alpha == 255 ? p : scale4(p, av);
        __m128i ia = _mm_sub_epi32(full, _mm_srli_epi32(s, 24));
        ia = _mm_or_si128(ia, _mm_slli_epi32(ia, 16));
        __m128i over = _mm_add_epi32(s, scale4(w, ia));
        if (alpha != 255) {
            // Opaque sources: the mix toward them instead.
            __m128i isOpaque = _mm_cmpeq_epi32(_mm_and_si128(p, opaque), opaque);
            __m128i mix = lerp4(w, p, tv, zero);
            over = _mm_or_si128(_mm_and_si128(isOpaque, mix), _mm_andnot_si128(isOpaque, over));
        }
        if (stream) _mm_stream_si128((__m128i *)(out + i), over);
        else _mm_storeu_si128((__m128i *)(out + i), over);
    }
    rk_layer_mix_c(out + i, below + i, src + i, count - i, alpha, 0);
}

void rk_layer_over_sse2(uint32_t *d, const uint32_t *src, size_t count, uint32_t alpha) {
    rk_layer_mix_sse2(d, d, src, count, alpha, 0);
}

void rk_lerp_rows_sse2(uint32_t *out, const uint32_t *a, const uint32_t *b, size_t count, uint32_t t, int rounded) {
    const __m128i w = _mm_set1_epi16((short)t), r = _mm_set1_epi16(rounded ? 0x80 : 0);
    size_t i = 0;
    for (; i + 4 <= count; i += 4) {
        __m128i x = _mm_loadu_si128((const __m128i *)(a + i)), y = _mm_loadu_si128((const __m128i *)(b + i));
        _mm_storeu_si128((__m128i *)(out + i), lerp4(x, y, w, r));
    }
    rk_lerp_rows_c(out + i, a + i, b + i, count - i, t, rounded);
}

void rk_gather_mix_sse2(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                        const uint16_t *lanes, size_t count) {
    const __m128i r = _mm_setzero_si128();
    (void)src_count;   // every index is read as is
    size_t i = 0;
    for (; i + 4 <= count; i += 4) {
        __m128i p = _mm_set_epi32((int)src[left[i + 3]], (int)src[left[i + 2]], (int)src[left[i + 1]], (int)src[left[i]]);
        __m128i q = _mm_set_epi32((int)src[right[i + 3]], (int)src[right[i + 2]], (int)src[right[i + 1]], (int)src[right[i]]);
        __m128i w = _mm_loadu_si128((const __m128i *)(lanes + 2 * i));
        _mm_storeu_si128((__m128i *)(out + i), lerp4(p, q, w, r));
    }
    rk_gather_mix_c(out + i, src, src_count, left + i, right + i, lanes + 2 * i, count - i);
}

void rk_over_solid_rows_sse2(uint32_t *d, ptrdiff_t stride, size_t rows, const uint32_t *starts, const uint32_t *counts,
                       const uint32_t *sources, size_t runs) {
    for (size_t r = 0; r < rows; r++, d += stride)
        for (size_t k = 0; k < runs; k++) rk_over_solid_sse2(d + starts[k], counts[k], sources[k]);
}

#else
// Not x86: the portable loops.
void rk_over_solid_sse2(uint32_t *d, size_t count, uint32_t src) { rk_over_solid_c(d, count, src); }
void rk_over_solid_rows_sse2(uint32_t *d, ptrdiff_t stride, size_t rows, const uint32_t *starts, const uint32_t *counts,
                             const uint32_t *sources, size_t runs) {
    rk_over_solid_rows_c(d, stride, rows, starts, counts, sources, runs);
}
void rk_over_coverage_sse2(uint32_t *d, const uint8_t *coverage, size_t count, uint32_t src, uint32_t opacity) {
    rk_over_coverage_c(d, coverage, count, src, opacity);
}
void rk_layer_over_sse2(uint32_t *d, const uint32_t *src, size_t count, uint32_t alpha) {
    rk_layer_over_c(d, src, count, alpha);
}
void rk_layer_mix_sse2(uint32_t *out, const uint32_t *below, const uint32_t *src, size_t count, uint32_t alpha, int stream) {
    (void)stream;
    rk_layer_mix_c(out, below, src, count, alpha, 0);
}
void rk_lerp_rows_sse2(uint32_t *out, const uint32_t *a, const uint32_t *b, size_t count, uint32_t t, int rounded) {
    rk_lerp_rows_c(out, a, b, count, t, rounded);
}
void rk_gather_mix_sse2(uint32_t *out, const uint32_t *src, size_t src_count, const int32_t *left, const int32_t *right,
                        const uint16_t *lanes, size_t count) {
    rk_gather_mix_c(out, src, src_count, left, right, lanes, count);
}
#endif
