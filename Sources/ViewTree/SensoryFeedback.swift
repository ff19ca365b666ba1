/// A kind of haptic feedback, as SwiftUI's `SensoryFeedback`. A desktop window has no haptic engine:
/// `sensoryFeedback` is accepted and plays nothing, as on an iPhone with haptics switched off.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    /// How a physical impact feels.
    public enum Weight: Hashable, Sendable {
        /// A light impact.
        case light
        /// A medium impact (the default).
        case medium
        /// A heavy impact.
        case heavy
    }
    /// How flexible the objects that collide are.
    public enum Flexibility: Hashable, Sendable {
        /// An impact of hard objects.
        case rigid
        /// An impact of firm objects.
        case solid
        /// An impact of soft objects.
        case soft
    }

    /// The `success` feedback (nothing plays on a desktop).
    public static let success = SensoryFeedback(name: "success")
    /// The `warning` feedback (nothing plays on a desktop).
    public static let warning = SensoryFeedback(name: "warning")
    /// The `error` feedback (nothing plays on a desktop).
    public static let error = SensoryFeedback(name: "error")
    /// The `selection` feedback (nothing plays on a desktop).
    public static let selection = SensoryFeedback(name: "selection")
    /// The `increase` feedback (nothing plays on a desktop).
    public static let increase = SensoryFeedback(name: "increase")
    /// The `decrease` feedback (nothing plays on a desktop).
    public static let decrease = SensoryFeedback(name: "decrease")
    /// The `start` feedback (nothing plays on a desktop).
    public static let start = SensoryFeedback(name: "start")
    /// The `stop` feedback (nothing plays on a desktop).
    public static let stop = SensoryFeedback(name: "stop")
    /// The `alignment` feedback (nothing plays on a desktop).
    public static let alignment = SensoryFeedback(name: "alignment")
    /// The `levelChange` feedback (nothing plays on a desktop).
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// The `pathComplete` feedback (nothing plays on a desktop).
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    /// The `impact` feedback (nothing plays on a desktop).
    public static let impact = SensoryFeedback(name: "impact")
    /// An impact of `weight`, at `intensity` (0...1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    /// An impact of objects of `flexibility`, at `intensity` (0...1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
}

extension View {
    /// Plays `feedback` when `trigger` changes (nothing to play on a desktop: the view is as it was).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` holds (nothing on a desktop).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View { self }

    /// Plays the feedback `feedback(old, new)` returns when `trigger` changes (nothing on a desktop).
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }
}
