import Geometry

struct ScrollSpec {
    var axis: Axis
    var showsIndicators: Bool
}

/// A vertical scroll view: its content is proposed unlimited height and moved by wheel, touchpad and
/// drag scrolling with momentum. `scrollToTop` in a `ScrollProxy`-free form: change `resetToken` to
/// scroll back to the top (animated in the current transaction).
public struct ScrollView: View, BuiltinView {
    let spec: ScrollSpec
    let content: any View
    public init(_ axis: Axis = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> some View) {
        spec = ScrollSpec(axis: axis, showsIndicators: showsIndicators)
        self.content = content()
    }
    public var body: Never { fatalError() }
    var element: Element { .scroll(spec, content) }
}

/// One column description of a grid.
public struct GridItem: Sendable {
    public enum Size: Sendable {
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
