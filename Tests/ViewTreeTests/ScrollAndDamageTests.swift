import Geometry
import Motion
import Raster
import Rendering
import TestSupport
import Testing
import Typography
@testable import ViewTree

@MainActor
@Suite("Scrolling and damage", .serialized)
struct ScrollAndDamageTests {
    @Test("wheel scrolling moves the content and stops at the ends; a token change scrolls back to the top")
    func scrolling() {
        let token = Flag()
        let g = makeGraph(width: 200, height: 200) {
            ScrollView(scrollToTop: token.value) {
                VStack(spacing: 0) { ForEach(0..<10) { i in Color.blue.frame(height: 100).identifier("row\(i)") } }
            }
        }
        g.update(at: 0)
        #expect(g.frame("row0")!.minY == 0)
        g.handle(.scroll(Point(x: 100, y: 100), dx: 0, dy: 250))
        g.update(at: 1)
        #expect(g.frame("row0")!.minY == -250)
        g.handle(.scroll(Point(x: 100, y: 100), dx: 0, dy: 5000))
        g.update(at: 2)
        #expect(g.frame("row9")!.maxY == 200)
        withAnimation(.linear(duration: 1)) {
            token.value = true
            g.invalidateContent()
        }
        g.update(at: 3)
        g.update(at: 3.5)
        #expect(abs(g.frame("row0")!.minY + 400) < 1e-6)
        g.update(at: 4)
        #expect(g.frame("row0")!.minY == 0)
    }

    @Test("a press that stops a rubber band past the top lets it spring back inside when released")
    func pressStopsRubberBand() {
        let g = makeGraph(width: 200, height: 200) {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<10) { i in Color.blue.frame(height: 100).identifier("row\(i)") } }
            }
        }
        // Pull down past the top, let go: the content springs back from 80 pt down.
        g.handle(.pointerDown(Point(x: 100, y: 50), .mouse))
        for k in 1...10 {
            g.update(at: Double(k) * 0.02)
            g.handle(.pointerMove(Point(x: 100, y: 50 + Double(k) * 16), .mouse))
        }
        g.update(at: 0.2)
        g.handle(.pointerUp(Point(x: 100, y: 210), .mouse))
        g.update(at: 0.25)
        #expect(g.frame("row0")!.minY > 10)
        // A press catches it mid-spring, then lifts without moving (a tap).
        g.handle(.pointerDown(Point(x: 100, y: 150), .mouse))
        g.update(at: 0.3)
        g.handle(.pointerUp(Point(x: 100, y: 150), .mouse))
        g.update(at: 2.5)
        #expect(g.frame("row0")!.minY == 0)
    }

    @Test("a frame redraws only the pixels of what moved")
    func damage() {
        let flag = Flag()
        let g = makeGraph(width: 400, height: 300) {
            ZStack(alignment: .topLeading) {
                Color.white
                VStack { ForEach(0..<5) { _ in Color.gray.frame(width: 300, height: 30) } }
                Circle().fill(.red).frame(width: 20, height: 20).offset(x: flag.value ? 300 : 10, y: 260)
            }
        }
        let renderer = Renderer(pixelWidth: 400, pixelHeight: 300, scale: 1, glyphs: GlyphCache(source: FixedGlyphSource()))
        func frame() -> IntRect { renderer.render(DisplayList(items: g.render().items)) }
        #expect(frame().area == 400 * 300)
        #expect(frame().isEmpty)
        withAnimation(.linear(duration: 1)) {
            flag.value = true
            g.invalidateContent()
        }
        g.update(at: 0)
        g.update(at: 0.1)
        let touched = frame()
        // The dot moved 29 pt: the damage is its old and new 20x20 squares and what lies between.
        #expect(touched.area > 0 && touched.area <= 60 * 21)
        #expect(touched.y0 >= 259 && touched.y1 <= 281)
    }
}
