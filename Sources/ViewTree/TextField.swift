import Geometry

/// A one-line editable text bound to a string, as SwiftUI's `TextField`. A tap gives it the keyboard
/// (`TextFocus`): typed text goes in at the caret (drawn as a bar in the tint colour), Backspace and
/// Delete remove a character, Left, Right, Home and End move the caret, Return runs the `onSubmit`
/// actions around it, Tab and Shift-Tab move to the next or previous field, Escape lets the keyboard
/// go. Empty, it shows its prompt (or its title, or its label) in the placeholder colour. Disabled
/// (`disabled(true)`), it is greyed, takes no tap and lets the keyboard go. Drawn by the environment's
/// `textFieldStyle`: plain by default, as on iOS.
///
/// Shift with the caret keys selects, Ctrl-A selects all, Ctrl-C, Ctrl-X and Ctrl-V copy, cut and
/// paste (`TextFocus`, `Clipboard`). Not here (a desktop window without an input method editor):
/// selection by the mouse, a caret placed by the click (a tap puts it at the end), and scrolling a
/// text wider than the field (it is cut at the field's end).
public struct TextField<Label: View>: View {
    let label: Label
    let title: String?
    let text: Binding<String>
    let prompt: Text?
    let isSecure: Bool
    let onEditingChanged: (@MainActor (Bool) -> Void)?
    let onCommit: (@MainActor () -> Void)?
    /// Set on the field a custom `TextFieldStyle` is given as its configuration: its placeholder (the
    /// styled field's); it is not styled again (drawn plain, or as a built-in style's `_body` says).
    var configurationPlaceholder: AnyView?
    @Environment(\.focusLink) private var focusLink
    @Environment(\.textFieldStyler) private var styler
    @Environment(\.submitActions) private var submitActions
    @Environment(\.textFieldLook) private var look
    @Environment(\.tintColor) private var tint
    @Environment(\.isEnabled) private var isEnabled

    init(label: Label, title: String?, text: Binding<String>, prompt: Text?, isSecure: Bool = false,
         onEditingChanged: (@MainActor (Bool) -> Void)? = nil, onCommit: (@MainActor () -> Void)? = nil) {
        self.label = label
        self.title = title
        self.text = text
        self.prompt = prompt
        self.isSecure = isSecure
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// The field in the environment's style: a custom `TextFieldStyle`'s `_body(configuration:)` around
    /// the plain field, or the field itself drawn as a built-in style says.
    @ViewBuilder public var body: some View {
        if let styler, configurationPlaceholder == nil {
            styler(configuration)
        } else {
            field
        }
    }

    /// The field a custom style is given: this one, drawn plain, with this one's placeholder.
    private var configuration: TextField<_TextFieldStyleLabel> {
        var c = TextField<_TextFieldStyleLabel>(label: _TextFieldStyleLabel(), title: title, text: text, prompt: prompt,
                                                isSecure: isSecure, onEditingChanged: onEditingChanged, onCommit: onCommit)
        c.configurationPlaceholder = placeholder
        return c
    }

    /// The prompt, else the title, else the label (a field made with `label:` alone), in the placeholder colour.
    private var placeholder: AnyView {
        configurationPlaceholder ?? prompt.map { AnyView($0.foregroundColor(.placeholder)) }
            ?? title.map { AnyView(Text($0).foregroundColor(.placeholder)) }
            ?? AnyView(label.foregroundColor(.placeholder))
    }

    /// The field's look, its caret where it has the keyboard; registers the field's editor with the
    /// graph and follows its `.focused` state.
    private var field: some View {
        let node = EvaluationContext.current
        let focus = node?.host?.textFocus
        if let node, let graph = node.host, let focus, isEnabled {
            let link = focusLink, editing = onEditingChanged
            focus.register(TextFocus.Editor(node: node, text: text, submit: submitActions + (onCommit.map { [$0] } ?? []),
                                            focusChanged: { focused in
                                                link?.set(focused)
                                                editing?(focused)
                                            }, isSecure: isSecure))
            if let link, link.isFocused() != focus.isFocused(node) {
                // Code wrote the focus state: the keyboard moves once this update is done (a field
                // changes no other view's state while bodies are evaluated).
                graph.afterUpdate { [weak node] in
                    guard let node, node.host != nil else { return }
                    let wants = link.isFocused()
                    if wants, !focus.isFocused(node) { focus.focus(node) }
                    if !wants, focus.isFocused(node) { focus.focus(nil) }
                }
            }
        } else if let node, let graph = node.host, let focus, focus.isFocused(node) {
            // Disabled while it had the keyboard: it lets it go.
            graph.afterUpdate { if focus.isFocused(node) { focus.focus(nil) } }
        }
        let value = text.wrappedValue
        let shown = isSecure ? String(repeating: "•", count: value.count) : value
        let focused = isEnabled && focus?.isFocused(node) == true
        let caret = focused ? focus?.caret(in: value.count) : nil
        let selection = focused ? focus?.selection(in: value.count) : nil
        let style = look ?? .plain
        return TextFieldLook(text: shown, placeholder: placeholder, caret: caret, selection: selection, tint: tint ?? .accentColor, style: style)
            .modifier(.environment { [isEnabled] in if !isEnabled { $0.foregroundColor = .disabledLabel } })
            .contentShape(.rectangle)
            .onTapGesture { [weak node] in if isEnabled { focus?.focus(node) } }
    }
}

extension TextField where Label == Text {
    /// A field showing `title` as its placeholder while `text` is empty.
    public init(_ title: String, text: Binding<String>) {
        self.init(label: Text(title), title: title, text: text, prompt: nil)
    }

