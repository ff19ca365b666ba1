import Foundation
import Geometry
import Typography

extension Button where Label == Text {
    /// A button titled `title`, in the accent colour, that calls `action`.
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button titled `title` with a role (`.destructive`: a red label).
    public init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == ViewTree.Label<Text, Image> {
    /// A button titled `title` after the SF symbol `systemImage` (SwiftUI's `Button(_:systemImage:action:)`).
    public init(_ title: String, systemImage: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { ViewTree.Label(title, systemImage: systemImage) }
    }

    /// A button titled `title` after the image `image` from the assets.
    public init(_ title: String, image: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { ViewTree.Label(title, image: image) }
    }
}

/// What a button does, as SwiftUI's `ButtonRole`: a destructive button's label is red in the built-in
/// styles; a style of one's own reads it from its configuration.
public enum ButtonRole: Hashable, Sendable {
    /// Deletes or discards something.
    case destructive
    /// Cancels what is under way.
    case cancel
}

extension Button {
    /// A button whose label is built by `label`, calling `action` (SwiftUI's trailing-label spelling).
    public init(action: @escaping @MainActor () -> Void, label: Label) where Label: View {
        self.init(action: action) { label }
    }
}

/// How buttons inside draw their label, as SwiftUI's `PrimitiveButtonStyle` values: `.automatic` (and
/// `.borderless`) draw the label in the accent colour, `.plain` as it is, `.bordered` on a tinted capsule-
/// cornered fill, `.borderedProminent` white on an accent fill.
public struct ButtonStyleKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, plain, bordered, prominent }
    let kind: Kind
    /// The default: an accent-coloured label.
    public static let automatic = ButtonStyleKind(kind: .automatic)
    /// The label as it is.
    public static let plain = ButtonStyleKind(kind: .plain)
    /// An accent-coloured label with no border (as `.automatic` on a desktop).
    public static let borderless = ButtonStyleKind(kind: .automatic)
    /// A light accent fill with rounded corners behind an accent label.
    public static let bordered = ButtonStyleKind(kind: .bordered)
    /// A strong accent fill behind a white label.
    public static let borderedProminent = ButtonStyleKind(kind: .prominent)
}

struct ButtonStyleKey: EnvironmentKey { static let defaultValue = ButtonStyleKind.automatic }

