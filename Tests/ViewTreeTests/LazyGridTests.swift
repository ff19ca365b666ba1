import Geometry
import Motion
import Testing
@testable import ViewTree

/// `LazyVGrid` and `LazyHGrid` make only the lines of cells in view and a margin, place cells as the
/// eager grid did (columns centred, cells centred in their line), and re-flow when the lane count
/// changes (the layout oracle checks every pass: debug build).
@MainActor
@Suite("Lazy grids")
struct LazyGridTests {
    func cellsMade(_ g: ViewGraph) -> [Int] {
        g.render().trace.compactMap { e in e.id.hasPrefix("row") ? Int(e.id.dropFirst(3)) : nil }.sorted()
    }

    func run(_ g: ViewGraph, from start: Double, to end: Double) {
        var t = start
        while t < end - 1e-9 {
            t += 1.0 / 60
            g.update(at: t)
        }
    }

    @Test("10,000 cells in three columns: only the lines in view and a quarter view's margin have cells; each is where its index says")
    func onlyVisibleLines() throws {
        let log = RowLog()
        let g = makeGraph(width: 400, height: 300) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
                    ForEach(0..<10_000, id: \.self) { i in CountedRow(i: i, height: 90, log: log) }
                }
            }
        }
        // Lines of 90 pt, 10 apart: lines 0...2 in the 300 pt view and line 3 in the 75 pt margin.
        #expect(cellsMade(g) == Array(0..<12))
        #expect(log.bodies == 12)
        // Three columns of (400 − 16) / 3 = 128 pt, 8 apart: cell 4 is line 1, column 1.
        let cell = try #require(g.frame("row4"))
        #expect(cell == Rect(x: 136, y: 100, width: 128, height: 90), "\(cell)")
        // The content is 3,334 lines long: a wheel far down makes the cells there and releases these.
        g.handle(.scroll(Point(x: 200, y: 150), dx: 0, dy: 100_000))
        run(g, from: 0, to: 0.5)
        let made = cellsMade(g)
        // Lines leaving are released once past three margins (no churn at the band's edge).
        #expect(made.count <= 18 && Set(3000...3008).isSubset(of: made) && made.allSatisfy { $0 >= 2988 }, "\(made)")
        #expect(log.disappeared.contains(0))
        let far = try #require(g.frame("row3001"))
        #expect(abs(far.minY) < 0.5 && far.minX == 136, "\(far)")
    }

    @Test("a window that fits another number of adaptive columns re-flows the cells; the cells in view keep their views")
    func reflowOnResize() throws {
        let log = RowLog()
        let g = makeGraph(width: 400, height: 300) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))], spacing: 10) {
                    ForEach(0..<500, id: \.self) { i in CountedRow(i: i, height: 60, log: log) }
                }
            }
        }
        // 400 pt: four columns of 92 pt.
        #expect(try #require(g.frame("row5")).minY == 70)
        let before = cellsMade(g)
        let bodies = log.bodies
        g.resize(to: Size(width: 600, height: 300))
        run(g, from: 0, to: 0.6)
        // 600 pt: six columns; cell 5 ends the first line, cell 6 starts the second.
        #expect(try #require(g.frame("row5")).minY == 0)
        #expect(try #require(g.frame("row6")) .minY == 70)
        #expect(try #require(g.frame("row6")).minX == 0)
        // Cells that were made stay made: only the ones the wider lines add are evaluated.
        let after = cellsMade(g)
        #expect(Set(before).isSubset(of: after))
        #expect(log.bodies - bodies == after.count - before.count, "\(log.bodies - bodies) bodies for \(after.count - before.count) new cells")
    }

    @Test("a LazyHGrid of two rows in a horizontal scroll view makes the columns inside the window, and more as it scrolls")
    func horizontalGrid() throws {
        let g = makeGraph(width: 400, height: 300) {
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(100)), GridItem(.fixed(100))], spacing: 10) {
                    ForEach(0..<1000, id: \.self) { i in Text("\(i)").frame(width: 90, height: 80).identifier("row\(i)") }
                }
            }
        }
        // Columns of 90 pt, 10 apart: 0...3 in view, 4 in the 100 pt margin; two cells each.
        #expect(cellsMade(g) == Array(0..<10))
        // Cell 3 is column 1, row 1: the rows (100 + 8 + 100 pt) centred in the 300 pt height offered
        // (from 46), the 80 pt cell centred in its 100 pt row.
        let cell = try #require(g.frame("row3"))
        #expect(cell == Rect(x: 100, y: 164, width: 90, height: 80), "\(cell)")
        g.handle(.scroll(Point(x: 200, y: 150), dx: 5000, dy: 0))
        run(g, from: 0, to: 0.5)
        let column = try #require(g.frame("row100"))
        #expect(abs(column.minX) < 0.5, "\(column)")
        #expect(cellsMade(g).count <= 14)
    }

    @Test("scrollTo a cell of a grid that has no view yet brings its line to the top")
    func scrollToACell() throws {
        let holder = ProxyHolder()
        let g = makeGraph(width: 400, height: 300) {
            ScrollViewReader { proxy in
                let _ = holder.proxy = proxy
                ScrollView {
                    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
                        ForEach(0..<2000, id: \.self) { i in Text("\(i)").frame(height: 50).identifier("row\(i)") }
                    }
                }
            }
        }
        holder.proxy?.scrollTo(1501, anchor: .top)
        g.update(at: 1.0 / 60)
        let cell = try #require(g.frame("row1501"))
        #expect(abs(cell.minY) < 0.5, "\(cell)")
        #expect(try #require(g.frame("row1500")).minY == cell.minY)
    }
}
