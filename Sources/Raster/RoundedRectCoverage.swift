import Foundation
import Geometry
internal import RasterKernels

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
    /// The shape, its corners and their tables as the C row kernel (`rk_rounded_rect_row`) takes them.
    let kernel: RoundedRectKernelShape

    /// One rounded corner: its r×r square and its disc centre; `sx`, `sy` are +1 when the corner lies
    /// toward +x / +y from the centre.
    @usableFromInline
    struct Corner {
        let cx, cy, r: Double
        let sx, sy: Double
        let x0, x1, y0, y1: Double
    }

    @usableFromInline
    init(_ shape: RoundedRect) {
        self.init(shape, in: nil)
    }

    /// The coverage with its kernel shape and tables in `memory` when it is not nil: at least
    /// `Self.byteCount(shape)` bytes, 16-byte aligned, that outlive the coverage (a fill's scratch
    /// memory: no heap block for the tables of each shape drawn).
    init(_ shape: RoundedRect, in memory: UnsafeMutableRawPointer?) {
        let rect = shape.rect
        left = rect.minX
        top = rect.minY
        right = rect.maxX
        bottom = rect.maxY
        kernel = RoundedRectKernelShape(left: left, top: top, right: right, bottom: bottom, radii: shape.clampedRadii, in: memory)
    }

    /// The bytes the kernel shape and tables of `shape` take (`init(_:in:)`).
    static func byteCount(_ shape: RoundedRect) -> Int { RoundedRectKernelShape.byteCount(radii: shape.clampedRadii) }

    /// The corners with a radius above 0: top left, top right, bottom right, bottom left (those present).
    var cornerCount: Int { kernel.cornerCount }

    /// Corner `i` (< `cornerCount`).
    func corner(_ i: Int) -> Corner {
        let c = kernel.corner(i)
        return Corner(cx: c.cx, cy: c.cy, r: c.r, sx: c.sx, sy: c.sy, x0: c.x0, x1: c.x1, y0: c.y0, y1: c.y1)
    }

    /// Every corner (`corner(i)` for each i).
    var corners: [Corner] { (0..<cornerCount).map(corner) }

    /// The pixels that can have non-zero coverage.
    var bounds: IntRect { IntRect(covering: Rect(x: left, y: top, width: right - left, height: bottom - top)) }

    /// Writes the coverage (0...255, rounded) of pixels `x0..<x1` of row `y` into `out[0..<(x1-x0)]`
    /// (`rk_rounded_rect_row`). The row is first written as the plain rect covers it; then each pixel of
    /// a corner square that is not wholly inside its disc gets the exact area. Within the square, the
    /// disc's area in a pixel [u0,u1]×[v0,v1] (local coordinates) is B(u1) − B(u0), where
    /// B(u) = A(u, v1) − A(u, v0) is the disc's area in the row's band left of u (computed once per
    /// column line, shared by the pixels on its two sides) and A(u, v), the quarter disc's area in
    /// [0,u]×[0,v], is u·v when (u, v) lies inside the circle and F(u) + F(v) − πr²/4 otherwise (the disc
    /// then lies in the union of the strips left of u and below v). F at column and row lines comes
    /// from tables made once per shape: no `asin` per row or pixel. `referenceRow` is the
    /// straightforward path (the tests compare them).
    @usableFromInline
    func row(y: Int, x0: Int, x1: Int, into out: UnsafeMutablePointer<UInt8>) {
        rk_rounded_rect_row(kernel.shape, kernel.table, Int64(y), Int64(x0), Int64(x1), out)
    }

    /// `row` for each row of `y0..<y1`, row y into `out + (y - y0) * stride` (the same bytes;
    /// `rk_rounded_rect_rows`): each corner's arc is followed from row to row, its column searches
    /// starting where the row before left them.
    func rows(y0: Int, y1: Int, x0: Int, x1: Int, into out: UnsafeMutablePointer<UInt8>, stride: Int) {
        rk_rounded_rect_rows(kernel.shape, kernel.table, Int64(y0), Int64(y1), Int64(x0), Int64(x1), out, stride)
    }

    /// Rows `y0..<y1`, columns `x0..<x1` of `pixels` (row stride `stride`) composited source-over with
    /// the premultiplied `source` at this coverage times `opacity` (0...255): `rows` a batch of `batch`
    /// rows at a time into `scratch` (`batch × (x1 - x0)` bytes), each row then through the coverage
    /// kernel (`rk_rounded_rect_over_rows`): the bytes of `row` and `SpanPainter.paintSolid`.
    func overRows(y0: Int, y1: Int, x0: Int, x1: Int, pixels: UnsafeMutablePointer<UInt32>, stride: Int, source: UInt32,
                  opacity: UInt32, scratch: UnsafeMutablePointer<UInt8>, batch: Int) {
        rk_rounded_rect_over_rows(kernel.shape, kernel.table, Int64(y0), Int64(y1), Int64(x0), Int64(x1), pixels, stride, source, opacity,
                                  scratch, Int64(batch))
    }

    /// The straightforward per-pixel path (`row`'s reference in tests): the same coverage, each arc
    /// pixel integrated on its own. `row` agrees with it within one level (rounding of equal areas
    /// computed in a different order).
    func referenceRow(y: Int, x0: Int, x1: Int, into out: UnsafeMutablePointer<UInt8>) {
        let n = x1 - x0
        guard n > 0 else { return }
        let corners = self.corners
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

/// A rounded rect laid out for the C row kernel: the `rk_rounded_rect` (its corners made by
/// `rk_rounded_rect_init`) and, after it in the same block, the corners' tables (doubles) of column
/// and row lines. Made once per shape; the block is its own (freed with the last copy) or the
/// caller's (then nothing is allocated).
struct RoundedRectKernelShape {
    let shape: UnsafeMutablePointer<rk_rounded_rect>
    let table: UnsafeMutablePointer<Double>
    /// The block when the shape allocated it; nil when the caller's memory holds the shape.
    private let owned: OwnedBlock?

    /// A heap block, freed with its last reference.
    private final class OwnedBlock {
        let memory: UnsafeMutableRawPointer
        init(bytes: Int) { memory = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16) }
        deinit { memory.deallocate() }
    }

    /// The bytes before the tables: the shape, rounded up to 16.
    private static var headerBytes: Int { (MemoryLayout<rk_rounded_rect>.stride + 15) & ~15 }

    /// The bytes of the shape and its tables for these radii.
    static func byteCount(radii: CornerRadii) -> Int {
        var r = (radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft)
        let count = withUnsafePointer(to: &r) { p in p.withMemoryRebound(to: Double.self, capacity: 4) { rk_rounded_rect_table_count($0) } }
        return headerBytes + max(1, count) * 8
    }

    /// The shape in `memory` (at least `byteCount(radii:)` bytes, 16-byte aligned, outliving this
    /// value and its copies) or, when it is nil, in a block of its own.
    init(left: Double, top: Double, right: Double, bottom: Double, radii: CornerRadii, in memory: UnsafeMutableRawPointer? = nil) {
        let bytes = Self.byteCount(radii: radii)
        owned = memory == nil ? OwnedBlock(bytes: bytes) : nil
        let storage = memory ?? owned!.memory
        let count = (bytes - Self.headerBytes) / 8
        let shape = storage.bindMemory(to: rk_rounded_rect.self, capacity: 1)
        let table = (storage + Self.headerBytes).bindMemory(to: Double.self, capacity: count)
        var r = (radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft)
        withUnsafePointer(to: &r) { p in
            p.withMemoryRebound(to: Double.self, capacity: 4) { rk_rounded_rect_init(shape, left, top, right, bottom, $0, table) }
        }
        self.shape = shape
        self.table = table
    }

    var cornerCount: Int { Int(shape.pointee.count) }

    /// Corner `i` (< `cornerCount`), read in place.
    func corner(_ i: Int) -> rk_corner {
        let offset = MemoryLayout<rk_rounded_rect>.offset(of: \.corners)!
        return (UnsafeRawPointer(shape) + offset).assumingMemoryBound(to: rk_corner.self)[i]
    }

    /// Corner `i`'s tabled lines (the tests compare them with libm): each column line's u and F(u),
    /// then each row line's v and F(v), F(x) = ∫₀ˣ √(r² − s²) ds.
    func lineTables(_ i: Int) -> (columns: [(u: Double, f: Double)], rows: [(v: Double, f: Double)]) {
        let c = corner(i)
        let columns = Int(c.end_column - c.first_column) + 1, rows = Int(c.end_row - c.first_row) + 1
        return ((0..<columns).map { (table[Int(c.column_u) + $0], table[Int(c.column_f) + $0]) },
                (0..<rows).map { (table[Int(c.row_v) + $0], table[Int(c.row_f) + $0]) })
    }
}
