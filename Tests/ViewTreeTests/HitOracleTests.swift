import Foundation
import Geometry
import Testing
@testable import ViewTree

/// The hit oracle (`ViewGraph.hitAudit`) answers from the display list, not from the hit regions it
/// checks: a planted fault in the regions fails it, and the engine's own answers pass it.
@MainActor
@Suite("Hit oracle", .serialized)
struct HitOracleTests {
    /// A card growing in with a scale effect about its centre, over a background with its own tap.
    func growingCard(_ shown: Flag) -> ViewGraph {
        makeGraph(width: 400, height: 300) {
            ZStack {
                Color.blue.onTapGesture {}.identifier("below")
                Color.red.frame(width: 100, height: 100).onTapGesture {}.identifier("card")
                    .scaleEffect(shown.value ? 1 : 0.2)
            }
        }
    }

    @Test("a view drawn away from its layout frame: the regions where it is drawn pass, regions at the layout frame (planted) fail")
    func plantedLayoutFrameRegions() {
        let shown = Flag()
        let g = growingCard(shown)
        withAnimation(.linear(duration: 1)) {
            shown.value = true
            g.invalidateContent()
        }
        g.update(at: 0)
        g.update(at: 0.5)
        // Half way: scaled 0.6 about the centre, drawn at 170...230 (laid out at 150...250).
        let drawn = g.frame("card")!
        #expect(abs(drawn.minX - 170) < 0.5 && abs(drawn.width - 60) < 0.5, "\(drawn)")
        // Inside the layout frame but outside the drawing; inside both; outside both.
        let points = [Point(x: 160, y: 150), Point(x: 200, y: 150), Point(x: 20, y: 20)]
        #expect(g.hitAudit(at: points) == nil)

        PlantedFaults.hitRegionsAtLayoutFrames = true
        defer { PlantedFaults.clear() }
        g.update(at: 0.51)
        let message = g.hitAudit(at: points)
        #expect(message?.contains("a press at (160.0, 150.0) reached #card") ?? false, "\(message ?? "nil")")
    }

    @Test("a stroked border takes the pointer on its band only: the field it frames gets the press inside it")
    func strokedBorderBand() {
        var field = 0, ring = 0
        let g = makeGraph(width: 400, height: 300) {
            ZStack {
                Color.gray.frame(width: 200, height: 60).onTapGesture { field += 1 }
                    .overlay(Capsule().stroke(Color.blue, lineWidth: 4))
                Circle().stroke(Color.red, lineWidth: 6).frame(width: 60, height: 60).onTapGesture { ring += 1 }
                    .offset(y: 100)
            }
        }
        g.update(at: 0)
        // Inside the capsule outline (not on its band): the field. The ring's centre: nothing; its band: it.
        let inside = Point(x: 200, y: 150), ringCentre = Point(x: 200, y: 250), ringBand = Point(x: 172, y: 250)
        #expect(g.hitAudit(at: [inside, ringCentre, ringBand, Point(x: 101, y: 150)]) == nil)
        g.tap(inside)
        g.tap(ringCentre)
        g.tap(ringBand)
        #expect(field == 1, "the press inside the stroked overlay reaches the field")
        #expect(ring == 1, "the ring takes the press on its band, not at its centre")
    }

    @Test("a custom filled shape takes the pointer inside its path, not in the rest of its frame")
    func pathShapeCoverage() {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.move(to: CGPoint(x: rect.minX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
                return p
            }
        }
        var below = 0, triangle = 0
        let g = makeGraph(width: 400, height: 300) {
            ZStack {
                Color.blue.onTapGesture { below += 1 }
                Triangle().fill(Color.red).frame(width: 100, height: 100).onTapGesture { triangle += 1 }
            }
        }
        g.update(at: 0)
        // The frame is 150...250 × 100...200: (160, 110) is in the triangle, (240, 190) only in its frame.
        let inTriangle = Point(x: 160, y: 110), outside = Point(x: 240, y: 190)
        #expect(g.hitAudit(at: [inTriangle, outside]) == nil)
        g.tap(inTriangle)
        g.tap(outside)
        #expect(triangle == 1 && below == 1)
    }

    @Test("a view clipped twice takes no press outside the outer clip, even inside the inner one")
    func nestedClipsIntersect() {
        var inner = 0, outer = 0
        let g = makeGraph(width: 400, height: 300) {
            ZStack {
                Color.blue.onTapGesture { outer += 1 }.identifier("below")
                // A 200 pt picture, clipped to 200x100 by its own frame, inside a 100x100 window.
                ZStack {
                    Color.red.frame(width: 200, height: 200).onTapGesture { inner += 1 }.frame(width: 200, height: 100).clipped()
                }
                .frame(width: 100, height: 100).clipped()
            }
        }
        // (190, 150): inside the inner clip (100...300) but outside the outer one (150...250).
        let p = Point(x: 120, y: 150)
        #expect(g.hitAudit(at: [p, Point(x: 200, y: 150)]) == nil)
        g.handle(.pointerDown(p, .mouse))
        g.update(at: 0.05)
        g.handle(.pointerUp(p, .mouse))
        g.update(at: 0.05)
        #expect(inner == 0 && outer == 1)
    }

    @Test("a drag on a scroll view moves the content from where it was recognised: no jump by the slop")
    func scrollStartsWithoutJump() {
        let g = makeGraph(width: 400, height: 300) {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<10) { i in Color.red.frame(height: 100).identifier("row\(i)") } }
            }
        }
        let start = g.frame("row1")!
        g.handle(.pointerDown(Point(x: 200, y: 200), .touch))
        var last = start
        for k in 1...6 {
            g.update(at: Double(k) / 60)
            g.handle(.pointerMove(Point(x: 200, y: 200 - 4 * Double(k)), .touch))
            g.update(at: Double(k) / 60)
            let r = g.frame("row1")!
            #expect(abs(r.minY - last.minY) <= 4.01, "move \(k): \(last) → \(r)")
            last = r
        }
        // Recognised at 8 pt (the second move): the content moved by that move's own 4 pt and followed
        // the four moves after it, 20 pt in all (24 pt of pointer travel less the 4 pt before).
        #expect(abs(last.minY - (start.minY - 20)) < 0.01, "\(last)")
    }
}
