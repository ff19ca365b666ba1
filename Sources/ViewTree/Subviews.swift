/// One view of another view's content, as SwiftUI's `Subview` (iOS 18): what `Group(subviews:)` and
/// `ForEach(subviews:)` hand out. A block of views, a `ForEach`'s rows and the views of an `if`'s
/// branch are each one subview; a modifier on several of them is on each. Placed in a view, a subview
/// is the view it stands for.
///
/// ```swift
/// Group(subviews: content) { subviews in
///     if let first = subviews.first { first.font(.title) }
///     ForEach(subviews.dropFirst()) { $0 }
/// }
/// ```
public struct Subview: View, BuiltinView, Identifiable {
    /// A subview's identity: where it stands in the content (its ids, branches and positions), so a
    /// `ForEach` row keeps it while its id does.
    public struct ID: Hashable, @unchecked Sendable {
        // Positions, branches and the content's own ids (`ForEach` rows), never changed once made.
        let path: [AnyHashable]
    }

    /// The subview's identity.
    public nonisolated let id: ID
    let content: any View

    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .group([content]) }
}

/// The subviews of a view's content, in order, as SwiftUI's `SubviewsCollection` (iOS 18).
public struct SubviewsCollection: RandomAccessCollection {
    let subviews: [Subview]

    /// The subviews of `view`'s content.
    @MainActor init(_ view: any View) {
        var out: [Subview] = []
        Self.collect(view, path: [], into: &out)
        subviews = out
    }

    /// The first subview's position (0).
    public var startIndex: Int { subviews.startIndex }
    /// The position after the last subview (the count).
    public var endIndex: Int { subviews.endIndex }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview { subviews[position] }
    /// The subviews at `bounds` (positions kept: `subviews[1...]` starts at 1).
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }

    /// The views a content is made of: groups (blocks of views, a `ForEach`'s rows, modified groups)
    /// and branches are looked through; ids, branches and positions name what is found.
    @MainActor private static func collect(_ view: any View, path: [AnyHashable], into out: inout [Subview]) {
        if let subview = view as? Subview {
            out.append(subview)
            return
        }
        guard let builtin = view as? BuiltinView else {
            out.append(Subview(id: Subview.ID(path: path), content: view))
            return
        }
        switch builtin.element {
        case .empty:
            break
        case .group(let views):
            // A view with an id (a `ForEach` row) is named by it, the others by their position.
            for (index, member) in views.enumerated() {
                collect(member, path: member is IdentifiedView ? path : path + [AnyHashable(index)], into: &out)
            }
        case .identified(let id, let member):
            // A row's id stands for its position: the row keeps its identity wherever it moves.
            collect(member, path: path + [AnyHashable(IdentifiedPlace(id: id))], into: &out)
        case .conditional(let branch, let member):
            collect(member, path: path + [AnyHashable(BranchPlace(branch: branch))], into: &out)
        default:
            out.append(Subview(id: Subview.ID(path: path), content: view))
        }
    }

    /// A path step that is a row's id (not a position).
    private struct IdentifiedPlace: Hashable {
        let id: AnyHashable
    }

    /// A path step that is an `if`'s branch.
    private struct BranchPlace: Hashable {
        let branch: Int
    }
}

/// A run of subviews (`subviews[1...]`), as SwiftUI's `SubviewsCollectionSlice`.
public struct SubviewsCollectionSlice: RandomAccessCollection {
    let subviews: ArraySlice<Subview>

    /// The first subview's position in the whole collection.
    public var startIndex: Int { subviews.startIndex }
    /// The position after the last subview of the run.
    public var endIndex: Int { subviews.endIndex }
    /// The subview at `position` (a position in the whole collection).
    public subscript(position: Int) -> Subview { subviews[position] }
    /// The subviews at `bounds`, a part of this run.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }
}

/// The view `Group(subviews:transform:)` makes: `transform` of the content's subviews, a group of the
/// views it makes (so a scroll view around it stacks them, and a modifier on it is on each).
struct SubviewsReader: View, BuiltinView {
    let base: any View
    let transform: (SubviewsCollection) -> any View
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    var body: Never { fatalError() }
    var element: Element { .group([transform(SubviewsCollection(base))]) }
}

extension Group {
    /// The views `transform` makes from the subviews of `view` (iOS 18): each view of its blocks, each
    /// row of its `ForEach`es, each view of its shown branches.
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result) {
        self.init { SubviewsReader(base: view, transform: { transform($0) }) }
    }
}

extension ForEach where Data == SubviewsCollection, ID == Subview.ID {
    /// One view per subview of `view` (iOS 18), made by `content`, identified by the subview.
    public init<V: View, C: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> C) {
        self.init(SubviewsCollection(view), id: \.id, content: content)
    }
}
