/// The resampling steps of a downsampled blur for whole pixels (four 8-bit channels packed in one
/// `UInt32`), two channels at a time in the 16-bit lanes of a 32-bit word: a factor-f average reads
/// every source pixel once, and the bilinear upsample is one vertical mix per small-image pixel and row
/// plus one horizontal mix per output pixel. Per-channel byte loops did the same arithmetic ~8x slower.
extension GaussianBlur {
    /// Averages each `f × f` block of `src` (`w × h`, rows `stride` pixels apart) into one pixel of `dst`
    /// (`sw × sh`, the ceilings of w/f and h/f); blocks cut by the right or bottom edge average the pixels
    /// they have. Rounded to nearest. f ≤ 16, so a lane's sum (at most 256 × 255) fits in 16 bits.
    /// With `parallel`, bands of small rows at once (each reads its own source rows): the same bytes.
    static func downsamplePixels(_ src: UnsafePointer<UInt32>, _ w: Int, _ h: Int, stride: Int, _ f: Int,
                                 into dst: UnsafeMutablePointer<UInt32>, _ sw: Int, _ sh: Int, parallel: ParallelParts) {
        parallel.forEachRange(sh, minimum: 8) { rows in
            downsamplePixels(src + rows.lowerBound * f * stride, w, min(h, rows.upperBound * f) - rows.lowerBound * f, stride: stride, f,
                             into: dst + rows.lowerBound * sw, sw, rows.count)
        }
    }

    /// `downsamplePixels(_:_:_:stride:_:into:_:_:parallel:)` on the calling thread.
    static func downsamplePixels(_ src: UnsafePointer<UInt32>, _ w: Int, _ h: Int, stride: Int, _ f: Int,
                                 into dst: UnsafeMutablePointer<UInt32>, _ sw: Int, _ sh: Int) {
        precondition(f >= 1 && f <= 16)
        let rb = UnsafeMutablePointer<UInt32>.allocate(capacity: sw), ag = UnsafeMutablePointer<UInt32>.allocate(capacity: sw)
        defer { rb.deallocate(); ag.deallocate() }
        let full = w / f  // columns of the small image whose block lies wholly inside a row
        for sy in 0..<sh {
            rb.update(repeating: 0, count: sw)
            ag.update(repeating: 0, count: sw)
            let y0 = sy * f, y1 = min(h, y0 + f)
            // A band of four whole rows: each whole 4×4 block summed in vectors (a block row's four
            // pixels in one, red and blue lanes masked, green and alpha shifted down; each lane's sum
            // at most 4 × 255), then its 16 pixels averaged, rounded as below.
            var first = 0
            if f == 4 && y1 - y0 == 4 {
                let rows = UnsafeRawPointer(src + y0 * stride), rowBytes = stride * 4
                let m = SIMD8<UInt16>(repeating: 0x00FF), eight = SIMD4<UInt16>(repeating: 8)
                let out = dst + sy * sw
                for sx in 0..<full {
                    var rbv = SIMD8<UInt16>(repeating: 0), agv = rbv
                    for k in 0..<4 {
                        let w = rows.loadUnaligned(fromByteOffset: k * rowBytes + sx * 16, as: SIMD8<UInt16>.self)
                        rbv &+= w & m
                        agv &+= w &>> 8
                    }
                    let rb2 = rbv.lowHalf &+ rbv.highHalf, ag2 = agv.lowHalf &+ agv.highHalf
                    // [r, b, g, a] summed over the block, averaged and rounded.
                    let sums = (SIMD4<UInt16>(rb2[0], rb2[1], ag2[0], ag2[1]) &+ SIMD4<UInt16>(rb2[2], rb2[3], ag2[2], ag2[3]) &+ eight) &>> 4
                    out[sx] = UInt32(sums[0]) | UInt32(sums[2]) << 8 | UInt32(sums[1]) << 16 | UInt32(sums[3]) << 24
                }
                first = full
            }
            for y in y0..<y1 {
                var p = src + y * stride + first * f
                var sx = first
                if f == 4 && sx == 0 {
                    // Two pixels per 64-bit word: a block's four pixels are two words.
                    let m: UInt64 = 0x00FF_00FF_00FF_00FF
                    let raw = UnsafeRawPointer(p)
                    while sx < full {
                        let u = raw.loadUnaligned(fromByteOffset: sx * 16, as: UInt64.self)
                        let v = raw.loadUnaligned(fromByteOffset: sx * 16 + 8, as: UInt64.self)
                        let a = (u & m) &+ (v & m), b = ((u >> 8) & m) &+ ((v >> 8) & m)
                        rb[sx] &+= UInt32(truncatingIfNeeded: a) &+ UInt32(truncatingIfNeeded: a >> 32)
                        ag[sx] &+= UInt32(truncatingIfNeeded: b) &+ UInt32(truncatingIfNeeded: b >> 32)
                        sx += 1
                    }
                    p += full * 4
                }
                while sx < sw {
                    let k = sx < full ? f : w - sx * f
                    var a: UInt32 = 0, b: UInt32 = 0
                    for _ in 0..<k {
                        a &+= p.pointee & 0x00FF_00FF
                        b &+= (p.pointee >> 8) & 0x00FF_00FF
                        p += 1
                    }
                    rb[sx] &+= a
                    ag[sx] &+= b
                    sx += 1
                }
            }
            let out = dst + sy * sw
            let rows = UInt32(y1 - y0)
            for sx in first..<sw {
                let n = rows * UInt32(min(w, sx * f + f) - sx * f), half = n / 2
                let a = rb[sx], b = ag[sx]
                if n & (n - 1) == 0 {
                    // Whole blocks hold a power of two of pixels: a shift instead of a division.
                    let k = UInt32(n.trailingZeroBitCount)
                    let r = ((a & 0xFFFF) &+ half) >> k, bl = ((a >> 16) &+ half) >> k
                    let g = ((b & 0xFFFF) &+ half) >> k, al = ((b >> 16) &+ half) >> k
                    out[sx] = r | (g << 8) | (bl << 16) | (al << 24)
                } else {
                    let r = ((a & 0xFFFF) + half) / n, bl = ((a >> 16) + half) / n
                    let g = ((b & 0xFFFF) + half) / n, al = ((b >> 16) + half) / n
                    out[sx] = r | (g << 8) | (bl << 16) | (al << 24)
                }
            }
        }
    }

