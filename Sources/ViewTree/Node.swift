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
        /// An explicit id is boxed (`indirect`): an `AnyHashable` is 40 bytes, and every node has a key.
        enum Slot: Hashable { case index(Int), branch(Int), content, decoration; indirect case id(AnyHashable) }
        /// The type first: the 9-byte slot then ends the key at 17 bytes, and the node's flags fill the rest.
        var type: ObjectIdentifier
        var slot: Slot

        init(slot: Slot, type: ObjectIdentifier) {
            self.type = type
            self.slot = slot
        }
    }

    /// How many nodes were ever made (tests prove the tree is retained, not rebuilt).
    static var created = 0

    /// What must be redone for this node, by phase (evaluation, layout, targets, drawing). Each flag
    /// is set by whatever invalidates that phase's result and cleared only by the phase that redoes it.
    struct Dirt: OptionSet {
        let rawValue: UInt8
        /// State changed: the body is evaluated again at the next update.
        static let evaluation = Dirt(rawValue: 1 << 0)
        /// Something this node's layout depends on changed since the last pass (`setNeedsLayout()`).
        static let layout = Dirt(rawValue: 1 << 1)
        /// Its layout frame or view value changed since targets were last applied (`applyTargets`).
        static let targets = Dirt(rawValue: 1 << 2)
        /// Some node below it has `targets`: the next pass visits only paths to such nodes.
        static let subtreeTargets = Dirt(rawValue: 1 << 3)
        /// Its drawing, or a descendant's, may differ from the last presentation (ChangeTracking).
        static let present = Dirt(rawValue: 1 << 4)
        /// Its own drawing may differ (not only a descendant's): it cannot copy its clean children.
        static let presentSelf = Dirt(rawValue: 1 << 5)
    }

    /// Where the node is in its life: made in this update, laid out, given a frame, coming in, going out.
    struct Life: OptionSet {
        let rawValue: UInt8
        /// Made in the update in progress: its first targets are set without animation.
        static let new = Life(rawValue: 1 << 0)
        /// Laid out at least once.
        static let laidOut = Life(rawValue: 1 << 1)
        /// Its animated frame has been set (its first targets were applied).
        static let hasFrame = Life(rawValue: 1 << 2)
        /// Its insertion transition runs.
        static let inserting = Life(rawValue: 1 << 3)
        /// Its removal transition runs: it is drawn, but no longer part of the content.
        static let removing = Life(rawValue: 1 << 4)
        /// Set while collecting a parent's `layoutChildren`: this node or a wrapper above it is being removed.
        static let leavesLayout = Life(rawValue: 1 << 5)
        /// `.animation(_:value:)` saw its value change in this update.
        static let animationTriggered = Life(rawValue: 1 << 6)
    }

    // Stored properties are laid out in this order: the two one-byte flag sets follow the kind (66
    // bytes), so they cost no padding. A node is 264 bytes at most (`NodeMemoryTests` pins it).
    var kind: Kind {
        didSet { noteKindChanged(from: oldValue) }
    }
    /// What must be redone (see `Dirt`); the booleans below read and write it.
    var dirt: Dirt = [.evaluation, .layout, .targets, .present, .presentSelf]
    /// Where the node is in its life (see `Life`); the booleans below read and write it.
    var life: Life = [.new]
    var key: Key

    var needsEvaluation: Bool {
        get { dirt.contains(.evaluation) }
        set { if newValue { dirt.insert(.evaluation) } else { dirt.remove(.evaluation) } }
    }
    var layoutDirty: Bool {
        get { dirt.contains(.layout) }
        set { if newValue { dirt.insert(.layout) } else { dirt.remove(.layout) } }
    }
    var targetsDirty: Bool {
        get { dirt.contains(.targets) }
        set { if newValue { dirt.insert(.targets) } else { dirt.remove(.targets) } }
    }
    var subtreeTargetsDirty: Bool {
        get { dirt.contains(.subtreeTargets) }
        set { if newValue { dirt.insert(.subtreeTargets) } else { dirt.remove(.subtreeTargets) } }
    }
    var presentDirty: Bool {
        get { dirt.contains(.present) }
        set { if newValue { dirt.insert(.present) } else { dirt.remove(.present) } }
    }
    var presentSelfDirty: Bool {
        get { dirt.contains(.presentSelf) }
        set { if newValue { dirt.insert(.presentSelf) } else { dirt.remove(.presentSelf) } }
    }
    var isNew: Bool {
        get { life.contains(.new) }
        set { if newValue { life.insert(.new) } else { life.remove(.new) } }
    }
    var laidOut: Bool {
        get { life.contains(.laidOut) }
        set { if newValue { life.insert(.laidOut) } else { life.remove(.laidOut) } }
    }
    var hasFrame: Bool {
        get { life.contains(.hasFrame) }
        set { if newValue { life.insert(.hasFrame) } else { life.remove(.hasFrame) } }
    }
    var leavesLayout: Bool {
        get { life.contains(.leavesLayout) }
        set { if newValue { life.insert(.leavesLayout) } else { life.remove(.leavesLayout) } }
    }
    var animationTriggered: Bool {
        get { life.contains(.animationTriggered) }
        set { if newValue { life.insert(.animationTriggered) } else { life.remove(.animationTriggered) } }
    }
    /// Setting it (either way) tells the graph's transition set (`noteTransition`).
    var isInserting: Bool {
        get { life.contains(.inserting) }
        set {
            if newValue { life.insert(.inserting) } else { life.remove(.inserting) }
            host?.noteTransition(self)
        }
    }
    /// Setting it (either way) tells the graph's transition set (`noteTransition`).
    var isRemoving: Bool {
        get { life.contains(.removing) }
        set {
            if newValue { life.insert(.removing) } else { life.remove(.removing) }
            host?.noteTransition(self)
        }
    }
    /// The parent owns its children; a child outlives its parent only once detached, and `detach()`
    /// clears this first. Not `weak`: a weak reference gives the parent a side table, and every retain
    /// and release of it then takes the runtime's slow path.
    unowned var parent: Node?
    weak var host: ViewGraph?
    var children: [Node] = [] {
        didSet {
            guard let host, oldValue.count != children.count || zip(oldValue, children).contains(where: { $0 !== $1 }) else { return }
            host.noteRedraw(self)
            host.tracked.matchedOrder = nil
        }
    }
    /// The view value of a composite node (its body is evaluated from it). Boxed: most nodes have
    /// none, and an existential is 40 bytes inline.
    var view: (any View)? {
        get { viewBox?.value }
        set {
            if let newValue {
                if let box = viewBox { box.value = newValue } else { viewBox = ViewBox(newValue) }
            } else {
                viewBox = nil
            }
        }
    }
    private var viewBox: ViewBox?
    var states: [AnyObject] = []
    var environment = EnvironmentValues() {
        didSet {
            guard !environment.sharesValues(with: oldValue) || !environment.hasNoCustomValues else { return }
            if case .leaf(.text(let spec)) = kind, spec.font == nil {
                keepDrawnFontSize(oldValue.font.size, now: environment.font.size)
            }
            if !environment.isSame(as: oldValue) { host?.noteRedraw(self) }
        }
    }

    // Layout (targets, window points, relative to the layout parent).
    var frame = Rect.zero
    /// Where a size reader's (`GeometryReader`'s) content was last made for; nil before its first layout.
    var reader: ReaderGeometry? {
        get { storedExtras?.reader }
        set { if newValue != nil || storedExtras != nil { extras.reader = newValue } }
    }
    /// Whether that content asked where the reader is.
    var readerUse: ReaderUse? {
        get { storedExtras?.readerUse }
        set { if newValue != nil || storedExtras != nil { extras.readerUse = newValue } }
    }

    // Presentation.
    var animatedFrame = AnimatedValue(Rect.zero) { didSet { noteMotion() } }
    /// What the last presentation drew for this subtree, when it may be copied (Presentation).
    var presentRecord: PresentRecord?

    /// An `.onAppear` modifier ran its action.
    var appeared: Bool {
        get { storedExtras?.appeared ?? false }
        set { if newValue || storedExtras != nil { extras.appeared = newValue } }
    }

    // Interaction.
    /// A button under the pointer (rare: kept out of line).
    var isPressed: Bool {
        get { storedExtras?.isPressed ?? false }
        set {
            guard newValue != isPressed else { return }
            extras.isPressed = newValue
            host?.noteRedraw(self)
            // A `ButtonStyle` draws the press from its configuration: tell it.
            if case .modified(.gesture(.button(_, let pressed?))) = kind { pressed(newValue) }
        }
    }

    /// What a node that is measured or drawn remembers (sizes answered, text layouts, where it was
    /// drawn last), made on first write: the builder wrappers and view bodies of a tree (groups,
    /// conditionals, ids, composites: about half its nodes) are never measured or drawn themselves.
    var storedMemo: NodeMemo?
    private var memo: NodeMemo {
        if let m = storedMemo { return m }
        let m = NodeMemo()
        storedMemo = m
        return m
    }

    /// The size answered for `proposal` since the node's layout last changed, if kept.
    func cachedSize(for proposal: ProposedSize) -> Size? { storedMemo?.sizeCache[proposal] }
    func cacheSize(_ size: Size, for proposal: ProposedSize) { memo.sizeCache.insert(size, for: proposal) }
    /// Forgets every size answered (the node's layout changed).
    func forgetSizes() { storedMemo?.sizeCache.removeAll() }
    var hasCachedSizes: Bool { !(storedMemo?.sizeCache.isEmpty ?? true) }
    /// Sizes answered per proposal; kept across layout passes while the node is clean (LayoutInvalidation).
    var sizeCache: SizeCache {
        get { storedMemo?.sizeCache ?? SizeCache() }
        set { if storedMemo != nil || !newValue.isEmpty { memo.sizeCache = newValue } }
    }
    /// The text's last few layouts (a layout pass measures a text at more than one width), newest last.
    var textCache: [NodeMemo.TextEntry] {
        get { storedMemo?.textCache ?? [] }
        _modify { yield &memo.textCache }
    }
    func forgetTextLayouts() { storedMemo?.textCache = [] }
    /// Where the node was drawn last (window points) and with what opacity.
    var lastPresented: Rect? {
        get { storedMemo?.lastPresented }
        set { if newValue != nil || storedMemo != nil { memo.lastPresented = newValue } }
    }
    var lastOpacity: Double {
        get { storedMemo?.lastOpacity ?? 1 }
        set { if newValue != 1 || storedMemo != nil { memo.lastOpacity = newValue } }
    }
    /// Set on stack children so spacers and dividers know their axis.
    var stackAxis: Axis? {
        get { storedMemo?.stackAxis }
        set { if newValue != nil || storedMemo != nil { memo.stackAxis = newValue } }
    }

    /// What only some nodes use (animated modifier values, transitions, flights, scrolling), kept out
    /// of line and made on first write: most nodes of a large tree are plain stacks, shapes and text.
    var storedExtras: NodeExtras?
    private var extras: NodeExtras {
        if let e = storedExtras { return e }
        let e = NodeExtras()
        storedExtras = e
        return e
    }

    var flight: AnimatedValue<Rect>? {
        get { storedExtras?.flight ?? NodeExtras.rest.flight }
        set { extras.flight = newValue; host?.noteFlight(self); noteMotion() }
    }
    var leader: Node? {
        get { storedExtras?.leader ?? NodeExtras.rest.leader }
        set { extras.leader = newValue }
    }
    /// Where a leaving view stays (window points) once the leader it followed left the tree without
    /// a leader of its own (see `ViewGraph.handOverFollowers(of:)`); nil otherwise.
    var heldFrame: Rect? {
        get { storedExtras?.heldFrame }
        set { if newValue != nil || storedExtras != nil { extras.heldFrame = newValue } }
    }
    /// The matched id this node had after the last structural update (nil before its first).
    var lastMatchedKey: ViewGraph.MatchKey? {
        get { storedExtras?.lastMatchedKey }
        set { if newValue != nil || storedExtras != nil { extras.lastMatchedKey = newValue } }
    }
    var flightAnimation: Animation? {
        get { storedExtras?.flightAnimation ?? NodeExtras.rest.flightAnimation }
        set { extras.flightAnimation = newValue }
    }
    /// Where and when the current flight started (window points, graph seconds), for the debug overlay.
    var flightOrigin: (frame: Rect, time: Double)? {
        get { storedExtras?.flightOrigin ?? NodeExtras.rest.flightOrigin }
        set { extras.flightOrigin = newValue; extras.flightPath = [] }
    }
    /// A leaving view's flight that holds its drawn frame until its removal ends (reduced motion).
    var flightHeldUntilRemoved: Bool {
        get { storedExtras?.flightHeldUntilRemoved ?? false }
        set { extras.flightHeldUntilRemoved = newValue }
    }
    /// The centres the current flight passed through, one per update (at most 600), for the debug overlay.
    var flightPath: [(time: Double, center: Point)] {
        get { storedExtras?.flightPath ?? [] }
        set { extras.flightPath = newValue }
    }
    /// A reduced-motion flight that fades its view in (the removed partner's fades it out).
    var flightFadesIn: Bool {
        get { storedExtras?.flightFadesIn ?? false }
        set { extras.flightFadesIn = newValue }
    }
    var animatedOpacity: AnimatedValue<Double> {
        get { storedExtras?.animatedOpacity ?? NodeExtras.rest.animatedOpacity }
        set { extras.animatedOpacity = newValue; noteMotion() }
    }
    var animatedScale: AnimatedValue<Point> {
        get { storedExtras?.animatedScale ?? NodeExtras.rest.animatedScale }
        set { extras.animatedScale = newValue; noteMotion() }
    }
    var animatedOffset: AnimatedValue<Point> {
        get { storedExtras?.animatedOffset ?? NodeExtras.rest.animatedOffset }
        set { extras.animatedOffset = newValue; noteMotion() }
    }
    var animatedBlur: AnimatedValue<Double> {
        get { storedExtras?.animatedBlur ?? NodeExtras.rest.animatedBlur }
        set { extras.animatedBlur = newValue; noteMotion() }
    }
    /// A rotation node's angle, radians. A node is one modifier, so a rotation node keeps its angle in
    /// the slot a blur node keeps its radius in (both start at 0).
    var animatedRotation: AnimatedValue<Double> {
        get { animatedBlur }
        set { animatedBlur = newValue }
    }
    var animatedRadius: AnimatedValue<Double> {
        get { storedExtras?.animatedRadius ?? NodeExtras.rest.animatedRadius }
        set { extras.animatedRadius = newValue; noteMotion() }
    }
    var animatedColor: AnimatedValue<Color>? {
        get { storedExtras?.animatedColor ?? NodeExtras.rest.animatedColor }
        set { extras.animatedColor = newValue; noteMotion() }
    }
    var animatedShadow: AnimatedValue<Rect>? {
        get { storedExtras?.animatedShadow ?? NodeExtras.rest.animatedShadow }
        set { extras.animatedShadow = newValue; noteMotion() }
    }
    var animatedFontSize: AnimatedValue<Double>? {
        get { storedExtras?.animatedFontSize ?? NodeExtras.rest.animatedFontSize }
        set { extras.animatedFontSize = newValue; noteMotion() }
    }
    /// A custom shape's outline morphing between two values of its animatable data (`Animatable`), or
    /// a text's string rolling or fading to a new one (`contentTransition`).
    var contentMotion: ContentMotion? {
        get { storedExtras?.contentMotion ?? NodeExtras.rest.contentMotion }
        set { extras.contentMotion = newValue; noteMotion() }
    }
    var presence: AnimatedValue<Double> {
        get { storedExtras?.presence ?? NodeExtras.rest.presence }
        set { extras.presence = newValue; noteMotion() }
    }
    var transition: AnyTransition? {
        get { storedExtras?.transition ?? NodeExtras.rest.transition }
        set { extras.transition = newValue; host?.noteRedraw(self) }
    }
    /// True when this view's running insertion or removal started under reduced motion: it keeps that
    /// mode to its end (and through a reversal), so switching reduced motion mid-way does not jump it.
    var transitionReduced: Bool {
        get { storedExtras?.transitionReduced ?? false }
        set { if newValue != transitionReduced { extras.transitionReduced = newValue } }
    }
    var animationValue: AnyHashable? {
        get { storedExtras?.animationValue ?? NodeExtras.rest.animationValue }
        set { extras.animationValue = newValue }
    }
    var changeValue: AnyHashable? {
        get { storedExtras?.changeValue ?? NodeExtras.rest.changeValue }
        set { extras.changeValue = newValue }
    }
    var scrollOffset: AnimatedValue<Double> {
        get { storedExtras?.scrollOffset ?? NodeExtras.rest.scrollOffset }
        set { extras.scrollOffset = newValue; noteMotion() }
    }
    var scrollContentLength: Double {
        get { storedExtras?.scrollContentLength ?? NodeExtras.rest.scrollContentLength }
        set { if newValue != NodeExtras.rest.scrollContentLength || storedExtras != nil { extras.scrollContentLength = newValue } }
    }
    var scrollToken: AnyHashable? {
        get { storedExtras?.scrollToken ?? NodeExtras.rest.scrollToken }
        set { extras.scrollToken = newValue }
    }

    init(kind: Kind, key: Key) {
        self.kind = kind
        self.key = key
        Node.created += 1
    }

    /// State changed: evaluate this node's body again in the current transaction.
    func invalidate() {
        needsEvaluation = true
        host?.tracked.invalidated.append(self)
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
        case .group, .conditional, .identified, .composite, .modified(.animation):
            for c in children { c.appendLayoutNodes(to: &out, removing: removing) }
        case .empty:
            break
        default:
            leavesLayout = removing
            out.append(self)
        }
    }

    /// Groups, conditionals, ids, composites and `.animation(_:value:)` scopes (which change only how
    /// what is inside animates): they lay out nothing themselves.
    var isTransparent: Bool {
        switch kind {
        case .group, .conditional, .identified, .composite, .empty, .modified(.animation): return true
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

/// What a measured or drawn node remembers (see `Node.storedMemo`); a node without it reads these defaults.
@MainActor
final class NodeMemo {
    /// A text laid out at a width (nil: unconstrained): its size, and its layout when it was drawn or
    /// is the unconstrained one (`ViewGraph.textSize` keeps only sizes for the widths it measures).
    struct TextEntry {
        var width: Double?
        var font: Font
        var scale: Double
        var string: String
        var size: Size
        var layout: TextLayout?
    }

    /// 196 bytes of fields (with the object header) and the allocator's 8: a 208-byte block. The last
    /// drawn frame is a rect and a flag rather than an optional (33 bytes, 7 of them padding), so that
    /// the one-byte fields fill the size memo's tail (`NodeMemoryTests` pins it).
    private var drawnFrame = Rect.zero
    var lastOpacity = 1.0
    var textCache: [TextEntry] = []
    var sizeCache = SizeCache()
    private var drawn = false
    var stackAxis: Axis? = nil

    var lastPresented: Rect? {
        get { drawn ? drawnFrame : nil }
        set {
            drawn = newValue != nil
            drawnFrame = newValue ?? .zero
        }
    }
}

/// A composite node's view value, out of line (`Node.view`).
@MainActor
final class ViewBox {
    var value: any View
    init(_ value: any View) { self.value = value }
}

/// A node's rarely used state (see `Node.storedExtras`); a node without it reads these defaults.
@MainActor
final class NodeExtras {
    static let rest = NodeExtras()

    var reader: ReaderGeometry? = nil
    var readerUse: ReaderUse? = nil
    var isPressed = false
    var appeared = false

    var flight: AnimatedValue<Rect>? = nil
    weak var leader: Node? = nil
    var heldFrame: Rect? = nil
    var flightAnimation: Animation? = nil
    var flightOrigin: (frame: Rect, time: Double)? = nil
    var flightHeldUntilRemoved = false
    var flightFadesIn = false
    var flightPath: [(time: Double, center: Point)] = []
    var lastMatchedKey: ViewGraph.MatchKey? = nil
    var animatedOpacity: AnimatedValue<Double> = AnimatedValue(1.0)
    var animatedScale: AnimatedValue<Point> = AnimatedValue(Point(x: 1, y: 1))
    var animatedOffset: AnimatedValue<Point> = AnimatedValue(Point.zero)
    var animatedBlur: AnimatedValue<Double> = AnimatedValue(0.0)
    var animatedRadius: AnimatedValue<Double> = AnimatedValue(0.0)
    var animatedColor: AnimatedValue<Color>? = nil
    var animatedShadow: AnimatedValue<Rect>? = nil
    var animatedFontSize: AnimatedValue<Double>? = nil
    var contentMotion: ContentMotion? = nil
    var presence: AnimatedValue<Double> = AnimatedValue(1.0)
    var transition: AnyTransition? = nil
    var transitionReduced = false
    var animationValue: AnyHashable? = nil
    var changeValue: AnyHashable? = nil
    var scrollOffset: AnimatedValue<Double> = AnimatedValue(0.0)
    var scrollContentLength: Double = 0.0
    var scrollToken: AnyHashable? = nil
}
