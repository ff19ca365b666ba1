import Geometry
import Motion
import Testing
@testable import ViewTree

/// Sections in `LazyVGrid` and `LazyHGrid`, as SwiftUI lays them out: a section's header and footer
/// each take a line of their own across every column, its cells start a new line, and
/// `pinnedViews` keep a header at the top while its section's cells scroll under it.
@MainActor
@Suite("Lazy grid sections")
struct LazyGridSectionTests {
    /// Three columns of 100 pt with no gaps in a 300x400 window; section k has `counts[k]` cells of
    /// 50 pt under a 30 pt header.
    func grid(_ counts: [Int], pinned: PinnedScrollableViews = [], width: Double = 300,
              columns: [GridItem] = Array(repeating: GridItem(.flexible(), spacing: 0), count: 3)) -> ViewGraph {
        makeGraph(width: width, height: 400) {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 0, pinnedViews: pinned) {
                    ForEach(0..<counts.count, id: \.self) { k in
                        Section {
                            ForEach(0..<counts[k], id: \.self) { i in
                                Color.blue.frame(height: 50).identifier("cell\(k).\(i)")
                            }
                        } header: {
                            Text("Section \(k)").frame(height: 30).identifier("header\(k)")
                        }
                    }
                }
            }
        }
    }

    func scroll(_ g: ViewGraph, by dy: Double, at t: inout Double) {
        g.handle(.scroll(Point(x: 150, y: 200), dx: 0, dy: dy))
        for _ in 0..<30 { t += 1.0 / 60; g.update(at: t) }
    }

    @Test("a header takes a line of its own, centred across the grid; a section's cells start a new line")
    func headersBreakLines() throws {
        let g = grid([7, 5])
        let h0 = try #require(g.frame("header0"))
        // The header's line is as long as the header; its cells follow from the first column.
        let headerLine = h0.maxY
        #expect(abs(h0.midX - 150) < 0.5, "\(h0)")
        #expect(try #require(g.frame("cell0.0")) == Rect(x: 0, y: headerLine, width: 100, height: 50))
        #expect(try #require(g.frame("cell0.2")) == Rect(x: 200, y: headerLine, width: 100, height: 50))
        #expect(try #require(g.frame("cell0.3")) == Rect(x: 0, y: headerLine + 50, width: 100, height: 50))
        // The seventh cell is alone on its line; the next section's header is the line after it, not
        // beside it, and its cells start at the first column again.
        #expect(try #require(g.frame("cell0.6")) == Rect(x: 0, y: headerLine + 100, width: 100, height: 50))
        let h1 = try #require(g.frame("header1"))
        // Outside a `List` a header is drawn as written: its line is the header.
        #expect(h0.minY == 0)
        #expect(h1.minY == headerLine + 150 && abs(h1.midX - 150) < 0.5, "\(h1)")
        #expect(try #require(g.frame("cell1.0")) == Rect(x: 0, y: h1.maxY, width: 100, height: 50))
        #expect(try #require(g.frame("cell1.4")) == Rect(x: 100, y: h1.maxY + 50, width: 100, height: 50))
    }

    @Test("pinned, a header stays at the top over its cells and is pushed up by its section's end")
    func pinnedHeaders() throws {
        let g = grid([30, 30], pinned: .sectionHeaders)
        var t = 0.0
        let h0 = try #require(g.frame("header0"))
        let top = h0.minY
        // Section 0: a header line and ten lines of cells.
        let sectionEnd = h0.maxY + 500
        scroll(g, by: 200, at: &t)
        #expect(try #require(g.frame("header0")).minY == top)
        #expect(try #require(g.frame("cell0.3")).minY == h0.maxY + 50 - 200)
        // Scrolled until the section's end is 10 pt below the top: its header is pushed up so that its
        // bottom meets the end.
        scroll(g, by: sectionEnd - 10 - 200, at: &t)
        let pushed = try #require(g.frame("header0"))
        #expect(abs(pushed.maxY - 10) < 1e-6, "\(pushed)")
        // Into section 1: its header sticks, section 0's is gone.
        scroll(g, by: 300, at: &t)
        #expect(try #require(g.frame("header1")).minY == top)
        #expect(g.elements("header0").allSatisfy { $0.frame.maxY <= 0 })
    }

    @Test("a lane count that changes with the window breaks the sections' lines anew")
    func relanes() throws {
        let g = grid([7, 5], columns: [GridItem(.adaptive(minimum: 90), spacing: 0)])
        // 300 pt: three columns of 100; the seventh cell alone on its line.
        let h0 = try #require(g.frame("header0"))
        #expect(try #require(g.frame("cell0.6")) == Rect(x: 0, y: h0.maxY + 100, width: 100, height: 50))
        // 400 pt: four of 100; seven cells are two lines, the next header right after.
        g.resize(to: Size(width: 400, height: 400))
        g.update(at: 0)
        let h = try #require(g.frame("header0"))
        #expect(try #require(g.frame("cell0.6")) == Rect(x: 200, y: h.maxY + 50, width: 100, height: 50))
        let h1 = try #require(g.frame("header1"))
        #expect(h1.minY == h.maxY + 100, "\(h1)")
        #expect(try #require(g.frame("cell1.4")) == Rect(x: 0, y: h1.maxY + 50, width: 100, height: 50))
    }

    /// Found by review: with one lane the header was measured at the lane's width.
    @Test("a grid of one fixed column: its section header spans the grid, the cells keep the column's width")
    func oneLaneHeaderSpans() throws {
        let g = makeGraph(width: 400, height: 300) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.fixed(100))], spacing: 0) {
                    Section {
                        ForEach(0..<3, id: \.self) { i in Color.blue.frame(height: 40).identifier("cell\(i)") }
                    } header: {
                        Color.gray.frame(height: 20).identifier("header")
                    }
                }
            }
        }
        #expect(g.frame("header") == Rect(x: 0, y: 0, width: 400, height: 20), "\(String(describing: g.frame("header")))")
        #expect(g.frame("cell0") == Rect(x: 150, y: 20, width: 100, height: 40), "\(String(describing: g.frame("cell0")))")
    }

    @Test("GridItem(_:spacing:alignment:): a column's cells sit at its alignment; without one, the grid's")
    func columnAlignment() throws {
        let g = makeGraph(width: 400, height: 300) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.fixed(100), spacing: 0, alignment: .topLeading), GridItem(.fixed(100), alignment: nil)], spacing: 0) {
                    Color.red.frame(width: 40, height: 40).identifier("a")
                    Color.red.frame(width: 40, height: 20).identifier("b")
                }
            }
        }
        // The columns (200 pt) centred in 400: from 100; the line is 40 tall.
        #expect(g.frame("a") == Rect(x: 100, y: 0, width: 40, height: 40), "\(String(describing: g.frame("a")))")
        #expect(g.frame("b") == Rect(x: 230, y: 10, width: 40, height: 20), "\(String(describing: g.frame("b")))")
    }
}
