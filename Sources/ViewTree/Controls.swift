import Geometry
import Motion

/// A horizontal slider `width` points wide: a track, the filled part up to the value, and a round
/// knob. Dragging anywhere on it moves the value by the drag's distance (the knob's travel spans the
/// whole range); the value is clamped to `range`. Each change is made in a continuous transaction
/// (`Transaction.isContinuous`), without animation.
public struct Slider: View {
    let value: Binding<Double>
    let range: ClosedRange<Double>
    let width: Double
    let tint: Color
    @State private var dragStart: Double?

    /// Knob diameter, in points.
    static let knob = 22.0

    /// A slider bound to `value`, spanning `range` over `width` points, its filled track in `tint`.
    public init(value: Binding<Double>, in range: ClosedRange<Double>, width: Double, tint: Color = .blue) {
        self.value = value
        self.range = range
        self.width = width
        self.tint = tint
    }

    /// A track, its filled part up to the value, and a 22-point knob, with the drag gesture that moves it.
    public var body: some View {
        let span = max(range.upperBound - range.lowerBound, .ulpOfOne)
        let fraction = max(0, min(1, (value.wrappedValue - range.lowerBound) / span))
        let travel = max(1, width - Self.knob)
        ZStack(alignment: .leading) {
            Capsule().fill(Color(white: 0.55, alpha: 0.35)).frame(width: width, height: 4)
            Capsule().fill(tint).frame(width: Self.knob / 2 + fraction * travel, height: 4)
            Circle().fill(.white)
                .shadow(color: Color.black.opacity(0.3), radius: 2, y: 1)
                .frame(width: Self.knob, height: Self.knob)
                .offset(x: fraction * travel)
        }
        .frame(width: width, height: Self.knob + 6, alignment: .leading)
        .contentShape(.rectangle)
        .gesture(DragGesture(minimumDistance: 0)
            .onChanged { drag in
                let start = dragStart ?? value.wrappedValue
                if dragStart == nil { dragStart = start }
                let v = start + drag.translation.width / travel * span
                var edit = Transaction()
                edit.isContinuous = true
                withTransaction(edit) { value.wrappedValue = max(range.lowerBound, min(range.upperBound, v)) }
            }
            .onEnded { _ in dragStart = nil })
    }
}

/// A labelled on/off switch, as SwiftUI's `Toggle`: drawn by the environment's toggle style
/// (`.toggleStyle`), by default a label, a spacer and a switch; a tap anywhere on the row flips it.
public struct Toggle: View {
    let label: AnyView
    let isOn: Binding<Bool>
    let tint: Color?
    @Environment(\.toggleStyle) private var style
    @Environment(\.tintColor) private var environmentTint

    /// A row with `title` and a switch bound to `isOn`, its on state in `tint` (nil: the environment's
    /// `tint`, else green, as a switch is by default).
    public init(_ title: String, isOn: Binding<Bool>, tint: Color? = nil) {
        label = AnyView(Text(title))
        self.isOn = isOn
        self.tint = tint
    }

    /// A switch bound to `isOn` labelled by `label`.
    public init<Label: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = AnyView(label())
        self.isOn = isOn
        tint = nil
    }

    /// The style's drawing of the label and the state.
    public var body: some View {
        let configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(content: label), isOn: isOn)
        if let style {
            style.makeBody(configuration)
        } else {
            SwitchToggleLook(configuration: configuration, tint: tint ?? environmentTint ?? .green)
        }
    }
}

/// The default switch: the label, a spacer and a capsule with a knob.
struct SwitchToggleLook: View {
    let configuration: ToggleStyleConfiguration
    let tint: Color

    var body: some View {
        let isOn = configuration.$isOn
        HStack {
            configuration.label
            Spacer()
            ZStack(alignment: isOn.wrappedValue ? .trailing : .leading) {
                Capsule().fill(isOn.wrappedValue ? tint : Color(white: 0.55, alpha: 0.35))
                Circle().fill(.white).shadow(color: Color.black.opacity(0.25), radius: 2, y: 1).padding(2).frame(width: 31, height: 31)
            }
            .frame(width: 51, height: 31)
        }
        .contentShape(.rectangle)
        .onTapGesture { withAnimation(.easeInOut(duration: 0.2)) { isOn.wrappedValue.toggle() } }
    }
}

/// What a toggle style draws from, as SwiftUI's `ToggleStyleConfiguration`.
@MainActor
public struct ToggleStyleConfiguration {
    /// The toggle's label as a view.
    public typealias Label = StyleConfigurationLabel
    /// The label.
    public let label: Label
    /// The state (settable: a style flips it).
    @Binding public var isOn: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// How toggles inside are drawn, as SwiftUI's `ToggleStyle`: `makeBody(configuration:)` builds the
/// control from the label and the state.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The type of view the style makes.
    associatedtype Body: View
    /// SwiftUI's name for the configuration.
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A toggle style with its type erased, kept in the environment.
struct AnyToggleStyle {
    let makeBody: @MainActor (ToggleStyleConfiguration) -> AnyView
}

struct ToggleStyleKey: EnvironmentKey { static let defaultValue: AnyToggleStyle? = nil }

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Toggles inside drawn by `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyToggleStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}

/// The default toggle style: a switch (`ToggleStyle.switch`, `.automatic`).
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    /// A switch in the environment's tint (green by default).
    public init() { tint = nil }
    /// A switch whose on state is `tint`.
    public init(tint: Color) { self.tint = tint }
    /// The label, a spacer and the switch.
    public func makeBody(configuration: Configuration) -> some View { TintedSwitch(configuration: configuration, tint: tint) }
}

/// `SwitchToggleStyle`'s switch in its own tint or the environment's.
private struct TintedSwitch: View {
    let configuration: ToggleStyleConfiguration
    let tint: Color?
    @Environment(\.tintColor) private var environmentTint
    var body: some View { SwitchToggleLook(configuration: configuration, tint: tint ?? environmentTint ?? .green) }
}

/// A toggle drawn as a button that stays pressed while on (`ToggleStyle.button`): the label on a
/// rounded tinted band, filled with the accent colour (the label white) when on, a faint tint when off.
/// A tap flips it.
public struct ButtonToggleStyle: ToggleStyle {
    /// The style (SwiftUI spells it `.button`).
    public init() {}
    /// The label on its band.
    public func makeBody(configuration: Configuration) -> some View {
        let on = configuration.isOn
        return configuration.label
            .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
            .foregroundColor(on ? .white : .accentColor)
            .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(on ? Color.accentColor : Color.accentColor.opacity(0.15)))
            .contentShape(.rectangle)
            .onTapGesture { configuration.$isOn.wrappedValue.toggle() }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
    /// The platform's default: a switch.
    public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
