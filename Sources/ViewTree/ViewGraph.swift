import Foundation
import Geometry
import Motion
import Rendering
import Typography

/// The retained tree of one window's views and its update cycle. Each `update(at:)`:
/// 1. evaluates the bodies whose state changed (in the transaction that changed them), and, while a
///    transition runs, the views inside it that read its progress;
/// 2. lays the tree out at the window size;
/// 3. gives every changed layout frame and modifier value its new target, animated with the
///    transaction's animation (or a `.animation(_:value:)` override);
/// 4. starts insertion and removal transitions and matched-geometry flights;
/// 5. drops removed nodes whose transitions have ended and runs `onAppear`/`onChange` actions.
/// Drawing reads presented values at the graph's time (`displayList()`); nothing reads a wall clock.
///
/// ```swift
/// let context = ViewContext(text: TextLayoutEngine(glyphs: glyphs), icons: IconCatalog(codepoints: [:]),
///                           images: { _ in nil })
/// let graph = ViewGraph(size: Size(width: 480, height: 640), scale: 2, context: context) { Card() }
/// graph.update(at: 0)                      // evaluate, lay out, start animations
/// graph.handle(.pointerDown(Point(x: 240, y: 320), .mouse))
/// graph.handle(.pointerUp(Point(x: 240, y: 320), .mouse))
/// graph.update(at: 0.3)                    // 0.3 s later on the graph's clock
/// let frame = graph.render()               // display items and trace elements
/// ```
@MainActor
public final class ViewGraph {
    /// Text layout, icons and images for every view in the graph.
    public let context: ViewContext
    let root: Node
    private let content: () -> any View
    /// Window size in points.
    public private(set) var size: Size
    /// Pixels per point (text is laid out for it; hairlines are one pixel).
    public var scale: Double {
        didSet {
            guard scale != oldValue else { return }
            root.walk { $0.forgetTextLayouts(); $0.forgetSizes(); $0.layoutDirty = true }
            needsLayout = true
            dropPresentRecords()
        }
    }
    /// The time of the last update, seconds.
    public private(set) var time = 0.0
    var needsUpdate = true
    var needsLayout = true
    /// Set once a `layoutPriority` modifier has been made: until then stacks need not look for one.
    var usesLayoutPriority = false
    /// The window's rect as move transitions read it: after a resize it eases to the new size
    /// (`resizeSettle`), so a view sliding in from an edge goes on from where it is drawn.
    var presentedBounds = AnimatedValue(Rect.zero)
    /// Reduced motion: springs settle without overshoot and matched flights become short crossfades
    /// where the views land (ReducedMotion.swift). Applies to transitions started from then on.
    public var reduceMotion = false
    /// Actions due at `end`: a scene's timers (`after`, `isTimer`) and animation completions.
    var completions: [(end: Double, isTimer: Bool, action: @MainActor () -> Void)] = []
    /// When the last scene timer (`after`) ran, in graph seconds: a change the scene made on its own,
    /// which `hero explore` counts as an event (nil: none has run).
    public private(set) var lastTimerTime: Double?
    /// Input state (see ViewGraph+Input).
    var pointer = PointerState()

    // The graph's state by role (ViewGraphRecords.swift): each record's rules are in its doc comment.
    /// What the update in progress carries from one phase to the next.
    var pass = UpdatePass()
    /// The nodes each phase must visit, kept as they change (ChangeTracking.swift).
    var tracked = TrackedNodes()
    /// The last presentation and what incremental drawing needs from it (Presentation.swift).
    var presentMemo = PresentationMemo()
    /// The debug checks and what they found.
    var checks = GraphChecks()
    /// How much work updates did (tests show each phase is incremental).
    var counters = GraphCounters()
    /// Lazy stacks' rows and lengths (LazyLayout.swift).
    let lazy = LazyBook()
    /// Container-relative frames' containers (`ContainerRelativeFrame.swift`).
    let containers = ContainerBook()
    /// Size readers whose content asked where they are (`ReaderGeometry.swift`).
    let readers = ReaderBook()
    /// `ScrollViewProxy.scrollTo` requests (ScrollViewReader.swift).
    let scrollRequests = ScrollRequests()
    /// What `.sheet` and `.fullScreenCover` present over the content (Presentations.swift).
    let presentations = PresentationBook()
    /// The text field with the keyboard and its caret (TextFocus.swift).
    let textFocus = TextFocus()
    /// The navigation stacks with a page pushed, by node (`goBack()`).
    var backEntries: [ObjectIdentifier: BackEntry] = [:]
    /// The appearance the content asked for with `preferredColorScheme` (nil: none).
    public internal(set) var preferredColorScheme: ColorScheme?

