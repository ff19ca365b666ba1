import Geometry
import Motion

// A `ViewGraph`'s state, by role. The graph owns one of each (`pass`, `tracked`, `presentMemo`,
// `checks`, `counters`); each is a plain value mutated in place through the graph, and each states the
// rule that keeps it true beside its fields, so the rules live with the code rather than in prose.

/// What one `ViewGraph.update(at:)` carries from phase to phase (evaluate → lay out → targets →
/// transitions and flights → actions).
///
/// Rule: `insertedThisUpdate`, `removedThisUpdate` and `updateAnimation` describe the structural
/// update in progress only: they are set when evaluation starts and emptied once flights have started,
/// so no later (non-structural) pass reads a stale insertion or animation.
struct UpdatePass {
    /// The transaction of the state change that asked for the next update (nil: none, changes jump).
    var pendingTransaction: Transaction?
    /// The completions of every transaction that asked for the next update (several `withAnimation`
    /// calls before one update each keep theirs; the last transaction's animation is the update's).
    var pendingCompletions: [@MainActor () -> Void] = []
    /// Actions queued for after the update (`afterUpdate`, `onAppear`, `onChange`): they run last, and
    /// state they change applies on the next update.
    var pendingActions: [@MainActor () -> Void] = []
    /// Nodes made and nodes removed by the update in progress (transitions and flights start from them).
    var insertedThisUpdate: [Node] = []
    var removedThisUpdate: [Node] = []
    /// The animation of the update in progress (nil: changes jump).
    var updateAnimation: Animation?
    /// The window was resized since the last layout pass (frames in flight retarget, see `applyTargets`).
    var resizedSinceLayout = false
    /// The window size before the resize that `resizedSinceLayout` marks, points.
    var windowSizeBeforeResize = Size.zero
    /// The paging or view-aligned scroll views resized in the layout in progress and the page or view
    /// each rests on: kept again after each of its passes (a lazy content measured in a later pass may
    /// make room for the offset an earlier one clamped). Empty outside `layout()`.
    var restingTargets: [(scroll: Node, target: ScrollRestingTarget)] = []
}

/// The nodes each phase must visit, kept as they change instead of found by walking the tree
/// (ChangeTracking.swift keeps them).
///
/// Rule: every node that moves, transitions, flies, matches or draws a backdrop is in its set while it
/// does so (a set may hold a node that has just settled: readers prune, `pruneMotions`); a node leaving
/// the tree leaves every set (`forget`). Keys are `ObjectIdentifier`s of live nodes only.
struct TrackedNodes {
    /// Every node animating now, and perhaps some that have settled since.
    var motionCandidates: [ObjectIdentifier: Node] = [:]
    /// Attached nodes being inserted or removed.
    var transitioning: [ObjectIdentifier: Node] = [:]
    /// Nodes with a matched flight.
    var flying: [ObjectIdentifier: Node] = [:]
    /// Matched-geometry modifier nodes, and the same in tree order (nil: to be found again).
    var matchedSet: [ObjectIdentifier: Node] = [:]
    var matchedOrder: [(Node, MatchedSpec)]?
    /// Nodes whose `@State` changed since the last update.
    var invalidated: [Node] = []
    /// Frosted-backdrop modifier nodes: they draw what precedes them, so they are drawn every time.
    var backdrops: [ObjectIdentifier: Node] = [:]
}

