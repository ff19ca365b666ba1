import Foundation
import Geometry
import Typography

extension Button where Label == Text {
    /// A button titled `title`, in the accent colour, that calls `action`.
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
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
    /// Buttons inside drawn in `style`.
    public func buttonStyle(_ style: ButtonStyleKind) -> some View { environment(\.buttonStyle, style) }
}

/// A button's label dressed by the environment's button style and tint.
struct StyledButtonLabel<Label: View>: View {
    @Environment(\.buttonStyle) private var style
    @Environment(\.tintColor) private var tintColor
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.foregroundIsChosen) private var foregroundIsChosen
    @Environment(\.foregroundColor) private var foregroundColor
    let label: Label

    var body: some View {
        // Disabled (`disabled(true)`): the label in the tertiary label colour, fills in the tertiary fill.
        let tint = isEnabled ? tintColor ?? .accentColor : .disabledLabel
        // A foreground the app chose for the button (`.foregroundColor(.white)` on it) colours its
        // label; the tint still fills a bordered one.
        let labelColor = isEnabled && foregroundIsChosen ? foregroundColor : tint
        switch style.kind {
        case .plain:
            AnyView(label.opacity(isEnabled ? 1 : 0.4))
        case .automatic:
            AnyView(label.foregroundColor(labelColor))
        case .bordered:
            AnyView(label.foregroundColor(labelColor).padding(horizontal: 12, vertical: 7)
                .background(RoundedRectangle(cornerRadius: 8).fill(isEnabled ? tint.opacity(0.15) : .disabledFill)))
        case .prominent:
            AnyView(label.foregroundColor(isEnabled ? .white : .disabledLabel).padding(horizontal: 12, vertical: 7)
                .background(RoundedRectangle(cornerRadius: 8).fill(isEnabled ? tint : .disabledFill)))
        }
    }
}
