import Foundation
import Geometry
import Motion
import Typography

/// Reads the environment to build a view: the base of the modifiers whose drawing depends on the
/// foreground or appearance (styles, hierarchical levels).
struct EnvironmentReader<Content: View>: View, ReadsEnvironmentInBodyOnly {
    @Environment(\.self) private var environment
    let content: @MainActor (EnvironmentValues) -> Content
    var body: some View { content(environment) }
}

extension View {
    /// Draws text, symbols and shapes inside in `style`, as SwiftUI's `foregroundStyle`. A colour or a
    /// hierarchical level sets the foreground colour; a gradient or material gives the colour nearest
    /// to it (text is drawn in one colour here).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentReader { env in self.foregroundColor(style.paint(in: env).representativeColor) }
    }

    /// Two levels (the second for secondary content): the first is the foreground here.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// Paints `style` behind the view, filling its frame (a material blurs what is beneath). A value
    /// that is both a view and a style (a `LinearGradient`) is taken as the view.
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        EnvironmentReader { env in self.background(AnyView(erasing: style.paint(in: env).view)) }
    }

    /// Paints `style` inside `shape` behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style))
    }

    /// Paints the window's background colour inside `shape` behind the view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape)
    }

    /// The accent colour of controls inside (buttons, toggles, sliders), as SwiftUI's `tint`.
    public func tint(_ color: Color?) -> some View { environment(\.tintColor, color) }

    /// Text inside in the bold weight.
    public func bold(_ isActive: Bool = true) -> some View {
        EnvironmentReader { env in self.font(isActive ? env.font.weight(.bold) : env.font) }
    }

    /// Text inside at `weight` (nil: unchanged).
    public func fontWeight(_ weight: FontWeight?) -> some View {
        EnvironmentReader { env in self.font(weight.map { env.font.weight($0) } ?? env.font) }
    }

    /// Moves the view by `offset` (points), as `offset(x:y:)`.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: Double(offset.width), y: Double(offset.height)) }

    /// Centres the view at `position` in the space offered.
    public func position(_ position: CGPoint) -> some View { self.position(x: Double(position.x), y: Double(position.y)) }

    /// Lets the view extend into the safe area. A desktop window's safe area is the whole window, so
    /// there is nothing to extend into: the view is laid out as it was.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Draws the view as one group, as SwiftUI's `compositingGroup`. Here a view's opacity applies to
    /// each thing it draws, so overlapping translucent parts of a group still show through each other.
    public func compositingGroup() -> some View { self }

    /// Draws the view offscreen in one pass, as SwiftUI's `drawingGroup` (every view here is drawn by
    /// the same rasterizer already); as `compositingGroup`, its opacity applies per part.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }

    /// Isolates the view's geometry from its parent's animations, as SwiftUI's `geometryGroup`: here
    /// every view's frame already animates on its own (`Docs/Architecture.md`, target policies).
    public func geometryGroup() -> some View { self }

    /// The older spelling of `ignoresSafeArea` (the same: a window has no unsafe edges).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    /// Puts `content` beside the view along `edge` and insets the view by its size (as SwiftUI's
    /// `safeAreaInset`): `content` is stacked on that edge, the view takes the rest.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }

    /// Animates every change inside the view with `animation`, as SwiftUI's deprecated `animation(_:)`:
    /// whenever the view is evaluated again, what changed in it animates (nil: changes are immediate).
    public func animation(_ animation: Animation?) -> some View {
        modifier(.animation(animation, AnyHashable(ImplicitAnimationToken.next())))
    }
}

/// A fresh value for each evaluation of `.animation(_:)`, so that every evaluation after the first counts
/// as a change (the view's insertion does not: its transition runs in the transaction that inserted it).
@MainActor enum ImplicitAnimationToken {
    private static var counter = 0
    static func next() -> Int {
        counter &+= 1
        return counter
    }
}

/// Which parts of the safe area `ignoresSafeArea` names, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The regions' bits.
    public let rawValue: Int
    /// Regions from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The container's safe area (bars, notches).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The keyboard's.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
}
/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Hashable, Sendable {
    /// The leading (left) edge.
    case leading
    /// The trailing (right) edge.
    case trailing
}

struct TintColorKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// The colour `tint` gave controls inside; nil when none did (each control then uses its own:
    /// the accent colour for buttons, green for a switch).
    public var tintColor: Color? {
        get { self[TintColorKey.self] }
        set { self[TintColorKey.self] = newValue }
    }
}

