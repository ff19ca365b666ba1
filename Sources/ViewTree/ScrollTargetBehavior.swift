import Foundation
import Geometry

/// A velocity or offset as two components, as CoreGraphics' `CGVector` (Foundation on Linux has none).
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat
    /// A vector of (`dx`, `dy`).
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// No length.
    public static let zero = CGVector(dx: 0, dy: 0)
}

/// Where a scroll view comes to rest, as SwiftUI's `ScrollTarget`: the visible rect in its content's
/// coordinates (the content's leading margin at 0).
public struct ScrollTarget {
    /// The part of the content that will be visible (points).
    public var rect: CGRect
    /// Unused here: the rect alone says where the scroll view stops.
    public var anchor: UnitPoint?
    /// A target showing `rect`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behavior knows when a drag lets go, as SwiftUI's
/// `ScrollTargetBehaviorContext`.
public struct ScrollTargetBehaviorContext {
    /// Where the scroll view would have stopped with no behavior (its momentum's end).
    public var originalTarget: ScrollTarget
    /// The content's velocity when the drag let go, points per second (positive: toward its end).
    public var velocity: CGVector
    /// The content's size, its margins included.
    public var contentSize: CGSize
    /// The scroll view's visible size, less its content margins.
    public var containerSize: CGSize
    /// The axis the scroll view scrolls along.
    public var axes: Axis.Set
    /// Where the content was when the drag began and when it let go (points along the axis).
    let startOffset: Double
    let releaseOffset: Double
    /// The leading edges of the scroll target layout's views (points along the axis, content space).
    let targetEdges: [Double]
}

/// How a scroll view chooses where it comes to rest after a drag, as SwiftUI's
/// `ScrollTargetBehavior`: `updateTarget` moves the proposed target.
public protocol ScrollTargetBehavior {
    /// Moves `target` (the momentum's end, in `context.originalTarget`) to where the scroll view stops.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

extension ScrollTargetBehavior {
    /// What the behavior knows when a drag lets go (SwiftUI's name).
    public typealias TargetContext = ScrollTargetBehaviorContext
}

/// Stops a scroll view on whole pages of its visible length (`.paging`): a flick turns one page on
/// from where the drag let go, a slow release settles on the nearest page.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The effect, or behavior, with its defaults.
    public init() {}
    /// Moves `target` as this behavior does.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let horizontal = context.axes.contains(.horizontal)
        let page = Double(horizontal ? context.containerSize.width : context.containerSize.height)
        guard page > 1 else { return }
        let v = Double(horizontal ? context.velocity.dx : context.velocity.dy)
        let proposed = Double(horizontal ? target.rect.minX : target.rect.minY)
        let at = context.releaseOffset / page
        let index = abs(v) > ScrollSnapping.flick ? (v > 0 ? at.rounded(.down) + 1 : at.rounded(.up) - 1) : (proposed / page).rounded()
        ScrollSnapping.move(&target, to: index * page, horizontal: horizontal)
    }
}

/// Stops a scroll view with one of its scroll target layout's views (`scrollTargetLayout()`) at its
/// leading edge (`.viewAligned`): the view nearest where the momentum would end; with
/// `limitBehavior: .always`, at most the next or previous view from the one the drag began at.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one drag may move (`.automatic`, `.always`, `.never`).
    public struct LimitBehavior: Hashable, Sendable {
        let limited: Bool
        /// Unlimited on a desktop window (SwiftUI limits only in compact widths).
        public static let automatic = LimitBehavior(limited: false)
        /// At most one view per drag.
        public static let always = LimitBehavior(limited: true)
        /// As far as the momentum goes.
        public static let never = LimitBehavior(limited: false)
    }
    let limitBehavior: LimitBehavior
    /// View alignment limited as `limitBehavior` says.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    /// Moves `target` as this behavior does.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let horizontal = context.axes.contains(.horizontal)
        let edges = context.targetEdges
        guard !edges.isEmpty else { return }
        let proposed = Double(horizontal ? target.rect.minX : target.rect.minY)
        var chosen = edges.min { abs($0 - proposed) < abs($1 - proposed) }!
        if limitBehavior.limited {
            // The view the drag began at, and its neighbours: the one nearest where the momentum would
            // end among those three.
            let start = context.startOffset
            let here = edges.indices.min { abs(edges[$0] - start) < abs(edges[$1] - start) }!
            let near = edges[max(0, here - 1)...min(edges.count - 1, here + 1)]
            chosen = near.min { abs($0 - proposed) < abs($1 - proposed) }!
        }
        ScrollSnapping.move(&target, to: chosen, horizontal: horizontal)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Whole pages of the scroll view's visible length.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// The leading edge of a view of the scroll target layout.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// The leading edge of a view of the scroll target layout, at most one view per drag with `.always`.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

enum ScrollSnapping {
    /// A release faster than this (points per second) turns a page or a view on from where it let go.
    static let flick = 300.0

