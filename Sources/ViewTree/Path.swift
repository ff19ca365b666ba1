import Foundation
import Geometry

/// An outline made of lines, quadratic and cubic Bézier curves and circular arcs, in points with y
/// growing downward, as SwiftUI's `Path`. Filled by a `Shape` with exact anti-aliased coverage (nonzero
/// winding). Curves and arcs are flattened into lines within `Path.flatness` of the true curve when
/// drawn, so corners between segments are exact and curves are smooth at any size.
public struct Path: Hashable, Sendable {
    enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(Point, control: Point)
        case cubic(Point, control1: Point, control2: Point)
        case close
    }

    var elements: [Element] = []
    /// The end of the last segment (nil before the first `move`).
    public internal(set) var currentPoint: Point?
    var subpathStart: Point?

    /// An empty path: it fills nothing.
    public init() {}

    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rectangle with circular corners of `cornerRadius` points (clamped to half the shorter side).
    public init(roundedRect rect: CGRect, cornerRadius: Double) { addRoundedRect(in: rect, cornerRadius: cornerRadius) }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// True when nothing has been added (not even a `move`).
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: CGPoint) { move(Point(p)) }
    /// A straight line from the current point to `p`.
    public mutating func addLine(to p: CGPoint) { line(Point(p)) }
    /// Lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    /// A quadratic Bézier curve to `p` with one control point.
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        ensureStart()
        elements.append(.quad(Point(p), control: Point(control)))
        currentPoint = Point(p)
    }
    /// A cubic Bézier curve to `p` with two control points.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        ensureStart()
        elements.append(.cubic(Point(p), control1: Point(control1), control2: Point(control2)))
        currentPoint = Point(p)
    }
    /// A circular arc around `center` from `startAngle` to `endAngle`, angles measured from the +x axis
    /// toward +y (down). `clockwise: false` runs with growing angles, which on screen (y down) turns
    /// clockwise, as SwiftUI's flipped coordinates do. A line joins the current point to the arc's start.
    public mutating func addArc(center: CGPoint, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let c = Point(center)
        var sweep = endAngle.radians - startAngle.radians
        if clockwise { while sweep > 0 { sweep -= 2 * .pi } } else { while sweep < 0 { sweep += 2 * .pi } }
        arc(center: c, radius: radius, start: startAngle.radians, sweep: sweep)
    }
    /// A closed rectangle subpath.
    public mutating func addRect(_ r: CGRect) {
        let r = Rect(r)
        move(Point(x: r.minX, y: r.minY))
        line(Point(x: r.maxX, y: r.minY))
        line(Point(x: r.maxX, y: r.maxY))
        line(Point(x: r.minX, y: r.maxY))
        closeSubpath()
    }
    /// A closed rounded-rectangle subpath (circular corners).
    public mutating func addRoundedRect(in rect: CGRect, cornerRadius: Double) {
        let r = Rect(rect)
        let k = max(0, min(cornerRadius, min(r.width, r.height) / 2))
        move(Point(x: r.minX + k, y: r.minY))
        line(Point(x: r.maxX - k, y: r.minY))
        arc(center: Point(x: r.maxX - k, y: r.minY + k), radius: k, start: -.pi / 2, sweep: .pi / 2)
        line(Point(x: r.maxX, y: r.maxY - k))
        arc(center: Point(x: r.maxX - k, y: r.maxY - k), radius: k, start: 0, sweep: .pi / 2)
        line(Point(x: r.minX + k, y: r.maxY))
        arc(center: Point(x: r.minX + k, y: r.maxY - k), radius: k, start: .pi / 2, sweep: .pi / 2)
        line(Point(x: r.minX, y: r.minY + k))
        arc(center: Point(x: r.minX + k, y: r.minY + k), radius: k, start: .pi, sweep: .pi / 2)
        closeSubpath()
    }
    /// A closed ellipse subpath inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect) {
        let r = Rect(rect)
        let rx = r.width / 2, ry = r.height / 2
        // Four cubic quarters (kappa: the standard 4/3·(√2 − 1) control distance).
        let k = 0.5522847498
        let c = r.center
        move(Point(x: c.x + rx, y: c.y))
        cubic(Point(x: c.x, y: c.y + ry), Point(x: c.x + rx, y: c.y + ry * k), Point(x: c.x + rx * k, y: c.y + ry))
        cubic(Point(x: c.x - rx, y: c.y), Point(x: c.x - rx * k, y: c.y + ry), Point(x: c.x - rx, y: c.y + ry * k))
        cubic(Point(x: c.x, y: c.y - ry), Point(x: c.x - rx, y: c.y - ry * k), Point(x: c.x - rx * k, y: c.y - ry))
        cubic(Point(x: c.x + rx, y: c.y), Point(x: c.x + rx * k, y: c.y - ry), Point(x: c.x + rx, y: c.y - ry * k))
        closeSubpath()
    }
    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    // MARK: Building in engine points

    mutating func move(_ p: Point) {
        elements.append(.move(p))
        currentPoint = p
        subpathStart = p
    }

    mutating func line(_ p: Point) {
        ensureStart()
        elements.append(.line(p))
        currentPoint = p
    }

    mutating func cubic(_ p: Point, _ c1: Point, _ c2: Point) {
        ensureStart()
        elements.append(.cubic(p, control1: c1, control2: c2))
        currentPoint = p
    }

    /// An arc as cubic pieces of at most a quarter turn each (error under 0.03 % of the radius).
    mutating func arc(center c: Point, radius r: Double, start: Double, sweep: Double) {
        let startPoint = Point(x: c.x + r * cos(start), y: c.y + r * sin(start))
        if currentPoint == nil { move(startPoint) } else { line(startPoint) }
        guard r > 0, sweep != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = start
        for _ in 0..<pieces {
            let b = a + step
            let p0 = Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
            let p3 = Point(x: c.x + r * cos(b), y: c.y + r * sin(b))
            let c1 = Point(x: p0.x - k * r * sin(a), y: p0.y + k * r * cos(a))
            let c2 = Point(x: p3.x + k * r * sin(b), y: p3.y - k * r * cos(b))
            cubic(p3, c1, c2)
            a = b
        }
    }

    /// A segment with no subpath started begins one at the origin, as CoreGraphics does not; SwiftUI
    /// ignores such segments, and so would this path but for a start point. Start at (0, 0).
    private mutating func ensureStart() {
        if currentPoint == nil { move(.zero) }
    }
}

