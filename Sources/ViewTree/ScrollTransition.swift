import Foundation
import Geometry
import Motion

/// What a visual effect does to a view's drawing (never to its layout): opacity, scale, offset and
/// turn about an anchor, blur. Values between two of them are in between (`mixed`).
struct VisualEffectValues: Equatable {
    var opacity = 1.0
    var scaleX = 1.0, scaleY = 1.0
    var scaleAnchor = UnitPoint.center
    var offsetX = 0.0, offsetY = 0.0
    /// Radians, clockwise on screen, about `rotationAnchor`.
    var rotation = 0.0
    var rotationAnchor = UnitPoint.center
    /// Points.
    var blur = 0.0

    static let identity = VisualEffectValues()

    /// `self` at 0, `other` at 1 (anchors: the other's, where it has an effect of that kind).
    func mixed(with other: VisualEffectValues, _ f: Double) -> VisualEffectValues {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        var v = self
        v.opacity = mix(opacity, other.opacity)
        v.scaleX = mix(scaleX, other.scaleX)
        v.scaleY = mix(scaleY, other.scaleY)
        if other.scaleX != 1 || other.scaleY != 1 { v.scaleAnchor = other.scaleAnchor }
        v.offsetX = mix(offsetX, other.offsetX)
        v.offsetY = mix(offsetY, other.offsetY)
        v.rotation = mix(rotation, other.rotation)
        if other.rotation != 0 { v.rotationAnchor = other.rotationAnchor }
        v.blur = mix(blur, other.blur)
        return v
    }
}

/// Effects that change how a view is drawn and not where it is laid out, as SwiftUI's `VisualEffect`:
/// `EmptyVisualEffect` and what its methods (`opacity`, `scaleEffect`, `offset`, `rotationEffect`,
/// `rotation3DEffect`, `blur`, …) make of it.
public protocol VisualEffect {}

/// No effect, the start of a chain (`content` in a `scrollTransition` closure).
public struct EmptyVisualEffect: VisualEffect {
    /// The effect, or behavior, with its defaults.
    public init() {}
}

/// A chain of visual effects, as the `VisualEffect` methods return it.
public struct VisualEffectChain: VisualEffect {
    let values: VisualEffectValues
}

extension VisualEffect {
    var effectValues: VisualEffectValues { (self as? VisualEffectChain)?.values ?? .identity }

    private func with(_ change: (inout VisualEffectValues) -> Void) -> VisualEffectChain {
        var v = effectValues
        change(&v)
        return VisualEffectChain(values: v)
    }

    /// Multiplies the view's opacity by `opacity` (0...1).
    public func opacity(_ opacity: Double) -> VisualEffectChain { with { $0.opacity *= max(0, min(1, opacity)) } }
    /// Scales the view's drawing by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> VisualEffectChain {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }
    /// Scales the view's drawing by `scale.width` and `scale.height` about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> VisualEffectChain {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }
    /// Scales the view's drawing by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> VisualEffectChain {
        with {
            $0.scaleX *= Double(x)
            $0.scaleY *= Double(y)
            $0.scaleAnchor = anchor
        }
    }
    /// Moves the view's drawing by (`x`, `y`) points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> VisualEffectChain {
        with {
            $0.offsetX += Double(x)
            $0.offsetY += Double(y)
        }
    }
    /// Moves the view's drawing by `offset` points.
    public func offset(_ offset: CGSize) -> VisualEffectChain { self.offset(x: offset.width, y: offset.height) }
    /// Turns the view's drawing by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> VisualEffectChain {
        with {
            $0.rotation += angle.radians
            $0.rotationAnchor = anchor
        }
    }
    /// Turns the view's drawing about a 3D axis, drawn as `rotation3DEffect` draws a view (narrowed
    /// about the anchor, without perspective).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> VisualEffectChain {
        let k = Rotation3D.projection(radians: angle.radians, axis: Rotation3D.Axis(x: Double(axis.x), y: Double(axis.y), z: Double(axis.z)))
        return with {
            $0.scaleX *= k.scaleX
            $0.scaleY *= k.scaleY
            $0.scaleAnchor = anchor
            $0.rotation += k.turn
            $0.rotationAnchor = anchor
        }
    }
    /// Blurs the view's drawing by `radius` points.
    public func blur(radius: CGFloat, opaque: Bool = false) -> VisualEffectChain { with { $0.blur += max(0, Double(radius)) } }
    /// Accepted, not drawn yet: colour adjustments (`brightness`, `contrast`, `saturation`,
    /// `grayscale`, `hueRotation`) leave the view's colours as they are.
    public func brightness(_ amount: Double) -> VisualEffectChain { with { _ in } }
    /// Accepted, not drawn yet (see `brightness`).
    public func contrast(_ amount: Double) -> VisualEffectChain { with { _ in } }
    /// Accepted, not drawn yet (see `brightness`).
    public func saturation(_ amount: Double) -> VisualEffectChain { with { _ in } }
    /// Accepted, not drawn yet (see `brightness`).
    public func grayscale(_ amount: Double) -> VisualEffectChain { with { _ in } }
    /// Accepted, not drawn yet (see `brightness`).
    public func hueRotation(_ angle: Angle) -> VisualEffectChain { with { _ in } }
}

