import Geometry
import Motion
import Testing
@testable import ViewTree

/// `LazyVStack(pinnedViews:)`: section headers stick to the top of what is in view while their rows
/// scroll under them and are pushed up by the next section; footers stick to the bottom.
@MainActor
@Suite("Pinned section views")
struct PinnedSectionTests {
    /// Three sections of 20 rows of 30 pt, each under a 30 pt header and over a 30 pt footer (outside a
    /// `List` drawn as written, as SwiftUI does), in a 400x300 window: section k spans 660 pt from 660k.
    func sections(_ pinned: PinnedScrollableViews) -> ViewGraph {
        makeGraph(width: 400, height: 300) {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: pinned) {
                    ForEach(0..<3, id: \.self) { k in
                        Section {
                            ForEach(0..<20, id: \.self) { i in Text("Row \(k).\(i)").frame(height: 30).identifier("row\(k).\(i)") }
                        } header: {
                            Text("Section \(k)").frame(maxWidth: .infinity).frame(height: 30).identifier("header\(k)")
                        } footer: {
                            Text("End of \(k)").frame(maxWidth: .infinity).frame(height: 30).identifier("footer\(k)")
                        }
                    }
                }
            }
        }
    }

    func scroll(_ g: ViewGraph, by dy: Double, at t: inout Double) {
        g.handle(.scroll(Point(x: 200, y: 150), dx: 0, dy: dy))
        for _ in 0..<30 { t += 1.0 / 60; g.update(at: t) }
    }

    /// The topmost hit at `p`'s identifier, walking up from the view hit.
    func hitID(_ g: ViewGraph, _ p: Point) -> String? {
        for n in g.hitChain(at: p) { if case .modified(.identifier(let id)) = n.kind { return id } }
        return nil
    }

    @Test("a header stays at the top over its rows, is pushed up by its section's end, and the next one takes its place")
    func headersStick() throws {
        let g = sections(.sectionHeaders)
        var t = 0.0
        #expect(try #require(g.frame("header0")).minY == 0)
        scroll(g, by: 200, at: &t)
        // Rows moved up 200 pt (row 0.6 from 210 to 10); the header is drawn at the top, over them.
        #expect(try #require(g.frame("header0")).minY == 0)
        #expect(try #require(g.frame("row0.6")).minY == 10)
        // Drawn above the rows: a press at its place reaches it, not the row beneath.
        #expect(hitID(g, Point(x: 200, y: 15)) == "header0")
        // 640 pt down: section 0 ends at 660, so its header is pushed up to 630 − 640 = −10; section
        // 1's is at its place, 660 − 640 = 20.
        scroll(g, by: 440, at: &t)
        #expect(try #require(g.frame("header0")).minY == -10)
        #expect(try #require(g.frame("header1")).minY == 20)
        // Into section 1: its header sticks, section 0's is out of view.
        scroll(g, by: 200, at: &t)
        #expect(try #require(g.frame("header1")).minY == 0)
        #expect(g.elements("header0").allSatisfy { $0.frame.maxY <= 0 })
    }

    @Test("far into the last section its header is made and drawn at the top, though its place is far above")
    func headerOfAFarSection() throws {
        let g = sections(.sectionHeaders)
        var t = 0.0
        scroll(g, by: 1336 + 400, at: &t)
        #expect(try #require(g.frame("header2")).minY == 0)
        #expect(g.frame("header0") == nil)
    }

    @Test("a footer stays at the bottom while its section is in view; unpinned, headers and footers scroll with the rows")
    func footersStick() throws {
        let g = sections(.sectionFooters)
        var t = 0.0
        #expect(try #require(g.frame("footer0")).maxY == 300)
        scroll(g, by: 100, at: &t)
        #expect(try #require(g.frame("footer0")).maxY == 300)
        #expect(try #require(g.frame("header0")).minY == -100)
        let plain = sections([])
        var u = 0.0
        scroll(plain, by: 100, at: &u)
        #expect(try #require(plain.frame("header0")).minY == -100)
        #expect(try #require(plain.frame("row0.5")).minY == 80)
        // Not pinned, the footer (at 630 − 100) is beyond the band: not made.
        #expect(plain.frame("footer0") == nil)
    }
}

