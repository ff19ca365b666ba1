/// Builds views from `{ ... }` blocks: a block of views becomes a group whose children have
/// structural identity by position; `if`/`else` and `switch` become conditional content whose branch
/// is part of the identity (switching branches removes one view and inserts another).
@MainActor
@resultBuilder
public enum ViewBuilder {
    /// A single view, as written.
    public static func buildExpression<V: View>(_ view: V) -> V { view }
    /// An empty block builds nothing.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// A block of one view is that view (no group around it).
    public static func buildBlock<V: View>(_ view: V) -> V { view }
    /// Several views, identified by position.
    public static func buildBlock(_ views: any View...) -> ViewList { ViewList(views) }
    /// `if` without `else`: branch 0 when true, branch -1 (nothing) when false.
    public static func buildOptional(_ view: (any View)?) -> Conditional {
        view.map { Conditional(branch: 0, content: $0) } ?? Conditional(branch: -1, content: EmptyView())
    }
    /// The first branch of `if`/`else` or `switch`.
    public static func buildEither(first view: any View) -> Conditional { Conditional(branch: 0, content: view) }
    /// The second branch of `if`/`else` or `switch`.
    public static func buildEither(second view: any View) -> Conditional { Conditional(branch: 1, content: view) }
    /// `if #available` content, kept as written.
    public static func buildLimitedAvailability(_ view: any View) -> ViewList { ViewList([view]) }
    /// A `for` loop's views, identified by position (use `ForEach` for identity by id).
    public static func buildArray(_ views: [any View]) -> ViewList { ViewList(views) }
}

/// The views of one builder block, in order.
public struct ViewList: View, BuiltinView {
    let views: [any View]
    init(_ views: [any View]) { self.views = views }
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .group(views) }
}

/// One branch of an `if`/`else` or `switch`; -1 is the missing `else`.
public struct Conditional: View, BuiltinView {
    let branch: Int
    let content: any View
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .conditional(branch, content) }
}

/// Views made from data, one per element, each identified by its id (insertions and removals follow
/// the ids, not the positions).
///
/// ```swift
/// ForEach(tiles) { tile in              // tile: Identifiable
///     RoundedRectangle(cornerRadius: 8).fill(tile.color).frame(height: 60)
/// }
/// ForEach(0..<3) { i in Text("row \(i)") }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable>: View, BuiltinView {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> any View

    /// One view per element of `data`, identified by the element's value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> some View) {
        self.data = data
        self.id = id
        self.content = { content($0) }
    }

    /// The same data and ids with rows made by `content` (`onDelete` wraps its rows so).
    init(data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> any View) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .group(data.map { IdentifiedView(id: AnyHashable($0[keyPath: id]), content: content($0)) }) }
}

extension ForEach: ViewListSource {}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per `Identifiable` element, identified by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> some View) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer of `range`, identified by the integer.
    public init(_ range: Range<Int>, @ViewBuilder content: @escaping (Int) -> some View) {
        self.init(range, id: \.self, content: content)
    }
}

/// A view with an explicit identity (`.id(_:)` and `ForEach`).
struct IdentifiedView: View, BuiltinView {
    let id: AnyHashable
    let content: any View
    var body: Never { fatalError() }
    var element: Element { .identified(id, content) }
}

extension View {
    /// Gives the view an explicit identity: a new id makes a new view (removed, then inserted).
    public func id<ID: Hashable>(_ id: ID) -> some View { IdentifiedView(id: AnyHashable(id), content: self) }
}
