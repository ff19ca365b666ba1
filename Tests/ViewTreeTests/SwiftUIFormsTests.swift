import Foundation
import Geometry
import Motion
import Raster
import Rendering
import Testing
@testable import ViewTree

/// The SwiftUI-shaped forms of the library (Docs/Library.md): each is a thin front for an engine feature.
@MainActor
@Suite("SwiftUI-shaped API", .serialized)
struct SwiftUIFormsTests {
    @Test("padding(.horizontal, 12) pads the leading and trailing edges only")
    func edgePadding() {
        let g = makeGraph { Color.red.frame(width: 50, height: 20).padding(.horizontal, 12).identifier("p") }
        #expect(g.frame("p")?.size == Size(width: 74, height: 20))
    }

    @Test("overlay(_:alignment:) and background(_:alignment:) take a view and align it in the view's frame")
    func decorations() {
        let g = makeGraph {
            Color.red.frame(width: 200, height: 60)
                .overlay(Color.blue.frame(width: 20, height: 10).identifier("o"), alignment: .leading)
                .background(Color.green.frame(width: 30, height: 10).identifier("b"), alignment: .bottomTrailing)
        }
        #expect(g.frame("o") == Rect(x: 100, y: 145, width: 20, height: 10))
        #expect(g.frame("b") == Rect(x: 270, y: 170, width: 30, height: 10))
    }

