import Geometry
import Motion

/// What a lazy stack or grid keeps between passes: its rows (a grid's cells), each line's measured
/// length along the axis, and which rows have nodes.
///
/// A line is up to `lanes` consecutive rows side by side: one row in a stack, a grid's row of cells
/// (its columns are the lanes; a `LazyHGrid`'s column of cells). Without sections line `l` holds rows
/// `l * lanes ..< (l + 1) * lanes`; in a grid with sections, as in SwiftUI, a section's header and
/// footer take a line of their own across every lane and its content starts a new line
/// (`lineStarts`). A line's length is its longest row's.
///
/// Invariants: `ids` lists the rows in order (unique: a repeated id gets its occurrence number, as
/// elsewhere in the reconciler) and `lengths` the lines (`lineCount` of them); `sums` holds the
/// lengths that are measured (NaN: not yet) and `counts` a 1 for each, so a line's start is found in
/// O(log n); `made` maps the ids of the rows that have nodes to their index, and the node's children
/// that are not leaving are those rows, in row order (`realized`).
@MainActor
final class LazyStackState {
    unowned let node: Node
    var rows: LazyRows
    private(set) var ids: [AnyHashable] = []
    /// Whether `ids` were listed from `rows` (a state is made before its first `update`).
    private var hasIDs = false
    /// Rows side by side in a line (1 in a stack; a grid's column count).
    private(set) var lanes = 1
    /// Points along the axis per line; NaN until measured.
    private(set) var lengths: [Double] = []
    private var sums = FenwickTree(count: 0)
    private var counts = FenwickTree(count: 0)
    private(set) var measuredSum = 0.0
    private(set) var measuredCount = 0
    /// The widest row measured across the axis (the stack's cross size when offered none).
    var maxCross = 0.0
    /// Rows that have nodes (sorted, disjoint), and their ids' indices.
    var realized: [Range<Int>] = []
    private(set) var made: [AnyHashable: Int] = [:]
    /// Ids that the last data change added (their rows transition in when made in view), and ids of
    /// rows that had nodes and are gone from the data (removed as any view is).
    var added: Set<AnyHashable> = []
    var gone: Set<AnyHashable> = []
    /// The scroll offsets, frame and window size the last check of the visible rows saw.
    var lastCheck: [Double] = []
    /// The `@State` of released rows, by row id: each composite's state storage by its path of keys
    /// below the row (the row's own: `[]`). A row made again takes its state back, as SwiftUI keeps a
    /// lazy row's state while its id is in the data; ids that leave the data drop theirs.
    var savedStates: [AnyHashable: [[Node.Key]: [AnyObject]]] = [:]

    init(node: Node, rows: LazyRows) {
        self.node = node
        self.rows = rows
    }

    /// Points a row not yet measured counts for: the average of those measured (44 before any is).
    var estimate: Double { measuredCount > 0 ? measuredSum / Double(measuredCount) : 44 }

    /// A line's length: measured, or the estimate.
    @inline(__always) func length(_ i: Int) -> Double {
        let l = lengths[i]
        return l.isNaN ? estimate : l
    }

    /// Records line `i`'s measured length; returns whether it changed.
    @discardableResult
    func setLength(_ i: Int, _ l: Double) -> Bool {
        let old = lengths[i]
        if !old.isNaN && abs(old - l) <= 1e-6 { return false }
        if old.isNaN {
            counts.add(1, at: i)
            measuredCount += 1
            sums.add(l, at: i)
        } else {
            sums.add(l - old, at: i)
            measuredSum -= old
        }
        measuredSum += l
        lengths[i] = l
        return true
    }

    /// Where line `i` starts along the axis (`i == lineCount`: the end plus one spacing).
    func start(_ i: Int, spacing: Double) -> Double {
        let known = counts.prefix(i)
        return sums.prefix(i) + (Double(i) - known) * estimate + Double(i) * spacing
    }

    /// The stack's length along its axis with `spacing` between lines.
    func total(spacing: Double) -> Double {
        let count = lengths.count
        guard count > 0 else { return 0 }
        return measuredSum + Double(count - measuredCount) * estimate + spacing * Double(count - 1)
    }

