"""Makes Assets/Images/testcard-photo.png: a 640x400 photograph-like mountain lake at sunset.

The test card uses it to show bilinear scaling, cropping, rounded clipping and blur, so it is built to
have what those operations reveal: smooth gradients (sky), fine texture (ridges, water ripples,
foliage), hard edges (silhouettes) and highlights (the sun and its reflection).

Run once by hand from the repository root:  python3 Assets/Images/generators/make_testcard_photo.py
The PNG is committed, so running SwiftHero needs no Python. Needs numpy; the PNG is written with zlib.
Deterministic: the same file every run.
"""
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from pngfile import write_png  # noqa: E402

W, H = 640, 400
rng = np.random.default_rng(20261122)


def value_noise_1d(n, octaves, seed):
    """Fractal (fBm) value noise along one axis, values roughly in -1..1."""
    r = np.random.default_rng(seed)
    x = np.arange(n, dtype=np.float64)
    out = np.zeros(n)
    amp, freq, total = 1.0, 1 / 160, 0.0
    for _ in range(octaves):
        knots = r.uniform(-1, 1, int(n * freq) + 3)
        pos = x * freq
        i = pos.astype(int)
        f = pos - i
        f = f * f * (3 - 2 * f)
        out += amp * (knots[i] * (1 - f) + knots[i + 1] * f)
        total += amp
        amp *= 0.5
        freq *= 2.1
    return out / total


def value_noise_2d(h, w, scale, octaves, seed):
    r = np.random.default_rng(seed)
    out = np.zeros((h, w))
    amp, total = 1.0, 0.0
    for o in range(octaves):
        gh, gw = int(h / scale) + 3, int(w / scale) + 3
        grid = r.uniform(-1, 1, (gh, gw))
        y = np.arange(h)[:, None] / scale
        x = np.arange(w)[None, :] / scale
        yi, xi = y.astype(int), x.astype(int)
        fy, fx = y - yi, x - xi
        fy, fx = fy * fy * (3 - 2 * fy), fx * fx * (3 - 2 * fx)
        a = grid[yi, xi] * (1 - fx) + grid[yi, xi + 1] * fx
        b = grid[yi + 1, xi] * (1 - fx) + grid[yi + 1, xi + 1] * fx
        out += amp * (a * (1 - fy) + b * fy)
        total += amp
        amp *= 0.5
        scale /= 2.0
    return out / total


yy, xx = np.mgrid[0:H, 0:W].astype(np.float64)
horizon = 250.0
sun = np.array([430.0, 175.0])

# Sky: deep blue overhead to orange and gold at the horizon, with a warm glow around the sun.
t = np.clip(yy / horizon, 0, 1)[..., None]
top, mid, low = np.array([0.10, 0.14, 0.38]), np.array([0.72, 0.36, 0.42]), np.array([1.0, 0.72, 0.36])
sky = np.where(t < 0.6, top + (mid - top) * (t / 0.6), mid + (low - mid) * ((t - 0.6) / 0.4))
d = np.hypot(xx - sun[0], (yy - sun[1]) * 1.3)
glow = np.exp(-d / 120.0)[..., None]
sky = sky + glow * np.array([0.55, 0.35, 0.12])
disc = np.hypot(xx - sun[0], yy - sun[1])
sky = np.where((disc < 22)[..., None], np.array([1.0, 0.96, 0.84]), sky)
halo = np.clip(1 - np.abs(disc - 22) / 4, 0, 1)[..., None] * 0.25
sky = sky + halo
# Soft streaks of cloud lit from below.
clouds = value_noise_2d(H, W, 90, 5, 7)
band = np.exp(-((yy - 120) / 45.0) ** 2)
cloud_mask = np.clip((clouds * 1.6 + 0.1) * band, 0, 1)[..., None]
sky = sky * (1 - 0.55 * cloud_mask) + cloud_mask * 0.55 * np.array([1.0, 0.62, 0.50])

img = sky.copy()

