import Geometry

/// A rectangle of whole pixels: columns `x0..<x1`, rows `y0..<y1`. Empty when either range is.
public struct IntRect: Hashable, Sendable, CustomStringConvertible {
    /// First column inside.
    public var x0: Int
    /// First row inside.
    public var y0: Int
    /// First column past the right edge (exclusive).
    public var x1: Int
    /// First row past the bottom edge (exclusive).
    public var y1: Int

    /// Columns `x0..<x1` and rows `y0..<y1`, kept as given (x1 < x0 is an empty rect).
    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    /// The rectangle whose top-left pixel is (x, y).
    public init(x: Int, y: Int, width: Int, height: Int) { self.init(x0: x, y0: y, x1: x + width, y1: y + height) }

    /// The pixels that `r` touches at all (outward rounding); non-finite input gives an empty rect, and
    /// every edge is clamped to ±1e8 so no input traps.
    public init(covering r: Rect) { self.init(r, low: .down, high: .up) }

    /// The pixels wholly inside `r` (inward rounding); non-finite input gives an empty rect.
    public init(inside r: Rect) { self.init(r, low: .up, high: .down) }

    private init(_ r: Rect, low: FloatingPointRoundingRule, high: FloatingPointRoundingRule) {
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else {
            self.init(x0: 0, y0: 0, x1: 0, y1: 0)
            return
        }
        // Both sides of every edge are clamped: a rect far off to one side (minX = 1e308) must not
        // reach Int(_:) unclamped. ±1e8 px is far beyond any framebuffer.
        let lim = 1e8
        func c(_ v: Double) -> Double { min(lim, max(-lim, v)) }
        self.init(x0: Int(c(r.minX).rounded(low)), y0: Int(c(r.minY).rounded(low)),
                  x1: Int(c(r.maxX).rounded(high)), y1: Int(c(r.maxY).rounded(high)))
    }

    /// Columns covered, ≥ 0.
    public var width: Int { max(0, x1 - x0) }
    /// Rows covered, ≥ 0.
    public var height: Int { max(0, y1 - y0) }
    /// True when it covers no pixel.
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    /// Pixels covered, `width * height`.
    public var area: Int { width * height }
    /// The same rectangle in continuous pixel coordinates.
    public var rect: Rect { Rect(x: Double(x0), y: Double(y0), width: Double(width), height: Double(height)) }

    /// The pixels in both; empty (possibly with inverted edges) when they do not overlap.
    public func intersection(_ o: IntRect) -> IntRect {
        IntRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }

    /// The smallest rectangle containing both; an empty operand contributes nothing.
    public func union(_ o: IntRect) -> IntRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return IntRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    /// This rectangle less `hole`, as at most four disjoint rectangles: the rows above and below the
    /// hole, and the parts of its rows left and right of it.
    public func subtracting(_ hole: IntRect) -> [IntRect] {
        let h = hole.intersection(self)
        guard !h.isEmpty else { return isEmpty ? [] : [self] }
        return [IntRect(x0: x0, y0: y0, x1: x1, y1: h.y0), IntRect(x0: x0, y0: h.y1, x1: x1, y1: y1),
                IntRect(x0: x0, y0: h.y0, x1: h.x0, y1: h.y1), IntRect(x0: h.x1, y0: h.y0, x1: x1, y1: h.y1)].filter { !$0.isEmpty }
    }

    /// Shrunk by `d` pixels on every side (grown when `d` < 0); may become empty.
    public func insetBy(_ d: Int) -> IntRect { IntRect(x0: x0 + d, y0: y0 + d, x1: x1 - d, y1: y1 - d) }

    /// `IntRect(x0,y0 WxH)`, for logs and test failures.
    public var description: String { "IntRect(\(x0),\(y0) \(width)x\(height))" }
}
