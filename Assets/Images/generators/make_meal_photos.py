"""Makes the six meal photos in Assets/Images/meals/: drink, starter, main, dessert, coffee and wine.

Each is a 600x400 RGB PNG, a painted food-photograph-like illustration for the "meals" scene, which
shows them aspect-filled (centre crop) in square 280x280 and wide 700x200 thumbnails and in a modal
header. So every subject sits near the centre, and every picture has what cropping, scaling and blur
reveal: fine texture (wood grain, linen weave, crumb, crema), hard anti-aliased edges, highlights,
soft shadows and smooth gradients.

  drink    a tall glass of sparkling pink grapefruit soda: ice, bubbles, straw, mint, a citrus wheel
  starter  a salad seen from above: leaves, cherry tomatoes, mozzarella, cucumber, olives, balsamic
  main     sliced medium-rare steak with roast potatoes, asparagus, vine tomatoes, jus and rosemary
  dessert  a slice of layered raspberry cream cake on a plate, seen at an angle
  coffee   a latte from directly above: saucer, rosetta latte art, a spoon, beans on a wooden table
  wine     two glasses of red wine and a bottle, with warm candle-light bokeh behind

Everything is drawn analytically with numpy: signed-distance shapes with ~1 px anti-aliasing,
gradients and simple lighting (Lambert + Blinn highlights on analytic or height-field normals),
value-noise textures, soft shadows (SDF-softened or box-blurred masks) and a tiny ray caster for the
cake. The PNGs are written with zlib; no Pillow needed.

Run once by hand from the repository root:  python3 Assets/Images/generators/make_meal_photos.py
(optionally with names, e.g. `... make_meal_photos.py coffee wine`, to redraw only those).
The PNGs are committed, so running SwiftHero needs no Python. Needs only numpy and the standard
library. Deterministic: fixed seeds, the same files every run.
"""
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from pngfile import write_png  # noqa: E402

W, H = 600, 400
OUT = Path(__file__).resolve().parent.parent / "meals"
YY, XX = np.mgrid[0:H, 0:W].astype(np.float64)
WHITE = np.ones(3)


def col(*c):
    return np.array(c, dtype=np.float64)


def normalize(v):
    v = np.asarray(v, dtype=np.float64)
    return v / np.linalg.norm(v)


# Screen-space light: x right, y down, z toward the viewer. Light comes from the top left.
LIGHT = normalize((-0.45, -0.6, 0.66))
HALF = normalize(LIGHT + np.array([0.0, 0.0, 1.0]))


# ----------------------------------------------------------------------------------------------
# Maths helpers


def smoothstep(e0, e1, x):
    t = np.clip((x - e0) / (e1 - e0), 0.0, 1.0)
    return t * t * (3.0 - 2.0 * t)


def mixc(c0, c1, t):
    """Blend colours (vectors or HxWx3 arrays) by t (scalar or HxW array)."""
    t = np.asarray(t, dtype=np.float64)[..., None]
    return c0 * (1.0 - t) + c1 * t


_lattices = {}


def _lattice(seed):
    if seed not in _lattices:
        _lattices[seed] = np.random.default_rng(seed).uniform(-1.0, 1.0, (256, 256))
    return _lattices[seed]


def noise(x, y, seed):
    """Smooth value noise at arbitrary coordinates (a 256x256 random lattice, tiled), -1..1."""
    g = _lattice(seed)
    xf, yf = np.floor(x), np.floor(y)
    fx, fy = x - xf, y - yf
    fx, fy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)
    xi, yi = xf.astype(np.int64) & 255, yf.astype(np.int64) & 255
    x1, y1 = (xi + 1) & 255, (yi + 1) & 255
    a = g[yi, xi] + (g[yi, x1] - g[yi, xi]) * fx
    b = g[y1, xi] + (g[y1, x1] - g[y1, xi]) * fx
    return a + (b - a) * fy


def fbm(x, y, scale, octaves=4, seed=0, gain=0.5):
    """Fractal value noise, roughly -1..1; `scale` is the size in pixels of the coarsest octave."""
    x, y = x / scale, y / scale
    total, amp, norm = 0.0, 1.0, 0.0
    for o in range(octaves):
        total = total + amp * noise(x + o * 13.7, y + o * 7.3, seed * 37 + o)
        norm += amp
        amp *= gain
        x, y = x * 2.03, y * 2.03
    return total / norm


def _blur_axis(a, r, axis):
    n = a.shape[axis]
    pad = [(0, 0)] * a.ndim
    pad[axis] = (r + 1, r)
    c = np.cumsum(np.pad(a, pad, mode="edge"), axis=axis)
    hi = np.take(c, np.arange(2 * r + 1, 2 * r + 1 + n), axis=axis)
    lo = np.take(c, np.arange(0, n), axis=axis)
    return (hi - lo) / (2 * r + 1)


def blur(a, r, passes=3):
    """Separable box blur, `passes` times (3 passes is close to a Gaussian)."""
    r = int(round(r))
    if r < 1:
        return a
    for _ in range(passes):
        a = _blur_axis(_blur_axis(a, r, 0), r, 1)
    return a


# ----------------------------------------------------------------------------------------------
# Signed distance shapes (negative inside, in pixels). Each returns a function of (X, Y).


def rot(X, Y, cx, cy, ang):
    c, s = np.cos(ang), np.sin(ang)
    dx, dy = X - cx, Y - cy
    return dx * c + dy * s, -dx * s + dy * c


def sd_circle(cx, cy, r):
    return lambda X, Y: np.hypot(X - cx, Y - cy) - r


def sd_ellipse(cx, cy, rx, ry, ang=0.0):
    def f(X, Y):
        u, v = rot(X, Y, cx, cy, ang)
        k0 = np.hypot(u / rx, v / ry)
        k1 = np.hypot(u / (rx * rx), v / (ry * ry))
        return np.where(k1 < 1e-9, -min(rx, ry), k0 * (k0 - 1.0) / np.maximum(k1, 1e-9))
    return f


def sd_rbox(cx, cy, hw, hh, r, ang=0.0):
    def f(X, Y):
        u, v = rot(X, Y, cx, cy, ang)
        qx, qy = np.abs(u) - hw + r, np.abs(v) - hh + r
        return np.hypot(np.maximum(qx, 0), np.maximum(qy, 0)) + np.minimum(np.maximum(qx, qy), 0) - r
    return f


def seg_param(X, Y, ax, ay, bx, by):
    """(distance to segment AB, parameter t along it 0..1)."""
    dx, dy = bx - ax, by - ay
    t = np.clip(((X - ax) * dx + (Y - ay) * dy) / (dx * dx + dy * dy), 0, 1)
    return np.hypot(X - ax - t * dx, Y - ay - t * dy), t


def sd_capsule(ax, ay, bx, by, ra, rb=None):
    rb = ra if rb is None else rb

    def f(X, Y):
        d, t = seg_param(X, Y, ax, ay, bx, by)
        return d - (ra + (rb - ra) * t)
    return f


def sd_polyline(pts, r):
    pts = np.asarray(pts, dtype=np.float64)

    def f(X, Y):
        best = np.full(X.shape, 1e9)
        for (ax, ay), (bx, by) in zip(pts[:-1], pts[1:]):
            best = np.minimum(best, seg_param(X, Y, ax, ay, bx, by)[0])
        return best - r
    return f


def sd_heart(cx, cy, s):
    """A heart with its point at (cx, cy) and lobes above it, about s pixels tall."""
    def f(X, Y):
        px, py = np.abs(X - cx) / s, (cy - Y) / s
        a = np.hypot(px - 0.25, py - 0.75) - np.sqrt(2.0) / 4.0
        m = np.maximum(px + py, 0.0) * 0.5
        b = np.sqrt(np.minimum(px * px + (py - 1.0) ** 2, (px - m) ** 2 + (py - m) ** 2)) * np.sign(px - py)
        return np.where(px + py > 1.0, a, b) * s
    return f


def sd_union(*fs):
    return lambda X, Y: np.minimum.reduce([f(X, Y) for f in fs])


def sd_subtract(f, g):
    return lambda X, Y: np.maximum(f(X, Y), -g(X, Y))


def sd_intersect(f, g):
    return lambda X, Y: np.maximum(f(X, Y), g(X, Y))


def sd_offset(f, dx, dy):
    return lambda X, Y: f(X - dx, Y - dy)


# ----------------------------------------------------------------------------------------------
# Painting


def bbox(x0, y0, x1, y1):
    return (max(0, int(np.floor(x0))), max(0, int(np.floor(y0))),
            min(W, int(np.ceil(x1)) + 1), min(H, int(np.ceil(y1)) + 1))


def around(cx, cy, rx, ry=None, m=3):
    ry = rx if ry is None else ry
    return bbox(cx - rx - m, cy - ry - m, cx + rx + m, cy + ry + m)


FULL = (0, 0, W, H)


def paint(img, box, sdf, colour, alpha=1.0, feather=1.0):
    """Composite `colour` (vector, array, or f(X, Y, d) -> array) where sdf < 0, anti-aliased."""
    x0, y0, x1, y1 = box
    if x1 <= x0 or y1 <= y0:
        return None
    X, Y = XX[y0:y1, x0:x1], YY[y0:y1, x0:x1]
    d = sdf(X, Y)
    a = np.clip(0.5 - d / feather, 0.0, 1.0) * alpha
    if not np.any(a > 0):
        return a
    c = colour(X, Y, d) if callable(colour) else np.asarray(colour, dtype=np.float64)
    sub = img[y0:y1, x0:x1]
    sub += (c - sub) * a[..., None]
    return a


def shadow(img, box, sdf, dx=4.0, dy=5.0, soft=5.0, strength=0.4, tint=(0.0, 0.0, 0.0)):
    """Darken under a shape: its SDF shifted by (dx, dy) and softened over `soft` pixels."""
    x0, y0, x1, y1 = box
    if x1 <= x0 or y1 <= y0:
        return
    X, Y = XX[y0:y1, x0:x1], YY[y0:y1, x0:x1]
    a = strength * smoothstep(soft, -soft, sdf(X - dx, Y - dy))
    img[y0:y1, x0:x1] *= 1.0 - a[..., None] * (1.0 - np.asarray(tint))


def glow(img, box, sdf, colour, soft, strength):
    """Add light around/inside a shape (bokeh, caustics, reflections)."""
    x0, y0, x1, y1 = box
    if x1 <= x0 or y1 <= y0:
        return
    X, Y = XX[y0:y1, x0:x1], YY[y0:y1, x0:x1]
    a = strength * smoothstep(soft, -soft, sdf(X, Y))
    img[y0:y1, x0:x1] += a[..., None] * np.asarray(colour)


def lit(nx, ny, nz, base, amb=0.38, diff=0.75, spec=0.4, shin=30.0, spec_col=WHITE):
    """Lambert + Blinn-Phong shading for screen-space normals."""
    ndl = np.clip(nx * LIGHT[0] + ny * LIGHT[1] + nz * LIGHT[2], 0, 1)
    ndh = np.clip(nx * HALF[0] + ny * HALF[1] + nz * HALF[2], 0, 1)
    return base * (amb + diff * ndl)[..., None] + (spec * ndh ** shin)[..., None] * spec_col


def flat_lit(nx, ny, nz, amb=0.4, diff=0.75):
    """Lighting factor that is 1.0 for a surface facing the viewer."""
    ndl = np.clip(nx * LIGHT[0] + ny * LIGHT[1] + nz * LIGHT[2], 0, 1)
    return (amb + diff * ndl) / (amb + diff * LIGHT[2])


def sphere_normal(X, Y, cx, cy, rx, ry=None, ang=0.0, flat=1.0):
    """Normals of an ellipsoid seen from the front (flat < 1 flattens it)."""
    ry = rx if ry is None else ry
    u, v = rot(X, Y, cx, cy, ang)
    u, v = u / rx, v / ry
    nz = np.sqrt(np.clip(1.0 - u * u - v * v, 0.0, 1.0)) / flat
    c, s = np.cos(ang), np.sin(ang)
    nx, ny = u * c - v * s, u * s + v * c
    n = np.sqrt(nx * nx + ny * ny + nz * nz) + 1e-9
    return nx / n, ny / n, nz / n


def tube(d, r, base, spec=0.6, shin=30):
    """Shade a round tube (a drizzle, a stem) from its SDF d and radius r."""
    gy, gx = np.gradient(d)
    g = np.hypot(gx, gy) + 1e-9
    s = np.clip((d + r) / r, 0, 1)        # 0 on the axis, 1 at the edge
    nx, ny = gx / g * s, gy / g * s
    nz = np.sqrt(np.clip(1 - s * s, 0, 1))
    return lit(nx, ny, nz, base, amb=0.45, diff=0.7, spec=spec, shin=shin)


def relief_normal(h, k=1.0):
    """Normals of a height field h (pixels) over a region."""
    gy, gx = np.gradient(h)
    nx, ny = -gx * k, -gy * k
    n = np.sqrt(nx * nx + ny * ny + 1.0)
    return nx / n, ny / n, 1.0 / n


def finish(img, seed, vignette=0.28, grain=0.008, gamma=1.0):
    v = 1.0 - vignette * (((XX - W / 2) / (W * 0.62)) ** 2 + ((YY - H / 2) / (H * 0.62)) ** 2)
    img = img * v[..., None] + np.random.default_rng(seed).normal(0.0, grain, img.shape)
    img = np.clip(img, 0.0, 1.0) ** (1.0 / gamma)
    return (img * 255.0 + 0.5).astype(np.uint8)

# ----------------------------------------------------------------------------------------------
# Shared surfaces


def wood(X, Y, seed, dark, light, plank=100.0, ring=7.0, seams=True):
    """Planks running left-right, with warped grain rings, fibres, gaps and per-plank tone."""
    row = np.floor(Y / plank).astype(np.int64)
    lat = _lattice(seed + 500)
    tone = 1.0 + 0.12 * lat[row & 255, 3]
    shift = lat[row & 255, 7] * 400.0
    warp = 18.0 * fbm(X + shift, Y, 220.0, 3, seed) + 6.0 * fbm(X * 0.25, Y, 30.0, 2, seed + 1)
    rings = (Y + warp + 3.0 * np.sin((X + shift) / 90.0)) / ring
    t = np.abs(rings - np.floor(rings) - 0.5) * 2.0
    t = t ** 3
    fibre = fbm((X + shift) * 0.04, Y, 1.6, 3, seed + 2)
    blotch = fbm(X + shift, Y, 60.0, 3, seed + 3)
    v = np.clip(0.55 + 0.32 * t + 0.22 * fibre + 0.18 * blotch, 0, 1.2)
    c = mixc(np.asarray(dark), np.asarray(light), v) * tone[..., None]
    g = Y - row * plank
    gap = smoothstep(0.0, 2.2, g) * smoothstep(0.0, 2.2, plank - g)
    bevel = np.exp(-np.maximum(g - 2.0, 0) / 2.0) * 0.12 * (g > 1.5)
    c = c * (0.25 + 0.75 * gap)[..., None] + bevel[..., None] * np.asarray(light)
    if seams:
        sx = (lat[row & 255, 11] * 0.5 + 0.5) * W * 1.6 - W * 0.3
        sd = np.abs(X - sx)
        c = c * (0.35 + 0.65 * smoothstep(0.0, 2.0, sd))[..., None]
    return c


