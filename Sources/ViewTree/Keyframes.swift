import Foundation
import Motion

// Keyframes as SwiftUI writes them (iOS 17): tracks of keyframes, one track a property of the animated
// value, evaluated at any time. `KeyframeAnimator` plays them; `KeyframeTimeline` evaluates them.
// Values are interpolated through their `animatableData`, so any `Animatable` value animates (numbers,
// `CGPoint`, `CGSize`, `Angle`, and values of one's own).

/// One keyframe's move on a track, with its values as animatable data.
@MainActor
public struct KeyframeSegment<Value: Animatable> {
    enum Kind {
        /// Along a unit curve.
        case linear(UnitCurve)
        /// A cubic through the keyframes (adjacent cubic keyframes form a Catmull-Rom spline), with the
        /// velocities given, if any, in data units per second.
        case cubic(start: Value.AnimatableData?, end: Value.AnimatableData?)
        /// A spring toward the value, from the velocity the segment before ended with (or the one given).
        case spring(Spring, start: Value.AnimatableData?)
        /// At once.
        case move
    }
    let kind: Kind
    let target: Value
    /// Seconds; nil for a spring that runs until it settles.
    let duration: Double?
}

/// What a keyframe track is made of (SwiftUI's `KeyframeTrackContent`): keyframes and lists of them.
@MainActor
public protocol KeyframeTrackContent<Value> {
    /// The type of the values the keyframes reach.
    associatedtype Value: Animatable
    /// The keyframes, in order.
    var segments: [KeyframeSegment<Value>] { get }
}

/// A keyframe that moves along a unit curve (linear by default) to `to` in `duration` seconds.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let segments: [KeyframeSegment<Value>]
    /// A keyframe reaching `to` after `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segments = [KeyframeSegment(kind: .linear(timingCurve), target: to, duration: max(0, duration))]
    }
}

/// A keyframe that moves on a smooth cubic curve to `to` in `duration` seconds; without velocities, the
/// curve keeps the motion smooth through its neighbours (adjacent cubic keyframes: a Catmull-Rom spline).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let segments: [KeyframeSegment<Value>]
    /// A keyframe reaching `to` after `duration` seconds, leaving and arriving at the given velocities
    /// (units per second; nil: smooth through the neighbouring keyframes).
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segments = [KeyframeSegment(kind: .cubic(start: startVelocity?.animatableData, end: endVelocity?.animatableData),
                                    target: to, duration: max(0, duration))]
    }
}

/// A keyframe that springs to `to`: for `duration` seconds when given (the next keyframe then starts
/// from where the spring is), else until the spring settles.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let segments: [KeyframeSegment<Value>]
    /// A keyframe springing to `to` on `spring`, for `duration` seconds (nil: until it settles),
    /// starting at `startVelocity` (nil: the velocity the track has there).
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segments = [KeyframeSegment(kind: .spring(spring, start: startVelocity?.animatableData), target: to, duration: duration.map { max(0, $0) })]
    }
}

/// A keyframe that jumps to `to` at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let segments: [KeyframeSegment<Value>]
    /// A keyframe that is `to` at once.
    public init(_ to: Value) { segments = [KeyframeSegment(kind: .move, target: to, duration: 0)] }
}

/// Keyframes listed in a track's builder.
public struct KeyframeTrackContentList<Value: Animatable>: KeyframeTrackContent {
    public let segments: [KeyframeSegment<Value>]
}

/// Builds a track's keyframes (`if`, `if`/`else` and `for` included).
@MainActor
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe (or list of them) written in the block: its segments.
    public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> [KeyframeSegment<Value>] where K.Value == Value { k.segments }
    /// The block's keyframes, in the order written.
    public static func buildBlock(_ parts: [KeyframeSegment<Value>]...) -> [KeyframeSegment<Value>] { parts.flatMap { $0 } }
    /// An `if` without `else`: its keyframes, or none.
    public static func buildOptional(_ part: [KeyframeSegment<Value>]?) -> [KeyframeSegment<Value>] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: [KeyframeSegment<Value>]) -> [KeyframeSegment<Value>] { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: [KeyframeSegment<Value>]) -> [KeyframeSegment<Value>] { second }
    /// A `for` loop's keyframes, in order.
    public static func buildArray(_ parts: [[KeyframeSegment<Value>]]) -> [KeyframeSegment<Value>] { parts.flatMap { $0 } }
    /// The track's content: every keyframe, in order.
    public static func buildFinalResult(_ all: [KeyframeSegment<Value>]) -> KeyframeTrackContentList<Value> { KeyframeTrackContentList(segments: all) }
}

/// A track made ready to play: its duration and its value at any time, from a start value. Made by
/// the keyframe types; nothing to make or read by hand.
@MainActor
public struct PlayableTrack<Root> {
    /// Seconds until its last keyframe ends.
    let duration: Double
    /// Writes the track's value at `time` (seconds from its start) into `root`.
    let apply: @MainActor (inout Root, Double) -> Void
}

