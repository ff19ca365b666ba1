import Foundation
import Geometry

/// What fills a shape, a background or text, as SwiftUI's `ShapeStyle`: a colour, a gradient, a
/// hierarchical level of the foreground (`.secondary`), the accent (`.tint`) or a material (a blur of
/// what is beneath). Write them as SwiftUI does: `.fill(.indigo)`, `.background(.ultraThinMaterial)`,
/// `.foregroundStyle(.secondary)`, `.fill(.blue.gradient)`.
public protocol ShapeStyle: Sendable {}

/// A style resolved to what the engine draws.
enum StylePaint {
    case color(Color)
    case gradient(GradientSpec)
    /// A blur of what is beneath (radius in points), tinted.
    case material(radius: Double, tint: Color)

    /// The colour this paint is closest to, for places that take one colour (text, strokes).
    var representativeColor: Color {
        switch self {
        case .color(let c): return c
        case .gradient(let g): return g.stops.isEmpty ? .clear : g.stops[g.stops.count / 2].color
        case .material(_, let tint): return tint
        }
    }

    /// A view that paints the space it is offered with this paint.
    @MainActor var view: any View {
        switch self {
        case .color(let c): return c
        case .gradient(let g): return LinearGradient(spec: g)
        case .material(let radius, let tint): return Color.clear.backdropBlur(radius: radius, tint: tint)
        }
    }
}

extension ShapeStyle {
    /// This style as paint in `environment` (hierarchical levels and the tint read it).
    func paint(in environment: EnvironmentValues) -> StylePaint {
        switch self {
        case let c as Color: return .color(c)
        case let a as AnyShapeStyle: return a.base.paint(in: environment)
        case let g as LinearGradient: return .gradient(g.spec)
        case let g as RadialGradient: return .gradient(g.spec)
        case let g as EllipticalGradient: return .gradient(g.spec)
        case let g as AngularGradient: return .gradient(g.spec)
        case let g as AnyGradient: return .gradient(g.spec)
        case let h as HierarchicalShapeStyle:
            return .color(environment.foregroundColor.opacity(h.opacity))
        case is TintShapeStyle: return .color(environment.tintColor ?? .accentColor)
        case let m as Material: return .material(radius: m.blurRadius, tint: m.tint(environment.colorScheme))
        case let b as BackgroundStyle: return .color(b.color(environment.colorScheme))
        case is ForegroundStyle: return .color(environment.foregroundColor)
        default: return .color(environment.foregroundColor)
        }
    }
}

/// A shape style with its type erased, as SwiftUI's `AnyShapeStyle`: paints as the style it wraps.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    /// `style`, type-erased.
    public init<S: ShapeStyle>(_ style: S) { base = style }
    init(_ style: any ShapeStyle) { base = style }
}

extension Color: ShapeStyle {}
extension LinearGradient: ShapeStyle {}

/// The foreground at a level of emphasis, as SwiftUI's `.primary`, `.secondary`, `.tertiary` and
/// `.quaternary`: the foreground colour at 100 %, 60 %, 30 % and 18 % opacity (iOS's label colours).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let opacity: Double
    /// The foreground itself.
    public static let primary = HierarchicalShapeStyle(opacity: 1)
    /// The foreground at 60 %.
    public static let secondary = HierarchicalShapeStyle(opacity: 0.6)
    /// The foreground at 30 %.
    public static let tertiary = HierarchicalShapeStyle(opacity: 0.3)
    /// The foreground at 18 %.
    public static let quaternary = HierarchicalShapeStyle(opacity: 0.18)
}

/// The accent colour as a style (`.tint`).
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The tint style.
    public init() {}
}

/// The current foreground as a style (`.foreground`).
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The foreground style.
    public init() {}
}

/// The window's background as a style (`.background`), with its grouped levels (`.background.secondary`).
public struct BackgroundStyle: ShapeStyle, Hashable {
    let level: Int
    /// The window background.
    public init() { level = 0 }
    init(level: Int) { self.level = level }
    /// The second level: iOS's secondarySystemBackground.
    public var secondary: BackgroundStyle { BackgroundStyle(level: 1) }
    /// The third level: iOS's tertiarySystemBackground.
    public var tertiary: BackgroundStyle { BackgroundStyle(level: 2) }
    /// The fourth level (as the third).
    public var quaternary: BackgroundStyle { BackgroundStyle(level: 3) }
    /// This background with a shadow (accepted; the shadow is not drawn for a style).
    public func shadow(_ style: ShadowStyle) -> BackgroundStyle { self }

    func color(_ scheme: ColorScheme) -> Color {
        switch (scheme, level) {
        case (.light, 0): return .white
        case (.light, _): return Color(hex: level == 1 ? 0xF2F2F7 : 0xE5E5EA)
        case (.dark, 0): return .black
        case (.dark, _): return Color(hex: level == 1 ? 0x1C1C1E : 0x2C2C2E)
        }
    }
}

