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
    case grid(GridSpec, [any View])
}

/// A view with no children.
enum Leaf {
    case text(TextSpec)
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
    case path(PathSpec)
}

struct GradientSpec {
    var stops: [(location: Double, color: Color)]
    var start: Alignment
    var end: Alignment
}

public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case capsule
}

public enum Axis: Hashable, Sendable {
    case horizontal, vertical
}

/// Alignment of children across a stack, or within a frame / ZStack.
public struct Alignment: Hashable, Sendable {
    /// 0 = leading/top, 0.5 = centre, 1 = trailing/bottom.
    public var horizontal: Double
    public var vertical: Double
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: 0.5, vertical: 0.5)
    public static let leading = Alignment(horizontal: 0, vertical: 0.5)
    public static let trailing = Alignment(horizontal: 1, vertical: 0.5)
    public static let top = Alignment(horizontal: 0.5, vertical: 0)
    public static let bottom = Alignment(horizontal: 0.5, vertical: 1)
    public static let topLeading = Alignment(horizontal: 0, vertical: 0)
    public static let topTrailing = Alignment(horizontal: 1, vertical: 0)
    public static let bottomLeading = Alignment(horizontal: 0, vertical: 1)
    public static let bottomTrailing = Alignment(horizontal: 1, vertical: 1)
}

public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing
    var fraction: Double { self == .leading ? 0 : (self == .center ? 0.5 : 1) }
}

public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom
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
}

struct TextSpec {
    var string: String
    var font: Font?
    var color: Color?
    var alignment: TextAlignment?
    var lineLimit: Int?
    var isIcon: Bool
}

struct ImageSpec {
    var name: String
    var resizable: Bool
    var contentMode: ContentMode?
}

public enum ContentMode: Hashable, Sendable {
    case fit, fill
}

extension Leaf {
    /// A shape drawn as a border band rather than filled.
    var isStroke: Bool { if case .shape(_, _, _?) = self { return true } else { return false } }
}
