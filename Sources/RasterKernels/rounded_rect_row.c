// A rounded rect's coverage rows (Raster's RoundedRectCoverage.row and .rows) in C: the exact area of
// each pixel inside the shape, rounded to 0...255. The rows are scalar double arithmetic, no vectors:
// the work is a few arc pixels per corner per row, and C has no overflow or bounds checks in its loops
// (vector and branch-free versions of the arc loop and the searches were measured slower). A batch of
// rows (rk_rounded_rect_rows) follows each corner's arc from row to row with the corner's tables and
// constants held, and a solid fill's rows are composited here too (rk_rounded_rect_over_rows). The
// per-shape tables of F are computed in vectors (strips).
#include "raster_kernels.h"
#include <math.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

static inline double dmin(double a, double b) { return b < a ? b : a; }
/// max(a, b) (one maxsd: b when they are equal or either is NaN). The row kernel's shapes have finite
/// edges and radii (rk_rounded_rect_init), so only numbers reach it.
static inline double dmax(double a, double b) { return a > b ? a : b; }
static inline int64_t imin(int64_t a, int64_t b) { return b < a ? b : a; }
static inline int64_t imax(int64_t a, int64_t b) { return b >= a ? b : a; }
/// floor / ceil of x as an integer, x clamped to ±2^52 first (no undefined conversions); the
/// truncation corrected by one where it went the wrong way (no libm call: SSE2 has no rounding op).
static inline int64_t ifloor(double x) {
    x = dmax(-4503599627370496.0, dmin(4503599627370496.0, x));
    int64_t i = (int64_t)x;
    return i - ((double)i > x);
}
static inline int64_t iceil(double x) {
    x = dmax(-4503599627370496.0, dmin(4503599627370496.0, x));
    int64_t i = (int64_t)x;
    return i + ((double)i < x);
}
/// An area 0...1 (clamped) as a coverage byte, rounded to nearest (non-negative: + 0.5 and truncate).
static inline uint8_t level(double area) { return (uint8_t)(dmin(1, dmax(0, area)) * 255 + 0.5); }

