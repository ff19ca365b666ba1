import Geometry

/// A side of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The left edge (layout is left-to-right).
    case leading
    /// The bottom edge.
    case bottom
    /// The right edge.
    case trailing

    /// The edge whose bit in `Edge.Set` is `rawValue` (0 top, 1 leading, 2 bottom, 3 trailing); nil
    /// for any other number.
    public init?(rawValue: Int8) {
        guard let edge = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = edge
    }

    /// A set of edges, as `.padding(.horizontal, 12)` names them.
    public struct Set: OptionSet, Hashable, Sendable {
        /// One bit per edge, bit `Edge.rawValue`.
        public let rawValue: Int8
        /// The set whose bits are `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding one edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        /// The top edge alone.
        public static let top = Set(.top)
        /// The leading (left) edge alone.
        public static let leading = Set(.leading)
        /// The bottom edge alone.
        public static let bottom = Set(.bottom)
        /// The trailing (right) edge alone.
        public static let trailing = Set(.trailing)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

extension EdgeInsets {
    /// `length` points on each edge of `edges`, 0 on the others.
    public init(_ edges: Edge.Set, _ length: Double) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}

extension View {
    /// Pads the given edges by `length` points (nil: the default of 16, SwiftUI's system padding here).
    public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> some View {
        modifier(.padding(EdgeInsets(edges, length ?? 16)))
    }
}
