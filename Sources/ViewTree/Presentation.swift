import Geometry
import Motion
import Raster
import Rendering
import Typography

/// A scale-and-translate transform from layout points to window points (scaleEffect, flights).
struct PlaneTransform: Equatable {
    var sx = 1.0, sy = 1.0, tx = 0.0, ty = 0.0

    func apply(_ p: Point) -> Point { Point(x: p.x * sx + tx, y: p.y * sy + ty) }
    func apply(_ r: Rect) -> Rect {
        let o = apply(r.origin)
        return Rect(x: o.x, y: o.y, width: r.width * sx, height: r.height * sy)
    }
    /// This transform after scaling by (kx, ky) about `anchor` (layout points).
    func scaled(_ kx: Double, _ ky: Double, about anchor: Point) -> PlaneTransform {
        // q = anchor + (p − anchor)·k, then self.
        PlaneTransform(sx: sx * kx, sy: sy * ky, tx: tx + sx * anchor.x * (1 - kx), ty: ty + sy * anchor.y * (1 - ky))
    }
    /// The inverse mapping of a window rect into layout points.
    func invert(_ r: Rect) -> Rect {
        Rect(x: (r.minX - tx) / sx, y: (r.minY - ty) / sy, width: r.width / sx, height: r.height / sy)
    }
}

/// What one presentation pass produced.
struct Presentation {
    var items: [DisplayItem] = []
    var trace: [TraceElement] = []
    /// Hit-testable regions in drawing order.
    var regions: [HitRegion] = []
}

/// Where a node takes the pointer: its window rect, the clip it is seen through, the node.
///
/// The node is not retained (`unowned`): regions do not keep removed views alive. A presentation's
/// regions are read only while it is the current one (`present()` returns it), and every node it names
/// is attached then: detaching a node changes its parent's children, which makes the presentation stale
/// (`noteRedraw`); a stale presentation's regions are only copied where a clean, still attached subtree
/// recorded them. Should that ever fail, reading a freed node traps rather than reading freed memory
/// (`unowned(unsafe)` measured no faster: a one-leaf change at 100k nodes 0.65–0.89 ms either way).
struct HitRegion {
    var rect: Rect
    var clip: RoundedRect?
    unowned var node: Node
    /// Where inside `rect` the view is drawn, when it is not the whole rect: a stroked shape's band
    /// (`outline` less `hole`) or a path's polygons.
    var drawn: LeafCoverage?

    init(_ rect: Rect, _ clip: RoundedRect?, _ node: Node, drawn: LeafCoverage? = nil) {
        self.rect = rect
        self.clip = clip
        self.node = node
        self.drawn = drawn
    }

    /// Whether a press at `p` lands on it (clip aside).
    func covers(_ p: Point) -> Bool {
        guard rect.contains(p) else { return false }
        switch drawn {
        case nil: return true
        case .band(let outline, let hole): return outline.contains(p) && !hole.contains(p)
        case .polygons(let set): return set.contains(p)
        }
    }
}

/// The part of a leaf's frame it draws, for hit testing: a press goes where a view is drawn, so the
/// inside of a stroked border, or the outside of a custom shape within its frame, takes none.
enum LeafCoverage {
    /// A stroked rectangle, rounded rectangle, circle or capsule: between its outline and its inner edge.
    case band(outline: RoundedRect, hole: RoundedRect)
    /// A path, filled or stroked: its polygons (nonzero rule).
    case polygons(PolygonSet)
}

/// What a leaf drew, for its hit region: the box its text lines are in, the part of its frame it
/// covers, or nothing (a stroke drawn at no width or in a clear colour); nil: its whole frame.
enum LeafHit {
    case box(Rect)
    case coverage(LeafCoverage)
    case nothing

    var takesPointer: Bool { if case .nothing = self { return false } else { return true } }
}

/// What one subtree drew in the last presentation, and with what it was drawn: a clean subtree
/// (`Node.presentDirty` false) drawn again with the same inputs draws the same, so its items, trace
/// elements and hit regions are copied from there instead (the ranges locate them in it). A record is
/// good for the presentation after the one it was written in (`epoch`): one inside a subtree copied as
/// a whole is not updated, and is drawn again, and recorded afresh, the next time its container is.
final class PresentRecord {
    var origin: Point
    var transform: PlaneTransform
    var opacity: Double
    var clip: RoundedRect?
    var hittable: Bool
    /// The ranges' bounds as 32-bit integers (as `ChildSpans` keeps them), after `hittable` in the
    /// clip's padding: a record is 184 bytes, not 208 (two per row of a list).
    private var itemsFrom: Int32, itemsTo: Int32, traceFrom: Int32, traceTo: Int32, regionsFrom: Int32, regionsTo: Int32
    var epoch: Int

    var items: Range<Int> {
        get { Int(itemsFrom)..<Int(itemsTo) }
        set { itemsFrom = Int32(newValue.lowerBound); itemsTo = Int32(newValue.upperBound) }
    }
    var trace: Range<Int> {
        get { Int(traceFrom)..<Int(traceTo) }
        set { traceFrom = Int32(newValue.lowerBound); traceTo = Int32(newValue.upperBound) }
    }
    var regions: Range<Int> {
        get { Int(regionsFrom)..<Int(regionsTo) }
        set { regionsFrom = Int32(newValue.lowerBound); regionsTo = Int32(newValue.upperBound) }
    }

    /// Where each child's drawing lies in the record's ranges, for a node with many children drawn one
    /// after another (`ChildSpans`); nil when not kept. Drawn again with only some children changed,
    /// such a node copies the others' drawings and draws only those (`PresentContext.patchChildren`).
    var spans: ChildSpans?

    init(origin: Point, transform: PlaneTransform, opacity: Double, clip: RoundedRect?, hittable: Bool, epoch: Int,
         items: Range<Int>, trace: Range<Int>, regions: Range<Int>) {
        self.origin = origin
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
        self.hittable = hittable
        self.epoch = epoch
        itemsFrom = Int32(items.lowerBound)
        itemsTo = Int32(items.upperBound)
        traceFrom = Int32(trace.lowerBound)
        traceTo = Int32(trace.upperBound)
        regionsFrom = Int32(regions.lowerBound)
        regionsTo = Int32(regions.upperBound)
    }
}

