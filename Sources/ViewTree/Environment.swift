import Geometry
import Typography

/// A typed key for a value that flows down the tree.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow from a view to everything inside it: fonts, colours, and any typed key.
public struct EnvironmentValues {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// No value of a custom `EnvironmentKey` was written.
    var hasNoCustomValues: Bool { storage.isEmpty }

    public var font: Font = .body
    public var foregroundColor: Color = .black
    public var textAlignment: TextAlignment = .leading
    public var lineLimit: Int?
    /// Progress of the transition that is inserting or removing the enclosing view: 0 absent, 1 present.
    public var transitionProgress: Double = 1
    /// Light or dark appearance: system colours drawn by the engine (a divider's) follow it.
    public var colorScheme: ColorScheme = .light
}

/// The appearance views are drawn for.
public enum ColorScheme: Sendable, Hashable {
    case light, dark
}

/// Reads an environment value inside `body`.
@MainActor
@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value {
        (EvaluationContext.current?.environment ?? EnvironmentValues())[keyPath: keyPath]
    }
}

/// The node whose body is being evaluated, for property wrappers that read from it.
@MainActor
enum EvaluationContext {
    static var current: Node?
}