/// The last presentation and what drawing the next one incrementally needs from it (Presentation.swift).
///
/// Rule: a clean subtree is copied from `lastRawPresentation` only while nothing it draws changed since
/// (`presentationStale` false, or its records' spans still valid for `presentEpoch`); anything that
/// changes a drawn value marks it (`noteRedraw`), and `dropPresentRecords()` forgets everything.
struct PresentationMemo {
    /// Something drawn may have changed since the last presentation.
    var presentationStale = true
    /// The last presentation, its time, and the nodes that were animating then.
    var lastPresentation: Presentation?
    var lastPresentationTime = -Double.infinity
    var presentedInMotion: [Node] = []
    /// The last presentation before its trace was filtered (clean subtrees are copied from it), and
    /// how many presentations were recorded (`PresentRecord.epoch`).
    var lastRawPresentation: Presentation?
    var presentEpoch = 0
    /// The nodes `noteRedraw` went up from since the last recording pass began or ended (that pass is
    /// the only code that clears `presentDirty` or replaces a record's spans, so from such a node up
    /// everything is marked already): a walk stops at one. Kept here, not in a field of each node: most
    /// nodes never need it, and a node's size is pinned (`NodeMemoryTests`).
    var redrawWalked = Set<ObjectIdentifier>()
}

/// The graph's self-checks (debug builds and the explorer) and what they found.
struct GraphChecks {
    /// Whether each layout pass is checked against a layout from scratch (LayoutOracle).
    var layoutCheck = ViewGraph.defaultLayoutCheck
    /// Whether each presentation is checked against one drawn whole (debug builds: every test).
    var presentationCheck = ViewGraph.defaultPresentationCheck
    /// Every stale frame the layout oracle found (with `layoutCheck` `.record`).
    var layoutViolations: [LayoutViolation] = []
    /// Why layout runs in the update in progress, for the oracle's message (a resize, say).
    var layoutReason: [String] = []
    /// Applies targets by walking the whole tree, not only the changed paths (for tests comparing the two).
    var applyTargetsEverywhere = false
    /// Diagnostics already printed (each is printed once per graph).
    var diagnostics: Set<String> = []
}

/// How much work the graph's updates did: tests read them to show each phase is incremental, and
/// `hero explore` reads the last two to tell a designed jump from a broken one.
struct GraphCounters {
    /// Composite bodies evaluated.
    var bodiesEvaluated = 0
    /// Node sizes computed rather than taken from their cache.
    var nodesMeasured = 0
    /// Nodes presentations drew rather than copied.
    var nodesDrawn = 0
    /// Views cut toward their new place under reduced motion.
    var reducedCuts = 0
    /// State changes made in a continuous transaction.
    var continuousEdits = 0
}

extension ViewGraph {
    /// Whether each layout pass is checked against a layout from scratch (LayoutOracle).
    public var layoutCheck: LayoutCheck {
        get { checks.layoutCheck }
        set { checks.layoutCheck = newValue }
    }
    /// Whether each presentation is checked against one drawn whole (debug builds: every test).
    public var presentationCheck: Bool {
        get { checks.presentationCheck }
        set { checks.presentationCheck = newValue }
    }
    /// Whether presentations are checked by default: in debug builds.
    public nonisolated static var defaultPresentationCheck: Bool {
        #if DEBUG
        return true
        #else
        return false
        #endif
    }
    /// Every stale frame the layout oracle found (with `layoutCheck` `.record`).
    public var layoutViolations: [LayoutViolation] { checks.layoutViolations }
    /// How many composite bodies have been evaluated (tests show evaluation is incremental).
    public var bodiesEvaluated: Int { counters.bodiesEvaluated }
    /// How many times a node's size was computed rather than taken from its cache (tests show layout
    /// is incremental).
    public var nodesMeasured: Int { counters.nodesMeasured }
    /// How many nodes presentations drew rather than copied (tests show drawing is incremental).
    public var nodesDrawn: Int { counters.nodesDrawn }
    /// How many times a view was cut toward its new place under reduced motion (a layout move, an
    /// offset or a scale, a flight's moved destination: `cutReduced`). A cut is a jump by design,
    /// which `hero explore`'s continuity check lets pass on a frame where this count grew.
    public var reducedCuts: Int { counters.reducedCuts }
    /// How many state changes were made in a continuous transaction (`Transaction.isContinuous`: a
    /// slider's drag). `hero explore` treats a frame after this count grew like a resize frame.
    public var continuousEdits: Int { counters.continuousEdits }
}
