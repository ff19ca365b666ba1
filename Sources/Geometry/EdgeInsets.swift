/// Distances inward from each edge of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all v: Double) { self.init(top: v, leading: v, bottom: v, trailing: v) }

    public static let zero = EdgeInsets()

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}

extension Rect {
    /// The rect shrunk by `insets` (never to a negative size).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.leading, y: minY + insets.top,
             width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }
}
