import Geometry

/// A namespace for matched-geometry ids; its name appears in traces as `ns`.
public struct Namespace: Hashable, Sendable {
    /// The namespace's name: matched ids are compared within one name.
    public let name: String
    /// The namespace called `name`; two values with the same name are the same namespace.
    public init(_ name: String) { self.name = name }
}

/// Which parts of the geometry a matched view shares with its partner.
public enum MatchedProperties: String, Hashable, Sendable {
    /// Position and size: the view is drawn in its partner's rectangle.
    case frame
    /// The centre only: the view keeps its own size, centred where its partner is.
    case position
    /// The size only: the view keeps its own centre, at its partner's size.
    case size
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
    ///
    /// ```swift
    /// let ns = Namespace("cards")
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
    public func matchedGeometryEffect(id: String, in namespace: Namespace, properties: MatchedProperties = .frame,
                                      anchor: Alignment = .center, isSource: Bool = true) -> some View {
        modifier(.matched(MatchedSpec(id: id, namespace: namespace, properties: properties, anchor: anchor, isSource: isSource)))
    }
}
