/// Distances inward from each edge of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading (left) edge; layout is left-to-right only.
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing (right) edge.
    public var trailing: Double

    /// Insets per edge; negative values grow the rectangle instead.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset `v` on all four edges.
    public init(all v: Double) { self.init(top: v, leading: v, bottom: v, trailing: v) }

    /// No inset.
    public static let zero = EdgeInsets()

    /// `leading + trailing`: the width the insets take.
    public var horizontal: Double { leading + trailing }
    /// `top + bottom`: the height the insets take.
    public var vertical: Double { top + bottom }
}

extension Rect {
    /// The rect shrunk by `insets` (never to a negative size).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.leading, y: minY + insets.top,
             width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }
}
