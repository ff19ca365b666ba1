import Geometry
import Testing
@testable import ViewTree

/// `containerRelativeFrame` sizes a view to its container (the nearest scroll view less its margins,
/// or the window), and `contentMargins` / `safeAreaPadding` inset a scroll view's content: a carousel
/// of cards each as wide as the visible part, as SwiftUI carousels are written.
@MainActor
@Suite("Container-relative frames and content margins")
struct ContainerRelativeFrameTests {
    /// Five cards, each the scroll view's visible width, 10 pt apart, with `margin` on either side.
    func carousel(margin: Double, width: Double = 400) -> ViewGraph {
        makeGraph(width: width, height: 300) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<5, id: \.self) { i in
                        Color.blue.frame(height: 100).containerRelativeFrame(.horizontal).identifier("card\(i)")
                    }
                }
            }
            .contentMargins(.horizontal, margin)
        }
    }

    @Test("cards as wide as the scroll view less its margins, the first at the leading margin; the content ends at the trailing one")
    func cardsFillTheContainer() {
        let g = carousel(margin: 20)
        #expect(g.frame("card0") == Rect(x: 20, y: 100, width: 360, height: 100), "\(String(describing: g.frame("card0")))")
        #expect(g.frame("card1")?.minX == 390)
        let scroll = g.root.firstDescendant { $0.scrollAxis == .horizontal }!
        // 5 × 360 + 4 × 10 + 2 × 20.
        #expect(scroll.scrollContentLength == 1880 && scroll.maxScrollOffset == 1480)
        // Without margins each card is the whole width.
        #expect(carousel(margin: 0).frame("card0") == Rect(x: 0, y: 100, width: 400, height: 100))
    }

    @Test("count, span and spacing divide the container: (length − spacing × (count − 1)) ÷ count × span + spacing × (span − 1)")
    func countAndSpan() {
        let g = makeGraph(width: 400, height: 300) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).identifier("wide")
                    Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10).identifier("narrow")
                }
            }
            .safeAreaPadding(.horizontal, 30)
        }
        // Container 340: a column (340 − 20) ÷ 3; two columns and the gap between them.
        #expect(g.frame("wide").map { abs($0.width - (320.0 / 3 * 2 + 10)) < 1e-9 } == true, "\(String(describing: g.frame("wide")))")
        #expect(g.frame("narrow").map { abs($0.width - 320.0 / 3) < 1e-9 } == true)
        #expect(g.frame("wide")?.minX == 30)
    }

    /// Seen in review: the padding was an environment value every scroll view inside took again.
    @Test("safeAreaPadding insets the scroll view it reaches first; a carousel in its content is not inset again; contentMargins reach both")
    func safeAreaPaddingIsUsedUp() {
        let g = makeGraph(width: 400, height: 300) {
            ScrollView {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(0..<4, id: \.self) { i in Color.red.frame(width: 100, height: 80).identifier("card\(i)") }
                    }
                }
                Color.blue.frame(height: 40).identifier("row")
            }
            .safeAreaPadding(.horizontal, 30)
        }
        #expect(g.frame("row")?.minX == 30 && g.frame("row")?.width == 340)
        #expect(g.frame("card0")?.minX == 30, "\(String(describing: g.frame("card0")))")
        let h = makeGraph(width: 400, height: 300) {
            ScrollView {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(0..<4, id: \.self) { i in Color.red.frame(width: 100, height: 80).identifier("card\(i)") }
                    }
                }
            }
            .contentMargins(.horizontal, 10)
        }
        #expect(h.frame("card0")?.minX == 20, "\(String(describing: h.frame("card0")))")
    }

    @Test("outside a scroll view the container is the window; a closure gets each axis's length; a resize is followed")
    func windowContainer() {
        let g = makeGraph(width: 400, height: 300) {
            VStack {
                Color.green
                    .containerRelativeFrame([.horizontal, .vertical]) { length, axis in axis == .vertical ? length / 3 : length - 40 }
                    .identifier("panel")
            }
            .frame(width: 100, height: 100)
        }
        #expect(g.frame("panel")?.size == Size(width: 360, height: 100), "\(String(describing: g.frame("panel")))")
        // The frame around it offers the same 100 x 100 after a resize: the panel must still be measured anew.
        g.resize(to: Size(width: 600, height: 450))
        g.update(at: 1)
        #expect(g.frame("panel")?.size == Size(width: 560, height: 150), "\(String(describing: g.frame("panel")))")
    }

    @Test("a scroll view resized by its window measures its container-relative cards again")
    func scrollResized() {
        let g = carousel(margin: 16)
        #expect(g.frame("card2")?.width == 368)
        g.resize(to: Size(width: 500, height: 300))
        g.update(at: 1)
        #expect(g.frame("card2")?.width == 468 && g.frame("card0")?.minX == 16, "\(String(describing: g.frame("card2")))")
    }

    @Test("content margins inset a vertical scroll view's content too: offered the width inside them, it starts below the top margin")
    func verticalMargins() {
        let g = makeGraph(width: 400, height: 300) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { i in Color.gray.frame(height: 50).identifier("row\(i)") }
                }
            }
            .contentMargins(24)
        }
        #expect(g.frame("row0") == Rect(x: 24, y: 24, width: 352, height: 50), "\(String(describing: g.frame("row0")))")
        let scroll = g.root.firstDescendant { $0.scrollAxis == .vertical }!
        #expect(scroll.scrollContentLength == 548 && scroll.maxScrollOffset == 248)
    }

    @Test("a change of content margins or of a container-relative frame's count lays the carousel out again")
    func changesRelayOut() {
        struct Toggled: View {
            @State var wide = false
            var body: some View {
                VStack {
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            ForEach(0..<4, id: \.self) { i in
                                Color.blue.frame(height: 50).containerRelativeFrame(.horizontal, count: wide ? 2 : 1, spacing: 0).identifier("c\(i)")
                            }
                        }
                    }
                    .contentMargins(.horizontal, wide ? 40 : 0)
                    Button("Toggle") { wide.toggle() }.identifier("toggle")
                }
            }
        }
        let g = makeGraph(width: 400, height: 300) { Toggled() }
        #expect(g.frame("c0")?.minX == 0 && g.frame("c0")?.width == 400)
        g.tap(g.frame("toggle")!.center)
        #expect(g.frame("c0")?.minX == 40 && g.frame("c0")?.width == 160, "\(String(describing: g.frame("c0")))")
    }
}

extension Node {
    /// The first node under this one, depth first, that `match` accepts.
    func firstDescendant(where match: (Node) -> Bool) -> Node? {
        for c in children {
            if match(c) { return c }
            if let d = c.firstDescendant(where: match) { return d }
        }
        return nil
    }

}