def linen(X, Y, seed, base, period=3.2):
    """Woven cloth: a fine over-under weave with slubs, irregular threads and soft folds."""
    wx = np.sin(X * 2 * np.pi / period + 0.6 * fbm(X, Y, 9.0, 2, seed))
    wy = np.sin(Y * 2 * np.pi / period + 0.6 * fbm(X, Y, 9.0, 2, seed + 1))
    weave = 0.5 + 0.25 * wx * np.sign(wy) * np.abs(wy) ** 0.5
    slub_x = fbm(X * 0.08, Y, 1.7, 2, seed + 2)
    slub_y = fbm(X, Y * 0.08, 1.7, 2, seed + 3)
    folds = fbm(X, Y, 140.0, 3, seed + 4)
    v = 0.86 + 0.08 * weave + 0.05 * slub_x + 0.05 * slub_y + 0.09 * folds
    return np.asarray(base) * v[..., None]


def porcelain(X, Y, h, base, k=1.0, spec=0.35, shin=60.0):
    """Glossy ceramic shaded by a height field."""
    nx, ny, nz = relief_normal(h, k)
    f = flat_lit(nx, ny, nz, amb=0.55, diff=0.55)
    ndh = np.clip(nx * HALF[0] + ny * HALF[1] + nz * HALF[2], 0, 1)
    c = np.asarray(base) * f[..., None] + (spec * ndh ** shin)[..., None]
    return c


def round_plate(img, cx, cy, R, base, well=0.62, rim_col=None, speckle=0.0, seed=0, shadow_strength=0.5):
    """A round plate seen from above, with a raised rim, its shadow, and an optional coloured edge."""
    shadow(img, around(cx + 10, cy + 12, R + 22), sd_circle(cx, cy, R), 9, 12, 16, shadow_strength)

    def colour(X, Y, d):
        r = np.hypot(X - cx, Y - cy) / R
        h = 7.0 * smoothstep(well, well + 0.22, r) - 3.0 * smoothstep(0.93, 1.0, r)
        h = h + 1.5 * smoothstep(well - 0.05, well, r)
        c = porcelain(X, Y, h, base)
        if speckle > 0:
            sp = np.clip(fbm(X, Y, 2.2, 2, seed) * 3.5 - 2.2, 0, 1)
            c = c * (1 - speckle * sp)[..., None]
        if rim_col is not None:
            edge = smoothstep(0.955, 0.985, r)
            c = mixc(c, np.asarray(rim_col) * (0.8 + 0.3 * (h / 7.0))[..., None], edge)
        c = c * (0.82 + 0.18 * smoothstep(-2.5, -0.5, -d - 1.0))[..., None]
        return c
    paint(img, around(cx, cy, R), sd_circle(cx, cy, R), colour)


def herb_flecks(img, rng, cx, cy, r, n, colour, size=(0.7, 1.6)):
    for _ in range(n):
        a, rr = rng.uniform(0, 2 * np.pi), r * np.sqrt(rng.uniform(0, 1))
        x, y = cx + rr * np.cos(a), cy + rr * np.sin(a)
        s = rng.uniform(*size)
        paint(img, around(x, y, s * 2), sd_ellipse(x, y, s * rng.uniform(1, 2.2), s, rng.uniform(0, np.pi)),
              np.asarray(colour) * rng.uniform(0.7, 1.2))


def receding_wood(table_y, seed, dark, light, ring=9.0):
    """A wooden table top from its far edge at table_y down to the bottom, in perspective."""
    ty = np.maximum(YY - table_y, 0.0)
    wy = 9000.0 / (ty + 30.0)
    wx = (XX - W / 2) * wy / 300.0
    tab = wood(wx * 3.0 + 1000, -wy * 3.0 + 2000, seed, dark, light, plank=150.0, ring=ring, seams=False)
    return tab * (0.7 + 0.6 * smoothstep(table_y, H, YY))[..., None]


def leaf(img, x, y, L, width, ang, base, curl=0.6, veins=7, vein_col=None, serrate=0.0, frill=0.0,
         seed=0, shade=0.35, tip=0.9, mid=1.0, pale=None):
    """A leaf growing from (x, y) along `ang`: pointed tip, midrib, side veins, curled surface."""
    ca, sa = np.cos(ang), np.sin(ang)
    cx, cy = x + 0.5 * L * ca, y + 0.5 * L * sa
    tt = np.linspace(-1, 1, 201)
    norm = np.max((1 - tt) ** tip * (1 + tt) ** 0.5)

    def halfw(u, v):
        t = np.clip(u / (0.5 * L), -1, 1)
        hw = width * (1 - t) ** tip * (1 + t) ** 0.5 / norm
        if serrate > 0:
            hw = hw * (1 - serrate * np.abs(np.sin(u * 0.9 + 0.3 * np.sign(v))) ** 2)
        if frill > 0:
            hw = hw * (1 + frill * noise(u / 5.0, np.sign(v) * 7.0, seed + 7))
        return hw

    def sdf(X, Y):
        u, v = rot(X, Y, cx, cy, ang)
        return np.maximum(np.abs(v) - halfw(u, v), np.abs(u) - 0.5 * L)
    box = around(cx, cy, 0.5 * L + 2, 0.5 * L + 2)
    if shade > 0:
        shadow(img, around(cx + 3, cy + 4, 0.5 * L + 8), sdf, 2.5, 3.5, 3.5, shade)
    vc = np.asarray(base) * 1.35 + 0.08 if vein_col is None else np.asarray(vein_col)

    def colour(X, Y, d):
        u, v = rot(X, Y, cx, cy, ang)
        hw = np.maximum(halfw(u, v), 0.5)
        vn = np.clip(v / hw, -1, 1)
        t = u / (0.5 * L)
        c = np.asarray(base) * (0.85 + 0.25 * fbm(X, Y, 9.0, 3, seed) + 0.15 * (1 - np.abs(vn)))[..., None]
        if pale is not None:
            c = mixc(c, np.asarray(pale), smoothstep(0.2, -1.0, t) * (1 - 0.5 * np.abs(vn)))
        midrib = np.exp(-(v / (0.9 + 0.6 * (1 - t))) ** 2) * (t < 0.92) * mid
        ph = (u - 0.5 * L - np.abs(v) * 1.3) / (L / veins)
        side = (np.abs(np.sin(np.pi * ph)) < 0.12) * (np.abs(vn) < 0.85) * smoothstep(0.0, 0.2, np.abs(vn))
        c = mixc(c, vc, np.clip(0.8 * midrib + 0.45 * side, 0, 1))
        # curled surface: the normal tilts across the leaf, plus a crinkle
        nv = vn * curl + 0.25 * fbm(X, Y, 5.0, 2, seed + 3)
        nx, ny = -sa * nv, ca * nv
        nn = np.sqrt(nx * nx + ny * ny + 1)
        f = flat_lit(nx / nn, ny / nn, 1 / nn, 0.45, 0.7)
        ndh = np.clip((nx * HALF[0] + ny * HALF[1] + HALF[2]) / nn, 0, 1)
        c = c * f[..., None] + (0.25 * ndh ** 40)[..., None]
        return c * (0.8 + 0.2 * smoothstep(0, 1.5, -d))[..., None]
    paint(img, box, sdf, colour)
    return sdf


def sparkle_bubble(img, x, y, r, tint, strength=1.0):
    """A small bubble: bright rim, a highlight dot, a faint lit interior."""
    x0, y0, x1, y1 = around(x, y, r + 1.5)
    if x1 <= x0 or y1 <= y0:
        return
    X, Y = XX[y0:y1, x0:x1], YY[y0:y1, x0:x1]
    d = np.hypot(X - x, Y - y) - r
    ring = np.exp(-((d + 0.45) / 0.55) ** 2) * (0.55 + 0.25 * ((Y - y) / (r + 0.5)))
    spot = np.exp(-((X - x + 0.4 * r) ** 2 + (Y - y + 0.4 * r) ** 2) / (0.12 * r * r + 0.15))
    inside = np.clip(0.5 - d, 0, 1) * 0.12
    a = (ring * 0.7 + spot * 0.9 + inside) * strength
    img[y0:y1, x0:x1] += a[..., None] * np.asarray(tint)


# ----------------------------------------------------------------------------------------------
# Coffee: a latte from above


def coffee_bean(img, x, y, ang, rng, crease=True, s=1.0):
    rx, ry = 12.5 * s, 9.0 * s
    shape = sd_ellipse(x, y, rx, ry, ang)
    shadow(img, around(x + 4, y + 5, rx + 8), shape, 3.5, 4.5, 4.0, 0.55)
    base = col(0.30, 0.16, 0.07) * rng.uniform(0.8, 1.15)

    def colour(X, Y, d):
        nx, ny, nz = sphere_normal(X, Y, x, y, rx, ry, ang, flat=1.6)
        c = lit(nx, ny, nz, base, amb=0.35, diff=0.85, spec=0.45, shin=22)
        u, v = rot(X, Y, x, y, ang)
        c = c * (1 + 0.12 * fbm(X, Y, 3.0, 2, 77))[..., None]
        if crease:
            vc = 1.8 * s * np.sin(u / rx * np.pi * 0.9)
            fade = np.clip(1 - (u / rx) ** 4, 0, 1)
            g = np.exp(-((v - vc) / (1.1 * s)) ** 2) * fade
            lip = np.exp(-((v - vc - 1.8 * s) / (1.0 * s)) ** 2) * fade
            c = c * (1 - 0.75 * g)[..., None] + (0.12 * lip)[..., None] * col(1.0, 0.8, 0.6)
        return c
    paint(img, around(x, y, rx + 1), shape, colour)


def scene_coffee():
    rng = np.random.default_rng(301)
    img = wood(XX, YY, 30, col(0.20, 0.11, 0.06), col(0.50, 0.31, 0.17), plank=96.0, ring=8.0)
    # warm window light falling across the table
    img *= (0.8 + 0.35 * np.exp(-(((XX - 180) / 420.0) ** 2 + ((YY - 120) / 300.0) ** 2)))[..., None]

    cx, cy = 300.0, 200.0
    # coffee beans scattered around the saucer
    beans, tries = [], 0
    while len(beans) < 17 and tries < 5000:
        tries += 1
        x, y = rng.uniform(18, W - 18), rng.uniform(18, H - 18)
        if np.hypot(x - cx, y - cy) < 185 or any(np.hypot(x - bx, y - by) < 27 for bx, by in beans):
            continue
        if 150 < x < 450 and rng.uniform() < 0.7:
            continue
        beans.append((x, y))
    for x, y in beans:
        coffee_bean(img, x, y, rng.uniform(0, np.pi), rng, crease=rng.uniform() < 0.65)

    # saucer
    R = 168.0
    round_plate(img, cx, cy + 4, R, col(0.95, 0.94, 0.92), well=0.6, shadow_strength=0.55)
    # cup shadow and handle shadow on the saucer
    handle = sd_rbox(cx + 140, cy, 34, 12, 11)
    shadow(img, around(cx + 10, cy + 12, 150), sd_union(sd_circle(cx, cy, 112), handle), 10, 13, 11, 0.5)

    # spoon resting on the saucer, bowl toward the cup
    ang = np.deg2rad(28)
    bx, by = cx + 92, cy + 118
    ex, ey = bx + 150 * np.cos(ang), by + 150 * np.sin(ang)
    nx0, ny0 = bx + 24 * np.cos(ang), by + 24 * np.sin(ang)
    spoon_handle = sd_capsule(nx0, ny0, ex, ey, 3.0, 6.5)
    spoon_bowl = sd_ellipse(bx, by, 25, 16, ang)
    spoon = sd_union(spoon_handle, spoon_bowl)
    shadow(img, around((bx + ex) / 2 + 5, (by + ey) / 2 + 6, 100, 60), spoon, 4, 6, 4.5, 0.45)

    def metal_handle(X, Y, d):
        u, v = rot(X, Y, nx0, ny0, ang)
        w = np.clip(-d, 0, 7) / 7.0
        s = v / (3.0 + 3.5 * np.clip(u / 126.0, 0, 1))
        b = 0.42 + 0.5 * np.exp(-((s + 0.3) / 0.28) ** 2) - 0.18 * s + 0.08 * np.sin(u / 9.0)
        b = b * (0.75 + 0.25 * w)
        return col(0.78, 0.80, 0.83) * b[..., None]

    def metal_bowl(X, Y, d):
        u, v = rot(X, Y, bx, by, ang)
        uu, vv = u / 25.0, v / 16.0
        r = np.sqrt(uu * uu + vv * vv)
        # concave: the far (upper-left) inside is dark, the near inside catches the light
        b = 0.35 + 0.35 * (uu * 0.35 + vv * 0.9 + 0.4) + 0.7 * np.exp(-((uu - 0.25) ** 2 + (vv - 0.45) ** 2) / 0.03)
        b = b + 0.55 * np.exp(-((r - 0.93) / 0.05) ** 2) * (0.5 - 0.5 * vv)
        b = b + 0.15 * fbm(X, Y, 6.0, 2, 88)
        return col(0.78, 0.80, 0.83) * np.clip(b, 0.1, 1.4)[..., None]
    paint(img, around((bx + ex) / 2, (by + ey) / 2, 100, 60), spoon_handle, metal_handle)
    paint(img, around(bx, by, 27), spoon_bowl, metal_bowl)

    # cup handle (seen from above: a rounded bar)
    def handle_col(X, Y, d):
        v = (Y - cy) / 12.0
        h = 6.0 * np.sqrt(np.clip(1 - v * v, 0, 1)) * smoothstep(0, 8, X - cx - 100)
        return porcelain(X, Y, h, col(0.96, 0.95, 0.93), k=0.8)
    paint(img, around(cx + 140, cy, 40, 14), handle, handle_col)

    # cup: glossy rim, inner wall, coffee
    def rim_col(X, Y, d):
        r = np.hypot(X - cx, Y - cy)
        q = np.clip((r - 95.0) / 15.0, 0, 1)
        h = 5.0 * np.sin(np.pi * q) ** 0.7
        return porcelain(X, Y, h, col(0.97, 0.96, 0.94), k=1.2, spec=0.6, shin=80)
    paint(img, around(cx, cy, 111), sd_circle(cx, cy, 110), rim_col)

    def inner_wall(X, Y, d):
        dx, dy = X - cx, Y - cy
        r = np.hypot(dx, dy) + 1e-6
        lightside = (dx * 0.6 + dy * 0.8) / r
        q = np.clip((r - 86.0) / 9.0, 0, 1)
        b = 0.72 + 0.22 * lightside + 0.12 * q
        return col(0.93, 0.91, 0.88) * b[..., None]
    paint(img, around(cx, cy, 96), sd_circle(cx, cy, 95.5), inner_wall)

    Rc = 87.0
    milk = col(0.97, 0.93, 0.85)
    # rosetta: a leaf-shaped envelope filled with milk stripes bowed into arches, pulled through
    # down the middle (the stripes are dragged into chevrons), crowned with a small heart
    heart = sd_heart(cx, cy - 50, 24)
    egg = sd_ellipse(cx, cy + 12, 62, 68)

    def envelope(X, Y):
        taper = 1.0 - 0.42 * np.clip((Y - cy + 30) / 110.0, 0, 1)
        return egg(cx + (X - cx) / taper, Y) * (0.5 + 0.5 * taper)
    step = 11.5

    def stripes(X, Y):
        dx = X - cx
        drag = 7.0 * np.exp(-(dx / 9.0) ** 2)
        ph = (Y - cy + 42 - 0.016 * dx * dx - drag) / step
        grad = np.sqrt(1.0 + (0.032 * dx) ** 2)
        return (np.abs(ph - np.floor(ph) - 0.39) - 0.39) * step / grad
    body = sd_intersect(envelope, stripes)
    stem = sd_capsule(cx, cy - 36, cx, cy + 96, 1.0, 2.2)
    art = sd_subtract(sd_union(heart, body), sd_capsule(cx, cy - 30, cx, cy + 80, 0.5, 1.2))
    art = sd_union(art, sd_subtract(stem, envelope))

    def coffee_col(X, Y, d):
        dx, dy = X - cx, Y - cy
        r = np.hypot(dx, dy) / Rc
        mott = fbm(X, Y, 14.0, 4, 91)
        fine = fbm(X, Y, 2.0, 2, 92)
        crema = mixc(col(0.80, 0.56, 0.32), col(0.46, 0.25, 0.11), smoothstep(0.15, 1.0, r) + 0.25 * mott)
        crema = crema * (1 + 0.07 * fine)[..., None]
        crema = mixc(crema, col(0.22, 0.11, 0.05), smoothstep(0.93, 1.0, r))
        # rosetta: milk with soft brown edges
        ad = art(X, Y)
        wob = 1.5 * fbm(X, Y, 6.0, 2, 93)
        m = np.clip(0.5 - (ad + wob) / 1.3, 0, 1)
        milk_c = mixc(milk, col(0.80, 0.62, 0.44), smoothstep(-3.5, 0.0, ad + wob))
        milk_c = milk_c * (1 + 0.03 * fine)[..., None]
        c = mixc(crema, milk_c, m)
        # shadow of the rim on the far side and a soft window reflection on the liquid
        sh = smoothstep(-14, 4, np.hypot(dx - 7, dy - 9) - Rc)
        c = c * (1 - 0.45 * sh)[..., None]
        refl = np.exp(-(((dx + 40) / 28.0) ** 2 + ((dy + 42) / 16.0) ** 2))
        c = c + (0.22 * refl)[..., None]
        return c
    paint(img, around(cx, cy, Rc + 1), sd_circle(cx, cy, Rc), coffee_col)

    # a glint on the rim
    glow(img, around(cx - 62, cy - 80, 30), sd_ellipse(cx - 62, cy - 80, 18, 3, np.deg2rad(-38)), WHITE, 4, 0.5)
    return finish(img, 302, vignette=0.35)