    /// Scales `src` (`sw × sh`) up by `f` into `dst` (`w × h`, at most `sw·f × sh·f`) bilinearly,
    /// pixel centres aligned, edges clamped; weights in 256ths, each channel rounded to nearest.
    /// Between the centres of small pixels a and a+1 lie f output pixels whose weights repeat for every
    /// a: each row is one vertical mix per small pixel, then f horizontal mixes per pair of neighbours.
    /// With `parallel`, bands of output rows at once: the same bytes.
    static func upsamplePixels(_ src: UnsafePointer<UInt32>, _ sw: Int, _ sh: Int, _ f: Int,
                               into dst: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, parallel: ParallelParts) {
        parallel.forEachRange(h, minimum: 32) { rows in upsamplePixels(src, sw, sh, f, into: dst, w, h, rows: rows) }
    }

    /// Output rows `rows` (default: all) of `upsamplePixels(_:_:_:_:into:_:_:parallel:)`, on the calling thread.
    static func upsamplePixels(_ src: UnsafePointer<UInt32>, _ sw: Int, _ sh: Int, _ f: Int,
                               into dst: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, rows: Range<Int>? = nil) {
        let mixed = UnsafeMutablePointer<UInt32>.allocate(capacity: sw)
        let weights = UnsafeMutablePointer<UInt32>.allocate(capacity: f)
        defer { mixed.deallocate(); weights.deallocate() }
        // Output x = f·a + f/2 + j (j in 0..<f) sits at a + (j + 0.5 + f/2)/f − 0.5 in small pixels.
        let lead = f / 2
        for j in 0..<f { weights[j] = UInt32(((Double(j + lead) + 0.5) / Double(f) - 0.5) * 256 + 0.5) }
        let weights16 = UnsafeMutablePointer<UInt16>.allocate(capacity: f)
        defer { weights16.deallocate() }
        for j in 0..<f { weights16[j] = UInt16(weights[j]) }
        for y in rows ?? 0..<h {
            let fy = min(Double(sh - 1), max(0, (Double(y) + 0.5) / Double(f) - 0.5))
            let ya = Int(fy.rounded(.down)), yb = min(sh - 1, ya + 1)
            let ty = UInt32(((fy - Double(ya)) * 256).rounded())
            let ra = src + ya * sw, rb = src + yb * sw
            CompositingKernels.lerpRows(into: mixed, ra, rb, count: sw, ty, rounded: true)
            let d = dst + y * w
            // Left of the first centre and right of the last, the edge pixel repeats.
            let head = min(w, lead)
            d.update(repeating: mixed[0], count: head)
            var x = head
            var a = 0
            if f == 4 {
                // AVX-512 or AVX2: sixteen outputs (four pairs of centres) per step in the kernel.
                let pairs = min(sw - 1, (w - x) / 4)
                if pairs > 0, CompositingKernels.expand4(into: d + x, mixed, pairs: pairs, weights: weights16) {
                    x += 4 * pairs
                    a += pairs
                }
                // The four outputs between two centres in one vector: each lane pair mixes the same
                // two pixels with its own weight (`lerpRounded`'s sums).
                let wv = SIMD8<UInt16>(UInt16(weights[0]), UInt16(weights[0]), UInt16(weights[1]), UInt16(weights[1]),
                                       UInt16(weights[2]), UInt16(weights[2]), UInt16(weights[3]), UInt16(weights[3]))
                let rv = SIMD8<UInt16>(repeating: 0x80)
                let raw = UnsafeMutableRawPointer(d)
                while a + 1 < sw && x + 4 <= w {
                    let p = unsafeBitCast(SIMD4<UInt32>(repeating: mixed[a]), to: SIMD8<UInt16>.self)
                    let q = unsafeBitCast(SIMD4<UInt32>(repeating: mixed[a + 1]), to: SIMD8<UInt16>.self)
                    raw.storeBytes(of: PixelMath.lerp4(p, q, wv, rounding: rv), toByteOffset: x * 4, as: SIMD8<UInt16>.self)
                    x += 4
                    a += 1
                }
            }
            // Two neighbouring pairs at once: outputs x + j and x + f + j share weight j.
            while a + 2 < sw && x + 2 * f <= w {
                let p = UInt64(mixed[a]) | UInt64(mixed[a + 1]) << 32, q = UInt64(mixed[a + 1]) | UInt64(mixed[a + 2]) << 32
                for j in 0..<f {
                    let both = PixelMath.lerp2(p, q, UInt64(weights[j]), rounding: 0x0080_0080_0080_0080)
                    d[x + j] = UInt32(truncatingIfNeeded: both)
                    d[x + f + j] = UInt32(truncatingIfNeeded: both >> 32)
                }
                x += 2 * f
                a += 2
            }
            while a + 1 < sw && x + f <= w {
                let p = mixed[a], q = mixed[a + 1]
                for j in 0..<f { d[x + j] = PixelMath.lerpRounded(p, q, weights[j]) }
                x += f
                a += 1
            }
            // A last, partial run (the output's width is not a whole number of small pixels).
            if a + 1 < sw {
                var j = 0
                while x < w { d[x] = PixelMath.lerpRounded(mixed[a], mixed[a + 1], weights[j]); x += 1; j += 1 }
            }
            if x < w { d.advanced(by: x).update(repeating: mixed[sw - 1], count: w - x) }
        }
    }
}

