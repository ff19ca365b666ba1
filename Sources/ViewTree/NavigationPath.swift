/// A list of values of any `Hashable` types naming the pages pushed on a `NavigationStack`, as
/// SwiftUI's `NavigationPath`: each value shows the page `.navigationDestination(for:)` names for its
/// type. Append to push, remove to pop (`removeLast(path.count)` returns to the root).
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the root alone.
    public init() { elements = [] }

    /// A path of `elements`, the first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many pages the path pushes.
    public var count: Int { elements.count }
    /// True when only the root shows.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes the page for `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops the last `k` pages (all of them when `k` is more than there are).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.max(0, Swift.min(k, elements.count))) }
}

/// A stack's path as the stack reads and writes it, whatever the binding's type.
struct NavigationPathAccess {
    let values: @MainActor () -> [AnyHashable]
    /// Appends a value; false when the path cannot hold its type (a typed array of another type).
    let append: @MainActor (AnyHashable) -> Bool
    let removeLast: @MainActor () -> Void
}

/// The destinations `.navigationDestination(for:)` declares inside a stack, by the value's type: the
/// stack's pages for its path are made from them. Written when the declaring view is evaluated (before
/// the pages, which come after the root in the stack); one per stack (its `@State`).
@MainActor
final class NavigationDestinationRegistry {
    var byType: [ObjectIdentifier: @MainActor (Any) -> AnyView] = [:]

    /// The page for `value`, by its type's destination (nil: none declared).
    func page(for value: AnyHashable) -> AnyView? {
        byType[ObjectIdentifier(type(of: value.base))].map { $0(value.base) }
    }
}

struct NavigationDestinationRegistryKey: EnvironmentKey { static let defaultValue: NavigationDestinationRegistry? = nil }

extension EnvironmentValues {
    var navigationDestinationRegistry: NavigationDestinationRegistry? {
        get { self[NavigationDestinationRegistryKey.self] }
        set { self[NavigationDestinationRegistryKey.self] = newValue }
    }
}