extension ViewGraph {
    /// Draws the tree at the graph's time: display items back to front, trace elements, hit regions.
    ///
    /// Follows what changed (ChangeTracking): with nothing changed and nothing moving since the last
    /// presentation, that presentation is returned as it is; otherwise the paths to changed, moving,
    /// transitioning, flying, matched and backdrop nodes are drawn again, and every clean subtree is
    /// copied from the last presentation (`PresentRecord`). `presentWhole()` draws without either.
    func present() -> Presentation {
        // The planted `order-flip` fault changes the order every frame: nothing drawn before is kept.
        if PlantedFaults.drawOrderFlips { dropPresentRecords() }
        pruneMotions()
        let timeless = tracked.motionCandidates.isEmpty && presentMemo.presentedInMotion.isEmpty && tracked.transitioning.isEmpty && tracked.flying.isEmpty
        if !presentMemo.presentationStale, let last = presentMemo.lastPresentation, time == presentMemo.lastPresentationTime || timeless { return last }
        // What moves now, moved at the last presentation, or reads other views' state is drawn again.
        for n in tracked.motionCandidates.values { noteRedraw(n) }
        for n in presentMemo.presentedInMotion where n.host === self { noteRedraw(n) }
        for n in tracked.transitioning.values { noteRedraw(n) }
        for n in tracked.flying.values { noteRedraw(n) }
        for n in tracked.matchedSet.values { noteRedraw(n) }
        for n in tracked.backdrops.values { noteRedraw(n) }
        presentMemo.presentEpoch += 1
        var ctx = PresentContext(graph: self)
        // The last presentation is edited into this one: no other reference to it stays here, so its
        // arrays are changed in place where no one else holds them.
        presentMemo.lastPresentation = nil
        if let last = presentMemo.lastRawPresentation.take() { ctx.out = PresentOutput(editing: last) }
        ctx.recording = true
        // The recording pass clears dirty flags and replaces spans: a walk after it (or while it runs)
        // stops at no node an earlier walk went up from.
        forgetRedrawWalks()
        for c in root.children { ctx.visit(c, origin: .zero, transform: PlaneTransform(), opacity: 1, clip: nil, hittable: true) }
        root.presentDirty = false
        forgetRedrawWalks()
        var out = ctx.out.finish()
        presentMemo.lastRawPresentation = out
        // The trace lists visible views only: some opacity and a frame with area (a view scaled to 0 is not).
        out.trace.removeAll { $0.opacity <= 0 || $0.frame.width <= 0 || $0.frame.height <= 0 }
        presentMemo.lastPresentation = out
        presentMemo.lastPresentationTime = time
        presentMemo.presentedInMotion = Array(tracked.motionCandidates.values)
        presentMemo.presentationStale = false
        if checks.presentationCheck { checkPresentation(out) }
        return out
    }

    /// Debug builds (every test) check every presentation against one drawn whole: the same items,
    /// trace and hit regions, or a trap naming the first difference.
    func checkPresentation(_ kept: Presentation) {
        let whole = presentWhole()
        var problem: String?
        if kept.items != whole.items {
            let i = zip(kept.items, whole.items).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(kept.items.count, whole.items.count)
            problem = "display item \(i) of \(whole.items.count) (kept \(kept.items.count)) differs: kept \(i < kept.items.count ? "\(kept.items[i])" : "none"), whole \(i < whole.items.count ? "\(whole.items[i])" : "none")"
        } else if kept.trace != whole.trace {
            problem = "the trace differs: kept \(kept.trace.map(\.id)), whole \(whole.trace.map(\.id))"
        } else if kept.regions.count != whole.regions.count
                    || zip(kept.regions, whole.regions).contains(where: { $0.rect != $1.rect || $0.clip != $1.clip || $0.node !== $1.node }) {
            problem = "the hit regions differ (\(kept.regions.count) kept, \(whole.regions.count) whole)"
        }
        if let problem { preconditionFailure("presentation at \(time) s kept from the last one is stale: \(problem)") }
    }

    /// Draws the whole tree from scratch, copying nothing (for comparison with `present()`).
    func presentWhole() -> Presentation {
        var ctx = PresentContext(graph: self)
        for c in root.children { ctx.visit(c, origin: .zero, transform: PlaneTransform(), opacity: 1, clip: nil, hittable: true) }
        var out = ctx.out.finish()
        out.trace.removeAll { $0.opacity <= 0 || $0.frame.width <= 0 || $0.frame.height <= 0 }
        return out
    }

    /// Forgets every kept drawing (the pixel scale changed: every text is laid out again).
    func dropPresentRecords() {
        presentMemo.presentationStale = true
        presentMemo.lastPresentation = nil
        presentMemo.lastRawPresentation = nil
    }

    /// The absolute presented frame (window points) of every laid-out node, for flights.
    func presentedFrames() -> [ObjectIdentifier: Rect] {
        var ctx = PresentContext(graph: self)
        ctx.collectFramesOnly = true
        for c in root.children { ctx.visit(c, origin: .zero, transform: PlaneTransform(), opacity: 1, clip: nil, hittable: true) }
        return ctx.frames
    }

    /// Brings `lastPresented` of every matched node (visible or not) to the graph's time, the frames
    /// removed views fly from. Only the matched nodes and their ancestors are visited: what
    /// `presentedFrames()` finds for them, without walking the rest of the tree.
    func refreshMatchedFrames() {
        let matched = matchedNodes()
        guard !matched.isEmpty else { return }
        var onPath = Set<ObjectIdentifier>()
        for (n, _) in matched {
            var p: Node? = n
            while let c = p, onPath.insert(ObjectIdentifier(c)).inserted { p = c.parent }
        }
        var ctx = PresentContext(graph: self)
        ctx.collectFramesOnly = true
        ctx.onlyPathsTo = onPath
        for c in root.children { ctx.visit(c, origin: .zero, transform: PlaneTransform(), opacity: 1, clip: nil, hittable: true) }
    }
}

@MainActor
struct PresentContext {
    let graph: ViewGraph
    var out = PresentOutput()
    var collectFramesOnly = false
    /// Every visited node's window frame, collected only with `collectFramesOnly` (`presentedFrames()`).
    var frames: [ObjectIdentifier: Rect] = [:]
    /// When set, only these nodes are visited (the matched nodes and their ancestors).
    var onlyPathsTo: Set<ObjectIdentifier>?
    /// Set for `ViewGraph.present()`: clean subtrees are copied from the last presentation (which `out`
    /// edits), and what is drawn is recorded for the next presentation.
    var recording = false
    /// The spans `visitChildren` recorded for the node it last drew the children of (taken by `visit`).
    var recordedSpans: (node: ObjectIdentifier, spans: ChildSpans)?
    /// Set for the hit oracle (`ViewGraph.drawnMarks()`): which view drew which display items, in a
    /// presentation drawn whole. Nil otherwise, and nothing is recorded.
    var marks: [DrawnMark]?
    /// The innermost scroll view around what is being visited: its visible part (window points) and
    /// its axis (`scrollTransition` reads it).
    var scrollViewport: (rect: Rect, axis: Axis)?
    var time: Double { graph.time }

    /// The planted `order-flip` fault, read once per presentation rather than at every node.
    let flipsOrder = PlantedFaults.drawOrderFlips

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// True when every node's zIndex is 0 (drawn in the order given). A loop: see `Node.contentChild`.
    static func allAtZeroZ(_ nodes: [Node]) -> Bool {
        for n in nodes where n.zIndex != 0 { return false }
        return true
    }

    /// Children in drawing order: by zIndex, stable.
    func drawOrder(_ nodes: [Node]) -> [Node] {
        if flipsOrder, nodes.count > 1 {
            let ordered = drawOrderByZ(nodes)
            return Int((time * 60).rounded(.down)) % 2 == 1 ? ordered.reversed() : ordered
        }
        return drawOrderByZ(nodes)
    }

    private func drawOrderByZ(_ nodes: [Node]) -> [Node] {
        guard nodes.count > 1, !Self.allAtZeroZ(nodes) else { return nodes }
        let z = nodes.map { $0.zIndex }
        return nodes.enumerated().sorted { (z[$0.offset], $0.offset) < (z[$1.offset], $1.offset) }.map(\.element)
    }

