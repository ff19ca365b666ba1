import Geometry

struct ScrollSpec {
    var axis: Axis
    var showsIndicators: Bool
    /// A change of this value scrolls back to the top, animated in the current transaction.
    var topToken: AnyHashable?
}

/// A vertical scroll view: its content is proposed unlimited height and moved by wheel, touchpad and
/// drag scrolling with momentum and rubber-banding at the ends. Changing `scrollToTop` (any value)
/// scrolls back to the top, animated in the transaction that changed it.
public struct ScrollView: View, BuiltinView {
    let spec: ScrollSpec
    let content: any View
    public init<Token: Hashable>(_ axis: Axis = .vertical, showsIndicators: Bool = true, scrollToTop: Token,
                                 @ViewBuilder content: () -> some View) {
        spec = ScrollSpec(axis: axis, showsIndicators: showsIndicators, topToken: AnyHashable(scrollToTop))
        self.content = content()
    }

    public init(_ axis: Axis = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> some View) {
        spec = ScrollSpec(axis: axis, showsIndicators: showsIndicators, topToken: nil)
        self.content = content()
    }
    public var body: Never { fatalError() }
    var element: Element { .scroll(spec, content) }
}

/// One column description of a grid.
public struct GridItem: Equatable, Sendable {
    public enum Size: Equatable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many columns of at least `minimum` (at most `maximum`) as fit.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }
    public var size: Size
    public var spacing: Double?
    public init(_ size: Size, spacing: Double? = nil) {
        self.size = size
        self.spacing = spacing
    }
}

struct GridSpec {
    var columns: [GridItem]
    var spacing: Double?
    var alignment: HorizontalAlignment
}

/// A vertical grid, like SwiftUI's LazyVGrid: columns from `columns`, rows as tall as their tallest cell.
public struct LazyVGrid: View, BuiltinView {
    let spec: GridSpec
    let content: [any View]
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> some View) {
        spec = GridSpec(columns: columns, spacing: spacing, alignment: alignment)
        self.content = [content()]
    }
    public var body: Never { fatalError() }
    var element: Element { .grid(spec, content) }
}
