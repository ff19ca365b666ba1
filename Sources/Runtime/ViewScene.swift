import Geometry
import Rendering
import Typography
import ViewTree

/// A scene written as views: a `ViewGraph` driven by the frame loop. Keys go to `onKey` (Escape closes
/// what is presented, for example); everything else is the views' own gestures.
@MainActor
public final class ViewScene: Scene {
    public let graph: ViewGraph
    public var background: Color
    public var onKey: (@MainActor (String) -> Void)?
    /// Called instead of resizing the graph directly, so a scene can resize it inside a transaction of
    /// its choice (an orientation change that animates); it must call `graph.resize(to:)`.
    public var onResize: (@MainActor (Size) -> Void)?
    private var cached: (time: Double, scale: Double, presentation: DisplayList, trace: [TraceElement])?

    public init(graph: ViewGraph, background: Color = .white) {
        self.graph = graph
        self.background = background
    }

    public func resize(to size: Size, at time: Double) {
        graph.update(at: time)
        if let onResize { onResize(size) } else { graph.resize(to: size) }
        graph.update(at: time)
        cached = nil
    }

    public func handle(_ event: InputEvent, at time: Double) {
        graph.update(at: time)
        if case .key(let name) = event { onKey?(name) } else { graph.handle(event) }
        graph.update(at: time)
        cached = nil
    }

    public func update(at time: Double) {
        graph.update(at: time)
        cached = nil
    }

    public var isAnimating: Bool { graph.isAnimating }

    public func displayList(scale: Double) -> DisplayList {
        refresh(scale: scale)
        return cached!.presentation
    }

    public func traceElements() -> [TraceElement] {
        refresh(scale: graph.scale)
        return cached!.trace
    }

    private func refresh(scale: Double) {
        if let c = cached, c.time == graph.time, c.scale == scale { return }
        graph.scale = scale
        if graph.hasPendingWork { graph.update(at: graph.time) }
        let p = graph.render()
        cached = (graph.time, scale, DisplayList(items: p.items, background: background), p.trace)
    }
}
