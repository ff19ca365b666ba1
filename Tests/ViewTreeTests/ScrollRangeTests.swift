import Geometry
import Motion
import Testing
@testable import ViewTree

/// A scroll view's offset stays where its content can be, whatever changes its viewport or content.
@MainActor
@Suite("Scroll offset within the content's range", .serialized)
struct ScrollRangeTests {
    /// A header over a list of four 100 pt rows; the header shrinks from 150 to 50 pt when `short`.
    func headerAndList(_ short: Flag) -> ViewGraph {
        makeGraph(width: 400, height: 300) {
            VStack(spacing: 0) {
                Color.blue.frame(height: short.value ? 50 : 150).identifier("header")
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<4) { i in Color.red.frame(height: 100).identifier("row\(i)") } }
                }
            }
        }
    }

    /// Found by `hero explore` (studio seed 12): the list scrolled to its end under the expanded header;
    /// the header collapsed, the list grew taller, and its offset stayed past the new end (blank space
    /// under the last card) until a touch on it, when the content jumped 129 pt in one frame.
    @Test("scrolled to the end, a viewport that grows brings the offset back inside with the change's animation; a drag then starts where the content is")
    func viewportGrows() {
        let short = Flag()
        let g = headerAndList(short)
        g.handle(.scroll(Point(x: 200, y: 250), dx: 0, dy: 1000))
        g.update(at: 1)
        #expect(g.frame("row3")!.maxY == 300)   // at the end: 400 pt of rows in 150 pt, offset 250
        withAnimation(.easeIn(duration: 0.35)) {
            short.value = true
            g.invalidateContent()
        }
        g.update(at: 1)
        var last = g.frame("row3")!
        for k in 1...30 {
            g.update(at: 1 + Double(k) / 60)
            let r = g.frame("row3")!
            #expect(abs(r.maxY - last.maxY) < 20, "t \(1 + Double(k) / 60): \(last) → \(r)")
            last = r
        }
        // The list is 250 pt tall now: the offset is 150 and the last row ends at the window's bottom.
        #expect(abs(g.frame("row3")!.maxY - 300) < 1e-6, "\(g.frame("row3")!)")
        #expect(!g.isAnimating)
        // A finger on the list moves up 10 pt: past the end, the content follows a third of that.
        g.handle(.pointerDown(Point(x: 200, y: 200), .touch))
        for k in 1...5 {
            g.update(at: 2 + Double(k) / 60)
            g.handle(.pointerMove(Point(x: 200, y: 200 - 2 * Double(k)), .touch))
            g.update(at: 2 + Double(k) / 60)
            let r = g.frame("row3")!
            #expect(abs(r.maxY - last.maxY) <= 2.01, "move \(k): \(last) → \(r)")
            last = r
        }
    }

    @Test("a finger that catches content springing back past its end moves it from where it is drawn")
    func grabPastTheEnd() {
        let g = headerAndList(Flag())
        // Pull the list down past its top by 60 pt (the content follows a third of the 180 pt) and let go.
        g.handle(.pointerDown(Point(x: 200, y: 160), .touch))
        for k in 1...9 {
            g.update(at: Double(k) * 0.02)
            g.handle(.pointerMove(Point(x: 200, y: 160 + Double(k) * 20), .touch))
        }
        g.update(at: 0.2)
        g.handle(.pointerUp(Point(x: 200, y: 340), .touch))
        g.update(at: 0.25)
        let caught = g.frame("row0")!
        #expect(caught.minY > 150 + 20, "\(caught)")
        // Caught mid-spring, then moved 8 pt down: still past the top, a third of it.
        g.handle(.pointerDown(Point(x: 200, y: 200), .touch))
        g.update(at: 0.26)
        g.handle(.pointerMove(Point(x: 200, y: 208), .touch))
        g.update(at: 0.27)
        let moved = g.frame("row0")!
        #expect(abs(moved.minY - caught.minY) <= 8 / 3 + 0.01, "\(caught) → \(moved)")
    }
}