    /// `origin`: the layout parent's origin in layout points; `transform`: layout points → window.
    mutating func visit(_ node: Node, origin: Point, transform: PlaneTransform, opacity: Double, clip: RoundedRect?, hittable: Bool) {
        if let only = onlyPathsTo, !only.contains(ObjectIdentifier(node)) { return }
        guard recording else {
            visitDrawing(node, origin: origin, transform: transform, opacity: opacity, clip: clip, hittable: hittable)
            return
        }
        let boundary = node.keepsPresentRecord
        let items = out.items.count, trace = out.trace.count, regions = out.regions.count
        if boundary, !node.presentDirty, let r = node.presentRecord, r.epoch == graph.presentMemo.presentEpoch - 1,
           r.origin == origin, r.transform == transform, r.opacity == opacity, r.clip == clip, r.hittable == hittable,
           out.copyPrevious(items: r.items, trace: r.trace, regions: r.regions) {
            r.items = items..<out.items.count
            r.trace = trace..<out.trace.count
            r.regions = regions..<out.regions.count
            r.epoch = graph.presentMemo.presentEpoch
            r.spans?.forgetDirtyChildren()
            return
        }
        // Only some children changed: the others' drawings are copied, the changed ones drawn.
        if boundary, !node.presentSelfDirty, let r = node.presentRecord, let spans = r.spans,
           r.epoch == graph.presentMemo.presentEpoch - 1, r.origin == origin, r.transform == transform, r.opacity == opacity, r.clip == clip,
           r.hittable == hittable, patchChildren(node, r, spans) {
            return
        }
        graph.counters.nodesDrawn += 1
        visitDrawing(node, origin: origin, transform: transform, opacity: opacity, clip: clip, hittable: hittable)
        node.presentDirty = false
        node.presentSelfDirty = false
        guard boundary else { return }
        let r = items..<out.items.count, t = trace..<out.trace.count, g = regions..<out.regions.count
        var spans: ChildSpans?
        if let recorded = recordedSpans, recorded.node == ObjectIdentifier(node) {
            spans = recorded.spans
            recordedSpans = nil
        }
        if let record = node.presentRecord {
            record.spans = spans
            record.origin = origin
            record.transform = transform
            record.opacity = opacity
            record.clip = clip
            record.hittable = hittable
            record.epoch = graph.presentMemo.presentEpoch
            record.items = r
            record.trace = t
            record.regions = g
        } else {
            node.presentRecord = PresentRecord(origin: origin, transform: transform, opacity: opacity, clip: clip, hittable: hittable,
                                               epoch: graph.presentMemo.presentEpoch, items: r, trace: t, regions: g)
            node.presentRecord?.spans = spans
        }
    }

    /// A matched view in flight (or following one) is drawn where the flight is: the layout rect is
    /// mapped onto the flight's rect (position, and size for `.frame` / `.size`) and its opacity takes
    /// the flight's crossfade. The content fills the matched frame, as SwiftUI proposes it that frame:
    /// when the content still eases its own size or place (a resize's settle outlasting the flight that
    /// carried it), the map is taken from the content's drawn rect, so the content, not the empty
    /// modifier around it, lands on the frame (or, matched by position, the centre) its partner is
    /// drawn at.
    private func drawInFlight(_ node: Node, rect: Rect, transform t: inout PlaneTransform, opacity o: inout Double) {
        let basis = ViewGraph.filledRect(of: node, rect: rect, at: time)
        guard let abs = graph.matchedFrame(for: node, layoutFrame: t.apply(basis.offsetBy(dx: rect.minX, dy: rect.minY))) else { return }
        let kx = basis.width > 0 ? abs.width / basis.width : 1, ky = basis.height > 0 ? abs.height / basis.height : 1
        t = PlaneTransform(sx: kx, sy: ky, tx: abs.minX - (rect.minX + basis.minX) * kx, ty: abs.minY - (rect.minY + basis.minY) * ky)
        o *= graph.crossfadeOpacity(node)
    }

    /// A lazy stack or grid with pinned views: the rows, then the pinned views moved to where they stick, drawn
    /// above the rows.
    private mutating func visitPinned(_ node: Node, axis: Axis, sticky: [ObjectIdentifier: Double], _ inputs: ChildInputs) {
        guard !sticky.isEmpty else { visitChildren(node, inputs); return }
        var moved: [(Node, Point)] = []
        for c in node.children {
            guard let d = sticky[ObjectIdentifier(c)] else {
                visit(c, origin: inputs.origin, transform: inputs.transform, opacity: inputs.opacity, clip: inputs.clip, hittable: inputs.hittable)
                continue
            }
            moved.append((c, axis == .vertical ? Point(x: 0, y: d) : Point(x: d, y: 0)))
        }
        for (c, d) in moved {
            visit(c, origin: inputs.origin + d, transform: inputs.transform, opacity: inputs.opacity, clip: inputs.clip, hittable: inputs.hittable)
        }
    }

    /// A scroll view: its content shifted by the presented offset inside a layer clipped to it; it
    /// takes the pointer wherever its clip shows it.
    private mutating func visitScroll(_ node: Node, _ p: ModifiedPlace, hitRect: Rect) {
        let offset = node.scrollOffset.presented(at: time)
        let clipRect = RoundedRect(rect: p.window)
        if !collectFramesOnly { out.items.append(.beginLayer(opacity: 1, clip: clipRect, blur: 0, opaqueBlur: false)) }
        if p.hit { out.regions.append(HitRegion(hitRect, p.clip, node)) }
        marks?.append(DrawnMark(node: node, position: out.items.count, items: (out.items.count - 1)..<out.items.count,
                                textScale: p.t.sx, hittable: p.hit))
        let inner = clipRect.nested(in: p.clip)
        let outer = scrollViewport
        scrollViewport = (p.window, node.scrollAxis ?? .vertical)
        for c in node.children { visit(c, origin: p.rect.origin - node.scrollVector(offset), transform: p.t, opacity: p.o, clip: inner, hittable: p.hit) }
        scrollViewport = outer
        if !collectFramesOnly { out.items.append(.endLayer) }
    }

