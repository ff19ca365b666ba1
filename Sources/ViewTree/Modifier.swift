import Geometry
import Motion
import Typography

/// A built-in modifier: wraps one view and changes its layout, drawing, identity or behaviour.
/// Every modifier gets a node of its own, as in SwiftUI, so the order of modifiers matters the same way.
enum Modifier {
    case padding(EdgeInsets)
    case frame(FrameSpec)
    case background(any View, Alignment)
    case overlay(any View, Alignment)
    case opacity(Double)
    case scale(x: Double, y: Double, anchor: Alignment)
    case offset(x: Double, y: Double)
    case zIndex(Double)
    case clip(ShapeKind)
    case shadow(color: Color, radius: Double, x: Double, y: Double)
    case blur(radius: Double, opaque: Bool)
    /// Draws a blurred copy of everything beneath the view, inside its frame, tinted, before the view itself.
    case backdropBlur(radius: Double, tint: Color)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case contentShape(ShapeKind)
    case hitTesting(Bool)
    case identifier(String)
    case environment(@MainActor (inout EnvironmentValues) -> Void)
    case matched(MatchedSpec)
    case transition(AnyTransition)
    case animation(Animation?, AnyHashable)
    case gesture(GestureSpec)
    case lifecycle(Lifecycle)
    /// Takes the space offered; the content's centre goes at (x, y) in it.
    case position(x: Double, y: Double)
    /// Takes the space offered; the content is made from that size (`GeometryReader`) when it is placed
    /// and sits at the top-leading corner at its own size.
    case sizeReader(@MainActor (Size) -> any View)
}

extension Modifier {
    /// Modifiers whose content keeps the modifier's own layout rect (they move, scale, fade or
    /// decorate it): a trace looks through them to where the content is drawn.
    var keepsRect: Bool {
        switch self {
        case .padding, .frame, .fixedSize, .position, .sizeReader: return false
        default: return true
        }
    }
}

/// `.frame(...)`: fixed sizes, or min / ideal / max limits; `nil` leaves the child's choice.
struct FrameSpec: Equatable {
    var width: Double?
    var height: Double?
    var minWidth: Double?
    var idealWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var idealHeight: Double?
    var maxHeight: Double?
    var alignment: Alignment
}

/// `onAppear`, `onDisappear`, `onChange(of:)`.
enum Lifecycle {
    case appear(@MainActor () -> Void)
    case disappear(@MainActor () -> Void)
    case change(AnyHashable, @MainActor () -> Void)
}

/// A view with a built-in modifier applied.
struct ModifiedView: View, BuiltinView {
    let modifier: Modifier
    let content: any View
    var body: Never { fatalError() }
    var element: Element { .modified(modifier, content) }
}

extension View {
    func modifier(_ m: Modifier) -> ModifiedView { ModifiedView(modifier: m, content: self) }

    public func padding(_ insets: EdgeInsets) -> some View { modifier(.padding(insets)) }
    public func padding(_ length: Double = 16) -> some View { modifier(.padding(EdgeInsets(all: length))) }
    public func padding(horizontal: Double = 0, vertical: Double = 0) -> some View {
        modifier(.padding(EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)))
    }

    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        modifier(.frame(FrameSpec(width: width, height: height, alignment: alignment)))
    }

    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(.frame(FrameSpec(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
    }

    public func background(alignment: Alignment = .center, @ViewBuilder _ content: () -> some View) -> some View {
        modifier(.background(content(), alignment))
    }
    public func background(_ color: Color) -> some View { modifier(.background(color, .center)) }
    /// `background` drawn behind the view, proposed the view's size and aligned in it (SwiftUI's
    /// `.background(_:alignment:)`).
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(.background(background, alignment))
    }
    public func overlay(alignment: Alignment = .center, @ViewBuilder _ content: () -> some View) -> some View {
        modifier(.overlay(content(), alignment))
    }
    /// `overlay` drawn in front of the view, proposed the view's size and aligned in it (SwiftUI's
    /// `.overlay(_:alignment:)`).
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(.overlay(overlay, alignment))
    }
    /// Takes all the space offered and places the view's centre at (`x`, `y`) points in it; the view
    /// is offered that same space.
    public func position(x: Double = 0, y: Double = 0) -> some View { modifier(.position(x: x, y: y)) }
    public func position(_ point: Point) -> some View { modifier(.position(x: point.x, y: point.y)) }

    public func opacity(_ value: Double) -> some View { modifier(.opacity(value)) }
    public func scaleEffect(_ s: Double, anchor: Alignment = .center) -> some View { modifier(.scale(x: s, y: s, anchor: anchor)) }
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: Alignment = .center) -> some View { modifier(.scale(x: x, y: y, anchor: anchor)) }
    public func offset(x: Double = 0, y: Double = 0) -> some View { modifier(.offset(x: x, y: y)) }
    public func offset(_ size: Size) -> some View { modifier(.offset(x: size.width, y: size.height)) }
    public func zIndex(_ z: Double) -> some View { modifier(.zIndex(z)) }
    public func clipShape(_ shape: ShapeKind) -> some View { modifier(.clip(shape)) }
    public func cornerRadius(_ r: Double) -> some View { modifier(.clip(.roundedRectangle(cornerRadius: r))) }
    public func clipped() -> some View { modifier(.clip(.rectangle)) }
    public func shadow(color: Color = Color.black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0) -> some View {
        modifier(.shadow(color: color, radius: radius, x: x, y: y))
    }
    public func blur(radius: Double, opaque: Bool = false) -> some View { modifier(.blur(radius: radius, opaque: opaque)) }
    /// A frosted-glass material: everything drawn beneath the view, inside its frame, blurred by
    /// `radius` points and covered by `tint`, shown at the view's opacity as one group (so it fades in
    /// and out with it), then the view's own content. The tinted blur is cached while what is beneath
    /// does not change.
    public func backdropBlur(radius: Double, tint: Color = .clear) -> some View { modifier(.backdropBlur(radius: radius, tint: tint)) }
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View { modifier(.fixedSize(horizontal: horizontal, vertical: vertical)) }
    public func contentShape(_ shape: ShapeKind) -> some View { modifier(.contentShape(shape)) }
    public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(.hitTesting(enabled)) }
    /// Names the view for event scripts and traces (`#name`).
    public func identifier(_ name: String) -> some View { modifier(.identifier(name)) }

    public func foregroundColor(_ color: Color) -> some View { modifier(.environment { $0.foregroundColor = color }) }
    public func font(_ font: Font) -> some View { modifier(.environment { $0.font = font }) }
    public func multilineTextAlignment(_ a: TextAlignment) -> some View { modifier(.environment { $0.textAlignment = a }) }
    public func lineLimit(_ n: Int?) -> some View { modifier(.environment { $0.lineLimit = n }) }
    /// Sets an environment value for this view and everything inside it.
    public func environment<V>(_ key: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(.environment { $0[keyPath: key] = value })
    }

    public func transition(_ t: AnyTransition) -> some View { modifier(.transition(t)) }
    /// Animates every change inside this view with `animation` when `value` changes.
    public func animation<V: Hashable>(_ animation: Animation?, value: V) -> some View { modifier(.animation(animation, AnyHashable(value))) }

    public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View { modifier(.lifecycle(.appear(action))) }
    public func onDisappear(perform action: @escaping @MainActor () -> Void) -> some View { modifier(.lifecycle(.disappear(action))) }
    public func onChange<V: Hashable>(of value: V, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(.lifecycle(.change(AnyHashable(value), action)))
    }
}
