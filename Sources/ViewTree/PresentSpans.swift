import Geometry

/// What a node passes to each of its children when it draws them one after another: the layout
/// origin they are placed from, the transform to window points, opacity, clip and hit-testability.
struct ChildInputs: Equatable {
    var origin: Point
    var transform: PlaneTransform
    var opacity: Double
    var clip: RoundedRect?
    var hittable: Bool
}

/// Where each child's drawing lies inside what its parent drew last (`PresentRecord`), for a node
/// with many children drawn one after another in tree order (a `ForEach`, a long stack).
///
/// Invariants, while the record is good (`PresentRecord.epoch` is the last presentation's):
/// - `starts[i]` is where child i's display items, trace elements and hit regions begin, relative to
///   the record's ranges (`starts[0]` is zero, `starts[children.count]` the ranges' lengths);
/// - `dirtyChildren` holds every child whose drawing may have changed since (`ViewGraph.noteRedraw`
///   adds the child on the way up from a change), unless `overflow` says there were too many to list.
/// So a node drawn again with the same inputs, unchanged itself (`Node.presentSelfDirty`), copies the
/// clean children's drawings in blocks and draws only the dirty ones: the work follows the change, not
/// the number of children (`PresentContext.patchChildren`).
@MainActor
final class ChildSpans {
    /// Nodes with fewer children draw them all again (a long list is what needs the spans).
    static let minimumChildren = 4
    /// More dirty children than this since the last presentation: the node draws all of them.
    static let dirtyLimit = 16

    /// (items, trace elements, hit regions, unused) per child and the end.
    var starts: [SIMD4<Int32>]
    /// The inputs the children were drawn with.
    let inputs: ChildInputs
    private(set) var dirtyChildren: [Node] = []
    private(set) var overflow = false

    init(starts: [SIMD4<Int32>], inputs: ChildInputs) {
        self.starts = starts
        self.inputs = inputs
    }

    /// `child`'s drawing may differ from the last presentation.
    func noteDirty(_ child: Node) {
        guard !overflow else { return }
        for c in dirtyChildren where c === child { return }   // a loop: no closure to check the executor
        if dirtyChildren.count >= Self.dirtyLimit {
            overflow = true
            dirtyChildren = []
        } else {
            dirtyChildren.append(child)
        }
    }

    func forgetDirtyChildren() {
        if !dirtyChildren.isEmpty { dirtyChildren = [] }
        overflow = false
    }
}

extension PresentContext {
    /// Draws `node`'s children in drawing order with `inputs`; when recording a node that keeps its
    /// children's spans, notes where each child's drawing starts (`recordedSpans`, taken by `visit`).
    mutating func visitChildren(_ node: Node, _ inputs: ChildInputs) {
        let children = node.children
        let natural = !flipsOrder && (children.count < 2 || Self.allAtZeroZ(children))
        let ordered = natural ? children : drawOrder(children)
        guard recording, natural, children.count >= ChildSpans.minimumChildren, node.keepsPresentRecord else {
            for c in ordered { visit(c, origin: inputs.origin, transform: inputs.transform, opacity: inputs.opacity, clip: inputs.clip, hittable: inputs.hittable) }
            return
        }
        let base = counts
        var starts: [SIMD4<Int32>] = []
        starts.reserveCapacity(children.count + 1)
        for c in children {
            starts.append(counts &- base)
            visit(c, origin: inputs.origin, transform: inputs.transform, opacity: inputs.opacity, clip: inputs.clip, hittable: inputs.hittable)
        }
        starts.append(counts &- base)
        recordedSpans = (ObjectIdentifier(node), ChildSpans(starts: starts, inputs: inputs))
    }

    /// How many items, trace elements and hit regions are drawn so far.
    var counts: SIMD4<Int32> { out.counts }

