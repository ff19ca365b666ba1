import Foundation
import Motion

/// The view a `phaseAnimator` or `keyframeAnimator` modifier was applied to, handed to its content
/// closure (SwiftUI's `PlaceholderContentView`).
public struct PlaceholderContentView<Value: View>: View {
    let content: Value
    public var body: some View { content }
}

/// A trigger value of any `Equatable` type, compared with the next one.
struct TriggerValue {
    let value: Any
    let equals: (Any) -> Bool
    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }
    func same(as other: TriggerValue) -> Bool { equals(other.value) }
}

extension TriggerValue: Equatable {
    /// The same value (a trigger that wraps a trigger compares what it wraps).
    static func == (a: TriggerValue, b: TriggerValue) -> Bool { a.same(as: b) }
}

/// Plays content through a sequence of phases (SwiftUI's `PhaseAnimator`): each phase change runs
/// under the animation `animation` gives for the phase moved to, and the next starts when it ends.
/// Without a trigger it cycles for as long as it is shown; with one it rests in the first phase and,
/// each time the trigger changes, runs through every phase and back to the first.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: TriggerValue?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0
    @State private var runner = PhaseRunner()

    /// Cycles through `phases` for as long as the view is shown.
    public init<S: Sequence>(_ phases: S, @ViewBuilder content: @escaping (Phase) -> Content,
                             animation: @escaping (Phase) -> Animation? = { _ in .default }) where S.Element == Phase {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once each time `trigger` changes.
    public init<S: Sequence, T: Equatable>(_ phases: S, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
                                           animation: @escaping (Phase) -> Animation? = { _ in .default }) where S.Element == Phase {
        self.phases = Array(phases)
        self.trigger = TriggerValue(trigger)
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        let graph = EvaluationContext.current?.host
        let runner = self.runner
        if let graph, phases.count > 1, runner.shouldStart(trigger) {
            let run = runner.run
            let phases = self.phases, animation = self.animation, index = $index, cycles = trigger == nil
            // Not while this body is made: the first step is the next action of the graph.
            graph.after(0) { PhaseRunner.step(run, runner, phases, animation, index, cycles: cycles) }
        }
        // No phases: nothing to draw (SwiftUI asks for at least one).
        let phase = phases.isEmpty ? nil : phases[min(index, phases.count - 1)]
        return Group { if let phase { content(phase) } }
            .onDisappear { runner.stop() }
    }
}

/// What a phase animator remembers between its bodies: the trigger seen last and which run is current.
@MainActor
final class PhaseRunner {
    /// Bumped by each start and stop: a step of an earlier run does nothing.
    private(set) var run = 0
    private var started = false
    private var lastTrigger: TriggerValue?

    /// Whether a run starts now: the first body of a cycling animator, or a changed trigger.
    func shouldStart(_ trigger: TriggerValue?) -> Bool {
        guard let trigger else {
            if started { return false }
            started = true
            run += 1
            return true
        }
        defer { lastTrigger = trigger }
        guard let last = lastTrigger, !last.same(as: trigger) else { return false }
        run += 1
        return true
    }

    func stop() {
        run += 1
        started = false
    }

    /// Moves to the next phase under its animation; when that ends, the next step follows (a
    /// triggered run ends on its return to the first phase).
    static func step<Phase>(_ run: Int, _ runner: PhaseRunner, _ phases: [Phase], _ animation: @escaping (Phase) -> Animation?,
                            _ index: Binding<Int>, cycles: Bool) {
        guard run == runner.run, !phases.isEmpty else { return }
        let next = (index.wrappedValue + 1) % phases.count
        let last = !cycles && next == 0
        withAnimation(animation(phases[next]), completion: {
            if !last { step(run, runner, phases, animation, index, cycles: cycles) }
        }) {
            index.wrappedValue = next
        }
    }
}

/// Plays keyframes on a value and makes its content from the value at each frame (SwiftUI's
/// `KeyframeAnimator`). Repeating, it loops from the view's appearance (not repeating: the start
/// value); with a trigger it rests at `initialValue` and plays once each time the trigger changes,
/// from the value the last play ended on, and rests where it ends. Times are the graph's clock, so a
/// snapshot at a time draws the keyframes' value at that time.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
    let initialValue: Value
    let trigger: TriggerValue?
    let repeating: Bool
    /// With a trigger: plays once when the view appears too (a counted symbol effect made active).
    var playsAtFirst = false
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    @State private var player = KeyframePlayer<Value>()

    /// Loops the keyframes while `repeating`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes once each time `trigger` changes.
    public init<T: Equatable>(initialValue: Value, trigger: T, @ViewBuilder content: @escaping (Value) -> Content,
                              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = TriggerValue(trigger)
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes each time `trigger` changes, and once when the view appears if `playsAtFirst`.
    init<T: Equatable>(initialValue: Value, trigger: T, playsAtFirst: Bool, @ViewBuilder content: @escaping (Value) -> Content,
                       @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.init(initialValue: initialValue, trigger: trigger, content: content, keyframes: keyframes)
        self.playsAtFirst = playsAtFirst
    }

    public var body: some View {
        let node = EvaluationContext.current
        let player = self.player
        let value = player.value(at: node?.host?.time ?? 0, node: node, initial: initialValue, trigger: trigger,
                                 repeating: repeating, playsAtFirst: playsAtFirst) { KeyframeTimeline(initialValue: $0, keyframes: keyframes($0)) }
        return content(value).onDisappear { player.stop() }
    }
}