extension Path {
    /// The path with every point, control points included, mapped by `f` (exact for an affine map:
    /// its curves are the mapped curves).
    func mapped(_ f: (Point) -> Point) -> Path {
        var out = Path()
        out.elements = elements.map { e in
            switch e {
            case .move(let p): return .move(f(p))
            case .line(let p): return .line(f(p))
            case .quad(let p, let c): return .quad(f(p), control: f(c))
            case .cubic(let p, let c1, let c2): return .cubic(f(p), control1: f(c1), control2: f(c2))
            case .close: return .close
            }
        }
        out.currentPoint = currentPoint.map(f)
        out.subpathStart = subpathStart.map(f)
        return out
    }

    /// How far a flattened curve may stray from the true one, points (a tenth of a pixel at 2×).
    public static let flatness = 0.05

    /// The outline as closed polygons (every subpath closes for filling), each point mapped by
    /// `transform` after flattening with `tolerance` points.
    func polygons(tolerance: Double = Path.flatness, transform: (Point) -> Point = { $0 }) -> [[Point]] {
        subpaths(tolerance: tolerance, transform: transform).compactMap { $0.points.count >= 3 ? $0.points : nil }
    }

    /// The subpaths as polylines, flattened with `tolerance` points and mapped by `transform`; `closed`
    /// for a subpath that `closeSubpath()` ended.
    func subpaths(tolerance: Double = Path.flatness, transform: (Point) -> Point = { $0 }) -> [(points: [Point], closed: Bool)] {
        var out: [(points: [Point], closed: Bool)] = []
        var current: [Point] = []
        var last = Point.zero
        var closing = false
        func flush() {
            if current.count >= 2 { out.append((current.map(transform), closing)) }
            current = []
            closing = false
        }
        for e in elements {
            switch e {
            case .move(let p):
                flush()
                current = [p]
                last = p
            case .line(let p):
                current.append(p)
                last = p
            case .quad(let p, let c):
                let d = Point(x: last.x - 2 * c.x + p.x, y: last.y - 2 * c.y + p.y)
                let n = Self.segments(secondDifference: (d.x * d.x + d.y * d.y).squareRoot(), tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    current.append(Point(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                                         y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .cubic(let p, let c1, let c2):
                let d1 = Point(x: last.x - 2 * c1.x + c2.x, y: last.y - 2 * c1.y + c2.y)
                let d2 = Point(x: c1.x - 2 * c2.x + p.x, y: c1.y - 2 * c2.y + p.y)
                let m = max((d1.x * d1.x + d1.y * d1.y).squareRoot(), (d2.x * d2.x + d2.y * d2.y).squareRoot())
                let n = Self.segments(secondDifference: 1.5 * m, tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, cc = 3 * u * t * t, d = t * t * t
                    current.append(Point(x: a * last.x + b * c1.x + cc * c2.x + d * p.x,
                                         y: a * last.y + b * c1.y + cc * c2.y + d * p.y))
                }
                last = p
            case .close:
                let start = current.first
                closing = true
                flush()
                if let start { last = start; current = [start] }
            }
        }
        flush()
        return out
    }

    /// Lines enough for a curve whose control polygon's second difference is `d` points: the chord
    /// error of n pieces is at most d / (8 n²) (a quadratic; 1.5× that bound is passed for cubics).
    private static func segments(secondDifference d: Double, tolerance: Double) -> Int {
        guard d.isFinite, d > 0 else { return 1 }
        return max(1, min(1000, Int((d / (8 * tolerance)).squareRoot().rounded(.up))))
    }
}
