import Foundation
import Geometry

extension Path {
    /// The part of the outline between `from` and `to` (fractions 0...1 of its whole length, every
    /// subpath in order, a closed one with its closing line), as SwiftUI's `trimmedPath(from:to:)`:
    /// open polylines, curves flattened to a hundredth of a point. Empty when `to` ≤ `from`.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let a = max(0, min(1, Double(from))), b = max(0, min(1, Double(to)))
        guard b > a else { return Path() }
        if a <= 0, b >= 1 { return self }
        // Each subpath as a polyline, a closed one ending back at its start.
        let lines = subpaths(tolerance: 0.01).map { $0.closed ? $0.points + [$0.points[0]] : $0.points }
        func length(_ p: Point, _ q: Point) -> Double { ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot() }
        let total = lines.reduce(0.0) { sum, line in zip(line, line.dropFirst()).reduce(sum) { $0 + length($1.0, $1.1) } }
        guard total > 0 else { return Path() }
        let start = a * total, end = b * total
        var out = Path()
        var walked = 0.0
        for line in lines {
            var open = false
            for (p, q) in zip(line, line.dropFirst()) {
                let l = length(p, q)
                defer { walked += l }
                guard l > 0, walked + l > start, walked < end else { continue }
                func at(_ d: Double) -> Point {
                    let t = max(0, min(1, (d - walked) / l))
                    return Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
                }
                if !open {
                    out.move(at(start))
                    open = true
                }
                out.line(walked + l <= end ? q : at(end))
            }
        }
        return out
    }
}

/// A shape drawn only between two fractions of its outline's length, as SwiftUI's `trim(from:to:)`:
/// a progress ring is a circle trimmed to its progress. Both ends animate (`animatableData`), and so
/// does the shape's own data.
public struct TrimmedShape<Base: Shape>: Shape {
    var base: Base
    var from: CGFloat
    var to: CGFloat

    /// The trim's ends and the base shape's own data.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, Base.AnimatableData>> {
        get { AnimatablePair(from, AnimatablePair(to, base.animatableData)) }
        set {
            from = newValue.first
            to = newValue.second.first
            base.animatableData = newValue.second.second
        }
    }

    /// The base shape's outline in `rect`, trimmed.
    public func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
}

extension Shape {
    /// This shape drawn only from `from` to `to` (fractions of its outline's length; a circle starts at
    /// its trailing point and runs clockwise).
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(base: self, from: from, to: to)
    }

    /// The shape's outline drawn `lineWidth` points wide in the foreground colour.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        stroke(ForegroundStyle(), lineWidth: Double(lineWidth))
    }
}