    private mutating func visitDrawing(_ node: Node, origin: Point, transform: PlaneTransform, opacity: Double, clip: RoundedRect?,
                                       hittable: Bool) {
        switch node.kind {
        case .empty: return
        case .group, .conditional, .identified, .composite:
            var t = transform, o = opacity
            var hit = hittable && !node.isRemoving
            applyTransition(node, origin: origin, transform: &t, opacity: &o, hittable: &hit)
            visitChildren(node, ChildInputs(origin: origin, transform: t, opacity: o, clip: clip, hittable: hit))
            return
        default: break
        }
        var rect = node.animatedFrame.presented(at: time)
        rect.origin = rect.origin + origin
        var t = transform
        var o = opacity
        var hit = hittable && !node.isRemoving
        applyTransition(node, origin: origin, transform: &t, opacity: &o, hittable: &hit)
        if case .modified(.matched) = node.kind { drawInFlight(node, rect: rect, transform: &t, opacity: &o) }
        let window = t.apply(rect)
        if collectFramesOnly { frames[ObjectIdentifier(node)] = window }
        node.lastPresented = window
        node.lastOpacity = o
        guard o > 0.0005 || collectFramesOnly else { return }

        // Where the pointer finds this view: where it is drawn (a planted fault uses its layout frame).
        let hitRect = PlantedFaults.hitRegionsAtLayoutFrames ? rect : window
        switch node.kind {
        case .leaf(let leaf):
            let first = out.items.count
            let leafHit = collectFramesOnly ? nil : drawLeaf(node, leaf, window, scaleX: t.sx, scaleY: t.sy, opacity: o)
            // A press goes where the leaf is drawn: a stroked border's band (not the inside it frames),
            // a path's polygons, text where its lines are (laid out at its new width while its frame
            // still eases from the old one, a resize mid-transition, that box is not its frame).
            if hit {
                switch PlantedFaults.hitRegionsAtLayoutFrames ? nil : leafHit {
                case nil: out.regions.append(HitRegion(hitRect, clip, node))
                case .box(let box)?: out.regions.append(HitRegion(box, clip, node))
                case .coverage(let drawn)?: out.regions.append(HitRegion(hitRect, clip, node, drawn: drawn))
                case .nothing?: break
                }
            }
            marks?.append(DrawnMark(node: node, position: first, items: first..<out.items.count, textScale: t.sx,
                                    hittable: hit && (leafHit?.takesPointer ?? true)))
        case .stack(let stack) where !stack.pinned.isEmpty:
            visitPinned(node, axis: stack.axis, sticky: graph.stickyOffsets(node, axis: stack.axis, spacing: stack.spacing, pinned: stack.pinned),
                        ChildInputs(origin: rect.origin, transform: t, opacity: o, clip: clip, hittable: hit))
        case .grid(let grid) where !grid.pinned.isEmpty:
            visitPinned(node, axis: grid.axis, sticky: graph.stickyOffsets(node, axis: grid.axis, spacing: grid.spacing, pinned: grid.pinned),
                        ChildInputs(origin: rect.origin, transform: t, opacity: o, clip: clip, hittable: hit))
        case .stack, .grid:
            visitChildren(node, ChildInputs(origin: rect.origin, transform: t, opacity: o, clip: clip, hittable: hit))
        case .scroll:
            visitScroll(node, ModifiedPlace(node: node, rect: rect, window: window, t: t, o: o, clip: clip, hit: hit), hitRect: hitRect)
        case .modified(let m):
            visitModified(node, m, rect: rect, window: window, transform: t, opacity: o, clip: clip, hittable: hit)
        default:
            break
        }
    }

    /// Applies a running insertion or removal transition of `node` to the transform and opacity.
    private func applyTransition(_ node: Node, origin: Point, transform t: inout PlaneTransform, opacity o: inout Double, hittable: inout Bool) {
        guard let transition = node.transition, node.isInserting || node.isRemoving else { return }
        let p = node.presence.presented(at: time)
        let effects = node.isRemoving ? transition.removal : transition.insertion
        // A transparent node has no frame of its own: its children's frames together are its extent.
        var frame: Rect
        if node.laidOut && !node.isTransparent {
            frame = node.animatedFrame.presented(at: time)
        } else {
            frame = node.layoutChildren.reduce(Rect.zero) { $0.union($1.animatedFrame.presented(at: time)) }
        }
        frame.origin = frame.origin + origin
        let state = TransitionState(effects: effects, presence: p, frame: t.apply(frame), bounds: graph.presentedBounds.presented(at: time),
                                    reducedMotion: node.transitionReduced ? ViewGraph.reducedMotionTravel : nil)
        o *= state.opacity
        // Invisible-until-end hides a removed view from its removal's very first frame, and an inserted
        // one until its insertion has settled and no other view of its matched id is still leaving.
        // Under reduced motion nothing flies in its place: it fades instead (a crossfade with its partner).
        if effects.contains(where: { if case .invisibleUntilEnd = $0 { return true } else { return false } }) {
            if node.transitionReduced { o *= max(0, min(1, p)) } else if node.isRemoving || node.presence.isAnimating(at: time) || graph.matchedPartnerIsLeaving(node) { o = 0 }
        }
        if state.scale != 1 {
            let anchor = Point(x: frame.minX + frame.width * state.anchor.horizontal, y: frame.minY + frame.height * state.anchor.vertical)
            t = t.scaled(state.scale, state.scale, about: anchor)
        }
        t.tx += state.offset.x
        t.ty += state.offset.y
    }