/// out[0..<count] = value for a short run of a row (a corner's empty columns, a small shape's inside)
/// without a call, which would make the caller save and reload its live values: overlapping 16-, 8-,
/// 4- or 2-byte stores; memset past 64 bytes (past 16 without SSE2). No loop of stores, not even of
/// bytes: the compiler turns one into a memset call (that was 44 calls a shape for a 64-pixel rounded
/// rect).
static inline void fill_bytes(uint8_t *out, uint8_t value, int64_t count) {
#if defined(__SSE2__)
    if (count > 64) {
#else
    // Without SSE2 (arm64) only runs of up to two 8-byte stores are written inline.
    if (count > 16) {
#endif
        memset(out, value, (size_t)count);
        return;
    }
#if defined(__SSE2__)
    if (count >= 16) {
        // 0..<16, then 16..<32 and 32..<48 where the run goes past them, and the last 16 bytes.
        __m128i v = _mm_set1_epi8((char)value);
        _mm_storeu_si128((__m128i *)out, v);
        if (count > 32) _mm_storeu_si128((__m128i *)(out + 16), v);
        if (count > 48) _mm_storeu_si128((__m128i *)(out + 32), v);
        _mm_storeu_si128((__m128i *)(out + count - 16), v);
        return;
    }
#endif
    uint64_t v = 0x0101010101010101ull * value;
    if (count >= 8) {
        memcpy(out, &v, 8);
        memcpy(out + count - 8, &v, 8);
    } else if (count >= 4) {
        memcpy(out, &v, 4);
        memcpy(out + count - 4, &v, 4);
    } else if (count >= 2) {
        memcpy(out, &v, 2);
        memcpy(out + count - 2, &v, 2);
    } else if (count == 1) {
        out[0] = value;
    }
}

/// One corner's constants for one row: its local v range with F at both ends, and the pixel columns
/// from..<to (within the row's span) whose area is computed (not wholly inside the disc, not zeroed).
typedef struct {
    const rk_corner *c;
    double v0, v1, f0, f1;
    int64_t from, to;
} row_corner;

/// The quarter disc's area in [0,u]×[0,v] (local coordinates): u·v when (u, v) lies inside the circle,
/// otherwise F(u) + F(v) − πr²/4 (the disc then lies in the union of the strips left of u and below v).
static inline double disc_area(const rk_corner *c, double u, double fu, double v, double fv) {
    return u * u + v * v <= c->r2 ? u * v : fu + fv - c->quarter;
}

/// The disc's area in the row's band [v0, v1] left of column line k (table index): A(u, v1) − A(u, v0).
static inline double band_area(const row_corner *rc, const double *u, const double *f, int64_t k) {
    return disc_area(rc->c, u[k], f[k], rc->v1, rc->f1) - disc_area(rc->c, u[k], f[k], rc->v0, rc->f0);
}

/// The part of pixel column x in corner rc's square that lies outside its disc.
static inline double outside(const row_corner *rc, const double *table, int64_t x) {
    const rk_corner *c = rc->c;
    const double *u = table + c->column_u, *f = table + c->column_f;
    int64_t k = x - c->first_column, k0 = c->sx > 0 ? k : k + 1, k1 = c->sx > 0 ? k + 1 : k;
    double u0 = u[k0], u1 = u[k1], v0 = rc->v0, v1 = rc->v1;
    double square = (u1 - u0) * (v1 - v0);
    if (u0 * u0 + v0 * v0 >= c->r2) return square;
    return square - (band_area(rc, u, f, k1) - band_area(rc, u, f, k0));
}

/// The part of pixel column x inside the rect's straight edges (s: the shape), 0...1.
#define HX(x) dmax(0, dmin((double)(x) + 1, s->right) - dmax((double)(x), s->left))

/// The area of each pixel rc->from..<rc->to (one corner's arc in a row whose other corners' columns it
/// does not share) into out[x − x0]: the band's area left of each column line computed once and shared
/// by the two pixels beside the line. vy: the row's height inside the rect; fullStart..<fullEnd: the
/// columns wholly between the straight edges; right: the corner's sx > 0 (a constant where the caller
/// knows it, so the other loop drops out); edges: 0 when every column lies between the straight edges
/// (a constant: corner_arc's two loops).
__attribute__((always_inline)) static inline void corner_arc_run(const rk_rounded_rect *s, const double *table, const row_corner *rc, double vy,
                                                                 int64_t fullStart, int64_t fullEnd, int64_t x0, uint8_t *out, const int right,
                                                                 const int edges) {
    const rk_corner *c = rc->c;
    const double *u = table + c->column_u, *f = table + c->column_f;
    const double r2 = c->r2, v0 = rc->v0, v1 = rc->v1, v0s = v0 * v0, v1s = v1 * v1, h = v1 - v0;
    const double f0q = rc->f0 - c->quarter, f1q = rc->f1 - c->quarter;
    // band(k): A(u, v1) − A(u, v0) at column line k, from its u, u² and F(u) (each line's u² is computed
    // once and used by both pixels beside it).
#define BANDQ(uk, uu, fk) (((uu + v1s <= r2) ? uk * v1 : fk + f1q) - ((uu + v0s <= r2) ? uk * v0 : fk + f0q))
    int64_t k = rc->from - c->first_column;
    // Line k's u, u² and band (the pixel's left line), carried to the next pixel.
    double up = u[k], uup = up * up, prev = BANDQ(up, uup, f[k]);
    for (int64_t x = rc->from; x < rc->to; x++, k++) {
        double un = u[k + 1], uun = un * un, next = BANDQ(un, uun, f[k + 1]);
        // The pixel's near line (u0) is its left one when u grows with x (right), else its right one.
        double square = (right ? un - up : up - un) * h, near2 = right ? uup : uun, inside = right ? next - prev : prev - next;
        double outside = near2 + v0s >= r2 ? square : square - inside;
        // Between the straight edges the column's part inside the rect is exactly 1.
        double hv = !edges || (x >= fullStart && x < fullEnd) ? vy : HX(x) * vy;
        out[x - x0] = level(hv - outside);
        prev = next;
        up = un;
        uup = uun;
    }
#undef BANDQ
}

/// corner_arc_run, its loop without the edge columns' test when the arc lies between the straight
/// edges (every row but those near the middle of a corner's side).
__attribute__((always_inline)) static inline void corner_arc(const rk_rounded_rect *s, const double *table, const row_corner *rc, double vy, int64_t fullStart,
                                                             int64_t fullEnd, int64_t x0, uint8_t *out, const int right) {
    if (rc->from >= fullStart && rc->to <= fullEnd) corner_arc_run(s, table, rc, vy, fullStart, fullEnd, x0, out, right, 0);
    else corner_arc_run(s, table, rc, vy, fullStart, fullEnd, x0, out, right, 1);
}

/// One corner followed down (or up) a run of rows in rk_rounded_rect_rows: its tables, constants, and
/// where its two column searches ended in the row before (the next row's starts: each search finds the
/// one column where a monotone test changes, so any start gives the same column, and the arc moves
/// about a column a row).
typedef struct {
    const rk_corner *c;
    /// The column table (u, F(u)) and, indexed by the row's place j in the corner, its near and far
    /// lines' v, F(v) and √(r² − v²) (the near line is j + 1 for a top corner, j for a bottom one).
    const double *u, *f, *Vn, *Vf, *Fn, *Ff, *Wn, *Wf;
    double cx, r;
    int64_t fc, ec, first_row, in, out;
    /// The rows whose part inside the rect lies within the square's rows: zeroFirst...zeroLast.
    int64_t zeroFirst, zeroLast;
    int started;
} corner_walk;

static inline corner_walk walk_start(const rk_rounded_rect *s, const rk_corner *c, const double *table) {
    const int64_t near = c->sy > 0 ? 0 : 1, far = 1 - near;
    const double *V = table + c->row_v, *F = table + c->row_f, *W = table + c->row_w;
    // max(y, top) >= y0 holds from ceil(y0) on (or for every row when top >= y0); min(y + 1, bottom)
    // <= y1 up to floor(y1) − 1 (or every row when bottom <= y1): the same test as rk_rounded_rect_row's
    // on each whole row y.
    const int64_t zeroFirst = s->top >= c->y0 ? INT64_MIN : iceil(c->y0);
    const int64_t zeroLast = s->bottom <= c->y1 ? INT64_MAX : ifloor(c->y1) - 1;
    return (corner_walk){ c, table + c->column_u, table + c->column_f, V + near, V + far, F + near, F + far, W + near, W + far,
                          c->cx, c->r, c->first_column, c->end_column, c->first_row, 0, 0, zeroFirst, zeroLast, 0 };
}

/// Corner w's part of row y within columns x0..<x1, as rk_rounded_rect_row finds it: its band (rc),
/// the columns whose area is computed (rc->from..<rc->to) and those that cover nothing
/// (*zero_from..<*zero_to); each empty when from >= to. Moves the walk on to this row.
__attribute__((always_inline)) static inline void walk_ranges(corner_walk *w, int64_t y, int64_t x0, int64_t x1, row_corner *rc,
                                                              int64_t *zero_from, int64_t *zero_to, const int right) {
    const double *u = w->u;
    const int64_t fc = w->fc, j = y - w->first_row;
    const double v0 = w->Vn[j], v1 = w->Vf[j], uIn = w->Wf[j], uOut = w->Wn[j];
    int64_t from = fc, to = w->ec, z0 = 0, z1 = 0;
    if (!w->started) {
        // The first row: start where the circle crosses the row's lines.
        w->in = right ? ifloor(w->cx + uIn) : iceil(w->cx - uIn);
        w->out = right ? iceil(w->cx + uOut) : ifloor(w->cx - uOut);
        w->started = 1;
    }
    // Columns whose far u (u1) is at most uIn lie wholly inside the disc: left as the plain rect.
    int64_t k = imax(from, imin(to, w->in));
    if (right) {
        while (k > from && u[k - fc] > uIn) k--;
        while (k < to && u[k - fc + 1] <= uIn) k++;
        from = k;
    } else {
        while (k < to && u[k - fc] > uIn) k++;
        while (k > from && u[k - 1 - fc] <= uIn) k--;
        to = k;
    }
    w->in = k;
    // Columns whose near corner is outside the circle cover nothing (as in rk_rounded_rect_row).
    if (y >= w->zeroFirst && y <= w->zeroLast && v0 < w->r) {
        k = imax(from, imin(to, w->out));
        if (right) {
            while (k > from && u[k - 1 - fc] >= uOut) k--;
            while (k < to && u[k - fc] < uOut) k++;
            z0 = imax(k, x0);
            z1 = imin(to, x1);
            to = k;
        } else {
            while (k < to && u[k - fc + 1] >= uOut) k++;
            while (k > from && u[k - fc] < uOut) k--;
            z0 = imax(from, x0);
            z1 = imin(k, x1);
            from = k;
        }
        w->out = k;
    }
    *zero_from = z0;
    *zero_to = z1;
    *rc = (row_corner){ w->c, v0, v1, w->Fn[j], w->Ff[j], imax(from, x0), imin(to, x1) };
}

void rk_rounded_rect_row(const rk_rounded_rect *s, const double *table, int64_t y, int64_t x0, int64_t x1, uint8_t *out) {
    int64_t n = x1 - x0;
    if (n <= 0) return;
    double py = (double)y;
    double vy = dmax(0, dmin(py + 1, s->bottom) - dmax(py, s->top));
    if (!(vy > 0)) {
        fill_bytes(out, 0, n);
        return;
    }
    // The plain rect: vy between the straight edges, the fractional edge pixels exactly.
    int64_t fullStart = iceil(s->left), fullEnd = ifloor(s->right);
    int64_t a = imax(x0, imin(x1, fullStart)), b = imax(a, imin(x1, fullEnd));
    for (int64_t x = x0; x < a; x++) out[x - x0] = (uint8_t)(HX(x) * vy * 255 + 0.5);
    if (b > a) fill_bytes(out + (a - x0), (uint8_t)(vy * 255 + 0.5), b - a);
    for (int64_t x = b; x < x1; x++) out[x - x0] = (uint8_t)(HX(x) * vy * 255 + 0.5);
    row_corner act[4];
    int count = 0;
    for (int64_t i = 0; i < s->count; i++) {
        const rk_corner *c = &s->corners[i];
        if (!(py < c->y1 && py + 1 > c->y0)) continue;
        // The corner's part of the row, as a batch finds it (a walk of one row).
        corner_walk w = walk_start(s, c, table);
        int64_t z0, z1;
        walk_ranges(&w, y, x0, x1, &act[count], &z0, &z1, c->sx > 0);
        if (z0 < z1) fill_bytes(out + (z0 - x0), 0, z1 - z0);
        if (act[count].from < act[count].to) count++;
    }
    if (count == 0) return;
    // Do two corners' column ranges overlap in this row (a shape narrower than its two radii)?
    int overlap = 0;
    for (int i = 0; i < count; i++)
        for (int k = i + 1; k < count; k++)
            if (act[i].from < act[k].to && act[k].from < act[i].to) overlap = 1;
    if (!overlap) {
        // Each arc pixel once, the band's area left of each column line computed once and shared by
        // the two pixels beside the line.
        for (int i = 0; i < count; i++) corner_arc(s, table, &act[i], vy, fullStart, fullEnd, x0, out, act[i].c->sx > 0);
        return;
    }
    for (int i = 0; i < count; i++) {
        const row_corner *rc = &act[i];
        for (int64_t x = rc->from; x < rc->to; x++) {
            // A column shared with an earlier corner (a narrow shape) was written with both.
            int seen = 0;
            for (int k = 0; k < i; k++) if (x >= act[k].from && x < act[k].to) seen = 1;
            if (seen) continue;
            double area = HX(x) * vy - outside(rc, table, x);
            for (int k = i + 1; k < count; k++) if (x >= act[k].from && x < act[k].to) area -= outside(&act[k], table, x);
            out[x - x0] = level(area);
        }
    }
}

void rk_rounded_rect_rows(const rk_rounded_rect *s, const double *table, int64_t y0, int64_t y1, int64_t x0, int64_t x1,
                          uint8_t *out, ptrdiff_t stride) {
    const int64_t n = x1 - x0;
    if (n <= 0) return;
    const int64_t fullStart = iceil(s->left), fullEnd = ifloor(s->right);
    const int64_t a = imax(x0, imin(x1, fullStart)), b = imax(a, imin(x1, fullEnd));
    // The edge columns' part between the straight edges when there is one on a side (the usual case).
    const double hxa = HX(x0), hxb = HX(x1 - 1);
    int64_t y = y0;
    while (y < y1) {
        // The corners touching row y, and the end of the run of rows that the same corners touch.
        const double py = (double)y;
        const rk_corner *left = 0, *right = 0;
        int lefts = 0, rights = 0;
        int64_t end = y1;
        for (int64_t i = 0; i < s->count; i++) {
            const rk_corner *c = &s->corners[i];
            // Rows ifloor(y0) ... iceil(y1) − 1 touch the square (py < y1 && py + 1 > y0).
            int64_t first = ifloor(c->y0), last = iceil(c->y1) - 1;
            if (py < c->y1 && py + 1 > c->y0) {
                end = imin(end, last + 1);
                if (c->sx < 0) { left = c; lefts++; }
                else { right = c; rights++; }
            } else if (first > y) {
                end = imin(end, first);
            }
        }
        end = imax(end, y + 1);
        if (lefts > 1 || rights > 1) {
            // Two corners on one side (a shape shorter than its radii): row by row.
            for (; y < end; y++, out += stride) rk_rounded_rect_row(s, table, y, x0, x1, out);
            continue;
        }
        // Set up only for a corner that is there (each is read only behind its `left` or `right`).
        corner_walk lw, rw;
        if (left) lw = walk_start(s, left, table);
        if (right) rw = walk_start(s, right, table);
        for (; y < end; y++, out += stride) {
            const double pr = (double)y;
            const double vy = dmax(0, dmin(pr + 1, s->bottom) - dmax(pr, s->top));
            if (!(vy > 0)) {
                memset(out, 0, (size_t)n);
                continue;
            }
            // Each side's columns: those its corner zeroes and its arc (adjacent), within x0..<x1.
            row_corner lc = { 0 }, rc = { 0 };
            int64_t lz0 = 0, lz1 = 0, rz0 = 0, rz1 = 0;
            if (left) walk_ranges(&lw, y, x0, x1, &lc, &lz0, &lz1, 0);
            if (right) walk_ranges(&rw, y, x0, x1, &rc, &rz0, &rz1, 1);
            if (left && right) {
                // The left corner's last column written and the right one's first: if they meet (the
                // two arcs of a shape's top or bottom row near its middle), the row as one.
                int64_t le = lc.from < lc.to ? lc.to : lz1, rs = rc.from < rc.to ? rc.from : rz0;
                int lany = lc.from < lc.to || lz0 < lz1, rany = rc.from < rc.to || rz0 < rz1;
                if (lany && rany && le > rs) {
                    rk_rounded_rect_row(s, table, y, x0, x1, out);
                    continue;
                }
            }
            // The plain rect: vy between the straight edges, the fractional edge pixels exactly (HX of
            // the edge columns found once).
            if (a - x0 == 1) out[0] = (uint8_t)(hxa * vy * 255 + 0.5);
            else for (int64_t x = x0; x < a; x++) out[x - x0] = (uint8_t)(HX(x) * vy * 255 + 0.5);
            if (b > a) fill_bytes(out + (a - x0), (uint8_t)(vy * 255 + 0.5), b - a);
            if (x1 - b == 1) out[n - 1] = (uint8_t)(hxb * vy * 255 + 0.5);
            else for (int64_t x = b; x < x1; x++) out[x - x0] = (uint8_t)(HX(x) * vy * 255 + 0.5);
            if (lz0 < lz1) fill_bytes(out + (lz0 - x0), 0, lz1 - lz0);
            if (rz0 < rz1) fill_bytes(out + (rz0 - x0), 0, rz1 - rz0);
            if (lc.from < lc.to) corner_arc(s, table, &lc, vy, fullStart, fullEnd, x0, out, 0);
            if (rc.from < rc.to) corner_arc(s, table, &rc, vy, fullStart, fullEnd, x0, out, 1);
        }
    }
}
#undef HX

void rk_rounded_rect_over_rows(const rk_rounded_rect *s, const double *table, int64_t y0, int64_t y1, int64_t x0, int64_t x1,
                               uint32_t *pixels, ptrdiff_t stride, uint32_t src, uint32_t opacity, uint8_t *scratch, int64_t batch) {
    const int64_t n = x1 - x0;
    if (n <= 0 || batch <= 0) return;
    for (int64_t y = y0; y < y1; y += batch) {
        const int64_t end = imin(y1, y + batch);
        rk_rounded_rect_rows(s, table, y, end, x0, x1, scratch, n);
        rk_over_coverage_rows(pixels + y * stride + x0, stride, scratch, n, (size_t)(end - y), (size_t)n, src, opacity);
    }
}

/// F(u) = ∫₀ᵘ √(r² − s²) ds = (u·√(r² − u²) + r²·asin(u/r)) / 2, the quarter disc's area left of u
/// (0 ≤ u ≤ r), for a vector `U` of u (type T, operations named by the arguments), into `OUT`. asin
/// without a branch or a call: the odd rational approximation on [0, 1/2] (t + t·z·P(z)/Q(z), z = t²,
/// fdlibm's coefficients) and on (1/2, 1] the identity asin(t) = π/2 − 2·asin(√((1 − t)/2)); within
/// 2.3e-16 of libm's asin over [0, 1] (measured on 10⁷ points), so the coverage bytes are libm's but
/// for a rare half-level rounding (the tests compare the tables with libm's formula). Written once for
/// every vector width: each width performs the same operations in the same order (no fused
/// multiply-adds), so every width gives the same values. BIGROOT(big, zb) is √zb in the lanes of
/// `big` (the others are not read).
#define STRIP_VECTOR(T, SET, ADD, SUB, MUL, DIV, SQRT, BIGROOT, MAX, MIN, GT, SEL, U, R, OUT, OUTW)            \
    do {                                                                                                       \
        const T u_ = (U), r2_ = SET((R) * (R)), half_ = SET(0.5), one_ = SET(1);                               \
        const T t_ = MIN(one_, DIV(u_, SET(R))), big_ = GT(t_, half_), zb_ = MUL(SUB(one_, t_), half_);        \
        const T z_ = SEL(big_, zb_, MUL(t_, t_)), s_ = SEL(big_, BIGROOT(big_, zb_), t_);                       \
        T p_ = ADD(SET(7.91534994289814532176e-04), MUL(z_, SET(3.47933107596021167570e-05)));                 \
        p_ = ADD(SET(-4.00555345006794114027e-02), MUL(z_, p_));                                               \
        p_ = ADD(SET(2.01212532134862925881e-01), MUL(z_, p_));                                                \
        p_ = ADD(SET(-3.25565818622400915405e-01), MUL(z_, p_));                                               \
        p_ = MUL(z_, ADD(SET(1.66666666666666657415e-01), MUL(z_, p_)));                                       \
        T q_ = ADD(SET(-6.88283971605453293030e-01), MUL(z_, SET(7.70381505559019352791e-02)));                \
        q_ = ADD(SET(2.02094576023350569471e+00), MUL(z_, q_));                                                \
        q_ = ADD(one_, MUL(z_, ADD(SET(-2.40339491173441421878e+00), MUL(z_, q_))));                           \
        const T a_ = ADD(s_, MUL(s_, DIV(p_, q_)));                                                            \
        const T asin_ = SEL(big_, SUB(SET(1.57079632679489661923), ADD(a_, a_)), a_);                          \
        const T w_ = SQRT(MAX(SET(0), SUB(r2_, MUL(u_, u_))));                                                 \
        OUT = MUL(half_, ADD(MUL(u_, w_), MUL(r2_, asin_)));                                                   \
        OUTW = w_;                                                                                             \
    } while (0)

#if defined(__SSE2__)
/// Two doubles at a time: SSE2 is the x86-64 baseline, and the compiler does not vectorize `sqrt` (it
/// may set errno).
typedef __m128d strip_v;
#define SV_LANES 2
#define SV_SEL(m, x, y) _mm_or_pd(_mm_and_pd(m, x), _mm_andnot_pd(m, y))
/// The (1 − t)/2 branch's root, taken whatever the lanes.
#define SV_ROOT(big, zb) _mm_sqrt_pd(zb)
static inline strip_v strip_vector(strip_v u, double r, strip_v *w) {
    strip_v f;
    STRIP_VECTOR(strip_v, _mm_set1_pd, _mm_add_pd, _mm_sub_pd, _mm_mul_pd, _mm_div_pd, _mm_sqrt_pd, SV_ROOT, _mm_max_pd,
                 _mm_min_pd, _mm_cmpgt_pd, SV_SEL, u, r, f, *w);
    return f;
}
#define SV_LOAD(p) _mm_loadu_pd(p)
#define SV_STORE(p, x) _mm_storeu_pd(p, x)
#else
typedef double strip_v;
#define SV_LANES 1
#define SV_SET(x) (x)
#define SV_ADD(a, b) ((a) + (b))
#define SV_SUB(a, b) ((a) - (b))
#define SV_MUL(a, b) ((a) * (b))
#define SV_DIV(a, b) ((a) / (b))
#define SV_MAX(a, b) ((a) > (b) ? (a) : (b))
#define SV_MIN(a, b) ((a) < (b) ? (a) : (b))
#define SV_GT(a, b) ((a) > (b))
#define SV_SEL(m, x, y) ((m) ? (x) : (y))
#define SV_ROOT(big, zb) sqrt(zb)
static inline strip_v strip_vector(strip_v u, double r, strip_v *w) {
    strip_v f;
    STRIP_VECTOR(strip_v, SV_SET, SV_ADD, SV_SUB, SV_MUL, SV_DIV, sqrt, SV_ROOT, SV_MAX, SV_MIN, SV_GT, SV_SEL, u, r, f, *w);
    return f;
}
#define SV_LOAD(p) (*(p))
#define SV_STORE(p, x) (*(p) = (x))
#endif

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
#define AVX_GT(a, b) _mm256_cmp_pd(a, b, _CMP_GT_OQ)
#define AVX_SEL(m, x, y) _mm256_blendv_pd(y, x, m)
/// √zb where some lane of `big` is set, else zb itself: a block whose t are all at most 1/2 (the first
/// half of a table, whose lines' u are sorted) selects none of those lanes, so the root, one of the
/// divider's four operations per block, is not taken there (the values are the same).
__attribute__((target("avx2"))) static inline __m256d avx_big_root(__m256d big, __m256d zb) {
    return _mm256_movemask_pd(big) ? _mm256_sqrt_pd(zb) : zb;
}
/// strip_vector four at a time, where the CPU has AVX2 (rk_level): the same values.
__attribute__((target("avx2"))) static void strips_avx2(const double *u, double *f, double *w, int64_t count, double r) {
    for (int64_t k = 0; k + 4 <= count; k += 4) {
        __m256d out, outw;
        STRIP_VECTOR(__m256d, _mm256_set1_pd, _mm256_add_pd, _mm256_sub_pd, _mm256_mul_pd, _mm256_div_pd, _mm256_sqrt_pd,
                     avx_big_root, _mm256_max_pd, _mm256_min_pd, AVX_GT, AVX_SEL, _mm256_loadu_pd(u + k), r, out, outw);
        _mm256_storeu_pd(f + k, out);
        if (w) _mm256_storeu_pd(w + k, outw);
    }
}
#endif

/// f[k] = F(u[k]) (strip_vector) for k < count, and when w is not null w[k] = √(r² − u[k]²) (the same
/// value as the scalar square root: both are correctly rounded); four at a time with AVX2, else two;
/// the last odd value in the low lane of one more.
static void strips(const double *u, double *f, double *w, int64_t count, double r) {
    int64_t k = 0;
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    if (count >= 4 && rk_level() == 2) {
        strips_avx2(u, f, w, count, r);
        k = count & ~(int64_t)3;
    }
#endif
    for (; k + SV_LANES <= count; k += SV_LANES) {
        strip_v wv;
        SV_STORE(f + k, strip_vector(SV_LOAD(u + k), r, &wv));
        if (w) SV_STORE(w + k, wv);
    }
#if defined(__SSE2__)
    if (k < count) {
        // The last odd value alone in the low lane (the high one computes u = 0, a valid input): loaded
        // and stored as one double, so no store waits to be forwarded to a wider load.
        strip_v wv, fv = strip_vector(_mm_load_sd(u + k), r, &wv);
        _mm_store_sd(f + k, fv);
        if (w) _mm_store_sd(w + k, wv);
    }
#endif
}

/// out[k] for k < count: the local coordinate of line first + k (a column or row line) in a corner,
/// the line clamped to the square's lo...hi, then its distance from the centre c toward the corner
/// (sign +1: lines after c; −1: before), clamped to 0...r. Two lines per SSE2 step; the same values as
/// dmin/dmax one by one (minpd and maxpd choose as they do for numbers).
static void corner_lines(double *out, int64_t count, int64_t first, double lo, double hi, double c, double sign, double r) {
    int64_t k = 0;
#if defined(__SSE2__)
    const __m128d vlo = _mm_set1_pd(lo), vhi = _mm_set1_pd(hi), vc = _mm_set1_pd(c), vr = _mm_set1_pd(r), zero = _mm_setzero_pd();
    for (; k + 2 <= count; k += 2) {
        __m128d x = _mm_set_pd((double)(first + k + 1), (double)(first + k));
        x = _mm_min_pd(_mm_max_pd(vlo, x), vhi);
        __m128d d = sign > 0 ? _mm_sub_pd(x, vc) : _mm_sub_pd(vc, x);
        _mm_storeu_pd(out + k, _mm_min_pd(_mm_max_pd(zero, d), vr));
    }
#endif
    for (; k < count; k++) {
        double x = dmin(hi, dmax(lo, (double)(first + k)));
        out[k] = dmin(r, dmax(0, sign > 0 ? x - c : c - x));
    }
}

size_t rk_rounded_rect_table_count(const double radii[4]) {
    size_t count = 0;
    for (int i = 0; i < 4; i++)
        if (radii[i] > 0) count += 5 * ((size_t)iceil(dmin(1e9, radii[i])) + 3);
    return count;
}

void rk_rounded_rect_init(rk_rounded_rect *s, double left, double top, double right, double bottom, const double radii[4], double *table) {
    s->left = left;
    s->top = top;
    s->right = right;
    s->bottom = bottom;
    s->count = 0;
    // Top left, top right, bottom right, bottom left: each corner's centre and its direction.
    const double cxs[4] = { left + radii[0], right - radii[1], right - radii[2], left + radii[3] };
    const double cys[4] = { top + radii[0], top + radii[1], bottom - radii[2], bottom - radii[3] };
    const double sxs[4] = { -1, 1, 1, -1 }, sys[4] = { -1, -1, 1, 1 };
    int64_t used = 0;
    for (int i = 0; i < 4; i++) {
        double r = radii[i];
        if (!(r > 0)) continue;
        rk_corner *c = &s->corners[s->count];
        c->cx = cxs[i]; c->cy = cys[i]; c->r = r; c->r2 = r * r; c->quarter = 0.25 * 3.14159265358979323846 * (r * r);
        c->sx = sxs[i]; c->sy = sys[i];
        c->x0 = dmin(c->cx, c->cx + c->sx * r); c->x1 = dmax(c->cx, c->cx + c->sx * r);
        c->y0 = dmin(c->cy, c->cy + c->sy * r); c->y1 = dmax(c->cy, c->cy + c->sy * r);
        c->first_column = ifloor(c->x0);
        c->end_column = imax(c->first_column + 1, iceil(c->x1));
        c->first_row = ifloor(c->y0);
        c->end_row = imax(c->first_row + 1, iceil(c->y1));
        // Corners with the same centre column, radius and direction share one column table; with the
        // same centre row one row table (the two corners of one side, when their radii are equal).
        const rk_corner *sameColumn = 0, *sameRow = 0;
        for (int64_t k = 0; k < s->count; k++) {
            const rk_corner *p = &s->corners[k];
            if (!sameColumn && p->cx == c->cx && p->r == r && p->sx == c->sx && p->x0 == c->x0) sameColumn = p;
            if (!sameRow && p->cy == c->cy && p->r == r && p->sy == c->sy && p->y0 == c->y0) sameRow = p;
        }
        if (sameColumn) {
            c->column_u = sameColumn->column_u;
            c->column_f = sameColumn->column_f;
        } else {
            int64_t count = c->end_column - c->first_column + 1;
            c->column_u = used;
            c->column_f = used + count;
            corner_lines(table + used, count, c->first_column, c->x0, c->x1, c->cx, c->sx, r);
            strips(table + used, table + used + count, 0, count, r);
            used += 2 * count;
        }
        if (sameRow) {
            c->row_v = sameRow->row_v;
            c->row_f = sameRow->row_f;
            c->row_w = sameRow->row_w;
        } else {
            int64_t count = c->end_row - c->first_row + 1;
            c->row_v = used;
            c->row_f = used + count;
            c->row_w = used + 2 * count;
            corner_lines(table + used, count, c->first_row, c->y0, c->y1, c->cy, c->sy, r);
            // F(v) and w = √(r² − v²) (0 at v = r) in one pass.
            strips(table + used, table + used + count, table + used + 2 * count, count, r);
            used += 3 * count;
        }
        s->count++;
    }
}
