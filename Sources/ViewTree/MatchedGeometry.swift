import Geometry

/// A namespace for matched-geometry ids; its name appears in traces as `ns`.
public struct Namespace: Hashable, Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }
}

/// Which parts of the geometry a matched view shares with its partner.
public enum MatchedProperties: String, Hashable, Sendable {
    case frame, position, size
}

struct MatchedSpec {
    var id: String
    var namespace: Namespace
    var properties: MatchedProperties
    var anchor: Alignment
    var isSource: Bool
}

extension View {
    /// Links this view's geometry to every other view with the same id in `namespace`. When a view with
    /// the id is removed and another inserted in one transaction, the inserted one flies from where the
    /// removed one was on screen to its own place, and the removed one follows it out. A view with
    /// `isSource: false` takes the geometry of the source with its id.
    public func matchedGeometryEffect(id: String, in namespace: Namespace, properties: MatchedProperties = .frame,
                                      anchor: Alignment = .center, isSource: Bool = true) -> some View {
        modifier(.matched(MatchedSpec(id: id, namespace: namespace, properties: properties, anchor: anchor, isSource: isSource)))
    }
}