extension Shape {
    /// The shape filled with `style`: a colour exactly; a gradient or material painted and clipped to
    /// the shape (`clipShape`: exact for every shape).
    public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle = FillStyle()) -> some View {
        EnvironmentReader { env -> AnyView in
            switch style.paint(in: env) {
            case .color(let c): return AnyView(self.fill(c))
            case let paint: return AnyView(AnyView(erasing: paint.view).clipShape(self))
            }
        }
    }

    /// The shape's outline drawn `lineWidth` points wide, centred on it, in `style`: a colour exactly;
    /// a gradient or material painted through the outline (a mask), so a ring stroked with an angular
    /// gradient shows every colour of it.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> some View {
        EnvironmentReader { env -> AnyView in
            switch style.paint(in: env) {
            case .color(let c): return AnyView(self.stroke(c, lineWidth: lineWidth))
            case let paint:
                // A stroke reaches half its width outside the frame: the paint covers that much more.
                let half = lineWidth / 2
                return AnyView(AnyView(erasing: paint.view).padding(-half).mask(self.stroke(Color.black, lineWidth: lineWidth)))
            }
        }
    }

    /// The shape's outline drawn as `strokeStyle` says (width, caps, joins, miter limit, dashes), in
    /// `style`: a colour exactly, a gradient or material painted through the outline.
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> some View {
        EnvironmentReader { env -> AnyView in
            switch style.paint(in: env) {
            case .color(let c): return AnyView(self.stroke(c, strokeStyle: strokeStyle))
            case let paint:
                let half = Double(strokeStyle.lineWidth) / 2
                return AnyView(AnyView(erasing: paint.view).padding(-half).mask(self.stroke(Color.black, strokeStyle: strokeStyle)))
            }
        }
    }

    /// The shape's outline drawn as `strokeStyle` says, in the foreground colour.
    public func stroke(style strokeStyle: StrokeStyle) -> some View {
        stroke(ForegroundStyle(), style: strokeStyle)
    }

    /// The outline's inner band `lineWidth` points wide, in `style`.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> some View {
        stroke(style, lineWidth: lineWidth).padding(lineWidth / 2)
    }

    /// The outline's inner band drawn as `strokeStyle` says, in `style`.
    public func strokeBorder<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> some View {
        stroke(style, style: strokeStyle).padding(Double(strokeStyle.lineWidth) / 2)
    }
}

/// How an outline is stroked, as SwiftUI's `StrokeStyle`: its width, the caps at the ends of open
/// outlines (flat, round, or carried on by half the width), the joins at corners (mitred up to the
/// miter limit, then bevelled; round; bevelled) and a dash pattern (on and off lengths from the
/// phase; an odd count repeats twice over), all in points.
public struct StrokeStyle: Hashable, Sendable {
    /// The outline's width, in points.
    public var lineWidth: CGFloat
    /// The ends of open outlines.
    public var lineCap: LineCap
    /// The corners.
    public var lineJoin: LineJoin
    /// The longest miter, as a multiple of the width, before a corner is bevelled.
    public var miterLimit: CGFloat
    /// The lengths of the dashes and the gaps between them, alternating from a dash (empty: solid).
    public var dash: [CGFloat]
    /// How far into the dash pattern the outline starts.
    public var dashPhase: CGFloat

    /// A stroke `lineWidth` points wide.
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The ends of an open outline, as Core Graphics' `CGLineCap`.
    public enum LineCap: Hashable, Sendable {
        /// Flat, at the endpoint.
        case butt
        /// A half circle of the line's width around the endpoint.
        case round
        /// Flat, half the line's width past the endpoint.
        case square
    }
    /// The corners of an outline, as Core Graphics' `CGLineJoin`.
    public enum LineJoin: Hashable, Sendable {
        /// A sharp point (cut flat past the miter limit).
        case miter
        /// Rounded, a circle of the line's width around the corner.
        case round
        /// Cut flat across the corner.
        case bevel
    }

    /// The stroker's form of this style (points).
    var outline: StrokeOutline.Style {
        let cap: StrokeOutline.Cap = switch lineCap { case .butt: .butt; case .round: .round; case .square: .square }
        let join: StrokeOutline.Join = switch lineJoin { case .miter: .miter; case .round: .round; case .bevel: .bevel }
        return StrokeOutline.Style(width: Double(lineWidth), cap: cap, join: join, miterLimit: Double(miterLimit),
                                   dash: dash.map { Double($0) }, dashPhase: Double(dashPhase))
    }
}

/// Core Graphics' name for a stroke's ends (`StrokeStyle(lineCap: CGLineCap.round)`).
public typealias CGLineCap = StrokeStyle.LineCap
/// Core Graphics' name for a stroke's corners.
public typealias CGLineJoin = StrokeStyle.LineJoin
