import Foundation
import Geometry

/// The area a stroke covers, as polygons to fill with the nonzero rule: a band `width` wide along each
/// segment, and a disc of the same diameter at every vertex, which makes round joins and round caps
/// (the union of the pieces is exactly the set of points within width / 2 of the polyline). Every
/// piece is wound the same way, so overlaps add up instead of cancelling.
enum StrokeOutline {
    /// `subpaths` in the drawing's space (points); `tolerance` bounds how far a disc's polygon strays
    /// inside the true circle.
    static func polygons(_ subpaths: [(points: [Point], closed: Bool)], width: Double, tolerance: Double) -> [[Point]] {
        let r = width / 2
        guard r > 0, r.isFinite else { return [] }
        var out: [[Point]] = []
        // Sides of the discs: enough that the chord's sagitta stays under the tolerance.
        let step = 2 * acos(max(-1, min(1, 1 - min(r, tolerance) / r)))
        let sides = max(8, min(256, Int((2 * .pi / max(step, 1e-3)).rounded(.up))))
        for sub in subpaths {
            var pts = sub.points
            if sub.closed, let first = pts.first, pts.last != first { pts.append(first) }
            for i in 0..<max(0, pts.count - 1) {
                let a = pts[i], b = pts[i + 1]
                let dx = b.x - a.x, dy = b.y - a.y, len = (dx * dx + dy * dy).squareRoot()
                guard len > 1e-9 else { continue }
                let nx = -dy / len * r, ny = dx / len * r
                out.append(positive([Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny),
                                     Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny)]))
            }
            for p in pts {
                out.append((0..<sides).map { k in
                    let t = Double(k) / Double(sides) * 2 * .pi
                    return Point(x: p.x + r * cos(t), y: p.y + r * sin(t))
                })
            }
        }
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
