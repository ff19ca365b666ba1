import Foundation
import Geometry

/// Immediate-mode drawing, as SwiftUI's `Canvas`: `renderer` is called with a `GraphicsContext` and the
/// canvas's size whenever the canvas is made (its parent's body, a `TimelineView` tick, a resize), and
/// what it draws (paths filled or stroked, text, images, each at the context's transform and opacity)
/// is shown as the canvas's content. `opaque`, `colorMode` and `rendersAsynchronously` are accepted.
///
/// Not as SwiftUI yet: a fill's even-odd rule (`FillStyle(eoFill:)`) is not taken (paths fill by the
/// nonzero rule); a stroke's dashes keep their lengths under a scaling transform (its width scales);
/// a layer's opacity applies to each thing drawn in it, not to the layer as a whole; text and images
/// are moved by the transform (an image's rect scaled too) but not turned; no `clip(to:)`, filters,
/// blend modes or symbols.
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    public var body: some View {
        GeometryReader { proxy in
            let size = proxy.size
            var context = GraphicsContext(canvas: size)
            renderer(&context, size)
            let commands = context.drawing.commands
            return ZStack(alignment: .topLeading) {
                ForEach(commands.indices, id: \.self) { i in commands[i].view(canvas: size) }
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading)
        }
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
    }
}

/// How a canvas blends colours, as SwiftUI's `ColorRenderingMode` (accepted: drawing is in sRGB).
public enum ColorRenderingMode: Sendable {
    /// Blends in gamma-encoded sRGB (what is drawn).
    case nonLinear
    /// Blends in linear sRGB (drawn as `nonLinear`).
    case linear
    /// Blends in extended linear sRGB, beyond 0...1 (drawn as `nonLinear`).
    case extendedLinear
}

/// What a `Canvas` renderer draws with, as SwiftUI's `GraphicsContext`: a transform (`translateBy`,
/// `scaleBy`, `rotate`) and an `opacity` that apply to what is drawn after they are set. A copy
/// (`drawLayer`, or a `var` copied) draws into the same canvas with its own transform and opacity.
public struct GraphicsContext {
    /// The drawing shared by every copy of a context.
    final class Drawing {
        var commands: [CanvasCommand] = []
    }

    /// How a path is painted, as SwiftUI's `GraphicsContext.Shading`. A gradient's points are in the
    /// context's coordinates when it is used (its transform moves, scales and turns them with the path).
    public struct Shading {
        enum Kind {
            case color(Color)
            case linear(Gradient, start: Point, end: Point)
            case radial(Gradient, center: Point, startRadius: Double, endRadius: Double)
            case style(any ShapeStyle)
        }
        let kind: Kind

