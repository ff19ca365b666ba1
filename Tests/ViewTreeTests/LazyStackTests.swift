import Geometry
import Motion
import Testing
@testable import ViewTree

/// Counts what rows do, from outside the graph.
@MainActor
final class RowLog {
    var bodies = 0
    var appeared: [Int] = []
    var disappeared: [Int] = []
}

/// A row that counts its body evaluations.
struct CountedRow: View {
    let i: Int
    let height: Double
    let log: RowLog
    var body: some View {
        log.bodies += 1
        return Text("Row \(i)").frame(maxWidth: .infinity, minHeight: height, maxHeight: height).identifier("row\(i)")
            .onAppear { log.appeared.append(i) }
            .onDisappear { log.disappeared.append(i) }
    }
}

/// Lazy stacks make only the rows in view and a margin, release the rest, and keep the rows in view
/// still while estimated lengths are corrected (the layout oracle checks every pass: debug build).
@MainActor
@Suite("Lazy stacks and List")
struct LazyStackTests {
    func list(_ count: Int, log: RowLog, height: @escaping (Int) -> Double = { _ in 50 }) -> ViewGraph {
        makeGraph(width: 400, height: 300) {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<count) { i in CountedRow(i: i, height: height(i), log: log) }
                }
            }
        }
    }

    func nodeCount(_ g: ViewGraph) -> Int {
        var n = 0
        g.root.walk { _ in n += 1 }
        return n
    }

    func rowsMade(_ g: ViewGraph) -> [Int] {
        g.render().trace.compactMap { e in e.id.hasPrefix("row") ? Int(e.id.dropFirst(3)) : nil }
    }

    @Test("10,000 rows: only those in view and a quarter view's margin are made; the stack is as long as all of them")
    func onlyVisibleRowsAreMade() {
        let log = RowLog()
        let g = list(10_000, log: log)
        // 300 pt of 50 pt rows: rows 0...5 in view, and 75 pt below: rows 6 and 7.
        #expect(rowsMade(g) == Array(0...7))
        #expect(log.bodies == 8)
        #expect(log.appeared == Array(0...7))
        #expect(g.frame("row3") == Rect(x: 0, y: 150, width: 400, height: 50))
        // The content is 500,000 pt long: a wheel far down stops at its end, where the last row ends.
        g.handle(.scroll(Point(x: 200, y: 150), dx: 0, dy: 1e7))
        for k in 1...30 { g.update(at: Double(k) / 60) }
        #expect(g.frame("row9999")?.maxY == 300)
        #expect(rowsMade(g).count <= 8)
        #expect(nodeCount(g) < 100, "\(nodeCount(g)) nodes")
        #expect(log.disappeared.contains(0))
    }

    @Test("a wheel scroll makes the rows that come into view and releases those that leave the band")
    func scrollingMakesAndReleases() {
        let log = RowLog()
        let g = list(10_000, log: log)
        var alive: [Int] = []
        for k in 1...120 {
            if k % 4 == 0 { g.handle(.scroll(Point(x: 200, y: 150), dx: 0, dy: 40)) }
            g.update(at: Double(k) / 60)
            let made = rowsMade(g)
            alive.append(made.count)
            // Every row that overlaps the view is made and drawn where its index says.
            let offset = g.lazyScrollOffset()
            let first = Int(offset / 50), last = Int((offset + 299.999) / 50)
            for i in first...last {
                #expect(made.contains(i), "row \(i) missing at offset \(offset): \(made)")
            }
            if let r = g.frame("row\(first)") { #expect(abs(r.minY - (Double(first) * 50 - offset)) < 1e-6) }
        }
        #expect(alive.max()! <= 12, "\(alive.max()!) rows alive")
        #expect(log.disappeared.count > 10)
        #expect(Set(log.appeared).count == log.appeared.count || log.disappeared.count > 0)
    }

    @Test("a jump far down makes only the rows in view that frame (no margin to release unseen); the margin fills once the view moves less than its length")
    func jumpMakesOnlyTheRowsInView() {
        let log = RowLog()
        let g = list(10_000, log: log)
        g.update(at: 0.1)
        // 300 pt of 50 pt rows: 6 in view; a quarter of the view (75 pt) each side adds 2.
        #expect(rowsMade(g).count == 8, "\(rowsMade(g))")
        g.handle(.scroll(Point(x: 200, y: 150), dx: 0, dy: 200_000))
        g.update(at: 0.1 + 1.0 / 60)
        let offset = g.lazyScrollOffset()
        let first = Int(offset / 50), last = Int((offset + 299.999) / 50)
        #expect(offset > 1000, "\(offset)")
        #expect(rowsMade(g) == Array(first...last), "offset \(offset): \(rowsMade(g))")
        // At rest there, the band has its margin again.
        for k in 2...60 { g.update(at: 0.1 + Double(k) / 60) }
        let settled = g.lazyScrollOffset()
        #expect(rowsMade(g).count > Int(300 / 50) + 1, "offset \(settled): \(rowsMade(g))")
    }

    @Test("rows of another length than measured: the rows in view do not move when rows above them are measured again")
    func estimatesCorrectedWithoutJumps() {
        let log = RowLog()
        final class Extra { var points = 0.0 }
        let extra = Extra()
        // Rows grow down the list, 20 pt plus a tenth of a point per row, plus `extra` when made.
        let g = list(2_000, log: log) { i in 20 + Double(i) / 10 + extra.points }
        // Far down; the rows passed on the way were measured and released. Made again from now on, each row
        // is 25 pt longer than its length on record (its content changed while it had no node).
        g.handle(.scroll(Point(x: 200, y: 150), dx: 0, dy: 50_000))
        for k in 1...30 { g.update(at: Double(k) / 60) }
        extra.points = 25
        var time = 1.0
        var corrected = 0
        for _ in 0..<40 {
            let made = rowsMade(g)
            let before = Dictionary(uniqueKeysWithValues: made.compactMap { i in g.frame("row\(i)").map { (i, $0) } })
            let offsetBefore = g.lazyScrollOffset()
            g.handle(.scroll(Point(x: 200, y: 150), dx: 0, dy: -30))
            for k in 1...12 { g.update(at: time + Double(k) / 60) }
            time += 12.0 / 60
            // However the lengths above were corrected, every row in view moved down by the wheel's 30 pt.
            let moves = made.compactMap { i in g.frame("row\(i)").flatMap { r in before[i].map { r.minY - $0.minY } } }
            #expect(!moves.isEmpty)
            for d in moves { #expect(abs(d - 30) < 1e-6, "rows moved \(moves)") }
            if abs(g.lazyScrollOffset() - (offsetBefore - 30)) > 1e-6 { corrected += 1 }
        }
        // The scroll offset took corrections (rows above measured other than estimated).
        #expect(corrected > 0)
    }

    /// Found by review: a window resize (any container size change, once some view uses
    /// `containerRelativeFrame`) forgot every length and the anchor, so a list scrolled far down showed
    /// other rows, and the rows in view were released and made again.
    @Test("resized while scrolled far down with a containerRelativeFrame in use: the rows in view stay in view, where they were, with their nodes")
    func resizeKeepsTheRowsInView() {
        let log = RowLog()
        let g = makeGraph(width: 400, height: 300) {
            ScrollView {
                Color.blue.containerRelativeFrame(.horizontal).frame(height: 10)
                LazyVStack(spacing: 0) {
                    ForEach(0..<2_000) { i in CountedRow(i: i, height: 20 + Double(i % 7) * 10, log: log) }
                }
            }
        }
        g.handle(.scroll(Point(x: 200, y: 150), dx: 0, dy: 20_000))
        for k in 1...40 { g.update(at: Double(k) / 60) }
        let before = rowsMade(g)
        let inView = before.filter { i in g.frame("row\(i)").map { $0.maxY > 0 && $0.minY < 300 } ?? false }
        #expect(inView.count >= 5 && inView.min()! > 300, "\(inView)")
        let frames = Dictionary(uniqueKeysWithValues: inView.compactMap { i in g.frame("row\(i)").map { (i, $0.minY) } })
        let appeared = log.appeared.count, disappeared = log.disappeared
        g.resize(to: Size(width: 500, height: 300))
        for k in 41...60 { g.update(at: Double(k) / 60) }
        for i in inView { #expect(g.frame("row\(i)")?.minY == frames[i], "row \(i) moved: \(String(describing: g.frame("row\(i)")))") }
        // Rows in the margin may come and go with the new estimates; none of those in view does.
        let released = Set(log.disappeared.dropFirst(disappeared.count)), made = Set(log.appeared.dropFirst(appeared))
        #expect(released.isDisjoint(with: inView) && made.isDisjoint(with: inView), "released \(released), made \(made)")
        #expect(released.count <= 2 && made.count <= 2, "released \(released), made \(made)")
    }

    @Test("a row inserted at the top in view transitions in; the rest keep their nodes and move down")
    func insertionInView() {
        let log = RowLog()
        final class Rows { var ids = Array(0..<1000) }
        let rows = Rows()
        let g = makeGraph(width: 400, height: 300) {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(rows.ids, id: \.self) { i in CountedRow(i: i, height: 50, log: log) }
                }
            }
        }
        let bodiesBefore = log.bodies
        withAnimation(.linear(duration: 1)) {
            rows.ids.insert(-1, at: 0)
            g.invalidateContent()
        }
        g.update(at: 0)
        #expect(rowsMade(g).contains(-1))
        g.update(at: 0.5)
        #expect(abs(g.frame("row0")!.minY - 25) < 1e-6)
        g.update(at: 1)
        #expect(g.frame("row0")!.minY == 50)
        #expect(g.frame("row-1")!.minY == 0)
        // Row 7 left the band (row 6 ends at 350 of 375): released. Only the new rows were evaluated
        // beyond the rows kept (their views are evaluated again: the content changed).
        #expect(!rowsMade(g).contains(7))
        #expect(log.bodies - bodiesBefore <= 9)
    }

    @Test("a List of sections: each header is a row; a 100,000-row List makes only a screenful")
    func listWithSections() {
        let log = RowLog()
        let g = makeGraph(width: 400, height: 300) {
            List {
                Section("Fruit") {
                    ForEach(0..<3) { i in CountedRow(i: i, height: 20, log: log) }
                }
                Section(header: Text("Numbers")) {
                    ForEach(100..<100_100) { i in CountedRow(i: i, height: 20, log: log) }
                }
            }
        }
        let texts = g.drawnTexts()
        #expect(texts.first == "Fruit")
        #expect(texts.contains("Numbers"))
        #expect(texts.contains("Row 2"))
        #expect(log.bodies < 20, "\(log.bodies) rows evaluated")
        #expect(nodeCount(g) < 150, "\(nodeCount(g)) nodes")
    }

    @Test("a row scrolled away and back keeps its @State, and that of the views inside it, as SwiftUI keeps a lazy row's state")
    func releasedRowKeepsItsState() throws {
        let holder = ProxyHolder()
        let g = makeGraph(width: 400, height: 300) {
            ScrollViewReader { proxy in
                let _ = holder.proxy = proxy
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<1000, id: \.self) { i in TogglingRow(i: i) }
                    }
                }
            }
        }
        g.tap("toggle1", at: 0.1)
        g.tap("inner1", at: 0.3)
        g.update(at: 0.5)
        #expect(g.drawnTexts().contains("1 on, 1 taps"))
        let before = Node.created
        holder.proxy?.scrollTo(900, anchor: .top)
        g.update(at: 0.6)
        // Row 1 has no node now; rows 0 and 2 were never changed.
        #expect(g.frame("toggle1") == nil)
        holder.proxy?.scrollTo(0, anchor: .top)
        g.update(at: 0.7)
        let texts = g.drawnTexts()
        #expect(Node.created > before)
        #expect(texts.contains("1 on, 1 taps"), "\(texts.prefix(6))")
        #expect(texts.contains("2 off, 0 taps"))
        // Its state is its own again: a tap changes it, and only it.
        g.tap("toggle1", at: 0.8)
        g.update(at: 1.0)
        #expect(g.drawnTexts().contains("1 off, 1 taps"))
    }

    @Test("repeated ids in a lazy list: every occurrence is a row; the same data given again makes nothing new; a change to it shows")
    func repeatedIDsAndDataGivenAgain() {
        let store = ListStore()
        let g = makeGraph(width: 400, height: 300) { TagList(store: store) }
        #expect(g.drawnTexts().filter { $0 != "tick 0" } == ["a", "b", "a", "c", "a"])
        // A parent state change that leaves the data alone: the rows keep their nodes.
        let made = Node.created
        store.tick?()
        g.update(at: 0.1)
        #expect(g.drawnTexts().contains("tick 1"))
        #expect(Node.created - made <= 2, "\(Node.created - made) nodes made")
        store.items?.wrappedValue.append("b")
        g.update(at: 0.2)
        #expect(g.drawnTexts().filter { !$0.hasPrefix("tick") } == ["a", "b", "a", "c", "a", "b"])
        // The store holds the list's state, whose node holds the graph, whose content holds the store.
        store.items = nil
        store.tick = nil
    }

    @Test("a LazyHStack in a horizontal scroll view makes the columns inside the window")
    func horizontal() {
        let log = RowLog()
        let g = makeGraph(width: 400, height: 300) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<500) { i in CountedRow(i: i, height: 40, log: log).frame(width: 90) }
                }
            }
        }
        // 100 pt per column from the leading edge: 0...3 in the 400 pt window, and 100 pt beyond: column 4.
        #expect(rowsMade(g) == Array(0...4))
        #expect(log.bodies == 5)
        #expect(g.frame("row2")?.minX == 200)
    }
}

