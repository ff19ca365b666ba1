import Foundation
import Geometry
import Typography

/// A run of text: font, colour, alignment and line limit come from modifiers or the environment.
public struct Text: View, BuiltinView {
    var spec: TextSpec
    /// Text showing `string` verbatim (no localisation, no Markdown); "\\n" breaks a line.
    public init(_ string: String) { spec = TextSpec(string: string, isIcon: false) }
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .leaf(.text(spec)) }

    /// This text in `font`, overriding the environment's.
    public func font(_ font: Font) -> Text { var t = self; t.spec.font = font; return t }
    /// This text in the bold weight of its font (the environment's body font when none is set).
    public func bold() -> Text { var t = self; t.spec.font = (t.spec.font ?? .body).weight(.bold); return t }
    /// This text in colour `c`, overriding the environment's.
    public func foregroundColor(_ c: Color) -> Text { var t = self; t.spec.color = c; return t }
    /// This text with every digit as wide as the widest, as SwiftUI's `monospacedDigit()`: a number
    /// that changes keeps its width.
    public func monospacedDigit() -> Text { var t = self; t.spec.monospacedDigits = true; return t }
}

struct MonospacedDigitKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension View {
    /// The texts in this view with every digit as wide as the widest, as SwiftUI's `monospacedDigit()`.
    public func monospacedDigit() -> some View { modifier(.environment { $0[MonospacedDigitKey.self] = true }) }
}

/// An icon glyph by name: Material Icons ("close", "grid_view"), or with the `mdi:` prefix a Material
/// Design Icons glyph ("mdi:file-outline", the outline set); sized by the font size, coloured by the
/// foreground colour.
public struct Icon: View, BuiltinView {
    var spec: TextSpec
    /// The icon called `name` at `size` points; an unknown name draws "?".
    public init(_ name: String, size: Double = 17) {
        spec = TextSpec(string: name, font: name.hasPrefix(Self.outlinePrefix) ? .outlineIcons(size: size) : .icons(size: size), isIcon: true)
    }
    /// The name prefix of the outline icon font's glyphs.
    public static let outlinePrefix = "mdi:"
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .leaf(.text(spec)) }
}

/// A colour that fills whatever space it is offered.
extension Color: View, BuiltinView {
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .leaf(.shape(.rectangle, fill: self)) }
}

/// Shapes fill the space offered, in the foreground colour unless `fill` names one.
public struct Rectangle: View, BuiltinView {
    var fillColor: Color?
    var lineWidth: Double?
    /// A rectangle filling the space offered.
    public init() {}
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .leaf(.shape(.rectangle, fill: fillColor, lineWidth: lineWidth)) }
    /// This shape filled with `c`.
    public func fill(_ c: Color) -> Rectangle { var s = self; s.fillColor = c; return s }
    /// The outline's inner band `lineWidth` points wide, in `color`.
    public func strokeBorder(_ c: Color, lineWidth: Double = 1) -> Rectangle { var s = self; s.fillColor = c; s.lineWidth = lineWidth; return s }
}

/// A rectangle with circular corners that fills the space offered.
public struct RoundedRectangle: View, BuiltinView {
    var radius: Double
    var fillColor: Color?
    var lineWidth: Double?
    /// How the corners curve: `.circular` arcs, or `.continuous` (Apple's smoother corner, drawn as a path).
    public var style: RoundedCornerStyle = .circular
    /// Corners of `cornerRadius` points (clamped so that corners never overlap).
    public init(cornerRadius: Double, style: RoundedCornerStyle = .circular) { radius = cornerRadius; self.style = style }
    /// Corners of `cornerSize` (the smaller of its width and height is the radius here).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        radius = Double(min(cornerSize.width, cornerSize.height))
        self.style = style
    }
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element {
        guard style == .continuous else { return .leaf(.shape(.roundedRectangle(cornerRadius: radius), fill: fillColor, lineWidth: lineWidth)) }
        // A stroked border is the inner band: its centre line is half its width inside the frame.
        let shape = ContinuousRoundedRectangle(radius: radius, inset: (lineWidth ?? 0) / 2)
        return ShapeView(shape: shape, color: fillColor, lineWidth: lineWidth).element
    }
    /// This shape filled with `c`.
    public func fill(_ c: Color) -> RoundedRectangle { var s = self; s.fillColor = c; return s }
    /// The outline's inner band `lineWidth` points wide, in `color`.
    public func strokeBorder(_ c: Color, lineWidth: Double = 1) -> RoundedRectangle { var s = self; s.fillColor = c; s.lineWidth = lineWidth; return s }
}