        /// One colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
        /// A linear gradient from `startPoint` to `endPoint`.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading(kind: .linear(gradient, start: Point(startPoint), end: Point(endPoint)))
        }
        /// A radial gradient about `center` from `startRadius` to `endRadius`.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading {
            Shading(kind: .radial(gradient, center: Point(center), startRadius: Double(startRadius), endRadius: Double(endRadius)))
        }
        /// Any shape style (painted over the path's canvas as it is, not transformed).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }

        /// The shading with its points mapped by `map` and its radii scaled by `scale` (the transform's).
        func mapped(_ map: (Point) -> Point, scale: Double) -> Shading {
            switch kind {
            case .color, .style: return self
            case let .linear(g, start, end): return Shading(kind: .linear(g, start: map(start), end: map(end)))
            case let .radial(g, c, r0, r1): return Shading(kind: .radial(g, center: map(c), startRadius: r0 * scale, endRadius: r1 * scale))
            }
        }

        /// The style over a canvas of `size` (gradients placed by their canvas points).
        @MainActor func style(_ size: CGSize) -> any ShapeStyle {
            func unit(_ p: Point) -> UnitPoint {
                UnitPoint(horizontal: size.width > 0 ? p.x / Double(size.width) : 0, vertical: size.height > 0 ? p.y / Double(size.height) : 0)
            }
            switch kind {
            case .color(let c): return c
            case .style(let s): return s
            case let .linear(g, start, end): return LinearGradient(gradient: g, startPoint: unit(start), endPoint: unit(end))
            case let .radial(g, c, r0, r1): return RadialGradient(gradient: g, center: unit(c), startRadius: r0, endRadius: r1)
            }
        }
    }

    let drawing: Drawing
    /// The canvas's size, points.
    let canvas: CGSize
    /// The current transform: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    private var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0
    /// What is drawn next is drawn at this opacity (0...1), times its own.
    public var opacity: Double = 1

    init(canvas: CGSize) {
        drawing = Drawing()
        self.canvas = canvas
    }

    /// Moves the origin by (x, y) in the current coordinates.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        tx += a * Double(x) + c * Double(y)
        ty += b * Double(x) + d * Double(y)
    }

    /// Scales the current coordinates.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        a *= Double(x); b *= Double(x)
        c *= Double(y); d *= Double(y)
    }

    /// Turns the current coordinates by `angle` (clockwise on screen).
    public mutating func rotate(by angle: Angle) {
        let cs = cos(angle.radians), sn = sin(angle.radians)
        (a, b, c, d) = (a * cs + c * sn, b * cs + d * sn, c * cs - a * sn, d * cs - b * sn)
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        drawing.commands.append(.fill(mapped(path), shading.mapped(map, scale: scale), opacity))
    }

    /// Strokes `path` `lineWidth` points wide with `shading`.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `path` as `style` says with `shading` (the width scaled by the transform's scale).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var scaled = style
        scaled.lineWidth = style.lineWidth * CGFloat(scale)
        drawing.commands.append(.stroke(mapped(path), shading.mapped(map, scale: scale), scaled, opacity))
    }

    /// Draws `text` with its `anchor` at `point` (its own font and colour; the transform moves it).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        drawing.commands.append(.text(text, map(Point(point)), anchor, opacity))
    }

    /// Draws `image` filling `rect` (the transform moves and scales the rect).
    public func draw(_ image: Image, in rect: CGRect) {
        let p0 = map(Point(x: Double(rect.minX), y: Double(rect.minY))), p1 = map(Point(x: Double(rect.maxX), y: Double(rect.maxY)))
        drawing.commands.append(.image(image, Rect(x: min(p0.x, p1.x), y: min(p0.y, p1.y), width: abs(p1.x - p0.x), height: abs(p1.y - p0.y)), opacity))
    }

    /// Runs `content` with a copy of this context: what it changes (transform, opacity) stays inside.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var copy = self
        try content(&copy)
    }

    /// How much the transform scales lengths (the square root of its area scale).
    private var scale: Double { abs(a * d - b * c).squareRoot() }

    private func map(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    private func mapped(_ path: Path) -> Path {
        a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 ? path : path.mapped(map)
    }
}

/// One thing a canvas renderer drew, in canvas points.
enum CanvasCommand {
    case fill(Path, GraphicsContext.Shading, Double)
    case stroke(Path, GraphicsContext.Shading, StrokeStyle, Double)
    case text(Text, Point, UnitPoint, Double)
    case image(Image, Rect, Double)

    /// The command as a view over the whole canvas (top-leading aligned).
    @MainActor @ViewBuilder
    func view(canvas size: CGSize) -> some View {
        switch self {
        case .fill(let path, let shading, let opacity):
            CanvasPath(path: path).fill(AnyShapeStyle(shading.style(size))).frame(width: size.width, height: size.height).opacity(opacity)
        case .stroke(let path, let shading, let style, let opacity):
            CanvasPath(path: path).stroke(AnyShapeStyle(shading.style(size)), style: style).frame(width: size.width, height: size.height)
                .opacity(opacity)
        case .text(let text, let p, let anchor, let opacity):
            // A zero-size frame at the point holds the text by its anchor.
            text.fixedSize().frame(width: 0, height: 0, alignment: anchor).position(x: p.x, y: p.y)
                .frame(width: size.width, height: size.height, alignment: .topLeading).opacity(opacity)
        case .image(let image, let r, let opacity):
            image.resizable().frame(width: r.width, height: r.height).position(x: r.midX, y: r.midY)
                .frame(width: size.width, height: size.height, alignment: .topLeading).opacity(opacity)
        }
    }
}

/// A path drawn as it is, in the frame it is laid out in.
struct CanvasPath: Shape {
    let path: Path
    func path(in rect: CGRect) -> Path { path }
}
