import Geometry
import Motion

/// Matching new view values against the retained tree: children keep their node while their key
/// (position or explicit id, plus view type) stays; a new key inserts a node, a missing one removes it.
/// Under an animated transaction, inserted and removed nodes run their transition (SwiftUI's default
/// is `.opacity`); a removed node stays in the tree, not hit-testable, until its removal ends.
extension ViewGraph {
    /// Gives `node` a new view value and brings its subtree up to date.
    func reconcile(_ node: Node, with view: any View, environment: EnvironmentValues) {
        let oldKind = node.kind, oldEnvironment = node.environment, wasTransparent = node.isTransparent
        node.markTargetsDirty()
        node.environment = environment
        if let element = view.builtinElement {
            node.kind = Self.kind(of: element)
            if !oldKind.layoutEquals(node.kind) {
                node.setNeedsLayout()
                // A node that was transparent (its parent laid out its children in its place) was never
                // measured, so its mark can be old: the walk up would stop at it and leave its parent
                // with the sizes of the children it had. One modified view that became several (an
                // `AnyView`'s content, a builder loop's count), or the other way round: the parent
                // lays out again.
                if wasTransparent != node.isTransparent { node.parent?.setNeedsLayout() }
            } else if case .leaf(.text) = node.kind, !oldEnvironment.textLayoutEquals(environment) {
                node.setNeedsLayout()
            } else if case .scroll = node.kind, oldEnvironment[ScrollContentMarginsKey.self] != environment[ScrollContentMarginsKey.self]
                        || oldEnvironment[SafeAreaPaddingKey.self] != environment[SafeAreaPaddingKey.self] {
                node.setNeedsLayout()
            }
            reconcileElement(node, element, environment: environment)
        } else if case .composite = oldKind, !node.needsEvaluation, let old = node.view,
                  Self.equalViews(old, view), oldEnvironment.isSame(as: environment) {
            // An equal view in the same environment has the same body (EquatableViews): only views
            // inside it whose own state changed are evaluated.
            node.view = view
            for c in node.children where !c.isRemoving { refresh(c) }
        } else {
            node.kind = .composite
            node.view = view
            if !wasTransparent { node.parent?.setNeedsLayout() }
            evaluate(node)
        }
    }

    /// Re-evaluates the composites whose state changed since the last update, outermost first (as a
    /// walk from the root would meet them), skipping those on their way out and those an outer one's
    /// evaluation has already brought up to date.
    func refreshInvalidated(_ nodes: [Node]) {
        guard !nodes.isEmpty else { return }
        for node in Self.topDown(nodes) where node.host === self && node.needsEvaluation && !node.isGoingAway {
            refresh(node)
        }
    }

    /// Re-evaluates invalidated composites below `node`, keeping everything else as it is.
    func refresh(_ node: Node) {
        if case .composite = node.kind, node.needsEvaluation, node.view != nil {
            evaluate(node)
            return
        }
        for c in node.children where !c.isRemoving { refresh(c) }
    }

    /// Evaluates a composite node's body with its state linked, and reconciles the result.
    func evaluate(_ node: Node) {
        guard let view = node.view else { return }
        // Reflection is slow: a view type found without state is not reflected again, nor one that
        // reads its environment in its body only.
        let type = ObjectIdentifier(Swift.type(of: view))
        if !Self.statelessViewTypes.contains(type), view is ReadsEnvironmentInBodyOnly {
            Self.statelessViewTypes.insert(type)
        }
        if !Self.statelessViewTypes.contains(type) {
            if lazy.restoring != nil, node.states.isEmpty { _ = restoreStates(node) }
            var slot = 0, reads = false
            for child in Mirror(reflecting: view).children {
                if let state = child.value as? StateProperty {
                    state.link(to: node, slot: slot)
                    slot += 1
                } else if let environment = child.value as? EnvironmentLinking {
                    environment.link(to: node)
                    reads = true
                }
            }
            if slot == 0 && !reads { Self.statelessViewTypes.insert(type) }
        }
        let saved = EvaluationContext.current
        EvaluationContext.current = node
        // The `@Observable` properties the body reads: a change to any of them evaluates it again.
        let body = ObservedBody.evaluate(view, for: node)
        EvaluationContext.current = saved
        node.needsEvaluation = false
        counters.bodiesEvaluated += 1
        reconcileChildren(node, [(.content, body)], environment: node.environment)
    }

    /// Composite view types that declare no `@State` and no `@Environment` (their values need no
    /// linking to a node).
    static var statelessViewTypes = Set<ObjectIdentifier>()