    /// A graph for `content` laid out in `size` points at `scale` pixels per point; the first
    /// `update(at:)` evaluates it.
    public init(size: Size, scale: Double = 1, context: ViewContext, @ViewBuilder content: @escaping () -> some View) {
        self.size = size
        WindowMetrics.size = size
        self.scale = scale
        self.context = context
        self.content = { content() }
        presentedBounds = AnimatedValue(Rect(x: 0, y: 0, width: size.width, height: size.height))
        root = Node(kind: .empty, key: Node.Key(slot: .content, type: ObjectIdentifier(ViewGraph.self)))
        root.host = self
        root.laidOut = true
        root.isNew = false
    }

    /// The date at graph time 0: `date` is it plus `time`. A fixed reference (the start of 2001) unless
    /// a host sets it, so headless frames do not depend on when they are made; the window sets it to
    /// the wall clock at its start.
    public var clockEpoch = Date(timeIntervalSinceReferenceDate: 0)

    /// The graph's clock as a date (`TimelineView`'s context).
    public var date: Date { clockEpoch.addingTimeInterval(time) }

    /// Runs `action` `seconds` after the graph's current time (a timer on the graph's clock, so it
    /// follows virtual time in snapshots): how a scene dispatches a change for later.
    public func after(_ seconds: Double, perform action: @escaping @MainActor () -> Void) {
        completions.append((time + max(0, seconds), true, action))
    }

    /// Runs `action` once the current update has finished: state it changes applies on the next frame
    /// (SwiftUI's "next turn of the main queue").
    public func afterUpdate(_ action: @escaping @MainActor () -> Void) {
        pass.pendingActions.append(action)
    }

    /// Re-evaluates the root content in the current transaction (a scene's own state changed).
    public func setNeedsUpdate() { scheduleUpdate(TransactionContext.current) }

    func scheduleUpdate(_ transaction: Transaction?) {
        needsUpdate = true
        if let transaction { pass.pendingTransaction = transaction }
        if let completion = transaction?.completion { pass.pendingCompletions.append(completion) }
        if transaction?.isContinuous == true { counters.continuousEdits += 1 }
    }

    /// The window changed size; the new layout applies in the current transaction (none: at once).
    public func resize(to newSize: Size) {
        guard newSize != size else { return }
        if checks.layoutCheck != .off { checks.layoutReason.append("resize from \(Int(size.width))x\(Int(size.height)) to \(Int(newSize.width))x\(Int(newSize.height))") }
        if !pass.resizedSinceLayout { pass.windowSizeBeforeResize = size }
        let newBounds = Rect(x: 0, y: 0, width: newSize.width, height: newSize.height)
        if isSlidingFromAnEdge() { presentedBounds.set(newBounds, animation: Self.resizeSettle, at: time) } else { presentedBounds.reset(to: newBounds) }
        size = newSize
        WindowMetrics.size = newSize
        needsLayout = true
        pass.resizedSinceLayout = true
        if let t = TransactionContext.current {
            pass.pendingTransaction = t
            if let completion = t.completion { pass.pendingCompletions.append(completion) }
        }
    }

    /// True while a view slides in or out from a window edge (a `move` transition runs).
    private func isSlidingFromAnEdge() -> Bool {
        tracked.transitioning.values.contains { n in
            guard let t = n.transition, n.presence.isAnimating(at: time) else { return false }
            return (t.insertion + t.removal).contains { if case .move = $0 { return true } else { return false } }
        }
    }