    /// Takes the rows of a new view value. When the ids changed, lengths follow their ids, `realized`
    /// follows the ids it held, `added` lists ids that are new (none for a node made now) and `gone`
    /// the ids of rows with nodes that are no longer rows. Returns whether the ids changed.
    @discardableResult
    func update(_ rows: LazyRows, isNew: Bool) -> Bool {
        let old = self.rows
        self.rows = rows
        // The same data again (a parent evaluated again): nothing to list, compare or hash.
        if hasIDs, rows.hasSameIDs(as: old) { added = []; gone = []; return sectionsMoved(from: old) }
        var newIDs = rows.ids()
        guard !hasIDs || newIDs != ids else { added = []; gone = []; return sectionsMoved(from: old) }
        hasIDs = true
        // Repeated ids get their occurrence number; ids known unique (a range) skip the check.
        var seen: Set<AnyHashable>?
        if !rows.idsAreUnique {
            var set = Set<AnyHashable>(minimumCapacity: newIDs.count)
            var repeats: [AnyHashable: Int] = [:]
            for i in newIDs.indices where !set.insert(newIDs[i]).inserted {
                let id = newIDs[i]
                var n = repeats[id, default: 1]
                var unique = id
                repeat {
                    unique = AnyHashable(RepeatedID(id: .id(id), occurrence: n))
                    n += 1
                } while !set.insert(unique).inserted
                repeats[id] = n
                newIDs[i] = unique
            }
            seen = set
        }
        func all() -> Set<AnyHashable> {
            if let seen { return seen }
            let set = Set(newIDs)
            seen = set
            return set
        }
        // Lengths measured before, by the id of each line's first row (only those: usually a few
        // screens' worth).
        var measured: [AnyHashable: Double] = [:]
        for (line, l) in lengths.enumerated() where !l.isNaN { measured[ids[firstRow(ofLine: line)]] = l }
        added = isNew || ids.isEmpty ? [] : all().subtracting(ids)
        if !savedStates.isEmpty { savedStates = savedStates.filter { all().contains($0.key) } }
        gone = made.isEmpty ? [] : Set(made.keys).subtracting(all())
        let madeBefore = made
        ids = newIDs
        breakLines()
        resetLengths()
        var kept: [Int] = []
        if !measured.isEmpty || !madeBefore.isEmpty {
            for (i, id) in newIDs.enumerated() {
                if let l = measured[id] {
                    let line = self.line(of: i)
                    if firstRow(ofLine: line) == i { setLength(line, l) }
                }
                if madeBefore[id] != nil { kept.append(i) }
            }
        }
        // The rows that had nodes, where they are now; with the new rows between them.
        if let lo = kept.first, let hi = kept.last { realized = [lo..<(hi + 1)] } else { realized = [] }
        return true
    }

    /// The first row of each line when lines are not all `lanes` rows (a grid with sections), in
    /// order; nil when line `l` starts at row `l * lanes`.
    private(set) var lineStarts: [Int]?
    /// The header and footer rows that take a line of their own (a grid's sections); empty otherwise.
    private(set) var spanningRows: Set<Int> = []

    /// With the same ids, other sections (a grid's lines break elsewhere): the lines are laid out
    /// again, each keeping its length when its first row still starts one. Returns whether they were.
    private func sectionsMoved(from old: LazyRows) -> Bool {
        guard lanes > 1, rows.sections != old.sections else { return false }
        var measured: [Int: Double] = [:]
        for (line, l) in lengths.enumerated() where !l.isNaN { measured[firstRow(ofLine: line)] = l }
        breakLines()
        resetLengths()
        for (row, l) in measured {
            let line = self.line(of: row)
            if firstRow(ofLine: line) == row { setLength(line, l) }
        }
        return true
    }

    /// How many lines the rows fill.
    var lineCount: Int { lineStarts?.count ?? (ids.count + lanes - 1) / lanes }

