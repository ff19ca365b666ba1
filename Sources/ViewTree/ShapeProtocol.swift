import Foundation
import Geometry

/// A 2-D outline that fills the space it is offered, as SwiftUI's `Shape`: `path(in:)` describes it
/// for a rectangle (origin zero, the view's size). Used as a view it is filled with the foreground
/// colour; `.fill(color)` names one. Filled with exact anti-aliased coverage (nonzero winding). A shape
/// with `animatableData` (`Animatable`) morphs under an animated change: drawn with its data mixed
/// between the old and the new value at each frame.
@MainActor
public protocol Shape: Animatable, View {
    /// The shape's outline within `rect`, the frame the shape was laid out in (points).
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// The shape filled (by default in the foreground colour) within the space offered.
    public var body: ShapeView<Self> { ShapeView(shape: self, color: nil, lineWidth: nil) }

    /// The shape filled with `color`.
    public func fill(_ color: Color) -> ShapeView<Self> { ShapeView(shape: self, color: color, lineWidth: nil) }

    /// The shape's outline drawn `lineWidth` points wide (centred on it) in `color`, as
    /// `StrokeStyle(lineWidth:)` draws it: flat ends, mitred corners.
    public func stroke(_ color: Color, lineWidth: Double = 1) -> ShapeView<Self> { ShapeView(shape: self, color: color, lineWidth: lineWidth) }

    /// The shape's outline drawn in `color` as `style` says: its width, caps, joins, miter limit and
    /// dash pattern.
    func stroke(_ color: Color, strokeStyle style: StrokeStyle) -> ShapeView<Self> {
        ShapeView(shape: self, color: color, lineWidth: Double(style.lineWidth), strokeStyle: style.outline)
    }
}

/// A `Shape` drawn: filled, or stroked `lineWidth` points wide, with a colour (nil: the foreground colour).
public struct ShapeView<S: Shape>: View, BuiltinView {
    let shape: S
    let color: Color?
    let lineWidth: Double?
    /// Caps, joins and dashes (nil: flat ends and mitred corners, no dashes).
    var strokeStyle: StrokeOutline.Style? = nil

    public var body: Never { fatalError() }
    var element: Element {
        let shape = self.shape
        return .leaf(.path(PathSpec(fill: color, lineWidth: lineWidth, strokeStyle: strokeStyle, path: { rect in shape.path(in: CGRect(rect)) },
                                    outline: AnimatableOutline(shape))))
    }
}

/// A custom shape's outline, made for the view's layout rect (origin zero) when it is drawn.
struct PathSpec {
    var fill: Color?
    /// Points; nil: filled.
    var lineWidth: Double?
    /// How the outline is stroked when `lineWidth` is set (nil: `StrokeStyle(lineWidth:)`'s defaults).
    var strokeStyle: StrokeOutline.Style?
    var path: @MainActor (Rect) -> Path
    /// The shape's animatable data, when it has some (nil: its outline changes at once).
    var outline: AnimatableOutline?
}

extension Node.Kind {
    /// The colour a shape leaf names for its fill (built-in or custom shape), nil otherwise.
    var fillColor: Color? {
        switch self {
        case .leaf(.shape(_, let fill?, _)): return fill
        case .leaf(.path(let spec)): return spec.fill
        default: return nil
        }
    }
}