    /// True while anything moves or a press is waiting to become a long press.
    public var isAnimating: Bool {
        if needsUpdate || needsLayout || !completions.isEmpty || !pass.pendingActions.isEmpty || pointer.awaitsTime
            || !pointer.wheelSettles.isEmpty { return true }
        pruneMotions()
        return !tracked.motionCandidates.isEmpty
    }

    /// True when an update at the current time would change something: state or layout changed since
    /// the last update, or actions wait for it (queued for the next turn, or timers already due).
    public var hasPendingWork: Bool {
        needsUpdate || needsLayout || !pass.pendingActions.isEmpty || completions.contains { $0.end <= time }
    }

    /// Brings the tree to `time`: evaluation, layout, animation targets, transitions, flights.
    public func update(at time: Double) {
        self.time = max(self.time, time)
        checkLongPress()
        if !pointer.wheelSettles.isEmpty { settleWheelScrolls() }
        if !lazy.states.isEmpty { checkLazyWindows() }
        if !readers.entries.isEmpty { checkMovedReaders() }
        let transaction = pass.pendingTransaction
        let structural = needsUpdate
        // Every transaction that asked for this update keeps its completion (not only the last one's).
        let dueCompletions = structural ? pass.pendingCompletions : []
        if structural { pass.pendingCompletions = [] }
        if needsUpdate { evaluate(transaction) }
        if structural { startTransitions() }
        let progressChanged = refreshTransitionProgress(structural: structural)
        if structural || needsLayout || progressChanged || anyFlightOrScroll() {
            layOutAndTarget(transaction, structural: structural, progressChanged: progressChanged)
        }
        if !scrollRequests.positions.isEmpty { syncScrollPositions(animation: structural ? pass.updateAnimation : nil) }
        if structural {
            startFlights()
            if !dueCompletions.isEmpty {
                // As SwiftUI: when the animations the update's changes started end, not every one running.
                let end = endOfAnimations(startedAt: time)
                for completion in dueCompletions { completions.append((end, false, completion)) }
            }
            pass.insertedThisUpdate = []
            pass.removedThisUpdate = []
            pass.updateAnimation = nil
        }
        finishTransitions()
        if !tracked.flying.isEmpty { recordFlightPaths() }
        if needsLayout {
            // A view taken out when its removal ended: what it sized is laid out again now, not at the
            // next state change (no animation: new targets apply at once, running motions go on).
            layout()
            applyTargets(animation: nil, transaction: nil, relayout: .keepMotions)
            needsLayout = false
            retargetFlights(keepingMotions: true)
        }
        if !lazy.madeInLayout.isEmpty { flyToRowsMadeInLayout() }
        // An update that neither laid out nor dropped a view left every frame as the last check saw it.
        if checks.layoutCheck != .off, !checks.layoutReason.isEmpty {
            checkLayout(cause: "the update at \(String(format: "%.3f", time)) s (\(checks.layoutReason.joined(separator: ", ")))")
            checks.layoutReason = []
        }
        runActions()
    }

    /// Phase 1, a structural update: evaluates the bodies whose state changed (the root's when its
    /// content was invalidated) in `transaction`, then the presentation layer until it shows what its
    /// book holds. State set while this runs waits for the next update.
    private func evaluate(_ transaction: Transaction?) {
        // Where everything is on screen now: removed views fly from there.
        if !root.children.isEmpty { refreshMatchedFrames() }
        needsUpdate = false
        pass.pendingTransaction = nil
        pass.insertedThisUpdate = []
        pass.removedThisUpdate = []
        pass.updateAnimation = effective(transaction?.animation)
        // State set while this update runs waits for the next one (as it did when found by a walk).
        let changedState = tracked.invalidated
        tracked.invalidated = []
        if root.children.isEmpty {
            root.needsEvaluation = false
            reconcileChildren(root, [(.content, content())], environment: EnvironmentValues())
        } else if root.needsEvaluation {
            root.needsEvaluation = false
            var views: [(Node.Key.Slot, any View)] = [(.content, content())]
            if presentations.used { views.append((.decoration, PresentationLayer(entries: presentations.entries))) }
            reconcileChildren(root, views, environment: root.environment)
        }
        refreshInvalidated(changedState)
        // A presented view may present another (a sheet from a sheet): the layer is refreshed until
        // what it shows is what the book holds (a few rounds at most; a view that presents anew on
        // every evaluation stops there).
        var rounds = 0
        while presentations.used && (presentations.changed || rounds == 0) && rounds < 4 {
            refreshPresentations()
            rounds += 1
        }
    }