    static func kind(of element: Element) -> Node.Kind {
        switch element {
        case .empty: return .empty
        case .group: return .group
        case .conditional(let b, _): return .conditional(b)
        case .identified(let id, _): return .identified(id)
        case .leaf(let l): return .leaf(l)
        case .stack(let s, _): return .stack(s)
        case .modified(let m, _): return .modified(m)
        case .scroll(let s, _): return .scroll(s)
        case .lazyGrid(let g, _): return .grid(g)
        case .lazyStack(let s, _): return .stack(s)
        }
    }

    private func reconcileElement(_ node: Node, _ element: Element, environment: EnvironmentValues) {
        switch element {
        case .empty, .leaf:
            reconcileChildren(node, [], environment: environment)
        case .group(let views), .stack(_, let views):
            reconcileChildren(node, views.enumerated().map { (.index($0.offset), $0.element) }, environment: environment)
        case .conditional(let branch, let view):
            reconcileChildren(node, [(.branch(branch), view)], environment: environment)
        case .scroll(let spec, let view):
            if let token = spec.topToken {
                if let old = node.scrollToken, old != token {
                    node.scrollOffset.set(0, animation: pass.updateAnimation, at: time)
                    needsLayout = true
                }
                node.scrollToken = token
            }
            // A position binding and a safe-area padding are this scroll view's: the scroll views in
            // its content have none.
            var inside = environment
            if inside[ScrollPositionKey.self] != nil { inside[ScrollPositionKey.self] = nil }
            if inside[SafeAreaPaddingKey.self] != EdgeInsets() { inside[SafeAreaPaddingKey.self] = EdgeInsets() }
            reconcileChildren(node, [(.content, view)], environment: inside)
        case .identified(_, let view):
            reconcileChildren(node, [(.content, view)], environment: environment)
        case .lazyStack(_, let rows), .lazyGrid(_, let rows):
            reconcileLazyStack(node, rows)
        case .modified(let modifier, let view):
            var env = environment
            var children: [(Node.Key.Slot, any View)] = [(.content, view)]
            switch modifier {
            case .environment(let write):
                write(&env)
            case .layoutPriority:
                usesLayoutPriority = true
            case .containerRelative:
                containers.used = true
            case .background(let decoration, _), .overlay(let decoration, _), .mask(let decoration, _):
                children.append((.decoration, decoration))
            case .sizeReader(let build):
                // Made for the size it was last placed at (layout makes it again when that changes);
                // before it is first placed, not made at all: its content (an `onAppear` reading the
                // size, say) only ever sees the size it is shown at, made when layout places it.
                children = node.reader.map { [(.content, readerContent(node, build, $0))] } ?? []
            case .animation(_, let value):
                node.animationTriggered = node.animationValue != nil && node.animationValue != value
                node.animationValue = value
            case .lifecycle(.change(let value, let action)):
                if let old = node.changeValue, old != value { pass.pendingActions.append(action) }
                node.changeValue = value
            case .lifecycle(.appear(let action)):
                if !node.appeared { node.appeared = true; pass.pendingActions.append(action) }
            default:
                break
            }
            node.environment = env
            reconcileChildren(node, children, environment: env)
        }
    }

    /// The key of a child view in a slot: explicit ids replace positions.
    private static func key(_ slot: Node.Key.Slot, _ view: any View) -> Node.Key {
        if let identified = view as? IdentifiedView {
            return Node.Key(slot: .id(identified.id), type: ObjectIdentifier(type(of: identified.content)))
        }
        return Node.Key(slot: slot, type: ObjectIdentifier(type(of: view)))
    }

    /// The children's keys, each one unique: an explicit id that occurs more than once (a `ForEach`
    /// over data listing one item twice) keeps the id for its first occurrence and gets the id with its
    /// occurrence number for each later one, so every view has a node of its own and keeps it while the
    /// order of the duplicates stays. SwiftUI calls such results undefined; here they are defined, and
    /// said once (a diagnostic naming the id).
    private func uniqueKeys(_ views: [(Node.Key.Slot, any View)]) -> [(Node.Key, any View)] {
        var keyed = views.map { (Self.key($0.0, $0.1), $0.1) }
        // Positions, branches and slots are unique by construction: only explicit ids can repeat.
        guard keyed.count > 1, keyed.contains(where: { if case .id = $0.0.slot { true } else { false } }) else { return keyed }
        var seen = Set<Node.Key>(minimumCapacity: keyed.count)
        var repeats: [Node.Key: Int] = [:]
        for i in keyed.indices where !seen.insert(keyed[i].0).inserted {
            let key = keyed[i].0
            var n = repeats[key, default: 1]
            var unique = key
            repeat {
                unique = Node.Key(slot: .id(AnyHashable(RepeatedID(id: key.slot, occurrence: n))), type: key.type)
                n += 1
            } while !seen.insert(unique).inserted
            repeats[key] = n
            keyed[i].0 = unique
            if case .id(let id) = key.slot {
                let message = "ForEach: the id '\(String(describing: id).prefix(80))' occurs more than once among the views of one container; each later occurrence is told apart by its position among the repeats"
                if checks.diagnostics.insert(message).inserted { printDiagnostic(message) }
            }
        }
        return keyed
    }

