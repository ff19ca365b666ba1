import Geometry
import Typography

/// Two-phase layout, as SwiftUI does it: a parent proposes a size, the child answers with the size it
/// wants (`size(of:_:)`), then the parent places it (`place(_:in:)`). Sizes are cached per proposal for
/// one layout pass. Frames are stored relative to the node's layout parent (the nearest ancestor that
/// is not transparent), in points.
extension ViewGraph {
    static let defaultSpacing = 8.0

    func size(of node: Node, _ p: ProposedSize) -> Size {
        if let cached = node.cachedSize(for: p) { return cached }
        let s = measure(node, p)
        counters.nodesMeasured += 1
        // Kept across passes while the node is clean.
        node.cacheSize(s, for: p)
        return s
    }

    private func measure(_ node: Node, _ p: ProposedSize) -> Size {
        switch node.kind {
        case .empty: return .zero
        case .group, .conditional, .identified, .composite:
            return zSize(node.layoutChildren.filter { !$0.leavesLayout }, p)
        case .leaf(let leaf):
            return leafSize(node, leaf, p)
        case .stack(let stack) where stack.lazy:
            return lazyStackSize(node, stack, p)
        case .stack(let stack):
            switch stack.kind {
            case .horizontal: return stackSize(node, .horizontal, stack, p, place: false)
            case .vertical: return stackSize(node, .vertical, stack, p, place: false)
            case .depth: return zSize(node.layoutChildren.filter { !$0.leavesLayout }, p)
            }
        case .modified(let m):
            return modifiedSize(node, m, p)
        case .scroll(let spec) where spec.axis == .horizontal:
            // A horizontal scroll view is as tall as its content (proposed no width) and its margins,
            // as wide as offered.
            let m = node.scrollContentMargins
            let content = withContainer(node, scrollContainer(node, p)) {
                zSize(node.layoutChildren, ProposedSize(width: nil, height: p.height.map { max(0, $0 - m.vertical) }))
            }
            return Size(width: p.width ?? content.width + m.horizontal, height: content.height + m.vertical)
        case .scroll:
            if let w = p.width, let h = p.height { return Size(width: w, height: h) }
            let m = node.scrollContentMargins
            let content = withContainer(node, scrollContainer(node, p)) { contentSize(node, p) }
            return Size(width: p.width ?? content.width + m.horizontal, height: p.height ?? content.height + m.vertical)
        case .grid(let spec):
            return lazyGridSize(node, spec, p)
        }
    }

    /// A vertical scroll view's content offered the width inside its margins and any height.
    private func contentSize(_ node: Node, _ p: ProposedSize) -> Size {
        zSize(node.layoutChildren, ProposedSize(width: p.width.map { max(0, $0 - node.scrollContentMargins.horizontal) }, height: nil))
    }