    /// Phases 2 and 3: lays the tree out, applies scroll requests, gives every changed node its new
    /// targets (animated with the update's animation when the update is structural; otherwise as the
    /// relayout says: a resize retargets, a state change jumps, anything else keeps running motions) and
    /// retargets the flights under way.
    private func layOutAndTarget(_ transaction: Transaction?, structural: Bool, progressChanged: Bool) {
        layout()
        if hasScrollRequests { applyScrollRequests() }
        if checks.layoutCheck != .off {
            if structural { checks.layoutReason.append("a state change") }
            if progressChanged { checks.layoutReason.append("transition progress") }
            if checks.layoutReason.isEmpty { checks.layoutReason.append("a press, a scroll or a flight") }
        }
        let relayout: UnanimatedRelayout = pass.resizedSinceLayout ? .retarget : structural ? .jump : .keepMotions
        applyTargets(animation: structural ? pass.updateAnimation : nil, transaction: transaction, relayout: relayout)
        needsLayout = false
        pass.resizedSinceLayout = false
        retargetFlights(keepingMotions: relayout == .keepMotions, snapping: PlantedFaults.resizeSnaps && relayout == .retarget,
                        settling: relayout == .retarget,
                        carriedBy: relayout == .jump ? pass.updateAnimation : nil)
    }

    /// Re-evaluates the whole content (a scene's state outside the tree changed).
    public func invalidateContent() {
        root.needsEvaluation = true
        scheduleUpdate(TransactionContext.current)
    }

    private func runActions() {
        let due = completions.filter { $0.end <= time }
        completions.removeAll { $0.end <= time }
        let actions = pass.pendingActions
        pass.pendingActions = []
        for a in actions { a() }
        if due.contains(where: \.isTimer) { lastTimerTime = time }
        for c in due { c.action() }
    }

    /// When the motions started at `start` (by the update then) end; `start` itself when none did.
    private func endOfAnimations(startedAt start: Double) -> Double {
        animatingNodes().reduce(start) { max($0, $1.animationEnd(ofMotionsStartedAt: start) ?? $0) }
    }

    private func anyFlightOrScroll() -> Bool {
        if !tracked.flying.isEmpty { return true }
        pruneMotions()
        return tracked.motionCandidates.values.contains { $0.scrollOffset.isAnimating(at: time) }
    }

    // MARK: Layout and targets

    /// Lays the tree out at the window size; only what changed since the last pass is measured and
    /// placed again (LayoutInvalidation).
    /// A lazy stack whose rows measured other than their estimate changed its own length while being
    /// placed: it and its ancestors are laid out again, up to four passes that take new lengths and a
    /// last one that keeps them (so every frame agrees with the lengths kept; a row whose length still
    /// differs is taken at the next pass).
    /// A scroll view resized keeps its resting page or view after every pass (`restingTargets`).
    func layout() {
        defer { pass.restingTargets = [] }
        for round in 0..<5 {
            lazy.lengthsChanged = false
            lazy.keepsLengths = lazy.frozen || round == 4
            withContainer(root, size) {
                for c in root.layoutChildren {
                    let s = size(of: c, ProposedSize(size))
                    place(c, in: Rect(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2, width: s.width, height: s.height))
                }
            }
            lazy.keepsLengths = false
            var moved = false
            for (scroll, target) in pass.restingTargets where keepScrollRestingTarget(scroll, target) {
                scroll.setNeedsLayout()
                moved = true
            }
            guard lazy.lengthsChanged || moved, !lazy.frozen else { return }
            for state in lazy.states.values where state.node.host === self && state.node.laidOut { state.node.setNeedsLayout() }
        }
    }

