import Foundation
import Geometry

extension Path {
    /// How far along each edge a continuous corner of radius r reaches, in radii.
    static let continuousReach = 1.52866483

    /// A closed rounded-rectangle subpath with continuous corners (Apple's `.continuous` style: the
    /// curvature grows smoothly from the straight edge instead of jumping to 1/r), each corner three
    /// cubic curves reaching 1.529 radii along its edges (the published reconstruction of iOS's
    /// corner). When the rectangle is too small for that reach, the corners are circular arcs of the
    /// radius clamped to half the shorter side, as `addRoundedRect` draws (a pill stays a pill).
    public mutating func addRoundedRect(in rect: CGRect, cornerRadius: Double, style: RoundedCornerStyle) {
        let r = Rect(rect)
        let half = min(r.width, r.height) / 2
        let k = max(0, cornerRadius)
        guard style == .continuous, k > 0, k * Self.continuousReach <= half else {
            addRoundedRect(in: rect, cornerRadius: cornerRadius)
            return
        }
        // Each corner: (along the edge coming in, back from the corner; along the edge going out), in radii.
        let curve: [(Double, Double)] = [(1.08849323, 0), (0.86840689, 0), (0.63149399, 0.07491100),
                                         (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399),
                                         (0, 0.86840689), (0, 1.08849323), (0, Self.continuousReach)]
        // Corner point, direction back along the incoming edge, direction along the outgoing one.
        let corners: [(Point, Point, Point)] = [
            (Point(x: r.maxX, y: r.minY), Point(x: -1, y: 0), Point(x: 0, y: 1)),
            (Point(x: r.maxX, y: r.maxY), Point(x: 0, y: -1), Point(x: -1, y: 0)),
            (Point(x: r.minX, y: r.maxY), Point(x: 1, y: 0), Point(x: 0, y: -1)),
            (Point(x: r.minX, y: r.minY), Point(x: 0, y: 1), Point(x: 1, y: 0)),
        ]
        func at(_ c: (Point, Point, Point), _ a: Double, _ b: Double) -> Point {
            Point(x: c.0.x + (a * c.1.x + b * c.2.x) * k, y: c.0.y + (a * c.1.y + b * c.2.y) * k)
        }
        move(Point(x: r.minX + Self.continuousReach * k, y: r.minY))
        for c in corners {
            line(at(c, Self.continuousReach, 0))
            for i in stride(from: 0, to: curve.count, by: 3) {
                cubic(at(c, curve[i + 2].0, curve[i + 2].1), at(c, curve[i].0, curve[i].1), at(c, curve[i + 1].0, curve[i + 1].1))
            }
        }
        closeSubpath()
    }

    /// A rounded rectangle in `rect` with `style` corners.
    public init(roundedRect rect: CGRect, cornerRadius: Double, style: RoundedCornerStyle) {
        self.init()
        addRoundedRect(in: rect, cornerRadius: cornerRadius, style: style)
    }
}

/// A rounded rectangle with continuous corners, drawn as a path (the rasterizer's rounded-rectangle
/// coverage is exact for circular corners only). Its radius is its animatable data, so a corner
/// morph animates as a circular one does; `inset` makes an inner band (`strokeBorder`).
struct ContinuousRoundedRectangle: Shape {
    var radius: Double
    var inset: Double

    var animatableData: Double {
        get { radius }
        set { radius = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect.insetBy(dx: inset, dy: inset), cornerRadius: max(0, radius - inset), style: .continuous)
    }
}
