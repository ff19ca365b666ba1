import Geometry

/// A fillable outline in pixel space.
public enum Shape: Hashable, Sendable {
    /// A rounded rectangle (radii 0: a plain rectangle; a square with half-side radii: a circle).
    case roundedRect(RoundedRect)
    /// The band between a rounded rectangle's edge and the same shape inset by `width` pixels: a border.
    case ring(RoundedRect, width: Double)
    /// Closed polygons filled by the nonzero rule: a flattened path.
    case polygons(PolygonSet)

    /// A plain rectangle (pixel space; fractional edges are anti-aliased).
    public static func rect(_ r: Rect) -> Shape { .roundedRect(RoundedRect(rect: r)) }
    /// A circle of `radius` pixels around `center`.
    public static func circle(center: Point, radius: Double) -> Shape { .roundedRect(.circle(center: center, radius: radius)) }

    /// The rectangle that contains every pixel the shape can cover.
    public var boundingRect: Rect {
        switch self {
        case .roundedRect(let r): return r.rect
        case .ring(let r, _): return r.rect
        case .polygons(let p): return p.bounds
        }
    }
}

/// Row-by-row coverage of a `Shape`: the rounded rect's exact coverage, minus the inner shape's for a ring
/// (the inner shape lies inside the outer, so the difference is the band's exact area).
@usableFromInline
struct ShapeCoverage {
    let outer: RoundedRectCoverage
    let inner: RoundedRectCoverage?
    /// Set for polygons (then `outer` is unused).
    let polygons: PolygonCoverage?

    @usableFromInline
    init(_ shape: Shape) {
        self.init(shape, in: nil)
    }

    /// The coverage; a rounded rect's kernel shape in `memory` when it is not nil (at least
    /// `Self.byteCount(shape)` bytes, 16-byte aligned, outliving the coverage).
    init(_ shape: Shape, in memory: UnsafeMutableRawPointer?) {
        switch shape {
        case .roundedRect(let r):
            outer = RoundedRectCoverage(r, in: memory)
            inner = nil
            polygons = nil
        case .ring(let r, let w):
            outer = RoundedRectCoverage(r)
            let innerShape = r.inset(by: max(0, w))
            inner = innerShape.rect.isEmpty ? nil : RoundedRectCoverage(innerShape)
            polygons = nil
        case .polygons(let p):
            outer = RoundedRectCoverage(RoundedRect(rect: .zero))
            inner = nil
            polygons = PolygonCoverage(p)
        }
    }

    /// The bytes `init(_:in:)` uses of its memory: a rounded rect's kernel shape; 0 for other shapes
    /// (their coverage allocates its own).
    static func byteCount(_ shape: Shape) -> Int {
        guard case .roundedRect(let r) = shape else { return 0 }
        return RoundedRectCoverage.byteCount(r)
    }

    /// The rows of `rows` whose coverage is the plain rect's full-height row: wholly between the top
    /// and bottom edges and touching no corner's square (for a rounded rect; empty for rings and
    /// polygons). `row` writes the same bytes for each of them (they depend only on the column).
    func plainRows(_ rows: Range<Int>) -> Range<Int> {
        guard polygons == nil, inner == nil else { return rows.lowerBound..<rows.lowerBound }
        var upper = outer.top, lower = outer.bottom
        for i in 0..<outer.cornerCount {
            let c = outer.corner(i)
            if c.sy < 0 { upper = max(upper, c.y1) } else { lower = min(lower, c.y0) }
        }
        guard upper.isFinite, lower.isFinite, upper < lower else { return rows.lowerBound..<rows.lowerBound }
        let first = max(rows.lowerBound, Int(max(-1e9, min(1e9, upper.rounded(.up)))))
        let end = min(rows.upperBound, Int(max(-1e9, min(1e9, lower.rounded(.down)))))
        return first < end ? first..<end : rows.lowerBound..<rows.lowerBound
    }

    /// True for a plain rounded rect (no inner shape, not polygons): then `outer.rows` gives its rows.
    var isRoundedRect: Bool { polygons == nil && inner == nil }

    /// Coverage of pixels `x0..<x1` in row `y`; `scratch` must hold `x1 - x0` bytes.
    @usableFromInline
    func row(y: Int, x0: Int, x1: Int, into out: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>) {
        if let polygons {
            polygons.row(y: y, x0: x0, x1: x1, into: out)
            return
        }
        outer.row(y: y, x0: x0, x1: x1, into: out)
        guard let inner else { return }
        inner.row(y: y, x0: x0, x1: x1, into: scratch)
        for i in 0..<(x1 - x0) { out[i] = out[i] &- min(out[i], scratch[i]) }
    }
}

extension Shape {
    /// The shape with every coordinate and length multiplied by `s`, then moved by (dx, dy).
    public func transformed(scale s: Double, dx: Double = 0, dy: Double = 0) -> Shape {
        switch self {
        case .roundedRect(let r): return .roundedRect(r.scaled(by: s).offsetBy(dx: dx, dy: dy))
        case .ring(let r, let w): return .ring(r.scaled(by: s).offsetBy(dx: dx, dy: dy), width: w * s)
        case .polygons(let p): return .polygons(p.transformed(scale: s, dx: dx, dy: dy))
        }
    }
}
