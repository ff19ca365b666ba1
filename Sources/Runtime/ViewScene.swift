import Geometry
import Rendering
import Typography
import ViewTree

/// A scene written as views: a `ViewGraph` driven by the frame loop. Keys go to `onKey` (Escape closes
/// what is presented, for example); everything else is the views' own gestures.
@MainActor
public final class ViewScene: FrameScene {
    /// The view graph shown.
    public let graph: ViewGraph
    /// The colour the frame is cleared to beneath the views.
    public var background: Color
    /// Called with every key event's name (views get pointer events only).
    public var onKey: (@MainActor (String) -> Void)?
    /// Called instead of resizing the graph directly, so a scene can resize it inside a transaction of
    /// its choice (an orientation change that animates); it must call `graph.resize(to:)`.
    public var onResize: (@MainActor (Size) -> Void)?
    private var cached: (time: Double, scale: Double, presentation: DisplayList, trace: [TraceElement])?

    /// A scene showing `graph` over `background`.
    public init(graph: ViewGraph, background: Color = .white) {
        self.graph = graph
        self.background = background
    }

    /// Resizes the graph (through `onResize` when set) at `time`.
    public func resize(to size: Size, at time: Double) {
        graph.update(at: time)
        if let onResize { onResize(size) } else { graph.resize(to: size) }
        graph.update(at: time)
        cached = nil
    }

    /// Keys go to the text field with the keyboard if one has it, else to `onKey`; everything else to
    /// the graph (gestures, typed text), at `time`.
    public func handle(_ event: InputEvent, at time: Double) {
        graph.update(at: time)
        if case .key(let name) = event {
            if !graph.handleKey(name) { onKey?(name) }
        } else {
            graph.handle(event)
        }
        graph.update(at: time)
        cached = nil
    }

    /// Advances the graph to `time`.
    public func update(at time: Double) {
        graph.update(at: time)
        cached = nil
    }

    /// Reduced motion for the graph, from the transitions started next on.
    public func setReducedMotion(_ on: Bool) { graph.reduceMotion = on }

    /// The graph.
    public var viewGraph: ViewGraph? { graph }

    /// True while the graph has motion, timers or pending work.
    public var isAnimating: Bool { graph.isAnimating }

    /// The graph's drawing at `scale` over `background` (cached per time and scale).
    public func displayList(scale: Double) -> DisplayList {
        refresh(scale: scale)
        return cached!.presentation
    }

    /// The graph's identified and matched views as drawn now.
    public func traceElements() -> [TraceElement] {
        refresh(scale: graph.scale)
        return cached!.trace
    }

    private func refresh(scale: Double) {
        if let c = cached, c.time == graph.time, c.scale == scale { return }
        graph.scale = scale
        if graph.hasPendingWork { graph.update(at: graph.time) }
        let p = graph.render()
        cached = (graph.time, scale, DisplayList(items: p.items, background: graph.windowBackground ?? background), p.trace)
    }
}
