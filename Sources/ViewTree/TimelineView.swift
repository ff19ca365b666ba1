import Foundation

/// When a `TimelineView` draws again, as SwiftUI's `TimelineSchedule`: every `interval` seconds of the
/// graph's clock from the moment it appears (nil: never again).
public protocol TimelineSchedule: Sendable {
    /// Seconds between updates, or nil when the schedule is paused.
    var updateInterval: TimeInterval? { get }
    /// How often the content changes, for content that shows less when updates are rarer.
    var cadence: TimelineViewDefaultContext.Cadence { get }
}

/// Every frame (at most 60 a second here), or every `minimumInterval` seconds, unless paused.
public struct AnimationTimelineSchedule: TimelineSchedule {
    let minimumInterval: Double?
    let paused: Bool
    /// A schedule of every frame, or every `minimumInterval` seconds; none while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
    public var updateInterval: TimeInterval? { paused ? nil : max(1.0 / 60, minimumInterval ?? 0) }
    public var cadence: TimelineViewDefaultContext.Cadence { .live }
}

/// Every `interval` seconds.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let interval: TimeInterval
    /// A schedule from `startDate` every `interval` seconds (the first update is when the view appears).
    public init(from startDate: Date, by interval: TimeInterval) { self.interval = interval }
    public var updateInterval: TimeInterval? { interval.isFinite && interval > 0 ? max(1.0 / 60, interval) : nil }
    public var cadence: TimelineViewDefaultContext.Cadence { interval >= 60 ? .minutes : interval >= 1 ? .seconds : .live }
}

/// Every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
    public var updateInterval: TimeInterval? { 60 }
    public var cadence: TimelineViewDefaultContext.Cadence { .minutes }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Every frame, at most one per `minimumInterval` seconds; none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

/// What a `TimelineView`'s content is made from, as SwiftUI's `TimelineView.Context`.
public struct TimelineViewDefaultContext {
    /// How often the content is made again.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
    /// The date of this update: the graph's clock (`ViewGraph.date`), so a snapshot's virtual time
    /// drives it as the window's real time does.
    public let date: Date
    /// How often updates come.
    public let cadence: Cadence
}

/// Content made again on a schedule, as SwiftUI's `TimelineView`: `TimelineView(.animation) { context in
/// ... context.date ... }` draws every frame while it is in the tree.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// SwiftUI's name for what the content is made from.
    public typealias Context = TimelineViewDefaultContext
    let schedule: Schedule
    let content: (Context) -> Content
    @State private var ticker = Ticker()

    /// Content made from each update's context, on `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        let node = EvaluationContext.current
        let ticker = self.ticker, interval = schedule.updateInterval
        // Each tick makes this view again (its body asks the graph's date anew).
        ticker.action = { [weak node] _ in node?.invalidate() }
        let date = node?.host?.date ?? Date(timeIntervalSinceReferenceDate: 0)
        return content(Context(date: date, cadence: schedule.cadence))
            .onAppear { [weak node] in if let interval { ticker.start(every: interval, in: node?.host) } }
            .onDisappear { ticker.stop() }
    }
}