    /// The container a scroll view offered `p` is to the container-relative frames inside it: the
    /// size offered less its content margins. A length not offered, or a stack's probe (0 or
    /// unlimited), is the one the scroll view was last placed at (else the enclosing container's), so
    /// that probes do not make its content be measured anew.
    private func scrollContainer(_ node: Node, _ p: ProposedSize) -> Size {
        let m = node.scrollContentMargins
        let fallback = containers.measuredFor[ObjectIdentifier(node)].map { Size(width: $0.width + m.horizontal, height: $0.height + m.vertical) }
            ?? containerSize
        func offered(_ v: Double?) -> Double? { v.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } }
        let w = offered(p.width) ?? fallback.width, h = offered(p.height) ?? fallback.height
        return Size(width: max(0, w - m.horizontal), height: max(0, h - m.vertical))
    }

    /// The largest of `children`'s sizes. Overlapping layouts pass only children that take part in
    /// layout: a view on its way out does not size its container (it keeps its place; `placeAligned`).
    private func zSize(_ children: [Node], _ p: ProposedSize) -> Size {
        var w = 0.0, h = 0.0
        for c in children {
            let s = size(of: c, p)
            w = max(w, s.width)
            h = max(h, s.height)
        }
        return Size(width: w, height: h)
    }

    private func leafSize(_ node: Node, _ leaf: Leaf, _ p: ProposedSize) -> Size {
        switch leaf {
        case .text:
            let size = textSize(node, width: p.width)
            return Size(width: min(size.width, p.width ?? .infinity), height: size.height)
        case .shape, .gradient, .path:
            // Shapes take whatever they are offered (infinite too: that is their flexibility).
            return Size(width: p.width ?? 10, height: p.height ?? 10)
        case .image(let spec):
            let natural = imageSize(spec.name)
            guard spec.resizable else { return natural }
            guard let mode = spec.contentMode, natural.width > 0, natural.height > 0 else {
                return Size(width: finite(p.width, natural.width), height: finite(p.height, natural.height))
            }
            let aspect = natural.width / natural.height
            switch (p.width.flatMap { $0.isFinite ? $0 : nil }, p.height.flatMap { $0.isFinite ? $0 : nil }) {
            case (nil, nil): return natural
            case (let w?, nil): return Size(width: w, height: w / aspect)
            case (nil, let h?): return Size(width: h * aspect, height: h)
            case (let w?, let h?):
                let byWidth = Size(width: w, height: w / aspect), byHeight = Size(width: h * aspect, height: h)
                let fitsByWidth = byWidth.height <= h
                if mode == .fit { return fitsByWidth ? byWidth : byHeight }
                return fitsByWidth ? byHeight : byWidth
            }
        case .spacer(let minLength):
            guard let axis = node.stackAxis else { return .zero }
            var s = Size.zero
            s[axis] = max(minLength, p[axis] ?? minLength)
            return s
        case .divider:
            let thickness = 1 / scale
            guard let axis = node.stackAxis else { return Size(width: finite(p.width, 0), height: thickness) }
            return axis == .vertical ? Size(width: finite(p.width, 0), height: thickness) : Size(width: thickness, height: finite(p.height, 0))
        }
    }

    private func finite(_ v: Double?, _ fallback: Double) -> Double {
        guard let v, v.isFinite else { return fallback }
        return v
    }

    /// SwiftUI's stack rule: children are offered the remaining space divided by the remaining
    /// count, least flexible first; spacers share what is left last. Spacers do not count in that
    /// division: the others share the room beyond the spacers' minimum lengths, so a text beside a
    /// spacer wraps only when the row cannot hold it. No spacing is added beside a spacer. Children
    /// with a higher `layoutPriority` go first, offered the room left but the least the lower ones
    /// take (SwiftUI's documented rule); within one priority the rule above.
    @discardableResult
    func stackSize(_ node: Node, _ axis: Axis, _ stack: Stack, _ p: ProposedSize, place: Bool, in bounds: Rect = .zero) -> Size {
        let children = node.layoutChildren.filter { !$0.leavesLayout }
        for c in children { c.stackAxis = axis }
        let spacing = stack.spacing ?? Self.defaultSpacing
        let spacerMinimum = children.map { c -> Double? in
            if case .leaf(.spacer(let minLength)) = c.kind { return minLength } else { return nil }
        }
        // The space after child i: none beside a spacer (its minimum length is the gap), as in SwiftUI.
        let gaps = children.indices.dropLast().map { spacerMinimum[$0] == nil && spacerMinimum[$0 + 1] == nil ? spacing : 0 }
        let totalSpacing = gaps.reduce(0, +)
        var sizes = [Size](repeating: .zero, count: children.count)
        if let available = p[axis], available.isFinite {
            let priority = usesLayoutPriority ? children.map(\.layoutPriority) : []
            if priority.allSatisfy({ $0 == priority[0] }) {
                shareStack(Array(children.indices), children, spacerMinimum, axis, p, room: available - totalSpacing, into: &sizes)
            } else {
                // Highest priority first: each group is offered the room left but the least the lower
                // groups take (what they measure offered nothing; a spacer its minimum length).
                let least = children.indices.map { i -> Double in
                    if let m = spacerMinimum[i] { return m }
                    var offer = p
                    offer[axis] = 0
                    return size(of: children[i], offer)[axis]
                }
                var remaining = available - totalSpacing
                for level in Set(priority).sorted(by: >) {
                    let group = children.indices.filter { priority[$0] == level }
                    let lower = children.indices.reduce(0.0) { priority[$1] < level ? $0 + least[$1] : $0 }
                    remaining -= shareStack(group, children, spacerMinimum, axis, p, room: remaining - lower, into: &sizes)
                }
            }
        } else {
            for (i, c) in children.enumerated() {
                var offer = p
                offer[axis] = nil
                sizes[i] = size(of: c, offer)
            }
        }
        var total = Size.zero
        total[axis] = sizes.reduce(0) { $0 + $1[axis] } + totalSpacing
        total[axis.cross] = sizes.map { $0[axis.cross] }.max() ?? 0
        if place {
            var cursor = 0.0
            let crossFraction = axis == .horizontal ? stack.alignment.vertical : stack.alignment.horizontal
            for (i, c) in children.enumerated() {
                var origin = Point.zero
                let crossOffset = (bounds.size[axis.cross] - sizes[i][axis.cross]) * crossFraction
                if axis == .horizontal { origin = Point(x: cursor, y: crossOffset) } else { origin = Point(x: crossOffset, y: cursor) }
                self.place(c, in: Rect(origin: origin, size: sizes[i]))
                cursor += sizes[i][axis] + (i < gaps.count ? gaps[i] : 0)
            }
            for c in node.layoutChildren where c.leavesLayout { self.place(c, in: Rect(origin: c.frame.origin, size: c.frame.size)) }
        }
        return total
    }

    /// Offers `room` points along `axis` to the children at `indices` as a stack does: the room left
    /// divided by the children left, least flexible first, then the spacers share what is left (their
    /// minimum lengths held back for them until then). Sizes go into `sizes`; returns the length taken.
    @discardableResult
    private func shareStack(_ indices: [Int], _ children: [Node], _ spacerMinimum: [Double?], _ axis: Axis, _ p: ProposedSize,
                            room: Double, into sizes: inout [Size]) -> Double {
        let reserved = indices.reduce(0) { $0 + (spacerMinimum[$1] ?? 0) }
        var remaining = max(0, room - reserved)
        // Flexibility = what a child takes when offered everything minus when offered nothing (a
        // spacer: unlimited less its minimum length, known without measuring).
        var flex = [Double](repeating: 0, count: children.count)
        for i in indices { flex[i] = spacerMinimum[i].map { 1e12 - max($0, 0) } ?? flexibility(children[i], axis, p) }
        let order = indices.sorted { a, b in flex[a] != flex[b] ? flex[a] < flex[b] : a < b }
        var taken = 0.0
        // The others first, then the spacers share what is left, their minimum lengths included.
        for spacers in [false, true] {
            if spacers { remaining += reserved }
            let turn = order.filter { (spacerMinimum[$0] != nil) == spacers }
            for (k, i) in turn.enumerated() {
                var offer = p
                offer[axis] = remaining / Double(turn.count - k)
                sizes[i] = size(of: children[i], offer)
                remaining = max(0, remaining - sizes[i][axis])
                taken += sizes[i][axis]
            }
        }
        return taken
    }

    private func modifiedSize(_ node: Node, _ m: Modifier, _ p: ProposedSize) -> Size {
        if case .containerRelative(let spec) = m { return modifiedSize(node, .frame(spec.frame(in: containerSize)), p) }
        let content: [Node]
        if let c = node.contentChild { content = [c] } else { content = [] }   // no closure: see `contentChild`
        switch m {
        case .padding(let e):
            let s = zSize(content, p.inset(by: e))
            return Size(width: s.width + e.horizontal, height: s.height + e.vertical)
        case .frame(let f):
            return frameSize(f, content, p)
        case .fixedSize(let h, let v):
            return zSize(content, ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height))
        case .aspectRatio(let ratio, let mode):
            return zSize(content, aspectProposal(ratio ?? idealRatio(content), mode, p))
        case .position:
            // All the space offered; where none is (nil or infinite), the content's size.
            let p = ProposedSize(width: p.width.flatMap { $0.isFinite ? $0 : nil }, height: p.height.flatMap { $0.isFinite ? $0 : nil })
            guard let w = p.width, let h = p.height else {
                let s = zSize(content, p)
                return Size(width: p.width ?? s.width, height: p.height ?? s.height)
            }
            return Size(width: w, height: h)
        case .sizeReader:
            // All the space offered, 10 pt where none is (SwiftUI's default size).
            return Size(width: finite(p.width, 10), height: finite(p.height, 10))
        default:
            return zSize(content, p)
        }
    }

    func frameChildProposal(_ f: FrameSpec, _ p: ProposedSize) -> ProposedSize {
        func axis(_ fixed: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?, _ offered: Double?) -> Double? {
            if let fixed { return fixed }
            guard lo != nil || hi != nil else { return offered }
            var v = offered ?? ideal
            if let lo, let x = v { v = max(lo, x) }
            if let hi, let x = v { v = min(hi, x) }
            return v
        }
        return ProposedSize(width: axis(f.width, f.minWidth, f.idealWidth, f.maxWidth, p.width),
                            height: axis(f.height, f.minHeight, f.idealHeight, f.maxHeight, p.height))
    }

    private func frameSize(_ f: FrameSpec, _ content: [Node], _ p: ProposedSize) -> Size {
        let child = zSize(content, frameChildProposal(f, p))
        func axis(_ fixed: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?, _ offered: Double?, _ c: Double) -> Double {
            if let fixed { return fixed }
            guard lo != nil || hi != nil else { return c }
            // Offered unlimited space (a stack's flexibility probe) with no upper limit: it takes it all,
            // so a stack gives a `maxHeight: .infinity` frame the room its neighbours leave.
            if offered == .infinity, hi == .infinity { return .infinity }
            let target = offered.flatMap { $0.isFinite ? $0 : nil } ?? ideal ?? c
            let low = lo ?? min(c, hi ?? c)
            let high = hi ?? max(c, lo ?? c)
            let v = min(max(target, low), high)
            return v.isFinite ? v : c
        }
        return Size(width: axis(f.width, f.minWidth, f.idealWidth, f.maxWidth, p.width, child.width),
                    height: axis(f.height, f.minHeight, f.idealHeight, f.maxHeight, p.height, child.height))
    }

    // MARK: Placing

    /// Places `node` at `rect` (relative to its layout parent) and its children inside it.
    func place(_ node: Node, in rect: Rect) {
        // A clean node placed where it was last time: its subtree's frames are what they were.
        if !node.layoutDirty && node.laidOut && node.frame == rect { return }
        node.layoutDirty = false
        if !node.laidOut || node.frame != rect { node.markTargetsDirty() }
        // A paging or view-aligned scroll view resized keeps the page or view it rests on.
        let resting = node.laidOut && node.frame.size != rect.size ? scrollRestingTarget(node) : nil
        node.frame = rect
        node.laidOut = true
        defer {
            if let resting {
                pass.restingTargets.append((node, resting))
                keepScrollRestingTarget(node, resting)
            }
        }
        let bounds = Rect(origin: .zero, size: rect.size)
        switch node.kind {
        case .empty, .leaf:
            break
        case .group, .conditional, .identified, .composite:
            // Transparent: children take the same rect (frames stay relative to the layout parent).
            for c in node.layoutChildren { placeOverlapping(c, in: rect, .center) }
        case .stack(let stack) where stack.lazy:
            placeLazyStack(node, stack, bounds)
        case .stack(let stack):
            switch stack.kind {
            case .horizontal: stackSize(node, .horizontal, stack, ProposedSize(rect.size), place: true, in: bounds)
            case .vertical: stackSize(node, .vertical, stack, ProposedSize(rect.size), place: true, in: bounds)
            case .depth: for c in node.layoutChildren { placeOverlapping(c, in: bounds, stack.alignment) }
            }
        case .modified(let m):
            placeModified(node, m, bounds)
        case .scroll(let spec) where spec.axis == .horizontal:
            // The content at its own width inside the margins (centred when narrower), their height.
            noteScrollPosition(node)
            let m = node.scrollContentMargins
            withContainer(node, scrollContainer(node, ProposedSize(rect.size))) {
                for c in node.layoutChildren {
                    let s = size(of: c, ProposedSize(width: nil, height: max(0, rect.height - m.vertical)))
                    node.scrollContentLength = s.width + m.horizontal
                    place(c, in: Rect(x: max(m.leading, (rect.width - s.width) / 2), y: m.top + (rect.height - m.vertical - s.height) / 2,
                                      width: s.width, height: s.height))
                }
            }
        case .scroll:
            noteScrollPosition(node)
            let m = node.scrollContentMargins
            withContainer(node, scrollContainer(node, ProposedSize(rect.size))) {
                for c in node.layoutChildren {
                    let s = size(of: c, ProposedSize(width: max(0, rect.width - m.horizontal), height: nil))
                    node.scrollContentLength = s.height + m.vertical
                    place(c, in: Rect(x: m.leading + (rect.width - m.horizontal - s.width) / 2, y: m.top, width: s.width, height: s.height))
                }
            }
        case .grid(let spec):
            placeLazyGrid(node, spec, bounds)
        }
    }

    /// Transparent nodes pass their layout parent's coordinate space through; `rect` is in it.
    /// A child of an overlapping layout (a z-stack or a transparent node). One on its way out
    /// (`leavesLayout`) keeps the place it had, as in a stack: it does not size the container (`zSize`)
    /// and does not move when the container changes size. Except a full-window layer (one as large as
    /// the window was) in a pass for a new window size: it is laid out like the rest, so a backdrop
    /// fading out still covers the window.
    private func placeOverlapping(_ node: Node, in rect: Rect, _ alignment: Alignment) {
        let fullWindow = pass.resizedSinceLayout && node.frame.size == pass.windowSizeBeforeResize
        if node.leavesLayout && node.laidOut && !fullWindow {
            place(node, in: node.frame)
        } else {
            placeAligned(node, in: rect, alignment)
        }
    }

    private func placeAligned(_ node: Node, in rect: Rect, _ alignment: Alignment) {
        let s = size(of: node, ProposedSize(rect.size))
        place(node, in: Rect(x: rect.minX + (rect.width - s.width) * alignment.horizontal,
                             y: rect.minY + (rect.height - s.height) * alignment.vertical, width: s.width, height: s.height))
    }

    /// A size reader placed at a size other than the one its content was made for makes its content
    /// again for this size (during layout: the content depends on it) and returns the new content node.
    /// The reader's own size never depends on its content, so what is laid out around it stays valid;
    /// the reader itself is clean again once its content is placed.
    private func rebuildSizeReader(_ node: Node, _ build: @MainActor (ReaderGeometry, ReaderUse) -> any View, size: Size) -> Node? {
        // Made again for a new size, or a new place when the content asked where it is (not in the
        // layout oracle's pass: a scroll may have moved after this update's layout, and the oracle
        // checks the layout of the content as made; the next update makes it for its new place).
        // Where it is is worked out only when that can matter (a walk up the tree).
        let watchesPlace = !lazy.frozen && node.readerUse?.position == true
        if let was = node.reader, was.size == size, !watchesPlace { return nil }
        let geometry = readerGeometry(node, size: size)
        if let was = node.reader, was == geometry { return nil }
        reconcileChildren(node, [(.content, readerContent(node, build, geometry))], environment: node.environment)
        node.layoutDirty = false
        return node.contentChild
    }

    /// The ratio (width over height) of the content's ideal size, when it has one.
    private func idealRatio(_ content: [Node]) -> Double? {
        let s = zSize(content, ProposedSize(width: nil, height: nil))
        return s.width > 0 && s.height > 0 && s.width.isFinite && s.height.isFinite ? s.width / s.height : nil
    }

    /// What `aspectRatio` offers its content out of `p`: the largest size of `ratio` inside the offer
    /// (`.fit`) or the smallest covering it (`.fill`); an axis offered nothing (nil or infinite) follows
    /// the other; with neither, or no ratio, the offer as it is.
    func aspectProposal(_ ratio: Double?, _ mode: ContentMode, _ p: ProposedSize) -> ProposedSize {
        guard let ratio, ratio > 0, ratio.isFinite else { return p }
        let w = p.width.flatMap { $0.isFinite ? $0 : nil }, h = p.height.flatMap { $0.isFinite ? $0 : nil }
        switch (w, h) {
        case let (w?, h?):
            let wide = w / max(h, 1e-9) > ratio
            // Fit: the offer's narrower side rules; fill: its wider one.
            if wide == (mode == .fit) { return ProposedSize(width: h * ratio, height: h) }
            return ProposedSize(width: w, height: w / ratio)
        case let (w?, nil): return ProposedSize(width: w, height: w / ratio)
        case let (nil, h?): return ProposedSize(width: h * ratio, height: h)
        case (nil, nil): return p
        }
    }

    private func placeModified(_ node: Node, _ m: Modifier, _ bounds: Rect) {
        if case .containerRelative(let spec) = m { return placeModified(node, .frame(spec.frame(in: containerSize)), bounds) }
        // A size reader's content may not be made yet (it is made for the size it is first placed at).
        if case .sizeReader(let build) = m, let c = rebuildSizeReader(node, build, size: bounds.size) ?? node.contentChild {
            let s = size(of: c, ProposedSize(bounds.size))
            place(c, in: Rect(x: 0, y: 0, width: s.width, height: s.height))
            return
        }
        guard let content = node.contentChild else { return }
        switch m {
        case .padding(let e):
            placeAligned(content, in: bounds.inset(by: e), .center)
        case .frame(let f):
            let s = size(of: content, frameChildProposal(f, ProposedSize(bounds.size)))
            place(content, in: Rect(x: (bounds.width - s.width) * f.alignment.horizontal, y: (bounds.height - s.height) * f.alignment.vertical,
                                    width: s.width, height: s.height))
        case .fixedSize(let h, let v):
            let s = size(of: content, ProposedSize(width: h ? nil : bounds.width, height: v ? nil : bounds.height))
            place(content, in: Rect(x: (bounds.width - s.width) / 2, y: (bounds.height - s.height) / 2, width: s.width, height: s.height))
        case .aspectRatio:
            // The modifier's size is its content's at the ratio's proposal: offered that size, the
            // content takes it again (the ratio is not worked out anew from the bounds, which are
            // already the content's shape, not the offer's).
            let s = size(of: content, ProposedSize(bounds.size))
            place(content, in: Rect(x: (bounds.width - s.width) / 2, y: (bounds.height - s.height) / 2, width: s.width, height: s.height))
        case .position(let x, let y):
            let s = size(of: content, ProposedSize(bounds.size))
            place(content, in: Rect(x: x - s.width / 2, y: y - s.height / 2, width: s.width, height: s.height))
        case .background(_, let a), .overlay(_, let a), .mask(_, let a):
            place(content, in: bounds)
            if let decoration = node.decorationChild { placeAligned(decoration, in: bounds, a) }
        default:
            place(content, in: bounds)
        }
    }
}

extension Node {
    // Loops, not `first { }`: layout and presentation read these for nearly every node, and in Swift 6
    // mode each call of a closure made in main-actor code checks the executor (unless the build passes
    // -disable-dynamic-actor-isolation, as the demo's release build does; an app's build does not).

    /// The first content child still in the tree, else the first one leaving.
    var contentChild: Node? {
        var leaving: Node?
        for c in children where c.key.slot == .content {
            if !c.isRemoving { return c }
            if leaving == nil { leaving = c }
        }
        return leaving
    }
    var decorationChild: Node? {
        for c in children where c.key.slot == .decoration { return c }
        return nil
    }
}
