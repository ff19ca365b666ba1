import Foundation

/// A class whose changes views follow, as Combine's `ObservableObject` in SwiftUI code: its
/// `@Published` properties announce each change on `objectWillChange` before it happens, and every
/// view holding it in `@StateObject`, `@ObservedObject` or `@EnvironmentObject` is evaluated again.
/// `objectWillChange` is made for each object when first asked for; a class may declare its own
/// (`let objectWillChange = ObservableObjectPublisher()`) and call `send()` itself.
public protocol ObservableObject: AnyObject {
    /// Announces that the object is about to change.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The object's own publisher, made when first asked for and kept while the object lives.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.shared(for: self) }
}

/// What an `ObservableObject` announces its changes on, as Combine's `ObservableObjectPublisher`: the
/// views that read the object are told (on the main actor) to evaluate their bodies again.
public final class ObservableObjectPublisher: @unchecked Sendable {
    private let lock = NSLock()
    /// The views told of a change, by their node (weak: a view that went stops listening).
    private var subscribers: [ObjectIdentifier: NodeReference] = [:]

    /// A publisher no view listens to yet.
    public init() {}

    /// Tells every view that reads the object that it is about to change.
    public func send() {
        lock.lock()
        subscribers = subscribers.filter { $0.value.isAlive }
        let listening = Array(subscribers.values)
        lock.unlock()
        for ref in listening { ref.invalidate() }
    }

    /// Makes `node` evaluate again on each change (once per node, however often it links).
    @MainActor func subscribe(_ node: Node) {
        let ref = NodeReference(node)
        lock.lock()
        subscribers[ObjectIdentifier(node)] = ref
        lock.unlock()
    }

    /// Each object's publisher when the class does not declare one, with the object it belongs to
    /// (weak: a publisher goes when its object does).
    private static let table = PublisherTable()

    static func shared(for object: AnyObject) -> ObservableObjectPublisher { table.publisher(for: object) }
}

/// The publishers made for objects that declare none, by object.
private final class PublisherTable: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: (object: Weak, publisher: ObservableObjectPublisher)] = [:]

    struct Weak {
        weak var object: AnyObject?
    }

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        if let entry = entries[id], entry.object.object === object { return entry.publisher }
        // A new object (or a new one at a freed object's address): drop the entries of freed objects
        // now and then, so the table follows the objects alive.
        if entries.count > 64, entries.count.nonzeroBitCount == 1 { entries = entries.filter { $0.value.object.object != nil } }
        let publisher = ObservableObjectPublisher()
        entries[id] = (Weak(object: object), publisher)
        return publisher
    }
}

/// A property of an `ObservableObject` whose changes are announced, as Combine's `@Published`: setting
/// it sends the object's `objectWillChange` first. Only a class's properties can be published.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) { value = wrappedValue }

    /// Read and written through the enclosing object (`_enclosingInstance`), never directly.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The value, read and written through the object that holds it; a write announces the change.
    public static subscript<Object: ObservableObject>(_enclosingInstance object: Object,
                                                      wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
                                                      storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

/// Bindings to an observed object's properties: `$model.name` (`@ObservedObject`, `@StateObject` and
/// `@EnvironmentObject` project one).
@MainActor
@dynamicMemberLookup
public struct ObservedObjectBindings<ObjectType: ObservableObject> {
    let object: ObjectType

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = self.object
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// An observable object a view is handed, as SwiftUI's `@ObservedObject`: the view is evaluated again
/// whenever the object announces a change.
@MainActor
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: EnvironmentLinking {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObjectBindings<ObjectType> { ObservedObjectBindings(object: wrappedValue) }

    func link(to node: Node) { wrappedValue.objectWillChange.subscribe(node) }

    /// SwiftUI's name for the bindings type.
    public typealias Wrapper = ObservedObjectBindings<ObjectType>
}

/// An observable object a view makes once and keeps while it keeps its identity, as SwiftUI's
/// `@StateObject`: made when the view first appears (not each time its value is made), and followed
/// as `@ObservedObject` follows one.
@MainActor
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: StateProperty {
    let state = State<ObjectType?>(wrappedValue: nil)
    let make: @MainActor () -> ObjectType

    /// The object `thunk` makes, the first time the view appears.
    public init(wrappedValue thunk: @autoclosure @escaping @MainActor () -> ObjectType) { make = thunk }

    /// The view's object (made on first use when the view was not linked yet).
    public var wrappedValue: ObjectType {
        if let object = state.location.box?.value { return object }
        let object = make()
        state.location.box?.value = object
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObjectBindings<ObjectType> { ObservedObjectBindings(object: wrappedValue) }

    func link(to node: Node, slot: Int) {
        state.link(to: node, slot: slot)
        // Made once per node; held in its state slot (no evaluation is asked for by making it).
        let object = wrappedValue
        object.objectWillChange.subscribe(node)
    }
}

/// An observable object put above a view with `.environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`; the view follows its changes. A view with none of its type above it traps,
/// naming the type.
@MainActor
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: EnvironmentLinking {
    let link = EnvironmentLink()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        let env = (link.node ?? EvaluationContext.current)?.environment ?? EnvironmentValues()
        guard let object = env.observableObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: put one above this view with .environmentObject(_:)")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObjectBindings<ObjectType> { ObservedObjectBindings(object: wrappedValue) }

    func link(to node: Node) {
        link.node = node
        if let object = node.environment.observableObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType {
            object.objectWillChange.subscribe(node)
        }
    }

    /// SwiftUI's name for the bindings type.
    public typealias Wrapper = ObservedObjectBindings<ObjectType>
}

extension View {
    /// Puts `object` above this view and everything inside it, where `@EnvironmentObject` reads it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.observableObjects) { objects in objects[ObjectIdentifier(T.self)] = object }
    }
}