    /// A field labelled `title`, showing `prompt` while `text` is empty (the title when prompt is nil).
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(title), title: title, text: text, prompt: prompt)
    }

    /// A field whose text may grow along `axis` in SwiftUI; here it is always one line.
    public init(_ title: String, text: Binding<String>, axis: Axis) {
        self.init(label: Text(title), title: title, text: text, prompt: nil)
    }

    /// The older form: `onEditingChanged` is told when the field gains (true) and loses the keyboard,
    /// `onCommit` runs on Return.
    public init(_ title: String, text: Binding<String>, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                onCommit: @escaping @MainActor () -> Void = {}) {
        self.init(label: Text(title), title: title, text: text, prompt: nil, onEditingChanged: onEditingChanged, onCommit: onCommit)
    }
}

extension TextField {
    /// A field labelled by `label` (its accessibility name in SwiftUI), showing `prompt` while empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label: label(), title: nil, text: text, prompt: prompt)
    }
}

/// A one-line field whose characters are drawn as dots, as SwiftUI's `SecureField`; it edits as a
/// `TextField` does.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    /// The field: a `TextField` that draws its text as dots.
    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// A secure field showing `title` while `text` is empty.
    public init(_ title: String, text: Binding<String>) {
        field = TextField(label: Text(title), title: title, text: text, prompt: nil, isSecure: true)
    }

    /// A secure field showing `prompt` while `text` is empty (the title when prompt is nil).
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        field = TextField(label: Text(title), title: title, text: text, prompt: prompt, isSecure: true)
    }

    /// The older form: `onCommit` runs on Return.
    public init(_ title: String, text: Binding<String>, onCommit: @escaping @MainActor () -> Void) {
        field = TextField(label: Text(title), title: title, text: text, prompt: nil, isSecure: true, onCommit: onCommit)
    }
}

extension Color {
    /// iOS's placeholderText (0x3C3C43 at 30 %): an empty field's prompt.
    static let placeholder = Color(hex: 0x3C3C43, alpha: 0.3)
}