/// A shadow for a style, as SwiftUI's `ShadowStyle` (accepted by `BackgroundStyle.shadow`).
public struct ShadowStyle: Hashable, Sendable {
    let radius: Double
    /// A drop shadow.
    public static func drop(color: Color = Color.black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0) -> ShadowStyle {
        ShadowStyle(radius: radius)
    }
    /// An inner shadow.
    public static func inner(color: Color = Color.black.opacity(0.55), radius: Double, x: Double = 0, y: Double = 0) -> ShadowStyle {
        ShadowStyle(radius: radius)
    }
}

/// A translucent blur of what is beneath, as SwiftUI's materials: a backdrop blur of the material's
/// radius under a white (light) or black (dark) veil.
public struct Material: ShapeStyle, Hashable {
    let blurRadius: Double
    let veil: Double
    /// The thinnest material.
    public static let ultraThinMaterial = Material(blurRadius: 12, veil: 0.25)
    /// A thin material.
    public static let thinMaterial = Material(blurRadius: 16, veil: 0.4)
    /// The regular material.
    public static let regularMaterial = Material(blurRadius: 20, veil: 0.55)
    /// A thick material.
    public static let thickMaterial = Material(blurRadius: 24, veil: 0.7)
    /// The thickest material.
    public static let ultraThickMaterial = Material(blurRadius: 28, veil: 0.82)
    /// A bar's material (as `.regularMaterial`).
    public static let bar = regularMaterial

    func tint(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(white: 0.1, alpha: veil) : Color(white: 1, alpha: veil)
    }
}

/// A colour's standard gradient (`Color.blue.gradient`): from a lighter tint of it at the top to the
/// colour itself at the bottom, as SwiftUI draws it.
public struct AnyGradient: ShapeStyle {
    let spec: GradientSpec
}

extension Color {
    /// This colour's standard gradient: lighter at the top, the colour at the bottom.
    public var gradient: AnyGradient {
        AnyGradient(spec: GradientSpec(stops: [(0, mixed(with: .white, 0.18)), (1, self)], start: .top, end: .bottom))
    }
}

// Leading-dot spellings in places that take any style (`.fill(.indigo)`, `.foregroundStyle(.secondary)`).
extension ShapeStyle where Self == Color {
    /// The colour `Color.black` as a style (`.fill(.black)`).
    public static var black: Color { Color.black }
    /// The colour `Color.white` as a style (`.fill(.white)`).
    public static var white: Color { Color.white }
    /// The colour `Color.gray` as a style (`.fill(.gray)`).
    public static var gray: Color { Color.gray }
    /// The colour `Color.red` as a style (`.fill(.red)`).
    public static var red: Color { Color.red }
    /// The colour `Color.orange` as a style (`.fill(.orange)`).
    public static var orange: Color { Color.orange }
    /// The colour `Color.yellow` as a style (`.fill(.yellow)`).
    public static var yellow: Color { Color.yellow }
    /// The colour `Color.green` as a style (`.fill(.green)`).
    public static var green: Color { Color.green }
    /// The colour `Color.mint` as a style (`.fill(.mint)`).
    public static var mint: Color { Color.mint }
    /// The colour `Color.teal` as a style (`.fill(.teal)`).
    public static var teal: Color { Color.teal }
    /// The colour `Color.cyan` as a style (`.fill(.cyan)`).
    public static var cyan: Color { Color.cyan }
    /// The colour `Color.blue` as a style (`.fill(.blue)`).
    public static var blue: Color { Color.blue }
    /// The colour `Color.indigo` as a style (`.fill(.indigo)`).
    public static var indigo: Color { Color.indigo }
    /// The colour `Color.purple` as a style (`.fill(.purple)`).
    public static var purple: Color { Color.purple }
    /// The colour `Color.pink` as a style (`.fill(.pink)`).
    public static var pink: Color { Color.pink }
    /// The colour `Color.brown` as a style (`.fill(.brown)`).
    public static var brown: Color { Color.brown }
    /// The colour `Color.clear` as a style (`.fill(.clear)`).
    public static var clear: Color { Color.clear }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground at the primary level.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The foreground at the secondary level.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The foreground at the tertiary level.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The foreground at the quaternary level.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The accent colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The window's background.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == Material {
    /// The `ultraThinMaterial` material: a blur of what is beneath.
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    /// The `thinMaterial` material: a blur of what is beneath.
    public static var thinMaterial: Material { .thinMaterial }
    /// The `regularMaterial` material: a blur of what is beneath.
    public static var regularMaterial: Material { .regularMaterial }
    /// The `thickMaterial` material: a blur of what is beneath.
    public static var thickMaterial: Material { .thickMaterial }
    /// The `ultraThickMaterial` material: a blur of what is beneath.
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    /// The `bar` material: a blur of what is beneath.
    public static var bar: Material { .bar }
}
