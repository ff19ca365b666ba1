import Geometry

/// Closed polygons in one coordinate space (pixels once drawn): the flattened outline of a path.
/// Filled with the nonzero rule.
public struct PolygonSet: Hashable, Sendable {
    /// Each contour is closed implicitly (its last point joins its first).
    public var contours: [[Point]]
    /// The smallest rectangle holding every point.
    public private(set) var bounds: Rect

    /// A set of closed contours (pixel space), its bounds computed here.
    public init(_ contours: [[Point]]) {
        self.contours = contours
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for c in contours {
            for p in c {
                x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
            }
        }
        bounds = x0 <= x1 && y0 <= y1 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
    }

    /// Whether `p` lies inside by the nonzero rule (the rule the set is filled by): the contours'
    /// crossings of a ray to the right of `p`, counted with their direction, do not cancel out.
    public func contains(_ p: Point) -> Bool {
        guard bounds.contains(p) else { return false }
        var winding = 0
        for c in contours where c.count > 2 {
            var a = c[c.count - 1]
            for b in c {
                if a.y <= p.y {
                    if b.y > p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
                a = b
            }
        }
        return winding != 0
    }

    /// Every point multiplied by `s`, then moved by (dx, dy).
    public func transformed(scale s: Double, dx: Double, dy: Double) -> PolygonSet {
        PolygonSet(contours.map { $0.map { Point(x: $0.x * s + dx, y: $0.y * s + dy) } })
    }
}

/// Row-by-row coverage of a `PolygonSet` by exact area: each edge adds, to every pixel of a row, the
/// signed area it sweeps there (its winding times the part of the pixel to its right), and a running
/// sum along the row turns those into the area of each pixel inside the outline. Exact for polygons
/// whose windings do not overlap inside one pixel (nonzero fill beyond that: the sum's magnitude,
/// clamped to 1).
struct PolygonCoverage {
    private struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double
        /// +1 for an edge going down, −1 going up (its endpoints are stored top first).
        var direction: Double
    }

    private let edges: [Edge]
    /// The first column of the accumulation row (left of every edge).
    private let originX: Int
    private let columns: Int

    init(_ polygons: PolygonSet) {
        var edges: [Edge] = []
        for c in polygons.contours where c.count >= 3 {
            for i in c.indices {
                let a = c[i], b = c[(i + 1) % c.count]
                guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                edges.append(a.y < b.y ? Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, direction: 1)
                                       : Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, direction: -1))
            }
        }
        self.edges = edges
        let b = polygons.bounds
        originX = Int(b.minX.rounded(.down)) - 1
        columns = max(1, Int(b.maxX.rounded(.up)) - originX + 2)
    }

    /// Coverage (0...255) of pixels `x0..<x1` in row `y`.
    func row(y: Int, x0: Int, x1: Int, into out: UnsafeMutablePointer<UInt8>) {
        let n = x1 - x0
        for i in 0..<n { out[i] = 0 }
        let top = Double(y), bottom = top + 1
        var acc = [Double](repeating: 0, count: columns + 1)
        var any = false
        for e in edges where e.y1 > top && e.y0 < bottom {
            any = true
            let ya = max(top, e.y0), yb = min(bottom, e.y1)
            let dxdy = (e.x1 - e.x0) / (e.y1 - e.y0)
            let xa = e.x0 + (ya - e.y0) * dxdy - Double(originX)
            let xb = e.x0 + (yb - e.y0) * dxdy - Double(originX)
            add(&acc, xa, xb, (yb - ya) * e.direction)
        }
        guard any else { return }
        var sum = 0.0
        let first = x0 - originX
        for col in 0..<min(first, acc.count) { sum += acc[col] }
        for i in 0..<n {
            let col = first + i
            if col >= 0 && col < acc.count { sum += acc[col] }
            out[i] = UInt8(min(1, abs(sum)) * 255 + 0.5)
        }
    }

    /// Adds one edge piece inside a row: from x = `xa` to `xb` (columns from `originX`), covering a
    /// height `d` of the row (signed by its direction).
    private func add(_ acc: inout [Double], _ xa: Double, _ xb: Double, _ d: Double) {
        let lo = min(xa, xb), hi = max(xa, xb)
        let i0 = Int(lo.rounded(.down)), i1 = Int(hi.rounded(.up))
        let last = acc.count - 1
        func put(_ i: Int, _ v: Double) { acc[max(0, min(last, i))] += v }
        if i1 <= i0 + 1 {
            // Within one pixel column: the part right of the edge's mean x.
            let m = 0.5 * (xa + xb) - Double(i0)
            put(i0, d * (1 - m))
            put(i0 + 1, d * m)
            return
        }
        // Across several columns: the area under the edge in each, by the trapezoid rule.
        let s = 1 / (hi - lo)
        let f0 = lo - Double(i0)
        let a0 = 0.5 * s * (1 - f0) * (1 - f0)
        let f1 = hi - Double(i1) + 1
        let am = 0.5 * s * f1 * f1
        put(i0, d * a0)
        if i1 == i0 + 2 {
            put(i0 + 1, d * (1 - a0 - am))
        } else {
            let a1 = s * (1.5 - f0)
            put(i0 + 1, d * (a1 - a0))
            if i0 + 2 <= i1 - 2 { for i in (i0 + 2)...(i1 - 2) { put(i, d * s) } }
            let a2 = a1 + Double(i1 - i0 - 3) * s
            put(i1 - 1, d * (1 - a2 - am))
        }
        put(i1, d * am)
    }
}