    func reconcileChildren(_ node: Node, _ views: [(Node.Key.Slot, any View)], environment: EnvironmentValues) {
        var old: [Node.Key: Node] = [:]
        var removingBefore: [(index: Int, node: Node)] = []
        // Keys are unique among a node's children (see `uniqueKeys`); a child whose key another took
        // anyway is removed like any other whose view is gone, never dropped unseen.
        var displaced: [Node] = []
        for (i, c) in node.children.enumerated() {
            if c.isRemoving { removingBefore.append((i, c)) } else if let other = old.updateValue(c, forKey: c.key) { displaced.append(other) }
        }
        var result: [Node] = []
        result.reserveCapacity(views.count)
        for (key, view) in uniqueKeys(views) {
            if let existing = old.removeValue(forKey: key) {
                reconcile(existing, with: view, environment: environment)
                result.append(existing)
            } else {
                let child = Node(kind: .empty, key: key)
                child.parent = node
                child.host = self
                reconcile(child, with: view, environment: environment)
                // Only the top of a new subtree is inserted (and transitions); its inside comes with it.
                if !node.isNew { insert(child) }
                result.append(child)
            }
        }
        // Nodes whose key is gone: removed now, or animated out in their old place.
        for gone in displaced where remove(gone) {
            removingBefore.append((node.children.firstIndex { $0 === gone } ?? result.count, gone))
        }
        for (_, gone) in old.sorted(by: { a, b in (node.children.firstIndex { $0 === a.value } ?? 0) < (node.children.firstIndex { $0 === b.value } ?? 0) }) {
            if remove(gone) {
                let index = node.children.firstIndex { $0 === gone } ?? result.count
                removingBefore.append((index, gone))
            }
        }
        for (index, gone) in removingBefore.sorted(by: { $0.index < $1.index }) {
            result.insert(gone, at: min(index, result.count))
        }
        // A loop, not `contains(where:)`: see `Node.contentChild`.
        var same = result.count == node.children.count
        if same { for (a, b) in zip(result, node.children) where a !== b { same = false; break } }
        if !same { node.setNeedsLayout() }
        node.children = result
    }

    /// A node that just appeared: it runs its insertion transition when the update is animated.
    func insert(_ node: Node) {
        node.isInserting = true
        pass.insertedThisUpdate.append(node)
    }

    /// A node whose view is gone. Returns true when it stays to animate out.
    func remove(_ node: Node) -> Bool {
        node.walk { n in
            if case .modified(.lifecycle(.disappear(let action))) = n.kind { pass.pendingActions.append(action) }
        }
        pass.removedThisUpdate.append(node)
        guard currentAnimation(for: node) != nil else {
            node.walk { $0.detach() }
            return false
        }
        node.isRemoving = true
        // It leaves its stack's layout: the stack lays out again.
        node.setNeedsLayout()
        return true
    }

    /// The first `.transition` on the way down from `node` through modifiers and transparent nodes.
    static func transition(of node: Node) -> AnyTransition? {
        var n: Node? = node
        while let c = n {
            if case .modified(.transition(let t)) = c.kind { return t }
            switch c.kind {
            case .group where c.children.count > 1:
                // A modifier on several views is on each of them (`ModifiedView`): the first one's.
                n = c.children.first { !$0.isRemoving }
            case .modified, .group, .conditional, .identified, .composite:
                n = c.children.first { $0.key.slot == .content || c.children.count == 1 }
            default:
                n = nil
            }
        }
        return nil
    }
}

extension Node {
    /// Cuts a removed node loose (its state and gestures are gone).
    func detach() {
        host?.forget(self)
        host = nil
        parent = nil
        states.removeAll()
    }
}

/// The key of a later occurrence of a repeated child id: the id and which repeat it is (1 for the
/// second occurrence, 2 for the third, ...).
struct RepeatedID: Hashable {
    var id: Node.Key.Slot
    var occurrence: Int
}
