import Geometry
import Motion

/// A view that gives its content a `ScrollViewProxy`, as SwiftUI's `ScrollViewReader`: the proxy scrolls
/// the scroll views inside the content to a view by its id.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         LazyVStack { ForEach(0..<10_000, id: \.self) { i in Text("Row \(i)") } }
///     }
///     Button("Row 5,000") { withAnimation { proxy.scrollTo(5_000, anchor: .top) } }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    /// A reader whose `content` receives the proxy (call it from actions, not while the body is built).
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// The content, given a proxy bound to this reader's place in the tree.
    public var body: some View {
        content(ScrollViewProxy(reader: EvaluationContext.current))
    }
}

/// Scrolls the scroll views inside a `ScrollViewReader` to a view by its id (SwiftUI's `ScrollViewProxy`).
///
/// The id is a `ForEach` element's id (in a lazy stack, also of a row that has no view yet: it is
/// found among the stack's rows and its place estimated until it is measured) or one given with
/// `.id(_:)`. The nearest scroll view above the target moves, along its axis.
@MainActor
public struct ScrollViewProxy {
    weak var reader: Node?

    /// Scrolls so that the view with `id` shows: with `anchor`, its `anchor` point lines up with the
    /// scroll view's (`.top`: at the top, `.center`, `.bottom`); without one, by the least that shows it
    /// whole (none when it already shows). Runs with the current transaction's animation
    /// (`withAnimation { proxy.scrollTo(id) }`), at once outside one. An id no view has does nothing.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let reader, let graph = reader.host else { return }
        graph.requestScroll(ScrollRequest(reader: reader, id: AnyHashable(id), anchor: anchor,
                                          animation: graph.effective(TransactionContext.current?.animation)))
    }
}

/// A `scrollTo` waiting for the next layout, or following its target while the scroll runs.
@MainActor
struct ScrollRequest {
    weak var reader: Node?
    var id: AnyHashable
    var anchor: UnitPoint?
    var animation: Animation?
    /// The scroll view it moved (set once applied).
    weak var scroll: Node?
}

extension ViewGraph {
    /// Queues `request` for the next update (which lays out, so the target's place is known).
    func requestScroll(_ request: ScrollRequest) {
        scrollRequests.pending.append(request)
        needsLayout = true
    }

    /// Whether a `scrollTo` waits or still runs.
    var hasScrollRequests: Bool { !scrollRequests.pending.isEmpty || !scrollRequests.following.isEmpty }

    /// After a layout, before targets are applied: applies the scrolls asked for since the last update, and corrects those still
    /// running whose target was measured meanwhile (a lazy row made as the scroll reached it, placed
    /// until then at the stack's average row length). A scroll made at once is laid out again here, so
    /// the rows it reached have views in this update.
    func applyScrollRequests() {
        var jumped = false
        let pending = scrollRequests.pending
        scrollRequests.pending = []
        for var request in pending {
            guard let (scroll, offset, anchor) = scrollTarget(request), let anchor else { continue }
            scroll.scrollOffset.set(offset, animation: request.animation, at: time)
            // Followed with the edge it chose, as the target's place is corrected.
            request.anchor = anchor
            request.scroll = scroll
            if request.animation == nil { jumped = true }
            // Only the last request for a scroll view follows its target.
            scrollRequests.following.removeAll { $0.scroll === scroll || $0.scroll == nil }
            scrollRequests.following.append(request)
        }
        if jumped {
            checkLazyWindows()
            layout()
            scrollRequests.following = scrollRequests.following.filter { follow($0, retargeting: false) }
        }
        scrollRequests.following = scrollRequests.following.filter { follow($0, retargeting: true) }
    }

    /// Moves `request`'s scroll to where its target is now laid out, when that differs by more than
    /// half a point: on the running motion while the scroll moves (`retargeting`), at once otherwise.
    /// Returns whether the request goes on being followed (its scroll is still moving).
    private func follow(_ request: ScrollRequest, retargeting: Bool) -> Bool {
        guard let scroll = request.scroll, scroll.host === self, !scroll.isGoingAway else { return false }
        // A finger took the scroll over.
        if pointer.scrollNode === scroll { return false }
        let moving = scroll.scrollOffset.isAnimating(at: time)
        if let (s, offset, _) = scrollTarget(request), s === scroll, abs(offset - scroll.scrollOffset.target) > 0.5 {
            if retargeting && moving {
                scroll.scrollOffset.retarget(offset, at: time)
            } else {
                scroll.scrollOffset.set(offset, animation: nil, at: time)
                checkLazyWindows()
                layout()
            }
        }
        return moving
    }