    /// How a layout frame that changed without an animation moves: an unanimated state change jumps;
    /// a resize retargets what is in flight (the rest jumps); a pass driven by a transition's progress
    /// or a flight keeps the motions that run.
    enum UnanimatedRelayout { case jump, retarget, keepMotions }

    /// How a view at rest inside something in flight takes a new window size's layout: a short,
    /// critically damped spring from where it is drawn (what is at rest everywhere else jumps).
    static let resizeSettle = Animation.spring(response: 0.5, dampingFraction: 1)

    /// Gives every laid-out node its new targets; `animation` is the update's (nil: as `relayout` says).
    ///
    /// A node's frame is relative to its layout parent, whose presented origin may still be travelling
    /// (`lag`: the running position motions of every layout ancestor and offset above it). A node laid
    /// out for the first time counters that lag, so it appears at its own laid-out place on screen and
    /// holds still there while its ancestors move; its descendants then see no lag. Likewise a view
    /// removed in this update counters what its ancestors start moving now: it fades out where it was.
    ///
    /// Only the paths to nodes whose layout frame or view value changed are walked (`targetsDirty`),
    /// together with the whole subtree of a view removed now; a resize walks everything. Each step is a
    /// named policy (TargetPolicies.swift) with its rule in its doc comment.
    private func applyTargets(animation: Animation?, transaction: Transaction?, relayout: UnanimatedRelayout) {
        let removing = pass.removedThisUpdate.filter(\.isRemoving)
        for n in removing { n.markTargetsDirty() }
        let walk = TargetWalk(transaction: transaction, relayout: relayout, removedNow: Set(removing.map(ObjectIdentifier.init)))
        let top = TargetInheritance(animation: animation, full: relayout == .retarget || checks.applyTargetsEverywhere)
        applyTargets(root, top, walk)
    }

    /// A scroll view whose viewport grew or whose content shrank so that its offset lies past the
    /// content's end brings the offset back to the end as its frames move in the same pass: with the
    /// change's animation; on a resize from where it is drawn when it was moving, or when it is at
    /// rest but the scroll view or its content is in motion (`resizeSettle`: a jump would show on what
    /// moves), at once when everything in it is at rest; otherwise at once, with the layout. A scroll
    /// view a finger holds is left to the finger.
    func keepScrollInRange(_ node: Node, animation: Animation?, relayout: UnanimatedRelayout, inMotion: Bool) {
        let end = node.maxScrollOffset
        guard node.scrollOffset.target > end + 1e-9 else { return }
        if let animation {
            node.scrollOffset.set(end, animation: animation, at: time)
        } else {
            switch relayout {
            case .jump: node.scrollOffset.set(end, animation: nil, at: time)
            case .retarget where !node.scrollOffset.isAnimating(at: time) && (inMotion || node.subtreeIsMoving(at: time)):
                node.scrollOffset.set(end, animation: Self.resizeSettle, at: time)
            case .retarget: node.scrollOffset.retarget(end, at: time, softest: Self.resizeSettle)
            case .keepMotions: node.scrollOffset.shift(to: end, at: time)
            }
        }
    }

    func applyModifierTargets(_ node: Node, _ m: Modifier, _ animation: Animation?) {
        switch m {
        case .opacity(let v): node.animatedOpacity.set(v, animation: animation, at: time)
        case .scale(let x, let y, _): move(&node.animatedScale, to: Point(x: x, y: y), animation: animation)
        case .offset(let x, let y): move(&node.animatedOffset, to: Point(x: x, y: y), animation: animation)
        case .blur(let r, _): node.animatedBlur.set(r, animation: animation, at: time)
        case .rotation(let radians, _), .rotation3D(let radians, _, _): node.animatedRotation.set(radians, animation: animation, at: time)
        case .clip(.roundedRectangle(let r)): node.animatedRadius.set(r, animation: animation, at: time)
        case .shadow(let c, let r, let x, let y):
            // (radius, x, y) ride in a Rect-shaped vector: origin = (radius, x), width = y.
            let geometry = Rect(x: r, y: x, width: y, height: 0)
            if node.animatedColor == nil { node.animatedColor = AnimatedValue(c) } else { node.animatedColor!.set(c, animation: animation, at: time) }
            if node.animatedShadow == nil { node.animatedShadow = AnimatedValue(geometry) } else { node.animatedShadow!.set(geometry, animation: animation, at: time) }
        default: break
        }
    }

