import Geometry

/// Packing and compositing of one pixel. A pixel is premultiplied RGBA8 packed in a `UInt32` whose
/// memory order on little-endian machines is R, G, B, A: `r | g << 8 | b << 16 | a << 24`
/// (SDL's `SDL_PIXELFORMAT_ABGR8888`, also called RGBA32). Premultiplied means r, g, b ≤ a.
@usableFromInline
enum PixelMath {
    @inlinable @inline(__always)
    static func pack(r: UInt32, g: UInt32, b: UInt32, a: UInt32) -> UInt32 {
        r | (g << 8) | (b << 16) | (a << 24)
    }

    /// The premultiplied pixel for a straight-alpha colour, components rounded to the nearest 1/255.
    @inlinable
    static func premultiplied(_ c: Color) -> UInt32 {
        let a = min(max(c.alpha, 0), 1)
        func q(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * a * 255).rounded()) }
        return pack(r: q(c.red), g: q(c.green), b: q(c.blue), a: UInt32((a * 255).rounded()))
    }

    /// `p` with every channel multiplied by `s`/255, rounded exactly (s in 0...255).
    @inlinable @inline(__always)
    static func scale(_ p: UInt32, _ s: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* s &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* s &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Source-over: `src + dst × (1 − src.alpha)`, both premultiplied.
    @inlinable @inline(__always)
    static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let ia = 255 &- (src >> 24)
        if ia == 0 { return src }
        return src &+ scale(dst, ia)
    }

    /// Source-over of `src` scaled by coverage `c` (0...255) onto `dst`.
    @inlinable @inline(__always)
    static func over(_ src: UInt32, coverage c: UInt32, _ dst: UInt32) -> UInt32 {
        if c == 255 { return over(src, dst) }
        if c == 0 { return dst }
        return over(scale(src, c), dst)
    }

    /// Straight-alpha colour of a premultiplied pixel (for encoders and tests).
    @inlinable
    static func unpremultiplied(_ p: UInt32) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let a = p >> 24
        if a == 0 { return (0, 0, 0, 0) }
        func u(_ v: UInt32) -> UInt8 { UInt8(min(255, (v * 255 + a / 2) / a)) }
        return (u(p & 0xFF), u((p >> 8) & 0xFF), u((p >> 16) & 0xFF), UInt8(a))
    }

    /// `lerp` of two pixels packed in a 64-bit word (the 32-bit `lerp` trick with twice the lanes: each
    /// 16-bit lane holds a·(256−t) + b·t + 128 ≤ 255·256 + 128). `rounding` 0 gives exactly two
    /// scalar `lerp`s, 0x0080 (in every lane) two `lerpRounded`s.
    @inlinable @inline(__always)
    static func lerp2(_ a: UInt64, _ b: UInt64, _ t: UInt64, rounding: UInt64 = 0) -> UInt64 {
        let m: UInt64 = 0x00FF_00FF_00FF_00FF
        let it = 256 &- t
        let rb = ((((a & m) &* it &+ (b & m) &* t) &+ rounding) >> 8) & m
        let ag = ((((a >> 8) & m) &* it &+ ((b >> 8) & m) &* t) &+ rounding) & ~m
        return rb | ag
    }

    /// `scale` of two pixels packed in a 64-bit word (s in 0...255): each 16-bit lane holds at most
    /// 255·255 + 128 plus its high byte, so lanes never carry into each other; exactly two `scale`s.
    @inlinable @inline(__always)
    static func scale2(_ w: UInt64, _ s: UInt64) -> UInt64 {
        let m: UInt64 = 0x00FF_00FF_00FF_00FF, half: UInt64 = 0x0080_0080_0080_0080
        var rb = (w & m) &* s &+ half
        rb = ((rb &+ ((rb >> 8) & m)) >> 8) & m
        var ag = ((w >> 8) & m) &* s &+ half
        ag = (ag &+ ((ag >> 8) & m)) & ~m
        return rb | ag
    }

    /// `scale` of four pixels in a 128-bit vector (s in 0...255 in every lane): the same sums as `scale2`
    /// in eight 16-bit lanes, red and blue masked out of each pixel's lanes, green and alpha shifted down.
    /// For t ≤ 65535, (t + t >> 8) >> 8 equals the high half of t × 257 (they could differ only if
    /// t + t/256 reached a multiple of 256 that t + ⌊t/256⌋ does not, and the gap is under 1), so each
    /// division by 255 is one high-half multiply (SSE2's pmulhuw).
    @inlinable @inline(__always)
    static func scale4(_ w: SIMD8<UInt16>, _ s: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let m = SIMD8<UInt16>(repeating: 0x00FF), half = SIMD8<UInt16>(repeating: 0x80)
        @inline(__always) func div255(_ t: SIMD8<UInt16>) -> SIMD8<UInt16> {
            SIMD8<UInt16>(truncatingIfNeeded: (SIMD8<UInt32>(truncatingIfNeeded: t) &* 257) &>> 16)
        }
        let rb = div255((w & m) &* s &+ half)
        let ag = div255((w &>> 8) &* s &+ half) &<< 8
        return rb | ag
    }

    /// Source-over of the one premultiplied pixel `src` onto `count` pixels at `d`: a plain fill when
    /// `src` is opaque, otherwise `src + d × (1 − src.alpha)` eight, then four pixels per vector step
    /// (`scale4`), then two per word (no channel can carry into the next pixel: premultiplied, each sum
    /// is at most 255). Equals `over(src, d[i])` per pixel.
    @inlinable
    static func overRun(_ d: UnsafeMutablePointer<UInt32>, count: Int, _ src: UInt32) {
        let ia = 255 &- (src >> 24)
        if ia == 0 {
            d.update(repeating: src, count: count)
            return
        }
        let raw = UnsafeMutableRawPointer(d)
        let s = UInt64(ia), add = UInt64(src) | UInt64(src) << 32
        var i = 0
        if count >= 4 {
            let sv = SIMD8<UInt16>(repeating: UInt16(ia))
            let av = unsafeBitCast(SIMD4<UInt32>(repeating: src), to: SIMD8<UInt16>.self)
            while i + 8 <= count {
                let w0 = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt16>.self)
                let w1 = raw.loadUnaligned(fromByteOffset: i &* 4 &+ 16, as: SIMD8<UInt16>.self)
                raw.storeBytes(of: scale4(w0, sv) &+ av, toByteOffset: i &* 4, as: SIMD8<UInt16>.self)
                raw.storeBytes(of: scale4(w1, sv) &+ av, toByteOffset: i &* 4 &+ 16, as: SIMD8<UInt16>.self)
                i &+= 8
            }
            if i + 4 <= count {
                let w = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt16>.self)
                raw.storeBytes(of: scale4(w, sv) &+ av, toByteOffset: i &* 4, as: SIMD8<UInt16>.self)
                i &+= 4
            }
        }
        while i + 2 <= count {
            let w = raw.loadUnaligned(fromByteOffset: i * 4, as: UInt64.self)
            raw.storeBytes(of: scale2(w, s) &+ add, toByteOffset: i * 4, as: UInt64.self)
            i += 2
        }
        if i < count { d[i] = src &+ scale(d[i], ia) }
    }

    /// `lerp2` of four pixels in a 128-bit vector (the same sums in eight 16-bit lanes: one lane holds a
    /// pixel's red or blue, masked out of the word, the other's green or alpha, shifted down). `w` holds
    /// each pixel's weight twice; `rounding` is 0 or 0x80 in every lane.
    @inlinable @inline(__always)
    static func lerp4(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>, _ w: SIMD8<UInt16>, rounding: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let m = SIMD8<UInt16>(repeating: 0x00FF), iw = SIMD8<UInt16>(repeating: 256) &- w
        let rb = ((a & m) &* iw &+ (b & m) &* w &+ rounding) &>> 8
        let ag = ((a &>> 8) &* iw &+ (b &>> 8) &* w &+ rounding) & ~m
        return rb | ag
    }

    /// Writes `lerp(a[i], b[i], t)` (or `lerpRounded` when `rounded`) to `out[i]` for `count` pixels,
    /// four at a time in a vector (`lerp4`), then two per word; `out` may be `a`.
    @inlinable
    static func lerpRun(into out: UnsafeMutablePointer<UInt32>, _ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, count: Int,
                        _ t: UInt32, rounded: Bool = false) {
        let o = UnsafeMutableRawPointer(out), ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
        let weight = UInt64(t), rounding: UInt64 = rounded ? 0x0080_0080_0080_0080 : 0
        let wv = SIMD8<UInt16>(repeating: UInt16(t)), rv = SIMD8<UInt16>(repeating: rounded ? 0x80 : 0)
        var i = 0
        while i + 4 <= count {
            let x = ra.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt16>.self)
            let y = rb.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt16>.self)
            o.storeBytes(of: lerp4(x, y, wv, rounding: rv), toByteOffset: i * 4, as: SIMD8<UInt16>.self)
            i += 4
        }
        while i + 2 <= count {
            let x = ra.loadUnaligned(fromByteOffset: i * 4, as: UInt64.self), y = rb.loadUnaligned(fromByteOffset: i * 4, as: UInt64.self)
            o.storeBytes(of: lerp2(x, y, weight, rounding: rounding), toByteOffset: i * 4, as: UInt64.self)
            i += 2
        }
        if i < count { out[i] = rounded ? lerpRounded(a[i], b[i], t) : lerp(a[i], b[i], t) }
    }

    /// Linear mix of two premultiplied pixels with weight `t` in 0...256 for `b`.
    @inlinable @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let it = 256 &- t
        let rb = (((a & 0x00FF_00FF) &* it &+ (b & 0x00FF_00FF) &* t) >> 8) & 0x00FF_00FF
        let ag = ((((a >> 8) & 0x00FF_00FF) &* it &+ ((b >> 8) & 0x00FF_00FF) &* t)) & 0xFF00_FF00
        return rb | ag
    }
}
