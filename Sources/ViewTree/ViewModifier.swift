/// A reusable set of modifiers, as in SwiftUI: `body(content:)` wraps the view it is applied to
/// (`.modifier(Lifted())`). Its body is evaluated like a composite view's.
/// Not supported yet: `@State` declared inside a modifier (it is not linked to a node).
@MainActor
public protocol ViewModifier {
    /// The type of view `body(content:)` returns.
    associatedtype Body: View
    /// The view the modifier is applied to, as `body(content:)` receives it.
    typealias Content = ViewModifierContent
    /// The modified view: `content` (the view the modifier is applied to) with whatever this modifier adds.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` wraps (transparent to layout: it stands for that view).
public struct ViewModifierContent: View, BuiltinView {
    let content: any View
    public var body: Never { fatalError() }
    var element: Element { .group([content]) }
}

/// A view with a `ViewModifier` applied: its body is the modifier's body around the view.
public struct ModifiedContent<Content: View, M: ViewModifier>: View {
    let content: Content
    let modifier: M

    public var body: M.Body { modifier.body(content: ViewModifierContent(content: content)) }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
