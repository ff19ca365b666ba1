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
        // Round caps and joins: the band reaches 2 pt beyond every vertex.
        let bounds = band.first?.bounds ?? .zero
        #expect(abs(bounds.minX - 178) < 0.05)
        #expect(abs(bounds.maxY - 167) < 0.05)
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