/// Keyframes for values of `Value` (SwiftUI's `Keyframes`): one track, or several built together.
@MainActor
public protocol Keyframes<Value> {
    /// The type of the value the keyframes animate.
    associatedtype Value
    /// The tracks, each made ready to play from a start value.
    func playableTracks(from start: Value) -> [PlayableTrack<Value>]
}

/// The keyframes of one property of `Root` (at `keyPath`), or of the whole value.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// A track for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    public func playableTracks(from start: Root) -> [PlayableTrack<Root>] {
        let path = KeyframeCurve(start: start[keyPath: keyPath], segments: content.segments)
        let keyPath = keyPath
        return [PlayableTrack(duration: path.duration) { root, t in root[keyPath: keyPath] = path.value(at: t) }]
    }
}

extension KeyframeTrack where Root == Value {
    /// A track for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
        self.init(\.self, content: content)
    }
}

/// Tracks built together.
public struct KeyframeTrackList<Value>: Keyframes {
    let parts: [@MainActor (Value) -> [PlayableTrack<Value>]]
    public func playableTracks(from start: Value) -> [PlayableTrack<Value>] { parts.flatMap { $0(start) } }
}

/// Builds keyframes from tracks (`if` and `for` included).
@MainActor
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// Tracks written in a block, each made ready to play from the start value when asked.
    public typealias Part = [@MainActor (Value) -> [PlayableTrack<Value>]]
    /// A track (or tracks) written in the block.
    public static func buildExpression<K: Keyframes>(_ k: K) -> Part where K.Value == Value { [{ k.playableTracks(from: $0) }] }
    /// The block's tracks, in the order written.
    public static func buildBlock(_ parts: Part...) -> Part { parts.flatMap { $0 } }
    /// An `if` without `else`: its tracks, or none.
    public static func buildOptional(_ part: Part?) -> Part { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: Part) -> Part { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: Part) -> Part { second }
    /// A `for` loop's tracks, in order.
    public static func buildArray(_ parts: [Part]) -> Part { parts.flatMap { $0 } }
    /// Every track, played together.
    public static func buildFinalResult(_ all: Part) -> KeyframeTrackList<Value> { KeyframeTrackList(parts: all) }
}

/// Keyframes evaluated at any time (SwiftUI's `KeyframeTimeline`): what `KeyframeAnimator` plays.
@MainActor
public struct KeyframeTimeline<Value> {
    let start: Value
    let tracks: [PlayableTrack<Value>]

    /// The keyframes `content` builds, starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content())
    }

    init(initialValue: Value, keyframes: some Keyframes<Value>) {
        start = initialValue
        tracks = keyframes.playableTracks(from: initialValue)
    }

    /// Seconds until the last track's last keyframe ends.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds from the start (clamped to 0...duration: before it the start value, after
    /// it each track's last value).
    public func value(time: TimeInterval) -> Value {
        var v = start
        let t = time.isFinite ? max(0, time) : 0
        for track in tracks { track.apply(&v, t) }
        return v
    }

    /// The value at `progress` (0...1) of the duration.
    public func value(progress: Double) -> Value { value(time: duration * min(max(progress, 0), 1)) }
}

/// One track's keyframes laid out in time from a start value: each segment's start value, velocity
/// and duration resolved in order, so any time is found by a walk over the segments.
@MainActor
struct KeyframeCurve<Value: Animatable> {
    typealias Data = Value.AnimatableData
    struct Piece {
        let kind: KeyframeSegment<Value>.Kind
        let start: Double
        let duration: Double
        let from: Data
        let to: Data
        let startVelocity: Data
        let endVelocity: Data
    }
    let template: Value
    let pieces: [Piece]
    let end: Data

    init(start: Value, segments: [KeyframeSegment<Value>]) {
        template = start
        var pieces: [Piece] = []
        var from = start.animatableData
        var velocity = Data.zero
        var time = 0.0
        for (i, s) in segments.enumerated() {
            let to = s.target.animatableData
            let duration: Double
            var startVelocity = velocity, endVelocity = Data.zero
            switch s.kind {
            case .move:
                duration = 0
            case .linear(let curve):
                duration = s.duration ?? 0
                startVelocity = duration > 0 ? (to - from).scaled(by: curve.velocity(at: 0) / duration) : .zero
                endVelocity = duration > 0 ? (to - from).scaled(by: curve.velocity(at: 1) / duration) : .zero
            case .cubic(let given, let givenEnd):
                duration = s.duration ?? 0
                startVelocity = given ?? velocity
                if let givenEnd {
                    endVelocity = givenEnd
                } else if i + 1 < segments.count, case .cubic = segments[i + 1].kind, let next = segments[i + 1].duration, duration + next > 0 {
                    // Catmull-Rom: the tangent at a keyframe between two cubic ones.
                    endVelocity = (segments[i + 1].target.animatableData - from).scaled(by: 1 / (duration + next))
                }
            case .spring(let spring, let given):
                startVelocity = given ?? velocity
                duration = s.duration ?? Self.settlingDuration(spring, offset: from - to, velocity: startVelocity)
                endVelocity = s.duration == nil ? .zero : Self.spring(spring, from: from, to: to, velocity: startVelocity, at: duration).velocity
            }
            pieces.append(Piece(kind: s.kind, start: time, duration: duration, from: from, to: to,
                                startVelocity: startVelocity, endVelocity: endVelocity))
            // A spring cut short hands on where it is; every other keyframe (a spring left to settle
            // too) ends on its value.
            if case .spring(let spring, _) = s.kind, s.duration != nil {
                from = Self.spring(spring, from: from, to: to, velocity: startVelocity, at: duration).value
            } else {
                from = to
            }
            velocity = endVelocity
            time += duration
        }
        self.pieces = pieces
        end = from
    }

