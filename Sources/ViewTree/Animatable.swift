import Foundation
import Geometry
import Motion

/// A value a shape animates through, as SwiftUI's `VectorArithmetic`: it can be added, subtracted and
/// scaled, so an animation draws `from + (to − from) × progress` at each frame.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The sum of the squares of the components.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// This value scaled by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var v = self
        v.scale(by: rhs)
        return v
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The value squared.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together, as SwiftUI's `AnimatablePair` (nest pairs for more).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second
    /// The pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// The pair of zeros.
    public static var zero: Self { Self(.zero, .zero) }
    /// Component-wise sum.
    public static func + (a: Self, b: Self) -> Self { Self(a.first + b.first, a.second + b.second) }
    /// Component-wise difference.
    public static func - (a: Self, b: Self) -> Self { Self(a.first - b.first, a.second - b.second) }
    /// Scales both values.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// No animatable data: a shape whose outline does not animate (the default).
public struct EmptyAnimatableData: VectorArithmetic {
    /// Nothing.
    public init() {}
    /// Nothing.
    public static var zero: Self { Self() }
    /// Nothing.
    public static func + (a: Self, b: Self) -> Self { a }
    /// Nothing.
    public static func - (a: Self, b: Self) -> Self { a }
    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

/// A value whose drawing animates through `animatableData`, as SwiftUI's `Animatable`: a `Shape` that
/// declares it (a wave's phase, a trim's ends, a star's point count as a `Double`) is drawn at each
/// frame of an animated change with its data mixed between the old and the new value, its `path(in:)`
/// asked again each time. Without it the outline changes at once. Main-actor isolated, as views are.
@MainActor
public protocol Animatable {
    /// The data the animation mixes.
    associatedtype AnimatableData: VectorArithmetic = EmptyAnimatableData
    /// The value's animatable data: read for the old and new values, written into a copy at each frame.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing animates.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A shape's animatable data, type-erased for the engine: the value it was made with, how two values
/// mix, and its outline drawn with a given value.
struct AnimatableOutline {
    /// The shape's `animatableData`.
    let data: Any
    /// `a + (b − a) × t` (t outside 0...1 extrapolates: springs overshoot).
    let mix: (Any, Any, Double) -> Any
    /// True when two data values are the same.
    let same: (Any, Any) -> Bool
    /// The shape's outline in `rect` with its data set to the first argument.
    let path: @MainActor (Any, Rect) -> Path

    /// The outline of `shape`, animatable when its data is not empty; nil otherwise.
    @MainActor
    init?<S: Shape>(_ shape: S) {
        guard S.AnimatableData.self != EmptyAnimatableData.self else { return nil }
        data = shape.animatableData
        mix = { a, b, t in
            guard let a = a as? S.AnimatableData, let b = b as? S.AnimatableData else { return b }
            return a + (b - a).scaled(by: t)
        }
        same = { a, b in (a as? S.AnimatableData) == (b as? S.AnimatableData) }
        path = { d, rect in
            var copy = shape
            if let d = d as? S.AnimatableData { copy.animatableData = d }
            return copy.path(in: CGRect(rect))
        }
    }
}

/// A view's content on its way from one value to another at the presented progress (0 → 1 on the
/// change's animation): a custom shape's outline between two values of its animatable data (`mix`
/// gives the data drawn), or a text's string rolling to a new one (`from` is a `TextRoll`, `to` the
/// new string; `contentTransition(.numericText())`).
struct ContentMotion {
    var from: Any
    var to: Any
    var progress: AnimatedValue<Double>
    let mix: (Any, Any, Double) -> Any

    /// The data drawn at `time`.
    func presented(at time: Double) -> Any { mix(from, to, progress.presented(at: time)) }
}
