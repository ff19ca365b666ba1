import Foundation
import Geometry

/// Immediate-mode drawing, as SwiftUI's `Canvas`: `renderer` is called with a `GraphicsContext` and the
/// canvas's size whenever the canvas is made (its parent's body, a `TimelineView` tick, a resize), and
/// what it draws (paths filled or stroked, text, images, each at the context's transform and opacity)
/// is shown as the canvas's content. `opaque`, `colorMode` and `rendersAsynchronously` are accepted.
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
    case nonLinear, linear, extendedLinear
}

/// What a `Canvas` renderer draws with, as SwiftUI's `GraphicsContext`: a transform (`translateBy`,
/// `scaleBy`, `rotate`) and an `opacity` that apply to what is drawn after they are set. A copy
/// (`drawLayer`, or a `var` copied) draws into the same canvas with its own transform and opacity.
public struct GraphicsContext {
    /// The drawing shared by every copy of a context.
    final class Drawing {
        var commands: [CanvasCommand] = []
    }

    /// How a path is painted, as SwiftUI's `GraphicsContext.Shading`.
    public struct Shading {
        /// The style for a canvas of the size given (gradients are placed in canvas points).
        let style: @MainActor (CGSize) -> any ShapeStyle

        /// One colour.
        public static func color(_ color: Color) -> Shading { Shading { _ in color } }
        /// A linear gradient from `startPoint` to `endPoint`, canvas points.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading { size in
                LinearGradient(gradient: gradient, startPoint: Self.unit(startPoint, size), endPoint: Self.unit(endPoint, size))
            }
        }
        /// A radial gradient about `center` (canvas points) from `startRadius` to `endRadius`.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading {
            Shading { size in RadialGradient(gradient: gradient, center: Self.unit(center, size), startRadius: startRadius, endRadius: endRadius) }
        }
        /// Any shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading { _ in style } }

        private static func unit(_ p: CGPoint, _ size: CGSize) -> UnitPoint {
            UnitPoint(horizontal: size.width > 0 ? Double(p.x / size.width) : 0, vertical: size.height > 0 ? Double(p.y / size.height) : 0)
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
        drawing.commands.append(.fill(mapped(path), shading, opacity))
    }

    /// Strokes `path` `lineWidth` points wide with `shading`.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `path` as `style` says with `shading` (the width scaled by the transform's scale).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var scaled = style
        scaled.lineWidth = style.lineWidth * CGFloat((abs(a * d - b * c)).squareRoot())
        drawing.commands.append(.stroke(mapped(path), shading, scaled, opacity))
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
