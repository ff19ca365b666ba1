/// A width and a height, in points (or pixels where a type says so). A side ≤ 0 makes the size empty.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A size as given (not clamped: a negative side makes it empty).
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    public static let zero = Size(width: 0, height: 0)

    /// Both sides multiplied by `s`.
    public static func * (a: Size, s: Double) -> Size { Size(width: a.width * s, height: a.height * s) }

    /// True when either side is zero or negative: such a size covers no area.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// `WxH`, for logs and test failures.
    public var description: String { "\(width)x\(height)" }
}