extension ViewGraph {
    /// The offset of the first scroll view in the tree (tests with one scroll view).
    func lazyScrollOffset() -> Double {
        var offset = 0.0
        var found = false
        root.walk { n in
            if !found, case .scroll = n.kind { offset = n.scrollOffset.presented(at: time); found = true }
        }
        return offset
    }
}

/// A row with state of its own and in a view inside it.
struct TogglingRow: View {
    let i: Int
    @State private var on = false
    var body: some View {
        HStack {
            Text("toggle").identifier("toggle\(i)").onTapGesture { on.toggle() }
            TapCounter(i: i, on: on)
        }
        .frame(height: 40)
    }
}

/// Counts its own taps.
struct TapCounter: View {
    let i: Int
    let on: Bool
    @State private var taps = 0
    var body: some View {
        Text("\(i) \(on ? "on" : "off"), \(taps) taps").identifier("inner\(i)").onTapGesture { taps += 1 }
    }
}

/// Hands a test the state of a `TagList`.
@MainActor
final class ListStore {
    var items: Binding<[String]>?
    var tick: (() -> Void)?
}

/// A lazy list of tags (repeats allowed) under a counter that re-evaluates it.
struct TagList: View {
    let store: ListStore
    @State private var items = ["a", "b", "a", "c", "a"]
    @State private var ticks = 0
    var body: some View {
        let _ = store.items = $items
        let _ = store.tick = { ticks += 1 }
        VStack(spacing: 0) {
            Text("tick \(ticks)")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(items, id: \.self) { Text($0).frame(height: 30) }
                }
            }
        }
    }
}

/// A `ForEach` of sections in a `List`: each section's header and rows are rows of the list.
@MainActor
@Suite("Sections from a ForEach")
struct ForEachSectionTests {
    @Test("List { ForEach(groups) { Section(name) { ForEach(items) } } } lays the sections' rows one under the other")
    func sectionsFromForEach() throws {
        let groups = [("Fruit", ["Apple", "Pear"]), ("Vegetables", ["Leek", "Kale", "Pea"])]
        let g = makeGraph(width: 400, height: 600) {
            List {
                ForEach(groups, id: \.0) { group in
                    Section(group.0) {
                        ForEach(group.1, id: \.self) { Text($0).identifier($0) }
                    }
                }
            }
        }
        #expect(g.drawnTexts() == ["Fruit", "Apple", "Pear", "Vegetables", "Leek", "Kale", "Pea"])
        let tops = try ["Apple", "Pear", "Leek", "Kale", "Pea"].map { try #require(g.frame($0)).minY }
        #expect(tops == tops.sorted() && Set(tops).count == 5, "\(tops)")
    }
}