    /// The scroll view that shows `request`'s target, the offset that shows it as asked, and the anchor
    /// that offset lines up (for a request without one: the edge the least scroll lines up, nil when
    /// the target already shows); nil when the reader is gone or no view in it has the id.
    func scrollTarget(_ request: ScrollRequest) -> (Node, Double, UnitPoint?)? {
        guard let reader = request.reader, reader.host === self else { return nil }
        // The target: a node, and a part of it along an axis (a lazy row without a view: its estimated
        // place in its stack); nil axis: the node's whole frame.
        var span: (node: Node, axis: Axis?, start: Double, length: Double)?
        var found: Node?
        reader.walk { n in
            guard found == nil, n.key.slot == .id(request.id), !n.isRemoving else { return }
            // A wrapper (`.id`, a composite row) has no frame of its own: the first view it lays out.
            var target = n
            while !target.laidOut, let child = target.children.first(where: { !$0.isRemoving }) { target = child }
            if target.laidOut { found = target }
        }
        if let n = found {
            span = (n, nil, 0, 0)
        } else {
            for state in lazy.states.values where state.node.host === self && state.node.laidOut && reader.isAncestor(of: state.node) {
                guard let i = state.ids.firstIndex(of: request.id) ?? state.ids.firstIndex(where: { ($0.base as? LazyQualifiedRow)?.id == request.id })
                else { continue }
                guard let (axis, spacing) = lazyLines(state.node) else { continue }
                let line = state.line(of: i)
                span = (state.node, axis, state.start(line, spacing: spacing), state.length(line))
                break
            }
        }
        guard let (node, rowAxis, start, rowLength) = span else { return nil }
        // The nearest scroll view above it (along the lazy stack's axis for a row without a view).
        var p = node.parent
        while let c = p, c.scrollAxis == nil || (rowAxis != nil && c.scrollAxis != rowAxis) { p = c.parent }
        guard let scroll = p, scroll.laidOut, let axis = scroll.scrollAxis else { return nil }
        func along(_ r: Rect) -> Double { axis == .horizontal ? r.minX : r.minY }
        let frame = layoutFrame(node)
        let extent = rowAxis == nil ? frame.size[axis] : rowLength
        // The target's place in the scroll view's content, in points from its top (leading edge).
        let top = along(frame) + (rowAxis == nil ? 0 : start) + scroll.scrollOffset.target - along(layoutFrame(scroll))
        // The part of the scroll view that shows content: inside its content margins, as SwiftUI
        // lines a target up with the margins' edges, not the scroll view's.
        let margins = scroll.scrollContentMargins
        let lead = axis == .horizontal ? margins.leading : margins.top
        let viewport = scroll.scrollViewport - lead - (axis == .horizontal ? margins.trailing : margins.bottom)
        let end = scroll.maxScrollOffset
        let current = scroll.scrollOffset.target + lead
        let length = extent
        var anchor = request.anchor
        if anchor == nil {
            // The least scroll that shows it whole: its top at the top when it is above the view (or
            // taller than it), its bottom at the bottom when below; none when it shows.
            if top < current || length > viewport { anchor = .top } else if top + length > current + viewport { anchor = .bottom }
        }
        guard let anchor else { return (scroll, current - lead, nil) }
        let fraction = axis == .horizontal ? anchor.horizontal : anchor.vertical
        let offset = min(max(top - lead - fraction * (viewport - length), 0), end)
        return (scroll, offset, anchor)
    }
}

/// The `scrollTo` requests of a graph: asked for and not yet applied, and applied ones whose scroll
/// still moves (their target's place is corrected as it is measured).
@MainActor
final class ScrollRequests {
    var pending: [ScrollRequest] = []
    var following: [ScrollRequest] = []
    /// The scroll views with a position binding (`scrollPosition(id:)`), by node.
    var positions: [ObjectIdentifier: ScrollPositionEntry] = [:]
}

extension Node {
    /// True when `node` is this node or below it.
    func isAncestor(of node: Node) -> Bool {
        var p: Node? = node
        while let c = p {
            if c === self { return true }
            p = c.parent
        }
        return false
    }
}