/// What a keyframe animator remembers between its bodies: the timeline playing and when it started,
/// the value it rests on, the trigger seen last, and whether a frame tick is already asked for.
@MainActor
final class KeyframePlayer<Value> {
    private var timeline: KeyframeTimeline<Value>?
    private var start = 0.0
    private var resting: Value?
    private var lastTrigger: TriggerValue?
    private var run = 0
    private var tickPending = false

    func value(at now: Double, node: Node?, initial: Value, trigger: TriggerValue?, repeating: Bool, playsAtFirst: Bool = false,
               make: (Value) -> KeyframeTimeline<Value>) -> Value {
        let rest = resting ?? initial
        if let trigger {
            if lastTrigger == nil, playsAtFirst {
                timeline = make(rest)
                start = now
            } else if let last = lastTrigger, !last.same(as: trigger) {
                // Changed mid-play: the new play starts from the end value of the one it replaces.
                let from = timeline.map { $0.value(time: $0.duration) } ?? rest
                resting = from
                timeline = make(from)
                start = now
            }
            lastTrigger = trigger
        } else if repeating {
            if timeline == nil {
                timeline = make(initial)
                start = now
            }
        } else {
            timeline = nil
            return initial
        }
        guard let playing = timeline else { return rest }
        let elapsed = max(0, now - start)
        let duration = playing.duration
        if trigger == nil {
            // Looping: the time within the current pass (keyframes of no length: nothing moves, no ticks).
            guard duration > 0 else { return playing.value(time: 0) }
            tick(node)
            return playing.value(time: elapsed.truncatingRemainder(dividingBy: duration))
        }
        guard elapsed < duration else {
            let end = playing.value(time: duration)
            resting = end
            timeline = nil
            return end
        }
        tick(node)
        return playing.value(time: elapsed)
    }

    func stop() {
        run += 1
        timeline = nil
        tickPending = false
    }

    /// Keeps this view made again at every frame while it plays: a tick due at once marks the node at
    /// the end of this update, so the next update makes it at that update's time; each tick asks for the
    /// next a little under a 60 Hz frame later (a jittery frame still takes it; headless, every frame
    /// the snapshot draws). The ticks stop once nothing plays.
    private func tick(_ node: Node?) {
        guard !tickPending, let node, let graph = node.host else { return }
        tickPending = true
        schedule(run, node: node, graph: graph, after: 0)
    }

    private func schedule(_ current: Int, node: Node, graph: ViewGraph, after delay: Double) {
        graph.after(delay) { [weak self, weak node, weak graph] in
            guard let self, current == self.run else { return }
            guard self.timeline != nil, let node, let graph else {
                self.tickPending = false
                return
            }
            node.invalidate()
            self.schedule(current, node: node, graph: graph, after: 1.0 / 80)
        }
    }
}

extension View {
    /// Cycles this view through `phases` (SwiftUI's `phaseAnimator(_:content:animation:)`).
    public func phaseAnimator<Phase: Equatable, S: Sequence, C: View>(
        _ phases: S, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> C,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View where S.Element == Phase {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }

    /// Runs this view through `phases` each time `trigger` changes (SwiftUI's
    /// `phaseAnimator(_:trigger:content:animation:)`).
    public func phaseAnimator<Phase: Equatable, S: Sequence, T: Equatable, C: View>(
        _ phases: S, trigger: T, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> C,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View where S.Element == Phase {
        PhaseAnimator(phases, trigger: trigger, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }

    /// Loops keyframes on a value and draws this view from it (SwiftUI's
    /// `keyframeAnimator(initialValue:repeating:content:keyframes:)`).
    public func keyframeAnimator<Value, K: Keyframes, C: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> C,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View where K.Value == Value {
        KeyframeAnimator(initialValue: initialValue, repeating: repeating,
                         content: { content(PlaceholderContentView(content: self), $0) }, keyframes: keyframes)
    }

    /// Plays keyframes on a value each time `trigger` changes and draws this view from it (SwiftUI's
    /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`).
    public func keyframeAnimator<Value, T: Equatable, K: Keyframes, C: View>(
        initialValue: Value, trigger: T,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> C,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View where K.Value == Value {
        KeyframeAnimator(initialValue: initialValue, trigger: trigger,
                         content: { content(PlaceholderContentView(content: self), $0) }, keyframes: keyframes)
    }
}
