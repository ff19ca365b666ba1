#!/usr/bin/env python3
"""Writes the font-file fuzzer's seed: a tiny TrueType font made from nothing (no font file is copied).

Usage: python3 Fuzz/seed-font.py Fuzz/corpus/font-file/tiny.ttf

Glyphs: .notdef (empty), 'A' (a triangle with a hole), 'g' (a box with a quadratic curve), space.
Tables: head, hhea, maxp, OS/2, hmtx, cmap (format 4), loca (short), glyf, name, post, kern. It opens
in FreeType, passes the glyph source's check (metrics, the letter A provided and drawn), and is small
enough (under 1 KB) for the fuzzer to mutate every table.
"""
import struct, sys

UPM = 1000

def glyph(contours):
    """A simple glyph: contours of (x, y, on_curve) points, coordinates written as 16-bit deltas."""
    if not contours:
        return b""
    pts = [p for c in contours for p in c]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    out = struct.pack(">hhhhh", len(contours), min(xs), min(ys), max(xs), max(ys))
    end = -1
    for c in contours:
        end += len(c)
        out += struct.pack(">H", end)
    out += struct.pack(">H", 0)  # no instructions
    out += bytes(1 if p[2] else 0 for p in pts)  # flags: on-curve bit, 16-bit signed deltas
    x = y = 0
    dx, dy = b"", b""
    for px, py, _ in pts:
        dx += struct.pack(">h", px - x)
        dy += struct.pack(">h", py - y)
        x, y = px, py
    out += dx + dy
    return out + b"\0" * (-len(out) % 2)

GLYPHS = [
    ("notdef", 500, []),
    ("A", 600, [[(50, 0, 1), (300, 700, 1), (550, 0, 1)], [(200, 100, 1), (400, 100, 1), (300, 400, 1)]]),
    ("g", 550, [[(50, -200, 1), (50, 500, 1), (500, 500, 1), (500, -200, 1), (275, -350, 0)]]),
    ("space", 250, []),
]
CMAP = {0x41: 1, 0x67: 2, 0x20: 3}

def table_cmap():
    codes = sorted(CMAP)
    # One segment per code, then the 0xFFFF end segment.
    ends = codes + [0xFFFF]
    starts = codes + [0xFFFF]
    deltas = [(CMAP[c] - c) & 0xFFFF for c in codes] + [1]
    n = len(ends)
    sub = struct.pack(">HHHHHHH", 4, 0, 0, 2 * n, 2 * (2 ** (n.bit_length() - 1)), n.bit_length() - 1,
                      2 * n - 2 * (2 ** (n.bit_length() - 1)))
    sub += b"".join(struct.pack(">H", e) for e in ends) + b"\0\0"
    sub += b"".join(struct.pack(">H", s) for s in starts)
    sub += b"".join(struct.pack(">H", d) for d in deltas)
    sub += b"\0\0" * n  # idRangeOffset
    sub = sub[:2] + struct.pack(">H", len(sub)) + sub[4:]
    return struct.pack(">HHHHI", 0, 1, 3, 1, 12) + sub

def tables():
    glyf, loca = b"", []
    for _, _, contours in GLYPHS:
        loca.append(len(glyf) // 2)
        glyf += glyph(contours)
    loca.append(len(glyf) // 2)
    t = {}
    t["head"] = struct.pack(">IIIIHHqqhhhhHHhhh", 0x00010000, 0x00010000, 0, 0x5F0F3CF5, 0x000B, UPM, 0, 0,
                            0, -350, 600, 700, 0, 8, 2, 0, 0)
    t["hhea"] = struct.pack(">IhhhHhhhhhhhhhhhH", 0x00010000, 800, -200, 100, 600, 0, 0, 550, 1, 0, 0, 0, 0, 0, 0, 0,
                            len(GLYPHS))
    t["maxp"] = struct.pack(">IHHHHHHHHHHHHHH", 0x00010000, len(GLYPHS), 8, 2, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0)
    t["OS/2"] = struct.pack(">HhHHHhhhhhhhhhhh", 3, 500, 400, 5, 0, 500, 500, 0, 0, 500, 500, 0, 0, 50, 300, 0) \
        + b"\0" * 10 + struct.pack(">IIII", 1, 0, 0, 0) + b"NONE" \
        + struct.pack(">HHHhhhHH", 0x40, 0x20, 0x67, 800, -200, 100, 1000, 350) \
        + struct.pack(">II", 1, 0) + struct.pack(">hhHHH", 500, 700, 0, 0x20, 0)
    t["hmtx"] = b"".join(struct.pack(">Hh", adv, 50) for _, adv, _ in GLYPHS)
    t["cmap"] = table_cmap()
    t["loca"] = b"".join(struct.pack(">H", o) for o in loca)
    t["glyf"] = glyf
    names = [(1, "Seed"), (2, "Regular"), (4, "Seed Regular"), (6, "Seed-Regular")]
    strings = [n.encode("utf-16-be") for _, n in names]
    name = struct.pack(">HHH", 0, len(names), 6 + 12 * len(names))
    offset = 0
    for (nid, _), s in zip(names, strings):
        name += struct.pack(">HHHHHH", 3, 1, 0x409, nid, len(s), offset)
        offset += len(s)
    t["name"] = name + b"".join(strings)
    t["post"] = struct.pack(">IIhhIIIII", 0x00030000, 0, -100, 50, 0, 0, 0, 0, 0)
    # A kern pair (A, g) so that kerning is read from the font, not only defaulted.
    t["kern"] = struct.pack(">HHHHHHHHHHHh", 0, 1, 0, 20, 1, 1, 6, 0, 0, 1, 2, -40)
    return t

def font():
    t = tables()
    tags = sorted(t)
    n = len(tags)
    p = 2 ** (n.bit_length() - 1)
    out = struct.pack(">IHHHH", 0x00010000, n, 16 * p, n.bit_length() - 1, 16 * n - 16 * p)
    offset = 12 + 16 * n
    body = b""
    for tag in tags:
        data = t[tag]
        checksum = sum(struct.unpack(">%dI" % ((len(data) + 3) // 4), data + b"\0" * (-len(data) % 4))) & 0xFFFFFFFF
        out += struct.pack(">4sIII", tag.encode(), checksum, offset + len(body), len(data))
        body += data + b"\0" * (-len(data) % 4)
    return out + body

if __name__ == "__main__":
    with open(sys.argv[1], "wb") as f:
        f.write(font())