extension PixelMath {
    /// Linear mix of two pixels with weight `t` in 0...256 for `b`, each channel rounded to nearest.
    /// Premultiplied inputs give a premultiplied result (the same weights and rounding apply to every
    /// channel, so r ≤ a is kept).
    @inlinable @inline(__always)
    static func lerpRounded(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let it = 256 &- t
        let rb = ((((a & 0x00FF_00FF) &* it &+ (b & 0x00FF_00FF) &* t) &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ag = ((((a >> 8) & 0x00FF_00FF) &* it &+ ((b >> 8) & 0x00FF_00FF) &* t) &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ag
    }
}

extension Pixmap {
    /// `blurred(_:sigma:edges:reusing:parallel:addReduced:)` into a new pixmap.
    public func blurred(_ area: IntRect, sigma: Double, edges: BlurEdges = .clamp, parallel: ParallelParts = .serial,
                        addReduced: (inout Pixmap, _ factor: Int) -> Void = { _, _ in }) -> Pixmap {
        var none: Pixmap?
        return blurred(area, sigma: sigma, edges: edges, reusing: &none, parallel: parallel, addReduced: addReduced)
    }

    /// The pixels of `area` (clipped to bounds) blurred with a Gaussian of standard deviation `sigma`
    /// pixels, as a new pixmap of the area's size; this pixmap is only read. `addReduced` may draw into
    /// the image the blur works on before it is blurred: for σ above 6 px over an area that is a whole
    /// number of blocks of the downsampling factor it is given (2 or 4), that is the area averaged
    /// down, so what it draws costs a fraction of full resolution and is blurred with the rest (an
    /// exact drawing there would lose its detail to the blur anyway); otherwise the area itself
    /// (factor 1), so that a partial block never sees a drawing that ends inside it.
    /// `reusing`, when it holds a pixmap of the area's size, is taken (left nil) and written over
    /// instead of a new pixmap being made. `parallel` may run the blur's steps (not `addReduced`) on
    /// several threads: the same bytes.
    public func blurred(_ area: IntRect, sigma: Double, edges: BlurEdges = .clamp, reusing reuse: inout Pixmap?,
                        parallel: ParallelParts = .serial,
                        addReduced: (inout Pixmap, _ factor: Int) -> Void = { _, _ in }) -> Pixmap {
        let r = area.intersection(bounds)
        let f = GaussianBlur.factor(sigma: sigma, width: r.width, height: r.height)
        guard !r.isEmpty, sigma > 0.2, f > 1, r.width % f == 0, r.height % f == 0 else {
            var out = cropped(to: r)
            addReduced(&out, 1)
            out.blur(sigma: sigma, edges: edges, parallel: parallel)
            return out
        }
        let sw = (r.width + f - 1) / f, sh = (r.height + f - 1) / f
        var small = Pixmap(width: sw, height: sh)
        let stride = width
        withPixels { src in
            small.pixels.withUnsafeMutableBufferPointer { dst in
                GaussianBlur.downsamplePixels(src.baseAddress! + r.y0 * stride + r.x0, r.width, r.height, stride: stride, f,
                                              into: dst.baseAddress!, sw, sh, parallel: parallel)
            }
        }
        addReduced(&small, f)
        // The box passes alone: the small image is not downsampled again (as `blur(pixels:)` does).
        small.pixels.withUnsafeMutableBufferPointer { buf in
            buf.baseAddress!.withMemoryRebound(to: UInt8.self, capacity: sw * sh * 4) {
                GaussianBlur.blurBoxes($0, width: sw, height: sh, channels: 4, sigma: GaussianBlur.reducedSigma(sigma, factor: f), edges: edges,
                                       parallel: parallel)
            }
        }
        // Every pixel is written by the upsample: no need to clear new pixels first.
        if var out = reuse, out.width == r.width, out.height == r.height {
            reuse = nil  // `out` is now the only reference: written in place
            small.pixels.withUnsafeBufferPointer { src in
                out.pixels.withUnsafeMutableBufferPointer { dst in
                    GaussianBlur.upsamplePixels(src.baseAddress!, sw, sh, f, into: dst.baseAddress!, r.width, r.height, parallel: parallel)
                }
            }
            return out
        }
        let out = [UInt32](unsafeUninitializedCapacity: r.width * r.height) { dst, count in
            small.pixels.withUnsafeBufferPointer { src in
                GaussianBlur.upsamplePixels(src.baseAddress!, sw, sh, f, into: dst.baseAddress!, r.width, r.height, parallel: parallel)
            }
            count = r.width * r.height
        }
        return Pixmap(width: r.width, height: r.height, premultipliedPixels: out)
    }
}
