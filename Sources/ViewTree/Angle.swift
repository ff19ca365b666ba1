import Foundation

/// A rotation, as SwiftUI's `Angle`: stored in radians; `.degrees(90)` and `.radians(.pi / 2)` are the
/// same angle. Positive angles turn clockwise on screen (y grows downwards), as in SwiftUI.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public init() { radians = 0 }
    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees` degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// No rotation.
    public static let zero = Angle()

    /// Orders angles by their radians.
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    /// The opposite angle.
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    /// Angle arithmetic on the radians.
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    /// Angle arithmetic on the radians.
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    /// Angle arithmetic on the radians.
    public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
    /// Angle arithmetic on the radians.
    public static func / (a: Angle, k: Double) -> Angle { Angle(radians: a.radians / k) }
    /// Angle arithmetic on the radians.
    public static func += (a: inout Angle, b: Angle) { a.radians += b.radians }
    /// Angle arithmetic on the radians.
    public static func -= (a: inout Angle, b: Angle) { a.radians -= b.radians }
}

/// A point in a view's unit square (0 leading/top … 1 trailing/bottom), as SwiftUI's `UnitPoint`: the
/// anchor of scale and rotation effects and the ends of gradients. The same values as `Alignment`.
public typealias UnitPoint = Alignment

extension Alignment {
    /// The unit point (`x`, `y`): 0 leading/top, 1 trailing/bottom.
    public init(x: Double, y: Double) { self.init(horizontal: x, vertical: y) }
    /// The horizontal fraction (`horizontal`).
    public var x: Double { horizontal }
    /// The vertical fraction (`vertical`).
    public var y: Double { vertical }
    /// The top-leading corner (0, 0).
    public static let zero = Alignment(horizontal: 0, vertical: 0)
}
