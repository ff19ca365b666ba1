import Geometry

/// A namespace for matched-geometry ids. Two forms:
/// - `@Namespace private var ns`, as in SwiftUI: `ns` is a `Namespace.ID` that stays the same for as
///   long as the view keeps its identity (it is stored in the view's node, like `@State`), and differs
///   from every other view's; traces name it `ns1`, `ns2`, … in the order namespaces were first made.
/// - `Namespace("name")`: a fixed namespace whose trace name is `name` (the demo scenes use it).
@propertyWrapper
public struct Namespace: Sendable {
    /// The identity of one namespace: its trace name and, for `@Namespace`, a serial number that makes
    /// it unique.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        /// The name traces give the namespace.
        public let name: String
        let serial: Int
        /// The trace name.
        public var description: String { name }
    }

    private let fixed: ID?
    private let location = NamespaceLocation()

    /// A namespace owned by the view that declares it (`@Namespace var ns`).
    public init() { fixed = nil }
    /// A fixed, named namespace.
    public init(_ name: String) { fixed = ID(name: name, serial: 0) }

    /// The namespace's id. Read outside a body evaluation, a `@Namespace` not yet linked to its view
    /// gives a placeholder id shared by all such reads.
    public var wrappedValue: ID { fixed ?? location.id ?? ID(name: "ns?", serial: -1) }

    /// The trace name.
    public var name: String { wrappedValue.name }
}

extension Namespace: StateProperty {
    /// How many `@Namespace` ids were made so far (their serial numbers).
    @MainActor static var made = 0

    /// Finds this namespace's id in the node's state slot, or makes it there (first evaluation).
    func link(to node: Node, slot: Int) {
        if slot < node.states.count, let box = node.states[slot] as? StateBox<ID> {
            location.id = box.value
            return
        }
        Self.made += 1
        let box = StateBox(value: fixed ?? ID(name: "ns\(Self.made)", serial: Self.made), node: node)
        if slot < node.states.count { node.states[slot] = box } else { node.states.append(box) }
        location.id = box.value
    }
}

/// Where a `@Namespace` value finds its id once linked to its view's node. Written only on the main
/// actor, during body evaluation, before the body reads it.
final class NamespaceLocation: @unchecked Sendable {
    var id: Namespace.ID?
}

/// Which parts of the geometry a matched view shares with its partner.
public enum MatchedProperties: String, Hashable, Sendable {
    /// Position and size: the view is drawn in its partner's rectangle.
    case frame
    /// The centre only: the view keeps its own size, centred where its partner is.
    case position
    /// The size only: the view keeps its own centre, at its partner's size.
    case size

    /// The properties named `rawValue` ("frame", "position" or "size", as traces write them); nil
    /// for any other name.
    public init?(rawValue: String) {
        switch rawValue {
        case "frame": self = .frame
        case "position": self = .position
        case "size": self = .size
        default: return nil
        }
    }
}

struct MatchedSpec {
    /// The id as the program gave it (any Hashable value); views match when these are equal.
    var key: AnyHashable
    /// The id as traces and scripts write it.
    var id: String
    var namespace: Namespace.ID
    var properties: MatchedProperties
    var anchor: Alignment
    var isSource: Bool
}

extension View {
    /// Links this view's geometry to every other view with the same id in `namespace`. When a view with
    /// the id is removed and another inserted in one transaction, the inserted one flies from where the
    /// removed one was on screen to its own place, and the removed one follows it out. A view with
    /// `isSource: false` takes the geometry of the source with its id. Any `Hashable` value is an id;
    /// traces write it as `String(describing:)` does.
    ///
    /// ```swift
    /// @Namespace private var ns
    /// // In one body: exactly one of the two is present; toggling `open` in withAnimation flies it.
    /// if open {
    ///     RoundedRectangle(cornerRadius: 20).fill(.blue)
    ///         .matchedGeometryEffect(id: "card", in: ns)
    ///         .frame(width: 400, height: 300)
    /// } else {
    ///     RoundedRectangle(cornerRadius: 8).fill(.blue)
    ///         .matchedGeometryEffect(id: "card", in: ns)
    ///         .frame(width: 80, height: 60)
    /// }
    /// ```
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedProperties = .frame,
                                                    anchor: Alignment = .center, isSource: Bool = true) -> some View {
        modifier(.matched(MatchedSpec(key: AnyHashable(id), id: String(describing: id), namespace: namespace,
                                      properties: properties, anchor: anchor, isSource: isSource)))
    }

    /// The same, with a fixed namespace (`Namespace("name")`).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace, properties: MatchedProperties = .frame,
                                                    anchor: Alignment = .center, isSource: Bool = true) -> some View {
        matchedGeometryEffect(id: id, in: namespace.wrappedValue, properties: properties, anchor: anchor, isSource: isSource)
    }
}
