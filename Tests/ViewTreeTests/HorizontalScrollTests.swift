import Geometry
import Motion
import Testing
@testable import ViewTree

/// A horizontal `ScrollView` scrolls sideways: by a sideways wheel or swipe, by the wheel when no
/// vertical scroll view is under the pointer, and by a drag recognised sideways, also inside a
/// vertical list (a carousel in a feed); lazy stacks and `scrollTo` follow it.
@MainActor
@Suite("Horizontal scrolling")
struct HorizontalScrollTests {
    /// Twenty 100 pt cards, 10 pt apart (2,090 pt of content), in a 400x300 window.
    func carousel() -> ViewGraph {
        makeGraph(width: 400, height: 300) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<20, id: \.self) { i in Text("Card \(i)").frame(width: 100, height: 80).identifier("card\(i)") }
                }
            }
        }
    }

    /// A vertical feed whose second row is a carousel of twelve 100 pt cards.
    func feedWithCarousel() -> ViewGraph {
        makeGraph(width: 400, height: 300) {
            ScrollView {
                VStack(spacing: 0) {
                    Text("Header").frame(height: 100).identifier("header")
                    ScrollView(.horizontal) {
                        HStack(spacing: 10) {
                            ForEach(0..<12, id: \.self) { i in Text("Card \(i)").frame(width: 100, height: 80).identifier("card\(i)") }
                        }
                    }
                    ForEach(0..<10, id: \.self) { i in Text("Row \(i)").frame(height: 60).identifier("row\(i)") }
                }
            }
        }
    }

    func run(_ g: ViewGraph, from start: Double, to end: Double) {
        var t = start
        while t < end - 1e-9 {
            t += 1.0 / 60
            g.update(at: t)
        }
    }

    /// A drag by `d` over 0.2 s in ten steps, held still at the end (no fling).
    func drag(_ g: ViewGraph, from p: Point, by d: Point, at start: Double) -> Double {
        g.update(at: start)
        g.handle(.pointerDown(p, .touch))
        var t = start
        for k in 1...10 {
            t += 0.02
            g.update(at: t)
            g.handle(.pointerMove(Point(x: p.x + d.x * Double(k) / 10, y: p.y + d.y * Double(k) / 10), .touch))
        }
        let end = Point(x: p.x + d.x, y: p.y + d.y)
        for _ in 0..<8 {
            t += 0.02
            g.update(at: t)
            g.handle(.pointerMove(end, .touch))
        }
        g.handle(.pointerUp(end, .touch))
        return t
    }

    @Test("a sideways wheel moves the content left by as much; it stops where the last card meets the trailing edge")
    func sidewaysWheel() throws {
        let g = carousel()
        #expect(g.frame("card0")?.minX == 0)
        g.handle(.scroll(Point(x: 200, y: 150), dx: 300, dy: 0))
        run(g, from: 0, to: 0.4)
        #expect(try #require(g.frame("card0")).minX == -300)
        g.handle(.scroll(Point(x: 200, y: 150), dx: 1e6, dy: 0))
        run(g, from: 0.4, to: 0.8)
        #expect(try #require(g.frame("card19")).maxX == 400)
    }

    @Test("a plain wheel moves a horizontal scroll view when no vertical one is under the pointer")
    func plainWheelScrollsSideways() throws {
        let g = carousel()
        g.handle(.scroll(Point(x: 200, y: 150), dx: 0, dy: 120))
        run(g, from: 0, to: 0.4)
        #expect(try #require(g.frame("card0")).minX == -120)
    }

    @Test("over a carousel in a feed: the wheel scrolls the feed, a sideways drag the carousel, an upward drag the feed")
    func carouselInAFeed() throws {
        let g = feedWithCarousel()
        let card = try #require(g.frame("card1"))
        #expect(card.minY == 100 && card.minX == 110)
        // The plain wheel over the carousel: the feed moves up, the carousel stays.
        g.handle(.scroll(Point(x: 200, y: 140), dx: 0, dy: 50))
        run(g, from: 0, to: 0.4)
        let afterWheel = try #require(g.frame("card1"))
        #expect(afterWheel.minY == 50 && afterWheel.minX == 110, "\(afterWheel)")
        // A sideways drag over it: the carousel moves with the finger (past the 6 pt slop), not the feed.
        var t = drag(g, from: Point(x: 300, y: 90), by: Point(x: -150, y: 8), at: 0.5)
        run(g, from: t, to: t + 1)
        let afterSwipe = try #require(g.frame("card1"))
        #expect(afterSwipe.minY == 50, "\(afterSwipe)")
        #expect(afterSwipe.minX < 0 && afterSwipe.minX > -60, "\(afterSwipe)")
        // An upward drag starting on the carousel: the feed moves, the carousel stays.
        t = drag(g, from: Point(x: 200, y: 90), by: Point(x: 5, y: -80), at: t + 1.1)
        run(g, from: t, to: t + 1)
        let afterPull = try #require(g.frame("card1"))
        #expect(afterPull.minX == afterSwipe.minX, "\(afterPull)")
        #expect(afterPull.minY < 0, "\(afterPull)")
    }

    @Test("a LazyHStack scrolled far sideways makes the columns at that place, and only a screenful")
    func lazyColumnsFollowTheScroll() throws {
        let log = RowLog()
        let g = makeGraph(width: 400, height: 300) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<5000, id: \.self) { i in CountedRow(i: i, height: 40, log: log).frame(width: 90) }
                }
            }
        }
        g.handle(.scroll(Point(x: 200, y: 150), dx: 100_000, dy: 0))
        run(g, from: 0, to: 0.5)
        // Column 1000 starts at 100,000 pt: at the leading edge now.
        let column = try #require(g.frame("row1000"))
        #expect(abs(column.minX) < 0.5, "\(column)")
        let made = g.render().trace.filter { $0.id.hasPrefix("row") }.count
        #expect(made <= 8, "\(made) columns made")
    }

    @Test("scrollTo in a horizontal scroll view centres a card that has no view yet")
    func scrollToSideways() throws {
        let holder = ProxyHolder()
        let g = makeGraph(width: 400, height: 300) {
            ScrollViewReader { proxy in
                let _ = holder.proxy = proxy
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 10) {
                        ForEach(0..<500, id: \.self) { i in Text("Card \(i)").frame(width: 100, height: 80).identifier("card\(i)") }
                    }
                }
            }
        }
        holder.proxy?.scrollTo(250, anchor: .center)
        g.update(at: 1.0 / 60)
        let card = try #require(g.frame("card250"))
        #expect(abs(card.midX - 200) < 0.5, "\(card)")
    }
}
