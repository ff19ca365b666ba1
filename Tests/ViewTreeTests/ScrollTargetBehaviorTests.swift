import Geometry
import Testing
@testable import ViewTree

/// `scrollTargetBehavior(.paging)` and `.viewAligned` with `scrollTargetLayout()`: where a dragged
/// carousel comes to rest, as SwiftUI carousels are written.
@MainActor
@Suite("Scroll target behaviors")
struct ScrollTargetBehaviorTests {
    /// A drag by `dx` over `seconds` in ten steps, then `hold` seconds still before letting go.
    func drag(_ g: ViewGraph, by dx: Double, over seconds: Double, hold: Double, at start: Double) -> Double {
        let p = Point(x: 300, y: 150)
        g.update(at: start)
        g.handle(.pointerDown(p, .touch))
        var t = start
        for k in 1...10 {
            t += seconds / 10
            g.update(at: t)
            g.handle(.pointerMove(Point(x: p.x + dx * Double(k) / 10, y: p.y), .touch))
        }
        let end = Point(x: p.x + dx, y: p.y)
        var held = 0.0
        while held < hold - 1e-9 {
            t += 0.02
            held += 0.02
            g.update(at: t)
            g.handle(.pointerMove(end, .touch))
        }
        g.handle(.pointerUp(end, .touch))
        return t
    }

    /// Six pages of the window's width, each a card as wide as the scroll view.
    func pages() -> ViewGraph {
        makeGraph(width: 400, height: 300) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<6, id: \.self) { i in
                        Color.blue.frame(height: 200).containerRelativeFrame(.horizontal).identifier("page\(i)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
        }
    }

    @Test("paging: a slow drag past half a page settles on the next page, short of half back where it was; a flick turns one page")
    func paging() throws {
        let g = pages()
        // 240 pt slowly, held still: the nearest page is the next one.
        var t = drag(g, by: -240, over: 0.4, hold: 0.2, at: 0)
        g.runFrames(from: t, to: t + 1.5)
        #expect(try #require(g.frame("page1")).minX == 0, "\(String(describing: g.frame("page1")))")
        // 120 pt and held: back to page 1.
        t = drag(g, by: -120, over: 0.4, hold: 0.2, at: t + 1.5)
        g.runFrames(from: t, to: t + 1.5)
        #expect(try #require(g.frame("page1")).minX == 0)
        // A quick 100 pt flick forward turns exactly one page, however fast.
        t = drag(g, by: -100, over: 0.05, hold: 0, at: t + 1.5)
        g.runFrames(from: t, to: t + 1.5)
        #expect(try #require(g.frame("page2")).minX == 0, "\(String(describing: g.frame("page2")))")
        // And back.
        t = drag(g, by: 100, over: 0.05, hold: 0, at: t + 1.5)
        g.runFrames(from: t, to: t + 1.5)
        #expect(try #require(g.frame("page1")).minX == 0, "\(String(describing: g.frame("page1")))")
    }

    @Test("viewAligned: the card nearest the momentum's end stops at the leading margin; at most one card a drag with .always")
    func viewAligned() throws {
        func carousel(_ behavior: ViewAlignedScrollTargetBehavior) -> ViewGraph {
            makeGraph(width: 400, height: 300) {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 10) {
                        ForEach(0..<30, id: \.self) { i in Color.orange.frame(width: 150, height: 120).identifier("card\(i)") }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(behavior)
                .contentMargins(.horizontal, 25)
            }
        }
        let g = carousel(.viewAligned)
        #expect(g.frame("card0")?.minX == 25)
        // 200 pt slowly and held: from card 1's edge (160) the nearest is card 1 (160 away from 200: 40).
        var t = drag(g, by: -200, over: 0.4, hold: 0.2, at: 0)
        g.runFrames(from: t, to: t + 1.5)
        #expect(g.frame("card1")?.minX == 25, "\(String(describing: g.frame("card1")))")
        // A hard flick runs several cards on and still stops with one at the margin.
        t = drag(g, by: -300, over: 0.06, hold: 0, at: t + 1.5)
        g.runFrames(from: t, to: t + 2)
        let stopped = (0..<30).compactMap { g.frame("card\($0)") }.filter { abs($0.minX - 25) < 1e-6 }
        #expect(stopped.count == 1)
        #expect(g.frame("card3") == nil || g.frame("card3")!.minX < 25, "a flick moves past several cards")

        let limited = carousel(.viewAligned(limitBehavior: .always))
        t = drag(limited, by: -300, over: 0.06, hold: 0, at: 0)
        limited.runFrames(from: t, to: t + 2)
        #expect(limited.frame("card1")?.minX == 25, "\(String(describing: limited.frame("card1")))")
    }