    /// `items` without the layer openings that are not closed within them.
    static func closingOpenLayers(_ items: [DisplayItem]) -> [DisplayItem] {
        // Open layers, each with its mask separator when it is a mask already past its content.
        var open: [(begin: Int, separator: Int?)] = []
        for (k, item) in items.enumerated() {
            if item.opensLayer {
                open.append((k, nil))
            } else if case .endLayer = item {
                _ = open.popLast()
            } else if case .maskContent = item, !open.isEmpty {
                open[open.count - 1].separator = k
            }
        }
        guard !open.isEmpty else { return items }
        let dropped = Set(open.flatMap { [$0.begin] + ($0.separator.map { [$0] } ?? []) })
        return items.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// A modifier node's place as `visitModified` received it: its layout rect, where it is drawn
    /// (`window`), the transform, opacity and clip it is drawn under, and whether it takes the pointer.
    struct ModifiedPlace {
        let node: Node
        let rect: Rect
        let window: Rect
        let t: PlaneTransform
        let o: Double
        let clip: RoundedRect?
        let hit: Bool
    }

    /// Visits the modifier's content children, each argument given replacing the place's own.
    private mutating func visitContent(_ p: ModifiedPlace, origin: Point? = nil, transform: PlaneTransform? = nil, opacity: Double? = nil,
                                       clip newClip: RoundedRect?? = nil, hittable: Bool? = nil) {
        for c in p.node.children where c.key.slot == .content {
            visit(c, origin: origin ?? p.rect.origin, transform: transform ?? p.t, opacity: opacity ?? p.o,
                  clip: newClip ?? p.clip, hittable: hittable ?? p.hit)
        }
    }

    /// Presents a modifier node: what it draws around its content (layers, shadows, traces, hit shapes)
    /// and its content under the modifier's transform, opacity or clip.
    private mutating func visitModified(_ node: Node, _ m: Modifier, rect: Rect, window: Rect, transform t: PlaneTransform,
                                        opacity o: Double, clip: RoundedRect?, hittable hit: Bool) {
        let p = ModifiedPlace(node: node, rect: rect, window: window, t: t, o: o, clip: clip, hit: hit)
        switch m {
        case .opacity:
            let v = node.animatedOpacity.presented(at: time)
            visitContent(p, opacity: o * max(0, min(1, v)))
        case .scale(_, _, let anchor):
            let k = node.animatedScale.presented(at: time)
            let a = Point(x: rect.minX + rect.width * anchor.horizontal, y: rect.minY + rect.height * anchor.vertical)
            visitContent(p, transform: t.scaled(k.x, k.y, about: a))
        case .offset:
            let d = node.animatedOffset.presented(at: time)
            visitContent(p, origin: Point(x: rect.minX + d.x, y: rect.minY + d.y))
        case .rotation(_, let anchor):
            visitRotated(p, anchor: anchor)
        case .rotation3D(_, let axis, let anchor):
            visitRotated3D(p, axis: axis, anchor: anchor)
        case .clip(let shape):
            let rounded = RoundedRect(rect: shape.outlineRect(in: window), radius: shapeRadius(shape, node: node, size: window.size, scaleX: t.sx))
            if !collectFramesOnly { out.items.append(.beginLayer(opacity: 1, clip: rounded, blur: 0, opaqueBlur: false)) }
            visitContent(p, clip: .some(rounded.nested(in: clip)))
            if !collectFramesOnly { out.items.append(.endLayer) }
        case .blur(_, let opaque):
            let r = node.animatedBlur.presented(at: time) * t.sx
            if r > 0.01 && !collectFramesOnly { out.items.append(.beginLayer(opacity: 1, clip: opaque ? RoundedRect(rect: window) : nil, blur: r / 2, opaqueBlur: opaque)) }
            visitContent(p)
            if r > 0.01 && !collectFramesOnly { out.items.append(.endLayer) }
        case .backdropBlur(let radius, let tint):
            visitBackdrop(p, radius: radius, tint: tint)
        case .shadow(_, let targetRadius, let targetX, let targetY):
            visitShadow(p, radius: targetRadius, x: targetX, y: targetY)
        case .background(_, _):
            if let d = node.decorationChild { visit(d, origin: rect.origin, transform: t, opacity: o, clip: clip, hittable: hit) }
            visitContent(p)
        case .overlay(_, _):
            visitContent(p)
            if let d = node.decorationChild { visit(d, origin: rect.origin, transform: t, opacity: o, clip: clip, hittable: hit) }
        case .mask(_, _):
            visitMasked(p)
        case .contentShape(let shape):
            visitContentShape(p, shape)
        case .hitTesting(let enabled):
            visitContent(p, hittable: hit && enabled)
        case .identifier(let name):
            visitTraced(p, TraceElement(id: name, frame: window, radius: 0, opacity: o))
        case .matched(let spec):
            visitTraced(p, TraceElement(id: spec.id, namespace: spec.namespace.name, match: spec.properties.rawValue, frame: window, radius: 0, opacity: o))
        case .scrollTransition, .visualEffect:
            visitEffect(p, drawnEffect(m, p))
        case .gesture(.button(_, let pressed)):
            visitContent(p, opacity: node.isPressed && pressed == nil ? o * 0.6 : o)
        default:
            visitContent(p)
        }
    }

    /// The effect a scroll transition gives the view at `p` for its place in the innermost scroll view
    /// (none outside one), or a `visualEffect` for its geometry.
    private func drawnEffect(_ m: Modifier, _ p: ModifiedPlace) -> VisualEffectValues {
        switch m {
        case .scrollTransition(let spec):
            guard let viewport = scrollViewport else { return .identity }
            return spec.values(view: p.window, viewport: viewport.rect, axis: viewport.axis)
        case .visualEffect(let spec):
            let g = graph.drawnGeometry(p.node, size: p.rect.size, window: p.window, scrollOrigin: scrollViewport?.rect.origin)
            return spec.effect(GeometryProxy(g, use: ReaderUse()))
        default:
            return .identity
        }
    }

    /// A visual effect (`drawnEffect`): the content moved, scaled and turned about its anchors, its
    /// opacity multiplied, blurred in a layer.
    private mutating func visitEffect(_ p: ModifiedPlace, _ v: VisualEffectValues) {
        let rect = p.rect.offsetBy(dx: v.offsetX, dy: v.offsetY)
        let a = Point(x: rect.minX + rect.width * v.scaleAnchor.horizontal, y: rect.minY + rect.height * v.scaleAnchor.vertical)
        let t = v.scaleX == 1 && v.scaleY == 1 ? p.t : p.t.scaled(v.scaleX, v.scaleY, about: a)
        let blurs = v.blur * p.t.sx > 0.01 && !collectFramesOnly
        if blurs { out.items.append(.beginLayer(opacity: 1, clip: nil, blur: v.blur * p.t.sx / 2, opaqueBlur: false)) }
        let turns = abs(v.rotation) > 1e-6 && !collectFramesOnly
        if turns {
            let w = t.apply(rect)
            out.items.append(.beginTransform(angle: v.rotation, anchor: Point(x: w.minX + w.width * v.rotationAnchor.horizontal,
                                                                              y: w.minY + w.height * v.rotationAnchor.vertical)))
        }
        visitContent(p, origin: rect.origin, transform: t, opacity: p.o * v.opacity)
        if turns { out.items.append(.endLayer) }
        if blurs { out.items.append(.endLayer) }
    }

    /// A rotation: the content inside a transform layer turned by `angle` (radians; the node's presented
    /// rotation when nil) about the anchor (none when unturned), under `transform` (the place's when nil).
    private mutating func visitRotated(_ p: ModifiedPlace, anchor: UnitPoint, angle: Double? = nil, transform: PlaneTransform? = nil) {
        let angle = angle ?? p.node.animatedRotation.presented(at: time)
        let turns = abs(angle) > 1e-6 && !collectFramesOnly
        if turns {
            let a = Point(x: p.window.minX + p.window.width * anchor.horizontal, y: p.window.minY + p.window.height * anchor.vertical)
            out.items.append(.beginTransform(angle: angle, anchor: a))
        }
        visitContent(p, transform: transform)
        if turns { out.items.append(.endLayer) }
    }

    /// A 3D turn (`Rotation3D`): the content narrowed about the anchor along the axes the turn
    /// foreshortens, or turned in the plane for an axis along z.
    private mutating func visitRotated3D(_ p: ModifiedPlace, axis: Rotation3D.Axis, anchor: UnitPoint) {
        let k = Rotation3D.projection(radians: p.node.animatedRotation.presented(at: time), axis: axis)
        let a = Point(x: p.rect.minX + p.rect.width * anchor.horizontal, y: p.rect.minY + p.rect.height * anchor.vertical)
        visitRotated(p, anchor: anchor, angle: k.turn, transform: k.scaleX == 1 && k.scaleY == 1 ? nil : p.t.scaled(k.scaleX, k.scaleY, about: a))
    }

    /// A mask: the content, then (after the separator) the mask, whose alpha the content is multiplied
    /// by. The mask takes no presses and is drawn at full opacity: the group's opacity is the content's.
    private mutating func visitMasked(_ p: ModifiedPlace) {
        if !collectFramesOnly { out.items.append(.beginMask) }
        visitContent(p)
        if !collectFramesOnly { out.items.append(.maskContent) }
        if let d = p.node.decorationChild { visit(d, origin: p.rect.origin, transform: p.t, opacity: 1, clip: nil, hittable: false) }
        if !collectFramesOnly { out.items.append(.endLayer) }
    }

    /// An identified or matched view: its trace element (made only when traces are written), then its
    /// content, then the element completed from where the content went.
    private mutating func visitTraced(_ p: ModifiedPlace, _ element: @autoclosure () -> TraceElement) {
        let index = out.trace.count
        if !collectFramesOnly { out.trace.append(element()) }
        visitContent(p)
        if !collectFramesOnly { finishTrace(index, node: p.node, window: p.window) }
    }

    /// A frosted backdrop: what is drawn beneath it so far, blurred in a layer clipped to it, its tint
    /// over that; then its content.
    private mutating func visitBackdrop(_ p: ModifiedPlace, radius: Double, tint: Color) {
        let (node, window, t, o, hit) = (p.node, p.window, p.t, p.o, p.hit)
        // Drawn whenever the view is (`visitDrawing`'s opacity threshold): what takes the pointer shows.
        if !collectFramesOnly && o > 0.0005 && radius > 0 {
            // What is on screen beneath: every item so far, less the openings of the layers this
            // view is inside (a clip around the material): they are still open, and unbalanced
            // they would swallow what follows the backdrop.
            let beneath = Self.closingOpenLayers(out.items.written)
            let layer = out.items.count
            out.items.append(.beginLayer(opacity: o, clip: RoundedRect(rect: window), blur: radius * t.sx / 2, opaqueBlur: true))
            out.items.append(contentsOf: beneath)
            // A uniform tint over the whole layer is unchanged by the blur: it is drawn inside the
            // layer, so the cached picture is the finished material and one composite shows it.
            if tint.alpha > 0 { out.items.append(.shape(.rect(window), .color(tint), opacity: 1)) }
            out.items.append(.endLayer)
            // The material is drawn: it takes the pointer wherever its layer's clip shows it.
            marks?.append(DrawnMark(node: node, position: out.items.count, items: layer..<(layer + 1), textScale: t.sx, hittable: hit))
        }
        visitContent(p)
    }

    /// A shadow under the content (or under the smaller view the content places inside it: its own
    /// shadow, where it is drawn this frame), then the content.
    private mutating func visitShadow(_ p: ModifiedPlace, radius targetRadius: Double, x targetX: Double, y targetY: Double) {
        let (node, window, t, o, content) = (p.node, p.window, p.t, p.o, p.node.contentChild)
        let color = node.animatedColor?.presented(at: time) ?? .black
        let g = node.animatedShadow?.presented(at: time)
        let radius = g?.minX ?? targetRadius, x = g?.minY ?? targetX, y = g?.width ?? targetY
        if !collectFramesOnly && color.alpha * o > 0.001 && radius > 0 {
            if let caster = content.flatMap(Self.placedShadowCaster) {
                // The content places a smaller view inside the modifier's rect (`position`, a
                // `GeometryReader`): the shadow is that view's, where it is drawn this frame.
                let index = out.items.count, firstMark = marks?.count ?? 0
                visitContent(p)
                if let drawn = caster.lastPresented, caster.lastOpacity > 0.0005 {
                    let shape = RoundedRect(rect: drawn, radius: drawnRadius(caster, size: drawn.size, scaleX: t.sx))
                    out.items.insert(.shadow(shape, color: color.opacity(o), radius: radius * t.sx, offset: Point(x: x * t.sx, y: y * t.sy)), at: index)
                    // The content's marks follow their items, one further on.
                    if marks != nil {
                        for k in firstMark..<marks!.count {
                            marks![k].position += 1
                            marks![k].items = (marks![k].items.lowerBound + 1)..<(marks![k].items.upperBound + 1)
                        }
                    }
                }
                return
            }
            let shape = RoundedRect(rect: window, radius: content.map { drawnRadius($0, size: window.size, scaleX: t.sx) } ?? 0)
            out.items.append(.shadow(shape, color: color.opacity(o), radius: radius * t.sx, offset: Point(x: x * t.sx, y: y * t.sy)))
        }
        visitContent(p)
    }

    /// A declared hit shape: the whole shape takes the pointer where the content is drawn, and none of
    /// the content outside it does.
    private mutating func visitContentShape(_ p: ModifiedPlace, _ shape: ShapeKind) {
        let (node, rect, window, t, clip, hit) = (p.node, p.rect, p.window, p.t, p.clip, p.hit)
        // The whole shape catches the pointer, not just what is drawn inside it.
        let radius: Double
        switch shape {
        case .rectangle: radius = 0
        case .roundedRectangle(let r): radius = r * t.sx
        case .circle, .capsule: radius = min(window.width, window.height) / 2
        }
        if hit {
            let hitRect = shape.outlineRect(in: PlantedFaults.hitRegionsAtLayoutFrames ? rect : window)
            out.regions.append(HitRegion(hitRect, radius > 0 ? RoundedRect(rect: hitRect, radius: radius).nested(in: clip) : clip, node))
        }
        // Declared, not drawn: the shape catches the pointer where the content is drawn.
        marks?.append(DrawnMark(node: node, position: out.items.count, items: 0..<0, textScale: t.sx, hittable: hit,
                                declared: RoundedRect(rect: shape.outlineRect(in: window), radius: radius)))
        // As in SwiftUI, the shape is where the content takes the pointer: none of it outside.
        let shapeRect = PlantedFaults.hitRegionsAtLayoutFrames ? rect : window
        visitContent(p, clip: .some(RoundedRect(rect: shapeRect, radius: radius).nested(in: clip)))
        marks?.append(DrawnMark(node: node, position: out.items.count, items: 0..<0, textScale: t.sx, hittable: false, closesScope: true))
    }

    /// Completes a trace element once its content is drawn: its frame is where the content went (after
    /// offsets, scales and transitions inside the identified view), its opacity the content's, and its
    /// radius the corner radius the content is drawn with.
    private mutating func finishTrace(_ index: Int, node: Node, window: Rect) {
        var n: Node? = node.contentChild
        var opacity = out.trace[index].opacity
        var crossfading = graph.isCrossfading(node)
        while let c = n {
            crossfading = crossfading || graph.isCrossfading(c)
            switch c.kind {
            case .modified(let m) where m.keepsRect:
                if case .opacity = m { opacity *= max(0, min(1, c.animatedOpacity.presented(at: time))) }
                n = c.contentChild
                continue
            case .composite, .identified, .conditional, .group:
                // A view's body, or a builder wrapper, with one child: look into it.
                let live = c.children.filter { !$0.isRemoving }
                if live.count == 1 { n = live[0]; continue }
            default: break
            }
            break
        }
        let visual = n?.lastPresented ?? window
        out.trace[index].drawnBy = UInt(bitPattern: ObjectIdentifier(n ?? node).hashValue)
        out.trace[index].frame = visual
        out.trace[index].opacity = n.map { Self.drawnOpacity($0) } ?? opacity
        out.trace[index].crossfading = crossfading
        out.trace[index].radius = node.contentChild.map { drawnRadius($0, size: visual.size, scaleX: 1) } ?? 0
    }

    /// The largest opacity anything `node` draws was drawn at in its last presentation: a leaf's own,
    /// a container's its contents' (a card whose title and colour are hidden while its detail shows
    /// them is not visible, though the stack around them is drawn at opacity 1). A node drawn at
    /// opacity 0 drew nothing below it (its children were not visited, their opacities are stale), and
    /// one never presented drew nothing.
    static func drawnOpacity(_ node: Node) -> Double {
        if !node.isTransparent {
            // Never presented (inserted hidden, its subtree not visited): nothing drawn.
            guard node.lastPresented != nil, node.lastOpacity > 0.0005 else { return 0 }
            if case .leaf = node.kind { return node.lastOpacity }
        }
        // Opacities only multiply on the way down: nothing below is drawn above this node's own, so
        // the walk stops at the first content drawn at that (most visible content, at once).
        let bound = node.isTransparent ? 1.0 : node.lastOpacity
        var most = 0.0
        for c in node.children {
            most = max(most, drawnOpacity(c))
            if most >= bound - 1e-9 { return most }
        }
        // A container that draws nothing of its own and holds nothing drawn: its own opacity stands
        // (an empty frame still counts as seen, as before).
        if node.children.isEmpty && !node.isTransparent { return node.lastOpacity }
        return most
    }

    /// Corner radius of a clip shape at a size, in window points.
    private func shapeRadius(_ shape: ShapeKind, node: Node, size: Size, scaleX: Double) -> Double {
        switch shape {
        case .rectangle: return 0
        case .roundedRectangle: return node.animatedRadius.presented(at: time) * scaleX
        case .circle, .capsule: return min(size.width, size.height) / 2
        }
    }

    /// The one shape a shadow's content draws, when a `position` or a `GeometryReader` on the way down
    /// places it inside the content's rect (nil otherwise: the shadow takes the content's own rect).
    static func placedShadowCaster(_ node: Node) -> Node? {
        var n: Node? = node, placed = false
        while let c = n {
            switch c.kind {
            case .modified(.position), .modified(.sizeReader):
                placed = true
                n = c.contentChild
            case .modified(.frame), .modified(.padding):
                n = c.contentChild
            case .modified(let m) where m.keepsRect:
                n = c.contentChild
            case .composite, .group, .conditional, .identified:
                let live = c.children.filter { !$0.isRemoving }
                n = live.count == 1 ? live[0] : nil
            case .leaf(.shape), .leaf(.path):
                return placed ? c : nil
            default:
                return nil
            }
        }
        return nil
    }

    /// The corner radius `node` is drawn with: the first clip or shape on the way down its content.
    func drawnRadius(_ node: Node, size: Size, scaleX: Double) -> Double {
        var n: Node? = node
        while let c = n {
            switch c.kind {
            case .leaf(.shape(let s, _, _)):
                switch s {
                case .rectangle: return 0
                case .roundedRectangle(let r): return min(r * scaleX, min(size.width, size.height) / 2)
                case .circle, .capsule: return min(size.width, size.height) / 2
                }
            case .modified(.clip(let s)): return shapeRadius(s, node: c, size: size, scaleX: scaleX)
            case .modified(.background), .modified(.overlay):
                if case .modified(.background) = c.kind, let d = c.decorationChild {
                    let r = drawnRadius(d, size: size, scaleX: scaleX)
                    if r > 0 { return r }
                }
                n = c.contentChild
            case .modified, .composite, .group, .conditional, .identified:
                n = c.children.first { $0.key.slot == .content || $0.key.slot == .index(0) || $0.key.slot == .branch(0) || $0.key.slot == .branch(1) }
            default:
                return 0
            }
        }
        return 0
    }

    /// Appends the display items of a leaf drawn at `window`. Returns, for text, the box its lines are
    /// drawn in (window points), which is not its frame while that frame eases to a new width.
    private mutating func drawLeaf(_ node: Node, _ leaf: Leaf, _ window: Rect, scaleX: Double, scaleY: Double, opacity o: Double) -> LeafHit? {
        let env = node.environment
        switch leaf {
        case .shape(let kind, let fill, let lineWidth):
            return drawShape(node, kind, fill: fill, lineWidth: lineWidth, window, scaleX: scaleX, opacity: o)
        case .text(let spec):
            return drawText(node, spec, window, scaleX: scaleX, opacity: o).map(LeafHit.box)
        case .image(let spec):
            guard let asset = graph.context.images(spec.name) else { return nil }
            out.items.append(.image(asset, source: nil, destination: window, clip: nil, opacity: o))
        case .spacer:
            break
        case .divider:
            out.items.append(.shape(.rect(window), .color(Divider.color(env.colorScheme)), opacity: o))
        case .path(let spec):
            return drawPath(node, spec, window, scaleX: scaleX, scaleY: scaleY, opacity: o)
        case .gradient(let g):
            drawGradient(g, window, scaleX: scaleX, scheme: env.colorScheme, opacity: o)
        }
        return nil
    }

    /// A fill colour on its way to a new one (its ends resolved for the colour scheme when it was set:
    /// `applyValueTargets`); nil at rest, where the kind's own colour is drawn.
    private func animatedFill(_ node: Node) -> Color? {
        guard let motion = node.animatedColor, motion.isAnimating(at: time) else { return nil }
        return motion.presented(at: time)
    }

    /// A shape leaf: a rectangle, rounded rectangle, circle or capsule, filled or stroked (a ring, whose
    /// band alone takes the pointer).
    private mutating func drawShape(_ node: Node, _ kind: ShapeKind, fill: Color?, lineWidth: Double?, _ window: Rect, scaleX: Double,
                                    opacity o: Double) -> LeafHit? {
        let env = node.environment
        let color = fill.map { animatedFill(node) ?? $0.resolved(in: env.colorScheme) } ?? env.foregroundColor.resolved(in: env.colorScheme)
        let radius: Double
        switch kind {
        case .rectangle: radius = 0
        case .roundedRectangle(let r): radius = r * scaleX
        case .circle, .capsule: radius = min(window.width, window.height) / 2
        }
        var r = window
        if case .circle = kind {
            let d = min(window.width, window.height)
            r = Rect(center: window.center, size: Size(width: d, height: d))
        }
        if let w = lineWidth, w <= 0 { return .nothing }
        // Nothing to draw (a clear spacer): no item, so a fading clear view changes no pixel or cache.
        if color.alpha <= 0 { return lineWidth == nil ? nil : .nothing }
        let outline = RoundedRect(rect: r, radius: radius)
        guard let w = lineWidth else {
            out.items.append(.shape(.roundedRect(outline), .color(color), opacity: o))
            return nil
        }
        out.items.append(.shape(.ring(outline, width: w * scaleX), .color(color), opacity: o))
        return .coverage(.band(outline: outline, hole: outline.inset(by: w * scaleX)))
    }

    /// A text leaf, laid out for the scale it is drawn at and aligned in its frame; returns the box its
    /// lines are drawn in (nil: nothing drawn).
    private mutating func drawText(_ node: Node, _ spec: TextSpec, _ window: Rect, scaleX: Double, opacity o: Double) -> Rect? {
        let env = node.environment
        // Scaled to (almost) nothing, as a `.scale(0)` transition starts: no glyph is drawn (and a
        // text layout at scale 0 has no finite size).
        guard scaleX > 1e-3 else { return nil }
        // A font size in flight is drawn at its presented size (layout used the target size).
        let presentedSize = node.animatedFontSize?.presented(at: time)
        let layout = graph.textLayout(node, width: node.frame.width, extraScale: scaleX, fontSize: presentedSize)
        let fraction: Double
        switch spec.alignment ?? env.textAlignment {
        case .leading: fraction = 0
        case .center: fraction = 0.5
        case .trailing: fraction = 1
        }
        let x = window.minX + (window.width - layout.size.width * scaleX) * fraction
        let color = (spec.color ?? env.foregroundColor).resolved(in: env.colorScheme)
        if let m = node.contentMotion, m.progress.isAnimating(at: time), let roll = m.from as? TextRoll, !collectFramesOnly {
            // Rolling or fading from the old string (`contentTransition`), placed as the text aligns.
            let old = roll.oldLayout(scale: scaleX) { graph.textLayout(node, replacing: roll.old, width: roll.width, extraScale: scaleX) }
            let oldX = window.minX + (window.width - old.size.width * scaleX) * fraction
            for item in roll.items(old: old, new: layout, oldOrigin: Point(x: oldX, y: window.minY), newOrigin: Point(x: x, y: window.minY),
                                   k: scaleX, color: color, opacity: o, progress: m.progress.presented(at: time)) { out.items.append(item) }
        } else {
            out.items.append(.text(layout, origin: Point(x: x, y: window.minY), color: color, opacity: o))
        }
        return Rect(x: x, y: window.minY, width: layout.size.width * scaleX, height: layout.size.height * scaleX)
    }

    /// A path leaf (a custom `Shape`, filled or stroked), made for the size it is drawn at.
    private mutating func drawPath(_ node: Node, _ spec: PathSpec, _ window: Rect, scaleX: Double, scaleY: Double,
                                   opacity o: Double) -> LeafHit? {
        let env = node.environment
        let color = spec.fill.map { animatedFill(node) ?? $0.resolved(in: env.colorScheme) } ?? env.foregroundColor.resolved(in: env.colorScheme)
        guard color.alpha > 0 else { return spec.lineWidth == nil ? nil : .nothing }
        // Made for the size it is laid out at where it is drawn (a matched flight or follower lays the
        // shape out at its frame, as SwiftUI does: a capsule stays a capsule), then mapped through
        // the scale effects above it.
        let size = Size(width: scaleX > 1e-9 ? window.width / scaleX : 0, height: scaleY > 1e-9 ? window.height / scaleY : 0)
        let kx = size.width > 0 ? window.width / size.width : 1, ky = size.height > 0 ? window.height / size.height : 1
        let box = Rect(origin: .zero, size: size)
        // A shape morphing (`Animatable`) is drawn with its data as presented now.
        let path = node.contentMotion.flatMap { m in m.progress.isAnimating(at: time) ? spec.outline?.path(m.presented(at: time), box) : nil }
            ?? spec.path(box)
        let tolerance = Path.flatness / max(1e-3, max(kx, ky))
        let map = { (p: Point) in Point(x: window.minX + p.x * kx, y: window.minY + p.y * ky) }
        let contours = spec.lineWidth.map { w in
            StrokeOutline.polygons(path.subpaths(tolerance: tolerance, transform: map),
                                   style: (spec.strokeStyle ?? StrokeOutline.Style(width: w)).scaled(by: scaleX), tolerance: Path.flatness)
        } ?? path.polygons(tolerance: tolerance, transform: map)
        guard !contours.isEmpty else { return spec.lineWidth == nil ? nil : .nothing }
        let polygons = PolygonSet(contours)
        out.items.append(.shape(.polygons(polygons), .color(color), opacity: o))
        return .coverage(.polygons(polygons))
    }

    /// A gradient leaf filling its frame; system colours among its stops take the colour scheme's values.
    private mutating func drawGradient(_ g: GradientSpec, _ window: Rect, scaleX: Double, scheme: ColorScheme, opacity o: Double) {
        func at(_ u: UnitPoint) -> Point { Point(x: window.minX + u.horizontal * window.width, y: window.minY + u.vertical * window.height) }
        let stops = g.stops.map { Raster.LinearGradient.Stop($0.location, $0.color.resolved(in: scheme)) }
        let fill: ShapeFill
        switch g.geometry {
        case .linear(let start, let end):
            fill = .linearGradient(Raster.LinearGradient(start: at(start), end: at(end), stops: stops))
        case .radial(let center, let r0, let r1):
            // Radii are in points: scaled with the view (a scale effect above it), as SwiftUI draws them.
            fill = .radialGradient(Raster.RadialGradient(center: at(center), startRadius: r0 * scaleX, endRadius: r1 * scaleX, stops: stops))
        case .elliptical(let center, let f0, let f1):
            // Horizontal radii in pixels; vertical distance scaled by the frame's width over height.
            let rx = window.width / 2, ry = window.height / 2
            fill = .radialGradient(Raster.RadialGradient(center: at(center), startRadius: f0 * rx, endRadius: f1 * rx, stops: stops,
                                                         yScale: ry > 1e-9 ? rx / ry : 1))
        case .angular(let center, let a0, let a1):
            fill = .angularGradient(Raster.AngularGradient(center: at(center), startAngle: a0, endAngle: a1, stops: stops))
        }
        out.items.append(.shape(.rect(window), fill, opacity: o))
    }
}

extension Node {
    /// Nodes whose drawing is kept for copying (`PresentRecord`): a view's body and containers.
    var keepsPresentRecord: Bool {
        switch kind {
        case .composite, .stack, .grid, .scroll: return true
        // A `ForEach` or a long builder block: its children's drawings are kept apart (`ChildSpans`).
        case .group, .identified, .conditional: return children.count >= ChildSpans.minimumChildren
        default: return false
        }
    }

