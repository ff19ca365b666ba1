import Foundation
import Geometry

/// Colours at locations along a line (0 start ... 1 end), as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location (0...1) of the gradient.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where along the gradient, 0...1.
        public var location: Double
        /// `color` at `location`.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// `stops`, sorted by location.
    public init(stops: [Stop]) { self.stops = stops.sorted { $0.location < $1.location } }

    /// `colors` spread evenly from 0 to 1 (one colour: the same at both ends).
    public init(colors: [Color]) {
        let n = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / Double(n)) }
    }
}
