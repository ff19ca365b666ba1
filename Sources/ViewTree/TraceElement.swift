import Geometry

/// One visible view with an identifier, as one frame of a trace lists it (trace format: Docs/CLI.md).
public struct TraceElement: Hashable, Sendable {
    /// The script / trace identifier, or the matched-geometry id.
    public var id: String
    /// Matched-geometry namespace, nil for plain identified views.
    public var namespace: String?
    /// Matched properties: "frame", "position" or "size"; nil for plain identified views.
    public var match: String?
    /// Presented bounding rectangle in window points, after every offset and scale.
    public var frame: Rect
    /// Corner radius it is drawn with, in points.
    public var radius: Double
    /// Effective opacity including ancestors'.
    public var opacity: Double
    /// Which view was drawn for it: equal in two frames when the same view is drawn (not a replacement
    /// shown under the same identifier). An identity for checkers; traces do not write it.
    public var drawnBy: UInt = 0
    /// One side of a reduced-motion crossfade (`ViewGraph.reduceMotion`): it fades in where it lands,
    /// or out where it was drawn, so its matched partner is drawn elsewhere by design. For checkers;
    /// traces do not write it.
    public var crossfading = false

    /// An element as a trace line lists it.
    public init(id: String, namespace: String? = nil, match: String? = nil, frame: Rect, radius: Double = 0, opacity: Double = 1) {
        self.id = id
        self.namespace = namespace
        self.match = match
        self.frame = frame
        self.radius = radius
        self.opacity = opacity
    }

    /// Visible as scripts define it: effective opacity above 0 and a non-empty frame.
    public var isVisible: Bool { opacity > 0 && !frame.isEmpty }
}
