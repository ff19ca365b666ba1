/// A kind of haptic feedback, as SwiftUI's `SensoryFeedback`. A desktop window has no haptic engine:
/// `sensoryFeedback` is accepted and plays nothing, as on an iPhone with haptics switched off.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    /// How a physical impact feels.
    public enum Weight: Hashable, Sendable { case light, medium, heavy }
    /// How flexible the objects that collide are.
    public enum Flexibility: Hashable, Sendable { case rigid, solid, soft }

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
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