    static func move(_ target: inout ScrollTarget, to offset: Double, horizontal: Bool) {
        if horizontal { target.rect.origin.x = CGFloat(offset) } else { target.rect.origin.y = CGFloat(offset) }
    }
}

/// The behavior of the scroll views inside (`scrollTargetBehavior(_:)`); nil: they stop where their
/// momentum ends.
struct ScrollTargetBehaviorKey: EnvironmentKey {
    static var defaultValue: (any ScrollTargetBehavior)? { nil }
}

extension View {
    /// Sets how the scroll views inside come to rest after a drag (`.paging`, `.viewAligned`, or a
    /// behavior of one's own), as SwiftUI's `scrollTargetBehavior`; after the wheel pauses, to the page
    /// or view next in its direction (`WheelSettle`). The keyboard scrolls as it does without it.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        modifier(.environment { $0[ScrollTargetBehaviorKey.self] = behavior })
    }

    /// Makes the views of this layout (a stack, a lazy stack, a grid) the ones a `.viewAligned` scroll
    /// view inside which it lies stops at, as SwiftUI's `scrollTargetLayout`.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(.scrollTargetLayout(isEnabled))
    }

    /// Makes this view one that a `.viewAligned` scroll view around it stops at (its leading edge at
    /// the scroll view's leading margin), as SwiftUI's `scrollTarget()`: for views that are not the
    /// children of one layout. A `scrollTargetLayout()` in the same scroll view takes precedence.
    public func scrollTarget(isEnabled: Bool = true) -> some View {
        modifier(.scrollTarget(isEnabled))
    }
}

extension ViewGraph {
    /// Where `scroll`, dragged from `started` and let go at `released` points with `velocity` (points per second along its axis,
    /// positive toward its end) and heading for `proposed`, comes to rest under the behavior in its
    /// environment: `proposed` when it has none. Clamped to the scroll view's range.
    func scrollRestingOffset(_ scroll: Node, proposed: Double, started: Double, released: Double, velocity: Double) -> Double {
        guard let behavior = scroll.environment[ScrollTargetBehaviorKey.self], let axis = scroll.scrollAxis else { return proposed }
        let horizontal = axis == .horizontal
        let m = scroll.scrollContentMargins, size = scroll.frame.size
        let container = Size(width: max(0, size.width - m.horizontal), height: max(0, size.height - m.vertical))
        let visible = horizontal ? CGRect(x: proposed, y: 0, width: size.width, height: size.height)
            : CGRect(x: 0, y: proposed, width: size.width, height: size.height)
        let content = horizontal ? CGSize(width: scroll.scrollContentLength, height: size.height)
            : CGSize(width: size.width, height: scroll.scrollContentLength)
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: visible), velocity: horizontal ? CGVector(dx: velocity, dy: 0) : CGVector(dx: 0, dy: velocity),
            contentSize: content, containerSize: CGSize(container), axes: horizontal ? .horizontal : .vertical,
            startOffset: started, releaseOffset: released, targetEdges: scrollTargetEdges(scroll, axis))
        var target = ScrollTarget(rect: visible)
        behavior.updateTarget(&target, context: context)
        let offset = Double(horizontal ? target.rect.minX : target.rect.minY)
        return min(max(0, offset.isFinite ? offset : proposed), scroll.maxScrollOffset)
    }

    /// The leading edges along `axis` of the views of the scroll target layout in `scroll` (points
    /// from the content's leading margin, as offsets that bring each to the margin), in order; a lazy
    /// stack's rows not made too. O(n): where one edge or the nearest is wanted, `scrollTargetEdgeList`.
    func scrollTargetEdges(_ scroll: Node, _ axis: Axis) -> [Double] {
        let list = scrollTargetEdgeList(scroll, axis)
        return (0..<list.count).map(list.edge)
    }

    /// The edges of `scrollTargetEdges` without listing them: a lazy stack's found from its lines'
    /// starts in O(log n) each.
    func scrollTargetEdgeList(_ scroll: Node, _ axis: Axis) -> ScrollTargetEdges {
        guard let marked = scroll.firstNode(where: { if case .modified(.scrollTargetLayout(true)) = $0.kind { true } else { false } }),
              let layout = marked.firstNode(where: { n in
                  switch n.kind {
                  case .stack, .grid: true
                  default: false
                  }
              }) else { return markedTargetEdges(scroll, axis) }
        // The layout's origin in the scroll view's space at offset 0, less the leading margin.
        var origin = 0.0
        var n: Node? = layout
        while let c = n, c !== scroll {
            if !c.isTransparent { origin += c.frame.origin[axis] }
            n = c.parent
        }
        origin -= axis == .horizontal ? scroll.scrollContentMargins.leading : scroll.scrollContentMargins.top
        if let state = lazy.states[ObjectIdentifier(layout)], case .stack(let stack) = layout.kind {
            let spacing = stack.spacing ?? Self.defaultSpacing
            return ScrollTargetEdges(count: state.lengths.count) { origin + state.start($0, spacing: spacing) }
        }
        let edges = layout.layoutChildren.filter { !$0.leavesLayout && !$0.isRemoving }.map { origin + $0.frame.origin[axis] }.sorted()
        return ScrollTargetEdges(count: edges.count) { edges[$0] }
    }
}