# ----------------------------------------------------------------------------------------------
# Wine: two glasses of red wine and a bottle, candle-lit


def bokeh(img, rng, n, box, rmin, rmax, colours, alpha=(0.15, 0.45)):
    x0, y0, x1, y1 = box
    for _ in range(n):
        x, y, r = rng.uniform(x0, x1), rng.uniform(y0, y1), rng.uniform(rmin, rmax)
        c = np.asarray(colours[rng.integers(len(colours))]) * rng.uniform(0.7, 1.1)
        a = rng.uniform(*alpha)

        def disc(X, Y, d, c=c, r=r):
            edge = np.exp(-((d + 1.5) / 1.8) ** 2) * 0.35
            return c * (1.0 + edge)[..., None]
        paint(img, around(x, y, r + 3), sd_circle(x, y, r), disc, alpha=a, feather=1.8)


def bottle(img, cx, base, s):
    body, neck, lip = 47 * s, 14.5 * s, 16.5 * s
    top = base - 300 * s
    sh0, sh1 = base - 170 * s, base - 228 * s   # shoulder from sh0 (full) up to sh1 (neck)

    def halfw(Y):
        t = smoothstep(sh0, sh1, Y)
        w = body + (neck - body) * t
        return np.where(Y < top + 8 * s, lip, w)

    def sdf(X, Y):
        hw = halfw(Y)
        u = np.clip((X - cx) / hw, -1, 1)
        bottom = base + 5 * s * np.sqrt(1 - u * u)
        return np.maximum(np.abs(X - cx) - hw, np.maximum(top - Y, Y - bottom))

    def colour(X, Y, d):
        hw = halfw(Y)
        u = np.clip((X - cx) / hw, -1, 1)
        depth = np.sqrt(1 - u * u)
        c = col(0.03, 0.09, 0.05) * (0.5 + 0.9 * depth)[..., None]
        c = c + (0.25 * np.exp(-((u - 0.78) / 0.08) ** 2))[..., None] * col(0.9, 0.45, 0.15)
        hl = np.exp(-((u + 0.55) / 0.07) ** 2) * (0.35 + 0.4 * smoothstep(sh0, sh1, Y))
        c = c + hl[..., None] * col(0.75, 0.9, 0.75)
        c = c + (0.15 * np.exp(-((u + 0.3) / 0.25) ** 2))[..., None] * col(0.1, 0.25, 0.12)
        # foil capsule over the neck
        foil = (Y < top + 62 * s).astype(np.float64)
        fc = col(0.42, 0.04, 0.08) * (0.35 + 0.75 * depth)[..., None]
        fc = fc + (0.6 * np.exp(-((u + 0.45) / 0.12) ** 2))[..., None] * col(1.0, 0.7, 0.7)
        fc = fc * (1 - 0.35 * np.exp(-((Y - top - 62 * s) / 2.0) ** 2) - 0.3 * np.exp(-((Y - top - 10 * s) / 1.5) ** 2))[..., None]
        c = mixc(c, fc, foil)
        # wrapped label
        ly0, ly1 = base - 135 * s, base - 35 * s
        th = np.arcsin(u) * body
        inside = smoothstep(ly0 - 0.5, ly0 + 0.5, Y) * smoothstep(ly1 + 0.5, ly1 - 0.5, Y)
        lab = col(0.90, 0.84, 0.68) * (1 + 0.05 * fbm(X, Y, 4.0, 2, 61))[..., None]
        band = smoothstep(ly0 + 60 * s, ly0 + 61 * s, Y) * smoothstep(ly0 + 78 * s, ly0 + 77 * s, Y)
        lab = mixc(lab, col(0.45, 0.05, 0.08), band)
        crest = np.hypot(th, Y - ly0 - 24 * s) < 12 * s
        lab = np.where(crest[..., None], col(0.75, 0.55, 0.2), lab)
        text = (np.abs(Y - ly0 - 47 * s) < 2.2 * s) & (np.abs(th) < 30 * s)
        text |= (np.abs(Y - ly0 - 87 * s) < 1.2 * s) & (np.abs(th) < 22 * s)
        lab = np.where(text[..., None], col(0.25, 0.15, 0.1), lab)
        lab = lab * (0.25 + 0.6 * depth)[..., None] * (1 + 0.3 * smoothstep(0.2, -0.6, u))[..., None]
        lab = lab + (0.18 * np.exp(-((u + 0.5) / 0.15) ** 2))[..., None]
        return mixc(c, lab, inside)
    paint(img, bbox(cx - body - 3, top - 3, cx + body + 3, base + 8 * s), sdf, colour)


def wine_glass(img, bg, cx, rim, s, level=0.98):
    Wm, ry = 72.0 * s, 100.0 * s
    yc = rim + 0.6 * ry
    bottom = yc + ry
    foot = bottom + 112 * s
    fx = lambda X: np.clip(X, 0, W - 1).astype(np.int64)

    def halfw(Y, inset=0.0):
        return (Wm - inset) * np.sqrt(np.clip(1 - ((Y - yc) / (ry - inset)) ** 2, 0, 1))
    rim_w = float(halfw(np.array(rim)))

    # shadow under the foot and a red caustic thrown forward by the backlight
    shadow(img, around(cx, foot + 3, 62 * s, 16 * s), sd_ellipse(cx, foot + 2, 50 * s, 8 * s), 0, 0, 7, 0.65)
    glow(img, around(cx + 30 * s, foot + 18 * s, 70 * s, 22 * s), sd_ellipse(cx + 30 * s, foot + 18 * s, 34 * s, 5 * s),
         col(0.75, 0.05, 0.08), 10 * s, 0.55)
    glow(img, around(cx + 30 * s, foot + 17 * s, 30 * s, 10 * s), sd_ellipse(cx + 30 * s, foot + 17 * s, 12 * s, 2 * s),
         col(1.0, 0.35, 0.3), 3, 0.5)

    def clear(k, bright):
        def f(X, Y, d):
            src = bg[Y.astype(np.int64), fx(cx + (X - cx) * k)]
            c = src * 0.82 + 0.02
            c = c + (bright * np.exp(-((d + 1.3) / 0.9) ** 2))[..., None] * col(1.0, 0.9, 0.8)
            return c
        return f
    stem = sd_union(sd_capsule(cx, bottom - 4 * s, cx, foot - 4 * s, 4.6 * s, 3.4 * s),
                    sd_ellipse(cx, bottom - 3 * s, 13 * s, 7 * s), sd_ellipse(cx, foot - 5 * s, 10 * s, 6 * s))
    foot_sd = sd_ellipse(cx, foot, 50 * s, 9 * s)
    paint(img, around(cx, foot, 52 * s, 11 * s), foot_sd, clear(0.9, 0.5))
    glow(img, around(cx, foot, 52 * s, 11 * s), sd_subtract(sd_ellipse(cx, foot - 1.5, 48 * s, 7 * s), sd_ellipse(cx, foot - 3.5, 47 * s, 6.5 * s)),
         col(1.0, 0.9, 0.8), 0.8, 0.35)

    def stem_col(X, Y, d):
        c = clear(0.3, 0.5)(X, Y, d)
        c = c + (0.55 * np.exp(-((X - cx + 1.6 * s) / (0.9 * s)) ** 2))[..., None] * col(1.0, 0.92, 0.85)
        return c
    paint(img, bbox(cx - 16 * s, bottom - 12 * s, cx + 16 * s, foot), stem, stem_col)

    bowl = sd_intersect(sd_ellipse(cx, yc, Wm, ry), lambda X, Y: rim - Y)
    bbowl = bbox(cx - Wm - 3, rim - 10 * s, cx + Wm + 3, bottom + 3)

    def bowl_col(X, Y, d):
        src = bg[Y.astype(np.int64), fx(cx + (X - cx) * 0.82)]
        c = src * 0.86 + 0.015
        c = c + (0.14 * np.exp(d / (7 * s)))[..., None] * col(1.0, 0.85, 0.7)
        lit_edge = 0.15 + 0.3 * smoothstep(cx + Wm, cx - Wm, X) * smoothstep(bottom, rim, Y)
        c = c + (lit_edge * np.exp(-((d + 1.3) / 0.8) ** 2))[..., None] * col(1.0, 0.92, 0.85)
        c = c * (1 - 0.25 * np.exp(-((d + 3.2) / 1.0) ** 2))[..., None]
        return c
    paint(img, bbowl, bowl, bowl_col)

    top = rim + level * ry
    inner = sd_intersect(sd_ellipse(cx, yc, Wm - 2.5 * s, ry - 2.5 * s), lambda X, Y: top - Y)

    def wine_col(X, Y, d):
        hw = np.maximum(halfw(Y, 2.5 * s), 1.0)
        u = np.clip((X - cx) / hw, -1, 1)
        depth = np.sqrt(1 - u * u) * smoothstep(bottom, bottom - 40 * s, Y) ** 0.5
        c = mixc(col(0.62, 0.04, 0.10), col(0.10, 0.0, 0.02), smoothstep(0.0, 0.6, depth))
        g = np.exp(-(((X - cx - 0.22 * Wm) / (0.4 * Wm)) ** 2 + ((Y - bottom + 0.3 * ry) / (0.22 * ry)) ** 2))
        c = c + g[..., None] * col(0.45, 0.03, 0.06)
        src = bg[Y.astype(np.int64), fx(cx - (X - cx) * 0.7)]
        c = c + src * col(0.3, 0.04, 0.05) * (1 - 0.6 * depth)[..., None]
        # a dark line where the wine meets the glass, then the glass wall
        c = c * (0.55 + 0.45 * smoothstep(0.0, 2.5, -d))[..., None]
        return c
    paint(img, bbowl, inner, wine_col)

    sw = float(halfw(np.array(top), 2.5 * s))
    surface = sd_ellipse(cx, top, sw, 12 * s)

    def surface_col(X, Y, d):
        v = (Y - top) / (12 * s)
        c = mixc(col(0.42, 0.06, 0.12), col(0.16, 0.0, 0.03), smoothstep(-1, 1, v))
        c = c + (0.45 * np.exp(-(((X - cx + 0.35 * sw) / (0.2 * sw)) ** 2 + ((v + 0.35) / 0.3) ** 2)))[..., None] * col(1, 0.85, 0.8)
        c = c + (0.5 * np.exp(-((d + 1.0) / 1.0) ** 2))[..., None] * col(0.9, 0.35, 0.4)
        return c
    paint(img, around(cx, top, sw, 12 * s), surface, surface_col)

    # rim: a thin bright ellipse
    rim_e = sd_ellipse(cx, rim, rim_w, 7.5 * s)
    paint(img, around(cx, rim, rim_w, 8 * s), lambda X, Y: np.abs(rim_e(X, Y)) - 0.7, col(1.0, 0.95, 0.9), alpha=0.75)

    # window reflections on the bowl, following its curvature
    def reflections(X, Y, d):
        hw = np.maximum(halfw(Y), 1.0)
        u = (X - cx) / hw
        along = smoothstep(rim + 8 * s, rim + 30 * s, Y) * smoothstep(yc + 0.82 * ry, yc + 0.45 * ry, Y)
        a = smoothstep(-0.80, -0.74, u) * smoothstep(-0.58, -0.63, u) * along * 0.8
        a = a + smoothstep(-0.55, -0.52, u) * smoothstep(-0.47, -0.5, u) * along * 0.4
        b = np.exp(-((u - 0.7) / 0.05) ** 2) * np.exp(-((Y - yc - 0.1 * ry) / (0.25 * ry)) ** 2) * 0.45
        return a, b

    x0, y0, x1, y1 = bbowl
    X, Y = XX[y0:y1, x0:x1], YY[y0:y1, x0:x1]
    m = np.clip(0.5 - bowl(X, Y), 0, 1)
    a, b = reflections(X, Y, None)
    img[y0:y1, x0:x1] += (m * a)[..., None] * col(1.0, 0.97, 0.92) + (m * b)[..., None] * col(1.0, 0.7, 0.4)


