/// Corner radii of a rounded rectangle, clockwise from the top-left, in points (or pixels where the
/// owning type says so). Radii are circular (one radius per corner), never negative once `clamped`.
public struct CornerRadii: Hashable, Sendable {
    /// Radius of the top-left corner (0 is a square corner).
    public var topLeft: Double
    /// Radius of the top-right corner.
    public var topRight: Double
    /// Radius of the bottom-right corner.
    public var bottomRight: Double
    /// Radius of the bottom-left corner.
    public var bottomLeft: Double

    /// Radii per corner, kept as given (see `clamped(to:)`).
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius `r` at all four corners.
    public init(all r: Double) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }

    /// Square corners.
    public static let zero = CornerRadii(all: 0)

    /// True when no corner is rounded (every radius ≤ 0).
    public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }
    /// The largest of the four radii.
    public var maximum: Double { max(max(topLeft, topRight), max(bottomRight, bottomLeft)) }

    /// Every radius multiplied by `s` (points to pixels, or a scale effect).
    public func scaled(by s: Double) -> CornerRadii {
        CornerRadii(topLeft: topLeft * s, topRight: topRight * s, bottomRight: bottomRight * s, bottomLeft: bottomLeft * s)
    }

    /// Radii that fit `size`: negatives become 0, and when two radii on one side add up to more than
    /// that side, all four shrink by the same factor (the CSS rule), so corners never overlap.
    public func clamped(to size: Size) -> CornerRadii {
        var r = CornerRadii(topLeft: max(0, topLeft), topRight: max(0, topRight),
                            bottomRight: max(0, bottomRight), bottomLeft: max(0, bottomLeft))
        let w = max(0, size.width), h = max(0, size.height)
        var f = 1.0
        func limit(_ sum: Double, _ side: Double) { if sum > side, sum > 0 { f = min(f, side / sum) } }
        limit(r.topLeft + r.topRight, w)
        limit(r.bottomLeft + r.bottomRight, w)
        limit(r.topLeft + r.bottomLeft, h)
        limit(r.topRight + r.bottomRight, h)
        if f < 1 { r = r.scaled(by: f) }
        return r
    }
}
