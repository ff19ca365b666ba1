import Foundation
import Geometry

/// How a rounded rectangle's corners curve, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's smoother corner (curvature eases in over 1.53 radii of each edge), drawn as a path.
    case continuous
}

/// The built-in shapes are `Shape`s too: they describe their outline (`path(in:)`) for custom drawing,
/// clipping and hit areas, while the engine draws them with its exact rounded-rectangle coverage.
protocol BuiltinShape: Shape {
    /// The clip or hit-area kind that is this shape.
    var kind: ShapeKind { get }
}

extension Rectangle: BuiltinShape {
    var kind: ShapeKind { .rectangle }
    /// The rectangle itself.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension RoundedRectangle: BuiltinShape {
    var kind: ShapeKind { .roundedRectangle(cornerRadius: radius) }
    /// The rectangle with its corners rounded (radius clamped to half the shorter side).
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(radius, Double(min(rect.width, rect.height)) / 2), style: style)
    }
}

extension Circle: BuiltinShape {
    var kind: ShapeKind { .circle }
    /// The largest circle centred in `rect`.
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
}

extension Capsule: BuiltinShape {
    var kind: ShapeKind { .capsule }
    /// `rect` with fully rounded ends.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: Double(min(rect.width, rect.height)) / 2) }
}

/// An ellipse filling the space offered, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape {
    /// An ellipse.
    public init() {}
    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Shape {
    /// The clip kind for this shape when it is a built-in one; nil for a custom outline.
    /// A continuous rounded rectangle is not one: the clip stack's corners are circular.
    var builtinKind: ShapeKind? {
        if let r = self as? RoundedRectangle, r.style == .continuous { return nil }
        return (self as? any BuiltinShape)?.kind
    }
}

extension View {
    /// Clips the view to `shape` laid out in its frame, as SwiftUI's `clipShape`. The built-in shapes
    /// clip on the clip stack (rectangles, rounded rectangles, circles, capsules: exact and cheap); a
    /// custom shape masks the view with its filled outline (drawn in a layer, exact anti-aliased edges).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        if let kind = shape.builtinKind { return modifier(.clip(kind)) }
        return modifier(.mask(shape.fill(Color.black), .center))
    }

    /// The area that takes presses is `shape` in the view's frame.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(.contentShape(shape.builtinKind ?? .rectangle))
    }
}

/// How a path is filled, as SwiftUI's `FillStyle` (non-zero winding is what the rasterizer fills).
public struct FillStyle: Hashable, Sendable {
    /// Even-odd filling (accepted; shapes fill with non-zero winding).
    public var isEOFilled: Bool
    /// Anti-aliased edges (always on).
    public var isAntialiased: Bool
    /// The default fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

// The shapes by their short names, as SwiftUI (iOS 17) offers them where a shape is expected:
// `.clipShape(.rect(cornerRadius: 12))`, `.contentShape(.circle)`, `.background(.blue, in: .capsule)`.

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of `cornerRadius` points, continuous by default (as SwiftUI's `.rect(cornerRadius:)`).
    public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rectangle with corners of `cornerSize` (its width is the radius here), continuous by default.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}
