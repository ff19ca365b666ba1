/// State owned by a view's node: it lives as long as the view keeps its identity, and setting it
/// re-evaluates the view's body in the current transaction.
///
/// ```swift
/// struct Counter: View {
///     @State private var taps = 0
///     var body: some View {
///         Text("\(taps) taps").onTapGesture { taps += 1 }
///     }
/// }
/// ```
@MainActor
@propertyWrapper
public struct State<Value>: StateProperty {
    let initial: Value
    let location = StateLocation<Value>()

    /// State starting at `wrappedValue` (`@State var open = false`); the node keeps it from then on.
    public init(wrappedValue: Value) { initial = wrappedValue }
    /// The same as `init(wrappedValue:)`.
    public init(initialValue: Value) { initial = initialValue }

    /// The current value. Setting it schedules an update of the owning view in the current transaction.
    public var wrappedValue: Value {
        get { location.box?.value ?? initial }
        nonmutating set { location.box?.set(newValue) }
    }

    /// A binding to this state (`$open`), for controls and child views.
    public var projectedValue: Binding<Value> {
        let location = self.location, initial = self.initial
        return Binding(get: { location.box?.value ?? initial }, set: { location.box?.set($0) })
    }

    func link(to node: Node, slot: Int) {
        if slot < node.states.count, let box = node.states[slot] as? StateBox<Value> {
            location.box = box
        } else {
            let box = StateBox(value: initial, node: node)
            if slot < node.states.count { node.states[slot] = box } else { node.states.append(box) }
            location.box = box
        }
    }
}

/// A `@State` property, found in a view value in declaration order when its node evaluates it.
@MainActor
protocol StateProperty {
    func link(to node: Node, slot: Int)
}

@MainActor
final class StateLocation<Value> {
    var box: StateBox<Value>?
}

/// State storage that knows its node (to invalidate it), and can be handed to another node: a lazy
/// row's state, kept while the row has no node, goes to the row's new node.
@MainActor
protocol NodeBoundState: AnyObject {
    func bind(to node: Node)
}

/// The storage of one `@State`, owned by its node.
@MainActor
final class StateBox<Value>: NodeBoundState {
    var value: Value
    weak var node: Node?

    init(value: Value, node: Node) {
        self.value = value
        self.node = node
    }

    func set(_ newValue: Value) {
        value = newValue
        node?.invalidate()
    }

    func bind(to node: Node) { self.node = node }
}

/// A reference to a value owned elsewhere: read and written through closures.
@MainActor
@propertyWrapper
public struct Binding<Value> {
    let get: @MainActor () -> Value
    let set: @MainActor (Value) -> Void

    /// A binding from a getter and a setter.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding that always reads `v` and ignores writes.
    public static func constant(_ v: Value) -> Binding { Binding(get: { v }, set: { _ in }) }

    /// The value the getter returns; setting it calls the setter.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }
}
