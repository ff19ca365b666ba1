import Geometry

/// Where a `GeometryReader` is, as its content is told (`GeometryProxy`): its size, its origin in the
/// window, the origins and sizes (window points) of the named coordinate spaces around it, and the
/// origin of the innermost scroll view's visible part. Origins follow the layout, the scroll offsets
/// drawn and `offset` modifiers.
struct ReaderGeometry: Equatable {
    var size: Size
    var origin = Point.zero
    var named: [String: Point] = [:]
    var namedSizes: [String: Size] = [:]
    var scrollOrigin: Point?
}

/// The readers whose content asked where they are: each update checks whether they moved.
final class ReaderBook {
    final class Entry {
        weak var node: Node?
        init(_ node: Node) { self.node = node }
    }
    var entries: [ObjectIdentifier: Entry] = [:]
}

extension ViewGraph {
    /// Where the size reader `node`, laid out at `size`, is now.
    func readerGeometry(_ node: Node, size: Size) -> ReaderGeometry {
        var g = ReaderGeometry(size: size)
        // The reader's place in the space of `c` (the node reached so far), then in its parent's.
        var at = Point.zero
        var namedAt: [(String, Point, Size)] = []
        var scrollAt: Point?
        var c = node
        while true {
            if case .modified(.coordinateSpace(let name)) = c.kind, !namedAt.contains(where: { $0.0 == name }) {
                namedAt.append((name, at, c.frame.size))
            }
            // A transparent node shares its child's rect: its frame is not a step of its own.
            if !c.isTransparent { at = at + c.frame.origin }
            guard let parent = c.parent else { break }
            if parent.scrollAxis != nil {
                at = at - parent.scrollVector(parent.scrollOffset.presented(at: time))
                if scrollAt == nil { scrollAt = at }
            }
            if case .modified(.offset(let x, let y)) = parent.kind { at = at + Point(x: x, y: y) }
            c = parent
        }
        g.origin = at
        for (name, rel, s) in namedAt {
            g.named[name] = at - rel
            g.namedSizes[name] = s
        }
        g.scrollOrigin = scrollAt.map { at - $0 }
        return g
    }

    /// The content of size reader `node` made by `build` for `geometry`; a content that asks where it
    /// is while it is made gets checked each update from now on (one that asks only later, from an
    /// action, reads the place it was made at).
    func readerContent(_ node: Node, _ build: @MainActor (ReaderGeometry, ReaderUse) -> any View, _ geometry: ReaderGeometry) -> any View {
        let use = ReaderUse()
        let view = build(geometry, use)
        node.reader = geometry
        node.readerUse = use
        if use.position { readers.entries[ObjectIdentifier(node)] = ReaderBook.Entry(node) }
        return view
    }

    /// Before an update: a reader whose content asked where it is and that is somewhere else now (a
    /// scroll moved it) is laid out again, its content made for its new place.
    func checkMovedReaders() {
        for (key, entry) in readers.entries {
            guard let node = entry.node, node.host === self, let use = node.readerUse, let was = node.reader else {
                readers.entries[key] = nil
                continue
            }
            guard use.position, node.laidOut, readerGeometry(node, size: was.size) != was else { continue }
            // Its size and its ancestors' do not change (a reader takes the space offered): only the
            // path to it is placed again.
            // Transparent nodes are never placed (they stay marked): walk through them.
            var n: Node? = node
            while let c = n, !c.layoutDirty || c === node || c.isTransparent {
                c.layoutDirty = true
                n = c.parent
            }
            needsLayout = true
        }
    }
}
