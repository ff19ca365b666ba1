import Geometry

extension ViewGraph {
    /// Column widths for `width` points, as LazyVGrid resolves them: fixed columns first, adaptive ones
    /// expand into as many columns of at least their minimum as fit, flexible ones share the rest.
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

    /// Measures (and with `place`, places) a vertical grid: cells fill columns row by row; each row is as
    /// tall as its tallest cell; the columns are centred in the grid's width.
    @discardableResult
    func gridLayout(_ node: Node, _ spec: GridSpec, _ p: ProposedSize, place: Bool) -> Size {
        let cells = node.layoutChildren.filter { !$0.leavesLayout }
        let width = p.width.flatMap { $0.isFinite ? $0 : nil } ?? 800
        let (widths, spacings) = Self.gridColumns(spec.columns, width: width)
        guard !widths.isEmpty else { return .zero }
        let contentWidth = widths.reduce(0, +) + spacings.dropLast().reduce(0, +)
        let startX = max(0, (width - contentWidth) / 2)
        let rowSpacing = spec.spacing ?? Self.defaultSpacing
        var y = 0.0
        var index = 0
        while index < cells.count {
            let row = cells[index..<min(cells.count, index + widths.count)]
            var height = 0.0
            var sizes: [Size] = []
            for (k, c) in row.enumerated() {
                let s = size(of: c, ProposedSize(width: widths[k], height: nil))
                sizes.append(s)
                height = max(height, s.height)
            }
            if place {
                var x = startX
                for (k, c) in row.enumerated() {
                    let s = sizes[k]
                    let cx = x + (widths[k] - s.width) * spec.alignment.fraction
                    self.place(c, in: Rect(x: cx, y: y + (height - s.height) / 2, width: s.width, height: s.height))
                    x += widths[k] + spacings[k]
                }
            }
            y += height + rowSpacing
            index += widths.count
        }
        return Size(width: width, height: max(0, y - rowSpacing))
    }
}