# Mountain ranges, far to near: hazier and bluer with distance (atmospheric perspective).
ranges = [
    (205, 55, 0.55, np.array([0.55, 0.45, 0.62]), 11),
    (228, 50, 0.35, np.array([0.34, 0.27, 0.42]), 12),
    (246, 40, 0.15, np.array([0.16, 0.13, 0.22]), 13),
]
for base, height, haze, colour, seed in ranges:
    ridge = base - height * (0.55 + 0.45 * value_noise_1d(W, 7, seed))
    ridge = ridge - 12 * np.maximum(0, value_noise_1d(W, 3, seed + 100))
    inside = yy >= ridge[None, :]
    depth = np.clip((yy - ridge[None, :]) / 60.0, 0, 1)[..., None]
    texture = value_noise_2d(H, W, 12, 4, seed + 50)[..., None] * 0.06
    # Lit faces toward the sun (left of a peak facing right is brighter).
    slope = np.gradient(ridge)[None, :, None]
    light = np.clip(0.5 - slope * 0.08, 0.2, 0.9)
    rock = colour * (0.8 + 0.4 * light) + texture - depth * 0.05
    rock = rock * (1 - haze) + sky * haze
    img = np.where(inside[..., None], rock, img)

# Lake: the sky and mountains mirrored, darkened, broken by ripples.
lake_top = int(horizon)
rows = np.arange(lake_top, H)
ripple = value_noise_2d(H - lake_top, W, 6, 3, 21)
for k, y in enumerate(rows):
    dist = (y - lake_top) + 1
    shift = (ripple[k] * (2 + dist * 0.08)).astype(int)
    src_y = max(0, lake_top - dist)
    src_x = np.clip(np.arange(W) + shift, 0, W - 1)
    img[y] = img[src_y, src_x] * 0.72 + np.array([0.02, 0.05, 0.09])
# A glittering path of sun light on the water.
path = np.exp(-((xx - sun[0]) / np.maximum(18 + (yy - horizon) * 0.6, 1.0)) ** 2) * (yy > horizon)
sparkle = np.clip(value_noise_2d(H, W, 3, 2, 31) * 3 - 1.2, 0, 1)
img = img + (path * (0.25 + 0.75 * sparkle))[..., None] * np.array([1.0, 0.78, 0.45])

# Foreground: dark shore with grass blades and rocks on the left and right.
shore = H - 38 + 22 * value_noise_1d(W, 6, 41) + 30 * np.exp(-((np.arange(W) - 80) / 110.0) ** 2) * -1.0
shore = shore + 40 * np.exp(-((np.arange(W) - 600) / 70.0) ** 2) * -1.0
ground = yy >= shore[None, :]
grass_noise = value_noise_2d(H, W, 2.5, 3, 51)
grass = np.array([0.07, 0.09, 0.05]) + grass_noise[..., None] * np.array([0.05, 0.07, 0.03])
rim = np.clip(1 - (yy - shore[None, :]) / 6.0, 0, 1)[..., None] * np.array([0.35, 0.22, 0.10])
img = np.where(ground[..., None], grass + rim, img)
# Grass blades poking above the shore line.
for _ in range(900):
    x0 = rng.uniform(0, W)
    base = np.interp(x0, np.arange(W), shore)
    h = rng.uniform(6, 26)
    lean = rng.uniform(-6, 6)
    for s in np.linspace(0, 1, int(h)):
        px, py = int(x0 + lean * s * s), int(base - h * s)
        if 0 <= px < W and 0 <= py < H:
            img[py, px] = img[py, px] * 0.3 + np.array([0.05, 0.06, 0.03]) * 0.7

# Gentle vignette and film grain.
v = 1 - 0.35 * (((xx - W / 2) / (W / 1.6)) ** 2 + ((yy - H / 2) / (H / 1.4)) ** 2)
img = img * v[..., None] + rng.normal(0, 0.008, img.shape)
img = np.clip(img, 0, 1) ** (1 / 1.05)
pixels = (img * 255 + 0.5).astype(np.uint8)

out = Path(__file__).resolve().parent.parent / "testcard-photo.png"
write_png(out, pixels)
print(f"wrote {out} ({out.stat().st_size} bytes)")