def scene_wine():
    rng = np.random.default_rng(601)
    table_y = 292.0
    t = YY / table_y
    img = mixc(col(0.06, 0.03, 0.025), col(0.20, 0.09, 0.04), np.clip(t, 0, 1) ** 1.5)
    img = img + (0.30 * np.exp(-(((XX - 90) / 230.0) ** 2 + ((YY - 170) / 160.0) ** 2)))[..., None] * col(1.0, 0.55, 0.2)
    img = img * (1 + 0.06 * fbm(XX, YY, 80.0, 3, 62))[..., None]
    bokeh(img, rng, 45, (0, 0, W, 260), 6, 30, [col(1.0, 0.72, 0.35), col(1.0, 0.55, 0.2), col(1.0, 0.85, 0.55), col(0.9, 0.4, 0.25)])
    # a candle far behind on the left
    paint(img, bbox(52, 178, 112, 300), sd_rbox(82, 240, 26, 62, 4), lambda X, Y, d: col(0.75, 0.55, 0.38) * (0.6 + 0.5 * np.exp(-((X - 76) / 18.0) ** 2) * smoothstep(300, 180, Y))[..., None])
    glow(img, around(82, 160, 90), sd_circle(82, 160, 4), col(1.0, 0.6, 0.25), 80, 0.5)
    glow(img, around(82, 160, 20), sd_ellipse(82, 158, 6, 13), col(1.0, 0.85, 0.55), 5, 1.0)
    img = blur(img, 4)

    # the table: polished dark wood, receding, a soft reflection of the wall glow
    tab = receding_wood(table_y, 63, col(0.10, 0.05, 0.03), col(0.32, 0.17, 0.08))
    refl = np.exp(-(((XX - 90) / 200.0) ** 2)) * np.exp(-np.maximum(YY - table_y, 0) / 60.0)
    tab = tab + (0.25 * refl)[..., None] * col(1.0, 0.55, 0.2)
    img = mixc(img, tab, smoothstep(table_y - 0.5, table_y + 0.5, YY))
    img = img + (0.18 * np.exp(-((YY - table_y - 1.0) / 1.2) ** 2))[..., None] * col(1.0, 0.6, 0.3)

    # the bottle, slightly out of focus
    layer = img.copy()
    bottle(layer, 505, 312, 0.98)
    shadow(img, around(505, 318, 60, 10), sd_ellipse(505, 315, 52, 7), 0, 0, 6, 0.6)
    img = mixc(img, blur(layer, 1, 2), np.ones((H, W)))
    before = img.copy()
    bg = img.copy()
    wine_glass(img, bg, 380, 84, 0.92)
    bg = img.copy()
    wine_glass(img, bg, 228, 66, 1.0)
    # faint mirror images of the glasses in the polished table
    glass = img - before
    for gx, foot, hw in [(380, 84 + 1.6 * 92 + 112 * 0.92, 70), (228, 66 + 160 + 112, 76)]:
        f = int(foot)
        x0, x1 = int(gx - hw), int(gx + hw)
        for y in range(f + 3, H):
            sy = 2 * f - y
            a = 0.35 * np.exp(-(y - f) / 35.0)
            img[y, x0:x1] += a * np.clip(glass[sy, x0:x1], -0.3, 1.0)
    return finish(img, 602, vignette=0.3)


# ----------------------------------------------------------------------------------------------
# Drink: sparkling pink grapefruit soda


def citrus_wheel(img, x, y, r, ang, peel, pith, flesh, n=11, seed=0, squash=1.0):
    """A citrus slice: peel, pith, juicy segments with membranes, glossy."""
    shape = sd_ellipse(x, y, r, r * squash, ang)
    shadow(img, around(x + 5, y + 6, r + 10), shape, 4, 5, 5, 0.35)

    def colour(X, Y, d):
        u, v = rot(X, Y, x, y, ang)
        v = v / squash
        rr = np.hypot(u, v) / r
        th = np.arctan2(v, u)
        c = np.zeros(X.shape + (3,)) + np.asarray(peel)
        c = c * (1 + 0.1 * fbm(X, Y, 2.0, 2, seed))[..., None]
        c = mixc(c, np.asarray(pith), smoothstep(0.92, 0.9, rr))
        seg = 2 * np.pi / n
        k = np.floor(th / seg + 0.5)
        dth = (th - k * seg) * rr * r          # distance to the segment centre line, in px
        memb = np.abs(np.abs(dth) - 0.5 * seg * rr * r)
        sacs = fbm(X, Y, 2.4, 2, seed + 1)
        streak = np.sin(rr * 38 + 3 * noise(th * 6, rr * 4, seed + 2))
        fl = np.asarray(flesh) * (0.9 + 0.12 * sacs + 0.06 * streak)[..., None]
        fl = fl * (0.8 + 0.35 * smoothstep(0.1, 0.75, rr))[..., None]
        inseg = smoothstep(0.86, 0.84, rr) * smoothstep(0.1, 0.13, rr) * smoothstep(0.8, 1.8, memb)
        c = mixc(c, fl, inseg)
        c = c + (0.5 * np.clip(sacs * 3 - 1.6, 0, 1) * inseg)[..., None]
        nx, ny, nz = sphere_normal(X, Y, x, y, r, r * squash, ang, flat=3.0)
        ndh = np.clip(nx * HALF[0] + ny * HALF[1] + nz * HALF[2], 0, 1)
        c = c * flat_lit(nx, ny, nz, 0.5, 0.6)[..., None] + (0.35 * ndh ** 60)[..., None]
        return c
    paint(img, around(x, y, r + 2), shape, colour)


def scene_drink():
    rng = np.random.default_rng(101)
    table_y = 300.0
    # sunny cafe background: teal wall, warm light, out-of-focus leaves and lights
    t = np.clip(YY / table_y, 0, 1)
    img = mixc(col(0.36, 0.62, 0.66), col(0.93, 0.80, 0.62), t ** 1.3)
    img = img + (0.35 * np.exp(-(((XX - 470) / 200.0) ** 2 + ((YY - 90) / 150.0) ** 2)))[..., None] * col(1.0, 0.9, 0.7)
    for _ in range(14):
        lx, ly = rng.uniform(0, W), rng.uniform(-20, 200)
        leaf(img, lx, ly, rng.uniform(60, 130), rng.uniform(18, 34), rng.uniform(0, 2 * np.pi),
             col(0.16, 0.42, 0.22) * rng.uniform(0.7, 1.2), shade=0, seed=int(rng.integers(1000)), curl=0.3)
    bokeh(img, rng, 35, (0, 0, W, 270), 6, 26, [col(1.0, 0.97, 0.85), col(1.0, 0.9, 0.6), col(0.85, 1.0, 0.95)], (0.2, 0.5))
    img = blur(img, 5)
    tab = receding_wood(table_y, 11, col(0.55, 0.38, 0.24), col(0.88, 0.72, 0.52), ring=10.0)
    tab = blur(tab, 1, 1)
    img = mixc(img, tab, smoothstep(table_y - 1.5, table_y + 1.5, YY))
    img = img + (0.25 * np.exp(-((YY - table_y - 1.0) / 2.0) ** 2))[..., None]

    cx, rim, bottom = 300.0, 58.0, 352.0
    wt, wb = 72.0, 60.0
    fx = lambda X: np.clip(X, 0, W - 1).astype(np.int64)

    def halfw(Y):
        return wt + (wb - wt) * np.clip((Y - rim) / (bottom - rim), 0, 1)
    body = lambda X, Y: np.maximum.reduce([np.abs(X - cx) - halfw(Y), rim - Y, Y - bottom])
    glass = sd_union(body, sd_ellipse(cx, bottom, wb, 13), sd_ellipse(cx, rim, wt, 8))

    # shadow thrown right, with a pink caustic in it
    shade_sd = sd_ellipse(cx + 70, bottom + 4, 105, 16, np.deg2rad(4))
    shadow(img, around(cx + 70, bottom + 6, 130, 30), shade_sd, 0, 0, 14, 0.4)
    shadow(img, around(cx, bottom + 2, 70, 18), sd_ellipse(cx + 4, bottom + 3, wb + 2, 12), 0, 0, 4, 0.45)
    glow(img, around(cx + 80, bottom + 6, 80, 20), sd_ellipse(cx + 82, bottom + 6, 46, 6), col(1.0, 0.35, 0.4), 9, 0.55)
    glow(img, around(cx + 78, bottom + 6, 30, 8), sd_ellipse(cx + 78, bottom + 5, 16, 2), col(1.0, 0.8, 0.75), 3, 0.5)
    bg = img.copy()

    # the glass itself: refracted background, thick walls
    def glass_col(X, Y, d):
        u = (X - cx) / halfw(Y)
        src = bg[np.clip(Y, 0, H - 1).astype(np.int64), fx(cx + (X - cx) * 0.8)]
        c = src * 0.9 + 0.03
        wall = smoothstep(0.9, 1.0, np.abs(u))
        c = c * (1 - 0.2 * wall)[..., None] + (0.25 * wall)[..., None]
        c = c + (0.5 * np.exp(-((d + 1.0) / 0.8) ** 2))[..., None]
        return c
    paint(img, bbox(cx - wt - 3, rim - 10, cx + wt + 3, bottom + 15), glass, glass_col)

    # liquid
    yl, yb = 108.0, bottom - 30.0
    base_col = lambda X, Y: mixc(col(1.0, 0.62, 0.55), col(0.90, 0.22, 0.32), smoothstep(yl, yb, Y))

    def inner_w(Y):
        return halfw(Y) - 4.5

    def liquid_sd(X, Y):
        wi = inner_w(Y)
        u = np.clip((X - cx) / wi, -1, 1)
        return np.maximum.reduce([np.abs(X - cx) - wi, yl - Y, Y - (yb + 11 * np.sqrt(1 - u * u))])

    def liquid_col(X, Y, d):
        u = np.clip((X - cx) / inner_w(Y), -1, 1)
        depth = np.sqrt(1 - u * u)
        c = base_col(X, Y)
        c = c * (0.72 + 0.38 * depth)[..., None]
        c = mixc(c, c * col(0.85, 0.55, 0.65), smoothstep(0.6, 1.0, np.abs(u)))
        src = bg[Y.astype(np.int64), fx(cx - (X - cx) * 0.6)]
        c = c * (0.75 + 0.35 * src)
        c = c + (0.12 * np.exp(-((u + 0.1) / 0.3) ** 2))[..., None] * col(1.0, 0.9, 0.7)
        c = c * (1 + 0.04 * fbm(X, Y, 5.0, 2, 111))[..., None]
        return c
    lbox = bbox(cx - wt, yl - 14, cx + wt, yb + 14)
    paint(img, lbox, liquid_sd, liquid_col)

    # paper straw: refracted (offset) below the surface
    sa = np.deg2rad(-106)
    ax_, ay_ = 306.0, 300.0
    bx_, by_ = ax_ + 330 * np.cos(sa), ay_ + 330 * np.sin(sa)

    def straw_col(tint, dx):
        def f(X, Y, d):
            u, v = rot(X - dx, Y, ax_, ay_, sa)
            stripe = np.sin((u + v * 0.8) / 5.0) > 0.1
            c = np.where(stripe[..., None], col(0.92, 0.2, 0.35), col(0.98, 0.96, 0.94))
            shade_ = 0.7 + 0.45 * np.exp(-((v + 2.5) / 3.0) ** 2)
            return c * shade_[..., None] * np.asarray(tint)
        return f
    straw = lambda dx: sd_capsule(ax_ + dx, ay_, bx_ + dx, by_, 6.5)
    under = lambda X, Y: np.maximum(straw(7)(X, Y), liquid_sd(X, Y))
    paint(img, lbox, under, straw_col(col(1.0, 0.62, 0.66), 7), alpha=0.7)

    # bubbles rising in strings and scattered
    bub = []
    for _ in range(9):
        sx = cx + rng.uniform(-50, 50)
        y = yb
        while y > yl + 6:
            r = 0.8 + 2.2 * (1 - (y - yl) / (yb - yl)) * rng.uniform(0.4, 1.0)
            bub.append((sx + rng.normal(0, 1.0), y, r * 0.7 + 0.5))
            y -= rng.uniform(6, 14)
    for _ in range(230):
        y = rng.uniform(yl + 6, yb + 4)
        edge = rng.uniform() < 0.45
        wi = float(inner_w(np.array(y)))
        x = cx + (np.sign(rng.uniform(-1, 1)) * rng.uniform(0.75, 0.97) * wi if edge else rng.uniform(-0.9, 0.9) * wi)
        bub.append((x, y, rng.choice([0.8, 1.1, 1.5, 2.0, 2.8, 3.6], p=[0.3, 0.25, 0.2, 0.12, 0.08, 0.05])))
    for x, y, r in bub:
        sparkle_bubble(img, x, y, r, col(1.0, 0.92, 0.9), 0.8)

    # ice cubes
    for (ix, iy, sz, a) in [(268, 118, 27, 14), (333, 126, 25, -22), (300, 178, 23, 38), (262, 214, 19, 62)]:
        cube = sd_rbox(ix, iy, sz, sz * 0.92, 7, np.deg2rad(a))
        above = iy < yl + 20

        def ice(X, Y, d, ix=ix, iy=iy, sz=sz, a=a):
            h = 7.0 * smoothstep(0, 9, -d) + 2.0 * fbm(X, Y, 8.0, 2, 120 + int(ix))
            nx, ny, nz = relief_normal(h, 1.0)
            under = smoothstep(yl - 2, yl + 2, Y)
            tint = mixc(col(0.97, 0.97, 1.0), base_col(X, Y) * 1.15 + 0.1, under)
            c = tint * flat_lit(nx, ny, nz, 0.6, 0.5)[..., None]
            ndh = np.clip(nx * HALF[0] + ny * HALF[1] + nz * HALF[2], 0, 1)
            c = c + (0.6 * ndh ** 30)[..., None]
            crack = np.clip(1 - np.abs(fbm(X, Y, 14.0, 3, 130 + int(iy))) * 14, 0, 1)
            c = c + (0.25 * crack)[..., None]
            c = c + (0.35 * np.exp(-((d + 1.2) / 1.0) ** 2))[..., None]
            return c
        paint(img, around(ix, iy, sz * 1.5), cube, ice, alpha=0.82 if not above else 0.9)

    # liquid surface, fizzing
    def surface(X, Y, d):
        v = (Y - yl) / 11.0
        c = mixc(col(1.0, 0.8, 0.74), col(0.96, 0.5, 0.5), smoothstep(-1, 1, v))
        fizz = np.clip(fbm(X, Y, 2.0, 2, 140) * 3.0 - 0.9, 0, 1)
        return c + (0.35 * fizz)[..., None] + (0.45 * np.exp(-((d + 1.0) / 1.0) ** 2))[..., None]
    sw = float(inner_w(np.array(yl)))
    surf = sd_ellipse(cx, yl, sw, 11)
    surf_visible = sd_subtract(surf, sd_union(sd_rbox(268, 118, 27, 24.8, 7, np.deg2rad(14)), sd_rbox(333, 126, 25, 23, 7, np.deg2rad(-22))))
    paint(img, around(cx, yl, sw, 12), surf_visible, surface, alpha=0.9)

    over = lambda X, Y: np.maximum(straw(0)(X, Y), Y - yl - 6)
    shadow(img, bbox(180, -5, 320, 120), over, 5, 4, 4, 0.25)
    paint(img, bbox(180, -5, 320, yl + 8), over, straw_col(WHITE, 0))

    # mint sprig and grapefruit wheel on the rim
    for (lx, ly, L, wd, a, sh) in [(284, 104, 46, 15, -120, 0.3), (282, 104, 42, 14, -62, 0.3), (282, 106, 36, 12, -160, 0.3)]:
        leaf(img, lx, ly, L, wd, np.deg2rad(a), col(0.24, 0.58, 0.20), curl=0.9, veins=6, serrate=0.18, seed=int(lx + a), shade=sh)
    citrus_wheel(img, 372, 66, 50, np.deg2rad(12), col(0.96, 0.55, 0.26), col(0.99, 0.92, 0.82), col(0.96, 0.30, 0.32), seed=150)

    # glass rim in front of everything, highlights and condensation
    rim_e = sd_ellipse(cx, rim, wt, 8)
    paint(img, around(cx, rim, wt, 9), lambda X, Y: np.abs(rim_e(X, Y)) - 0.9, col(1.0, 1.0, 1.0), alpha=0.7)
    x0, y0, x1, y1 = bbox(cx - wt - 3, rim - 10, cx + wt + 3, bottom + 15)
    X, Y = XX[y0:y1, x0:x1], YY[y0:y1, x0:x1]
    m = np.clip(0.5 - glass(X, Y), 0, 1)
    u = (X - cx) / halfw(Y)
    along = smoothstep(rim + 6, rim + 30, Y) * smoothstep(bottom + 5, bottom - 40, Y)
    hl = smoothstep(-0.86, -0.8, u) * smoothstep(-0.64, -0.7, u) * along * 0.55
    hl = hl + np.exp(-((u + 0.55) / 0.02) ** 2) * along * 0.5
    hl = hl + np.exp(-((u - 0.84) / 0.04) ** 2) * along * 0.35
    base_band = np.exp(-((Y - (bottom - 18)) / 8.0) ** 2) * 0.25 + np.exp(-((Y - (bottom - 3)) / 1.5) ** 2) * 0.4
    img[y0:y1, x0:x1] += ((hl + base_band) * m)[..., None] * col(1.0, 0.98, 0.95)
    for _ in range(190):
        y = rng.uniform(yl + 10, bottom - 25)
        wi = float(halfw(np.array(y)))
        x = cx + rng.uniform(-0.95, 0.95) * wi
        r = rng.choice([0.7, 1.0, 1.4, 2.0, 2.6], p=[0.3, 0.3, 0.2, 0.13, 0.07])
        ry_ = r * (1.0 + (rng.uniform() < 0.1) * 2.5)
        dsd = sd_ellipse(x, y, r, ry_)
        paint(img, around(x, y, r + 2, ry_ + 2), dsd,
              lambda X, Y, d, x=x, y=y, r=r: img[Y.astype(int), X.astype(int)] * 0.9
              + (0.8 * np.exp(-((X - x + 0.35 * r) ** 2 + (Y - y + 0.45 * r) ** 2) / (0.1 * r * r + 0.1)))[..., None]
              + (0.25 * np.exp(-((d + 0.5) / 0.6) ** 2) * (Y > y))[..., None], alpha=0.9)
    return finish(img, 102, vignette=0.25)


