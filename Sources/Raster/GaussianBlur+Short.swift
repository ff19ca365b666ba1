/// Box passes with 16-bit running sums for the radii where a 16-bit high-half multiply divides exactly
/// as the 32-bit passes do: SSE2 multiplies eight 16-bit lanes in one instruction (pmulhuw) but has no
/// 32-bit lane multiply (pmulld is SSE4.1), so these passes do a fraction of the work for the same bytes.
extension GaussianBlur {
    /// A divisor for the box of radius r in 16 bits: `k` and `c` with ((s + c) · k) >> 16 equal to the
    /// 32-bit passes' (s · ⌊2²⁴ / (2r+1)⌋ + 2²³) >> 24 for every sum s of 2r+1 bytes (0...(2r+1)·255).
    struct ShortDivisor: Equatable {
        let k: UInt16, c: UInt16
    }

    /// Found by exhaustive search near 2¹⁶ / (2r+1) and checked for every sum by a test; radius 12 has
    /// no such pair, nor has any radius above 16 that the table leaves out.
    static let shortDivisors: [ShortDivisor?] = [
        nil,
        ShortDivisor(k: 21817, c: 2), ShortDivisor(k: 13097, c: 3), ShortDivisor(k: 9358, c: 4), ShortDivisor(k: 7279, c: 5),
        ShortDivisor(k: 5956, c: 6), ShortDivisor(k: 5040, c: 7), ShortDivisor(k: 4368, c: 8), ShortDivisor(k: 3855, c: 9),
        ShortDivisor(k: 3449, c: 10), ShortDivisor(k: 3121, c: 10), ShortDivisor(k: 2849, c: 12), nil,
        ShortDivisor(k: 2427, c: 14), ShortDivisor(k: 2260, c: 14), ShortDivisor(k: 2114, c: 16), ShortDivisor(k: 1986, c: 16),
    ]

    /// The 16-bit divisor for radius `r`, if the table has one.
    static func shortDivisor(radius r: Int) -> ShortDivisor? {
        r > 0 && r < shortDivisors.count ? shortDivisors[r] : nil
    }

    /// `horizontalBoxPixels` with a pixel's four running sums in 16-bit lanes (at most 33 · 255 + 16).
    static func horizontalBoxPixels16(_ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>,
                                      _ width: Int, _ height: Int, _ r: Int, _ edges: BlurEdges, _ div: ShortDivisor) {
        let k = SIMD4<UInt32>(repeating: UInt32(div.k)), c = SIMD4<UInt16>(repeating: div.c)
        let clamp = edges == .clamp
        @inline(__always) func load(_ p: UnsafeMutablePointer<UInt8>) -> SIMD4<UInt16> {
            SIMD4<UInt16>(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt8>.self))
        }
        @inline(__always) func store(_ sum: SIMD4<UInt16>, _ p: UnsafeMutablePointer<UInt8>) {
            let q = (SIMD4<UInt32>(truncatingIfNeeded: sum &+ c) &* k) &>> 16
            UnsafeMutableRawPointer(p).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: q), as: SIMD4<UInt8>.self)
        }
        for y in 0..<height {
            let s = src + y * width * 4, d = dst + y * width * 4
            let first = load(s), last = load(s + (width - 1) * 4), zero = SIMD4<UInt16>(repeating: 0)
            @inline(__always) func at(_ i: Int) -> SIMD4<UInt16> {
                if i < 0 { return clamp ? first : zero }
                if i >= width { return clamp ? last : zero }
                return load(s + i * 4)
            }
            var sum = zero
            for i in -r...r { sum &+= at(i) }
            let middleStart = min(width, r), middleEnd = max(middleStart, width - r - 1)
            var x = 0
            while x < middleStart {
                store(sum, d + x * 4)
                sum = sum &+ at(x + r + 1) &- at(x - r)
                x += 1
            }
            while x < middleEnd {
                store(sum, d + x * 4)
                sum = sum &+ load(s + (x + r + 1) * 4) &- load(s + (x - r) * 4)
                x += 1
            }
            while x < width {
                store(sum, d + x * 4)
                sum = sum &+ at(x + r + 1) &- at(x - r)
                x += 1
            }
        }
    }

    /// `verticalBox` with a row of 16-bit running sums (plain loops over contiguous lanes, which the
    /// compiler vectorizes eight or sixteen lanes at a time), over the bytes `lanes` of each row.
    static func verticalBox16(_ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>,
                              _ width: Int, _ height: Int, _ ch: Int, _ r: Int, _ edges: BlurEdges, _ div: ShortDivisor,
                              lanes: Range<Int>? = nil) {
        let stride = width * ch, lanes = lanes ?? 0..<stride
        let n = lanes.count
        let k = UInt32(div.k), c = div.c
        let clamp = edges == .clamp
        let acc = UnsafeMutablePointer<UInt16>.allocate(capacity: n)
        defer { acc.deallocate() }
        acc.initialize(repeating: 0, count: n)
        let src = src + lanes.lowerBound, dst = dst + lanes.lowerBound
        @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt8>? {
            if y < 0 { return clamp ? src : nil }
            if y >= height { return clamp ? src + (height - 1) * stride : nil }
            return src + y * stride
        }
        for i in -r...r { if let p = row(i) { for j in 0..<n { acc[j] &+= UInt16(p[j]) } } }
        for y in 0..<height {
            let d = dst + y * stride
            for j in 0..<n { d[j] = UInt8(truncatingIfNeeded: (UInt32(acc[j] &+ c) &* k) &>> 16) }
            let add = row(y + r + 1), sub = row(y - r)
            switch (add, sub) {
            case let (a?, s?): for j in 0..<n { acc[j] = acc[j] &+ UInt16(a[j]) &- UInt16(s[j]) }
            case let (a?, nil): for j in 0..<n { acc[j] &+= UInt16(a[j]) }
            case let (nil, s?): for j in 0..<n { acc[j] &-= UInt16(s[j]) }
            case (nil, nil): break
            }
        }
    }
}
