import Geometry

extension ViewGraph {
    /// Lane sizes for `width` points (a `LazyVGrid`'s column widths; a `LazyHGrid`'s row heights for its
    /// height), as SwiftUI resolves them: fixed lanes first, adaptive ones expand into as many lanes
    /// of at least their minimum as fit, flexible ones share the rest.
    static func gridColumns(_ items: [GridItem], width: Double) -> (widths: [Double], spacings: [Double]) {
        var widths: [Double] = [], spacings: [Double] = []
        var expanded: [(GridItem.Size, Double)] = []
        let fixedTotal = items.reduce(0.0) { sum, item in
            if case .fixed(let w) = item.size { return sum + w + (item.spacing ?? defaultSpacing) }
            return sum
        }
        let flexibleCount = items.filter { if case .flexible = $0.size { return true } else { return false } }.count
        for item in items {
            let spacing = item.spacing ?? defaultSpacing
            switch item.size {
            case .adaptive(let lo, let hi):
                let room = max(0, width - fixedTotal) / Double(max(1, items.count - flexibleCount - (fixedTotal > 0 ? 1 : 0)))
                let count = max(1, Int(((room + spacing) / (lo + spacing)).rounded(.down)))
                let w = min(hi, max(lo, (room - spacing * Double(count - 1)) / Double(count)))
                for _ in 0..<count { expanded.append((.fixed(w), spacing)) }
            default:
                expanded.append((item.size, spacing))
            }
        }
        let fixedWidth = expanded.reduce(0.0) { if case .fixed(let w) = $1.0 { return $0 + w } else { return $0 } }
        let spacingTotal = expanded.dropLast().reduce(0.0) { $0 + $1.1 }
        let flexibles = expanded.filter { if case .flexible = $0.0 { return true } else { return false } }.count
        let share = flexibles > 0 ? max(0, width - fixedWidth - spacingTotal) / Double(flexibles) : 0
        for (size, spacing) in expanded {
            switch size {
            case .fixed(let w): widths.append(w)
            case .flexible(let lo, let hi): widths.append(min(hi, max(lo, share)))
            case .adaptive(let lo, _): widths.append(lo)
            }
            spacings.append(spacing)
        }
        return (widths, spacings)
    }

    /// A lazy grid's size: its lines' lengths (the estimate for those not measured) and spacing along
    /// its axis; across it, what is offered (800 points when nothing finite is). Sets the state's lane
    /// count for that cross length.
    func lazyGridSize(_ node: Node, _ spec: GridSpec, _ p: ProposedSize) -> Size {
        guard let state = lazyState(node) else { return .zero }
        let axis = spec.axis
        let across = p[axis.cross].flatMap { $0.isFinite ? $0 : nil } ?? 800
        let lanes = Self.gridColumns(spec.lanes, width: across).widths.count
        if !lazy.frozen, state.setLanes(lanes) { lazy.lengthsChanged = true }
        var s = Size.zero
        s[axis] = state.total(spacing: spec.spacing ?? Self.defaultSpacing)
        s[axis.cross] = across
        return s
    }

    /// Places a lazy grid's cells, as `placeLazyStack` places a stack's rows with a line of cells in
    /// place of a row: makes the cells of the lines inside the visible part and its margin (and cells a
    /// matched flight holds), releases the rest, measures each cell at its lane's width (a `LazyHGrid`:
    /// height), takes a line's length from its longest cell once all its cells are made (the rows in
    /// view stay where they were drawn when lines before them change), centres each cell in its line
    /// and aligns it in its lane; the lanes are centred across the grid.
    func placeLazyGrid(_ node: Node, _ spec: GridSpec, _ bounds: Rect) {
        guard let state = lazyState(node) else { return }
        let axis = spec.axis, cross = axis.cross
        let spacing = spec.spacing ?? Self.defaultSpacing
        if !lazy.frozen { forgetStaleLengths(node, state, axis, spacing: spacing) }
        let lanes = GridLanes(spec, across: bounds.size[cross])
        if !lazy.frozen, state.setLanes(lanes.sizes.count) { lazy.lengthsChanged = true }
        let window = lazyWindow(node, axis)
        let hadNodes = Set(node.children.lazy.filter { !$0.isRemoving }.map(\.key))
        let full = bounds.size[cross]
        // A section's header or footer is offered the grid's whole cross size; a cell its lane's.
        func measure(_ cell: Node, _ i: Int) -> Size {
            var offer = ProposedSize(width: nil, height: nil)
            offer[cross] = state.spanningRows.contains(i) ? full : lanes.size(state.lane(of: i))
            return size(of: cell, offer)
        }
        var changed = false
        if !lazy.frozen {
            // Before any line is measured, the first is (once any of the grid is in view). Cells made
            // already stay made (a new lane count forgets every length, not the cells).
            if state.measuredCount == 0, !lazy.keepsLengths, state.lineCount > 0, window != nil {
                let first = Set(LazyStackState.indices(state.realized)).union(state.rows(ofLines: 0..<1)).sorted()
                realizeRows(node, state, first, evaluateKept: false)
                var longest = 0.0
                for (i, c) in madeRows(node, state) where state.line(of: i) == 0 { longest = max(longest, measure(c, i)[axis]) }
                changed = state.setLength(0, longest)
            }
            let band = state.rows(ofLines: state.rowRange(window, margin: (window?.length ?? 0) * Self.lazyMarginFraction, spacing: spacing))
            realizeBand(node, state, band, also: Self.pinnedSectionRows(state, spec.pinned, band: band))
        }
        let made = madeRows(node, state)
        // The anchor: the first line in view with a cell that was drawn before this pass.
        let firstVisible = window.flatMap { w in
            made.first { i, c in
                let line = state.line(of: i)
                return hadNodes.contains(c.key) && state.start(line, spacing: spacing) + state.length(line) > w.lowerBound
            }.map { state.line(of: $0.0) }
        }
        // Not across a change of lane count: the line that was in view holds other cells now.
        let anchorBefore = state.takeRelaned(frozen: lazy.frozen) ? nil : firstVisible.map { state.start($0, spacing: spacing) }
        let sizes = made.map { measure($0.1, $0.0) }
        if !lazy.keepsLengths, takeLineLengths(state, made.map(\.0), sizes, axis) { changed = true }
        if changed, let anchor = firstVisible, let before = anchorBefore {
            let after = state.start(anchor, spacing: spacing)
            if abs(after - before) > 1e-6 { keepRowsInView(node, axis, by: after - before) }
        }
        for ((i, c), s) in zip(made, sizes) {
            place(c, in: Rect(origin: gridOrigin(of: i, size: s, state, spec, lanes, across: full), size: s))
        }
        for c in node.layoutChildren where c.leavesLayout { place(c, in: c.laidOut ? c.frame : .zero) }
        if changed && abs(state.total(spacing: spacing) - bounds.size[axis]) > 1e-6 {
            lazy.lengthsChanged = true
        }
    }