/// How a field draws its text, caret and placeholder, inside the frame its style gives it.
struct TextFieldLook: View {
    let text: String
    let placeholder: AnyView
    /// The caret's place in `text` (characters), nil without the keyboard.
    let caret: Int?
    /// The selected characters (drawn on a tinted band, without a caret), nil: none.
    let selection: Range<Int>?
    let tint: Color
    let style: TextFieldLookStyle

    var body: some View {
        // Spaces drawn as no-break spaces: a run ending in a space (before the caret or a selection)
        // keeps its width instead of hanging it past its box. One character each, so offsets hold.
        let text = self.text.replacingOccurrences(of: " ", with: "\u{00A0}")
        let line = HStack(spacing: 0) {
            // A line's height even when there is nothing to show.
            Text("X").opacity(0).frame(width: 0)
            if let selection {
                let lo = text.index(text.startIndex, offsetBy: selection.lowerBound)
                let hi = text.index(text.startIndex, offsetBy: selection.upperBound)
                if selection.lowerBound > 0 { Text(String(text[..<lo])) }
                Text(String(text[lo..<hi])).background(tint.opacity(0.25))
                if selection.upperBound < text.count { Text(String(text[hi...])) }
            } else if let caret {
                if text.isEmpty {
                    TextCaret(tint: tint)
                    placeholder
                } else {
                    let split = text.index(text.startIndex, offsetBy: caret)
                    if caret > 0 { Text(String(text[..<split])) }
                    TextCaret(tint: tint)
                    if caret < text.count { Text(String(text[split...])) }
                }
            } else if text.isEmpty {
                placeholder
            } else {
                Text(text)
            }
            Spacer(minLength: 0)
        }
        .lineLimit(1)
        switch style {
        case .plain:
            line
        case .roundedBorder:
            line.padding(.horizontal, 7).padding(.vertical, 5)
                .background(RoundedRectangle(cornerRadius: 6).fill(.white))
                .overlay(RoundedRectangle(cornerRadius: 6)
                    .stroke(caret != nil ? tint.opacity(0.7) : Color(white: 0.8), lineWidth: caret != nil ? 2 : 1))
        }
    }
}

/// The caret: a 2-point bar as tall as the line, in the tint colour.
struct TextCaret: View {
    let tint: Color
    var body: some View {
        Text("X").opacity(0).frame(width: 2).overlay(Rectangle().fill(tint)).allowsHitTesting(false)
    }
}

/// The looks a text field has: plain (the text alone), or in a white rounded box with a grey border
/// (a tinted one while it has the keyboard).
enum TextFieldLookStyle {
    case plain, roundedBorder
}

/// How text fields inside are drawn, as SwiftUI's `TextFieldStyle`: `.plain`, `.roundedBorder` or
/// `.automatic` (plain, as on iOS), or a style of one's own, written as in SwiftUI:
///
///     struct Underlined: TextFieldStyle {
///         func _body(configuration: TextField<Self._Label>) -> some View {
///             configuration.padding(.vertical, 8).overlay(alignment: .bottom) { Rectangle().frame(height: 1) }
///         }
///     }
///
/// `configuration` is the field itself, drawn plain (its text, caret and placeholder); it still takes
/// the keyboard, focus and submit as any field does.
@MainActor @preconcurrency
public protocol TextFieldStyle {
    /// The view a style makes of a field.
    associatedtype _Body: View
    /// The field drawn in this style.
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
    /// The label type of the field a style is given.
    typealias _Label = _TextFieldStyleLabel
}

/// The label of the field a `TextFieldStyle` is given (its placeholder is already in the field).
public struct _TextFieldStyleLabel: View {
    /// Nothing: the field draws its own placeholder.
    public var body: some View { EmptyView() }
}

/// A style the library draws itself (no extra views around the field).
@MainActor
protocol BuiltinTextFieldStyle {
    var lookStyle: TextFieldLookStyle { get }
}

/// The text alone, as SwiftUI's `PlainTextFieldStyle`.
public struct PlainTextFieldStyle: TextFieldStyle, BuiltinTextFieldStyle {
    /// The plain style.
    public init() {}
    /// The field as it is.
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
    var lookStyle: TextFieldLookStyle { .plain }
}

