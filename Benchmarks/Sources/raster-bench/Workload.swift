import Geometry
import Raster

/// One shape of a fill workload: Blend2D bl_bench's geometry (a square of `size` px at a random
/// fractional position on the 512×600 canvas, a random translucent colour, a corner radius 4–40 clamped
/// to half the side). Both rasterizers draw the same list, made once per case from a fixed seed.
struct ShapeSpec {
    var x, y: Double
    var radius: Double
    var red, green, blue, alpha: Double
}

enum Canvas {
    static let width = 512
    static let height = 600
}

/// SplitMix64: a fixed sequence from a seed, the same on every run and for every rasterizer.
struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// Uniform in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

enum Workload {
    /// `count` shapes of side `size`; the seed depends only on the size, so every case kind at one size
    /// draws the same positions and colours.
    static func shapes(size: Int, count: Int) -> [ShapeSpec] {
        var rng = SplitMix(state: 0x5EED_0000 &+ UInt64(size))
        let s = Double(size)
        return (0..<count).map { _ in
            let x = rng.unit() * (Double(Canvas.width) - s)
            let y = rng.unit() * (Double(Canvas.height) - s)
            let radius = min(s / 2, 4 + rng.unit() * 36)
            // Translucent: alpha 0.2...0.95, never opaque (an opaque fill is a plain copy for everyone).
            return ShapeSpec(x: x, y: y, radius: radius, red: rng.unit(), green: rng.unit(), blue: rng.unit(),
                             alpha: 0.2 + rng.unit() * 0.75)
        }
    }

    /// How many shapes one timed run draws: about 6 M pixels, at least 200 shapes.
    static func count(size: Int) -> Int { max(200, 6_000_000 / (size * size)) }

    /// An opaque picture with detail at every scale (gradients, discs, stripes), `width × height`.
    static func picture(width: Int, height: Int, seed: UInt64) -> Pixmap {
        var p = Pixmap(width: width, height: height, fill: Color(red: 0.9, green: 0.85, blue: 0.7))
        let w = Double(width), h = Double(height)
        p.fill(.rect(Rect(x: 0, y: 0, width: w, height: h)), with: .linearGradient(LinearGradient(
            start: Point(x: 0, y: 0), end: Point(x: w, y: h),
            stops: [.init(0, Color(red: 0.1, green: 0.3, blue: 0.6)), .init(1, Color(red: 0.95, green: 0.6, blue: 0.2))])))
        var rng = SplitMix(state: seed)
        let n = max(8, width * height / 2000)
        for _ in 0..<n {
            let side = 2 + rng.unit() * w / 6
            let rect = Rect(x: rng.unit() * w - side / 2, y: rng.unit() * h - side / 2, width: side, height: side * (0.3 + rng.unit()))
            let colour = Color(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: 0.3 + rng.unit() * 0.7)
            p.fill(.roundedRect(RoundedRect(rect: rect, radius: rng.unit() * side / 2)), with: .solid(colour))
        }
        return p
    }
}