    /// Where cell `i` of size `s` goes: centred in its line, aligned in its lane (a section's header
    /// or footer across the grid's whole cross size `across`).
    private func gridOrigin(of i: Int, size s: Size, _ state: LazyStackState, _ spec: GridSpec, _ lanes: GridLanes, across full: Double) -> Point {
        let axis = spec.axis, line = state.line(of: i)
        // A column's own alignment (fixed and flexible columns: one lane each).
        let spans = state.spanningRows.contains(i), lane = spans ? 0 : state.lane(of: i)
        let own = !spans && spec.lanes.count == lanes.sizes.count && lane < spec.lanes.count ? spec.lanes[lane].alignment : nil
        func fraction(_ a: Alignment, _ axis: Axis) -> Double { axis == .horizontal ? a.horizontal : a.vertical }
        let alongFraction = own.map { fraction($0, axis) } ?? 0.5
        let along = state.start(line, spacing: spec.spacing ?? Self.defaultSpacing) + (state.length(line) - s[axis]) * alongFraction
        let across: Double
        if spans {
            across = (full - s[axis.cross]) * spec.alignment
        } else {
            across = lanes.start(lane) + (lanes.size(lane) - s[axis.cross]) * (own.map { fraction($0, axis.cross) } ?? spec.alignment)
        }
        return axis == .horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
    }

    /// A line's length is its longest cell, taken once every cell of the line is made (so a line half
    /// in view does not shrink to what is made of it). True when a length changed.
    private func takeLineLengths(_ state: LazyStackState, _ rows: [Int], _ sizes: [Size], _ axis: Axis) -> Bool {
        var longest: [Int: Double] = [:], cellsMade: [Int: Int] = [:]
        for (i, s) in zip(rows, sizes) {
            let line = state.line(of: i)
            longest[line] = max(longest[line] ?? 0, s[axis])
            cellsMade[line, default: 0] += 1
        }
        var changed = false
        for (line, length) in longest where cellsMade[line] == state.rows(ofLines: line..<(line + 1)).count {
            if state.setLength(line, length) { changed = true }
        }
        return changed
    }
}

/// A lazy grid's lanes across its axis (`GridItem`s resolved at the grid's cross size): each lane's
/// size and start, the lanes centred in the grid. A lane past the last takes the last's.
@MainActor
struct GridLanes {
    let sizes: [Double]
    let starts: [Double]

    init(_ spec: GridSpec, across: Double) {
        let (sizes, spacings) = ViewGraph.gridColumns(spec.lanes, width: across)
        let content = sizes.reduce(0, +) + spacings.dropLast().reduce(0, +)
        var at = max(0, (across - content) / 2)
        var starts: [Double] = []
        for (w, gap) in zip(sizes, spacings) { starts.append(at); at += w + gap }
        self.sizes = sizes
        self.starts = starts
    }

    func size(_ lane: Int) -> Double { sizes.isEmpty ? 0 : sizes[min(lane, sizes.count - 1)] }
    func start(_ lane: Int) -> Double { starts.isEmpty ? 0 : starts[min(lane, starts.count - 1)] }
}
