import Foundation
import Geometry

/// Colours blended on circles about a centre, as SwiftUI's `RadialGradient`: location 0 on the circle
/// of `startRadius` points, 1 on that of `endRadius`; the end stops' colours extend inside and
/// outside. It fills the space offered; `center` is a unit point of that frame.
public struct RadialGradient: View, BuiltinView, ShapeStyle {
    var spec: GradientSpec
    /// `gradient`'s stops from the circle of `startRadius` to that of `endRadius` (points) about `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        spec = GradientSpec(stops: gradient.stops.map { ($0.location, $0.color) },
                            geometry: .radial(center: center, startRadius: Double(startRadius), endRadius: Double(endRadius)))
    }
    /// `colors` spread evenly from `startRadius` to `endRadius` (points) about `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// `stops` from `startRadius` to `endRadius` (points) about `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .leaf(.gradient(spec)) }
}

/// Colours blended on ellipses with the proportions of the frame it fills, as SwiftUI's
/// `EllipticalGradient`: location 0 at `startRadiusFraction` and 1 at `endRadiusFraction` of the
/// ellipse inscribed in the frame (1: that ellipse; 0.5 by default: half of it), about `center`.
public struct EllipticalGradient: View, BuiltinView, ShapeStyle {
    var spec: GradientSpec
    /// `gradient`'s stops from `startRadiusFraction` to `endRadiusFraction` of the inscribed ellipse.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        spec = GradientSpec(stops: gradient.stops.map { ($0.location, $0.color) },
                            geometry: .elliptical(center: center, startFraction: Double(startRadiusFraction), endFraction: Double(endRadiusFraction)))
    }
    /// `colors` spread evenly from `startRadiusFraction` to `endRadiusFraction`.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// `stops` from `startRadiusFraction` to `endRadiusFraction`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .leaf(.gradient(spec)) }
}

/// Colours blended around a centre, as SwiftUI's `AngularGradient` (a conic gradient): location 0 along
/// the ray at `startAngle`, 1 at `endAngle`, angles turning clockwise from the trailing direction.
/// A sweep shorter than a turn leaves a gap, filled half with the last colour and half with the first;
/// a longer one draws its last turn. It fills the space offered; `center` is a unit point of that frame.
public struct AngularGradient: View, BuiltinView, ShapeStyle {
    var spec: GradientSpec
    /// `gradient`'s stops from the ray at `startAngle` to the ray at `endAngle` about `center`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        spec = GradientSpec(stops: gradient.stops.map { ($0.location, $0.color) },
                            geometry: .angular(center: center, startAngle: startAngle.radians, endAngle: endAngle.radians))
    }
    /// `colors` spread evenly from `startAngle` to `endAngle` about `center`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `stops` from `startAngle` to `endAngle` about `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `gradient` once around `center`, starting (and ending) at `angle`: a colour wheel when its first
    /// and last colours are the same.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))
    }
    /// `colors` once around `center`, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    /// `stops` once around `center`, starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .leaf(.gradient(spec)) }
}

// Leading-dot spellings where a style is taken (`.fill(.radialGradient(colors: …))`), as SwiftUI has them.
extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
    @MainActor public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of `colors` from `startPoint` to `endPoint`.
    @MainActor public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of `stops` from `startPoint` to `endPoint`.
    @MainActor public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient` from `startRadius` to `endRadius` (points) about `center`.
    @MainActor public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of `colors` from `startRadius` to `endRadius` (points) about `center`.
    @MainActor public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of `stops` from `startRadius` to `endRadius` (points) about `center`.
    @MainActor public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient of `gradient` from `startRadiusFraction` to `endRadiusFraction`.
    @MainActor public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                                     endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient of `colors` from `startRadiusFraction` to `endRadiusFraction`.
    @MainActor public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                                     endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient of `gradient` from `startAngle` to `endAngle` about `center`.
    @MainActor public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of `colors` from `startAngle` to `endAngle` about `center`.
    @MainActor public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `gradient` once around `center`, starting at `angle` (SwiftUI's conic gradient).
    @MainActor public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// `colors` once around `center`, starting at `angle`.
    @MainActor public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
