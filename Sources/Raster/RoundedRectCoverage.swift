import Foundation
import Geometry

/// Exact (analytic) pixel coverage of a rounded rectangle in pixel space: the area of each pixel
/// square that lies inside the shape, 0...1. Straight edges are exact by construction; each corner's
/// contribution is the exact integral of the circle over the pixel (no sampling), so radius 0,
/// fractional radii and fully round shapes are all exact up to floating-point rounding.
///
/// The area of pixel ∩ shape is area(pixel ∩ rect) minus, for each corner, the part of the pixel that
/// lies in the corner's r×r square but outside its quarter disc.
@usableFromInline
struct RoundedRectCoverage {
    @usableFromInline let left, top, right, bottom: Double
    @usableFromInline let corners: [Corner]
    /// Per corner, at each pixel-column line that crosses its square (clamped to the square): the
    /// local u and the quarter-disc strip area F(u) (`strip`). Corners with the same centre column
    /// and radius share one table. Indexed by `Corner.table` + (column − `Corner.firstColumn`).
    @usableFromInline let columnU: [Double]
    @usableFromInline let columnF: [Double]

    /// One rounded corner: its r×r square and its disc centre; `sx`, `sy` are +1 when the corner lies
    /// toward +x / +y from the centre.
    @usableFromInline
    struct Corner {
        let cx, cy, r: Double
        let sx, sy: Double
        let x0, x1, y0, y1: Double
        /// The pixel columns that overlap the square: firstColumn..<endColumn.
        var firstColumn = 0, endColumn = 0
        /// Where this corner's column lines start in `columnU` / `columnF`.
        var table = 0
    }

    @usableFromInline
    init(_ shape: RoundedRect) {
        let rect = shape.rect
        left = rect.minX
        top = rect.minY
        right = rect.maxX
        bottom = rect.maxY
        let r = shape.clampedRadii
        var cs: [Corner] = []
        func add(_ rad: Double, _ cx: Double, _ cy: Double, _ sx: Double, _ sy: Double) {
            guard rad > 0 else { return }
            cs.append(Corner(cx: cx, cy: cy, r: rad, sx: sx, sy: sy,
                             x0: min(cx, cx + sx * rad), x1: max(cx, cx + sx * rad),
                             y0: min(cy, cy + sy * rad), y1: max(cy, cy + sy * rad)))
        }
        add(r.topLeft, left + r.topLeft, top + r.topLeft, -1, -1)
        add(r.topRight, right - r.topRight, top + r.topRight, 1, -1)
        add(r.bottomRight, right - r.bottomRight, bottom - r.bottomRight, 1, 1)
        add(r.bottomLeft, left + r.bottomLeft, bottom - r.bottomLeft, -1, 1)
        var us: [Double] = [], fs: [Double] = []
        for i in cs.indices {
            let c = cs[i]
            cs[i].firstColumn = Int(c.x0.rounded(.down))
            cs[i].endColumn = max(cs[i].firstColumn + 1, Int(c.x1.rounded(.up)))
            if let j = cs[..<i].firstIndex(where: { $0.cx == c.cx && $0.r == c.r && $0.sx == c.sx && $0.x0 == c.x0 }) {
                cs[i].table = cs[j].table
                continue
            }
            cs[i].table = us.count
            for col in cs[i].firstColumn...cs[i].endColumn {
                let x = min(c.x1, max(c.x0, Double(col)))
                let u = min(c.r, max(0, c.sx > 0 ? x - c.cx : c.cx - x))
                us.append(u)
                fs.append(Self.strip(u, r: c.r))
            }
        }
        corners = cs
        columnU = us
        columnF = fs
    }

    /// F(u) = ∫₀ᵘ √(r² − s²) ds, the quarter disc's area left of u (0 ≤ u ≤ r).
    @inlinable @inline(__always)
    static func strip(_ u: Double, r: Double) -> Double {
        let r2 = r * r
        return 0.5 * (u * max(0, r2 - u * u).squareRoot() + r2 * asin(min(1, u / r)))
    }

