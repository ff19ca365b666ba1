/// How a box pass turns the sum of 2r+1 bytes into their rounded mean, a byte. Two ways give the same
/// bytes for every sum: 32-bit sums times ⌊2²⁴ / (2r+1)⌋ (`WideDivision`, any radius), and, for the
/// radii where one exists, 16-bit sums and a 16-bit high-half multiply (`ShortDivisor`): SSE2
/// multiplies eight 16-bit lanes in one instruction (pmulhuw) but has no 32-bit lane multiply (pmulld
/// is SSE4.1), so the 16-bit passes do a fraction of the work.
protocol BoxDivision {
    /// The running sums' type: wide enough for 2r+1 bytes (plus the 16-bit divisor's offset).
    associatedtype Sum: FixedWidthInteger & UnsignedInteger & SIMDScalar
    /// The mean of the bytes summed in `sum`, rounded.
    func byte(_ sum: Sum) -> UInt8
    /// `byte` of each lane.
    func bytes(_ sums: SIMD4<Sum>) -> SIMD4<UInt8>
}

/// 32-bit sums: (s · ⌊2²⁴ / (2r+1)⌋ + 2²³) >> 24. The sum of 2r+1 bytes times the factor stays below
/// 2³², so the arithmetic wraps without checks.
struct WideDivision: BoxDivision {
    let inverse: UInt32

    init(radius r: Int) { inverse = UInt32((1 << 24) / (2 * r + 1)) }

    @inline(__always) func byte(_ sum: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: (sum &* inverse &+ (1 << 23)) >> 24) }

    @inline(__always) func bytes(_ sums: SIMD4<UInt32>) -> SIMD4<UInt8> {
        SIMD4<UInt8>(truncatingIfNeeded: (sums &* SIMD4(repeating: inverse) &+ SIMD4(repeating: 1 << 23)) &>> 24)
    }
}

extension GaussianBlur {
    /// A divisor for the box of radius r in 16 bits: `k` and `c` with ((s + c) · k) >> 16 equal to
    /// `WideDivision`'s byte for every sum s of 2r+1 bytes (0...(2r+1)·255, at most 33 · 255 + 16).
    struct ShortDivisor: Equatable, BoxDivision {
        let k: UInt16, c: UInt16

        @inline(__always) func byte(_ sum: UInt16) -> UInt8 { UInt8(truncatingIfNeeded: (UInt32(sum &+ c) &* UInt32(k)) &>> 16) }

        @inline(__always) func bytes(_ sums: SIMD4<UInt16>) -> SIMD4<UInt8> {
            SIMD4<UInt8>(truncatingIfNeeded: (SIMD4<UInt32>(truncatingIfNeeded: sums &+ SIMD4(repeating: c)) &* SIMD4(repeating: UInt32(k))) &>> 16)
        }
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
}
