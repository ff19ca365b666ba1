import Geometry

struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// False inside a view disabled with `disabled(true)` (or inside one that is), as SwiftUI's
    /// `isEnabled`: controls there draw greyed and do not act.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Disables the controls inside while `disabled` is true, as SwiftUI's `disabled(_:)`: buttons
    /// draw greyed, text fields do not take the keyboard, and no gesture inside runs (a disabled
    /// view takes no touches: they fall to what is beneath). An outer `disabled(true)` wins over an
    /// inner `disabled(false)`.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { enabled in enabled = enabled && !disabled }
            .allowsHitTesting(!disabled)
    }
}

extension Color {
    /// A disabled control's label: iOS's tertiaryLabel (0x3C3C43 at 30 %).
    static let disabledLabel = Color(hex: 0x3C3C43, alpha: 0.3)
    /// A disabled prominent button's fill: iOS's tertiarySystemFill (0x767680 at 12 %).
    static let disabledFill = Color(hex: 0x767680, alpha: 0.12)
}