    /// Draws `node` again by copying its clean children's drawings from `previous` and drawing only its
    /// dirty children (see `ChildSpans`); the caller checked that the record is the last
    /// presentation's, drawn with the same inputs, and that the node itself is unchanged. Returns false,
    /// drawing nothing, where that cannot be done (too many dirty children, a child's zIndex, a record
    /// that does not fit): the caller then draws the node whole.
    mutating func patchChildren(_ node: Node, _ record: PresentRecord, _ spans: ChildSpans) -> Bool {
        let children = node.children
        guard let changed = patchableChildren(children, record, spans) else { return false }
        let oldBase = SIMD4(Int32(record.items.lowerBound), Int32(record.trace.lowerBound), Int32(record.regions.lowerBound), 0)
        let newBase = counts
        let inputs = spans.inputs
        let refreshChildRecords = children.count <= ChildSpans.dirtyLimit
        var from = 0
        var deltas: [(index: Int, delta: SIMD4<Int32>)] = []
        /// Draws child i (its drawing may be a different length from the last one).
        func draw(_ i: Int, _ me: inout PresentContext) {
            let before = me.counts
            me.visit(children[i], origin: inputs.origin, transform: inputs.transform, opacity: inputs.opacity, clip: inputs.clip, hittable: inputs.hittable)
            let delta = (me.counts &- before) &- (spans.starts[i + 1] &- spans.starts[i])
            if delta != .zero { deltas.append((i, delta)) }
        }
        /// Copies the clean children in [a, b) (or draws them, where their drawings cannot be copied).
        func copy(_ a: Int, _ b: Int, _ me: inout PresentContext) {
            guard a < b else { return }
            let from = spans.starts[a] &+ oldBase, to = spans.starts[b] &+ oldBase
            if me.out.copyPrevious(items: Int(from[0])..<Int(to[0]), trace: Int(from[1])..<Int(to[1]), regions: Int(from[2])..<Int(to[2])) {
                if refreshChildRecords { me.refreshRecords(children[a..<b], spans: spans, oldBase: oldBase, newBase: newBase, deltas: deltas) }
            } else {
                for j in a..<b { draw(j, &me) }
            }
        }
        for i in changed where i >= from {
            copy(from, i, &self)
            draw(i, &self)
            from = i + 1
        }
        copy(from, children.count, &self)
        Self.shiftStarts(spans, by: deltas, childCount: children.count)
        spans.forgetDirtyChildren()
        record.items = Int(newBase[0])..<out.items.count
        record.trace = Int(newBase[1])..<out.trace.count
        record.regions = Int(newBase[2])..<out.regions.count
        record.epoch = graph.presentMemo.presentEpoch
        node.presentDirty = false
        node.presentSelfDirty = false
        return true
    }

    /// The indices of the dirty children, in order, when the record can be patched: the spans cover
    /// every child and the record, the record lies in the last presentation, and no dirty child has a
    /// zIndex (it changes the drawing order). Nil: draw the node whole.
    private func patchableChildren(_ children: [Node], _ record: PresentRecord, _ spans: ChildSpans) -> [Int]? {
        guard !spans.overflow, spans.starts.count == children.count + 1,
              record.items.upperBound <= out.items.previousCount, record.trace.upperBound <= out.trace.previousCount,
              record.regions.upperBound <= out.regions.previousCount,
              spans.starts[children.count] == SIMD4(Int32(record.items.count), Int32(record.trace.count), Int32(record.regions.count), 0)
        else { return nil }
        var changed: [Int] = []
        changed.reserveCapacity(spans.dirtyChildren.count)
        for d in spans.dirtyChildren {
            guard let i = children.firstIndex(where: { $0 === d }), d.zIndex == 0 else { return nil }
            changed.append(i)
        }
        return changed.sorted()
    }

    /// The children after one whose drawing changed length start that much later (`deltas`: each
    /// redrawn child's index and length change, in order).
    private static func shiftStarts(_ spans: ChildSpans, by deltas: [(index: Int, delta: SIMD4<Int32>)], childCount: Int) {
        var shift = SIMD4<Int32>.zero
        for (k, d) in deltas.enumerated() {
            shift &+= d.delta
            let end = k + 1 < deltas.count ? deltas[k + 1].index : childCount
            spans.starts.withUnsafeMutableBufferPointer { s in
                for j in (d.index + 1)...end { s[j] &+= shift }
            }
        }
    }

    /// Moves the records of copied children (of a node with few children) to where their drawings were
    /// copied, so they stay good for the next presentation: `deltas` are the length changes of the
    /// children drawn before them.
    private func refreshRecords(_ copied: ArraySlice<Node>, spans: ChildSpans, oldBase: SIMD4<Int32>, newBase: SIMD4<Int32>,
                                deltas: [(index: Int, delta: SIMD4<Int32>)]) {
        var shift = SIMD4<Int32>.zero
        for d in deltas { shift &+= d.delta }
        for (j, c) in zip(copied.indices, copied) {
            guard c.keepsPresentRecord, let r = c.presentRecord, r.epoch == graph.presentMemo.presentEpoch - 1 else { continue }
            let old = spans.starts[j] &+ oldBase, end = spans.starts[j + 1] &+ oldBase
            guard r.items == Int(old[0])..<Int(end[0]), r.trace == Int(old[1])..<Int(end[1]), r.regions == Int(old[2])..<Int(end[2]) else { continue }
            let new = spans.starts[j] &+ newBase &+ shift, newEnd = spans.starts[j + 1] &+ newBase &+ shift
            r.items = Int(new[0])..<Int(newEnd[0])
            r.trace = Int(new[1])..<Int(newEnd[1])
            r.regions = Int(new[2])..<Int(newEnd[2])
            r.epoch = graph.presentMemo.presentEpoch
        }
    }
}
