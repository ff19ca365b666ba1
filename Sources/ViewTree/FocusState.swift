/// Which text field has the keyboard, as state a view owns, as SwiftUI's `@FocusState`: a `Bool`
/// (`.focused($isFocused)`) or an optional value naming a field (`.focused($field, equals: .email)`).
/// A tap (or Tab) on a field writes it; writing it gives that field the keyboard, and `false` or nil
/// takes the keyboard away.
///
/// ```swift
/// enum Field { case name, email }
/// @FocusState private var field: Field?
/// var body: some View {
///     VStack {
///         TextField("Name", text: $name).focused($field, equals: .name)
///         TextField("Email", text: $email).focused($field, equals: .email)
///         Button("Next") { field = .email }
///     }
/// }
/// ```
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: StateProperty {
    let state: State<Value>
    /// The value meaning "no field here has the keyboard": false or nil.
    let none: Value

    /// Focus state for one field: true while it has the keyboard.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
        none = false
    }

    /// Focus state naming which of several fields has the keyboard (nil: none of them).
    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
        none = nil
    }

    /// The field with the keyboard (or whether the one field has it); setting it moves the keyboard.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// The binding `.focused(_:equals:)` takes (`$field`).
    public var projectedValue: Binding { Binding(base: state.projectedValue, none: none) }

    func link(to node: Node, slot: Int) { state.link(to: node, slot: slot) }

    /// A focus state's binding, as SwiftUI's `FocusState.Binding`.
    @MainActor
    @propertyWrapper
    public struct Binding {
        let base: ViewTree.Binding<Value>
        let none: Value

        /// The focus state's value; setting it moves the keyboard.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

/// What `.focused` tells the text fields inside: whether the focus state names them, and how to write
/// it when one of them gains or loses the keyboard.
struct FocusLink {
    let isFocused: @MainActor () -> Bool
    let set: @MainActor (Bool) -> Void
}

struct FocusLinkKey: EnvironmentKey { static let defaultValue: FocusLink? = nil }

extension EnvironmentValues {
    var focusLink: FocusLink? {
        get { self[FocusLinkKey.self] }
        set { self[FocusLinkKey.self] = newValue }
    }
}

extension View {
    /// Ties the text field inside to `binding`: it has the keyboard exactly while `binding` is
    /// `value`. A tap on the field sets `binding` to `value`; when the field lets the keyboard go,
    /// `binding` goes back to nil (or false), unless it already names another field.
    public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View {
        environment(\.focusLink, FocusLink(isFocused: { binding.wrappedValue == value }, set: { focused in
            if focused {
                if binding.wrappedValue != value { binding.wrappedValue = value }
            } else if binding.wrappedValue == value {
                binding.wrappedValue = binding.none
            }
        }))
    }

    /// Ties the text field inside to `condition`: it has the keyboard exactly while `condition` is true.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        focused(condition, equals: true)
    }
}
