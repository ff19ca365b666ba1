import Foundation

/// Ticks every `interval` seconds for `onReceive`, as Combine's `Timer.TimerPublisher` in SwiftUI code
/// (`Timer.publish(every: 1, on: .main, in: .common).autoconnect()`). It runs on the graph's clock, so
/// a snapshot's virtual time drives it as the window's real time does; each tick hands the action the
/// current date.
public struct TimerPublisher: Sendable {
    /// Seconds between ticks (at least 1/120 s).
    public let interval: TimeInterval

    /// The publisher, connected when a view receives from it (`autoconnect` returns it as it is).
    public func autoconnect() -> TimerPublisher { self }
}

extension Timer {
    /// A publisher ticking every `interval` seconds, as Combine's `Timer.publish(every:on:in:)`. The
    /// run loop and mode are accepted (the graph's clock drives it).
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: max(1.0 / 120, interval.isFinite ? interval : 1))
    }
}

/// The view `onReceive(_:perform:)` makes: while the content is in the tree, its action runs every
/// interval (the newest action its body made).
struct TimerReceiver<Content: View>: View {
    let content: Content
    let interval: TimeInterval
    let action: @MainActor (Date) -> Void
    @State private var ticker = Ticker()

    var body: some View {
        let ticker = self.ticker, interval = self.interval
        ticker.action = action
        let node = EvaluationContext.current
        return content
            .onAppear { [weak node] in ticker.start(every: interval, in: node?.host) }
            .onDisappear { ticker.stop() }
    }
}

/// A receiver's repeating tick on its graph's clock; stops when told or when its graph goes.
@MainActor
final class Ticker {
    var action: (@MainActor (Date) -> Void)?
    /// Bumped by each start and stop: a tick scheduled by an earlier run does nothing.
    private var run = 0

    func start(every interval: TimeInterval, in graph: ViewGraph?) {
        guard let graph else { return }
        run += 1
        schedule(run, every: interval, in: graph)
    }

    func stop() { run += 1 }

    private func schedule(_ current: Int, every interval: TimeInterval, in graph: ViewGraph) {
        graph.after(interval) { [weak self, weak graph] in
            guard let self, let graph, current == self.run else { return }
            self.action?(Date())
            self.schedule(current, every: interval, in: graph)
        }
    }
}

extension View {
    /// Runs `action` with the date at each tick of `publisher` while this view is in the tree, as
    /// SwiftUI's `onReceive(_:perform:)` with a timer.
    public func onReceive(_ publisher: TimerPublisher, perform action: @escaping @MainActor (Date) -> Void) -> some View {
        TimerReceiver(content: self, interval: publisher.interval, action: action)
    }
}