extension ViewGraph {
    /// The leading edges of the views marked `scrollTarget()` in `scroll` (not in scroll views inside
    /// it), as `scrollTargetEdges` gives a layout's.
    func markedTargetEdges(_ scroll: Node, _ axis: Axis) -> ScrollTargetEdges {
        var edges: [Double] = []
        func along(_ r: Rect) -> Double { axis == .horizontal ? r.minX : r.minY }
        let base = along(layoutFrame(scroll)) - scroll.scrollOffset.target
            + (axis == .horizontal ? scroll.scrollContentMargins.leading : scroll.scrollContentMargins.top)
        func visit(_ n: Node) {
            if case .modified(.scrollTarget(true)) = n.kind, n.laidOut, !n.isRemoving {
                edges.append(along(layoutFrame(n)) - base)
            }
            for c in n.children where c.scrollAxis == nil && !c.isRemoving { visit(c) }
        }
        for c in scroll.children { visit(c) }
        edges.sort()
        return ScrollTargetEdges(count: edges.count) { edges[$0] }
    }
}

/// The leading edges of a scroll target layout's views, in order (points along the axis), each
/// worked out when asked for.
struct ScrollTargetEdges {
    let count: Int
    /// Edge `i` (`0 ..< count`); never decreasing in `i`.
    let edge: (Int) -> Double

    /// The index of the edge nearest `offset` (the first of two as near), by bisection; nil when there
    /// is none.
    func nearest(to offset: Double) -> Int? {
        guard count > 0 else { return nil }
        var lo = 0, hi = count - 1
        // The first edge at or after `offset` (or the last).
        while lo < hi {
            let mid = (lo + hi) / 2
            if edge(mid) < offset { lo = mid + 1 } else { hi = mid }
        }
        if lo > 0, abs(edge(lo - 1) - offset) <= abs(edge(lo) - offset) { return lo - 1 }
        return lo
    }
}

/// The page or target view a scroll view with a paging or view-aligned behavior rests on (or heads
/// for), kept across a change of its size.
enum ScrollRestingTarget {
    case page(Int)
    case view(Int)
}

extension ViewGraph {
    /// Where `scroll` rests (or is heading), as a page or a target view's index; nil without a paging
    /// or view-aligned behavior.
    func scrollRestingTarget(_ scroll: Node) -> ScrollRestingTarget? {
        guard let axis = scroll.scrollAxis, let behavior = scroll.environment[ScrollTargetBehaviorKey.self] else { return nil }
        let offset = scroll.scrollOffset.target
        if behavior is PagingScrollTargetBehavior {
            let page = scrollPageLength(scroll, axis)
            return page > 1 ? .page(Int((offset / page).rounded())) : nil
        }
        guard behavior is ViewAlignedScrollTargetBehavior else { return nil }
        return scrollTargetEdgeList(scroll, axis).nearest(to: offset).map { .view($0) }
    }

    /// Moves `scroll` at once to where `target` now is (after its content was laid out at its new size).
    /// Returns whether it moved.
    @discardableResult
    func keepScrollRestingTarget(_ scroll: Node, _ target: ScrollRestingTarget) -> Bool {
        guard let axis = scroll.scrollAxis else { return false }
        let offset: Double
        switch target {
        case .page(let i): offset = Double(i) * scrollPageLength(scroll, axis)
        case .view(let i):
            let edges = scrollTargetEdgeList(scroll, axis)
            guard edges.count > 0 else { return false }
            offset = edges.edge(min(i, edges.count - 1))
        }
        let kept = min(max(0, offset), scroll.maxScrollOffset)
        guard abs(kept - scroll.scrollOffset.target) > 1e-9 else { return false }
        scroll.scrollOffset.reset(to: kept)
        return true
    }

    /// A page of `scroll`: its visible length less its content margins.
    func scrollPageLength(_ scroll: Node, _ axis: Axis) -> Double {
        let m = scroll.scrollContentMargins
        return axis == .horizontal ? scroll.frame.width - m.horizontal : scroll.frame.height - m.vertical
    }
}

extension Point {
    subscript(axis: Axis) -> Double { axis == .horizontal ? x : y }
}

extension Node {
    /// This node or the first under it, depth first, that `match` accepts; not inside another scroll view.
    func firstNode(where match: (Node) -> Bool) -> Node? {
        if match(self) { return self }
        for c in children where c.scrollAxis == nil {
            if let d = c.firstNode(where: match) { return d }
        }
        return nil
    }
}
