/// An axis-aligned rectangle: origin (top-left) and size, in points (or pixels where a type says so).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// Width and height; a rect with a non-positive side is empty.
    public var size: Size

    /// A rect at `origin` (top-left) of `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rect whose top-left corner is (`x`, `y`).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rect at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge, `minX + width` (exclusive for `contains`).
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge, `minY + height` (exclusive for `contains`).
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// `size.width`.
    public var width: Double { size.width }
    /// `size.height`.
    public var height: Double { size.height }
    /// The centre point, (`midX`, `midY`).
    public var center: Point { Point(x: midX, y: midY) }
    /// True when the rect covers no area (a side ≤ 0).
    public var isEmpty: Bool { size.isEmpty }

    /// A rect of `size` whose centre is `center`.
    public init(center: Point, size: Size) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Whether `p` is inside: left and top edges included, right and bottom edges excluded,
    /// so adjacent rects never both contain a point.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The overlap of two rects, or `.zero`-sized at the nearest corner when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Whether the two rects share some area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    /// The smallest rect containing both; an empty rect contributes nothing.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// Shrunk by `dx` on the left and right and `dy` on the top and bottom (negative values grow it).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// The same size moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// Every coordinate multiplied by `s` (points to pixels, for example).
    public func scaled(by s: Double) -> Rect {
        Rect(x: minX * s, y: minY * s, width: width * s, height: height * s)
    }

    /// The smallest rect with whole-number edges that contains this one.
    public var integral: Rect {
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    /// `[x, y, width, height]`, for logs and test failures.
    public var description: String { "[\(minX), \(minY), \(width), \(height)]" }
}
