import Foundation
import Geometry
import Motion

/// An animation of a symbol, as SwiftUI's `SymbolEffect` (`.bounce`, `.pulse`, `.variableColor`,
/// `.scale`, `.appear`, `.disappear`, `.wiggle`, `.rotate`, `.breathe`, `.replace`). A symbol here
/// is one glyph with no layers, so an effect moves, scales, turns or fades the whole view it is
/// applied to (`byLayer` is the same as `wholeSymbol`, `variableColor` fades the symbol in and out).
public protocol SymbolEffect {}
/// An effect played once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}
/// An effect that holds or repeats while active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}
/// An effect that can replace one symbol with another (`contentTransition(.symbolEffect(_:))`).
public protocol ContentTransitionSymbolEffect {}

/// How a symbol moves in one play of an effect: its scale, opacity, turn (degrees) and lift (points
/// up), from rest back to rest (a `hold` effect stays at its keyframes' end while active).
struct SymbolPose: Equatable {
    var scale = 1.0
    var opacity = 1.0
    var turn = 0.0
    var lift = 0.0
}

/// One play of an effect: where each property goes and when (seconds), as linear keyframes from
/// rest. Internal: every effect below gives one.
protocol SymbolMotion {
    /// (time, pose) steps after the start at rest; an indefinite effect repeats them while active.
    var steps: [(Double, SymbolPose)] { get }
    /// True when an active indefinite effect holds its last pose instead of repeating.
    var holds: Bool { get }
}

extension SymbolMotion {
    var holds: Bool { false }
}

/// Scales the symbol up (or down) and back, springing.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolMotion {
    var downward = false
    /// This effect moving or scaling upward.
    public var up: BounceSymbolEffect { BounceSymbolEffect(downward: false) }
    /// This effect moving or scaling downward.
    public var down: BounceSymbolEffect { BounceSymbolEffect(downward: true) }
    /// The same effect: a symbol here is one layer.
    public var byLayer: BounceSymbolEffect { self }
    /// This effect on the whole symbol (as every effect is here).
    public var wholeSymbol: BounceSymbolEffect { self }
    var steps: [(Double, SymbolPose)] {
        [(0.12, SymbolPose(scale: downward ? 0.8 : 1.2)), (0.3, SymbolPose(scale: downward ? 1.05 : 0.95)), (0.45, SymbolPose())]
    }
}

/// Fades the symbol out part way and back.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolMotion {
    /// The same effect: a symbol here is one layer.
    public var byLayer: PulseSymbolEffect { self }
    /// This effect on the whole symbol (as every effect is here).
    public var wholeSymbol: PulseSymbolEffect { self }
    var steps: [(Double, SymbolPose)] { [(0.5, SymbolPose(opacity: 0.3)), (1.0, SymbolPose())] }
}

/// SwiftUI's layered colour sweep; drawn here as the symbol dimming and brightening.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolMotion {
    /// The same effect (a symbol here has no layers to light one by one).
    public var iterative: VariableColorSymbolEffect { self }
    /// The same effect (a symbol here has no layers to light one by one).
    public var cumulative: VariableColorSymbolEffect { self }
    /// The same effect (it dims and brightens again either way).
    public var reversing: VariableColorSymbolEffect { self }
    /// The same effect (it dims and brightens again either way).
    public var nonReversing: VariableColorSymbolEffect { self }
    /// The same effect (a symbol here has no inactive layers).
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    /// The same effect (a symbol here has no inactive layers).
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
    var steps: [(Double, SymbolPose)] { [(0.6, SymbolPose(opacity: 0.45)), (1.2, SymbolPose())] }
}

/// Holds the symbol scaled up (or down) while active.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, SymbolMotion {
    var downward = false
    /// This effect moving or scaling upward.
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(downward: false) }
    /// This effect moving or scaling downward.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(downward: true) }
    /// The same effect: a symbol here is one layer.
    public var byLayer: ScaleSymbolEffect { self }
    /// This effect on the whole symbol (as every effect is here).
    public var wholeSymbol: ScaleSymbolEffect { self }
    var steps: [(Double, SymbolPose)] { [(0.25, SymbolPose(scale: downward ? 0.8 : 1.25))] }
    var holds: Bool { true }
}