# ----------------------------------------------------------------------------------------------
# Starter: a salad seen from above


def metal(u_across, base=col(0.80, 0.81, 0.84)):
    """Polished metal brightness across a bar (u_across -1..1), with a sharp highlight."""
    b = 0.45 + 0.55 * np.exp(-((u_across + 0.3) / 0.25) ** 2) - 0.2 * u_across
    return base * np.clip(b, 0.15, 1.3)[..., None]


def fork(img, x, y0, y1, s=1.0):
    """A fork lying vertically, tines up (y0) and handle down (y1)."""
    parts = [sd_rbox(x, y0 + 68 * s, 15 * s, 18 * s, 7 * s), sd_capsule(x, y0 + 80 * s, x, y0 + 130 * s, 6 * s, 3.6 * s),
             sd_capsule(x, y0 + 130 * s, x, y1, 3.6 * s, 8 * s)]
    for k in range(4):
        tx = x + (k - 1.5) * 8.4 * s
        parts.append(sd_capsule(tx, y0, tx, y0 + 64 * s, 2.3 * s))
    f = sd_union(*parts)
    box = bbox(x - 20 * s, y0 - 4, x + 20 * s, y1 + 4)
    shadow(img, bbox(x - 20 * s, y0, x + 30 * s, y1 + 10), f, 5, 6, 4, 0.45)

    def colour(X, Y, d):
        hw = np.where(Y < y0 + 64 * s, 2.3 * s, np.where(Y < y0 + 90 * s, 15 * s, 3.6 * s + (Y - y0 - 130 * s) / (y1 - y0 - 130 * s) * 4.4 * s))
        u = np.clip((X - x) / np.maximum(hw, 1), -1, 1)
        u = np.where(Y < y0 + 64 * s, ((X - x) / (8.4 * s) + 2.0) % 1.0 * 2 - 1, u)
        c = metal(u)
        return c * (0.85 + 0.15 * smoothstep(0, 2, -d))[..., None] + (0.06 * fbm(X, Y, 30.0, 2, 5))[..., None]
    paint(img, box, f, colour)


def knife(img, x, y0, y1, s=1.0):
    blade = sd_intersect(sd_rbox(x, y0 + 80 * s, 9 * s, 80 * s, 2 * s), sd_circle(x - 60 * s, y0 + 90 * s, 69 * s))
    handle = sd_rbox(x, (y0 + 170 * s + y1) / 2, 7.5 * s, (y1 - y0 - 170 * s) / 2, 6 * s)
    f = sd_union(blade, handle, sd_rbox(x, y0 + 165 * s, 6 * s, 8 * s, 2 * s))
    shadow(img, bbox(x - 20 * s, y0, x + 30 * s, y1 + 10), f, 5, 6, 4, 0.45)

    def colour(X, Y, d):
        u = np.clip((X - x) / (9 * s), -1, 1)
        c = metal(u * 0.6 + 0.1)
        h = metal(np.clip((X - x) / (7.5 * s), -1, 1))
        c = np.where((Y > y0 + 160 * s)[..., None], h, c)
        return c * (0.8 + 0.2 * smoothstep(0, 2, -d))[..., None]
    paint(img, bbox(x - 12 * s, y0 - 4, x + 12 * s, y1 + 4), f, colour)


def tomato_half(img, x, y, r, ang, seed):
    """A halved cherry tomato, cut face up: red wall, jelly-filled chambers with seeds, pale core."""
    rng = np.random.default_rng(seed)
    shape = sd_circle(x, y, r)
    shadow(img, around(x + 4, y + 5, r + 8), shape, 3, 4, 4, 0.45)
    nloc = 3 if r > 17.5 else 2
    seeds = []
    for k in range(nloc):
        a = ang + k * 2 * np.pi / nloc
        for j in range(4):
            rr_, aa = (0.34 + 0.12 * (j % 2) + 0.05 * j) * r, a + (j - 1.5) * 0.26 + rng.uniform(-0.06, 0.06)
            seeds.append((x + rr_ * np.cos(aa), y + rr_ * np.sin(aa), aa + 1.2))

    def colour(X, Y, d):
        dx, dy = X - x, Y - y
        rr = np.hypot(dx, dy) / r
        c = np.zeros(X.shape + (3,)) + col(0.88, 0.13, 0.08) * (0.95 + 0.1 * fbm(X, Y, 3.0, 2, seed + 2))[..., None]
        loc = np.zeros(X.shape)
        for k in range(nloc):
            a = ang + k * 2 * np.pi / nloc
            lx, ly = x + 0.47 * r * np.cos(a), y + 0.47 * r * np.sin(a)
            e = sd_ellipse(lx, ly, 0.3 * r, 0.3 * r * (3.3 / nloc), a)(X, Y)
            loc = np.maximum(loc, np.clip(0.5 - e / 1.5, 0, 1))
        gel = col(1.0, 0.42, 0.16) * (0.9 + 0.2 * fbm(X, Y, 2.5, 2, seed))[..., None]
        c = mixc(c, gel, loc)
        for sx, sy, sa in seeds:
            e = sd_ellipse(sx, sy, 0.11 * r, 0.07 * r, sa)(X, Y)
            c = mixc(c, col(0.98, 0.86, 0.48), np.clip(0.5 - e, 0, 1) * loc)
        c = mixc(c, col(1.0, 0.66, 0.52), smoothstep(0.2, 0.12, rr))
        c = mixc(c, col(0.62, 0.03, 0.02), smoothstep(0.92, 0.98, rr))
        nx, ny, nz = sphere_normal(X, Y, x, y, r, flat=10.0)
        wet = np.clip(fbm(X, Y, 3.0, 2, seed + 1) * 3 - 1.0, 0, 1)
        glint = np.exp(-(((X - x + 0.4 * r) / (0.16 * r)) ** 2 + ((Y - y + 0.4 * r) / (0.08 * r)) ** 2))
        return c * flat_lit(nx, ny, nz)[..., None] + (0.1 * wet * loc + 0.7 * glint)[..., None]
    paint(img, around(x, y, r + 1), shape, colour)


def glossy_ball(img, x, y, rx, ry, ang, base, spec=0.6, shin=40, shade=0.45, tex=0.0, seed=0, amb=0.35, diff=0.8):
    shape = sd_ellipse(x, y, rx, ry, ang)
    shadow(img, around(x + 4, y + 5, max(rx, ry) + 8), shape, 3, 4.5, 4, shade)

    def colour(X, Y, d):
        nx, ny, nz = sphere_normal(X, Y, x, y, rx, ry, ang)
        b = np.asarray(base) * (1 + tex * fbm(X, Y, 4.0, 3, seed))[..., None] if tex else base
        return lit(nx, ny, nz, b, amb=amb, diff=diff, spec=spec, shin=shin)
    paint(img, around(x, y, max(rx, ry) + 1), shape, colour)


def cucumber(img, x, y, r, ang, seed):
    shape = sd_circle(x, y, r)
    shadow(img, around(x + 4, y + 5, r + 8), shape, 3, 4, 4, 0.4)

    def colour(X, Y, d):
        dx, dy = X - x, Y - y
        rr = np.hypot(dx, dy) / r
        th = np.arctan2(dy, dx) - ang
        c = np.zeros(X.shape + (3,)) + col(0.80, 0.90, 0.58)
        c = c * (0.95 + 0.1 * fbm(X, Y, 2.5, 2, seed))[..., None]
        lobe = 0.42 + 0.1 * np.cos(3 * th)
        core = smoothstep(lobe + 0.04, lobe - 0.04, rr)
        c = mixc(c, col(0.70, 0.84, 0.50), core * 0.8)
        for k in range(6):
            sa_ = ang + (k + 0.5) * np.pi / 3
            e = sd_ellipse(x + 0.3 * r * np.cos(sa_), y + 0.3 * r * np.sin(sa_), 0.12 * r, 0.07 * r, sa_)(X, Y)
            c = mixc(c, col(0.97, 0.98, 0.88), np.clip(0.5 - e, 0, 1))
        c = mixc(c, col(0.62, 0.80, 0.38), smoothstep(0.8, 0.86, rr))
        c = mixc(c, col(0.10, 0.28, 0.07), smoothstep(0.88, 0.93, rr))
        nx, ny, nz = sphere_normal(X, Y, x, y, r, flat=8.0)
        ndh = np.clip(nx * HALF[0] + ny * HALF[1] + nz * HALF[2], 0, 1)
        wet = np.clip(fbm(X, Y, 3.0, 2, seed + 1) * 3 - 1.2, 0, 1)
        return c * flat_lit(nx, ny, nz)[..., None] + (0.3 * ndh ** 40 + 0.2 * wet)[..., None]
    paint(img, around(x, y, r + 1), shape, colour)


def crouton(img, x, y, sz, ang, seed):
    shape = sd_rbox(x, y, sz, sz * 0.85, sz * 0.35, ang)
    shadow(img, around(x + 4, y + 5, sz + 8), shape, 3, 4, 4, 0.45)

    def colour(X, Y, d):
        h = 5.0 * smoothstep(0, sz * 0.6, -d)
        pores = np.clip(fbm(X, Y, 2.2, 2, seed) * 3 - 0.9, 0, 1)
        h = h - 1.2 * pores
        nx, ny, nz = relief_normal(h, 1.0)
        c = mixc(col(0.93, 0.72, 0.38), col(0.62, 0.36, 0.13), smoothstep(-sz * 0.5, 0, d) + 0.3 * fbm(X, Y, 5.0, 2, seed + 1))
        c = c * (1 - 0.35 * pores)[..., None]
        return c * flat_lit(nx, ny, nz, 0.45, 0.7)[..., None]
    paint(img, around(x, y, sz * 1.5), shape, colour)


