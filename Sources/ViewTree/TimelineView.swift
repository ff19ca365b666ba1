import Foundation

/// When a `TimelineView` draws again, as SwiftUI's `TimelineSchedule`: the first update after a date.
public protocol TimelineSchedule: Sendable {
    /// The first update after `date` (nil: none, the schedule is paused).
    func nextUpdate(after date: Date) -> Date?
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
    public func nextUpdate(after date: Date) -> Date? {
        paused ? nil : date.addingTimeInterval(max(1.0 / 60, minimumInterval.map { $0.isFinite ? $0 : 0 } ?? 0))
    }
    public var cadence: TimelineViewDefaultContext.Cadence { .live }
}

/// Every `interval` seconds from a start date: at start + n·interval.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: TimeInterval
    /// Updates at `startDate` and every `interval` seconds after it.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }
    public func nextUpdate(after date: Date) -> Date? {
        guard interval.isFinite, interval > 0 else { return nil }
        let step = max(1.0 / 60, interval)
        let since = date.timeIntervalSince(start)
        guard since >= 0 else { return start }
        return start.addingTimeInterval((since / step).rounded(.down) * step + step)
    }
    public var cadence: TimelineViewDefaultContext.Cadence { interval >= 60 ? .minutes : interval >= 1 ? .seconds : .live }
}

/// At the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    /// The schedule (SwiftUI's `.everyMinute`).
    public init() {}
    /// The start of the minute after `date`.
    public func nextUpdate(after date: Date) -> Date? {
        Date(timeIntervalSinceReferenceDate: ((date.timeIntervalSinceReferenceDate / 60).rounded(.down) + 1) * 60)
    }
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
    /// At `startDate` and every `interval` seconds after it.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

/// What a `TimelineView`'s content is made from, as SwiftUI's `TimelineView.Context`.
public struct TimelineViewDefaultContext {
    /// How often the content is made again.
    public enum Cadence: Comparable, Sendable {
        /// Updates come every frame or more often than once a second.
        case live
        /// Updates come about once a second.
        case seconds
        /// Updates come about once a minute.
        case minutes
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
    @State private var ticker = TimelineTicker()

    /// Content made from each update's context, on `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        let node = EvaluationContext.current
        let ticker = self.ticker
        // Each update's tick makes this view again; a schedule changed by state (paused, another
        // interval) is followed from now.
        ticker.follow(schedule, node: node)
        let date = node?.host?.date ?? Date(timeIntervalSinceReferenceDate: 0)
        return content(Context(date: date, cadence: schedule.cadence))
            .onDisappear { ticker.stop() }
    }
}

/// A timeline's ticks on its graph's clock: at each of the schedule's dates, the timeline's node is
/// marked to be made again (at the next update, so the content is a frame behind the tick, made with
/// that update's date). A tick is due a little early (a quarter of a 60 Hz frame at most), so a frame
/// that comes a hair before the date still takes it: `.animation` updates every frame of a 60 Hz
/// window, not every other one.
@MainActor
final class TimelineTicker {
    /// Bumped by each start and stop: a tick scheduled by an earlier run does nothing.
    private var run = 0
    /// The schedule followed (its description: every field), nil when stopped.
    private var followed: String?

    func follow(_ schedule: some TimelineSchedule, node: Node?) {
        let key = String(describing: schedule)
        guard key != followed, let node, let graph = node.host else { return }
        followed = key
        run += 1
        // The first tick is due at once (at the end of this update): the next frame is made again,
        // as every frame after it is by the tick of the frame before.
        let current = run
        graph.after(0) { [weak self, weak node, weak graph] in
            guard let self, let node, let graph, current == self.run else { return }
            self.tick(current, schedule, node: node, graph: graph)
        }
    }

    func stop() {
        run += 1
        followed = nil
    }

    private func tick(_ current: Int, _ schedule: some TimelineSchedule, node: Node, graph: ViewGraph) {
        let now = graph.date
        guard let next = schedule.nextUpdate(after: now) else { return }
        node.invalidate()
        let delay = max(0, next.timeIntervalSince(now))
        graph.after(max(0, delay - min(delay / 2, 1.0 / 240))) { [weak self, weak node, weak graph] in
            guard let self, let node, let graph, current == self.run else { return }
            self.tick(current, schedule, node: node, graph: graph)
        }
    }
}
