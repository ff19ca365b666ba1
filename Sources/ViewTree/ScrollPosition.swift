import Foundation
import Geometry
import Motion

/// A scroll position binding with its types erased: `scrollPosition(id:anchor:)`'s id, or iOS 18's
/// `ScrollPosition` value. `get` is what changes when the program moves the scroll (the id, or the
/// value's change key), `target` where such a value asks the scroll to go (nil: nowhere, as a value
/// the user's scroll wrote), `set` takes the id of the view the user scrolled to, `accepts` says
/// which ids it can hold (those of its id type: a section header's is passed over), and `anchor` is
/// the point of the scroll view that the view it names lines up with.
struct ScrollPositionBinding {
    let get: @MainActor () -> AnyHashable?
    let set: @MainActor (AnyHashable?) -> Void
    let accepts: @MainActor (AnyHashable) -> Bool
    let anchor: UnitPoint?
    let target: @MainActor (AnyHashable) -> ScrollPositionTarget?
    /// Whether the user's scroll to the view with this id (nil: none with an id there) changes the
    /// binding.
    let changes: @MainActor (AnyHashable?) -> Bool
}

/// Where a scroll position asks its scroll view to go.
enum ScrollPositionTarget {
    /// The view with this id, its `anchor` point (nil: its leading edge) at the scroll view's.
    case view(AnyHashable, UnitPoint?)
    /// The start (top, leading) or the end (bottom, trailing) of the content.
    case edge(Edge)
    /// An offset into the content (points; nil along an axis: unchanged).
    case point(x: Double?, y: Double?)
}

struct ScrollPositionKey: EnvironmentKey {
    static var defaultValue: ScrollPositionBinding? { nil }
}

/// What the graph remembers of a scroll view with a position binding: the id it last saw in the
/// binding (or wrote to it) and the offset it last worked the id out at.
@MainActor
final class ScrollPositionEntry {
    weak var scroll: Node?
    var started = false
    var lastSeen: AnyHashable?
    var lastOffset = 0.0
    /// Set while a scroll the program asked for runs: the binding keeps what it was set to, and where
    /// the scroll ends is not written back as the user's.
    var scrollingToValue = false
    init(_ scroll: Node) { self.scroll = scroll }
}

extension View {
    /// Binds the scroll views inside to the id of a view of their scroll target layout, as SwiftUI's
    /// `scrollPosition(id:anchor:)`: as the scroll moves, `id` is set to the view in view (the one at
    /// `anchor`'s point of the scroll view; without an anchor, the first whose middle has not passed its
    /// leading edge); setting `id` scrolls to that view (its `anchor` point, or its leading edge, at the
    /// scroll view's), animated with the change's animation (`withAnimation { id = next }`). A value
    /// set before the scroll view shows places it there at once.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack { ForEach(cards) { card in CardView(card) } }
    ///         .scrollTargetLayout()
    /// }
    /// .scrollPosition(id: $current)
    /// ```
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let binding = ScrollPositionBinding(get: { id.wrappedValue.map { AnyHashable($0) } },
                                            set: { id.wrappedValue = $0?.base as? ID },
                                            accepts: { $0.base is ID }, anchor: anchor, target: { .view($0, anchor) },
                                            changes: { $0 != nil && $0 != id.wrappedValue.map { AnyHashable($0) } })
        return modifier(.environment { $0[ScrollPositionKey.self] = binding })
    }
}

extension ViewGraph {
    /// Notes a scroll view placed with a position binding around it (checked each update from now on).
    func noteScrollPosition(_ scroll: Node) {
        guard scroll.environment[ScrollPositionKey.self] != nil, scrollRequests.positions[ObjectIdentifier(scroll)] == nil else { return }
        scrollRequests.positions[ObjectIdentifier(scroll)] = ScrollPositionEntry(scroll)
    }

    /// After layout: a binding that changed since it was last seen scrolls its view to the id it holds
    /// (with `animation`; at once the first time); a scroll that moved sets its binding to the view now
    /// in view (after the update, as an action), except while it animates to the id it was set to.
    func syncScrollPositions(animation: Animation?) {
        var requested = false
        for (key, entry) in scrollRequests.positions {
            guard let scroll = entry.scroll, scroll.host === self, !scroll.isGoingAway, scroll.laidOut,
                  let binding = scroll.environment[ScrollPositionKey.self], let axis = scroll.scrollAxis else {
                scrollRequests.positions[key] = nil
                continue
            }
            let value = binding.get()
            let offset = scroll.scrollOffset.presented(at: time)
            if !entry.started || value != entry.lastSeen {
                if let value, let target = binding.target(value) {
                    requested = moveScroll(scroll, axis, to: target, animation: entry.started ? animation : nil) || requested
                    entry.scrollingToValue = true
                }
                entry.started = true
                entry.lastSeen = value
                entry.lastOffset = offset
                continue
            }
            // The program's move: where it ends is not the user's (the binding keeps what it was set to).
            if entry.scrollingToValue {
                let moving = scroll.scrollOffset.isAnimating(at: time) || scrollRequests.following.contains { $0.scroll === scroll }
                if !moving {
                    entry.scrollingToValue = false
                    entry.lastOffset = offset
                }
                continue
            }
            guard abs(offset - entry.lastOffset) > 1e-6 else { continue }
            entry.lastOffset = offset
            let id = scrollPositionID(scroll, axis, anchor: binding.anchor, offset: offset, accepts: binding.accepts)
            guard binding.changes(id) else { continue }
            entry.lastSeen = id
            pass.pendingActions.append { binding.set(id) }
        }
        if requested { applyScrollRequests() }
    }