    /// The pixels that can have non-zero coverage.
    var bounds: IntRect { IntRect(covering: Rect(x: left, y: top, width: right - left, height: bottom - top)) }

    /// One corner's constants for one row: its local v range with F at both ends, and the pixel
    /// columns from..<to (within the row's span) that are not wholly inside the disc.
    @usableFromInline
    struct RowCorner {
        var corner: Int
        var v0, v1, f0, f1: Double
        var from, to: Int
    }

    /// Writes the coverage (0...255, rounded) of pixels `x0..<x1` of row `y` into `out[0..<(x1-x0)]`.
    /// The row is first written as the plain rect covers it; then each pixel of a corner square that
    /// is not wholly inside its disc gets the exact area. Within the square, the disc's area in a pixel
    /// [u0,u1]×[v0,v1] (local coordinates) is A(u1,v1) − A(u0,v1) − A(u1,v0) + A(u0,v0), where A(u, v),
    /// the quarter disc's area in [0,u]×[0,v], is u·v when (u, v) lies inside the circle and
    /// F(u) + F(v) − πr²/4 otherwise (the disc then lies in the union of the strips left of u and below
    /// v). F at column lines comes from the table made once per shape; F at the row's two lines is
    /// computed once per row (and shared by the two corners of one side). No per-pixel `asin`.
    @usableFromInline
    func row(y: Int, x0: Int, x1: Int, into out: UnsafeMutablePointer<UInt8>) {
        let n = x1 - x0
        guard n > 0 else { return }
        let py = Double(y)
        let vy = max(0, min(py + 1, bottom) - max(py, top))
        if vy <= 0 {
            out.update(repeating: 0, count: n)
            return
        }
        // The plain rect: vy between the straight edges, the fractional edge pixels exactly.
        let fullStart = Int(left.rounded(.up)), fullEnd = Int(right.rounded(.down))
        let a = max(x0, min(x1, fullStart)), b = max(a, min(x1, fullEnd))
        @inline(__always) func hx(_ x: Int) -> Double {
            let px = Double(x)
            return max(0, min(px + 1, right) - max(px, left))
        }
        for x in x0..<a { out[x - x0] = UInt8(hx(x) * vy * 255 + 0.5) }
        if b > a { (out + (a - x0)).update(repeating: UInt8(vy * 255 + 0.5), count: b - a) }
        for x in b..<x1 { out[x - x0] = UInt8(hx(x) * vy * 255 + 0.5) }
        guard !corners.isEmpty else { return }
        withUnsafeTemporaryAllocation(of: RowCorner.self, capacity: 4) { act in
            var count = 0
            columnU.withUnsafeBufferPointer { uTable in
                for i in 0..<corners.count {
                    let c = corners[i]
                    guard py < c.y1 && py + 1 > c.y0 else { continue }
                    let ay0 = max(py, c.y0), ay1 = min(py + 1, c.y1)
                    let v0 = max(0, c.sy > 0 ? ay0 - c.cy : c.cy - ay1), v1 = min(c.r, c.sy > 0 ? ay1 - c.cy : c.cy - ay0)
                    var f0 = 0.0, f1 = 0.0
                    if count > 0, case let p = act[count - 1], corners[p.corner].r == c.r, p.v0 == v0, p.v1 == v1 {
                        f0 = p.f0
                        f1 = p.f1
                    } else {
                        f0 = Self.strip(v0, r: c.r)
                        f1 = Self.strip(v1, r: c.r)
                    }
                    // Columns whose far u (u1) is at most uIn lie wholly inside the disc: left as written.
                    let uIn = v1 < c.r ? (c.r * c.r - v1 * v1).squareRoot() : 0
                    let u = uTable.baseAddress! + c.table
                    var from = c.firstColumn, to = c.endColumn
                    if c.sx > 0 {
                        // u grows with x; column k's u1 is u[k − first + 1].
                        var k = max(from, min(to, Int((c.cx + uIn).rounded(.down))))
                        while k > from && u[k - 1 - c.firstColumn + 1] > uIn { k -= 1 }
                        while k < to && u[k - c.firstColumn + 1] <= uIn { k += 1 }
                        from = k
                    } else {
                        // u falls with x; column k's u1 is u[k − first].
                        var k = max(from, min(to, Int((c.cx - uIn).rounded(.up))))
                        while k < to && u[k - c.firstColumn] > uIn { k += 1 }
                        while k > from && u[k - 1 - c.firstColumn] <= uIn { k -= 1 }
                        to = k
                    }
                    // In a row wholly inside the square, a column whose near corner (u0, v0) is outside the
                    // circle covers nothing at all (its part inside the rect lies in the square): zero.
                    if ay0 == py && ay1 == py + 1 && v0 < c.r {
                        let uOut = (c.r * c.r - v0 * v0).squareRoot()
                        if c.sx > 0 {
                            // Column k's u0 is u[k − first]; outside from kOut on.
                            var k = max(from, min(to, Int((c.cx + uOut).rounded(.up))))
                            while k > from && u[k - 1 - c.firstColumn] >= uOut { k -= 1 }
                            while k < to && u[k - c.firstColumn] < uOut { k += 1 }
                            let z0 = max(k, x0), z1 = min(to, x1)
                            if z0 < z1 { (out + (z0 - x0)).update(repeating: 0, count: z1 - z0) }
                            to = k
                        } else {
                            // Column k's u0 is u[k − first + 1]; outside below kOut.
                            var k = max(from, min(to, Int((c.cx - uOut).rounded(.down))))
                            while k < to && u[k - c.firstColumn + 1] >= uOut { k += 1 }
                            while k > from && u[k - 1 - c.firstColumn + 1] < uOut { k -= 1 }
                            let z0 = max(from, x0), z1 = min(k, x1)
                            if z0 < z1 { (out + (z0 - x0)).update(repeating: 0, count: z1 - z0) }
                            from = k
                        }
                    }
                    from = max(from, x0)
                    to = min(to, x1)
                    guard from < to else { continue }
                    act[count] = RowCorner(corner: i, v0: v0, v1: v1, f0: f0, f1: f1, from: from, to: to)
                    count += 1
                }
            }
            guard count > 0 else { return }
            columnU.withUnsafeBufferPointer { uTable in
                columnF.withUnsafeBufferPointer { fTable in
                    // The part of pixel column x in corner `rc`'s square that lies outside its disc.
                    @inline(__always) func outside(_ rc: RowCorner, _ x: Int) -> Double {
                        let c = corners[rc.corner]
                        let k = c.table + x - c.firstColumn
                        let u0, u1, g0, g1: Double
                        if c.sx > 0 {
                            u0 = uTable[k]; u1 = uTable[k + 1]; g0 = fTable[k]; g1 = fTable[k + 1]
                        } else {
                            u0 = uTable[k + 1]; u1 = uTable[k]; g0 = fTable[k + 1]; g1 = fTable[k]
                        }
                        let v0 = rc.v0, v1 = rc.v1, r2 = c.r * c.r
                        let square = (u1 - u0) * (v1 - v0)
                        if u0 * u0 + v0 * v0 >= r2 { return square }
                        let q = 0.25 * Double.pi * r2
                        @inline(__always) func area(_ u: Double, _ gu: Double, _ v: Double, _ gv: Double) -> Double {
                            u * u + v * v <= r2 ? u * v : gu + gv - q
                        }
                        let inside = area(u1, g1, v1, rc.f1) - area(u0, g0, v1, rc.f1) - area(u1, g1, v0, rc.f0) + area(u0, g0, v0, rc.f0)
                        return square - inside
                    }
                    for i in 0..<count {
                        let rc = act[i]
                        for x in rc.from..<rc.to {
                            // A column shared with an earlier corner (a narrow shape) was written with both.
                            var seen = false
                            for j in 0..<i where x >= act[j].from && x < act[j].to { seen = true }
                            if seen { continue }
                            var area = hx(x) * vy - outside(rc, x)
                            for j in (i + 1)..<count where x >= act[j].from && x < act[j].to { area -= outside(act[j], x) }
                            out[x - x0] = UInt8(min(1, max(0, area)) * 255 + 0.5)
                        }
                    }
                }
            }
        }
    }