/// Where a view is in its scroll view, as SwiftUI's `ScrollTransitionPhase`: wholly in view
/// (`.identity`), or leaving or entering past the leading/top edge or the trailing/bottom one.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Leaving or entering past the leading (top) edge.
    case topLeading
    /// In view as far as the configuration's threshold asks.
    case identity
    /// Leaving or entering past the trailing (bottom) edge.
    case bottomTrailing
    /// True when the view is in view.
    public var isIdentity: Bool { self == .identity }
    /// −1 past the leading/top edge, 0 in view, 1 past the trailing/bottom edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows the view, as SwiftUI's `ScrollTransitionConfiguration`.
/// `.interactive` and `.animated` both follow the view's place from frame to frame here (the effect
/// between its identity and its edge phase as the view crosses the threshold); `.identity` applies
/// no effect on that side.
public struct ScrollTransitionConfiguration: Sendable {
    /// How much of a view must be in view for it to be in its identity phase.
    public struct Threshold: Sendable {
        let visible: Double
        /// The whole view.
        public static let visible = Threshold(visible: 1)
        /// Any of it: the effect applies only once the view is out of view.
        public static let hidden = Threshold(visible: 0)
        /// Half of it.
        public static let centered = Threshold(visible: 0.5)
        /// `amount` (0...1) of it.
        public static func visible(_ amount: Double) -> Threshold { Threshold(visible: max(0, min(1, amount))) }
    }
    let enabled: Bool
    let threshold: Double

    /// Follows the view's place as it scrolls.
    public static let interactive = ScrollTransitionConfiguration(enabled: true, threshold: 1)
    /// Follows the view's place as it scrolls (SwiftUI animates between phases; here the effect is
    /// in between as the view crosses its threshold).
    public static let animated = ScrollTransitionConfiguration(enabled: true, threshold: 1)
    /// `animated` with `animation` (the effect follows the view's place here).
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }
    /// No effect.
    public static let identity = ScrollTransitionConfiguration(enabled: false, threshold: 1)
    /// This configuration with `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(enabled: enabled, threshold: threshold.visible)
    }
    /// This configuration (the effect follows the view's place here).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
}

/// A `scrollTransition`: the effects the closure gives for the phases, on the sides configured.
struct ScrollTransitionSpec {
    var axis: Axis?
    var leading: ScrollTransitionConfiguration
    var trailing: ScrollTransitionConfiguration
    var effect: @MainActor (ScrollTransitionPhase) -> VisualEffectValues

    /// The effect for a view drawn at `view` in a scroll view showing `viewport` along `axis`
    /// (window points): the identity effect while enough of it is in view, then towards the edge
    /// phase's in proportion to how much more of it is out of view.
    @MainActor func values(view: Rect, viewport: Rect, axis scrollAxis: Axis) -> VisualEffectValues {
        let axis = axis ?? scrollAxis
        let lo = axis == .horizontal ? view.minX : view.minY, hi = axis == .horizontal ? view.maxX : view.maxY
        let vlo = axis == .horizontal ? viewport.minX : viewport.minY, vhi = axis == .horizontal ? viewport.maxX : viewport.maxY
        // How much of the view is in view, of as much as could be (a view longer than the visible part
        // fills it and is wholly in view then).
        let length = min(hi - lo, vhi - vlo)
        guard length > 1e-9 else { return effect(.identity) }
        let visible = min(1, max(0, min(hi, vhi) - max(lo, vlo)) / length)
        let leadingSide = lo + hi < vlo + vhi
        let config = leadingSide ? leading : trailing
        guard config.enabled else { return effect(.identity) }
        // The `.hidden` threshold (0): in its edge phase only once wholly out of view.
        let progress: Double
        if config.threshold <= 0 {
            guard visible <= 0 else { return effect(.identity) }
            progress = 1
        } else {
            guard visible < config.threshold - 1e-9 else { return effect(.identity) }
            progress = min(1, (config.threshold - visible) / config.threshold)
        }
        return effect(.identity).mixed(with: effect(leadingSide ? .topLeading : .bottomTrailing), progress)
    }
}

extension View {
    /// Changes how the view is drawn as it scrolls into and out of its scroll view, as SwiftUI's
    /// `scrollTransition`: `transition` gets an empty effect and the view's phase and returns the
    /// effects; between the identity phase and an edge phase the effect is in between, by how much of
    /// the view has left the scroll view's visible part (`configuration`'s threshold: all of it by default).
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @MainActor (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// `scrollTransition` with a configuration for each side.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
                                 transition: @escaping @MainActor (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        modifier(.scrollTransition(ScrollTransitionSpec(axis: axis, leading: topLeading, trailing: bottomTrailing,
                                                        effect: { transition(EmptyVisualEffect(), $0).effectValues })))
    }
}
