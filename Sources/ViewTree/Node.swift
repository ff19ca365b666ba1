import Geometry
import Motion
import Typography

/// A view's retained counterpart: it owns the view's state, its identity among its siblings, its
/// layout result and its animated (presented) values. Nodes are made when a view first appears and
/// updated in place while the view keeps its identity; they are never rebuilt per frame.
@MainActor
final class Node {
    enum Kind {
        case composite
        case empty
        case group
        case conditional(Int)
        case identified(AnyHashable)
        case leaf(Leaf)
        case stack(Stack)
        case modified(Modifier)
        case scroll(ScrollSpec)
        case grid(GridSpec)
    }

    /// A child's identity among its siblings: its position (or explicit id) and its view's type.
    struct Key: Hashable {
        enum Slot: Hashable { case index(Int), id(AnyHashable), branch(Int), content, decoration }
        var slot: Slot
        var type: ObjectIdentifier
    }

    /// How many nodes were ever made (tests prove the tree is retained, not rebuilt).
    static var created = 0

    var kind: Kind
    var key: Key
    /// The parent owns its children; a child outlives its parent only once detached, and `detach()`
    /// clears this first. Not `weak`: a weak reference gives the parent a side table, and every retain
    /// and release of it then takes the runtime's slow path.
    unowned var parent: Node?
    weak var host: ViewGraph?
    var children: [Node] = []
    /// The view value of a composite node (its body is evaluated from it).
    var view: (any View)?
    var states: [AnyObject] = []
    var environment = EnvironmentValues()
    /// Set when state changed: the body is evaluated again at the next update.
    var needsEvaluation = true

    // Layout (targets, window points, relative to the layout parent).
    var frame = Rect.zero
    var laidOut = false
    /// Sizes answered per proposal; kept across layout passes while the node is clean (LayoutInvalidation).
    var sizeCache = SizeCache()
    /// Something this node's layout depends on changed since the last pass (see `setNeedsLayout()`).
    var layoutDirty = true
    /// The text's last few layouts (a layout pass measures a text at more than one width), newest last.
    var textCache: [(width: Double?, font: Font, scale: Double, string: String, layout: TextLayout)] = []
    /// `.animation(_:value:)` saw its value change in this update.
    var animationTriggered = false
    /// Absolute frame of a matched-geometry flight in progress (window points); nil when not flying.
    var flight: AnimatedValue<Rect>?
    /// The removed partner of a flight follows this node.
    weak var leader: Node?
    /// Where the node was drawn last (window points) and with what opacity.
    var lastPresented: Rect?
    var lastOpacity = 1.0
    var flightAnimation: Animation?
    /// The size a size reader's (`GeometryReader`'s) content was last made for; nil before its first layout.
    var readerSize: Size?
    /// Set on stack children so spacers and dividers know their axis.
    var stackAxis: Axis?

    // Presentation.
    var animatedFrame = AnimatedValue(Rect.zero)
    var hasFrame = false
    var animatedOpacity = AnimatedValue(1.0)
    var animatedScale = AnimatedValue(Point(x: 1, y: 1))
    var animatedOffset = AnimatedValue(Point.zero)
    var animatedBlur = AnimatedValue(0.0)
    var animatedRadius = AnimatedValue(0.0)
    var animatedColor: AnimatedValue<Color>?
    /// Shadow radius and offset (radius, x, y) as one animatable vector.
    var animatedShadow: AnimatedValue<Rect>?
    /// A text's font size in points, when it changes under an animation.
    var animatedFontSize: AnimatedValue<Double>?
    /// 1 present, 0 absent; animated by transitions.
    var presence = AnimatedValue(1.0)
    var transition: AnyTransition?
    var isRemoving = false
    /// Set while collecting a parent's `layoutChildren`: this node or a wrapper above it is being removed.
    var leavesLayout = false
    var isInserting = false
    /// Made in the update in progress: its first targets are set without animation.
    var isNew = true
    /// For `.animation(_:value:)`: the last value seen.
    var animationValue: AnyHashable?
    var changeValue: AnyHashable?
    var appeared = false

    // Interaction.
    var isPressed = false
    var scrollOffset = AnimatedValue(0.0)
    var scrollContentHeight = 0.0
    var scrollToken: AnyHashable?

    init(kind: Kind, key: Key) {
        self.kind = kind
        self.key = key
        Node.created += 1
    }

    /// State changed: evaluate this node's body again in the current transaction.
    func invalidate() {
        needsEvaluation = true
        host?.scheduleUpdate(TransactionContext.current)
    }

    var modifier: Modifier? { if case .modified(let m) = kind { return m } else { return nil } }

    /// Nodes that take part in the parent's layout: groups, conditionals, ids and composites are
    /// transparent (their children stand in their place); removed nodes still animating out count too.
    var layoutChildren: [Node] {
        var out: [Node] = []
        for c in children { c.appendLayoutNodes(to: &out, removing: false) }
        return out
    }

    /// Flattens builder wrappers; each node found learns whether it, or a wrapper above it, is being
    /// removed (`leavesLayout`): a view on its way out keeps its last place and takes no stack space.
    func appendLayoutNodes(to out: inout [Node], removing: Bool) {
        let removing = removing || isRemoving
        switch kind {
        case .group, .conditional, .identified, .composite:
            for c in children { c.appendLayoutNodes(to: &out, removing: removing) }
        case .empty:
            break
        default:
            leavesLayout = removing
            out.append(self)
        }
    }

    /// Groups, conditionals, ids and composites: they lay out nothing themselves.
    var isTransparent: Bool {
        switch kind {
        case .group, .conditional, .identified, .composite, .empty: return true
        default: return false
        }
    }

    /// True for a node that is removed or whose ancestors are.
    var isGoingAway: Bool {
        var n: Node? = self
        while let c = n { if c.isRemoving { return true }; n = c.parent }
        return false
    }

    func walk(_ body: (Node) -> Void) {
        body(self)
        for c in children { c.walk(body) }
    }
}