/// Shows the symbol while active, scaling it in; hidden while not.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    var downward = false
    /// This effect moving or scaling upward.
    public var up: AppearSymbolEffect { AppearSymbolEffect(downward: false) }
    /// This effect moving or scaling downward.
    public var down: AppearSymbolEffect { AppearSymbolEffect(downward: true) }
    /// The same effect: a symbol here is one layer.
    public var byLayer: AppearSymbolEffect { self }
    /// This effect on the whole symbol (as every effect is here).
    public var wholeSymbol: AppearSymbolEffect { self }
}

/// Hides the symbol while active, scaling it out.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, SymbolMotion {
    var downward = false
    /// This effect moving or scaling upward.
    public var up: DisappearSymbolEffect { DisappearSymbolEffect(downward: false) }
    /// This effect moving or scaling downward.
    public var down: DisappearSymbolEffect { DisappearSymbolEffect(downward: true) }
    /// The same effect: a symbol here is one layer.
    public var byLayer: DisappearSymbolEffect { self }
    /// This effect on the whole symbol (as every effect is here).
    public var wholeSymbol: DisappearSymbolEffect { self }
    var steps: [(Double, SymbolPose)] { [(0.25, SymbolPose(scale: downward ? 0.5 : 1.4, opacity: 0))] }
    var holds: Bool { true }
}

/// Shakes the symbol side to side (turns), or up and down.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolMotion {
    var vertical = false
    var sign = 1.0
    /// Shakes turning left first.
    public var left: WiggleSymbolEffect { WiggleSymbolEffect(vertical: false, sign: -1) }
    /// Shakes turning right first.
    public var right: WiggleSymbolEffect { WiggleSymbolEffect(vertical: false, sign: 1) }
    /// This effect moving or scaling upward.
    public var up: WiggleSymbolEffect { WiggleSymbolEffect(vertical: true, sign: 1) }
    /// This effect moving or scaling downward.
    public var down: WiggleSymbolEffect { WiggleSymbolEffect(vertical: true, sign: -1) }
    /// Shakes turning right first (forward in a left-to-right layout).
    public var forward: WiggleSymbolEffect { right }
    /// Shakes turning left first (backward in a left-to-right layout).
    public var backward: WiggleSymbolEffect { left }
    /// Turning clockwise.
    public var clockwise: WiggleSymbolEffect { right }
    /// Turning counterclockwise.
    public var counterClockwise: WiggleSymbolEffect { left }
    /// The same effect: a symbol here is one layer.
    public var byLayer: WiggleSymbolEffect { self }
    /// This effect on the whole symbol (as every effect is here).
    public var wholeSymbol: WiggleSymbolEffect { self }
    var steps: [(Double, SymbolPose)] {
        func pose(_ k: Double) -> SymbolPose { vertical ? SymbolPose(lift: 4 * k * sign) : SymbolPose(turn: 12 * k * sign) }
        return [(0.08, pose(1)), (0.2, pose(-1)), (0.32, pose(0.6)), (0.44, pose(-0.3)), (0.55, SymbolPose())]
    }
}

/// Turns the symbol a whole turn (clockwise unless asked otherwise).
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolMotion {
    var sign = 1.0
    /// Turning clockwise.
    public var clockwise: RotateSymbolEffect { RotateSymbolEffect(sign: 1) }
    /// Turning counterclockwise.
    public var counterClockwise: RotateSymbolEffect { RotateSymbolEffect(sign: -1) }
    /// The same effect: a symbol here is one layer.
    public var byLayer: RotateSymbolEffect { self }
    /// This effect on the whole symbol (as every effect is here).
    public var wholeSymbol: RotateSymbolEffect { self }
    var steps: [(Double, SymbolPose)] { [(1.0, SymbolPose(turn: 360 * sign))] }
}

/// Swells the symbol a little and back, as a breath.
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolMotion {
    var fades = false
    /// Swells and fades part way, as a breath with a pulse.
    public var pulse: BreatheSymbolEffect { BreatheSymbolEffect(fades: true) }
    /// Swells without fading.
    public var plain: BreatheSymbolEffect { BreatheSymbolEffect(fades: false) }
    /// The same effect: a symbol here is one layer.
    public var byLayer: BreatheSymbolEffect { self }
    /// This effect on the whole symbol (as every effect is here).
    public var wholeSymbol: BreatheSymbolEffect { self }
    var steps: [(Double, SymbolPose)] {
        [(0.8, SymbolPose(scale: 1.12, opacity: fades ? 0.6 : 1)), (1.6, SymbolPose())]
    }
}