def onion_ring(img, x, y, r, ang, seed):
    ring = sd_intersect(lambda X, Y: np.abs(np.hypot(X - x, Y - y) - r) - 2.4,
                        lambda X, Y: -rot(X, Y, x, y, ang)[0] - r * 0.2)
    shadow(img, around(x + 3, y + 4, r + 6), ring, 2, 3, 2.5, 0.35)

    def colour(X, Y, d):
        rr = np.hypot(X - x, Y - y) - r
        c = mixc(col(0.96, 0.9, 0.95), col(0.58, 0.12, 0.40), smoothstep(-0.5, 1.8, rr))
        return c + (0.25 * np.exp(-((rr + 0.6) / 0.5) ** 2))[..., None]
    paint(img, around(x, y, r + 3), ring, colour)


def olive_ring(img, x, y, r, seed):
    ring = sd_subtract(sd_ellipse(x, y, r, r * 0.88), sd_ellipse(x + 0.5, y + 0.3, r * 0.42, r * 0.38))
    shadow(img, around(x + 3, y + 4, r + 6), ring, 2.5, 3.5, 3, 0.45)

    def colour(X, Y, d):
        nx, ny, nz = sphere_normal(X, Y, x, y, r, r * 0.88, flat=1.5)
        return lit(nx, ny, nz, col(0.16, 0.08, 0.10), amb=0.5, diff=0.8, spec=0.6, shin=25)
    paint(img, around(x, y, r + 1), ring, colour)


def scene_starter():
    rng = np.random.default_rng(201)
    img = linen(XX, YY, 21, col(0.90, 0.86, 0.78), period=3.0)
    # a sage napkin under the fork, with a stitched hem
    nap = sd_rbox(70, 200, 58, 260, 3, np.deg2rad(2))
    shadow(img, FULL, nap, 2, 3, 3, 0.3)
    paint(img, bbox(0, 0, 140, H), nap, lambda X, Y, d: linen(X, Y, 22, col(0.62, 0.72, 0.62), 2.6)
          * (1 - 0.25 * (np.abs(d + 6) < 0.7))[..., None])
    img *= (0.85 + 0.25 * np.exp(-(((XX - 260) / 420.0) ** 2 + ((YY - 120) / 320.0) ** 2)))[..., None]
    fork(img, 70, 62, 405)
    knife(img, 532, 40, 405)

    cx, cy = 300.0, 200.0
    round_plate(img, cx, cy, 174, col(0.96, 0.96, 0.95), well=0.64)
    # olive oil beads on the plate
    for _ in range(7):
        a, rr = rng.uniform(0, 2 * np.pi), rng.uniform(118, 128)
        glossy_ball(img, cx + rr * np.cos(a), cy + rr * np.sin(a), rng.uniform(2, 4.5), rng.uniform(2, 4), 0,
                    col(0.85, 0.75, 0.3), spec=0.9, shin=60, shade=0.1)

    # the leaves, splaying outward from the centre
    kinds = [
        dict(base=col(0.30, 0.52, 0.13), L=(58, 84), w=(22, 32), frill=0.22, veins=8, tip=0.7, curl=0.8,
             pale=col(0.74, 0.82, 0.42)),
        dict(base=col(0.20, 0.44, 0.12), L=(46, 62), w=(8, 12), serrate=0.38, veins=7, tip=1.0, curl=0.4),
        dict(base=col(0.55, 0.07, 0.22), L=(48, 66), w=(18, 24), frill=0.15, veins=9, tip=0.7, curl=0.8,
             vein_col=col(0.96, 0.88, 0.92), pale=col(0.92, 0.85, 0.88)),
        dict(base=col(0.17, 0.45, 0.14), L=(28, 38), w=(12, 16), veins=5, tip=0.45, curl=0.6),
    ]
    leaves = []
    for i in range(95):
        a, rr = rng.uniform(0, 2 * np.pi), 92 * np.sqrt(rng.uniform(0, 1))
        leaves.append((rr, a, int(rng.choice(4, p=[0.38, 0.24, 0.18, 0.2]))))
    leaves.sort(key=lambda t: -t[0])
    for rr, a, kind in leaves:
        k = kinds[kind]
        L = min(rng.uniform(*k["L"]) * (0.85 + 0.3 * rr / 92), 128 - 0.6 * rr)
        x, y = cx + rr * np.cos(a) * 0.6, cy + rr * np.sin(a) * 0.6
        leaf(img, x, y, L, rng.uniform(*k["w"]), a + rng.normal(0, 0.5), k["base"] * rng.uniform(0.85, 1.15),
             curl=k["curl"], veins=k["veins"], vein_col=k.get("vein_col"), serrate=k.get("serrate", 0.0),
             frill=k.get("frill", 0.0), seed=int(rng.integers(10000)), tip=k["tip"], shade=0.45, pale=k.get("pale"))

    # toppings, placed without too much overlap
    spots = []

    def place(rmax, sep):
        for _ in range(400):
            a, rr = rng.uniform(0, 2 * np.pi), rmax * np.sqrt(rng.uniform(0, 1))
            x, y = cx + rr * np.cos(a), cy + rr * np.sin(a)
            if all(np.hypot(x - sx, y - sy) > sep + sr for sx, sy, sr in spots):
                return x, y
        return x, y
    items = ["cucumber"] * 4 + ["onion"] * 2 + ["tomato"] * 6 + ["mozza"] * 5 + ["olive"] * 5 + ["crouton"] * 5 + ["cherry"] * 2
    order = rng.permutation(len(items))
    for i in order:
        kind = items[i]
        if kind == "cucumber":
            x, y = place(88, 12); r = rng.uniform(17, 19); cucumber(img, x, y, r, rng.uniform(0, 6), int(rng.integers(999)))
        elif kind == "onion":
            x, y = place(80, 4); r = rng.uniform(15, 20); onion_ring(img, x, y, r, rng.uniform(0, 6), 0); r = 4
        elif kind == "tomato":
            x, y = place(92, 12); r = rng.uniform(17, 20); tomato_half(img, x, y, r, rng.uniform(0, 6), int(rng.integers(999)))
        elif kind == "cherry":
            x, y = place(92, 14); r = rng.uniform(15, 17)
            glossy_ball(img, x, y, r, r, 0, col(0.86, 0.10, 0.06), spec=0.8, shin=60)
            for k in range(5):
                a = k * 2 * np.pi / 5 + 0.3
                paint(img, around(x, y, 8), sd_capsule(x, y, x + 6 * np.cos(a), y + 6 * np.sin(a), 1.6, 0.6), col(0.25, 0.45, 0.12))
        elif kind == "mozza":
            x, y = place(90, 12); r = rng.uniform(12, 15)
            glossy_ball(img, x, y, r, r * rng.uniform(0.85, 1.0), rng.uniform(0, 3), col(1.0, 0.98, 0.90), spec=0.2, shin=12,
                        tex=0.05, seed=int(rng.integers(999)), amb=0.6, diff=0.5)
        elif kind == "olive":
            x, y = place(95, 8); r = rng.uniform(8, 9.5); olive_ring(img, x, y, r, 0)
        else:
            x, y = place(92, 10); r = rng.uniform(9, 11); crouton(img, x, y, r, rng.uniform(0, 3), int(rng.integers(999)))
        spots.append((x, y, r))

    # balsamic glaze drizzle
    t = np.linspace(0, 1, 120)
    pts = np.stack([cx - 95 + 190 * t + 14 * np.sin(t * 17), cy - 60 + 120 * t + 34 * np.sin(t * 2 * np.pi * 2.6)], 1)
    dr = sd_polyline(pts, 1.4)
    shadow(img, bbox(cx - 130, cy - 110, cx + 130, cy + 110), dr, 2, 3, 2, 0.3)
    paint(img, bbox(cx - 125, cy - 100, cx + 125, cy + 100), dr,
          lambda X, Y, d: tube(d, 1.4, col(0.22, 0.07, 0.04), spec=0.5, shin=8))
    # cracked pepper, sea salt and herbs
    herb_flecks(img, rng, cx, cy, 105, 90, col(0.10, 0.08, 0.06), (0.5, 1.1))
    herb_flecks(img, rng, cx, cy, 100, 12, col(0.99, 0.99, 0.97), (0.5, 1.0))
    herb_flecks(img, rng, cx, cy, 100, 40, col(0.20, 0.42, 0.10), (0.6, 1.3))
    return finish(img, 202, vignette=0.3)


# ----------------------------------------------------------------------------------------------
# Main: sliced steak, potatoes, asparagus, vine tomatoes


def blob(cx, cy, r, wobble, seed, ang=0.0, sx=1.0, sy=1.0):
    """An irregular round shape: a circle whose radius wanders with the angle."""
    def f(X, Y):
        u, v = rot(X, Y, cx, cy, ang)
        u, v = u / sx, v / sy
        th = np.arctan2(v, u)
        rr = r * (1 + wobble * (noise(np.cos(th) * 1.5 + 10, np.sin(th) * 1.5 + 10, seed)
                                + 0.4 * noise(np.cos(th) * 4 + 20, np.sin(th) * 4 + 20, seed + 1)))
        return (np.hypot(u, v) - rr) * min(sx, sy)
    return f


def steak_slice(img, x, y, ang, hl, hw, seed):
    base = sd_rbox(x, y, hl, hw, 7, ang)
    shape = lambda X, Y: base(X, Y) + 1.2 * noise(X / 6.0, Y / 6.0, seed)
    shadow(img, around(x + 4, y + 5, hl + 12), shape, 2.5, 4, 4, 0.55)

    def colour(X, Y, d):
        u, v = rot(X, Y, x, y, ang)
        de = -d
        pink = mixc(col(0.84, 0.30, 0.32), col(0.66, 0.14, 0.18), smoothstep(0.2, 1.0, np.abs(v) / hw + 0.2 * np.abs(u) / hl))
        fibre = fbm(u * 0.12, v * 1.2, 1.0, 3, seed + 1)
        pink = pink * (0.93 + 0.14 * fibre)[..., None]
        marble = np.clip(1 - np.abs(fbm(X, Y, 18.0, 3, seed + 2)) * 30, 0, 1) * 0.3
        pink = mixc(pink, col(0.95, 0.82, 0.78), marble)
        grey = col(0.52, 0.30, 0.22) * (0.9 + 0.2 * fbm(X, Y, 3.0, 2, seed + 3))[..., None]
        crust = mixc(col(0.30, 0.13, 0.05), col(0.12, 0.05, 0.02), np.clip(fbm(X, Y, 2.0, 2, seed + 4) + 0.5, 0, 1))
        band = 5.5 + 1.5 * noise(u / 8.0, v / 8.0 + 5, seed + 5)
        c = mixc(pink, grey, smoothstep(band + 1.5, band - 0.5, de))
        c = mixc(c, crust, smoothstep(3.4, 1.8, de))
        h = 4.0 * smoothstep(0, 8, de) + 0.6 * fibre
        nx, ny, nz = relief_normal(h, 1.0)
        ndh = np.clip(nx * HALF[0] + ny * HALF[1] + nz * HALF[2], 0, 1)
        wet = 0.5 + 0.5 * fbm(X, Y, 5.0, 2, seed + 6)
        return c * flat_lit(nx, ny, nz, 0.5, 0.6)[..., None] + (0.35 * wet * ndh ** 25)[..., None]
    paint(img, around(x, y, hl + 2), shape, colour)


def steak_piece(img, x, y, rx, ry, ang, seed):
    shape = blob(x, y, 1.0, 0.06, seed, ang, rx, ry)
    shadow(img, around(x + 5, y + 6, max(rx, ry) + 14), shape, 4, 6, 6, 0.6)

    def colour(X, Y, d):
        u, v = rot(X, Y, x, y, ang)
        c = mixc(col(0.50, 0.25, 0.11), col(0.26, 0.11, 0.04), np.clip(0.5 + 0.7 * fbm(X, Y, 8.0, 4, seed), 0, 1))
        gm = rot(X, Y, x, y, np.deg2rad(50))[0]
        ph = gm / 15.0
        mark = np.exp(-((ph - np.round(ph)) * 15.0 / 2.6) ** 2) * (np.abs(np.round(ph)) <= 2)
        mark = mark * (0.7 + 0.3 * fbm(X, Y, 3.0, 2, seed + 1))
        c = mixc(c, col(0.08, 0.03, 0.01), np.clip(mark, 0, 1))
        rim = smoothstep(6, 0, -d)
        c = mixc(c, col(0.22, 0.09, 0.03), rim * 0.6)
        h = 6.0 * smoothstep(0, 14, -d) + 1.5 * fbm(X, Y, 4.0, 3, seed + 2) - 0.8 * mark
        nx, ny, nz = relief_normal(h, 1.0)
        ndh = np.clip(nx * HALF[0] + ny * HALF[1] + nz * HALF[2], 0, 1)
        return c * flat_lit(nx, ny, nz, 0.45, 0.7)[..., None] + (0.4 * ndh ** 30)[..., None] * col(1.0, 0.9, 0.8)
    paint(img, around(x, y, max(rx, ry) * 1.2), shape, colour)


def butter(img, x, y, sz, ang, seed):
    shape = lambda X, Y: sd_rbox(x, y, sz, sz * 0.85, sz * 0.45, ang)(X, Y) + 1.2 * noise(X / 4.0, Y / 4.0, seed)
    shadow(img, around(x + 3, y + 4, sz + 8), shape, 2, 3, 3, 0.35)
    # a melted puddle around it
    paint(img, around(x + 3, y + 3, sz + 12), blob(x + 3, y + 3, sz + 7, 0.18, seed + 1),
          lambda X, Y, d: col(0.95, 0.75, 0.30) * 0.8, alpha=0.35, feather=2.0)

    def colour(X, Y, d):
        h = 5.0 * smoothstep(0, 7, -d)
        nx, ny, nz = relief_normal(h, 1.0)
        ndh = np.clip(nx * HALF[0] + ny * HALF[1] + nz * HALF[2], 0, 1)
        c = col(0.99, 0.88, 0.52) * flat_lit(nx, ny, nz, 0.55, 0.55)[..., None]
        return c + (0.5 * ndh ** 40)[..., None]
    paint(img, around(x, y, sz * 1.5), shape, colour)
    herb_flecks(img, np.random.default_rng(seed), x, y, sz * 0.7, 14, col(0.18, 0.40, 0.10), (0.6, 1.3))


