/// How a change moves from its old value to its new one: a timing curve over a duration, or a spring;
/// with a delay, a speed factor, and repetition. Values are SwiftUI's.
public struct Animation: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case curve(UnitCurve, duration: Double)
        case spring(Spring)
    }

    public var kind: Kind
    /// Seconds before the animation starts moving.
    public var delay: Double = 0
    /// Playback rate: 2 runs twice as fast.
    public var speed: Double = 1
    /// Plays this many times in all (nil: once; `.max` repeats forever); with `autoreverses` every
    /// other repetition runs backward.
    public var repeatCount: Int?
    public var autoreverses = true

    public init(_ kind: Kind) { self.kind = kind }

    /// SwiftUI's default duration for curves, s.
    public static let defaultDuration = 0.35

    public static func linear(duration: Double = defaultDuration) -> Animation { Animation(.curve(.linear, duration: duration)) }
    public static func easeIn(duration: Double = defaultDuration) -> Animation { Animation(.curve(.easeIn, duration: duration)) }
    public static func easeOut(duration: Double = defaultDuration) -> Animation { Animation(.curve(.easeOut, duration: duration)) }
    public static func easeInOut(duration: Double = defaultDuration) -> Animation { Animation(.curve(.easeInOut, duration: duration)) }
    public static let linear = linear()
    public static let easeIn = easeIn()
    public static let easeOut = easeOut()
    public static let easeInOut = easeInOut()
    /// The default of the originals' era (iOS 14): easeInOut over 0.35 s.
    public static let `default` = easeInOut

    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)))
    }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }
    /// `.default` from iOS 17 (what a bare `withAnimation` runs there): a critically damped spring,
    /// response 0.55 s, no blend.
    public static let defaultSpring = spring(response: 0.55, dampingFraction: 1)
    /// `spring()` as the originals' SDK headers define it (response 0.55, damping fraction 0.825).
    public static let spring = spring()
    public static let interactiveSpring = interactiveSpring()
    /// iOS 17's presets: duration 0.5 with bounce 0 / 0.3 / 0.15 (damping fraction = 1 − bounce).
    public static let smooth = spring(response: 0.5, dampingFraction: 1)
    public static let bouncy = spring(response: 0.5, dampingFraction: 0.7)
    public static let snappy = spring(response: 0.5, dampingFraction: 0.85)

    public func delay(_ seconds: Double) -> Animation { var a = self; a.delay = seconds; return a }
    public func speed(_ factor: Double) -> Animation { var a = self; a.speed = max(1e-6, factor); return a }
    public func repeatCount(_ n: Int, autoreverses: Bool = true) -> Animation {
        var a = self; a.repeatCount = max(1, n); a.autoreverses = autoreverses; return a
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation { repeatCount(.max, autoreverses: autoreverses) }

    public var isSpring: Bool { if case .spring = kind { return true } else { return false } }
}
