import Foundation
import Geometry

/// A gradient in circles about `center` (pixel space): location 0 on the circle of `startRadius`,
/// 1 on that of `endRadius` (pixels); inside the first and outside the last the end stops' colours
/// extend. Colours are interpolated premultiplied, as `LinearGradient`'s.
public struct RadialGradient: Sendable, Hashable {
    /// The circles' centre, in pixels.
    public var center: Point
    /// The radius of location 0, in pixels.
    public var startRadius: Double
    /// The radius of location 1, in pixels.
    public var endRadius: Double
    /// Colour stops sorted by location (sorted by `init`).
    public var stops: [LinearGradient.Stop]
    /// How much vertical distance counts for, against horizontal: 1 for circles; the ellipses' width
    /// over their height otherwise (an elliptical gradient's radii are horizontal).
    public var yScale: Double

    /// A gradient from the circle (or, with `yScale`, the ellipse) of `startRadius` to that of
    /// `endRadius` about `center`.
    public init(center: Point, startRadius: Double, endRadius: Double, stops: [LinearGradient.Stop], yScale: Double = 1) {
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
        self.stops = stops.sorted { $0.location < $1.location }
        self.yScale = yScale
    }

    /// The same gradient with its geometry scaled by `s` and moved by (dx, dy) pixels.
    public func transformed(scale s: Double, dx: Double, dy: Double) -> RadialGradient {
        RadialGradient(center: Point(x: center.x * s + dx, y: center.y * s + dy), startRadius: startRadius * s,
                       endRadius: endRadius * s, stops: stops, yScale: yScale)
    }
}

/// A gradient around `center` (pixel space), as SwiftUI's `AngularGradient`: location 0 along the ray
/// at `startAngle`, 1 at `endAngle` (radians, clockwise on screen from the positive x axis). A sweep
/// shorter than a turn leaves a gap filled half with the last stop's colour (after `endAngle`) and
/// half with the first's (before `startAngle`); a sweep longer than a turn draws its last turn only.
public struct AngularGradient: Sendable, Hashable {
    /// The point the gradient turns around, in pixels.
    public var center: Point
    /// The direction of location 0, in radians.
    public var startAngle: Double
    /// The direction of location 1, in radians.
    public var endAngle: Double
    /// Colour stops sorted by location (sorted by `init`).
    public var stops: [LinearGradient.Stop]

    /// A gradient from the ray at `startAngle` to the ray at `endAngle` about `center`.
    public init(center: Point, startAngle: Double, endAngle: Double, stops: [LinearGradient.Stop]) {
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// The same gradient with its centre scaled by `s` and moved by (dx, dy) pixels.
    public func transformed(scale s: Double, dx: Double, dy: Double) -> AngularGradient {
        AngularGradient(center: Point(x: center.x * s + dx, y: center.y * s + dy), startAngle: startAngle,
                        endAngle: endAngle, stops: stops)
    }

    /// The location (0...1) of the direction (dx, dy) from the centre (pixels, y down).
    @inline(__always)
    static func location(dx: Double, dy: Double, start: Double, span: Double) -> Double {
        let theta = atan2(dy, dx)
        let turn = 2 * Double.pi
        guard span > 1e-9 else { return 0 }
        if span >= turn {
            // The last complete turn: from endAngle − one turn to endAngle.
            let base = start + span - turn
            let a = (theta - base).truncatingRemainder(dividingBy: turn)
            return (span - turn + (a < 0 ? a + turn : a)) / span
        }
        let r = (theta - start).truncatingRemainder(dividingBy: turn)
        let a = r < 0 ? r + turn : r
        if a <= span { return a / span }
        return a - span < (turn - span) / 2 ? 1 : 0
    }
}