    // MARK: Transitions

    /// The animation for inserting or removing `node` in the update in progress.
    func currentAnimation(for node: Node) -> Animation? {
        var n: Node? = node.parent
        while let c = n {
            if case .modified(.animation(let a, _)) = c.kind, c.animationTriggered { return effective(a) }
            n = c.parent
        }
        return pass.updateAnimation
    }

    private func startTransitions() {
        for node in pass.insertedThisUpdate {
            if let animation = currentAnimation(for: node) {
                node.transition = Self.transition(of: node) ?? .opacity
                node.presence.reset(to: 0)
                node.presence.set(1, animation: animation, at: time)
                node.transitionReduced = reduceMotion
                node.isInserting = true
            } else {
                node.isInserting = false
            }
        }
        for node in pass.removedThisUpdate where node.isRemoving {
            node.transition = node.transition ?? Self.transition(of: node) ?? .opacity
            // A removal that reverses a running insertion goes on in the insertion's mode.
            if !node.presence.isAnimating(at: time) { node.transitionReduced = reduceMotion }
            node.presence.set(0, animation: currentAnimation(for: node) ?? .default, at: time)
        }
    }

    /// While a transition that publishes its progress runs, the views inside it see the new value. A
    /// view leaving under one is also evaluated again on a structural update (the reconciler no longer
    /// reaches it, but what its body reads may have changed), so such a change animates in that
    /// update's transaction rather than jumping on the next progress step.
    private func refreshTransitionProgress(structural: Bool) -> Bool {
        var changed = false
        func publishesProgress(_ node: Node) -> Bool {
            guard let t = node.transition, node.isInserting || node.isRemoving else { return false }
            return (t.insertion + t.removal).contains(where: { if case .progress = $0 { return true } else { return false } })
        }
        // Outermost first; one inside another's subtree is refreshed with it.
        let publishing = tracked.transitioning.values.filter(publishesProgress)
        guard !publishing.isEmpty else { return false }
        for node in Self.topDown(publishing) where node.host === self {
            var inside = false
            var p = node.parent
            while let c = p, !inside { inside = publishesProgress(c); p = c.parent }
            if inside { continue }
            do {
                // Under reduced motion (the mode the transition started in) the content's own effect
                // goes only a tenth of its way (the view fades as it goes: `TransitionState`).
                let presence = node.presence.presented(at: time)
                let p = node.transitionReduced ? 1 - Self.reducedMotionTravel * (1 - presence) : presence
                if node.environment.transitionProgress != p || structural && node.isRemoving {
                    node.walk { n in
                        n.environment.transitionProgress = p
                        if case .composite = n.kind { n.needsEvaluation = true }
                    }
                    let saved = pass.updateAnimation
                    pass.updateAnimation = nil
                    refresh(node)
                    pass.updateAnimation = saved
                    changed = true
                }
            }
        }
        return changed
    }