def potato(img, x, y, rx, ry, ang, cut, seed):
    shape = blob(x, y, 1.0, 0.05, seed, ang, rx, ry)
    shadow(img, around(x + 4, y + 5, max(rx, ry) + 10), shape, 3, 5, 5, 0.55)

    def colour(X, Y, d):
        nx, ny, nz = sphere_normal(X, Y, x, y, rx, ry, ang, flat=2.5 if cut else 1.0)
        if cut:
            face = mixc(col(0.98, 0.84, 0.48), col(0.86, 0.55, 0.18), smoothstep(-rx * 0.55, 0, d))
            face = face * (0.95 + 0.1 * fbm(X, Y, 3.0, 2, seed))[..., None]
            crisp = np.clip(fbm(X, Y, 4.0, 3, seed + 1) * 2.5 - 0.3, 0, 1) * smoothstep(-rx * 0.7, 0, d)
            c = mixc(face, col(0.60, 0.32, 0.10), crisp * 0.8)
            c = mixc(c, col(0.55, 0.35, 0.18), smoothstep(-2.5, -0.5, d))
        else:
            c = mixc(col(0.93, 0.70, 0.34), col(0.68, 0.40, 0.14), np.clip(0.5 + 1.2 * fbm(X, Y, 7.0, 3, seed), 0, 1))
            spots = np.clip(fbm(X, Y, 2.5, 2, seed + 2) * 3 - 1.8, 0, 1)
            c = c * (1 - 0.3 * spots)[..., None]
        return lit(nx, ny, nz, c, amb=0.45, diff=0.7, spec=0.45, shin=35)
    paint(img, around(x, y, max(rx, ry) + 2), shape, colour)
    herb_flecks(img, np.random.default_rng(seed + 9), x, y, min(rx, ry) * 0.8, 6, col(0.22, 0.40, 0.12), (0.7, 1.5))
    herb_flecks(img, np.random.default_rng(seed + 8), x, y, min(rx, ry) * 0.8, 4, col(1.0, 1.0, 1.0), (0.6, 1.1))


def asparagus(img, ax, ay, bx, by, r, seed):
    """A spear from its cut base (a) to its tip (b)."""
    L = np.hypot(bx - ax, by - ay)
    ang = np.arctan2(by - ay, bx - ax)
    shaft = sd_capsule(ax, ay, bx, by, r, r * 0.85)
    tipx, tipy = bx - 0.06 * L * np.cos(ang), by - 0.06 * L * np.sin(ang)
    head = sd_ellipse(tipx, tipy, 0.09 * L, r * 1.05, ang)
    shape = sd_union(shaft, head)
    box = around((ax + bx) / 2, (ay + by) / 2, L / 2 + r + 4)
    shadow(img, box, shape, 3, 4, 3.5, 0.55)

    def colour(X, Y, d):
        u, v = rot(X, Y, ax, ay, ang)
        t = u / L
        c = mixc(col(0.62, 0.72, 0.35), col(0.30, 0.52, 0.12), smoothstep(0.0, 0.5, t))
        c = mixc(c, col(0.26, 0.36, 0.14), smoothstep(0.75, 0.95, t))
        c = c * (0.95 + 0.08 * fbm(u * 0.1, v, 1.2, 2, seed))[..., None]
        # scale-like bracts along the stalk and on the head
        for bt in np.linspace(0.2, 0.7, 4) + 0.03 * (seed % 5):
            bd = sd_ellipse(ax + bt * L * np.cos(ang), ay + bt * L * np.sin(ang), 4.5, r * 0.6, ang)(X, Y)
            c = mixc(c, col(0.45, 0.40, 0.22), np.clip(0.5 - bd, 0, 1) * 0.6)
        sc = np.sin(u * 1.2) * np.sin(v * 1.8)
        c = mixc(c, c * col(0.8, 0.65, 0.85), smoothstep(0.82, 0.95, t) * (sc > 0.1))
        grill = np.exp(-(((u - 0.3 * L + 40 * np.sin(seed)) % 40 - 20) / 2.2) ** 2) * (t < 0.78) * (t > 0.1)
        c = c * (1 - 0.45 * grill)[..., None]
        dist = np.clip(-d / r, 0, 1)
        s_ = 1 - dist
        nx, ny = -np.sin(ang) * np.sign(v) * s_, np.cos(ang) * np.sign(v) * s_
        nz = np.sqrt(np.clip(1 - s_ * s_, 0, 1))
        return lit(nx, ny, nz, c, amb=0.45, diff=0.7, spec=0.5, shin=30)
    paint(img, box, shape, colour)


def rosemary(img, ax, ay, bx, by, seed, n=16):
    rng = np.random.default_rng(seed)
    stem = sd_capsule(ax, ay, bx, by, 1.3)
    ang = np.arctan2(by - ay, bx - ax)
    L = np.hypot(bx - ax, by - ay)
    shadow(img, around((ax + bx) / 2, (ay + by) / 2, L / 2 + 20), stem, 2, 3, 2, 0.4)
    paint(img, around((ax + bx) / 2, (ay + by) / 2, L / 2 + 3), stem, col(0.35, 0.28, 0.15))
    for i in range(n):
        t = (i + 0.5) / n
        px, py = ax + t * (bx - ax), ay + t * (by - ay)
        for side in (-1, 1):
            a = ang + side * rng.uniform(0.5, 0.9)
            ln = rng.uniform(13, 19) * (1 - 0.35 * t)
            leaf(img, px, py, ln, 2.0, a, col(0.20, 0.33, 0.16) * rng.uniform(0.8, 1.2), curl=0.9, veins=1,
                 seed=int(rng.integers(9999)), shade=0.35, tip=1.0, mid=0.6, vein_col=col(0.45, 0.55, 0.40))


def scene_main():
    rng = np.random.default_rng(401)
    img = wood(XX, YY, 40, col(0.10, 0.055, 0.03), col(0.36, 0.21, 0.11), plank=118.0, ring=7.0)
    img *= (0.8 + 0.35 * np.exp(-(((XX - 250) / 380.0) ** 2 + ((YY - 140) / 260.0) ** 2)))[..., None]
    # peppercorns and salt on the table
    for _ in range(12):
        x, y = rng.uniform(10, 590), rng.uniform(10, 390)
        if np.hypot(x - 300, y - 200) > 195:
            glossy_ball(img, x, y, 3.2, 3.0, 0, col(0.14, 0.09, 0.06), spec=0.3, shin=20, tex=0.3, seed=int(x))
    rosemary(img, 36, 350, 130, 300, 402, 14)

    cx, cy = 300.0, 200.0
    round_plate(img, cx, cy, 178, col(0.94, 0.91, 0.85), well=0.64, rim_col=col(0.42, 0.28, 0.18), speckle=0.35, seed=41,
                shadow_strength=0.6)

    # jus: a glossy pool with a few droplets
    pool = blob(cx + 8, cy - 2, 84, 0.16, 403, 0.3, 1.0, 0.85)

    def jus(X, Y, d):
        h = 4.0 * smoothstep(0, 10, -d)
        nx, ny, nz = relief_normal(h, 1.0)
        ndh = np.clip(nx * HALF[0] + ny * HALF[1] + nz * HALF[2], 0, 1)
        c = mixc(col(0.40, 0.14, 0.05), col(0.22, 0.06, 0.02), smoothstep(0, 6, -d))
        c = c * (1 + 0.15 * fbm(X, Y, 10.0, 2, 404))[..., None]
        fat = np.clip(fbm(X, Y, 4.0, 2, 405) * 4 - 2.4, 0, 1)
        c = c + (0.25 * fat)[..., None] * col(1.0, 0.7, 0.3)
        return c * flat_lit(nx, ny, nz, 0.6, 0.5)[..., None] + (0.7 * ndh ** 60)[..., None]
    paint(img, around(cx + 8, cy - 2, 110), pool, jus)
    for _ in range(7):
        a, rr = rng.uniform(0, 2 * np.pi), rng.uniform(98, 112)
        x, y, r = cx + rr * np.cos(a), cy + rr * np.sin(a) * 0.9, rng.uniform(2.5, 5)
        paint(img, around(x, y, r + 2), sd_circle(x, y, r), lambda X, Y, d, x=x, y=y, r=r: lit(
            *sphere_normal(X, Y, x, y, r, flat=2.0), col(0.30, 0.09, 0.03), spec=0.8, shin=60))

    # potatoes top right, cherry tomatoes on the vine left, asparagus along the bottom
    for (px, py, rx, ry, a, cut) in [(62, -100, 22, 18, 2.2, False), (120, -82, 19, 16, 0.9, False),
                                      (92, -70, 25, 20, 0.4, True), (112, -30, 24, 19, 1.2, False),
                                      (74, -18, 23, 19, 2.8, True)]:
        potato(img, cx + px, cy + py, rx, ry, a, cut, int(px * 7 + py))
    vine = [(-96, -34), (-112, 4), (-96, 40)]
    vpts = [(cx - 128, cy - 62), (cx - 118, cy - 34), (cx - 130, cy + 4), (cx - 118, cy + 40), (cx - 108, cy + 62)]
    vsd = sd_polyline(vpts, 1.8)
    shadow(img, around(cx - 118, cy, 30, 80), vsd, 2, 3, 2, 0.4)
    paint(img, around(cx - 118, cy, 20, 70), vsd, lambda X, Y, d: tube(d, 1.8, col(0.30, 0.45, 0.14)))
    for i, (tx, ty) in enumerate(vine):
        x, y = cx + tx, cy + ty
        glossy_ball(img, x, y, 19, 18, 0.3, col(0.85, 0.10, 0.05), spec=0.9, shin=70, shade=0.55)
        paint(img, around((x + vpts[i + 1][0]) / 2, y, 30, 6), sd_capsule(x, y, vpts[i + 1][0], vpts[i + 1][1], 1.4),
              col(0.32, 0.48, 0.15))
        for k in range(5):
            a = k * 2 * np.pi / 5 + i
            leaf(img, x, y, 10, 2.4, a, col(0.28, 0.48, 0.14), curl=0.5, veins=1, seed=i * 10 + k, shade=0.3, tip=1.0)
    for k in range(5):
        y0 = cy + 58 + 13 * k
        asparagus(img, cx - 86 + 6 * k, y0 + 14 - 2 * k, cx + 84 - 5 * k, y0 - 20 + 3 * k, 5.4, 410 + k)

    # the steak: the seared end and the slices fanned across the jus
    steak_piece(img, cx - 50, cy - 52, 46, 38, np.deg2rad(40), 420)
    butter(img, cx - 54, cy - 56, 11, 0.4, 421)
    ang = np.deg2rad(128)
    for k in range(6):
        steak_slice(img, cx - 12 + k * 14.5, cy - 22 + k * 12.0, ang + 0.04 * (k - 2), 50 - abs(k - 2) * 2, 13, 430 + k)
    herb_flecks(img, rng, cx + 15, cy + 5, 50, 40, col(1.0, 1.0, 1.0), (0.6, 1.4))
    herb_flecks(img, rng, cx + 15, cy + 5, 55, 30, col(0.10, 0.07, 0.05), (0.5, 1.0))
    rosemary(img, cx - 10, cy - 88, cx + 62, cy - 38, 440, 10)
    return finish(img, 402, vignette=0.35)


# ----------------------------------------------------------------------------------------------
# Dessert: a slice of layered raspberry cream cake, seen at an angle (a small ray caster)


class Camera:
    """Orthographic camera pitched down by `pitch`; world Y is up and Z points at the viewer."""

    def __init__(self, pitch_deg, scale, ox, oy):
        self.a = np.deg2rad(pitch_deg)
        self.ca, self.sa = np.cos(self.a), np.sin(self.a)
        self.k, self.ox, self.oy = scale, ox, oy

    def project(self, X, Y, Z):
        return self.ox + self.k * X, self.oy - self.k * (Y * self.ca - Z * self.sa)

    def ray(self, sx, sy):
        xw, yw = (sx - self.ox) / self.k, (self.oy - sy) / self.k
        origin = (xw, yw * self.ca, -yw * self.sa)
        return origin, (0.0, -self.sa, -self.ca)


WORLD_LIGHT = normalize((-0.55, 0.75, 0.45))


def cast_wedge(cam, sx, sy, apex, R, h, th1, th2):
    """Intersect rays with a cake wedge; returns hit mask, face id (1 top, 3 cut, 4 crust) and hit point."""
    (ox, oy, oz), (dx, dy, dz) = cam.ray(sx, sy)
    ox, oz = ox - apex[0], oz - apex[2]
    oy = oy + np.zeros_like(ox)
    tmin = np.full(ox.shape, -1e9)
    tmax = np.full(ox.shape, 1e9)
    face = np.zeros(ox.shape, dtype=np.int64)
    planes = [((0.0, -1.0, 0.0), 0.0, 0), ((0.0, 1.0, 0.0), h, 1),
              ((np.sin(th1), 0.0, -np.cos(th1)), 0.0, 2), ((-np.sin(th2), 0.0, np.cos(th2)), 0.0, 3)]
    for (nx, ny, nz), c, fid in planes:
        no = nx * ox + ny * oy + nz * oz
        nd = nx * dx + ny * dy + nz * dz
        t = (c - no) / nd
        if nd < 0:
            upd = t > tmin
            tmin = np.where(upd, t, tmin)
            face = np.where(upd, fid, face)
        else:
            tmax = np.minimum(tmax, t)
    disc = R * R - ox * ox
    sq = np.sqrt(np.maximum(disc, 0))
    t1, t2 = (-sq - oz) / dz, (sq - oz) / dz
    tin, tout = np.minimum(t1, t2), np.maximum(t1, t2)
    upd = tin > tmin
    tmin = np.where(upd, tin, tmin)
    face = np.where(upd, 4, face)
    tmax = np.minimum(tmax, tout)
    hit = (disc > 0) & (tmin < tmax)
    return hit, face, (ox + tmin * dx, oy + tmin * dy, oz + tmin * dz)


