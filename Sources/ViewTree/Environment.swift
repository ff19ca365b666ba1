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
public struct EnvironmentValues {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// The defaults: body font, black text, leading alignment, no line limit, light appearance.
    public init() {}

    /// The value for a custom key: the nearest ancestor's, or the key's `defaultValue`.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// No value of a custom `EnvironmentKey` was written.
    var hasNoCustomValues: Bool { storage.isEmpty }

    /// The font of text that names none (`.font(_:)`).
    public var font: Font = .body
    /// The colour of text, icons and shapes without a fill (`.foregroundColor(_:)`).
    public var foregroundColor: Color = .black
    /// Alignment of the lines of multi-line text (`.multilineTextAlignment(_:)`).
    public var textAlignment: TextAlignment = .leading
    /// The most lines a text shows (`.lineLimit(_:)`); nil: no limit.
    public var lineLimit: Int?
    /// Progress of the transition that is inserting or removing the enclosing view: 0 absent, 1 present.
    public var transitionProgress: Double = 1
    /// Light or dark appearance: system colours drawn by the engine (a divider's) follow it.
    public var colorScheme: ColorScheme = .light
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
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>
    /// Reads the environment value at `keyPath`, e.g. `@Environment(\\.transitionProgress)`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    /// The value in the environment of the view whose body is being evaluated (the defaults outside a body).
    public var wrappedValue: Value {
        (EvaluationContext.current?.environment ?? EnvironmentValues())[keyPath: keyPath]
    }
}

/// The node whose body is being evaluated, for property wrappers that read from it.
@MainActor
enum EvaluationContext {
    static var current: Node?
}
