/// How a change moves from its old value to its new one: a timing curve over a duration, or a spring;
/// with a delay, a speed factor, and repetition. Values are SwiftUI's.
public struct Animation: Hashable, Sendable {
    /// The shape of the motion.
    public enum Kind: Hashable, Sendable {
        /// Progress follows `UnitCurve` over `duration` seconds (before `speed`), then stops exactly at the target.
        case curve(UnitCurve, duration: Double)
        /// A physical spring toward the target: lasts until it settles and carries velocity across retargets.
        case spring(Spring)
    }

    /// Curve or spring.
    public var kind: Kind
    /// Seconds before the animation starts moving.
    public var delay: Double = 0
    /// Playback rate: 2 runs twice as fast.
    public var speed: Double = 1
    /// Plays this many times in all (nil: once; `.max` repeats forever); with `autoreverses` every
    /// other repetition runs backward.
    public var repeatCount: Int?
    /// With `repeatCount`, whether every other repetition runs backward (true by default, as SwiftUI).
    public var autoreverses = true
    /// A spring's speed at its start as a fraction of the change per second (SwiftUI's
    /// `interpolatingSpring(initialVelocity:)`: 1 starts moving at the whole change per second toward
    /// the new value, a negative value away from it), added to whatever velocity the value has.
    public var initialVelocity: Double = 0

    /// An animation of `kind` with no delay, speed 1 and no repetition.
    public init(_ kind: Kind) { self.kind = kind }

    /// SwiftUI's default duration for curves, s.
    public static let defaultDuration = 0.35

    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double = defaultDuration) -> Animation { Animation(.curve(.linear, duration: duration)) }
    /// Starts slowly, over `duration` seconds (control points 0.42, 0, 1, 1).
    public static func easeIn(duration: Double = defaultDuration) -> Animation { Animation(.curve(.easeIn, duration: duration)) }
    /// Ends slowly, over `duration` seconds (control points 0, 0, 0.58, 1).
    public static func easeOut(duration: Double = defaultDuration) -> Animation { Animation(.curve(.easeOut, duration: duration)) }
    /// Starts and ends slowly, over `duration` seconds (control points 0.42, 0, 0.58, 1).
    public static func easeInOut(duration: Double = defaultDuration) -> Animation { Animation(.curve(.easeInOut, duration: duration)) }
    /// Linear over 0.35 s.
    public static let linear = linear()
    /// Ease-in over 0.35 s.
    public static let easeIn = easeIn()
    /// Ease-out over 0.35 s.
    public static let easeOut = easeOut()
    /// Ease-in-out over 0.35 s.
    public static let easeInOut = easeInOut()
    /// A cubic Bézier timing curve with control points (c0x, c0y) and (c1x, c1y), over `duration`
    /// seconds, as SwiftUI's `timingCurve(_:_:_:_:duration:)`.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = defaultDuration) -> Animation {
        Animation(.curve(UnitCurve(x1: c0x, y1: c0y, x2: c1x, y2: c1y), duration: duration))
    }
    /// `curve` over `duration` seconds, as SwiftUI's `timingCurve(_:duration:)`.
    public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation { Animation(.curve(curve, duration: duration)) }
    /// The default of the originals' era (iOS 14): easeInOut over 0.35 s.
    public static let `default` = easeInOut

    /// SwiftUI's spring: `response` is the undamped period in seconds, `dampingFraction` the
    /// damping ratio (1 critical, below 1 overshoots), `blendDuration` seconds of blending on retarget.
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)))
    }
    /// A spring from physical parameters, as SwiftUI's `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
    /// It runs as `spring` does here (a retarget carries its velocity); `initialVelocity` adds a start
    /// speed of that fraction of the change per second.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        var a = Animation(.spring(Spring(mass: mass, stiffness: stiffness, damping: damping)))
        a.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        return a
    }
    /// SwiftUI's default interpolating spring (iOS 17): duration 0.5 s, no bounce.
    public static let interpolatingSpring = spring(duration: 0.5, bounce: 0)
    /// A spring by perceptual duration (seconds) and bounce (0 none, up to 1), as SwiftUI's
    /// `spring(duration:bounce:blendDuration:)`: response `duration`, damping fraction `1 - bounce`
    /// (bounce below 0: overdamped, `1 / (1 + bounce)`).
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        let damping = bounce >= 0 ? 1 - min(bounce, 0.99) : 1 / (1 + max(bounce, -0.99))
        return spring(response: duration, dampingFraction: damping, blendDuration: blendDuration)
    }
    /// A snappy spring of `duration` with a little bounce (SwiftUI's `snappy(duration:extraBounce:)`).
    @_disfavoredOverload
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { spring(duration: duration, bounce: 0.15 + extraBounce) }
    /// A bouncy spring of `duration` (SwiftUI's `bouncy(duration:extraBounce:)`).
    @_disfavoredOverload
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { spring(duration: duration, bounce: 0.3 + extraBounce) }
    /// A smooth spring of `duration` with no bounce (SwiftUI's `smooth(duration:extraBounce:)`).
    @_disfavoredOverload
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { spring(duration: duration, bounce: extraBounce) }
    /// A stiff spring for following a finger (response 0.15 s, damping fraction 0.86, blend 0.25 s).
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }
    /// `.default` from iOS 17 (what a bare `withAnimation` runs there): a critically damped spring,
    /// response 0.55 s, no blend.
    public static let defaultSpring = spring(response: 0.55, dampingFraction: 1)
    /// `spring()` as the originals' SDK headers define it (response 0.55, damping fraction 0.825).
    public static let spring = spring()
    /// `interactiveSpring()` with its defaults.
    public static let interactiveSpring = interactiveSpring()
    /// iOS 17's presets: duration 0.5 with bounce 0 / 0.3 / 0.15 (damping fraction = 1 − bounce).
    public static let smooth = spring(response: 0.5, dampingFraction: 1)
    /// A spring of response 0.5 s and damping fraction 0.7 (bounce 0.3).
    public static let bouncy = spring(response: 0.5, dampingFraction: 0.7)
    /// A spring of response 0.5 s and damping fraction 0.85 (bounce 0.15).
    public static let snappy = spring(response: 0.5, dampingFraction: 0.85)

    /// This animation, starting `seconds` after the change (the value holds still until then).
    public func delay(_ seconds: Double) -> Animation { var a = self; a.delay = seconds; return a }
    /// This animation played `factor` times as fast (durations and spring times divided by it; at least 1e-6).
    public func speed(_ factor: Double) -> Animation { var a = self; a.speed = max(1e-6, factor); return a }
    /// This animation played `n` times in all, every other time backward when `autoreverses`.
    public func repeatCount(_ n: Int, autoreverses: Bool = true) -> Animation {
        var a = self; a.repeatCount = max(1, n); a.autoreverses = autoreverses; return a
    }
    /// This animation repeated without end (a curve; it never settles).
    public func repeatForever(autoreverses: Bool = true) -> Animation { repeatCount(.max, autoreverses: autoreverses) }

    /// True for a spring animation.
    public var isSpring: Bool { if case .spring = kind { return true } else { return false } }
}