def cake_colour(face, P, R, h, th2, k):
    px, py, pz = P
    n = px.shape
    out = np.zeros(n + (3,))
    cream = col(1.0, 0.97, 0.91)
    # top: frosting with soft spatula swirls
    r = np.hypot(px, pz)
    phi = np.arctan2(pz, px)
    swirl = noise(r * 9.0, phi * 6.0, 501) + 0.5 * noise(px * k / 6.0, pz * k / 6.0, 502)
    top = cream * (0.95 + 0.05 * swirl)[..., None]
    ndl_top = max(WORLD_LIGHT[1], 0)
    top = top * (0.8 + 0.28 * ndl_top)
    # cut face: sponge / cream / jam layers, crumb texture, frosting coat at the back and top
    s = px * np.cos(th2) + pz * np.sin(th2)
    yy = py / h + 0.012 * noise(s * 25.0, 3.0, 503)
    sponge = col(0.98, 0.80, 0.45)
    pores = np.clip(fbm(s * k, py * k, 2.6, 3, 504) * 3.0 - 0.9, 0, 1)
    crumb = fbm(s * k, py * k, 1.2, 2, 505)
    sp = sponge * (1 - 0.16 * pores + 0.07 * crumb + 0.05 * fbm(s * k, py * k, 12.0, 2, 508))[..., None]
    sp = mixc(sp, col(0.80, 0.52, 0.26), smoothstep(0.035, 0.0, yy))
    jam = col(0.68, 0.04, 0.14) * (0.9 + 0.2 * fbm(s * k, py * k, 2.0, 2, 506))[..., None]
    c = sp
    for lo, hi, kind in [(0.24, 0.34, "cream"), (0.34, 0.39, "jam"), (0.58, 0.68, "cream"), (0.68, 0.73, "jam"),
                         (0.89, 2.0, "cream")]:
        a = smoothstep(lo - 0.006, lo + 0.006, yy) * smoothstep(hi + 0.006, hi - 0.006, yy)
        if kind == "cream":
            c = mixc(c, cream * (0.97 + 0.04 * crumb)[..., None], a)
        else:
            c = mixc(c, jam, a)
            bleed = smoothstep(lo - 0.05, lo, yy) * smoothstep(hi + 0.05, hi, yy) * (1 - a)
            c = mixc(c, col(0.9, 0.45, 0.45), 0.35 * bleed)
    c = mixc(c, cream, smoothstep(R - 0.045, R - 0.035, s))
    n2 = np.array([-np.sin(th2), 0.0, np.cos(th2)])
    cut = c * (0.74 + 0.36 * max(float(n2 @ WORLD_LIGHT), 0))
    # crust side: frosting with vertical spatula marks
    ndl = np.clip(np.cos(phi) * WORLD_LIGHT[0] + np.sin(phi) * WORLD_LIGHT[2], 0, 1)
    side = cream * (0.55 + 0.5 * ndl + 0.04 * np.sin(phi * 90 + 3 * noise(py * 9, phi * 9, 507)))[..., None]
    out = np.where((face == 1)[..., None], top, out)
    out = np.where((face == 3)[..., None], cut, out)
    out = np.where((face == 4)[..., None], side, out)
    # soft shading toward the bottom of the vertical faces (ambient occlusion from the plate)
    ao = np.where(face == 1, 1.0, 0.8 + 0.2 * smoothstep(0.0, 0.25, py / h))
    return out * ao[..., None]


def raspberry(img, x, y, r, seed, shade=0.5):
    rng = np.random.default_rng(seed)
    shadow(img, around(x + 4, y + 6, r + 10), sd_ellipse(x, y + r * 0.3, r, r * 0.7), 3, 5, 5, shade)
    paint(img, around(x, y, r + 2), sd_ellipse(x, y, r * 0.95, r * 0.9), col(0.45, 0.02, 0.10))
    pts = []
    for ring_, cnt in [(0.78, 14), (0.5, 9), (0.2, 4)]:
        for i in range(cnt):
            a = i * 2 * np.pi / cnt + ring_ * 3 + rng.uniform(-0.1, 0.1)
            pts.append((x + ring_ * r * np.cos(a), y + ring_ * r * 0.9 * np.sin(a), ring_))
    pts.sort(key=lambda p: -p[2])
    for px, py, ring_ in pts:
        dr = r * (0.3 - 0.05 * ring_)
        base = col(0.86, 0.10, 0.26) * rng.uniform(0.85, 1.1)
        paint(img, around(px, py, dr + 1), sd_circle(px, py, dr),
              lambda X, Y, d, px=px, py=py, dr=dr, base=base: lit(*sphere_normal(X, Y, px, py, dr), base,
                                                                    amb=0.3, diff=0.85, spec=0.7, shin=40))
    paint(img, around(x, y, 4), sd_circle(x + 0.5, y + 0.5, r * 0.16), col(0.35, 0.02, 0.08), alpha=0.8)


def blueberry(img, x, y, r, seed, shade=0.5):
    shadow(img, around(x + 4, y + 6, r + 10), sd_ellipse(x, y + r * 0.3, r, r * 0.7), 3, 5, 5, shade)

    def colour(X, Y, d):
        nx, ny, nz = sphere_normal(X, Y, x, y, r)
        bloom = 0.5 + 0.5 * fbm(X, Y, 3.0, 2, seed)
        base = mixc(col(0.12, 0.13, 0.32), col(0.42, 0.45, 0.60), 0.45 * bloom)
        c = lit(nx, ny, nz, base, amb=0.35, diff=0.8, spec=0.25, shin=12)
        crown = np.hypot(X - x - 0.15 * r, Y - y - 0.1 * r)
        ang = np.arctan2(Y - y, X - x)
        star = crown < 0.28 * r * (0.7 + 0.3 * np.cos(5 * ang))
        return np.where(star[..., None], col(0.10, 0.06, 0.12), c)
    paint(img, around(x, y, r + 1), sd_circle(x, y, r), colour)


def rosette(img, x, y, r, seed):
    """A piped cream rosette: a dome with spiral ridges, seen at an angle."""
    ry = r * 0.82
    shape = lambda X, Y: sd_ellipse(x, y, r, ry)(X, Y) + 1.5 * np.sin(np.arctan2(Y - y, X - x) * 8)
    shadow(img, around(x + 6, y + 8, r + 14), shape, 5, 7, 6, 0.35)

    def colour(X, Y, d):
        u, v = (X - x) / r, (Y - y) / ry
        rr = np.sqrt(u * u + v * v)
        th = np.arctan2(v, u)
        dome = np.sqrt(np.clip(1 - rr * rr, 0, 1)) * 14
        ridge = np.sin(th * 8 + rr * 9.0) * 2.2 * np.clip(rr * 3, 0, 1)
        hgt = dome + ridge
        nx, ny, nz = relief_normal(hgt, 1.0)
        ndh = np.clip(nx * HALF[0] + ny * HALF[1] + nz * HALF[2], 0, 1)
        c = col(0.99, 0.96, 0.92) * flat_lit(nx, ny, nz, 0.6, 0.5)[..., None]
        return c + (0.2 * ndh ** 20)[..., None]
    paint(img, around(x, y, r + 3), shape, colour)


def marble(X, Y, seed, base, vein):
    v1 = np.abs(fbm(X + 40 * fbm(X, Y, 200.0, 3, seed), Y * 1.4, 180.0, 5, seed + 1))
    v2 = np.abs(fbm(X * 0.7, Y + 30 * fbm(X, Y, 120.0, 2, seed + 2), 90.0, 5, seed + 3))
    veins = np.clip(1 - v1 * 9, 0, 1) * 0.8 + np.clip(1 - v2 * 14, 0, 1) * 0.45
    cloud = fbm(X, Y, 160.0, 3, seed + 4)
    c = np.asarray(base) * (0.97 + 0.04 * cloud)[..., None]
    return mixc(c, np.asarray(vein), np.clip(veins, 0, 1))


def scene_dessert():
    rng = np.random.default_rng(501)
    cam = Camera(32.0, 222.0, 300.0, 268.0)
    # marble table, receding and softly out of focus toward the back
    my = 6000.0 / (YY + 90.0)
    mxx = (XX - W / 2) * my / 30.0
    img = marble(mxx * 3 + 500, -my * 9, 51, col(0.93, 0.92, 0.91), col(0.64, 0.63, 0.64))
    img = mixc(blur(img, 3), img, smoothstep(60, 260, YY))
    img = img * (0.85 + 0.2 * smoothstep(0, 300, YY))[..., None]
    img = img + (0.1 * np.exp(-(((XX - 150) / 250.0) ** 2 + ((YY) / 140.0) ** 2)))[..., None] * col(1.0, 0.9, 0.8)

    # the plate: an ellipse in perspective with a visible edge, a raised rim and a gold line
    pcx, pcy = cam.project(0.0, 0.0, -0.08)
    prx = 1.1 * cam.k
    pry = prx * cam.sa
    plate = sd_ellipse(pcx, pcy, prx, pry)
    shadow(img, around(pcx + 10, pcy + 14, prx + 20, pry + 20), plate, 8, 14, 14, 0.4)
    paint(img, around(pcx, pcy + 7, prx, pry + 8), sd_ellipse(pcx, pcy + 7, prx - 2, pry),
          lambda X, Y, d: col(0.78, 0.77, 0.78) * (0.8 + 0.25 * smoothstep(pcx + prx, pcx - prx, X))[..., None])

    def plate_col(X, Y, d):
        u, v = (X - pcx) / prx, (Y - pcy) / pry
        rr = np.sqrt(u * u + v * v)
        h = 8.0 * smoothstep(0.70, 0.9, rr) - 3 * smoothstep(0.95, 1.0, rr)
        c = porcelain(X, Y, h, col(0.97, 0.97, 0.98), k=1.0, spec=0.3, shin=50)
        gold = np.exp(-((rr - 0.955) / 0.006) ** 2)
        c = mixc(c, col(0.85, 0.65, 0.30) * (0.8 + 0.4 * smoothstep(0.5, -0.5, u))[..., None], gold)
        return c * (0.9 + 0.1 * smoothstep(0, 2, -d))[..., None]
    paint(img, around(pcx, pcy, prx, pry), plate, plate_col)

    apex = (-0.5, 0.0, 0.06)
    R, h = 1.0, 0.48
    th1, th2 = np.deg2rad(-30), np.deg2rad(16)

    # the cake's shadow on the plate: the footprint swept along the light direction, blurred
    x0, y0, x1, y1 = 40, 40, 560, 380
    X, Y = XX[y0:y1, x0:x1], YY[y0:y1, x0:x1]
    (gx, gy, gz), (dx, dy, dz) = cam.ray(X, Y)
    t = gy / cam.sa
    px, pz = gx - apex[0], gz + t * dz - apex[2]
    sh = np.zeros(X.shape)
    for sstep in np.linspace(0, 1, 14):
        qx = px + sstep * h * WORLD_LIGHT[0] / WORLD_LIGHT[1]
        qz = pz + sstep * h * WORLD_LIGHT[2] / WORLD_LIGHT[1]
        inside = (qx * qx + qz * qz < R * R) & (np.sin(th1) * qx - np.cos(th1) * qz <= 0) & (-np.sin(th2) * qx + np.cos(th2) * qz <= 0)
        sh = np.maximum(sh, inside)
    sh = blur(sh, 5)
    img[y0:y1, x0:x1] *= (1 - 0.4 * sh)[..., None]

    # raspberry coulis dots dragged across the front of the plate
    for i in range(7):
        t = i / 6.0
        x = 175 + 250 * t
        y = 340 - 12 * np.sin(t * 3) + 6 * t
        r = 9.0 * (1 - 0.7 * t) + 2.0
        paint(img, around(x, y, r + 2), sd_ellipse(x, y, r * 1.2, r * 0.6), lambda X, Y, d, x=x, y=y, r=r:
              lit(*sphere_normal(X, Y, x, y, r * 1.2, r * 0.6, flat=2.0), col(0.62, 0.03, 0.12), spec=0.9, shin=60))

    # ray-cast the cake with 3x3 supersampling
    cx0, cy0, cx1, cy1 = 120, 60, 460, 320
    X, Y = XX[cy0:cy1, cx0:cx1], YY[cy0:cy1, cx0:cx1]
    acc = np.zeros(X.shape + (3,))
    cov = np.zeros(X.shape)
    for oxs in (-1 / 3, 0, 1 / 3):
        for oys in (-1 / 3, 0, 1 / 3):
            hit, face, P = cast_wedge(cam, X + oxs, Y + oys, apex, R, h, th1, th2)
            c = cake_colour(face, P, R, h, th2, cam.k)
            acc += c * hit[..., None]
            cov += hit
    cov /= 9.0
    sub = img[cy0:cy1, cx0:cx1]
    img[cy0:cy1, cx0:cx1] = sub * (1 - cov[..., None]) + acc / 9.0

    # decorations on top: a rosette, berries, a mint leaf, icing sugar
    def top_point(rf, af):
        a = th1 + af * (th2 - th1)
        return cam.project(apex[0] + rf * R * np.cos(a), h, apex[2] + rf * R * np.sin(a))
    x, y = top_point(0.74, 0.5)
    rosette(img, x, y - 18, 38, 511)
    for rf, af, kind, rr in [(0.5, 0.33, "rasp", 18), (0.55, 0.75, "blue", 12), (0.9, 0.18, "rasp", 16),
                             (0.3, 0.6, "blue", 11), (0.72, 0.5, "rasp", 19)]:
        x, y = top_point(rf, af)
        if kind == "rasp":
            raspberry(img, x, y - rr * 0.6 - (42 if rf == 0.72 else 0), rr, int(rf * 100), shade=0.3)
        else:
            blueberry(img, x, y - rr * 0.6, rr, int(rf * 100), shade=0.3)
    x, y = top_point(0.8, 0.78)
    leaf(img, x - 6, y - 52, 40, 13, np.deg2rad(-35), col(0.25, 0.60, 0.20), curl=0.9, veins=6, serrate=0.15, seed=520, shade=0.3)
    leaf(img, x - 6, y - 52, 34, 11, np.deg2rad(-100), col(0.22, 0.55, 0.18), curl=0.9, veins=6, serrate=0.15, seed=521, shade=0.3)
    # berries on the plate
    raspberry(img, 150, 290, 15, 530)
    blueberry(img, 182, 306, 10.5, 531)
    blueberry(img, 470, 286, 11, 532)
    raspberry(img, 446, 300, 14, 533)
    # icing sugar dusting
    for _ in range(160):
        x, y = rng.uniform(140, 460), rng.uniform(110, 330)
        r = rng.uniform(0.4, 1.1)
        paint(img, around(x, y, 2), sd_circle(x, y, r), col(1.0, 1.0, 1.0), alpha=rng.uniform(0.3, 0.7))
    return finish(img, 502, vignette=0.25)


SCENES = {
    "drink": scene_drink,
    "starter": scene_starter,
    "main": scene_main,
    "dessert": scene_dessert,
    "coffee": scene_coffee,
    "wine": scene_wine,
}


def main(names):
    OUT.mkdir(parents=True, exist_ok=True)
    for name in names or SCENES:
        t0 = time.time()
        path = OUT / f"{name}.png"
        write_png(path, SCENES[name]())
        print(f"wrote {path} ({path.stat().st_size} bytes, {time.time() - t0:.1f} s)")


if __name__ == "__main__":
    main(sys.argv[1:])
