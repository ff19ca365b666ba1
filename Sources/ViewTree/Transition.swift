import Geometry

/// How a view arrives and leaves: effects driven by its presence p, 1 when fully present and 0 when
/// absent. On insertion p animates 0 → 1, on removal 1 → 0 (the view stays in the tree, not hit-testable,
/// until its removal ends). Views inside read p as `\.transitionProgress`.
public struct AnyTransition: Sendable {
    let insertion: [TransitionEffect]
    let removal: [TransitionEffect]

    init(_ effects: [TransitionEffect]) {
        insertion = effects
        removal = effects
    }

    init(insertion: [TransitionEffect], removal: [TransitionEffect]) {
        self.insertion = insertion
        self.removal = removal
    }

    /// No visible effect: the view is drawn unchanged while its presence animates (a leaving view
    /// stays, unchanged, until its removal ends).
    public static let identity = AnyTransition([])
    /// Fades in and out.
    public static let opacity = AnyTransition([.opacity])
    /// Grows from and shrinks to nothing about its centre.
    public static let scale = AnyTransition([.scale(0, anchor: .center)])
    /// Grows from and shrinks to scale `s` about `anchor`.
    public static func scale(_ s: Double, anchor: Alignment = .center) -> AnyTransition { AnyTransition([.scale(s, anchor: anchor)]) }
    /// SwiftUI's spelling: inserted growing from `scale` about `anchor`, removed shrinking to it.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition([.scale(scale, anchor: anchor)]) }
    /// Slides in from and out to `edge` of the window, from just outside it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition([.move(edge)]) }
    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])
    /// Arrives from and leaves to an offset of (`x`, `y`) points.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition([.offset(x: x, y: y)]) }
    /// Only publishes the progress to the content (`\.transitionProgress`), which draws the effect.
    public static let progress = AnyTransition([.progress])
    /// Invisible until the transition has completely finished (the thumbnail under a returning hero).
    public static let invisibleUntilEnd = AnyTransition([.invisibleUntilEnd])

    /// `insertion` when the view arrives, `removal` when it leaves.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// Both transitions' effects at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
    }
}

enum TransitionEffect: Sendable {
    case opacity
    case scale(Double, anchor: Alignment)
    case move(Edge)
    case offset(x: Double, y: Double)
    case progress
    case invisibleUntilEnd
}

/// The visual result of transition effects at one presence value.
struct TransitionState {
    var opacity = 1.0
    var scale = 1.0
    var anchor = Alignment.center
    var offset = Point.zero

    /// Effects at presence `p` for a view of `frame` inside a container of `bounds` (for `move`).
    /// Under reduced motion (`travel`: the share of their way that moving effects keep; nil: all of
    /// it) `scale`, `move`, `offset` and `progress` go only that share of their way, and a view they
    /// move fades in or out with them (once, even when the transition also has `opacity`).
    init(effects: [TransitionEffect], presence p: Double, frame: Rect, bounds: Rect, reducedMotion travel: Double? = nil) {
        let k = travel ?? 1
        var fades = false
        func fade() {
            if !fades { opacity *= p }
            fades = true
        }
        for e in effects {
            switch e {
            case .opacity:
                if travel == nil { opacity *= p } else { fade() }
            case .scale(let s0, let a):
                if travel != nil { fade() }
                let s = 1 - (1 - s0) * k
                scale *= s + (1 - s) * p
                anchor = a
            case .move(let edge):
                if travel != nil { fade() }
                let q = (1 - p) * k
                switch edge {
                case .leading: offset.x -= (frame.maxX - bounds.minX) * q
                case .trailing: offset.x += (bounds.maxX - frame.minX) * q
                case .top: offset.y -= (frame.maxY - bounds.minY) * q
                case .bottom: offset.y += (bounds.maxY - frame.minY) * q
                }
            case .offset(let x, let y):
                if travel != nil { fade() }
                offset.x += x * (1 - p) * k
                offset.y += y * (1 - p) * k
            case .progress:
                // The content draws the effect from the published progress (a tenth of its way under
                // reduced motion: `ViewGraph.refreshTransitionProgress`); the view fades as it goes.
                if travel != nil { fade() }
            case .invisibleUntilEnd: break   // needs the node's animation state: see PresentContext.applyTransition
            }
        }
    }
}
