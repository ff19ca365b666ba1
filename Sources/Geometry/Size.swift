/// A width and a height, in points (or pixels where a type says so). Never negative when made by `init`.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public static func * (a: Size, s: Double) -> Size { Size(width: a.width * s, height: a.height * s) }

    /// True when either side is zero or negative: such a size covers no area.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public var description: String { "\(width)x\(height)" }
}