/// The largest circle that fits the space offered, centred in it.
public struct Circle: View, BuiltinView {
    var fillColor: Color?
    var lineWidth: Double?
    /// A circle.
    public init() {}
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .leaf(.shape(.circle, fill: fillColor, lineWidth: lineWidth)) }
    /// This shape filled with `c`.
    public func fill(_ c: Color) -> Circle { var s = self; s.fillColor = c; return s }
    /// The outline's inner band `lineWidth` points wide, in `color`.
    public func strokeBorder(_ c: Color, lineWidth: Double = 1) -> Circle { var s = self; s.fillColor = c; s.lineWidth = lineWidth; return s }
}

/// A rectangle with fully rounded ends (corner radius half its shorter side).
public struct Capsule: View, BuiltinView {
    var fillColor: Color?
    var lineWidth: Double?
    /// A capsule.
    public init() {}
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .leaf(.shape(.capsule, fill: fillColor, lineWidth: lineWidth)) }
    /// This shape filled with `c`.
    public func fill(_ c: Color) -> Capsule { var s = self; s.fillColor = c; return s }
    /// The outline's inner band `lineWidth` points wide, in `color`.
    public func strokeBorder(_ c: Color, lineWidth: Double = 1) -> Capsule { var s = self; s.fillColor = c; s.lineWidth = lineWidth; return s }
}

/// An image from the Assets folder (`Images/<name>`), at its own size unless resizable.
public struct Image: View, BuiltinView {
    var spec: ImageSpec
    /// The image at `name` relative to the Assets folder; a missing image draws nothing (and, unless resizable, takes no space).
    public init(_ name: String) { spec = ImageSpec(name: name, resizable: false) }
    /// A symbol by its SF Symbols name ("heart.fill", "chevron.right"), drawn from the icon fonts
    /// (`SystemSymbols`): sized by the font (`.font(.title)`, `.imageScale`), coloured by the foreground,
    /// filled by a `.fill` name or `.symbolVariant(.fill)`. An unknown name draws a question mark in a circle
    /// and says so once on stderr.
    public init(systemName: String) {
        spec = ImageSpec(name: systemName, resizable: false)
        symbol = systemName
    }
    /// The SF Symbols name when this image is a symbol.
    var symbol: String?
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element {
        if let symbol, spec.resizable {
            // A resizable symbol fills the frame it is offered, as SwiftUI's does: drawn at the size
            // of the frame's shorter side (its aspect kept, where SwiftUI stretches it), centred.
            return .modified(.sizeReader { geometry, _ in
                let size = geometry.size
                return Image(systemName: symbol).font(.system(size: max(1, min(size.width, size.height))))
                    .frame(width: size.width, height: size.height)
            }, EmptyView())
        }
        if let symbol { return .leaf(.text(TextSpec(string: SymbolText.prefix + symbol, isIcon: true))) }
        return .leaf(.image(spec))
    }
    /// The image stretched to the frame it is offered (aspect not kept); a symbol drawn at the size of
    /// the frame's shorter side.
    public func resizable() -> Image { var i = self; i.spec.resizable = true; return i }
    /// The image resized to its frame with its aspect ratio kept, fitting or filling it.
    public func aspectRatio(contentMode: ContentMode) -> Image { var i = self; i.spec.resizable = true; i.spec.contentMode = contentMode; return i }
}

/// Flexible space along the enclosing stack's axis.
public struct Spacer: View, BuiltinView {
    var minLength: Double
    /// A spacer never shorter than `minLength` points along the stack's axis.
    public init(minLength: Double = 8) { self.minLength = minLength }
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .leaf(.spacer(minLength: minLength)) }
}

/// A hairline: one device pixel thick, across the enclosing stack's axis, in the separator colour of
/// the environment's colour scheme.
public struct Divider: View, BuiltinView {
    /// A divider.
    public init() {}
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .leaf(.divider) }

    /// The opaque separator colour: light grey in the light appearance, dark grey in the dark one
    /// (iOS's opaqueSeparator, 0xC6C6C8 and 0x38383A).
    static func color(_ scheme: ColorScheme) -> Color {
        switch scheme {
        case .light: Color(white: 0.78)
        case .dark: Color(hex: 0x38383A)
        }
    }
}

/// Colours blended along a line across the space offered, from `startPoint` to `endPoint` (unit points
/// of the frame, as alignments: `.leading` is the middle of the leading edge).
public struct LinearGradient: View, BuiltinView {
    var spec: GradientSpec
    /// `colors` spread evenly from `startPoint` to `endPoint` (unit points of the frame).
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// `gradient`'s stops from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        spec = GradientSpec(stops: gradient.stops.map { ($0.location, $0.color) }, start: startPoint, end: endPoint)
    }
    /// `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    init(spec: GradientSpec) { self.spec = spec }
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .leaf(.gradient(spec)) }
}
