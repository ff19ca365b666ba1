import Geometry

/// A value that can be mixed linearly: `a.interpolated(to: b, t)` is a at t = 0 and b at t = 1, and
/// extrapolates outside 0...1 (springs overshoot).
public protocol Interpolatable {
    /// The mix of `self` (t = 0) and `other` (t = 1); t outside 0...1 extrapolates.
    func interpolated(to other: Self, _ t: Double) -> Self
}

extension Double: Interpolatable {
    public func interpolated(to other: Double, _ t: Double) -> Double { self + (other - self) * t }
}

extension Point: Interpolatable {
    public func interpolated(to o: Point, _ t: Double) -> Point { Point(x: x.interpolated(to: o.x, t), y: y.interpolated(to: o.y, t)) }
}

extension Size: Interpolatable {
    public func interpolated(to o: Size, _ t: Double) -> Size {
        Size(width: width.interpolated(to: o.width, t), height: height.interpolated(to: o.height, t))
    }
}

extension Rect: Interpolatable {
    public func interpolated(to o: Rect, _ t: Double) -> Rect { Rect(origin: origin.interpolated(to: o.origin, t), size: size.interpolated(to: o.size, t)) }
}

extension CornerRadii: Interpolatable {
    public func interpolated(to o: CornerRadii, _ t: Double) -> CornerRadii {
        CornerRadii(topLeft: topLeft.interpolated(to: o.topLeft, t), topRight: topRight.interpolated(to: o.topRight, t),
                    bottomRight: bottomRight.interpolated(to: o.bottomRight, t), bottomLeft: bottomLeft.interpolated(to: o.bottomLeft, t))
    }
}

extension Color: Interpolatable {
    public func interpolated(to o: Color, _ t: Double) -> Color { mixed(with: o, t) }
}