    /// The zIndex of the outermost modifier chain of this node, looking through the single-child
    /// wrappers a view builder adds (an `if` branch, an identity, a composite view's body).
    var zIndex: Double { outermostValue { if case .zIndex(let z) = $0 { z } else { nil } } }

    /// The layout priority (`layoutPriority(_:)`) of the outermost modifier chain of this node, found
    /// as `zIndex` is (SwiftUI keeps both as traits that other modifiers pass on); 0 without one.
    var layoutPriority: Double { outermostValue { if case .layoutPriority(let p) = $0 { p } else { nil } } }

    /// The first value `pick` reads from a modifier of this node's outermost modifier chain, looking
    /// through the single-child wrappers a view builder adds (an `if` branch, an identity, a
    /// composite view's body); 0 when none has one.
    private func outermostValue(_ pick: (Modifier) -> Double?) -> Double {
        var n: Node? = self
        while let c = n {
            switch c.kind {
            case .modified(let m):
                if let v = pick(m) { return v }
                n = c.contentChild
            case .conditional, .identified, .composite, .group:
                // The one live child, or else the one child on its way out.
                var live: Node?, liveCount = 0, shown: Node?, shownCount = 0
                for child in c.children where !child.isEmptyView {
                    shown = child
                    shownCount += 1
                    if !child.isRemoving { live = child; liveCount += 1 }
                    // Two live children: no one child's value (a `ForEach` need not be read to its end).
                    if liveCount > 1 { return 0 }
                }
                // Every child on its way out (a modal closed while the one before it still flies home):
                // they leave from the same place in the drawing order, the highest of theirs.
                if liveCount == 0 && shownCount > 1 {
                    var highest = -Double.infinity
                    for child in c.children where !child.isEmptyView { highest = max(highest, child.outermostValue(pick)) }
                    return highest
                }
                n = liveCount == 1 ? live : (liveCount == 0 && shownCount == 1 ? shown : nil)
            default: return 0
            }
        }
        return 0
    }

    private var isEmptyView: Bool { if case .empty = kind { return true } else { return false } }
}

extension ViewGraph {
    /// The current drawing and trace, at the graph's time.
    public func render() -> (items: [DisplayItem], trace: [TraceElement]) {
        let p = present()
        return (p.items, p.trace)
    }
}
