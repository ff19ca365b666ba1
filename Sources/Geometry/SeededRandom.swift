/// A small, fast, seedable random generator (SplitMix64): the same seed gives the same numbers on
/// every machine, so a seeded scene (`--seed`) and a test draw the same pixels every run.
public struct SeededRandom: Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed` (any value, 0 included).
    public init(seed: UInt64) { state = seed }

    /// A generator whose sequence for `seed` shares no run with any other seed's. (With `init(seed:)`,
    /// seed s + 1's sequence is seed s's one step later: each step adds the same constant to the
    /// state.) The seed goes through the output mix, a bijection, so nearby seeds start far apart.
    public init(scrambling seed: UInt64) {
        var g = SeededRandom(seed: seed ^ 0x2545_F491_4F6C_DD1D)
        state = g.next()
    }

    /// The next 64 uniformly distributed bits; advances the state.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in 0..<1.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