/// A white rounded box with a grey border, as SwiftUI's `RoundedBorderTextFieldStyle`.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltinTextFieldStyle {
    /// The rounded-border style.
    public init() {}
    /// The field in a rounded box.
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration.environment(\.textFieldLook, .roundedBorder)
    }
    var lookStyle: TextFieldLookStyle { .roundedBorder }
}

/// The platform's default, as SwiftUI's `DefaultTextFieldStyle`: plain here, as on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltinTextFieldStyle {
    /// The default style.
    public init() {}
    /// The field as it is.
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
    var lookStyle: TextFieldLookStyle { .plain }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A white rounded box with a grey border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default (plain).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

struct TextFieldLookKey: EnvironmentKey { static let defaultValue: TextFieldLookStyle? = nil }
struct TextFieldStylerKey: EnvironmentKey {
    static let defaultValue: (@MainActor (TextField<_TextFieldStyleLabel>) -> AnyView)? = nil
}
struct SubmitActionsKey: EnvironmentKey { static let defaultValue: [@MainActor () -> Void] = [] }

extension EnvironmentValues {
    var textFieldLook: TextFieldLookStyle? {
        get { self[TextFieldLookKey.self] }
        set { self[TextFieldLookKey.self] = newValue }
    }
    /// A custom `TextFieldStyle` in force (nil: a built-in one, `textFieldLook`).
    var textFieldStyler: (@MainActor (TextField<_TextFieldStyleLabel>) -> AnyView)? {
        get { self[TextFieldStylerKey.self] }
        set { self[TextFieldStylerKey.self] = newValue }
    }
    var submitActions: [@MainActor () -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

/// What submits a field (`onSubmit(of:)`): Return in a text field, or in a search field.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The set's bits: 1 text fields, 2 search fields.
    public let rawValue: Int
    /// The triggers of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Return in a search field (there is none here: accepted).
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the on-screen keyboard's Return key, as SwiftUI's `SubmitLabel` (a desktop keyboard has
/// none: accepted, changes nothing).
public struct SubmitLabel: Sendable {
    let name: String
    /// The Return key reads "Done".
    public static let done = SubmitLabel(name: "done")
    /// The Return key reads "Go".
    public static let go = SubmitLabel(name: "go")
    /// The Return key reads "Send".
    public static let send = SubmitLabel(name: "send")
    /// The Return key reads "Join".
    public static let join = SubmitLabel(name: "join")
    /// The Return key reads "Route".
    public static let route = SubmitLabel(name: "route")
    /// The Return key reads "Search".
    public static let search = SubmitLabel(name: "search")
    /// The Return key reads "Return", the default.
    public static let `return` = SubmitLabel(name: "return")
    /// The Return key reads "Next".
    public static let next = SubmitLabel(name: "next")
    /// The Return key reads "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

extension View {
    /// Text fields inside drawn in `style` (`.plain`, `.roundedBorder`, `.automatic`, or a style of
    /// one's own: its `_body(configuration:)` around each field).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(.environment { env in
            if let builtin = style as? any BuiltinTextFieldStyle {
                env.textFieldLook = builtin.lookStyle
                env.textFieldStyler = nil
            } else {
                // The field a custom style is given is plain unless the style says otherwise (a built-in
                // style's `_body` inside it).
                env.textFieldLook = nil
                env.textFieldStyler = { AnyView(style._body(configuration: $0)) }
            }
        })
    }

    /// Runs `action` when Return is pressed in a text field inside (after the actions of any
    /// `onSubmit` inside this one), as SwiftUI's `onSubmit(of:_:)`.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        transformEnvironment(\.submitActions) { actions in actions.insert(action, at: 0) }
    }

    /// Accepted: a desktop keyboard's Return key has no label.
    public func submitLabel(_ label: SubmitLabel) -> some View { self }
}