/// Replaces one symbol with another (`contentTransition(.symbolEffect(.replace))`).
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    /// The same replacement (content changes at once here).
    public var downUp: ReplaceSymbolEffect { self }
    /// The same replacement (content changes at once here).
    public var upUp: ReplaceSymbolEffect { self }
    /// The same replacement (content changes at once here).
    public var offUp: ReplaceSymbolEffect { self }
    /// The same effect: a symbol here is one layer.
    public var byLayer: ReplaceSymbolEffect { self }
    /// This effect on the whole symbol (as every effect is here).
    public var wholeSymbol: ReplaceSymbolEffect { self }
}

/// The system's choice of effect.
public struct AutomaticSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// Scales the view up (or down) and springs it back.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// Fades the view part way and back.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Dims the symbol and brightens it again (SwiftUI sweeps its layers).
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// Holds the view scaled while active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    /// Shows the view while active, hidden while not.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Hides the view while active.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    /// Shakes the view side to side.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
    /// Turns the view and settles it back.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    /// Swells the view and lets it settle, as a breath.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// Replaces one symbol with another (a cross-fade here).
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The system's choice of effect.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}

/// How an effect plays, as SwiftUI's `SymbolEffectOptions`: how many times (an indefinite effect
/// repeats while active unless told a count) and how fast.
public struct SymbolEffectOptions: Sendable {
    /// How an effect repeats.
    public struct RepeatBehavior: Sendable {
        let count: Int?
        /// Over and over (while active).
        public static let continuous = RepeatBehavior(count: nil)
        /// `count` times (nil: over and over), with `delay` seconds between plays (not kept here).
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior { RepeatBehavior(count: count) }
        /// Over and over with `delay` seconds between plays (not kept here).
        public static func periodic(delay: Double?) -> RepeatBehavior { RepeatBehavior(count: nil) }
    }
    /// Plays: nil for the effect's own (an indefinite effect repeats while active, a discrete one plays
    /// once); a count plays that many times (an indefinite effect: each time it becomes active).
    let count: Int?
    /// Multiplies the effect's speed.
    let speedFactor: Double

    /// The effect's own plays at its own speed.
    public static let `default` = SymbolEffectOptions(count: nil, speedFactor: 1)
    /// Over and over (while active).
    public static let repeating = SymbolEffectOptions(count: .max, speedFactor: 1)
    /// Once.
    public static let nonRepeating = SymbolEffectOptions(count: 1, speedFactor: 1)
    /// Plays `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(count: max(1, count), speedFactor: 1) }
    /// Repeats as `behavior` says.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions(count: behavior.count ?? .max, speedFactor: 1) }
    /// At `speed` times the effect's speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(count: nil, speedFactor: speed) }
    /// These options playing `count` times (nil: the effect's own).
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions(count: count.map { max(1, $0) }, speedFactor: speedFactor) }
    /// These options repeating as `behavior` says.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions(count: behavior.count ?? .max, speedFactor: speedFactor) }
    /// These options at `speed` times the effect's speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(count: count, speedFactor: speed) }
}

extension SymbolMotion {
    /// Each step's length (seconds, at `speed` times the effect's speed) and pose, for `plays` plays.
    func segments(plays: Int, speed: Double) -> [(duration: Double, pose: SymbolPose)] {
        let k = 1 / max(0.01, speed)
        var out: [(duration: Double, pose: SymbolPose)] = []
        for _ in 0..<max(1, min(plays, 1000)) {
            var last = 0.0
            for (t, pose) in steps {
                out.append(((t - last) * k, pose))
                last = t
            }
        }
        return out
    }
}

/// A symbol effect on `content`: a discrete effect plays when its trigger changes; an indefinite one
/// repeats (or holds, or shows and hides) while active. Drawn by moving, scaling, turning and fading
/// the content (its layout is unchanged).
struct SymbolEffectView<Content: View>: View {
    enum Mode {
        case onChange(TriggerValue)
        case whileActive(Bool)
    }
    let content: Content
    let motion: SymbolMotion?
    /// An appear effect: shown while active.
    let appears: AppearSymbolEffect?
    let mode: Mode
    let options: SymbolEffectOptions

