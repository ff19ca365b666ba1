import Foundation
import Geometry
import Synchronization

/// Where a scroll view is, or is asked to go, as iOS 18's `ScrollPosition`: a value kept in `@State`
/// and bound with `scrollPosition(_:anchor:)`. The program moves the scroll by calling a `scrollTo`
/// (to an edge, an offset or a view's id; inside `withAnimation` it animates); when the user scrolls,
/// the value says so (`isPositionedByUser`) and names the view in view (`viewID`), among the views
/// whose id is of the type given as `idType`.
///
/// ```swift
/// @State private var position = ScrollPosition(edge: .top)
/// ScrollView { LazyVStack { ForEach(messages) { MessageRow($0) } }.scrollTargetLayout() }
///     .scrollPosition($position)
/// Button("Latest") { withAnimation { position.scrollTo(edge: .bottom) } }
/// ```
public struct ScrollPosition: Equatable {
    enum Target: Hashable {
        case none
        case view(AnyHashable, UnitPoint?)
        case edge(Edge)
        case point(x: Double?, y: Double?)
    }

    private(set) var target: Target
    /// A new number for every `scrollTo`, so asking for the same place again (the end of a list that
    /// grew) scrolls again.
    private var request: Int
    /// Which ids the user's scroll names (those of `idType`; any when it is `Never`).
    private let idType: ObjectIdentifier
    private let acceptsID: (AnyHashable) -> Bool
    private var userID: AnyHashable?

    /// True when the user scrolled it since the program last set it.
    public private(set) var isPositionedByUser = false

    private static let requests = Atomic<Int>(0)
    private static func nextRequest() -> Int { requests.add(1, ordering: .relaxed).newValue }

    private init<T: Hashable>(idType: T.Type, target: Target) {
        self.target = target
        request = Self.nextRequest()
        self.idType = ObjectIdentifier(T.self)
        if T.self == Never.self {
            acceptsID = { _ in true }
        } else {
            acceptsID = { id in id.base is T }
        }
    }

    /// A position at no particular place (the scroll view starts where it would), naming the views
    /// whose id is of type `idType` as the user scrolls.
    public init(idType: (some Hashable).Type = Never.self) { self.init(idType: idType, target: .none) }
    /// A position at `edge` of the content.
    public init(idType: (some Hashable).Type = Never.self, edge: Edge) { self.init(idType: idType, target: .edge(edge)) }
    /// A position at `point` of the content (points from its top-leading corner).
    public init(idType: (some Hashable).Type = Never.self, point: CGPoint) {
        self.init(idType: idType, target: .point(x: Double(point.x), y: Double(point.y)))
    }
    /// A position `x` points into a horizontal scroll view's content.
    public init(idType: (some Hashable).Type = Never.self, x: CGFloat) { self.init(idType: idType, target: .point(x: Double(x), y: nil)) }
    /// A position `y` points into a vertical scroll view's content.
    public init(idType: (some Hashable).Type = Never.self, y: CGFloat) { self.init(idType: idType, target: .point(x: nil, y: Double(y))) }
    /// A position at the view with `id` (its `anchor` point, or its leading edge, at the scroll view's).
    public init<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) { self.init(idType: ID.self, target: .view(AnyHashable(id), anchor)) }

    /// Scrolls to `edge` of the content.
    public mutating func scrollTo(edge: Edge) { set(.edge(edge)) }
    /// Scrolls to `point` of the content.
    public mutating func scrollTo(point: CGPoint) { set(.point(x: Double(point.x), y: Double(point.y))) }
    /// Scrolls a horizontal scroll view `x` points into its content.
    public mutating func scrollTo(x: CGFloat) { set(.point(x: Double(x), y: nil)) }
    /// Scrolls a vertical scroll view `y` points into its content.
    public mutating func scrollTo(y: CGFloat) { set(.point(x: nil, y: Double(y))) }
    /// Scrolls to `x`, `y` points into the content (the one along the scroll view's axis counts).
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { set(.point(x: Double(x), y: Double(y))) }
    /// Scrolls to the view with `id` (its `anchor` point, or its leading edge, at the scroll view's).
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) { set(.view(AnyHashable(id), anchor)) }

    private mutating func set(_ target: Target) {
        self.target = target
        request = Self.nextRequest()
        isPositionedByUser = false
        userID = nil
    }

    /// The edge it was last asked to scroll to; nil otherwise (or once the user scrolled).
    public var edge: Edge? { if case .edge(let e) = target, !isPositionedByUser { e } else { nil } }
    /// The point it was last asked to scroll to; nil otherwise (or once the user scrolled).
    public var point: CGPoint? {
        guard case .point(let x, let y) = target, !isPositionedByUser else { return nil }
        return CGPoint(x: x ?? 0, y: y ?? 0)
    }
    /// The id of the view it was asked to scroll to, or that the user's scroll shows.
    public var viewID: (any Hashable)? {
        if isPositionedByUser { return userID?.base as? any Hashable }
        if case .view(let id, _) = target { return id.base as? any Hashable }
        return nil
    }
    /// `viewID` as a `T`, when it is one.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID as? T }

    /// Equal when they ask for the same place by the same request (or were both left by the user at
    /// the same view).
    public static func == (a: ScrollPosition, b: ScrollPosition) -> Bool {
        a.changeKey == b.changeKey && a.idType == b.idType
    }

    /// What changes when the program or the user moves it.
    var changeKey: AnyHashable { AnyHashable([AnyHashable(target), AnyHashable(request), AnyHashable(isPositionedByUser), userID ?? AnyHashable(0)]) }

    /// Where it asks the scroll view to go: nowhere once the user put it where it is.
    var scrollTarget: ScrollPositionTarget? {
        guard !isPositionedByUser else { return nil }
        switch target {
        case .none: return nil
        case .view(let id, let anchor): return .view(id, anchor)
        case .edge(let e): return .edge(e)
        case .point(let x, let y): return .point(x: x, y: y)
        }
    }

    /// Whether the user's scroll to `id` changes it.
    func changes(userID id: AnyHashable?) -> Bool { !isPositionedByUser || userID != id }

    /// The id of a view the user's scroll shows, if this position names ids of its type.
    func accepts(_ id: AnyHashable) -> Bool { acceptsID(id) }

    /// The user scrolled it to the view with `id` (nil: no view with an id of its type there).
    mutating func positionedByUser(at id: AnyHashable?) {
        isPositionedByUser = true
        userID = id
    }
}

extension View {
    /// Binds the scroll views inside to `position` (iOS 18's form): setting it with a `scrollTo` moves
    /// them there, animated in `withAnimation`; the user's scrolls write where they are to it
    /// (`isPositionedByUser`, `viewID` at `anchor`'s point or the first view in view).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        let binding = ScrollPositionBinding(
            get: { position.wrappedValue.changeKey },
            set: { id in position.wrappedValue.positionedByUser(at: id) },
            accepts: { id in position.wrappedValue.accepts(id) },
            anchor: anchor,
            target: { _ in position.wrappedValue.scrollTarget },
            changes: { id in position.wrappedValue.changes(userID: id) })
        return modifier(.environment { $0[ScrollPositionKey.self] = binding })
    }
}