    /// Drops removed views whose removal ended, ends insertions that settled and flights that landed.
    /// Only the nodes in transition or in flight are looked at (ChangeTracking), outermost first.
    private func finishTransitions() {
        guard !tracked.transitioning.isEmpty || !tracked.flying.isEmpty else { return }
        for c in Self.topDown(Array(tracked.transitioning.values)) where c.host === self && c.isRemoving && !c.presence.isAnimating(at: time) {
            guard let node = c.parent else { continue }
            handOverFollowers(of: c)
            node.children.removeAll { $0 === c }
            c.walk { $0.detach() }
            node.setNeedsLayout()
            if checks.layoutCheck != .off { checks.layoutReason.append("views that finished leaving were dropped") }
        }
        for c in Self.topDown(Array(tracked.transitioning.values)) where c.host === self {
            // An invisible-until-end insertion stays hidden while its matched partner is still leaving.
            if c.isInserting && !c.presence.isAnimating(at: time)
                && !(c.transition?.insertion.contains { if case .invisibleUntilEnd = $0 { return true } else { return false } } == true
                     && matchedPartnerIsLeaving(c)) {
                c.isInserting = false
            }
        }
        for c in Array(tracked.flying.values) where c.host === self {
            guard var flight = c.flight, !flight.isAnimating(at: time), !(c.flightHeldUntilRemoved && c.isGoingAway) else { continue }
            // Landed. A flight goes to its view's final layout frame, but the layout as drawn may lag
            // behind it (a resize eases the layout, `resizeSettle`; a slow animation moves a container):
            // dropping the flight then would show the lag as a jump back. It glides on to where the
            // layout is drawn instead, and is dropped once it is there (for at most `landingChase`).
            if let drawn = presentedLandingFrame(c), let landing = flightFrame(c), !drawn.isClose(to: landing, within: 0.25),
               time - (c.flightOrigin?.time ?? time) < Self.landingChase {
                flight.set(flightSpace(drawn, of: c, presented: true), animation: Self.resizeSettle, at: time)
                c.flight = flight
            } else {
                c.flight = nil
            }
        }
    }
}

extension ViewGraph {
    /// How long after its start a landed flight may go on gliding to a layout that is still moving,
    /// seconds (a layout that never rests, a loop, does not keep it for ever).
    static let landingChase = 10.0
}

extension Rect {
    /// Whether every edge lies within `tolerance` points of `other`'s.
    func isClose(to other: Rect, within tolerance: Double) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
    }
}

extension Node {
    func isAnimating(at time: Double) -> Bool {
        animatedFrame.isAnimating(at: time) || animatedOpacity.isAnimating(at: time) || animatedScale.isAnimating(at: time)
            || animatedOffset.isAnimating(at: time) || animatedBlur.isAnimating(at: time) || animatedRadius.isAnimating(at: time)
            || presence.isAnimating(at: time) || (flight?.isAnimating(at: time) ?? false) || scrollOffset.isAnimating(at: time)
            || (animatedColor?.isAnimating(at: time) ?? false) || (animatedShadow?.isAnimating(at: time) ?? false)
            || (animatedFontSize?.isAnimating(at: time) ?? false) || (contentMotion?.progress.isAnimating(at: time) ?? false)
    }

    /// When the last of this node's own animations settles.
    var animationEnd: Double? {
        [animatedFrame.endTime, animatedOpacity.endTime, animatedScale.endTime, animatedOffset.endTime, animatedBlur.endTime,
         animatedRadius.endTime, presence.endTime, flight?.endTime, scrollOffset.endTime, animatedColor?.endTime,
         animatedShadow?.endTime, animatedFontSize?.endTime, contentMotion?.progress.endTime].compactMap { $0 }.max()
    }

    /// When the motions this node started at `time` settle (nil: none started then).
    func animationEnd(ofMotionsStartedAt time: Double) -> Double? {
        [animatedFrame.endTime(ofMotionsStartedAt: time), animatedOpacity.endTime(ofMotionsStartedAt: time),
         animatedScale.endTime(ofMotionsStartedAt: time), animatedOffset.endTime(ofMotionsStartedAt: time),
         animatedBlur.endTime(ofMotionsStartedAt: time), animatedRadius.endTime(ofMotionsStartedAt: time),
         presence.endTime(ofMotionsStartedAt: time), flight?.endTime(ofMotionsStartedAt: time),
         scrollOffset.endTime(ofMotionsStartedAt: time), animatedColor?.endTime(ofMotionsStartedAt: time),
         animatedShadow?.endTime(ofMotionsStartedAt: time), animatedFontSize?.endTime(ofMotionsStartedAt: time),
         contentMotion?.progress.endTime(ofMotionsStartedAt: time)].compactMap { $0 }.max()
    }
}
