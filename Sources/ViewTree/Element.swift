import Geometry
import Typography

/// What a built-in view is, for the engine.
enum Element {
    case empty
    /// Children laid out by the parent as if they were its own (Group, builder blocks, ForEach).
    case group([any View])
    /// One branch of conditional content; the branch is part of the child's identity.
    case conditional(Int, any View)
    /// A child with an explicit identity.
    case identified(AnyHashable, any View)
    case leaf(Leaf)
    case stack(Stack, [any View])
    case modified(Modifier, any View)
    case scroll(ScrollSpec, any View)
    /// A lazy grid (`LazyVGrid`, `LazyHGrid`): cells made for the lines in view (GridLayout.swift).
    case lazyGrid(GridSpec, LazyRows)
    /// A lazy stack (`stack.lazy`): only the rows in view, and a margin, have nodes (LazyLayout.swift).
    case lazyStack(Stack, LazyRows)
}

/// A view with no children.
enum Leaf {
    /// Boxed (`indirect`), as a path's spec: the largest leaf payloads, and every node holds a kind.
    indirect case text(TextSpec)
    /// A filled shape, or with `lineWidth` (points) the band of that width inside its outline (a stroked border).
    case shape(ShapeKind, fill: Color?, lineWidth: Double? = nil)
    case image(ImageSpec)
    /// Space that grows along the stack axis; `minLength` in points.
    case spacer(minLength: Double)
    /// A one-pixel line across the stack's axis.
    case divider
    /// A linear gradient filling the space offered; points in unit coordinates of the frame.
    case gradient(GradientSpec)
    /// A custom `Shape`, filling the space offered.
    indirect case path(PathSpec)
}

struct GradientSpec {
    /// Where the stops lie, in unit points of the frame the gradient fills.
    enum Geometry {
        /// Along the line from `start` to `end`.
        case linear(start: UnitPoint, end: UnitPoint)
        /// On circles about `center` from `startRadius` to `endRadius` (points).
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// On ellipses about `center` with the frame's proportions, from `startFraction` to
        /// `endFraction` of the ellipse inscribed in the frame (half its width and height).
        case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
        /// Around `center` from the ray at `startAngle` to that at `endAngle` (radians, clockwise).
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    }
    var stops: [(location: Double, color: Color)]
    var geometry: Geometry

    init(stops: [(location: Double, color: Color)], geometry: Geometry) {
        self.stops = stops
        self.geometry = geometry
    }

    /// A linear gradient from `start` to `end`.
    init(stops: [(location: Double, color: Color)], start: UnitPoint, end: UnitPoint) {
        self.init(stops: stops, geometry: .linear(start: start, end: end))
    }
}

/// A shape used as a clip or a hit-test area (`clipShape`, `contentShape`).
public enum ShapeKind: Hashable, Sendable {
    /// The frame itself.
    case rectangle
    /// The frame with circular corners of `cornerRadius` points (clamped to fit).
    case roundedRectangle(cornerRadius: Double)
    /// The largest circle centred in the frame.
    case circle
    /// The frame with fully rounded ends (radius half the shorter side).
    case capsule
}

extension ShapeKind {
    /// The rect the shape's outline is drawn in for a frame `r`: the frame, or for a circle the square
    /// of its shorter side centred in it (a circle in a wide frame is not a capsule).
    func outlineRect(in r: Rect) -> Rect {
        guard case .circle = self else { return r }
        let d = min(r.width, r.height)
        return Rect(x: r.midX - d / 2, y: r.midY - d / 2, width: d, height: d)
    }
}

/// A layout direction.
public enum Axis: Hashable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}

/// Alignment of children across a stack, or within a frame / ZStack.
public struct Alignment: Hashable, Sendable {
    /// 0 = leading/top, 0.5 = centre, 1 = trailing/bottom.
    public var horizontal: Double
    /// 0 = top, 0.5 = centre, 1 = bottom.
    public var vertical: Double
    /// An alignment at fractions of the container (0 leading/top ... 1 trailing/bottom; other values extrapolate).
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// The centre (0.5, 0.5).
    public static let center = Alignment(horizontal: 0.5, vertical: 0.5)
    /// The middle of the leading edge (0, 0.5).
    public static let leading = Alignment(horizontal: 0, vertical: 0.5)
    /// The middle of the trailing edge (1, 0.5).
    public static let trailing = Alignment(horizontal: 1, vertical: 0.5)
    /// The middle of the top edge (0.5, 0).
    public static let top = Alignment(horizontal: 0.5, vertical: 0)
    /// The middle of the bottom edge (0.5, 1).
    public static let bottom = Alignment(horizontal: 0.5, vertical: 1)
    /// The top-left corner (0, 0).
    public static let topLeading = Alignment(horizontal: 0, vertical: 0)
    /// The top-right corner (1, 0).
    public static let topTrailing = Alignment(horizontal: 1, vertical: 0)
    /// The bottom-left corner (0, 1).
    public static let bottomLeading = Alignment(horizontal: 0, vertical: 1)
    /// The bottom-right corner (1, 1).
    public static let bottomTrailing = Alignment(horizontal: 1, vertical: 1)
}

/// How a VStack's or grid's children line up across its width.
public enum HorizontalAlignment: Hashable, Sendable {
    /// Left edges line up (fraction 0).
    case leading
    /// Centres line up (fraction 0.5).
    case center
    /// Right edges line up (fraction 1).
    case trailing
    var fraction: Double { self == .leading ? 0 : (self == .center ? 0.5 : 1) }
}

/// How an HStack's children line up across its height.
public enum VerticalAlignment: Hashable, Sendable {
    /// Top edges line up (fraction 0).
    case top
    /// Centres line up (fraction 0.5).
    case center
    /// Bottom edges line up (fraction 1).
    case bottom
    var fraction: Double { self == .top ? 0 : (self == .center ? 0.5 : 1) }
}

/// HStack, VStack or ZStack.
struct Stack {
    enum Kind { case horizontal, vertical, depth }
    var kind: Kind
    /// Cross-axis alignment fraction (HStack: vertical; VStack: horizontal); ZStack uses `alignment`.
    var alignment: Alignment
    /// Points between children; nil: the default of 8.
    var spacing: Double?
    /// LazyVStack / LazyHStack: children are made for the rows in view (and a margin) only.
    var lazy = false
    /// A lazy stack's section views that stay in view while their section scrolls past.
    var pinned: PinnedScrollableViews = []
}

struct TextSpec {
    var string: String
    var font: Font?
    var color: Color?
    var alignment: TextAlignment?
    var lineLimit: Int?
    var isIcon: Bool
    /// Digits as wide as each other (`monospacedDigit()`), whatever the font.
    var monospacedDigits = false
}

struct ImageSpec {
    var name: String
    var resizable: Bool
    var contentMode: ContentMode?
}

/// How a resizable image fills its frame.
public enum ContentMode: Hashable, Sendable {
    /// Scaled to fit inside the frame, aspect kept: the whole image shows, with empty bands if needed.
    case fit
    /// Scaled to cover the frame, aspect kept: the image is cropped to the frame.
    case fill
}