    /// Seconds until the last keyframe ends.
    var duration: Double { (pieces.last.map { $0.start + $0.duration }) ?? 0 }

    /// The value `t` seconds from the start.
    func value(at t: Double) -> Value {
        var v = template
        v.animatableData = data(at: t)
        return v
    }

    private func data(at t: Double) -> Data {
        guard let first = pieces.first else { return end }
        if t <= first.start { return first.from }
        for p in pieces where t < p.start + p.duration {
            let local = t - p.start
            switch p.kind {
            case .move:
                return p.to
            case .linear(let curve):
                return p.from + (p.to - p.from).scaled(by: curve.value(at: local / p.duration))
            case .cubic:
                // Cubic Hermite between the ends with the velocities (per second) as tangents.
                let s = local / p.duration, s2 = s * s, s3 = s2 * s
                let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
                return p.from.scaled(by: h00) + p.startVelocity.scaled(by: h10 * p.duration)
                    + p.to.scaled(by: h01) + p.endVelocity.scaled(by: h11 * p.duration)
            case .spring(let spring, _):
                return Self.spring(spring, from: p.from, to: p.to, velocity: p.startVelocity, at: local).value
            }
        }
        return end
    }

    /// How long a spring takes to settle from `offset` moving at `velocity` (SwiftUI's default length
    /// of a spring keyframe): to within a thousandth of the offset (or of one unit, if larger), the
    /// velocity taken either way along it (the data gives lengths, not directions).
    static func settlingDuration(_ spring: Spring, offset: Data, velocity: Data) -> Double {
        let x = offset.magnitudeSquared.squareRoot(), v = velocity.magnitudeSquared.squareRoot()
        guard x > 0 || v > 0 else { return 0 }
        let epsilon = 1e-3 * max(1, x)
        return max(spring.settlingDuration(x0: x, v0: v, epsilon: epsilon), spring.settlingDuration(x0: x, v0: -v, epsilon: epsilon))
    }

    /// A spring from `from` (moving at `velocity`, units per second) toward `to`, `t` seconds on. The
    /// motion is linear in its start, so it is the start offset's decay plus the start velocity's.
    static func spring(_ spring: Spring, from: Data, to: Data, velocity: Data, at t: Double) -> (value: Data, velocity: Data) {
        let byOffset = spring.state(at: t, x0: 1, v0: 0), byVelocity = spring.state(at: t, x0: 0, v0: 1)
        let offset = from - to
        return (to + offset.scaled(by: byOffset.x) + velocity.scaled(by: byVelocity.x),
                offset.scaled(by: byOffset.v) + velocity.scaled(by: byVelocity.v))
    }
}

extension Double: Animatable {
    /// The number itself.
    public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}

extension CGFloat: Animatable {
    /// The number itself.
    public var animatableData: CGFloat {
        get { self }
        set { self = newValue }
    }
}

extension CGPoint: Animatable {
    /// x and y.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// Width and height.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension Spring {
    /// A spring by perceptual duration (seconds) and bounce (0 none, up to 1), as SwiftUI's
    /// `Spring(duration:bounce:)`: response `duration`, damping fraction `1 − bounce`.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let damping = bounce >= 0 ? 1 - min(bounce, 0.99) : 1 / (1 + max(bounce, -0.99))
        self.init(response: max(1e-3, duration), dampingFraction: damping)
    }
    /// No bounce, 0.5 s (SwiftUI's `.smooth`).
    public static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }
    /// A little bounce, 0.5 s (SwiftUI's `.snappy`).
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
    /// A clear bounce, 0.5 s (SwiftUI's `.bouncy`).
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }
    /// A smooth spring of `duration`.
    @_disfavoredOverload
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    /// A snappy spring of `duration`.
    @_disfavoredOverload
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    /// A bouncy spring of `duration`.
    @_disfavoredOverload
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}
