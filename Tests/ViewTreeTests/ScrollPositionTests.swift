import Foundation
import Geometry
import Motion
import Testing
@testable import ViewTree

/// `scrollPosition(id:anchor:)`: the binding follows the view in view as the scroll moves, and
/// setting it scrolls there, as iOS 17 carousels drive their page dots and buttons.
@MainActor
@Suite("Scroll position")
struct ScrollPositionTests {
    /// Four pages of 400 pt side by side, in a 400x300 window, bound to `current`.
    func pages(_ current: Box<Int?>, anchor: UnitPoint? = nil) -> ViewGraph {
        makeGraph(width: 400, height: 300) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<4, id: \.self) { i in Color.blue.frame(width: 400, height: 200).identifier("page\(i)") }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: Binding(get: { current.value }, set: { current.value = $0 }), anchor: anchor)
        }
    }

    @Test("a scroll sets the binding to the page in view once its middle has passed; nil is left alone until the scroll moves")
    func followsTheScroll() throws {
        let current = Box<Int?>(nil)
        let g = pages(current)
        #expect(current.value == nil)
        // 150 pt along: page 0's middle (200) is still in view.
        g.handle(.scroll(Point(x: 200, y: 150), dx: 150, dy: 0))
        g.runFrames(from: 0, to: 0.5)
        #expect(current.value == 0)
        // 300 pt along: page 1 is the first whose middle is in view.
        g.handle(.scroll(Point(x: 200, y: 150), dx: 150, dy: 0))
        g.runFrames(from: 0.5, to: 1)
        #expect(current.value == 1)
        g.handle(.scroll(Point(x: 200, y: 150), dx: 800, dy: 0))
        g.runFrames(from: 1, to: 1.5)
        #expect(current.value == 3)
    }

    @Test("setting the binding with an animation scrolls to the page (the binding keeps the page it was set to on the way); without one it jumps")
    func settingScrolls() throws {
        let current = Box<Int?>(nil)
        let g = pages(current)
        withAnimation(.linear(duration: 0.5)) {
            current.value = 2
            g.invalidateContent()
        }
        g.update(at: 0)
        g.update(at: 0.25)
        // Half way: page 1 is in view (the scroll at 400 pt of 800); the binding still names page 2
        // (page dots do not step back to where the scroll passes).
        let mid = try #require(g.frame("page1"))
        #expect(abs(mid.minX) < 1, "\(mid)")
        g.update(at: 0.3)
        #expect(current.value == 2)
        g.runFrames(from: 0.3, to: 1)
        #expect(try #require(g.frame("page2")).minX == 0)
        #expect(current.value == 2)
        // Without an animation: at once.
        current.value = 0
        g.invalidateContent()
        g.update(at: 1.1)
        #expect(try #require(g.frame("page0")).minX == 0)
        #expect(current.value == 0)
    }

    @Test("a value set before the scroll view shows places it there at once; with an anchor, the page at that point is the one named")
    func initialValueAndAnchor() throws {
        let current = Box<Int?>(3)
        let g = pages(current)
        #expect(try #require(g.frame("page3")).minX == 0)
        let atTrailing = Box<Int?>(nil)
        let h = pages(atTrailing, anchor: .trailing)
        // The trailing edge's point (400) lies at the end of page 0 and the start of page 1: page 0 is
        // nearest (it touches it); 10 pt on, page 1 holds it.
        h.handle(.scroll(Point(x: 200, y: 150), dx: 10, dy: 0))
        h.runFrames(from: 0, to: 0.5)
        #expect(atTrailing.value == 1)
    }

    @Test("in a lazy stack of 1,000 rows: the binding names the row at the top, and setting it to a row with no view yet scrolls there")
    func lazyRows() throws {
        let current = Box<Int?>(nil)
        let g = makeGraph(width: 400, height: 300) {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<1000, id: \.self) { i in Color.blue.frame(height: 50).identifier("row\(i)") }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: Binding(get: { current.value }, set: { current.value = $0 }))
        }
        g.handle(.scroll(Point(x: 200, y: 150), dx: 0, dy: 1010))
        g.runFrames(from: 0, to: 0.5)
        // 1,010 pt down: row 20 (1,000...1,050) has its middle in view.
        #expect(current.value == 20)
        current.value = 700
        g.invalidateContent()
        g.runFrames(from: 0.5, to: 1)
        #expect(try #require(g.frame("row700")).minY == 0)
        #expect(current.value == 700)
    }

    /// A paged carousel of four pages as wide as the scroll view (a lazy stack), bound to `current`;
    /// `shrinks`: pages drawn smaller away from the scroll view's leading edge.
    func carousel(_ current: Box<Int?>, shrinks: Bool, bound: Bool) -> ViewGraph {
        makeGraph(width: 400, height: 300) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<4, id: \.self) { i in
                        Color.blue.frame(height: 200).padding(.horizontal, 24).containerRelativeFrame(.horizontal)
                            .identifier("page\(i)")
                            .visualEffect { content, proxy in
                                content.scaleEffect(shrinks ? 1 - min(abs(proxy.frame(in: .scrollView).minX) / 900, 0.25) : 1)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .modifier(BindIf(bound: bound, current: current))
        }
    }

    struct BindIf: ViewModifier {
        let bound: Bool
        let current: Box<Int?>
        func body(content: Content) -> some View {
            if bound {
                content.scrollPosition(id: Binding(get: { current.value }, set: { current.value = $0 }))
            } else {
                content
            }
        }
    }

    /// Seen in a real window first: pages not made kept the lengths measured for the narrower scroll
    /// view, so the wider one rested between pages.
    @Test("set to the last page, made wider and dragged back a page: it rests on the page before, bound or not, shrinking or not")
    func resizeThenDrag() throws {
        for (shrinks, bound) in [(false, false), (false, true), (true, false), (true, true)] {
            let current = Box<Int?>(3)
            let g = carousel(current, shrinks: shrinks, bound: bound)
            if !bound { g.handle(.scroll(Point(x: 200, y: 150), dx: 1200, dy: 0)) }
            g.runFrames(from: 0, to: 0.5)
            g.resize(to: Size(width: 900, height: 300))
            g.runFrames(from: 0.5, to: 1.5)
            #expect(g.elements("page3").last?.frame.minX == 0, "kept on the last page")
            let p = Point(x: 150, y: 150)
            g.handle(.pointerDown(p, .mouse))
            var t = 1.5
            for k in 1...4 {
                t += 0.03
                g.update(at: t)
                g.handle(.pointerMove(Point(x: p.x + 62.5 * Double(k), y: p.y), .mouse))
            }
            g.handle(.pointerUp(Point(x: p.x + 250, y: p.y), .mouse))
            g.runFrames(from: t, to: t + 2)
            let page = g.elements("page2").last?.frame
            #expect(page?.minX == 0, "shrinks \(shrinks), bound \(bound): \(String(describing: page))")
            if bound { #expect(current.value == 2) }
        }
    }

    /// Found by review: the binding reached the scroll views inside (each wrote its own ids into it).
    @Test("a horizontal scroll view inside the bound vertical one leaves the binding alone")
    func nestedScrollViewsDoNotWrite() throws {
        let current = Box<Int?>(nil)
        let g = makeGraph(width: 400, height: 300) {
            ScrollView {
                VStack(spacing: 0) {
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            ForEach(100..<104, id: \.self) { i in Color.red.frame(width: 400, height: 100).identifier("inner\(i)") }
                        }
                    }
                    ForEach(0..<10, id: \.self) { i in Color.blue.frame(height: 100).identifier("row\(i)") }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: Binding(get: { current.value }, set: { current.value = $0 }))
        }
        // The inner scroll view moves two pages: the binding stays as it was.
        g.handle(.scroll(Point(x: 200, y: 50), dx: 800, dy: 0))
        g.runFrames(from: 0, to: 0.5)
        #expect(try #require(g.frame("inner102")).minX == 0)
        #expect(current.value == nil)
        // The outer one moves: the binding names its row.
        g.handle(.scroll(Point(x: 200, y: 250), dx: 0, dy: 300))
        g.runFrames(from: 0.5, to: 1)
        #expect(current.value == 2)
    }

    /// Found by review: a section header (no id of the binding's type) set the binding to nil.
    @Test("section headers are passed over: the binding names the first row of its type in view")
    func headersArePassedOver() throws {
        let current = Box<Int?>(nil)
        let g = makeGraph(width: 400, height: 300) {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(["A", "B"], id: \.self) { s in
                        Section {
                            ForEach((s == "A" ? 0 : 10)..<(s == "A" ? 5 : 15), id: \.self) { i in Color.blue.frame(height: 50).identifier("row\(i)") }
                        } header: {
                            Text(s).frame(height: 50)
                        }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: Binding(get: { current.value }, set: { current.value = $0 }))
        }
        g.handle(.scroll(Point(x: 200, y: 150), dx: 0, dy: 10))
        g.runFrames(from: 0, to: 0.5)
        #expect(current.value == 0)
        // Section B's header (at 300) is the first view whose middle is in view; its first row is named.
        g.handle(.scroll(Point(x: 200, y: 150), dx: 0, dy: 290))
        g.runFrames(from: 0.5, to: 1)
        #expect(current.value == 10)
    }

    /// Found by review: a scroll to the bound id put the view under the leading content margin.
    @Test("setting the binding with content margins lines the page up with the leading margin, as scrolling to it by hand reads it")
    func settingRespectsContentMargins() throws {
        let current = Box<Int?>(nil)
        let g = makeGraph(width: 400, height: 300) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<6, id: \.self) { i in Color.blue.frame(width: 300, height: 200).identifier("page\(i)") }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 20)
            .scrollPosition(id: Binding(get: { current.value }, set: { current.value = $0 }))
        }
        #expect(try #require(g.frame("page0")).minX == 20)
        current.value = 3
        g.invalidateContent()
        g.runFrames(from: 0, to: 0.5)
        #expect(try #require(g.frame("page3")).minX == 20)
        #expect(current.value == 3)
    }

    /// Seen in review: the anchor's point was read from the scroll view's edge, not its margin's.
    @Test("with content margins and an anchor, a view set by the binding stays named after a nudge")
    func anchorInsideMargins() throws {
        let current = Box<Int?>(nil)
        let g = makeGraph(width: 400, height: 300) {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { i in Color.blue.frame(height: 44).identifier("row\(i)") }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.top, 50)
            .scrollPosition(id: Binding(get: { current.value }, set: { current.value = $0 }), anchor: .top)
        }
        current.value = 5
        g.invalidateContent()
        g.runFrames(from: 0, to: 0.3)
        #expect(g.frame("row5")?.minY == 50)
        g.handle(.scroll(Point(x: 200, y: 150), dx: 0, dy: 1))
        g.runFrames(from: 0.3, to: 0.8)
        #expect(current.value == 5)
    }

    // MARK: iOS 18's ScrollPosition value

    /// A chat-like list of `count` 50 pt rows bound to `position`.
    func messages(_ position: Box<ScrollPosition>, count: Box<Int>) -> ViewGraph {
        makeGraph(width: 400, height: 300) {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<count.value, id: \.self) { i in Color.blue.frame(height: 50).identifier("row\(i)") }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(Binding(get: { position.value }, set: { position.value = $0 }))
        }
    }

    @Test("ScrollPosition(edge: .bottom) starts at the end; scrollTo(edge: .bottom) again after rows were added scrolls to the new end")
    func valueEdges() throws {
        let position = Box(ScrollPosition(edge: .bottom))
        let count = Box(40)
        let g = messages(position, count: count)
        #expect(g.frame("row39")?.maxY == 300, "\(String(describing: g.frame("row39")))")
        count.value = 45
        withAnimation(.linear(duration: 0.3)) {
            position.value.scrollTo(edge: .bottom)
            g.invalidateContent()
        }
        g.runFrames(from: 0, to: 1)
        #expect(g.frame("row44")?.maxY == 300, "\(String(describing: g.frame("row44")))")
        position.value.scrollTo(edge: .top)
        g.invalidateContent()
        g.update(at: 1.1)
        #expect(g.frame("row0")?.minY == 0)
        #expect(position.value.edge == .top && !position.value.isPositionedByUser)
    }

    @Test("the user's scroll marks the value positioned by the user and names the row in view; scrollTo(id:) and scrollTo(y:) move it")
    func valueFollowsTheUser() throws {
        let position = Box(ScrollPosition(idType: Int.self))
        let count = Box(100)
        let g = messages(position, count: count)
        g.handle(.scroll(Point(x: 200, y: 150), dx: 0, dy: 510))
        g.runFrames(from: 0, to: 0.5)
        #expect(position.value.isPositionedByUser)
        #expect(position.value.viewID(type: Int.self) == 10, "\(String(describing: position.value.viewID))")
        #expect(position.value.edge == nil && position.value.point == nil)
        position.value.scrollTo(id: 60)
        g.invalidateContent()
        g.runFrames(from: 0.5, to: 1)
        #expect(g.frame("row60")?.minY == 0)
        #expect(!position.value.isPositionedByUser && position.value.viewID(type: Int.self) == 60)
        position.value.scrollTo(y: 125)
        g.invalidateContent()
        g.runFrames(from: 1, to: 1.5)
        #expect(g.frame("row2")?.minY == -25)
        #expect(position.value.point == CGPoint(x: 0, y: 125))
    }
}
