import Typography

/// Incremental layout. A node keeps the sizes it answered (per proposal) and the rect it was placed in
/// from one layout pass to the next, until something its layout depends on changes:
/// - its kind, in what layout reads of it (`Node.Kind.layoutEquals`): a new opacity or offset leaves
///   layout alone, a new frame width does not;
/// - a text's string, font, alignment or line limit (environment included);
/// - its children: inserted, removed, reordered, or starting to leave (a leaving view takes no stack space);
/// - the pixel scale (text is measured in pixels).
/// `setNeedsLayout()` clears the cached sizes of the node and of every ancestor, and marks them dirty;
/// placing a node makes it clean. Invariant: a clean node's cached sizes, its placed frame and those of
/// its subtree are what a full layout would compute now. A pass measures what is not cached, places a
/// dirty node or one offered another rect, and skips a clean node placed in the same rect.
///
/// The walk up stops at a node that lays itself out (not a transparent group, composite, condition or
/// id: a stack lays out their children directly and never measures them) and is dirty with nothing
/// cached: it was marked since the last pass and has not been measured again, so its ancestors were
/// marked with it and have not been measured either (measuring them would have measured it), or it
/// takes no part in layout (a view on its way out behind its replacement), whose changes move nothing.
/// A new node starts that way; the parent that receives it is marked when its children change. So
/// inserting a large subtree costs its size, not its size times its depth.
///
/// Marking also asks the graph for a layout pass: a change made outside evaluation (a removed view
/// taken out when its transition ends) must not wait for the next state change to be laid out.
extension Node {
    func setNeedsLayout() {
        if PlantedFaults.skipLayoutInvalidation { return }
        host?.needsLayout = true
        var n: Node? = self
        while let node = n, node.isTransparent || !(node.layoutDirty && !node.hasCachedSizes) {
            node.layoutDirty = true
            node.forgetSizes()
            n = node.parent
        }
    }
}

extension Node.Kind {
    /// True when layout would answer the same for `self` as for `other` (same children). Conservative:
    /// false where unsure.
    func layoutEquals(_ other: Node.Kind) -> Bool {
        switch (self, other) {
        case (.composite, .composite), (.empty, .empty), (.group, .group), (.identified, .identified), (.scroll, .scroll):
            return true
        case (.conditional(let a), .conditional(let b)):
            return a == b
        case (.leaf(let a), .leaf(let b)):
            return a.layoutEquals(b)
        case (.stack(let a), .stack(let b)):
            return a.kind == b.kind && a.alignment == b.alignment && a.spacing == b.spacing && a.lazy == b.lazy && a.pinned == b.pinned
        case (.grid(let a), .grid(let b)):
            return a.spacing == b.spacing && a.alignment == b.alignment && a.lanes == b.lanes && a.axis == b.axis && a.pinned == b.pinned
        case (.modified(let a), .modified(let b)):
            return a.layoutEquals(b)
        default:
            return false
        }
    }
}

extension Leaf {
    func layoutEquals(_ other: Leaf) -> Bool {
        switch (self, other) {
        case (.text(let a), .text(let b)):
            return a.string == b.string && a.font == b.font && a.alignment == b.alignment && a.lineLimit == b.lineLimit && a.isIcon == b.isIcon
                && a.monospacedDigits == b.monospacedDigits
        case (.shape, .shape), (.gradient, .gradient), (.divider, .divider), (.path, .path):
            // They take the size offered, whatever their colour, outline or stops.
            return true
        case (.image(let a), .image(let b)):
            return a.name == b.name && a.resizable == b.resizable && a.contentMode == b.contentMode
        case (.spacer(let a), .spacer(let b)):
            return a == b
        default:
            return false
        }
    }
}

extension Modifier {
    func layoutEquals(_ other: Modifier) -> Bool {
        switch (self, other) {
        case (.padding(let a), .padding(let b)): return a == b
        case (.frame(let a), .frame(let b)): return a == b
        case (.fixedSize(let h1, let v1), .fixedSize(let h2, let v2)): return h1 == h2 && v1 == v2
        case (.background(_, let a), .background(_, let b)), (.overlay(_, let a), .overlay(_, let b)), (.mask(_, let a), .mask(_, let b)):
            return a == b
        case (.position(let x1, let y1), .position(let x2, let y2)): return x1 == x2 && y1 == y2
        // A size reader takes the space offered whatever its content; a new content is reconciled
        // into its children, which mark themselves.
        case (.sizeReader, .sizeReader): return true
        case (.aspectRatio(let r1, let m1), .aspectRatio(let r2, let m2)): return r1 == r2 && m1 == m2
        case (.layoutPriority(let a), .layoutPriority(let b)): return a == b
        // A container-relative frame's lengths come from a closure: not comparable, laid out again.
        case (.padding, _), (.frame, _), (.fixedSize, _), (.background, _), (.overlay, _), (.mask, _), (.position, _), (.sizeReader, _),
             (.aspectRatio, _), (.layoutPriority, _), (.containerRelative, _):
            return false
        default:
            // Every other modifier lays its content out in its own rect.
            return !other.affectsLayout
        }
    }

    /// Modifiers that measure or place their content differently from a plain wrapper.
    var affectsLayout: Bool {
        switch self {
        case .padding, .frame, .fixedSize, .background, .overlay, .mask, .position, .sizeReader, .aspectRatio, .layoutPriority,
             .containerRelative: return true
        default: return false
        }
    }
}

extension EnvironmentValues {
    /// The values a text's layout reads.
    func textLayoutEquals(_ other: EnvironmentValues) -> Bool {
        font == other.font && textAlignment == other.textAlignment && lineLimit == other.lineLimit
            && minimumScaleFactor == other.minimumScaleFactor && self[MonospacedDigitKey.self] == other[MonospacedDigitKey.self]
    }
}
