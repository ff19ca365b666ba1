import Geometry

/// What the view graph does after each layout pass to prove incremental layout right.
public enum LayoutCheck: Sendable {
    /// No check (release builds of the program).
    case off
    /// Lays the tree out again from scratch and keeps every disagreement in `layoutViolations`.
    case record
    /// As `record`, and stops the process with the first disagreement (debug builds: every test).
    case trap
}

/// One node whose incrementally kept frame differs from what a layout from scratch gives it.
public struct LayoutViolation: Sendable, CustomStringConvertible {
    /// The node's path from the root: kinds, with identifiers and matched ids where the node has them.
    public var node: String
    /// The frame incremental layout left the node with (relative to its layout parent, points).
    public var incremental: Rect
    /// The frame a layout from scratch gives it.
    public var fresh: Rect
    /// The update that left the stale frame: its time and what set it off.
    public var update: String

    /// One line naming the node, both frames (points, two decimals) and the update.
    public var description: String {
        "layout oracle: \(node): incremental \(Self.text(incremental)) but from scratch \(Self.text(fresh)), after \(update)"
    }

    static func text(_ r: Rect) -> String {
        func f(_ v: Double) -> String { String(format: "%.2f", v) }
        return "(x \(f(r.minX)), y \(f(r.minY)), w \(f(r.width)), h \(f(r.height)))"
    }
}

/// The layout oracle: after each update, the same tree and state are laid out again with every cache
/// dropped and every node dirty, and each node's frame must equal what incremental layout left. (A view
/// on its way out keeps the place it had: that is history, not layout, and both passes read it.)
/// The check leaves no trace: every field layout writes (frames, size memos, dirty flags, scroll content
/// heights, the measure counter) is put back as the incremental pass left it, so a graph behaves the
/// same with the check on or off.
extension ViewGraph {
    /// Debug builds (every test) trap on a stale frame; release builds check only when asked (`hero explore`).
    public nonisolated static var defaultLayoutCheck: LayoutCheck {
        #if DEBUG
        return .trap
        #else
        return .off
        #endif
    }

    func checkLayout(cause: String) {
        guard checks.layoutCheck != .off else { return }
        struct Saved {
            var frame: Rect, laidOut: Bool, dirty: Bool, sizes: SizeCache, scrollHeight: Double, targets: Bool, subtreeTargets: Bool
        }
        var nodes: [Node] = []
        var saved: [Saved] = []
        root.walk { n in
            nodes.append(n)
            saved.append(Saved(frame: n.frame, laidOut: n.laidOut, dirty: n.layoutDirty, sizes: n.sizeCache, scrollHeight: n.scrollContentLength,
                              targets: n.targetsDirty, subtreeTargets: n.subtreeTargetsDirty))
            n.forgetSizes()
            n.layoutDirty = true
        }
        let measured = counters.nodesMeasured
        lazy.frozen = true
        layout()
        lazy.frozen = false
        counters.nodesMeasured = measured
        var found: [LayoutViolation] = []
        for (n, s) in zip(nodes, saved) {
            let fresh = n.frame
            if !Self.same(fresh, s.frame) {
                found.append(LayoutViolation(node: n.path, incremental: s.frame, fresh: fresh, update: cause))
            }
            n.frame = s.frame
            n.laidOut = s.laidOut
            n.layoutDirty = s.dirty
            n.sizeCache = s.sizes
            n.scrollContentLength = s.scrollHeight
            n.targetsDirty = s.targets
            n.subtreeTargetsDirty = s.subtreeTargets
        }
        guard !found.isEmpty else { return }
        checks.layoutViolations.append(contentsOf: found)
        if checks.layoutCheck == .trap {
            let more = found.count > 1 ? " (and \(found.count - 1) more)" : ""
            preconditionFailure("\(found[0])\(more)")
        }
    }

    private static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) <= 1e-6 && abs(a.minY - b.minY) <= 1e-6
            && abs(a.width - b.width) <= 1e-6 && abs(a.height - b.height) <= 1e-6
    }
}

extension Node {
    /// The node's path from the root, e.g. `VStack > frame > Text("Overview")`, naming identifiers
    /// and matched ids where a wrapper carries them.
    var path: String {
        var parts: [String] = []
        var n: Node? = self
        while let c = n, c.parent != nil {
            // Builder groups add nothing a reader can find in the source.
            if case .group = c.kind {} else { parts.append(c.label) }
            n = c.parent
        }
        return parts.reversed().joined(separator: " > ")
    }

    /// A short name of the node's kind.
    var label: String {
        switch kind {
        case .composite: return view.map { String(describing: type(of: $0)) } ?? "composite"
        case .empty: return "empty"
        case .group: return "Group"
        case .conditional(let b): return "if[\(b)]"
        case .identified(let id): return "id(\(id))"
        case .stack(let s):
            switch s.kind {
            case .horizontal: return s.lazy ? "LazyHStack" : "HStack"
            case .vertical: return s.lazy ? "LazyVStack" : "VStack"
            case .depth: return "ZStack"
            }
        case .scroll: return "ScrollView"
        case .grid: return "Grid"
        case .leaf(let leaf):
            switch leaf {
            case .text(let spec): return "Text(\"\(spec.string.prefix(24))\")"
            case .shape: return "Shape"
            case .path: return "Path"
            case .gradient: return "Gradient"
            case .image(let spec): return "Image(\(spec.name))"
            case .spacer: return "Spacer"
            case .divider: return "Divider"
            }
        case .modified(let m):
            switch m {
            case .identifier(let id): return "#\(id)"
            case .matched(let spec): return "matched(\(spec.id))"
            case .padding: return "padding"
            case .frame: return "frame"
            case .fixedSize: return "fixedSize"
            case .background: return "background"
            case .overlay: return "overlay"
            case .mask: return "mask"
            case .position: return "position"
            case .sizeReader: return "GeometryReader"
            default: return "modifier"
            }
        }
    }
}