    /// The straightforward per-pixel path (`row`'s reference in tests): the same coverage, each arc
    /// pixel integrated on its own. `row` agrees with it within one level (rounding of equal areas
    /// computed in a different order).
    func referenceRow(y: Int, x0: Int, x1: Int, into out: UnsafeMutablePointer<UInt8>) {
        let n = x1 - x0
        guard n > 0 else { return }
        let py = Double(y)
        let vy = max(0, min(py + 1, bottom) - max(py, top))
        if vy <= 0 {
            out.update(repeating: 0, count: n)
            return
        }
        // Corners that this row touches.
        var active: UInt8 = 0
        for (i, c) in corners.enumerated() where py < c.y1 && py + 1 > c.y0 { active |= 1 << UInt8(i) }
        let fullStart = Int(left.rounded(.up)), fullEnd = Int(right.rounded(.down))
        if active == 0 {
            // Interior span: coverage is vy except at the two fractional end pixels.
            let v = UInt8(vy * 255 + 0.5)
            let a = max(x0, min(x1, fullStart)), b = max(a, min(x1, fullEnd))
            func edge(_ x: Int) {
                let px = Double(x)
                let hx = max(0, min(px + 1, right) - max(px, left))
                out[x - x0] = UInt8(hx * vy * 255 + 0.5)
            }
            for x in x0..<a { edge(x) }
            if b > a { (out + (a - x0)).update(repeating: v, count: b - a) }
            for x in b..<x1 { edge(x) }
            return
        }
        // The exact area of one pixel of this row.
        func pixel(_ x: Int) -> UInt8 {
            let px = Double(x)
            let hx = max(0, min(px + 1, right) - max(px, left))
            var area = hx * vy
            if area > 0 {
                for i in 0..<corners.count where active & (1 << UInt8(i)) != 0 {
                    let c = corners[i]
                    let ax0 = max(px, c.x0), ax1 = min(px + 1, c.x1)
                    let ay0 = max(py, c.y0), ay1 = min(py + 1, c.y1)
                    guard ax1 > ax0, ay1 > ay0 else { continue }
                    // Local coordinates: distance from the disc centre toward the corner.
                    let u0 = c.sx > 0 ? ax0 - c.cx : c.cx - ax1
                    let u1 = c.sx > 0 ? ax1 - c.cx : c.cx - ax0
                    let v0 = c.sy > 0 ? ay0 - c.cy : c.cy - ay1
                    let v1 = c.sy > 0 ? ay1 - c.cy : c.cy - ay0
                    // Most of a large corner's pixels lie wholly inside or outside its disc.
                    let r2 = c.r * c.r
                    let inside = u1 * u1 + v1 * v1 <= r2 ? (u1 - u0) * (v1 - v0)
                        : u0 * u0 + v0 * v0 >= r2 ? 0 : Self.quarterDiscArea(u0: u0, u1: u1, v0: v0, v1: v1, r: c.r)
                    area -= (ax1 - ax0) * (ay1 - ay0) - inside
                }
            }
            // Rounded to nearest (non-negative: adding a half and truncating needs no libm call).
            return UInt8(min(1, max(0, area)) * 255 + 0.5)
        }
        // Between the straight edges and away from the active corners' squares a pixel is covered
        // like the interior (vy); only the end pixels and the corner squares need the exact area.
        let a = max(x0, min(x1, fullStart)), b = max(a, min(x1, fullEnd))
        for x in x0..<a { out[x - x0] = pixel(x) }
        if b > a { (out + (a - x0)).update(repeating: UInt8(vy * 255 + 0.5), count: b - a) }
        for x in b..<x1 { out[x - x0] = pixel(x) }
        for i in 0..<corners.count where active & (1 << UInt8(i)) != 0 {
            let c = corners[i]
            let from = max(a, Int(c.x0.rounded(.down))), to = min(b, Int(c.x1.rounded(.up)))
            guard from < to else { continue }
            // This row's part of the corner square in the disc's local coordinates (u, v: distances
            // from the centre toward the corner). A pixel whose far corner is inside the disc keeps the
            // interior value written above; one wholly in the square with its near corner outside the
            // disc is empty; only the pixels the arc crosses need the exact area.
            let ay0 = max(py, c.y0), ay1 = min(py + 1, c.y1)
            let v0 = c.sy > 0 ? ay0 - c.cy : c.cy - ay1, v1 = c.sy > 0 ? ay1 - c.cy : c.cy - ay0
            let r2 = c.r * c.r
            let uIn = v1 < c.r ? (r2 - v1 * v1).squareRoot() : -1
            let uOut = v0 < c.r ? (r2 - v0 * v0).squareRoot() : 0
            let rowInSquare = py >= c.y0 && py + 1 <= c.y1
            func inside(_ x: Int) -> Bool {
                let px = Double(x)
                return (c.sx > 0 ? min(px + 1, c.x1) - c.cx : c.cx - max(px, c.x0)) <= uIn
            }
            func outside(_ x: Int) -> Bool {
                let px = Double(x)
                let u0 = c.sx > 0 ? max(px, c.x0) - c.cx : c.cx - min(px + 1, c.x1)
                return u0 >= uOut && rowInSquare && px >= c.x0 && px + 1 <= c.x1
            }
            // `inside` holds on the run of pixels next to the centre (u1 grows away from it): find that
            // run's edge from where the arc meets the row, corrected by the exact test, and leave it.
            var lo = from, hi = to
            if c.sx > 0 {
                var e = max(from, min(to, Int((c.cx + uIn).rounded(.down))))
                while e > from && !inside(e - 1) { e -= 1 }
                while e < to && inside(e) { e += 1 }
                lo = e
            } else {
                var s = max(from, min(to, Int((c.cx - uIn).rounded(.up))))
                while s < to && !inside(s) { s += 1 }
                while s > from && inside(s - 1) { s -= 1 }
                hi = s
            }
            var x = lo
            while x < hi {
                out[x - x0] = outside(x) ? 0 : pixel(x)
                x += 1
            }
        }
    }

