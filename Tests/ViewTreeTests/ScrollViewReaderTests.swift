import Geometry
import Motion
import Testing
@testable import ViewTree

/// Holds the proxy a reader hands its content, so a test can call it as an action would.
@MainActor
final class ProxyHolder {
    var proxy: ScrollViewProxy?
}

/// `ScrollViewReader` and `ScrollViewProxy.scrollTo`: to rows that have no view yet (lazy), with and
/// without an anchor, animated and at once, as SwiftUI code writes them.
@MainActor
@Suite("ScrollViewReader")
struct ScrollViewReaderTests {
    /// 10,000 rows of 30 to 110 pt (a mean of 70; the first screen's rows average less, so every
    /// estimate made before the target is measured is wrong), in a 400x300 window.
    func feed(_ holder: ProxyHolder, log: RowLog = RowLog()) -> ViewGraph {
        makeGraph(width: 400, height: 300) {
            ScrollViewReader { proxy in
                let _ = holder.proxy = proxy
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<10_000, id: \.self) { i in CountedRow(i: i, height: 30 + Double(i % 5) * 20, log: log) }
                    }
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

    func rowsMade(_ g: ViewGraph) -> Int { g.render().trace.filter { $0.id.hasPrefix("row") }.count }

    @Test("scrollTo a row with no view yet, at once: it is drawn at the top in the same update, and only a screenful is made")
    func jumpToAnUnmadeRow() throws {
        let holder = ProxyHolder()
        let g = feed(holder)
        #expect(g.frame("row5000") == nil)
        try #require(holder.proxy).scrollTo(5000, anchor: .top)
        g.update(at: 1.0 / 60)
        let row = try #require(g.frame("row5000"))
        #expect(abs(row.minY) < 0.5, "\(row)")
        #expect(row.height == 30)
        #expect(rowsMade(g) <= 12, "\(rowsMade(g)) rows made")
    }

    @Test("withAnimation { scrollTo(id, anchor: .center) }: the scroll moves over the animation and lands with the row centred, measured on the way")
    func animatedScrollLandsCentred() throws {
        let holder = ProxyHolder()
        let log = RowLog()
        let g = feed(holder, log: log)
        withAnimation(.easeInOut(duration: 0.5)) { holder.proxy?.scrollTo(2002, anchor: .center) }
        g.update(at: 1.0 / 60)
        // Not there at once: the scroll runs.
        #expect(g.frame("row2002") == nil)
        var most = 0
        var t = 1.0 / 60
        while t < 1.0 {
            t += 1.0 / 60
            g.update(at: t)
            most = max(most, rowsMade(g))
        }
        let row = try #require(g.frame("row2002"))
        // Row 2002 is 70 pt tall: centred in 300 pt, it spans 115...185.
        #expect(abs(row.midY - 150) < 0.5, "\(row)")
        #expect(most <= 16, "\(most) rows made at once")
        #expect(log.bodies < 400, "\(log.bodies) bodies evaluated")
    }

    @Test("scrollTo without an anchor: a row in view does not move; one below is brought up just far enough; one above just far enough down")
    func noAnchorScrollsTheLeast() throws {
        let holder = ProxyHolder()
        let g = feed(holder)
        let before = try #require(g.frame("row2"))
        holder.proxy?.scrollTo(2)
        g.update(at: 1.0 / 60)
        #expect(g.frame("row2") == before)
        holder.proxy?.scrollTo(40)
        g.update(at: 2.0 / 60)
        let below = try #require(g.frame("row40"))
        #expect(abs(below.maxY - 300) < 0.5, "\(below)")
        holder.proxy?.scrollTo(37)
        g.update(at: 3.0 / 60)
        let above = try #require(g.frame("row37"))
        #expect(abs(above.minY) < 0.5, "\(above)")
    }

    @Test("scrollTo a view given .id(_:) in a plain VStack, anchored at the bottom; an id no view has changes nothing")
    func explicitIDInAPlainStack() throws {
        let holder = ProxyHolder()
        let g = makeGraph(width: 400, height: 300) {
            ScrollViewReader { proxy in
                let _ = holder.proxy = proxy
                ScrollView {
                    VStack(spacing: 10) {
                        ForEach(0..<40, id: \.self) { i in
                            Text("Item \(i)").frame(height: 40).identifier("item\(i)").id("item-\(i)")
                        }
                    }
                }
            }
        }
        holder.proxy?.scrollTo("item-20", anchor: .bottom)
        g.update(at: 1.0 / 60)
        let item = try #require(g.frame("item20"))
        #expect(abs(item.maxY - 300) < 0.5, "\(item)")
        holder.proxy?.scrollTo("no such item", anchor: .top)
        g.update(at: 2.0 / 60)
        #expect(g.frame("item20") == item)
        // The last item asked for at the top stops where the content ends.
        holder.proxy?.scrollTo("item-39", anchor: .top)
        g.update(at: 3.0 / 60)
        let last = try #require(g.frame("item39"))
        #expect(abs(last.maxY - 300) < 0.5, "\(last)")
    }

    @Test("a button in the reader scrolls from its action, as SwiftUI code does")
    func buttonActionScrolls() throws {
        let g = makeGraph(width: 400, height: 300) {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Bottom") { proxy.scrollTo(999, anchor: .bottom) }.identifier("jump")
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<1000, id: \.self) { i in Text("Row \(i)").frame(height: 44).identifier("row\(i)") }
                        }
                    }
                }
            }
        }
        g.tap("jump", at: 0.1)
        run(g, from: 0.1, to: 0.3)
        let row = try #require(g.frame("row999"))
        #expect(abs(row.maxY - 300) < 0.5, "\(row)")
    }
}