    @Test("a GeometryReader's content is made for the reader's size from the first frame, and again after a resize")
    func geometryReader() {
        let g = makeGraph {
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width * 0.5, height: proxy.size.height * 0.25).identifier("g")
            }
        }
        #expect(g.frame("g") == Rect(x: 0, y: 0, width: 200, height: 75))
        g.resize(to: Size(width: 600, height: 400))
        g.update(at: 0.1)
        #expect(g.frame("g") == Rect(x: 0, y: 0, width: 300, height: 100))
    }

    @Test("position(x:y:) centres the view on the point in the space offered")
    func position() {
        let g = makeGraph { Color.red.frame(width: 20, height: 10).identifier("p").position(x: 100, y: 50) }
        #expect(g.frame("p") == Rect(x: 90, y: 45, width: 20, height: 10))
    }

    @Test("@Namespace keeps one id per view identity, distinct between views; any Hashable value is a matched id")
    func namespaceAndIntIDs() {
        let flag = Flag()
        let g = makeGraph { IntFlyer(flag: flag) }
        let start = Rect(x: 10, y: 20, width: 50, height: 50), end = Rect(x: 150, y: 150, width: 200, height: 100)
        #expect(g.frame("7") == start)
        let ns = g.elements("7").first?.namespace
        #expect(ns?.hasPrefix("ns") == true)
        withAnimation(.linear(duration: 1)) {
            flag.value = true
            g.invalidateContent()
        }
        g.update(at: 0)
        g.update(at: 0.5)
        // Half-way: the id survived the re-evaluation (same namespace), so the inserted view flew.
        let mid = start.interpolated(to: end, 0.5)
        for e in g.elements("7") where e.opacity > 0 {
            #expect(abs(e.frame.minX - mid.minX) < 0.01 && abs(e.frame.width - mid.width) < 0.01, "\(e.frame) vs \(mid)")
            #expect(e.namespace == ns)
        }
        g.update(at: 1)
        #expect(g.frame("7") == end)
        // A second view of the same type has a namespace of its own.
        let h = makeGraph { IntFlyer(flag: Flag()) }
        #expect(h.elements("7").first?.namespace != ns)
    }

    @Test("a ViewModifier's body wraps the view it is applied to")
    func viewModifier() {
        let g = makeGraph { Color.red.frame(width: 40, height: 40).modifier(Framed(inset: 5)).identifier("m") }
        #expect(g.frame("m")?.size == Size(width: 50, height: 50))
    }

    @Test("a Shape's path is filled as polygons in its frame; stroke draws the band around it")
    func shapes() {
        let g = makeGraph { Triangle().fill(.orange).frame(width: 40, height: 30) }
        let polygons = g.render().items.compactMap { item -> PolygonSet? in
            if case .shape(.polygons(let p), _, _) = item { return p } else { return nil }
        }
        #expect(polygons.count == 1)
        #expect(polygons.first?.bounds == Rect(x: 180, y: 135, width: 40, height: 30))
        let s = makeGraph { Triangle().stroke(.black, lineWidth: 4).frame(width: 40, height: 30) }
        let band = s.render().items.compactMap { item -> PolygonSet? in
            if case .shape(.polygons(let p), _, _) = item { return p } else { return nil }
        }
        // `StrokeStyle(lineWidth:)`'s defaults: mitred corners, each reaching r / sin(half its angle)
        // beyond its vertex along the bisector (bottom left: 56.3°, 4.24 pt out; the top: 67.4°).
        let bounds = band.first?.bounds ?? .zero
        #expect(abs(bounds.minX - 176.263) < 0.01)
        #expect(abs(bounds.maxY - 167) < 0.05)
        #expect(abs(bounds.minY - (135 - 2 / sin(atan2(20.0, 30.0)))) < 0.01)
        func strokeBounds(_ style: StrokeStyle) -> Rect {
            let g = makeGraph { Triangle().stroke(.black, style: style).frame(width: 40, height: 30) }
            return g.render().items.compactMap { item -> PolygonSet? in
                if case .shape(.polygons(let p), _, _) = item { return p } else { return nil }
            }.first?.bounds ?? .zero
        }
        // Round joins: 2 pt beyond every vertex.
        let round = strokeBounds(StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
        #expect(abs(round.minX - 178) < 0.05 && abs(round.maxY - 167) < 0.05 && abs(round.minY - 133) < 0.05)
        // Past the miter limit (2.12 widths > 1.5) the bottom-left corner is bevelled: it ends at the
        // left edge's band corner, 2 pt out along that edge's normal.
        let bevelled = strokeBounds(StrokeStyle(lineWidth: 4, miterLimit: 1.5))
        #expect(abs(bevelled.minX - (180 - 2 * 30 / (20.0 * 20 + 30 * 30).squareRoot())) < 0.01)
    }

    /// A horizontal line across its frame's middle.
    struct Rule: ViewTree.Shape {
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.move(to: CGPoint(x: rect.minX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            return p
        }
    }

    @Test("a dash pattern cuts the stroke into pieces from its phase; caps are flat, round or carried on by half the width")
    func dashesAndCaps() {
        func pieces(_ style: StrokeStyle) -> [[Point]] {
            let g = makeGraph { Rule().stroke(.black, style: style).frame(width: 100, height: 10) }
            return g.render().items.compactMap { item -> PolygonSet? in
                if case .shape(.polygons(let p), _, _) = item { return p } else { return nil }
            }.first?.contours ?? []
        }
        func xs(_ contours: [[Point]]) -> [ClosedRange<Double>] {
            contours.map { c in c.map(\.x).min()!...c.map(\.x).max()! }.sorted { $0.lowerBound < $1.lowerBound }
        }
        // 10 on, 5 off over 100 pt: seven dashes, at 0, 15, ..., 90 (the frame starts at x 150).
        let dashes = xs(pieces(StrokeStyle(lineWidth: 2, dash: [10, 5])))
        #expect(dashes.count == 7)
        #expect(dashes.map(\.lowerBound).map { ($0 - 150).rounded() } == [0, 15, 30, 45, 60, 75, 90])
        #expect(dashes.allSatisfy { abs($0.upperBound - $0.lowerBound - 10) < 1e-6 })
        // A phase of 12 starts 2 pt into the first gap: the first dash is at 3.
        let shifted = xs(pieces(StrokeStyle(lineWidth: 2, dash: [10, 5], dashPhase: 12)))
        #expect(abs(shifted[0].lowerBound - 153) < 1e-6)
        // Square caps carry each dash on by half the width (1 pt) at both ends.
        let square = xs(pieces(StrokeStyle(lineWidth: 2, lineCap: .square, dash: [10, 5])))
        #expect(abs(square[1].lowerBound - 164) < 1e-6 && abs(square[1].upperBound - 176) < 1e-6)
        // Round caps: a disc at each end of each dash.
        #expect(pieces(StrokeStyle(lineWidth: 2, lineCap: .round, dash: [10, 5])).count == 7 * 3)
        // A solid line with flat ends ends at the frame.
        let solid = xs(pieces(StrokeStyle(lineWidth: 2)))
        #expect(solid.count == 1 && abs(solid[0].lowerBound - 150) < 1e-6 && abs(solid[0].upperBound - 250) < 1e-6)
    }

    @Test("Path builds lines, curves and arcs; an arc runs clockwise on screen when clockwise is false")
    func path() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        p.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 14), control2: CGPoint(x: 2, y: 14))
        p.closeSubpath()
        let poly = p.polygons()
        #expect(poly.count == 1)
        // The quadratic bulges to x = 15 (half-way to its control point), never beyond.
        let maxX = poly[0].map(\.x).max() ?? 0
        #expect(abs(maxX - 15) < 0.06)
        var arc = Path()
        arc.addArc(center: CGPoint(x: 0, y: 0), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        // From (10, 0) through the +x +y quadrant (down-right on screen) to (0, 10).
        let pts = arc.subpaths()[0].points
        #expect(abs(pts.first!.x - 10) < 1e-9 && abs(pts.last!.y - 10) < 1e-9)
        #expect(pts.allSatisfy { $0.x >= -1e-9 && $0.y >= -1e-9 && abs(($0.x * $0.x + $0.y * $0.y).squareRoot() - 10) < 0.06 })
    }
}

@MainActor
struct IntFlyer: View {
    let flag: Flag
    @Namespace private var ns
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            if flag.value {
                Color.red.matchedGeometryEffect(id: 7, in: ns).frame(width: 200, height: 100).offset(x: 150, y: 150)
            } else {
                Color.red.matchedGeometryEffect(id: 7, in: ns).frame(width: 50, height: 50).offset(x: 10, y: 20)
            }
        }
    }
}

struct Framed: ViewModifier {
    let inset: Double
    func body(content: Content) -> some View { content.padding(inset) }
}

struct Triangle: ViewTree.Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.midX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
        return p
    }
}
