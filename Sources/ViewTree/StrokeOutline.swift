import Foundation
import Geometry

/// The area a stroke covers, as polygons to fill with the nonzero rule: a band `width` wide along each
/// segment, a join at each corner (a disc, a bevel triangle, or a miter quadrilateral that becomes a
/// bevel past the miter limit), a cap at each end of an open polyline (none, a disc, or the band
/// carried on by half the width), and a dash pattern cutting each polyline into open pieces first.
/// Every piece is wound the same way, so overlaps add up instead of cancelling: the union of the
/// pieces is the stroke.
enum StrokeOutline {
    enum Cap { case butt, round, square }
    enum Join { case miter, round, bevel }

    /// How to stroke, in the drawing's units (points, or pixels once scaled).
    struct Style {
        var width: Double
        var cap: Cap = .butt
        var join: Join = .miter
        /// The longest miter, as a multiple of the width, before a corner is bevelled instead.
        var miterLimit: Double = 10
        /// Lengths of the pattern's on and off runs, alternating from on (empty: solid).
        var dash: [Double] = []
        /// How far into the pattern the stroke starts.
        var dashPhase: Double = 0

        /// Round joins and caps (the stroke of a built-in control's outline).
        static func round(_ width: Double) -> Style { Style(width: width, cap: .round, join: .round) }

        /// This style with every length multiplied by `k` (the drawing's scale).
        func scaled(by k: Double) -> Style {
            var s = self
            s.width *= k
            s.dash = dash.map { $0 * k }
            s.dashPhase *= k
            return s
        }
    }

    /// A subpath without repeated points (a closed one without its closing point); a single point is
    /// not closed.
    private static func cleaned(_ sub: (points: [Point], closed: Bool)) -> (points: [Point], closed: Bool) {
        var pts: [Point] = []
        for p in sub.points where pts.last.map({ $0.distance(to: p) > 1e-9 }) ?? true { pts.append(p) }
        var closed = sub.closed
        if closed, pts.count > 1, let first = pts.first, let last = pts.last, first.distance(to: last) <= 1e-9 { pts.removeLast() }
        if pts.count < 2 { closed = false }
        return (pts, closed)
    }

