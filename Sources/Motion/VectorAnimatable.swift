import Geometry

/// A value that animates as up to four numbers (a rect, a colour, corner radii, a point, a number).
/// Animation arithmetic happens on the vector; the value is rebuilt from it for drawing.
public protocol VectorAnimatable: Equatable {
    /// The value as up to four numbers; unused components are 0.
    var animatableVector: SIMD4<Double> { get }
    /// Rebuilds a value from its vector (the inverse of `animatableVector`).
    init(animatableVector: SIMD4<Double>)
    /// How close to its target a spring must stay to count as settled, in the value's own units.
    static var settleEpsilon: Double { get }
}

extension VectorAnimatable {
    /// A thousandth: of a unit of progress or opacity, of a colour channel.
    public static var settleEpsilon: Double { 1e-3 }
}

extension Double: VectorAnimatable {
    public var animatableVector: SIMD4<Double> { SIMD4(self, 0, 0, 0) }
    public init(animatableVector v: SIMD4<Double>) { self = v[0] }
}

extension Point: VectorAnimatable {
    /// A hundredth of a point: below what any screen shows, so a flight's last invisible creep does
    /// not keep the window drawing.
    public static var settleEpsilon: Double { 0.01 }
    public var animatableVector: SIMD4<Double> { SIMD4(x, y, 0, 0) }
    public init(animatableVector v: SIMD4<Double>) { self.init(x: v[0], y: v[1]) }
}

extension Size: VectorAnimatable {
    /// A hundredth of a point: below what any screen shows, so a flight's last invisible creep does
    /// not keep the window drawing.
    public static var settleEpsilon: Double { 0.01 }
    public var animatableVector: SIMD4<Double> { SIMD4(width, height, 0, 0) }
    public init(animatableVector v: SIMD4<Double>) { self.init(width: v[0], height: v[1]) }
}

extension Rect: VectorAnimatable {
    /// A hundredth of a point: below what any screen shows, so a flight's last invisible creep does
    /// not keep the window drawing.
    public static var settleEpsilon: Double { 0.01 }
    public var animatableVector: SIMD4<Double> { SIMD4(minX, minY, width, height) }
    public init(animatableVector v: SIMD4<Double>) { self.init(x: v[0], y: v[1], width: v[2], height: v[3]) }
}

extension Color: VectorAnimatable {
    public var animatableVector: SIMD4<Double> { SIMD4(red, green, blue, alpha) }
    public init(animatableVector v: SIMD4<Double>) { self.init(red: v[0], green: v[1], blue: v[2], alpha: v[3]) }
}

extension CornerRadii: VectorAnimatable {
    /// A hundredth of a point: below what any screen shows, so a flight's last invisible creep does
    /// not keep the window drawing.
    public static var settleEpsilon: Double { 0.01 }
    public var animatableVector: SIMD4<Double> { SIMD4(topLeft, topRight, bottomRight, bottomLeft) }
    public init(animatableVector v: SIMD4<Double>) { self.init(topLeft: v[0], topRight: v[1], bottomRight: v[2], bottomLeft: v[3]) }
}
