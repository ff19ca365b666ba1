import Foundation
import Geometry
import Motion

/// A `scrollPosition(id:anchor:)` binding with its id type erased: the id it holds, how to set it,
/// which ids it can hold (those of its `ID` type: a section header's id is passed over), and the point
/// of the scroll view that the view it names lines up with.
struct ScrollPositionBinding {
    let get: @MainActor () -> AnyHashable?
    let set: @MainActor (AnyHashable?) -> Void
    let accepts: (AnyHashable) -> Bool
    let anchor: UnitPoint?
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
    /// Set while a scroll to the binding's id runs: the binding keeps the id it was set to.
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
                                            accepts: { $0.base is ID }, anchor: anchor)
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
                if let value {
                    requestScroll(ScrollRequest(reader: scroll, id: value, anchor: binding.anchor ?? .topLeading,
                                                animation: entry.started ? animation : nil))
                    requested = true
                    entry.scrollingToValue = entry.started && animation != nil
                }
                entry.started = true
                entry.lastSeen = value
                entry.lastOffset = offset
                continue
            }
            if entry.scrollingToValue && !scroll.scrollOffset.isAnimating(at: time) { entry.scrollingToValue = false }
            guard abs(offset - entry.lastOffset) > 1e-6 || (!entry.scrollingToValue && entry.lastOffset.isNaN) else { continue }
            entry.lastOffset = entry.scrollingToValue ? .nan : offset
            guard !entry.scrollingToValue else { continue }
            guard let id = scrollPositionID(scroll, axis, anchor: binding.anchor, offset: offset, accepts: binding.accepts),
                  id != value else { continue }
            entry.lastSeen = id
            pass.pendingActions.append { binding.set(id) }
        }
        if requested { applyScrollRequests() }
    }

    /// The id of the view of `scroll`'s target layout (or, without one, its first stack or grid) that
    /// the scroll at `offset` shows at `anchor`'s point (nil anchor: the first view whose middle is not
    /// before the leading edge inside the margins), among the views whose id `accepts` takes; nil when
    /// no view there has such an id.
    func scrollPositionID(_ scroll: Node, _ axis: Axis, anchor: UnitPoint?, offset: Double,
                          accepts: (AnyHashable) -> Bool) -> AnyHashable? {
        guard let layout = scrollTargetLayout(in: scroll) else { return nil }
        var origin = 0.0
        var n: Node? = layout
        while let c = n, c !== scroll {
            if !c.isTransparent { origin += c.frame.origin[axis] }
            n = c.parent
        }
        let lead = axis == .horizontal ? scroll.scrollContentMargins.leading : scroll.scrollContentMargins.top
        let point = anchor.map { (axis == .horizontal ? $0.horizontal : $0.vertical) * scroll.scrollViewport }
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
