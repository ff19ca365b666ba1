import Geometry
import Raster
import Typography

/// How a display-list shape is filled. Geometry is in points.
public enum ShapeFill: Equatable, Sendable {
    /// One colour (straight alpha).
    case color(Color)
    /// A linear gradient whose start and end points are in points, in the same space as the shape.
    case linearGradient(LinearGradient)
    /// A radial gradient whose centre and radii are in points, in the same space as the shape.
    case radialGradient(RadialGradient)
    /// An angular gradient whose centre is in points, in the same space as the shape.
    case angularGradient(AngularGradient)

    /// The same fill with its geometry scaled by `s` and moved by (dx, dy).
    func transformed(scale s: Double, dx: Double, dy: Double) -> ShapeFill {
        switch self {
        case .color: return self
        case .linearGradient(let g):
            return .linearGradient(LinearGradient(start: Point(x: g.start.x * s + dx, y: g.start.y * s + dy),
                                                  end: Point(x: g.end.x * s + dx, y: g.end.y * s + dy), stops: g.stops))
        case .radialGradient(let g): return .radialGradient(g.transformed(scale: s, dx: dx, dy: dy))
        case .angularGradient(let g): return .angularGradient(g.transformed(scale: s, dx: dx, dy: dy))
        }
    }

    /// What the rasterizer fills with.
    var paint: Paint {
        switch self {
        case .color(let c): return .solid(c)
        case .linearGradient(let g): return .linearGradient(g)
        case .radialGradient(let g): return .radialGradient(g)
        case .angularGradient(let g): return .angularGradient(g)
        }
    }
}

/// One drawing operation, in points. A display list is a flat array of items drawn in order, where
/// `beginLayer` … `endLayer` pairs (always balanced) group items drawn into an offscreen layer that is
/// then blurred, clipped and composited with its opacity.
public enum DisplayItem: Equatable, Sendable {
    /// A filled shape (geometry in points) at `opacity` 0...1.
    case shape(Shape, ShapeFill, opacity: Double)
    /// `source` crops the image (image pixels; nil = all); `clip` rounds the destination's corners.
    case image(ImageAsset, source: Rect?, destination: Rect, clip: RoundedRect?, opacity: Double)
    /// A laid-out text with its top-left at `origin`.
    case text(TextLayout, origin: Point, color: Color, opacity: Double)
    /// A drop shadow of a rounded rect; `radius` is the blur radius (σ = radius / 2).
    case shadow(RoundedRect, color: Color, radius: Double, offset: Point)
    /// Starts a layer. `blur` is the Gaussian's σ in points (0: none); `opaqueBlur` repeats edge pixels
    /// instead of fading them (SwiftUI's `blur(radius:opaque:)`).
    case beginLayer(opacity: Double, clip: RoundedRect?, blur: Double, opaqueBlur: Bool)
    /// Starts a transformed group, ended by `endLayer`: its items are drawn into a layer that is then
    /// rotated by `angle` radians (clockwise on screen) about `anchor` (points) as it is composited.
    case beginTransform(angle: Double, anchor: Point)
    /// Starts a masked group, ended by `endLayer`: the items up to `maskContent` are the content, the
    /// items after it the mask; the content is shown where the mask is drawn, by the mask's alpha.
    case beginMask
    /// Separates a masked group's content from its mask.
    case maskContent
    /// Ends the innermost open layer or transformed group: its items are blurred, clipped and
    /// composited with its opacity (a group: rotated).
    case endLayer
}

/// The drawing of one frame: items back to front.
public struct DisplayList: Equatable, Sendable {
    /// The items, back to front; `beginLayer` and `endLayer` are balanced.
    public var items: [DisplayItem]
    /// What the frame is cleared to before drawing.
    public var background: Color

    /// A list of `items` over `background` (white by default).
    public init(items: [DisplayItem] = [], background: Color = .white) {
        self.items = items
        self.background = background
    }

    /// Adds `item` in front of everything so far.
    public mutating func append(_ item: DisplayItem) { items.append(item) }

    /// Appends `body`'s items inside a layer.
    public mutating func layer(opacity: Double = 1, clip: RoundedRect? = nil, blur: Double = 0, opaqueBlur: Bool = false,
                               _ body: (inout DisplayList) -> Void) {
        items.append(.beginLayer(opacity: opacity, clip: clip, blur: blur, opaqueBlur: opaqueBlur))
        body(&self)
        items.append(.endLayer)
    }
}

extension DisplayItem {
    /// True for the start of a blurred layer.
    var isBlurredLayer: Bool {
        if case .beginLayer(_, _, let blur, _) = self { return blur > 0 }
        return false
    }

    /// The same drawing moved by (dx, dy) points: how one display list is placed inside another.
    public func translated(dx: Double, dy: Double) -> DisplayItem {
        guard dx != 0 || dy != 0 else { return self }
        switch self {
        case .shape(let s, let fill, let opacity):
            return .shape(s.transformed(scale: 1, dx: dx, dy: dy), fill.transformed(scale: 1, dx: dx, dy: dy), opacity: opacity)
        case .image(let a, let source, let dest, let clip, let opacity):
            return .image(a, source: source, destination: dest.offsetBy(dx: dx, dy: dy), clip: clip?.offsetBy(dx: dx, dy: dy), opacity: opacity)
        case .text(let layout, let origin, let color, let opacity):
            return .text(layout, origin: Point(x: origin.x + dx, y: origin.y + dy), color: color, opacity: opacity)
        case .shadow(let r, let color, let radius, let offset):
            return .shadow(r.offsetBy(dx: dx, dy: dy), color: color, radius: radius, offset: offset)
        case .beginLayer(let opacity, let clip, let blur, let opaque):
            return .beginLayer(opacity: opacity, clip: clip?.offsetBy(dx: dx, dy: dy), blur: blur, opaqueBlur: opaque)
        case .beginTransform(let angle, let anchor):
            return .beginTransform(angle: angle, anchor: Point(x: anchor.x + dx, y: anchor.y + dy))
        case .beginMask, .maskContent, .endLayer:
            return self
        }
    }
}