    /// Starts `scroll`'s move to `target` (with `animation`; at once without); returns whether a
    /// `scrollTo` request was queued (applied by `applyScrollRequests`).
    private func moveScroll(_ scroll: Node, _ axis: Axis, to target: ScrollPositionTarget, animation: Animation?) -> Bool {
        let offset: Double
        switch target {
        case .view(let id, let anchor):
            requestScroll(ScrollRequest(reader: scroll, id: id, anchor: anchor ?? .topLeading, animation: animation))
            return true
        case .edge(let edge):
            switch (edge, axis) {
            case (.top, .vertical), (.leading, .horizontal): offset = 0
            case (.bottom, .vertical), (.trailing, .horizontal): offset = scroll.maxScrollOffset
            default: return false
            }
        case .point(let x, let y):
            guard let along = axis == .horizontal ? x : y else { return false }
            offset = min(max(0, along), scroll.maxScrollOffset)
        }
        scroll.scrollOffset.set(offset, animation: animation, at: time)
        needsLayout = true
        if animation == nil {
            // At once: laid out there now (a lazy stack makes the rows there, and measuring them can
            // move the end: the end is asked for again).
            for _ in 0..<3 {
                checkLazyWindows()
                layout()
                guard case .edge(let edge) = target, edge == .bottom || edge == .trailing,
                      abs(scroll.scrollOffset.target - scroll.maxScrollOffset) > 1e-6 else { break }
                scroll.scrollOffset.reset(to: scroll.maxScrollOffset)
            }
        }
        return false
    }

    /// The id of the view of `scroll`'s target layout (or, without one, its first stack or grid) that
    /// the scroll at `offset` shows at `anchor`'s point (nil anchor: the first view whose middle is not
    /// before the leading edge inside the margins), among the views whose id `accepts` takes; nil when
    /// no view there has such an id.
    func scrollPositionID(_ scroll: Node, _ axis: Axis, anchor: UnitPoint?, offset: Double,
                          accepts: @MainActor (AnyHashable) -> Bool) -> AnyHashable? {
        guard let layout = scrollTargetLayout(in: scroll) else { return nil }
        var origin = 0.0
        var n: Node? = layout
        while let c = n, c !== scroll {
            if !c.isTransparent { origin += c.frame.origin[axis] }
            n = c.parent
        }
        let margins = scroll.scrollContentMargins
        let lead = axis == .horizontal ? margins.leading : margins.top
        let inside = scroll.scrollViewport - lead - (axis == .horizontal ? margins.trailing : margins.bottom)
        // The anchor's point inside the margins, as setting the binding lines a view up with it.
        let point = anchor.map { lead + (axis == .horizontal ? $0.horizontal : $0.vertical) * inside }
        var best: (id: AnyHashable, distance: Double)?
        for c in layout.layoutChildren where !c.isRemoving && !c.leavesLayout && c.laidOut {
            guard let id = rowID(c, below: layout), accepts(id) else { continue }
            let start = origin + c.frame.origin[axis] - offset, length = c.frame.size[axis]
            if let point {
                let distance = point < start ? start - point : point > start + length ? point - start - length : 0
                if best == nil || distance < best!.distance { best = (id, distance) }
            } else if start + length / 2 >= lead - 1e-6, best == nil || start < best!.distance {
                best = (id, start)
            }
        }
        return best?.id
    }

    /// The layout marked `scrollTargetLayout()` in `scroll` (its first stack or grid), or else the
    /// first stack or grid in it.
    private func scrollTargetLayout(in scroll: Node) -> Node? {
        func isLayout(_ n: Node) -> Bool {
            switch n.kind {
            case .stack, .grid: true
            default: false
            }
        }
        if let marked = scroll.firstNode(where: { if case .modified(.scrollTargetLayout(true)) = $0.kind { true } else { false } }) {
            return marked.firstNode(where: isLayout)
        }
        return scroll.firstNode(where: isLayout)
    }

    /// The id a view laid out by `layout` is known by: the nearest `ForEach` or `.id(_:)` id from it up
    /// to `layout` (a lazy row's own id when several `ForEach`s qualify it).
    private func rowID(_ node: Node, below layout: Node) -> AnyHashable? {
        var n: Node? = node
        while let c = n, c !== layout {
            if case .id(let id) = c.key.slot { return (id.base as? LazyQualifiedRow)?.id ?? id }
            n = c.parent
        }
        return nil
    }
}