    /// Area of {(u, v) : u0 ≤ u ≤ u1, v0 ≤ v ≤ v1, u² + v² ≤ r²} for 0 ≤ u0 ≤ u1 ≤ r, 0 ≤ v0 ≤ v1 ≤ r:
    /// ∫ clamp(√(r² − u²) − v0, 0, v1 − v0) du, integrated exactly.
    @usableFromInline
    static func quarterDiscArea(u0: Double, u1: Double, v0: Double, v1: Double, r: Double) -> Double {
        let r2 = r * r
        let h = v1 - v0
        let ua = v1 >= r ? 0 : (r2 - v1 * v1).squareRoot()   // √(r²−u²) ≥ v1 for u ≤ ua
        let ub = v0 >= r ? 0 : (r2 - v0 * v0).squareRoot()   // √(r²−u²) ≤ v0 for u ≥ ub
        var area = 0.0
        let fullEnd = min(u1, ua)
        if fullEnd > u0 { area += (fullEnd - u0) * h }
        let a = max(u0, ua), b = min(u1, ub)
        if b > a {
            func g(_ u: Double) -> Double {
                let uc = min(u, r)
                return 0.5 * (uc * max(0, r2 - uc * uc).squareRoot() + r2 * asin(min(1, uc / r)))
            }
            area += (g(b) - g(a)) - v0 * (b - a)
        }
        return area
    }
}
