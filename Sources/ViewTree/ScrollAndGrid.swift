import Geometry

struct ScrollSpec {
    var axis: Axis
    var showsIndicators: Bool
    /// A change of this value scrolls back to the top, animated in the current transaction.
    var topToken: AnyHashable?
}

/// A scroll view: its content is proposed unlimited length along its axis and moved by wheel, touchpad
/// and drag scrolling with momentum and rubber-banding at the ends. Changing `scrollToTop` (any value)
/// scrolls back to the top, animated in the transaction that changed it.
public struct ScrollView: View, BuiltinView {
    let spec: ScrollSpec
    let content: any View
    /// A scroll view whose content scrolls back to the top whenever `scrollToTop` changes.
    public init<Token: Hashable>(_ axis: Axis = .vertical, showsIndicators: Bool = true, scrollToTop: Token,
                                 @ViewBuilder content: () -> some View) {
        spec = ScrollSpec(axis: axis, showsIndicators: showsIndicators, topToken: AnyHashable(scrollToTop))
        self.content = content()
    }

    /// A scroll view of `content` along `axis`. `.vertical` proposes its content the view's width and
    /// any height; `.horizontal` lays its content out at its own width and is as tall as it (as
    /// SwiftUI's), and scrolls sideways: a horizontal drag, a touchpad's sideways swipe, or the wheel
    /// when no vertical scroll view is under the pointer.
    public init(_ axis: Axis = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> some View) {
        spec = ScrollSpec(axis: axis, showsIndicators: showsIndicators, topToken: nil)
        self.content = content()
    }
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    /// Several views as content (`ScrollView { ForEach(...) { ... } }`) are stacked along the axis, as
    /// SwiftUI stacks them (an implicit `VStack` or `HStack`), not piled up.
    var element: Element {
        guard ModifiedView.members(of: content) != nil else { return .scroll(spec, content) }
        let stacked: any View = spec.axis == .horizontal ? AnyView(HStack { content }) : AnyView(VStack { content })
        return .scroll(spec, stacked)
    }
}

/// One column description of a grid.
public struct GridItem: Equatable, Sendable {
    /// How wide a column is.
    public enum Size: Equatable, Sendable {
        /// Exactly this many points.
        case fixed(Double)
        /// A share of the width left after fixed columns, kept within `minimum`...`maximum` points.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many columns of at least `minimum` (at most `maximum`) as fit.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }
    /// The column's width rule.
    public var size: Size
    /// Points after this column; nil: the grid's default.
    public var spacing: Double?
    /// Where a cell smaller than its column and line sits in them; nil: the grid's alignment across,
    /// centred along.
    public var alignment: Alignment?
    /// A column of `size` (flexible by default), followed by `spacing` points, its cells placed at
    /// `alignment`.
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A lazy grid: lines of cells, one cell per lane, following each other along `axis`.
struct GridSpec {
    /// The lanes: a `LazyVGrid`'s columns, a `LazyHGrid`'s rows.
    var lanes: [GridItem]
    /// Points between lines; nil: the default of 8.
    var spacing: Double?
    /// Where a cell narrower than its lane sits across it (0 leading/top, 0.5 centre, 1 trailing/bottom).
    var alignment: Double
    /// The axis lines follow each other along: vertical for `LazyVGrid`, horizontal for `LazyHGrid`.
    var axis: Axis
    /// Section views that stay in view while their section scrolls past.
    var pinned: PinnedScrollableViews = []
}

/// A vertical grid, as SwiftUI's `LazyVGrid`: columns from `columns`, rows as tall as their tallest
/// cell. Lazy as `LazyVStack` is: only the rows of cells in view, and a quarter view's margin, are
/// made; the rest are released (their `@State` kept) and their heights estimated until measured.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))], spacing: 12) {
///         ForEach(photos) { photo in Thumbnail(photo) }
///     }
/// }
/// ```
public struct LazyVGrid: View, BuiltinView {
    let spec: GridSpec
    let content: any View
    /// A grid of `columns`, rows `spacing` points apart (nil: 8), cells aligned in their column by
    /// `alignment`. A `Section`'s header and footer take a row of their own across the columns and its
    /// cells start a new row; `pinnedViews` stay at the top (headers) or bottom (footers) while their
    /// section scrolls past.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> some View) {
        spec = GridSpec(lanes: columns, spacing: spacing, alignment: alignment.fraction, axis: .vertical, pinned: pinnedViews)
        self.content = content()
    }
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .lazyGrid(spec, LazyRows(content)) }
}

/// A horizontal grid, as SwiftUI's `LazyHGrid`: rows from `rows` (their heights resolved in the height
/// offered, as a `LazyVGrid`'s columns in its width), columns of cells as wide as their widest cell,
/// following each other to the right; lazy along that axis (put it in `ScrollView(.horizontal)`).
public struct LazyHGrid: View, BuiltinView {
    let spec: GridSpec
    let content: any View
    /// A grid of `rows`, columns `spacing` points apart (nil: 8), cells aligned in their row by
    /// `alignment`. A `Section`'s header and footer take a column of their own across the rows and its
    /// cells start a new column; `pinnedViews` stay at the leading (headers) or trailing edge (footers)
    /// while their section scrolls past.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> some View) {
        spec = GridSpec(lanes: rows, spacing: spacing, alignment: alignment.fraction, axis: .horizontal, pinned: pinnedViews)
        self.content = content()
    }
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .lazyGrid(spec, LazyRows(content)) }
}

extension Node {
    /// The axis a scroll view scrolls along; nil for any other node.
    var scrollAxis: Axis? { if case .scroll(let spec) = kind { return spec.axis } else { return nil } }

    /// How far a scroll view's `offset` (points along its axis) moves its content up or to the left.
    func scrollVector(_ offset: Double) -> Point {
        scrollAxis == .horizontal ? Point(x: offset, y: 0) : Point(x: 0, y: offset)
    }

    /// The length of a scroll view's visible part along its axis (points).
    var scrollViewport: Double { scrollAxis == .horizontal ? frame.width : frame.height }

    /// The largest offset of a scroll view: its content's end at its own end (0 when the content fits).
    var maxScrollOffset: Double { max(0, scrollContentLength - scrollViewport) }
}