    /// The line row `i` is in (by bisection when sections break the lines).
    func line(of i: Int) -> Int {
        guard let starts = lineStarts else { return i / lanes }
        var lo = 0, hi = starts.count
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if starts[mid] <= i { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// Row `i`'s place among its line's rows (its lane).
    func lane(of i: Int) -> Int {
        guard let starts = lineStarts else { return i % lanes }
        return i - starts[line(of: i)]
    }

    /// The first row of line `l` (`l == lineCount`: the row count).
    private func firstRow(ofLine l: Int) -> Int {
        guard let starts = lineStarts else { return min(ids.count, l * lanes) }
        return l < starts.count ? starts[l] : ids.count
    }

    /// The rows of `lines`.
    func rows(ofLines lines: Range<Int>) -> Range<Int> {
        let lo = firstRow(ofLine: lines.lowerBound)
        return lo..<max(lo, firstRow(ofLine: lines.upperBound))
    }

    /// Lays out the lines for the rows, lane count and sections: rows `lanes` to a line, a section's
    /// header and footer each a line of their own and its content from a new line (only a grid with
    /// sections breaks lines so).
    private func breakLines() {
        spanningRows = []
        guard !rows.sections.isEmpty else { lineStarts = nil; return }
        guard lanes > 1 else {
            // One lane: a line per row still, and headers and footers across the whole grid (its lane
            // may be narrower: a fixed column).
            lineStarts = nil
            for section in rows.sections { spanningRows.formUnion([section.header, section.footer].compactMap { $0 }) }
            return
        }
        var starts: [Int] = []
        var at = 0
        /// Rows `at..<end` as lines of `lanes`.
        func fill(to end: Int) {
            while at < end {
                starts.append(at)
                at = min(end, at + lanes)
            }
        }
        for section in rows.sections where section.extent!.lowerBound >= at {
            fill(to: section.extent!.lowerBound)
            for part in [section.header.map { $0..<($0 + 1) }, section.rows, section.footer.map { $0..<($0 + 1) }] {
                guard let part, !part.isEmpty, part.lowerBound >= at else { continue }
                fill(to: part.lowerBound)
                if part.count == 1, part.lowerBound == section.header || part.lowerBound == section.footer {
                    spanningRows.insert(part.lowerBound)
                    starts.append(part.lowerBound)
                    at = part.upperBound
                } else {
                    fill(to: part.upperBound)
                }
            }
        }
        fill(to: ids.count)
        lineStarts = starts
    }

    /// Set when the container the lengths were measured for changed (`ContainerBook`); placing forgets
    /// the lengths of lines without a made row (`forgetLengths(keeping:)`), after a paging or
    /// view-aligned scroll view around found the page or view it rests on with them. Lines with made
    /// rows keep theirs until measured again in the same pass.
    var lengthsStale = false

    /// Makes the length of every line not in `kept` unknown (their estimate then comes from the kept
    /// lines, measured again for the new container); the kept lines keep their lengths.
    func forgetLengths(keeping kept: Set<Int>) {
        let old = lengths
        resetLengths()
        for l in kept where l < old.count && !old[l].isNaN { setLength(l, old[l]) }
    }

    /// Makes every line's length unknown (for `lineCount` lines).
    private func resetLengths() {
        let n = lineCount
        lengths = [Double](repeating: .nan, count: n)
        sums = FenwickTree(count: n)
        counts = FenwickTree(count: n)
        measuredSum = 0
        measuredCount = 0
    }

    /// Sets how many rows a line holds (a grid's column count for its width). Returns whether it
    /// changed: every line's length is then unknown again.
    @discardableResult
    func setLanes(_ k: Int) -> Bool {
        let k = max(1, k)
        guard k != lanes else { return false }
        lanes = k
        breakLines()
        resetLengths()
        relaned = true
        return true
    }

    /// Set when the lane count changed since the grid was last placed (its lines are other rows now):
    /// no line in view can anchor the scroll (placing clears it).
    var relaned = false

    /// Whether `relaned` was set, clearing it unless `frozen` (the layout oracle's pass).
    func takeRelaned(frozen: Bool) -> Bool {
        defer { if !frozen { relaned = false } }
        return relaned
    }

    /// The indices in `ranges`, in order.
    static func indices(_ ranges: [Range<Int>]) -> [Int] { ranges.flatMap { Array($0) } }

    /// The first row that ends after `offset` (its end plus spacing beyond it), by bisection.
    private func firstRow(endingAfter offset: Double, spacing: Double) -> Int {
        var lo = 0, hi = lengths.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if start(mid, spacing: spacing) + length(mid) > offset { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The lines overlapping `window` (points along the axis, in the stack's coordinates) widened by
    /// `margin` points; empty when none does. (In a stack a line is a row.)
    func rowRange(_ window: ClosedRange<Double>?, margin: Double, spacing: Double) -> Range<Int> {
        guard let window, !lengths.isEmpty else { return 0..<0 }
        let lo = window.lowerBound - margin, hi = window.upperBound + margin
        let first = firstRow(endingAfter: lo, spacing: spacing)
        guard start(first, spacing: spacing) < hi, start(first, spacing: spacing) + length(first) > lo else { return 0..<0 }
        // The last row starting before `hi`: the first that ends after `hi`, or the one before it.
        var last = firstRow(endingAfter: hi, spacing: spacing)
        if start(last, spacing: spacing) >= hi { last -= 1 }
        return last >= first ? first..<(last + 1) : 0..<0
    }

    /// The rows that have nodes now are `rows` (sorted).
    func setMade(_ rows: [Int]) {
        realized = ViewGraph.ranges(of: rows)
        made = Dictionary(uniqueKeysWithValues: rows.map { (ids[$0], $0) })
    }

    /// The row of an id that has a node.
    func row(of id: AnyHashable) -> Int? { made[id] }
}

/// Sums of a growing set of values by index, prefix sums in O(log n) (a binary indexed tree).
struct FenwickTree {
    private var tree: [Double]
    init(count: Int) { tree = [Double](repeating: 0, count: count + 1) }
    /// Adds `value` at `index` (0-based).
    mutating func add(_ value: Double, at index: Int) {
        var i = index + 1
        while i < tree.count { tree[i] += value; i += i & -i }
    }
    /// The sum of the values at indices below `end`.
    func prefix(_ end: Int) -> Double {
        var i = min(end, tree.count - 1), s = 0.0
        while i > 0 { s += tree[i]; i -= i & -i }
        return s
    }
}

/// Everything the graph keeps for its lazy stacks.
@MainActor
final class LazyBook {
    var states: [ObjectIdentifier: LazyStackState] = [:]
    /// Set while the layout oracle lays out from scratch: rows are neither made nor released, lengths and
    /// scroll offsets are not written.
    var frozen = false
    /// A lazy stack's length changed in the pass just run: its ancestors are laid out again.
    var lengthsChanged = false
    /// Set for the oracle's pass and the last of a layout's passes: measured lengths are not written.
    var keepsLengths = false
    /// Rows made by layout (scrolled or resized into the band) since the update began.
    var madeInLayout: [Node] = []
    /// While a released row is made again: the row, and the state saved for the composites in it.
    var restoring: (row: Node, states: [[Node.Key]: [AnyObject]])?
}

extension ViewGraph {
    /// The margin beyond the visible part within which rows are made: a quarter of the visible length.
    static let lazyMarginFraction = 0.25

    func lazyState(_ node: Node) -> LazyStackState? { lazy.states[ObjectIdentifier(node)] }

    /// A lazy stack's new view value: its rows are brought up to date, the rows that have nodes get their
    /// new views (in `realized`, with rows the change added between them), the rest wait for layout.
    func reconcileLazyStack(_ node: Node, _ rows: LazyRows) {
        let state: LazyStackState
        if let existing = lazyState(node) {
            state = existing
        } else {
            state = LazyStackState(node: node, rows: rows)
            lazy.states[ObjectIdentifier(node)] = state
        }
        // Other rows: another length (the node's cached sizes go; it is placed again, rows made there).
        if state.update(rows, isNew: node.isNew) { node.setNeedsLayout() }
        realizeRows(node, state, LazyStackState.indices(state.realized), evaluateKept: true)
    }

    /// Gives `node` nodes for exactly `rows` (sorted). Rows already made keep their node (and their view
    /// is reconciled again when `evaluateKept`); rows that are no longer wanted but still in the data are
    /// released at once (`onDisappear` runs); rows gone from the data are removed as any view is (with
    /// their transition under an animation). A row made for an id the last change added transitions in.
    func realizeRows(_ node: Node, _ state: LazyStackState, _ rows: [Int], evaluateKept: Bool) {
        var old: [AnyHashable: Node] = [:]
        var leaving: [Node] = []
        for c in node.children {
            if c.isRemoving { leaving.append(c) } else if case .id(let id) = c.key.slot { old[id] = c }
        }
        var result: [Node] = []
        result.reserveCapacity(rows.count + leaving.count)
        for i in rows {
            let id = state.ids[i]
            if let existing = old[id] {
                if !evaluateKept {
                    old[id] = nil
                    result.append(existing)
                    continue
                }
                let view = state.rows.view(i)
                if ObjectIdentifier(type(of: view)) == existing.key.type {
                    old[id] = nil
                    reconcile(existing, with: view, environment: node.environment)
                    result.append(existing)
                    continue
                }
            }
            let view = state.rows.view(i)
            let child = Node(kind: .empty, key: Node.Key(slot: .id(id), type: ObjectIdentifier(type(of: view))))
            child.parent = node
            child.host = self
            if let saved = state.savedStates.removeValue(forKey: id) {
                lazy.restoring = (child, saved)
                reconcile(child, with: view, environment: node.environment)
                lazy.restoring = nil
            } else {
                reconcile(child, with: view, environment: node.environment)
            }
            if !node.isNew && state.added.contains(id) { insert(child) } else if !evaluateKept { lazy.madeInLayout.append(child) }
            result.append(child)
        }
        for (id, row) in old {
            if !state.gone.contains(id) {
                release(row, keepingStateIn: state, id: id)
            } else if remove(row) {
                leaving.append(row)
            }
        }
        result.append(contentsOf: leaving)
        state.setMade(rows)
        var same = result.count == node.children.count
        if same { for (a, b) in zip(result, node.children) where a !== b { same = false; break } }
        if !same { node.children = result }
    }

    /// After layout: a row made again (scrolled or resized back into the band) whose matched view's id is
    /// held by a view on its way out that follows no one (a detail that flew home while the row had no
    /// view) takes that view over as a flight: from where the leaving view is drawn to the row's frame on
    /// `resizeSettle`, the leaving view following it, as an inserted view flies from a removed partner.
    func flyToRowsMadeInLayout() {
        let made = lazy.madeInLayout
        lazy.madeInLayout = []
        guard !made.isEmpty, !tracked.matchedSet.isEmpty else { return }
        var leavingByKey: [MatchKey: Node] = [:]
        for (n, s) in matchedNodes() where n.isGoingAway && (n.leader == nil || n.leader?.host !== self) {
            leavingByKey[MatchKey(namespace: s.namespace, id: s.key)] = n
        }
        guard !leavingByKey.isEmpty else { return }
        for row in made where row.host === self {
            row.walk { n in
                guard let s = Self.matchedSpec(n), s.isSource, !n.isGoingAway, n.flight == nil,
                      let partner = leavingByKey[MatchKey(namespace: s.namespace, id: s.key)], let from = seenFrame(partner) else { return }
                startFlight(n, from: from, to: layoutFrame(n), animation: Self.resizeSettle)
                n.flightFadesIn = false
                n.flightHeldUntilRemoved = false
                partner.leader = n
                partner.heldFrame = nil
                noteRedraw(partner)
                hideUntilPartnerLeft(n, in: row)
            }
        }
    }

    /// The matched view `node`, in a row made again, took over a leaving partner: it came into the
    /// data while its row had no view, so it shows as an inserted view would. An
    /// `.transition(.invisibleUntilEnd)` around it (a thumbnail whose detail flies home over it) hides it
    /// until that partner has left, as it does when the view is inserted with its row in view.
    private func hideUntilPartnerLeft(_ node: Node, in row: Node) {
        var n: Node? = node
        while let c = n {
            if case .modified(.transition(let t)) = c.kind,
               t.insertion.contains(where: { if case .invisibleUntilEnd = $0 { return true } else { return false } }) {
                c.transition = t
                c.presence.reset(to: 1)
                c.transitionReduced = false
                c.isInserting = true
                return
            }
            if c === row { return }
            n = c.parent
        }
    }

    /// The made rows outside `band` that hold a view in a matched flight: one flying, or one that a
    /// leaving view follows (a detail flying home to it). Like Flutter's hero flights keeping their
    /// route alive, such a row stays made until the flight ends, so the flight lands on it.
    func pinnedRows(_ node: Node, _ state: LazyStackState, outside band: Range<Int>) -> [Int] {
        guard !tracked.matchedSet.isEmpty else { return [] }
        var partners = Set(tracked.flying.keys)
        for (n, _) in matchedNodes() where n.isGoingAway { if let l = n.leader { partners.insert(ObjectIdentifier(l)) } }
        guard !partners.isEmpty else { return [] }
        var out: [Int] = []
        for c in node.children where !c.isRemoving {
            guard case .id(let id) = c.key.slot, let i = state.row(of: id), !band.contains(i) else { continue }
            var holds = false
            c.walk { if !holds, partners.contains(ObjectIdentifier($0)) { holds = true } }
            if holds { out.append(i) }
        }
        return out
    }

    /// A row scrolled out of the band: its node goes now; its `@State` is kept in `state` under `id`
    /// for when it is made again; `onDisappear` runs. A leaving view that followed a matched view in it
    /// (a detail flying home to the row) stays where it was drawn (`handOverFollowers`) instead of
    /// falling back to its own frame, and is drawn again.
    private func release(_ row: Node, keepingStateIn state: LazyStackState, id: AnyHashable) {
        var saved: [[Node.Key]: [AnyObject]] = [:]
        var path: [Node.Key] = []
        var matched = false
        // One walk of the row: its states by path (not below a child being removed), its `onDisappear`
        // actions, and whether it holds a matched view.
        func visit(_ n: Node, keepsStates: Bool) {
            if keepsStates && !n.states.isEmpty { saved[path] = n.states }
            if case .modified(let modifier) = n.kind {
                switch modifier {
                case .lifecycle(.disappear(let action)): pass.pendingActions.append(action)
                case .matched: matched = true
                default: break
                }
            }
            for c in n.children {
                path.append(c.key)
                visit(c, keepsStates: keepsStates && !c.isRemoving)
                path.removeLast()
            }
        }
        visit(row, keepsStates: true)
        if !saved.isEmpty { state.savedStates[id] = saved }
        if matched {
            handOverFollowers(of: row)
            for (n, _) in matchedNodes() where n.isGoingAway { noteRedraw(n) }
        }
        row.walk { $0.detach() }
    }

    /// A node about to link its `@State` in a row being made again: the storage saved for its place when
    /// the row was released, bound to it. True when there was some.
    func restoreStates(_ node: Node) -> Bool {
        guard let (row, saved) = lazy.restoring else { return false }
        var path: [Node.Key] = []
        var n: Node? = node
        while let c = n, c !== row { path.append(c.key); n = c.parent }
        guard n != nil, let states = saved[path.reversed()] else { return false }
        node.states = states
        for s in states { (s as? NodeBoundState)?.bind(to: node) }
        return true
    }

    /// Makes exactly the rows in `band`, `also` (pinned section headers and footers), and those outside
    /// it that a matched flight still needs; releases the rest.
    /// A stack or grid on its way out (removed, or inside a removed view) keeps the rows it has, as a
    /// removed view's content is frozen: a resize during its removal neither makes rows that were not
    /// there (they would appear inside a view that fades out) nor releases the ones it fades out with.
    func realizeBand(_ node: Node, _ state: LazyStackState, _ band: Range<Int>, also: [Int] = []) {
        guard !node.isGoingAway else { return }
        var rows = Array(band)
        let pinned = pinnedRows(node, state, outside: band) + also.filter { !band.contains($0) }
        if !pinned.isEmpty { rows = Array(Set(rows).union(pinned)).sorted() }
        if LazyStackState.indices(state.realized) != rows {
            realizeRows(node, state, rows, evaluateKept: false)
        }
    }

    /// The row nodes of a lazy stack or grid with their indices, in order.
    func madeRows(_ node: Node, _ state: LazyStackState) -> [(Int, Node)] {
        var made: [(Int, Node)] = []
        for c in node.children where !c.isRemoving {
            if case .id(let id) = c.key.slot, let i = state.row(of: id) { made.append((i, c)) }
        }
        return made
    }

    /// Sorted indices as runs.
    static func ranges(of rows: [Int]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        for i in rows {
            if let last = out.last, last.upperBound == i { out[out.count - 1] = last.lowerBound..<(i + 1) } else { out.append(i..<(i + 1)) }
        }
        return out
    }

    // MARK: Layout

    /// A lazy stack's size: its rows' lengths (the estimate for those not measured) and spacing along the
    /// axis; across it, all that is offered, or the widest row measured when nothing finite is.
    func lazyStackSize(_ node: Node, _ stack: Stack, _ p: ProposedSize) -> Size {
        let axis = stack.axis
        guard let state = lazyState(node) else { return .zero }
        var s = Size.zero
        s[axis] = state.total(spacing: stack.spacing ?? Self.defaultSpacing)
        if let offered = p[axis.cross], offered.isFinite { s[axis.cross] = offered } else { s[axis.cross] = state.maxCross }
        return s
    }

    /// The rows a lazy stack makes: those in view and a margin of `lazyMarginFraction` of the view on
    /// either side. After a jump (a throw, a drag far away) that left no row in view that has a node,
    /// only the rows in view: the margin fills once the view moves less than its length a frame (rows
    /// made around a view that jumps again next frame would be released unseen). A `scrollTo` being
    /// followed keeps its margin: it measures the rows around its target.
    func lazyBand(_ state: LazyStackState, _ window: ClosedRange<Double>?, spacing: Double) -> Range<Int> {
        let inView = state.rowRange(window, margin: 0, spacing: spacing)
        let jumped = scrollRequests.following.isEmpty && !inView.isEmpty && !state.realized.isEmpty
            && !state.realized.contains { $0.overlaps(inView) }
        return jumped ? inView : state.rowRange(window, margin: (window?.length ?? 0) * Self.lazyMarginFraction, spacing: spacing)
    }

    /// Places a lazy stack's rows: makes the rows inside the visible part and its margin, releases the
    /// rest, measures the rows made (correcting the lengths and, above the first row in view, the scroll
    /// offset: the rows in view stay where they were drawn), and places each at its start.
    func placeLazyStack(_ node: Node, _ stack: Stack, _ bounds: Rect) {
        guard let state = lazyState(node) else { return }
        let axis = stack.axis
        let spacing = stack.spacing ?? Self.defaultSpacing
        if !lazy.frozen { forgetStaleLengths(node, state, axis, spacing: spacing) }
        let window = lazyWindow(node, axis)
        // The rows that had nodes before this pass: the rows in view that stay put are among them.
        let hadNodes = Set(node.children.lazy.filter { !$0.isRemoving }.map(\.key))
        // A row offered the stack's cross size and no length, as a stack offers its children.
        var offer = ProposedSize(width: nil, height: nil)
        offer[axis.cross] = bounds.size[axis.cross]
        func measure(_ row: Node) -> Size {
            for leaf in row.layoutChildrenOrSelf { leaf.stackAxis = axis }
            return size(of: row, offer)
        }
        var changed = false
        if !lazy.frozen {
            // Before any row is measured, the first is (once any of the stack is in view): the estimate
            // then starts from a real row. Rows made already stay made.
            if state.measuredCount == 0, !lazy.keepsLengths, !state.lengths.isEmpty, window != nil {
                realizeRows(node, state, Set(LazyStackState.indices(state.realized)).union([0]).sorted(), evaluateKept: false)
                if let first = madeRows(node, state).first(where: { $0.0 == 0 })?.1 { changed = state.setLength(0, measure(first)[axis]) }
            }
            let band = lazyBand(state, window, spacing: spacing)
            realizeBand(node, state, band, also: Self.pinnedSectionRows(state, stack.pinned, band: band))
        }
        let made = madeRows(node, state)
        // The anchor: the first row in view that had a node before this pass (was drawn), and where it
        // started before the measurements. A row made now, measured now, grows or shrinks at its far edge
        // from the anchor: what was drawn stays where it was.
        let firstVisible = window.flatMap { w in
            made.first { i, c in hadNodes.contains(c.key) && state.start(i, spacing: spacing) + state.length(i) > w.lowerBound }?.0
        }
        let anchorBefore = state.takeRelaned(frozen: lazy.frozen) ? nil : firstVisible.map { state.start($0, spacing: spacing) }
        var sizes: [Size] = []
        sizes.reserveCapacity(made.count)
        for (i, c) in made {
            let s = measure(c)
            sizes.append(s)
            guard !lazy.keepsLengths else { continue }
            if state.setLength(i, s[axis]) { changed = true }
            if s[axis.cross] > state.maxCross { state.maxCross = s[axis.cross]; changed = true }
        }
        if changed, let anchor = firstVisible, let before = anchorBefore {
            let after = state.start(anchor, spacing: spacing)
            if abs(after - before) > 1e-6 { keepRowsInView(node, axis, by: after - before) }
        }
        let crossFraction = axis == .horizontal ? stack.alignment.vertical : stack.alignment.horizontal
        for ((i, c), s) in zip(made, sizes) {
            var origin = Point.zero
            let cross = (bounds.size[axis.cross] - s[axis.cross]) * crossFraction
            let start = state.start(i, spacing: spacing)
            if axis == .horizontal { origin = Point(x: start, y: cross) } else { origin = Point(x: cross, y: start) }
            place(c, in: Rect(origin: origin, size: s))
        }
        for c in node.layoutChildren where c.leavesLayout { place(c, in: c.laidOut ? c.frame : .zero) }
        if changed && abs(state.total(spacing: spacing) - bounds.size[axis]) > 1e-6 {
            lazy.lengthsChanged = true
        }
    }

    /// Forgets the lengths a lazy stack or grid measured for a container of another size
    /// (`lengthsStale`), except those of lines with made rows (measured again in this pass), and keeps
    /// the first made line in view where it was drawn: the scroll moves by as much as the estimates
    /// before it moved its start, so the rows made are still the rows in view.
    func forgetStaleLengths(_ node: Node, _ state: LazyStackState, _ axis: Axis, spacing: Double) {
        guard state.lengthsStale else { return }
        state.lengthsStale = false
        let madeLines = madeRows(node, state).map { state.line(of: $0.0) }
        let window = lazyWindow(node, axis)
        let anchor = madeLines.first { l in window.map { state.start(l, spacing: spacing) + state.length(l) > $0.lowerBound } ?? false }
        let before = anchor.map { state.start($0, spacing: spacing) }
        state.forgetLengths(keeping: Set(madeLines))
        if let anchor, let before {
            let delta = state.start(anchor, spacing: spacing) - before
            if abs(delta) > 1e-6 { keepRowsInView(node, axis, by: delta) }
        }
    }

    /// The rows measured before the first row in view changed its start by `delta` points: the nearest
    /// scroll view around the stack along its axis moves by as much, so the rows in view stay where
    /// they were drawn.
    func keepRowsInView(_ node: Node, _ axis: Axis, by delta: Double) {
        var p = node.parent
        while let c = p {
            if case .scroll(let spec) = c.kind, spec.axis == axis {
                guard c.scrollOffset.target > 0 || c.scrollOffset.presented(at: time) > 0 else { return }
                c.scrollOffset.shift(by: delta)
                shiftFlights(inside: c, by: delta)
                if pointer.scrollNode === c { pointer.scrollStartOffset += delta }
                return
            }
            p = c.parent
        }
    }

    /// The part of a lazy stack (its own coordinates along `axis`) inside the window and every scroll view
    /// above it, with the scroll views where they are drawn (empty: none of it is). Not where a scroll is
    /// heading: a wheel's ease or a fling runs hundreds of points ahead, and the rows there are made
    /// as they come into view.
    func lazyWindow(_ node: Node, _ axis: Axis) -> ClosedRange<Double>? {
        var lo = -Double.infinity, hi = Double.infinity
        func along(_ p: Point) -> Double { axis == .vertical ? p.y : p.x }
        var origin = node.frame.origin
        var p = node.parent
        while let c = p {
            switch c.kind {
            case .group, .conditional, .identified, .composite, .empty:
                break
            case .scroll:
                origin = origin - c.scrollVector(c.scrollOffset.presented(at: time))
                lo = max(lo, -along(origin))
                hi = min(hi, c.frame.size[axis] - along(origin))
                origin = origin + c.frame.origin
            default:
                origin = origin + c.frame.origin
            }
            if case .modified(.offset(let x, let y)) = c.kind { origin = origin + Point(x: x, y: y) }
            p = c.parent
        }
        lo = max(lo, -along(origin))
        hi = min(hi, size[axis] - along(origin))
        return hi > lo ? lo...hi : nil
    }

    /// Before an update: a lazy stack whose visible rows are not all made (scrolled, resized), or that
    /// holds far more rows than its band, is laid out again. Cheap when nothing moved (`lastCheck`).
    func checkLazyWindows() {
        for state in lazy.states.values {
            let node = state.node
            guard node.laidOut, node.host === self, let (axis, spacing) = lazyLines(node) else { continue }
            let window = lazyWindow(node, axis)
            let signature = [size.width, size.height, node.frame.minX, node.frame.minY, window?.lowerBound ?? .nan, window?.upperBound ?? .nan]
            guard signature != state.lastCheck else { continue }
            state.lastCheck = signature
            let visible = state.rows(ofLines: state.rowRange(window, margin: 0, spacing: spacing))
            let covered = visible.isEmpty || state.realized.contains { $0.lowerBound <= visible.lowerBound && visible.upperBound <= $0.upperBound }
            let band = state.rows(ofLines: state.rowRange(window, margin: 3 * (window?.length ?? 0) * Self.lazyMarginFraction, spacing: spacing))
            let tooMany = state.realized.contains { r in r.lowerBound < band.lowerBound || r.upperBound > band.upperBound }
            if !covered || tooMany { node.setNeedsLayout() }
        }
    }

    /// The axis a lazy stack's or grid's lines follow each other along, and the points between them;
    /// nil for any other node.
    func lazyLines(_ node: Node) -> (axis: Axis, spacing: Double)? {
        switch node.kind {
        case .stack(let stack) where stack.lazy: return (stack.axis, stack.spacing ?? Self.defaultSpacing)
        case .grid(let spec): return (spec.axis, spec.spacing ?? Self.defaultSpacing)
        default: return nil
        }
    }
}

extension Stack {
    /// The axis a horizontal or vertical stack lays its children along.
    var axis: Axis { kind == .horizontal ? .horizontal : .vertical }
}

extension ClosedRange<Double> {
    /// Upper bound minus lower bound.
    var length: Double { upperBound - lowerBound }
}

extension Node {
    /// The nodes a stack would set `stackAxis` on for this child: itself, or the layout nodes under a
    /// transparent wrapper (a row that is a composite view).
    var layoutChildrenOrSelf: [Node] {
        var out: [Node] = []
        appendLayoutNodes(to: &out, removing: false)
        return out
    }
}