    /// `subpaths` in the drawing's space; `tolerance` bounds how far a disc's polygon strays inside
    /// the true circle.
    static func polygons(_ subpaths: [(points: [Point], closed: Bool)], style: Style, tolerance: Double) -> [[Point]] {
        let r = style.width / 2
        guard r > 0, r.isFinite else { return [] }
        // Sides of the discs: enough that the chord's sagitta stays under the tolerance.
        let step = 2 * acos(max(-1, min(1, 1 - min(r, tolerance) / r)))
        let sides = max(8, min(256, Int((2 * .pi / max(step, 1e-3)).rounded(.up))))
        var out: [[Point]] = []
        func disc(_ p: Point) {
            out.append((0..<sides).map { k in
                let t = Double(k) / Double(sides) * 2 * .pi
                return Point(x: p.x + r * cos(t), y: p.y + r * sin(t))
            })
        }
        for sub in subpaths {
            let (pts, closed) = cleaned(sub)
            let pieces = dashed(pts, closed: closed, style: style)
            for piece in pieces {
                let line = piece.points
                if line.count == 1 {
                    // A dash of zero length: only its caps are drawn.
                    if style.cap == .round { disc(line[0]) }
                    continue
                }
                let n = line.count
                let segments = piece.closed ? n : n - 1
                for i in 0..<segments {
                    var a = line[i], b = line[(i + 1) % n]
                    let dx = b.x - a.x, dy = b.y - a.y, len = (dx * dx + dy * dy).squareRoot()
                    guard len > 1e-9 else { continue }
                    let ux = dx / len, uy = dy / len
                    if style.cap == .square && !piece.closed {
                        if i == 0 { a = Point(x: a.x - ux * r, y: a.y - uy * r) }
                        if i == segments - 1 { b = Point(x: b.x + ux * r, y: b.y + uy * r) }
                    }
                    let nx = -uy * r, ny = ux * r
                    out.append(positive([Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny),
                                         Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny)]))
                }
                // Joins at the corners (every vertex of a closed polyline).
                let corners = piece.closed ? Array(0..<n) : Array(1..<max(1, n - 1))
                for i in corners {
                    let p = line[i], prev = line[(i + n - 1) % n], next = line[(i + 1) % n]
                    switch style.join {
                    case .round: disc(p)
                    case .miter, .bevel:
                        if let corner = angular(prev, p, next, r: r, miterLimit: style.join == .miter ? style.miterLimit : 0) {
                            out.append(positive(corner))
                        }
                    }
                }
                if !piece.closed && style.cap == .round {
                    disc(line[0])
                    disc(line[n - 1])
                }
            }
        }
        return out
    }

    /// The wedge a bevel or miter join adds at `p` on the outer side of the turn from `prev` to `next`:
    /// the triangle between the two bands' outer corners, or the quadrilateral out to where their outer
    /// edges meet while that is within `miterLimit` widths (0: always a bevel). nil for a straight line.
    private static func angular(_ prev: Point, _ p: Point, _ next: Point, r: Double, miterLimit: Double) -> [Point]? {
        let ax = p.x - prev.x, ay = p.y - prev.y, bx = next.x - p.x, by = next.y - p.y
        let la = (ax * ax + ay * ay).squareRoot(), lb = (bx * bx + by * by).squareRoot()
        guard la > 1e-9, lb > 1e-9 else { return nil }
        let ux = ax / la, uy = ay / la, vx = bx / lb, vy = by / lb
        let cross = ux * vy - uy * vx
        guard abs(cross) > 1e-9 else { return nil }
        // The outer side is the one the path turns away from.
        let side: Double = cross > 0 ? -1 : 1
        let o1 = Point(x: p.x - uy * r * side, y: p.y + ux * r * side)
        let o2 = Point(x: p.x - vy * r * side, y: p.y + vx * r * side)
        // cos of half the angle between the two normals: the miter reaches r / that from p.
        let cosHalf = ((1 + (ux * vx + uy * vy)) / 2).squareRoot()
        if miterLimit > 0, cosHalf > 1e-9, 1 / cosHalf <= miterLimit {
            let mx = (o1.x + o2.x) / 2 - p.x, my = (o1.y + o2.y) / 2 - p.y
            let ml = (mx * mx + my * my).squareRoot()
            if ml > 1e-12 {
                let reach = r / cosHalf
                return [p, o1, Point(x: p.x + mx / ml * reach, y: p.y + my / ml * reach), o2]
            }
        }
        return [p, o1, o2]
    }

    /// The polyline cut by the style's dash pattern into the pieces that are on (open), or the
    /// polyline itself when there is no pattern (or the pattern has no length).
    private static func dashed(_ pts: [Point], closed: Bool, style: Style) -> [(points: [Point], closed: Bool)] {
        let pattern = style.dash.map { max(0, $0.isFinite ? $0 : 0) }
        let total = pattern.reduce(0, +)
        guard !pattern.isEmpty, total > 1e-9, pts.count > 1 else { return pts.isEmpty ? [] : [(pts, closed)] }
        // An odd pattern repeats twice over, as Core Graphics and SVG read it.
        let runs = pattern.count % 2 == 1 ? pattern + pattern : pattern
        var k = 0
        var left = runs[0]
        var phase = style.dashPhase.isFinite ? style.dashPhase.truncatingRemainder(dividingBy: total * Double(runs.count / pattern.count)) : 0
        if phase < 0 { phase += total * Double(runs.count / pattern.count) }
        while phase > 0 {
            if phase >= left {
                phase -= left
                k = (k + 1) % runs.count
                left = runs[k]
            } else {
                left -= phase
                phase = 0
            }
        }
        var out: [(points: [Point], closed: Bool)] = []
        var current: [Point] = k % 2 == 0 ? [pts[0]] : []
        let path = closed ? pts + [pts[0]] : pts
        for i in 0..<(path.count - 1) {
            var a = path[i]
            let b = path[i + 1]
            var len = a.distance(to: b)
            while len > 1e-12 {
                if left >= len {
                    left -= len
                    if k % 2 == 0 { current.append(b) }
                    len = 0
                } else {
                    let t = left / len
                    let cut = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if k % 2 == 0 {
                        current.append(cut)
                        out.append((current, false))
                        current = []
                    } else {
                        current = [cut]
                    }
                    len -= left
                    a = cut
                    k = (k + 1) % runs.count
                    left = runs[k]
                }
            }
        }
        if k % 2 == 0, !current.isEmpty { out.append((current, false)) }
        return out
    }

    /// `polygon` wound with positive signed area (its points reversed when needed).
    private static func positive(_ polygon: [Point]) -> [Point] {
        var area = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0 ? polygon.reversed() : polygon
    }
}