    static func posed(_ content: some View, _ pose: SymbolPose) -> some View {
        content.scaleEffect(pose.scale).opacity(pose.opacity).rotationEffect(.degrees(pose.turn)).offset(y: -pose.lift)
    }

    var body: some View {
        let speed = max(0.01, options.speedFactor)
        switch mode {
        case .onChange(let trigger):
            let segments = motion?.segments(plays: options.count ?? 1, speed: speed) ?? []
            return AnyView(KeyframeAnimator(initialValue: SymbolPose(), trigger: trigger, content: { Self.posed(content, $0) }) { _ in
                Self.tracks(segments)
            })
        case .whileActive(let active):
            if let appears {
                let hidden = SymbolPose(scale: appears.downward ? 1.4 : 0.5, opacity: 0)
                return AnyView(Self.posed(content, active ? SymbolPose() : hidden).animation(.spring(duration: 0.3 / speed), value: active))
            }
            guard let motion else { return AnyView(content) }
            if motion.holds {
                let end = motion.steps.last?.1 ?? SymbolPose()
                return AnyView(Self.posed(content, active ? end : SymbolPose()).animation(.spring(duration: 0.3 / speed), value: active))
            }
            if let count = options.count, count < .max {
                // Counted: it plays `count` times once active (on appearing so, too), then rests.
                let segments = active ? motion.segments(plays: count, speed: speed) : []
                return AnyView(KeyframeAnimator(initialValue: SymbolPose(), trigger: active, playsAtFirst: active,
                                                content: { Self.posed(content, $0) }) { _ in Self.tracks(segments) })
            }
            let segments = motion.segments(plays: 1, speed: speed)
            // Stopped mid-play, the view eases back to rest rather than jumping there.
            return AnyView(KeyframeAnimator(initialValue: SymbolPose(), repeating: active, content: { Self.posed(content, $0) }) { _ in
                Self.tracks(segments)
            }.animation(active ? nil : .easeOut(duration: 0.25 / speed), value: active))
        }
    }

    @KeyframesBuilder<SymbolPose>
    static func tracks(_ segments: [(duration: Double, pose: SymbolPose)]) -> some Keyframes<SymbolPose> {
        KeyframeTrack(\SymbolPose.scale) { for s in segments { LinearKeyframe(s.pose.scale, duration: s.duration, timingCurve: .easeInOut) } }
        KeyframeTrack(\SymbolPose.opacity) { for s in segments { LinearKeyframe(s.pose.opacity, duration: s.duration, timingCurve: .easeInOut) } }
        KeyframeTrack(\SymbolPose.turn) { for s in segments { LinearKeyframe(s.pose.turn, duration: s.duration, timingCurve: .easeInOut) } }
        KeyframeTrack(\SymbolPose.lift) { for s in segments { LinearKeyframe(s.pose.lift, duration: s.duration, timingCurve: .easeInOut) } }
    }
}

extension View {
    /// Plays `effect` on this view each time `value` changes, as SwiftUI's
    /// `symbolEffect(_:options:value:)` (`.bounce`, `.pulse`, `.wiggle`, `.rotate`, `.breathe`, …);
    /// `options` sets how many times and how fast.
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                   value: U) -> some View {
        SymbolEffectView(content: self, motion: effect as? SymbolMotion, appears: nil, mode: .onChange(TriggerValue(value)), options: options)
    }

    /// Runs `effect` on this view while `isActive`, as SwiftUI's `symbolEffect(_:options:isActive:)`:
    /// `.pulse`, `.variableColor`, `.bounce`, `.wiggle`, `.rotate`, `.breathe` repeat; `.scale` holds the
    /// view scaled; `.disappear` hides it and `.appear` shows it (hidden while inactive).
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                       isActive: Bool = true) -> some View {
        SymbolEffectView(content: self, motion: effect as? SymbolMotion, appears: effect as? AppearSymbolEffect, mode: .whileActive(isActive),
                         options: options)
    }

    /// Accepted: effects here are the modifiers written on a view, so there are none inherited to remove.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}