    @Test("a behavior of one's own gets the momentum's end and the sizes, and moves the target")
    func customBehavior() throws {
        struct Tens: ScrollTargetBehavior {
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                // To a multiple of a fifth of the container, by the original target.
                let step = context.containerSize.width / 5
                target.rect.origin.x = (context.originalTarget.rect.minX / step).rounded(.down) * step
            }
        }
        let g = makeGraph(width: 400, height: 300) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<20, id: \.self) { i in Color.gray.frame(width: 100, height: 50).identifier("c\(i)") } }
            }
            .scrollTargetBehavior(Tens())
        }
        let t = drag(g, by: -130, over: 0.4, hold: 0.2, at: 0)
        g.runFrames(from: t, to: t + 1.5)
        // Released at 130 (held still): 130 → 80.
        #expect(g.frame("c1")?.minX == 20, "\(String(describing: g.frame("c1")))")
    }

    @Test("resized, a paging scroll view stays on its page and a view-aligned one on its view (pages and cards sized to it)")
    func resizeKeepsTheTarget() throws {
        let g = pages()
        var t = drag(g, by: -100, over: 0.05, hold: 0, at: 0)
        g.runFrames(from: t, to: t + 1.5)
        t = drag(g, by: -100, over: 0.05, hold: 0, at: t + 1.5)
        g.runFrames(from: t, to: t + 1.5)
        #expect(g.frame("page2")?.minX == 0)
        g.resize(to: Size(width: 520, height: 300))
        g.runFrames(from: t + 1.5, to: t + 2)
        #expect(g.frame("page2") == Rect(x: 0, y: 50, width: 520, height: 200), "\(String(describing: g.frame("page2")))")

        let cards = makeGraph(width: 400, height: 300) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<12, id: \.self) { i in
                        Color.mint.frame(height: 100).containerRelativeFrame(.horizontal, count: 2, spacing: 10).identifier("card\(i)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .contentMargins(.horizontal, 20)
        }
        t = drag(cards, by: -400, over: 0.4, hold: 0.2, at: 0)
        cards.runFrames(from: t, to: t + 1.5)
        let resting = try #require((0..<12).first { cards.frame("card\($0)")?.minX == 20 })
        cards.resize(to: Size(width: 700, height: 300))
        cards.runFrames(from: t + 1.5, to: t + 2)
        #expect(cards.frame("card\(resting)")?.minX == 20, "card \(resting): \(String(describing: cards.frame("card\(resting)")))")
        #expect(cards.frame("card\(resting)")?.width == 325)
    }

    @Test("the wheel: once it pauses, a paging scroll view eases to the next page in the wheel's direction, a view-aligned one to the next view")
    func wheelSettles() throws {
        let g = pages()
        // One notch: page 1 once the wheel has paused.
        g.handle(.scroll(Point(x: 200, y: 150), dx: 60, dy: 0))
        g.runFrames(from: 0, to: 0.13)
        #expect(g.frame("page0")?.minX == -60, "not before the pause")
        g.runFrames(from: 0.13, to: 1.5)
        #expect(g.frame("page1")?.minX == 0)
        // Five quick notches (500 pt on): the page after where the wheel stopped, page 3; then back one.
        var t = 1.5
        for _ in 0..<5 {
            g.handle(.scroll(Point(x: 200, y: 150), dx: 100, dy: 0))
            g.runFrames(from: t, to: t + 0.05)
            t += 0.05
        }
        g.runFrames(from: t, to: t + 1.5)
        #expect(g.frame("page3")?.minX == 0)
        g.handle(.scroll(Point(x: 200, y: 150), dx: -40, dy: 0))
        g.runFrames(from: t + 1.5, to: t + 3)
        #expect(g.frame("page2")?.minX == 0)

        let cards = makeGraph(width: 400, height: 300) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<12, id: \.self) { i in
                        Color.mint.frame(width: 150, height: 100).identifier("card\(i)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
        }
        // A vertical wheel turns a horizontal scroll view with no vertical one around.
        cards.handle(.scroll(Point(x: 200, y: 150), dx: 0, dy: 30))
        cards.runFrames(from: 0, to: 1.5)
        #expect(cards.frame("card1")?.minX == 0, "\(String(describing: cards.frame("card1")))")
    }

    /// Found by review: notches that divide the page (10 of 40 pt on 400 pt pages) stopped the wheel on
    /// a page's edge, and the settle turned one more.
    @Test("a wheel that stops on a page's or a view's edge rests there")
    func wheelStopsOnAnEdge() throws {
        let g = pages()
        var t = 0.0
        for _ in 0..<10 {
            g.handle(.scroll(Point(x: 200, y: 150), dx: 40, dy: 0))
            g.runFrames(from: t, to: t + 0.03)
            t += 0.03
        }
        g.runFrames(from: t, to: t + 1.5)
        #expect(g.frame("page1")?.minX == 0, "\(String(describing: g.frame("page1")))")
        let cards = makeGraph(width: 400, height: 300) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<12, id: \.self) { i in Color.mint.frame(width: 150, height: 100).identifier("card\(i)") }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
        }
        cards.handle(.scroll(Point(x: 200, y: 150), dx: 320, dy: 0))
        cards.runFrames(from: 0, to: 1.5)
        #expect(cards.frame("card2")?.minX == 0, "\(String(describing: cards.frame("card2")))")
    }

    /// Found by review: a click soon after the wheel dropped the settle, leaving the pages half way.
    @Test("a click while the wheel's settle waits: the pages still come to rest once released")
    func clickAfterWheel() throws {
        let g = pages()
        g.handle(.scroll(Point(x: 200, y: 150), dx: 60, dy: 0))
        g.runFrames(from: 0, to: 0.05)
        g.handle(.pointerDown(Point(x: 200, y: 150), .mouse))
        g.runFrames(from: 0.05, to: 0.4)
        g.handle(.pointerUp(Point(x: 200, y: 150), .mouse))
        g.runFrames(from: 0.4, to: 2)
        let resting = (0..<4).compactMap { g.frame("page\($0)")?.minX }
        #expect(resting.contains(0), "\(resting)")
    }

    @Test("scrollTarget() on single views: a view-aligned scroll view stops with one of them at its leading edge, whatever lies between")
    func singleViewTargets() throws {
        let g = makeGraph(width: 400, height: 300) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<6, id: \.self) { i in
                        HStack(spacing: 0) {
                            Color.gray.frame(width: 37, height: 100)
                            Color.blue.frame(width: 180, height: 100).identifier("target\(i)").scrollTarget()
                        }
                    }
                }
            }
            .scrollTargetBehavior(.viewAligned)
        }
        // A slow drag of 300 pt: the target nearest is the second (its edge at 37 + 217 = 254) or the
        // third (471): the second.
        let t = drag(g, by: -300, over: 0.6, hold: 0.3, at: 0)
        g.runFrames(from: t, to: t + 2)
        #expect(g.frame("target1")?.minX == 0, "\(String(describing: g.frame("target1")))")
    }
}
