import Foundation
import Observation

/// A view's body evaluated under observation tracking, as SwiftUI evaluates it: the first change to
/// any `@Observable` property the body read marks the view's node for evaluation again (at once on
/// the main actor; a change made elsewhere is carried there).
@MainActor
enum ObservedBody {
    /// Set on the main queue: the main actor's jobs may run there on a thread other than the main one
    /// (a test runner's), where `Thread.isMainThread` is false.
    nonisolated static let mainQueueKey = DispatchSpecificKey<Bool>()
    private static var markedMainQueue = false

    static func evaluate(_ view: any View, for node: Node) -> any View {
        if !markedMainQueue {
            DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
            markedMainQueue = true
        }
        let ref = NodeReference(node)
        return withObservationTracking {
            view.body as any View
        } onChange: {
            ref.invalidate()
        }
    }
}

/// A weak reference to a node that a change handler may hold whatever thread it runs on; it touches
/// the node only on the main actor.
final class NodeReference: @unchecked Sendable {
    private weak var node: Node?

    @MainActor init(_ node: Node) { self.node = node }

    /// False once the node is gone.
    var isAlive: Bool { node != nil }

    /// Marks the node for evaluation: now on the main actor, else there soon.
    func invalidate() {
        if Thread.isMainThread || DispatchQueue.getSpecific(key: ObservedBody.mainQueueKey) == true {
            MainActor.assumeIsolated { node?.invalidate() }
        } else {
            Task { @MainActor in self.node?.invalidate() }
        }
    }
}

extension Environment {
    /// Reads the `@Observable` object of type `objectType` that `.environment(_:)` put above this view,
    /// as SwiftUI's `@Environment(Model.self)`. A view with none above it traps, naming the type.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(read: { env in
            guard let object = env.observableObjects[ObjectIdentifier(objectType)] as? Value else {
                fatalError("No Observable object of type \(objectType) found: put one above this view with .environment(_:)")
            }
            return object
        })
    }
}

struct ObservableObjectsKey: EnvironmentKey {
    // Empty, and a constant: nothing shares it to mutate.
    nonisolated(unsafe) static let defaultValue: [ObjectIdentifier: AnyObject] = [:]
}

extension EnvironmentValues {
    /// The `@Observable` objects `.environment(_:)` put in, by their type.
    var observableObjects: [ObjectIdentifier: AnyObject] {
        get { self[ObservableObjectsKey.self] }
        set { self[ObservableObjectsKey.self] = newValue }
    }
}

extension View {
    /// Puts `object` in the environment of this view and everything inside it, where
    /// `@Environment(T.self)` reads it, as SwiftUI's `environment(_:)` for `@Observable` objects.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironment(\.observableObjects) { objects in objects[ObjectIdentifier(T.self)] = object }
    }
}

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`:
/// `@Bindable var model: Model` and `TextField("Name", text: $model.name)`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to `object`'s properties.
    public init(wrappedValue object: Value) { wrappedValue = object }
    /// Bindings to `object`'s properties.
    public init(_ object: Value) { wrappedValue = object }

    /// Itself: `$model.name` reads through it.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