struct ForegroundChosenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True below a `.foregroundColor` or `.foregroundStyle` written by the app (not the colour
    /// scheme's label colour): a button's label then keeps that colour instead of the tint, as in SwiftUI.
    var foregroundIsChosen: Bool {
        get { self[ForegroundChosenKey.self] }
        set { self[ForegroundChosenKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// The style of buttons inside (`buttonStyle`).
    public var buttonStyle: ButtonStyleKind {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Buttons inside drawn in the built-in `style` (`.plain`, `.bordered`, ...), replacing a style of
    /// one's own set further out.
    public func buttonStyle(_ style: ButtonStyleKind) -> some View {
        environment(\.buttonStyle, style).environment(\.customButtonStyle, nil)
    }

    /// Buttons inside drawn by `style`, which gets each button's label and pressed state.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.customButtonStyle, .pressable { AnyView(style.makeBody(configuration: $0)) })
    }

    /// Buttons inside made by `style` (a built-in style type such as `PlainButtonStyle()` is the same
    /// as its short name, `.plain`).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        if let builtin = style as? any BuiltinButtonStyle {
            return environment(\.buttonStyle, builtin.kind).environment(\.customButtonStyle, nil)
        }
        return environment(\.buttonStyle, .automatic).environment(\.customButtonStyle, .primitive { AnyView(style.makeBody(configuration: $0)) })
    }
}

/// The label a style gets in its configuration (`configuration.label`): the view the button or toggle
/// was made with.
public struct StyleConfigurationLabel: View {
    let content: AnyView
    public var body: some View { content }
}

/// How a button of one's own style is drawn, as SwiftUI's `ButtonStyle`: `makeBody` gets the label
/// and whether a press is on the button (the button tracks the press and calls its action; the style
/// only draws). A style typically scales or dims the label while pressed, often under
/// `.animation(_:value: configuration.isPressed)`.
@MainActor
public protocol ButtonStyle {
    /// The type of view the style draws a button as.
    associatedtype Body: View
    /// What the style draws from: the label and whether it is pressed.
    typealias Configuration = ButtonStyleConfiguration
    /// The button drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` draws from.
@MainActor
public struct ButtonStyleConfiguration {
    /// A button's label as a view.
    public typealias Label = StyleConfigurationLabel
    /// The label.
    public let label: Label
    /// Whether a press is on the button now (the pointer went down on it and is still over it).
    public let isPressed: Bool
    /// The button's role, if it has one.
    public let role: ButtonRole?
}

/// How a button is made, as SwiftUI's `PrimitiveButtonStyle`: `makeBody` gets the label and a
/// `trigger` that performs the button's action, and decides itself what calls it (a tap, a long press).
@MainActor
public protocol PrimitiveButtonStyle {
    /// The type of view the style makes a button as.
    associatedtype Body: View
    /// What the style makes a button from: the label and the action's trigger.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The whole button made from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` makes a button from.
@MainActor
public struct PrimitiveButtonStyleConfiguration {
    /// A button's label as a view.
    public typealias Label = StyleConfigurationLabel
    /// The label.
    public let label: Label
    /// The button's role, if it has one.
    public let role: ButtonRole?
    let action: @MainActor () -> Void
    /// Performs the button's action.
    public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive style was given, as the built-in style draws it (SwiftUI's
    /// `Button(configuration)` inside `makeBody`).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

/// The built-in styles as types (SwiftUI's `PlainButtonStyle()` spelling); each draws as its short name.
protocol BuiltinButtonStyle: PrimitiveButtonStyle {
    var kind: ButtonStyleKind { get }
}

extension PrimitiveButtonStyleConfiguration {
    /// The button as the built-in style `kind` draws it (what a built-in style type makes when asked
    /// for its body directly; `buttonStyle(_:)` takes its short name instead).
    func builtinButton(_ kind: ButtonStyleKind) -> some View {
        Button(role: role, action: action) { label }.buttonStyle(kind)
    }
}

/// The label as it is (`.plain`).
public struct PlainButtonStyle: BuiltinButtonStyle {
    /// The style (SwiftUI spells it `.plain`).
    public init() {}
    var kind: ButtonStyleKind { .plain }
    public func makeBody(configuration: Configuration) -> some View { configuration.builtinButton(kind) }
}

/// An accent-coloured label with no border (`.borderless`).
public struct BorderlessButtonStyle: BuiltinButtonStyle {
    /// The style (SwiftUI spells it `.borderless`).
    public init() {}
    var kind: ButtonStyleKind { .borderless }
    public func makeBody(configuration: Configuration) -> some View { configuration.builtinButton(kind) }
}

/// The default style (`.automatic`).
public struct DefaultButtonStyle: BuiltinButtonStyle {
    /// The style (SwiftUI spells it `.automatic`).
    public init() {}
    var kind: ButtonStyleKind { .automatic }
    public func makeBody(configuration: Configuration) -> some View { configuration.builtinButton(kind) }
}

/// A light accent fill behind an accent label (`.bordered`).
public struct BorderedButtonStyle: BuiltinButtonStyle {
    /// The style (SwiftUI spells it `.bordered`).
    public init() {}
    var kind: ButtonStyleKind { .bordered }
    public func makeBody(configuration: Configuration) -> some View { configuration.builtinButton(kind) }
}

/// A strong accent fill behind a white label (`.borderedProminent`).
public struct BorderedProminentButtonStyle: BuiltinButtonStyle {
    /// The style (SwiftUI spells it `.borderedProminent`).
    public init() {}
    var kind: ButtonStyleKind { .borderedProminent }
    public func makeBody(configuration: Configuration) -> some View { configuration.builtinButton(kind) }
}

/// A button style of one's own in the environment.
enum CustomButtonStyle {
    /// A `ButtonStyle`: draws from the label and the pressed state.
    case pressable(@MainActor (ButtonStyleConfiguration) -> AnyView)
    /// A `PrimitiveButtonStyle`: makes the whole button.
    case primitive(@MainActor (PrimitiveButtonStyleConfiguration) -> AnyView)
}

struct CustomButtonStyleKey: EnvironmentKey { static let defaultValue: CustomButtonStyle? = nil }

extension EnvironmentValues {
    /// The button style of one's own that buttons inside use (`buttonStyle(_:)` with a style value);
    /// nil: the built-in `buttonStyle`.
    var customButtonStyle: CustomButtonStyle? {
        get { self[CustomButtonStyleKey.self] }
        set { self[CustomButtonStyleKey.self] = newValue }
    }
}

/// A button's label dressed by the environment's button style and tint.
struct StyledButtonLabel<Label: View>: View {
    @Environment(\.buttonStyle) private var style
    @Environment(\.tintColor) private var tintColor
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.foregroundIsChosen) private var foregroundIsChosen
    @Environment(\.foregroundColor) private var foregroundColor
    let label: Label
    let role: ButtonRole?
    let custom: CustomButtonStyle?
    let isPressed: Bool
    let action: @MainActor () -> Void

    var body: some View {
        switch custom {
        // Buttons inside a style's body (`Button(configuration)` in a primitive style's) are drawn in the
        // built-in style: the style does not make itself again.
        case .pressable(let make)?:
            return AnyView(make(ButtonStyleConfiguration(label: .init(content: AnyView(label)), isPressed: isPressed, role: role))
                .environment(\.customButtonStyle, nil))
        case .primitive(let make)?:
            return AnyView(make(PrimitiveButtonStyleConfiguration(label: .init(content: AnyView(label)), role: role, action: action))
                .environment(\.customButtonStyle, nil))
        case nil:
            return builtin
        }
    }

    /// The label as the built-in `style` draws it.
    private var builtin: AnyView {
        // Disabled (`disabled(true)`): the label in the tertiary label colour, fills in the tertiary fill.
        // A destructive button is red unless a tint was chosen for it.
        let tint = isEnabled ? tintColor ?? (role == .destructive ? .red : .accentColor) : .disabledLabel
        // A foreground the app chose for the button (`.foregroundColor(.white)` on it) colours its
        // label; the tint still fills a bordered one.
        let labelColor = isEnabled && foregroundIsChosen ? foregroundColor : tint
        // A label of several views (an icon and a title) is one label, its views side by side: the
        // style's padding and fill go around them all.
        let label = ModifiedView.members(of: self.label) != nil ? AnyView(HStack { self.label }) : AnyView(self.label)
        switch style.kind {
        case .plain:
            return AnyView(label.opacity(isEnabled ? 1 : 0.4))
        case .automatic:
            return AnyView(label.foregroundColor(labelColor))
        case .bordered:
            return AnyView(label.foregroundColor(labelColor).padding(horizontal: 12, vertical: 7)
                .background(RoundedRectangle(cornerRadius: 8).fill(isEnabled ? tint.opacity(0.15) : .disabledFill)))
        case .prominent:
            return AnyView(label.foregroundColor(isEnabled ? .white : .disabledLabel).padding(horizontal: 12, vertical: 7)
                .background(RoundedRectangle(cornerRadius: 8).fill(isEnabled ? tint : .disabledFill)))
        }
    }
}
