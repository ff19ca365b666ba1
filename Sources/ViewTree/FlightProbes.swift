import Geometry

/// One matched-geometry flight in progress, as the debug overlay draws it (window points).
public struct FlightProbe: Sendable, Equatable {
    /// The matched id, as traces write it.
    public var id: String
    /// Where the flight started (the partner's drawn frame, or where a redirected flight was).
    public var source: Rect
    /// Where it lands (the view's layout frame).
    public var destination: Rect
    /// The frame's centre at every 1/60 s from the start to now (the path so far), at most 600 points.
    public var path: [Point]
}

extension ViewGraph {
    /// Every matched flight in progress at the graph's time, in tree order. Its path is sampled from
    /// the flight itself, so it is the same however the frames were stepped or scrubbed to.
    public func flightProbes() -> [FlightProbe] {
        matchedNodes().compactMap { node, spec -> FlightProbe? in
            guard let flight = node.flight, let origin = node.flightOrigin else { return nil }
            var path: [Point] = []
            let step = 1.0 / 60
            let count = min(600, Int(max(0, time - origin.time) / step))
            for k in 0...count { path.append(flight.presented(at: origin.time + Double(k) * step).center) }
            path.append(flight.presented(at: time).center)
            return FlightProbe(id: spec.id, source: origin.frame, destination: flight.target, path: path)
        }
    }
}
