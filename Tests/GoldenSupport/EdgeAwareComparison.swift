import Raster

/// How closely a rendered frame must match its golden: per-channel differences in levels (0...255) of
/// the premultiplied RGBA bytes, with a larger allowance only on the expected image's edges.
///
/// A pixel is an *edge pixel* when, in the expected image, some channel spans at least `edgeContrast`
/// levels over the pixel's 3×3 neighbourhood (itself and its 8 neighbours, clamped at the border):
/// an anti-aliased edge of a glyph or shape, or a pixel touching one. Every other pixel is *flat*.
/// - A flat pixel may differ by at most `tight` levels in every channel. No exceptions: a change where
///   the expected image is flat (new ink, a moved shape's interior or background) always fails.
/// - An edge pixel may differ by at most `edge` levels (anti-aliasing that moves by a fraction of a
///   pixel between builds of FreeType or a coverage rounding).
/// - At most `edgeOutliers` edge pixels may exceed `edge` (isolated glyph pixels); a count, not a share
///   of the image, so it stays tiny whatever the frame size.
public struct GoldenTolerance: Sendable, Equatable {
    public var tight: Int
    public var edge: Int
    public var edgeContrast: Int
    public var edgeOutliers: Int

    public init(tight: Int, edge: Int, edgeContrast: Int, edgeOutliers: Int) {
        self.tight = tight
        self.edge = edge
        self.edgeContrast = edgeContrast
        self.edgeOutliers = edgeOutliers
    }

    /// Key frames: 3 levels everywhere, 16 on edges of at least 48 levels' contrast, 8 edge outliers
    /// (fewer than one changed 12 pt letter makes: "First" → "Firsf" puts 10 edge pixels beyond 16).
    public static let keyFrame = GoldenTolerance(tight: 3, edge: 16, edgeContrast: 48, edgeOutliers: 8)
    /// Nothing may differ.
    public static let exact = GoldenTolerance(tight: 0, edge: 0, edgeContrast: 256, edgeOutliers: 0)
}

/// The per-pixel verdicts of one comparison under a `GoldenTolerance`.
public struct EdgeAwareComparison: Sendable {
    /// Flat pixels differing by more than `tight` (each one fails the comparison).
    public private(set) var flatOver = 0
    /// Edge pixels differing by more than `tight` but at most `edge` (allowed, any number).
    public private(set) var edgeJitter = 0
    /// Edge pixels differing by more than `edge` (at most `edgeOutliers` allowed).
    public private(set) var edgeOver = 0
    /// The largest channel difference anywhere.
    public private(set) var largest = 0
    /// The smallest rectangle holding every pixel above `tight`, nil if none is.
    public private(set) var changed: IntRect?
    /// `expected`'s size, differing pixels in red (flat), orange (edge, beyond `edge`) or yellow (edge,
    /// within `edge`), over a faded copy of the expected image.
    public let diff: Pixmap
    public let tolerance: GoldenTolerance

    /// Compares two images of the same size.
    public init(expected: Pixmap, actual: Pixmap, tolerance: GoldenTolerance) {
        precondition(expected.width == actual.width && expected.height == actual.height, "sizes differ")
        self.tolerance = tolerance
        let w = expected.width, h = expected.height
        var diff = Pixmap(width: w, height: h)
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        var largest = 0, flatOver = 0, edgeOver = 0, edgeJitter = 0
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                diff.pixels.withUnsafeMutableBufferPointer { out in
                    for y in 0..<h {
                        for x in 0..<w {
                            let i = y * w + x
                            let d = Self.channelDifference(e[i], a[i])
                            largest = max(largest, d)
                            guard d > tolerance.tight else {
                                out[i] = Self.faded(e[i])
                                continue
                            }
                            x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
                            if Self.contrast(e, width: w, height: h, x: x, y: y) < tolerance.edgeContrast {
                                flatOver += 1
                                out[i] = 0xFF00_00FF  // red
                            } else if d > tolerance.edge {
                                edgeOver += 1
                                out[i] = 0xFF00_80FF  // orange
                            } else {
                                edgeJitter += 1
                                out[i] = 0xFF00_E0FF  // yellow
                            }
                        }
                    }
                }
            }
        }
        self.diff = diff
        (self.largest, self.flatOver, self.edgeOver, self.edgeJitter) = (largest, flatOver, edgeOver, edgeJitter)
        if x0 <= x1 { changed = IntRect(x0: x0, y0: y0, x1: x1, y1: y1) }
    }

    /// True when the actual image passes.
    public var matches: Bool { flatOver == 0 && edgeOver <= tolerance.edgeOutliers }

    /// What differs, in numbers: the counts per kind of pixel and where.
    public var summary: String {
        var parts = ["\(flatOver) flat pixels differ by more than \(tolerance.tight)",
                     "\(edgeOver) edge pixels by more than \(tolerance.edge) (\(tolerance.edgeOutliers) allowed)",
                     "\(edgeJitter) edge pixels by \(tolerance.tight + 1)...\(tolerance.edge) (allowed)",
                     "largest channel difference \(largest)"]
        if let r = changed { parts.append("differences within x \(r.x0)..<\(r.x1), y \(r.y0)..<\(r.y1)") }
        return parts.joined(separator: "; ")
    }

    /// The largest per-channel difference of two premultiplied RGBA8 pixels.
    @inline(__always)
    static func channelDifference(_ p: UInt32, _ q: UInt32) -> Int {
        var d = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            d = max(d, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
        }
        return d
    }

    /// The largest span (max − min) of any channel over the 3×3 neighbourhood of (x, y).
    static func contrast(_ image: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int, x: Int, y: Int) -> Int {
        var span = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            var lo = 255, hi = 0
            for ny in max(0, y - 1)...min(h - 1, y + 1) {
                for nx in max(0, x - 1)...min(w - 1, x + 1) {
                    let c = Int((image[ny * w + nx] >> shift) & 0xFF)
                    lo = min(lo, c); hi = max(hi, c)
                }
            }
            span = max(span, hi - lo)
        }
        return span
    }

    /// An opaque light grey carrying a fifth of the pixel's red: the image's shapes, faintly.
    @inline(__always)
    static func faded(_ p: UInt32) -> UInt32 {
        let grey = UInt32(200 + Int(p & 0xFF) / 5)
        return grey | grey << 8 | grey << 16 | 0xFF00_0000
    }
}
