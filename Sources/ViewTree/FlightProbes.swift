import Geometry

/// One matched-geometry flight in progress, as the debug overlay draws it (window points).
public struct FlightProbe: Sendable, Equatable {
    /// The matched id, as traces write it.
    public var id: String
    /// Where the flight started (the partner's drawn frame, or where a redirected flight was).
    public var source: Rect
    /// Where it lands (the view's layout frame).
    public var destination: Rect
    /// The frame's centre at every update from the start to now (the path so far), at most 600 points.
    public var path: [Point]
}

extension ViewGraph {
    /// Every matched flight in progress at the graph's time, in tree order. Its path is what the
    /// updates recorded (the same when a replay makes the same updates), ending where it is now.
    public func flightProbes() -> [FlightProbe] {
        matchedNodes().compactMap { node, spec -> FlightProbe? in
            guard let now = flightFrame(node), let landing = flightLanding(node), let origin = node.flightOrigin else { return nil }
            var path = [origin.frame.center] + node.flightPath.map(\.center)
            path.append(now.center)
            return FlightProbe(id: spec.id, source: origin.frame, destination: landing, path: path)
        }
    }

    /// Adds each flight's centre at the graph's time to its path (once per time; at most 600 points).
    func recordFlightPaths() {
        for node in tracked.flying.values where node.host === self {
            guard let now = flightFrame(node), let origin = node.flightOrigin, time > origin.time else { continue }
            if let last = node.flightPath.last, last.time >= time { continue }
            guard node.flightPath.count < 600 else { continue }
            node.flightPath.append((time, now.center))
        }
    }
}
