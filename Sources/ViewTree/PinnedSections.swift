import Geometry

/// Pinned section views (`LazyVStack(pinnedViews: [.sectionHeaders])`): a header stays at the top of
/// what is in view while its section's rows scroll under it, and is pushed up by the section's end; a
/// footer stays at the bottom while its section is in view. Layout places them where they belong in
/// the stack; they are drawn (and take presses) moved by their sticky offset, above the rows.
extension ViewGraph {
    /// The header and footer rows that `pinned` names of the sections with a row in `band`: they stay
    /// made while any of their section is.
    static func pinnedSectionRows(_ state: LazyStackState, _ pinned: PinnedScrollableViews, band: Range<Int>) -> [Int] {
        guard !pinned.isEmpty, !band.isEmpty else { return [] }
        var out: [Int] = []
        for section in state.rows.sections(meeting: band) {
            if pinned.contains(.sectionHeaders), let h = section.header { out.append(h) }
            if pinned.contains(.sectionFooters), let f = section.footer { out.append(f) }
        }
        return out
    }

    /// How far each pinned header or footer of the lazy stack or grid `node` is drawn from its place
    /// along the axis (points, by its child's id): a header down to the top of what is in view, no
    /// further than its section's end less its own length; a footer up to the bottom, no further than
    /// its section's start. Empty when nothing is pinned or nothing moves. (A grid's header and footer
    /// are lines of their own; lengths are its lines'.)
    func stickyOffsets(_ node: Node, axis: Axis, spacing: Double?, pinned: PinnedScrollableViews) -> [ObjectIdentifier: Double] {
        guard !pinned.isEmpty, let state = lazyState(node), !state.rows.sections.isEmpty,
              let window = lazyWindow(node, axis) else { return [:] }
        let spacing = spacing ?? Self.defaultSpacing
        let headers = pinned.contains(.sectionHeaders), footers = pinned.contains(.sectionFooters)
        var out: [ObjectIdentifier: Double] = [:]
        for c in node.children where !c.isRemoving {
            guard case .id(let id) = c.key.slot, let i = state.row(of: id),
                  let section = state.rows.sections(meeting: i..<(i + 1)).first(where: { (headers && $0.header == i) || (footers && $0.footer == i) }),
                  let extent = section.extent else { continue }
            let line = state.line(of: i), first = state.line(of: extent.lowerBound), last = state.line(of: extent.upperBound)
            let start = state.start(line, spacing: spacing), length = state.length(line)
            let top = state.start(first, spacing: spacing)
            let bottom = state.start(last, spacing: spacing) + state.length(last)
            var offset = 0.0
            if i == section.header {
                offset = max(0, min(window.lowerBound, bottom - length) - start)
            } else {
                offset = min(0, max(window.upperBound - length, top) - start)
            }
            if abs(offset) > 1e-6 { out[ObjectIdentifier(c)] = offset }
        }
        return out
    }
}
