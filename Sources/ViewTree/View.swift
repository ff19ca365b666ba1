/// A piece of user interface, described as a value. A view is either composite (it has a `body` made
/// of other views) or built in (text, shapes, stacks, modifiers), in which case it describes itself to
/// the engine as an `Element` and its body is never evaluated. Views are cheap values, recreated on
/// every evaluation; the engine keeps what lasts (state, layout, animation) in retained nodes.
///
/// ```swift
/// struct Badge: View {
///     let count: Int
///     var body: some View {
///         Text("\(count)").font(.caption).foregroundColor(.white)
///             .padding(horizontal: 6, vertical: 2)
///             .background(Color.red)
///             .cornerRadius(8)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// The type of view `body` returns.
    associatedtype Body: View
    /// What this view is made of. Evaluated by the graph when the view is new, its state
    /// changed or its parent gave it a different value; it must not change state itself.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Never evaluated: `Never` is the body type of built-in views.
    public var body: Never { fatalError("Never has no body") }
}

/// A view the engine draws and lays out itself.
@MainActor
protocol BuiltinView {
    var element: Element { get }
}

extension View {
    /// Built-in views have no body to evaluate.
    var builtinElement: Element? { (self as? BuiltinView)?.element }
}

/// No view at all: what an `if` without `else` builds when false.
public struct EmptyView: View, BuiltinView {
    /// An empty view.
    public init() {}
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .empty }
}

/// Several views side by side in the parent's layout (transparent to layout, like SwiftUI's Group).
public struct Group: View, BuiltinView {
    let content: [any View]
    /// A group of `content`.
    public init(@ViewBuilder content: () -> some View) { self.content = [content()] }
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .group(content) }
}

/// A view of any type, as SwiftUI's `AnyView`: it stands for the view it wraps (transparent to
/// layout); when the wrapped view's type changes, the old view is removed and the new one inserted.
public struct AnyView: View, BuiltinView {
    let content: any View
    /// `view`, its type erased; identity and layout are those of `view`.
    public init<V: View>(_ view: V) { content = view }
    /// Wraps a view already erased to `any View`.
    public init(erasing view: any View) { content = view }
    public var body: Never { fatalError() }
    var element: Element { .group([content]) }
}
