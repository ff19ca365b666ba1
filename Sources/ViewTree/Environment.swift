import Geometry
import Typography

/// A typed key for a value that flows down the tree.
public protocol EnvironmentKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value read where no ancestor wrote one.
    static var defaultValue: Value { get }
}

/// Values that flow from a view to everything inside it: fonts, colours, and any typed key.
///
/// The values live in one shared, copy-on-write box: a view's children inherit their parent's box
/// (a node holds one reference, not a copy of every value), and a write copies it only when shared.
public struct EnvironmentValues {
    private final class Box {
        var storage: [ObjectIdentifier: Any] = [:]
        var font: Font = .body
        var foregroundColor: Color = .black
        var textAlignment: TextAlignment = .leading
        var lineLimit: Int?
        var minimumScaleFactor: Double = 1
        var transitionProgress: Double = 1
        var colorScheme: ColorScheme = .light

        init() {}
        init(copying o: Box) {
            storage = o.storage
            font = o.font
            foregroundColor = o.foregroundColor
            textAlignment = o.textAlignment
            lineLimit = o.lineLimit
            minimumScaleFactor = o.minimumScaleFactor
            transitionProgress = o.transitionProgress
            colorScheme = o.colorScheme
        }
    }

    /// The defaults, shared by every environment nothing wrote to (never written: a write copies it).
    private nonisolated(unsafe) static let defaults = Box()
    private var box: Box

    /// The defaults: body font, black text, leading alignment, no line limit, light appearance.
    public init() { box = Self.defaults }

    /// The box, made unique first (copy on write).
    private mutating func writable() -> Box {
        if !isKnownUniquelyReferenced(&box) { box = Box(copying: box) }
        return box
    }

    /// The value for a custom key: the nearest ancestor's, or the key's `defaultValue`.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { box.storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { writable().storage[ObjectIdentifier(key)] = newValue }
    }

    /// No value of a custom `EnvironmentKey` was written.
    var hasNoCustomValues: Bool { box.storage.isEmpty }
    /// Both hold the very same values (one box): what one was written, so was the other.
    func sharesValues(with other: EnvironmentValues) -> Bool { box === other.box }

    /// The font of text that names none (`.font(_:)`).
    public var font: Font {
        get { box.font }
        set { writable().font = newValue }
    }
    /// The colour of text, icons and shapes without a fill (`.foregroundColor(_:)`).
    public var foregroundColor: Color {
        get { box.foregroundColor }
        set { writable().foregroundColor = newValue }
    }
    /// Alignment of the lines of multi-line text (`.multilineTextAlignment(_:)`).
    public var textAlignment: TextAlignment {
        get { box.textAlignment }
        set { writable().textAlignment = newValue }
    }
    /// The most lines a text shows (`.lineLimit(_:)`); nil: no limit.
    public var lineLimit: Int? {
        get { box.lineLimit }
        set { writable().lineLimit = newValue }
    }
    /// How far a text may shrink its font to fit the width it is offered without breaking a word or
    /// being cut off (`.minimumScaleFactor(_:)`), 0 to 1; 1: not at all.
    public var minimumScaleFactor: Double {
        get { box.minimumScaleFactor }
        set { writable().minimumScaleFactor = newValue }
    }
    /// Progress of the transition that is inserting or removing the enclosing view: 0 absent, 1 present.
    public var transitionProgress: Double {
        get { box.transitionProgress }
        set { writable().transitionProgress = newValue }
    }
    /// Light or dark appearance: system colours drawn by the engine (a divider's) follow it.
    public var colorScheme: ColorScheme {
        get { box.colorScheme }
        set { writable().colorScheme = newValue }
    }
}

/// The appearance views are drawn for.
public enum ColorScheme: Sendable, Hashable {
    /// Dark content on light backgrounds (the default).
    case light
    /// Light content on dark backgrounds.
    case dark
}

/// Reads an environment value inside `body`.
@MainActor
@propertyWrapper
public struct Environment<Value>: EnvironmentLinking {
    let read: @MainActor (EnvironmentValues) -> Value
    let link = EnvironmentLink()
    /// Reads the environment value at `keyPath`, e.g. `@Environment(\\.transitionProgress)`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }
    init(read: @escaping @MainActor (EnvironmentValues) -> Value) { self.read = read }
    /// The value in the environment of the view that holds this property: read in its body, or later
    /// in an action its body made (a button's `dismiss()`), as SwiftUI keeps it. Before the view was
    /// evaluated, the environment of the body being evaluated (the defaults outside a body).
    public var wrappedValue: Value {
        read((link.node ?? EvaluationContext.current)?.environment ?? EnvironmentValues())
    }
    func link(to node: Node) { link.node = node }
}

/// The node whose view holds an `@Environment` property (set when its body is evaluated).
@MainActor
final class EnvironmentLink {
    weak var node: Node?
}

/// A property that reads from the node of the view holding it (`Environment`).
@MainActor
protocol EnvironmentLinking {
    func link(to node: Node)
}

/// A view whose `@Environment` properties are read in its body only (never in an action it makes):
/// the evaluation's context serves them, so its value is not reflected to link them (the engine's own
/// `EnvironmentReader`, built by many modifiers).
protocol ReadsEnvironmentInBodyOnly {}

/// The node whose body is being evaluated, for property wrappers that read from it.
@MainActor
enum EvaluationContext {
    static var current: Node?
}
