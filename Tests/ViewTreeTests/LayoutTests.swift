import Geometry
import Testing
import Typography
@testable import ViewTree

@MainActor
@Suite("Layout")
struct LayoutTests {
    @Test("an HStack gives fixed children their size and the spacer the rest")
    func hstack() {
        let g = makeGraph(width: 300, height: 100) {
            HStack(spacing: 10) {
                Color.red.frame(width: 50, height: 20).identifier("a")
                Spacer()
                Text("abcd").identifier("t")   // 4 glyphs × 8.5 pt (17 pt body, 0.5 em)
            }
            .frame(maxWidth: .infinity)
        }
        #expect(g.frame("a") == Rect(x: 0, y: 40, width: 50, height: 20))
        let t = g.frame("t")!
        #expect(t.maxX == 300 && t.width == 34)
    }

    @Test("minimumScaleFactor shrinks a word that does not fit instead of breaking it, down to the factor; without it the word breaks")
    func minimumScaleFactor() {
        // "Barcelona": 9 glyphs × 8.5 pt = 76.5 pt at 17 pt (fixed metrics: half an em each).
        let g = makeGraph(width: 300, height: 200) {
            VStack(alignment: .leading, spacing: 0) {
                Text("Barcelona").minimumScaleFactor(0.5).frame(width: 60, alignment: .leading).identifier("shrunk")
                Text("Barcelona").frame(width: 60, alignment: .leading).identifier("broken")
                Text("Barcelona").minimumScaleFactor(0.5).frame(width: 30, alignment: .leading).identifier("floor")
                Text("Barcelona").minimumScaleFactor(0.5).frame(width: 200, alignment: .leading).identifier("roomy")
            }
        }
        let shrunk = g.frame("shrunk")!, broken = g.frame("broken")!, roomy = g.frame("roomy")!
        // One line, narrower than the frame, smaller than at full size.
        #expect(g.drawnTexts()[0] == "Barcelona")
        let shrunkText = g.render().items.compactMap { item -> TextLayout? in
            if case .text(let l, _, _, _) = item { return l }
            return nil
        }
        #expect(shrunkText[0].lines.count == 1 && shrunkText[0].size.width <= 60 && shrunkText[0].size.width > 54)
        #expect(shrunkText[1].lines.count == 2)   // broken between characters, as SwiftUI does without a factor
        #expect(shrunkText[2].font.pixelSize < 17 * 0.51)   // at the floor: half size, and still broken
        #expect(shrunkText[3].size.width == 76.5)   // room enough: full size
        #expect(shrunk.height < broken.height && roomy.height == broken.height / 2)
    }

    @Test("the least flexible child is sized first; flexible ones share what is left")
    func flexibility() {
        let g = makeGraph(width: 300, height: 100) {
            HStack(spacing: 0) {
                Color.blue.identifier("flex1")
                Color.red.frame(width: 100).identifier("fixed")
                Color.blue.identifier("flex2")
            }
        }
        #expect(g.frame("fixed")!.width == 100)
        #expect(g.frame("flex1")!.width == 100 && g.frame("flex2")!.width == 100)
    }

    @Test("spacers take what is left last: a text beside a spacer is offered all the room the spacer does not need")
    func spacerLast() {
        let g = makeGraph(width: 120, height: 100) {
            HStack(spacing: 8) {
                Color.red.frame(width: 20, height: 20)
                Text("ab cd").identifier("t")   // 5 glyphs × 8.5 pt = 42.5 pt: fits in 120 − 3 × 8 − 20 − 8
                Spacer()
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity)
        }
        // An equal share (76 ÷ 3 after the square) would wrap it onto two lines.
        #expect(g.frame("t").map { $0.width == 42.5 && abs($0.height - 20.4) < 1e-9 } == true, "\(String(describing: g.frame("t")))")
    }

    @Test("layoutPriority: the higher child is offered all the room but what the lower ones need at least, through other modifiers")
    func layoutPriority() {
        // Two texts of 12 glyphs (102 pt each at 8.5 pt) in 150 pt: equal priority splits the room and
        // both wrap; a priority of 1 on the second lets it take its whole line first.
        func texts(_ p0: Double, _ p1: Double) -> ViewGraph {
            makeGraph(width: 150, height: 200) {
                HStack(spacing: 0) {
                    Text("aaaa bbb ccc").layoutPriority(p0).identifier("first")
                    Text("dddd eee fff").padding(0).layoutPriority(p1).identifier("second")
                }
            }
        }
        let even = texts(0, 0)
        #expect(even.frame("first")!.height > 20.5 && even.frame("second")!.height > 20.5, "equal priority: both wrap")
        let raised = texts(0, 1)
        #expect(raised.frame("second")!.width == 102 && abs(raised.frame("second")!.height - 20.4) < 1e-9,
                "\(String(describing: raised.frame("second")))")
        #expect(raised.frame("first")!.width <= 48 && raised.frame("first")!.height > 20.5)
        // Lowered below 0 the first child goes last the same way.
        let lowered = texts(-1, 0)
        #expect(lowered.frame("second")!.width == 102)

        // The higher group leaves a lower fixed child its size; a spacer keeps its minimum length.
        let g = makeGraph(width: 200, height: 100) {
            HStack(spacing: 0) {
                Color.red.frame(width: 30).identifier("fixed")
                Spacer(minLength: 10)
                Color.blue.frame(maxWidth: .infinity).layoutPriority(1).identifier("greedy")
            }
        }
        #expect(g.frame("greedy") == Rect(x: 40, y: 0, width: 160, height: 100) && g.frame("fixed")?.width == 30,
                "\(String(describing: g.frame("greedy"))) \(String(describing: g.frame("fixed")))")
        // Through an `if` branch and a composite view's body.
        struct Wrapped: View {
            var body: some View { Color.blue.frame(maxWidth: .infinity).layoutPriority(2) }
        }
        let branch = makeGraph(width: 200, height: 100) {
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: .infinity).identifier("plain")
                if true { Wrapped().identifier("wrapped") }
            }
        }
        #expect(branch.frame("wrapped") == Rect(x: 0, y: 0, width: 200, height: 100), "\(String(describing: branch.frame("wrapped")))")
    }

    @Test("VStack spacing, alignment and padding")
    func vstack() {
        let g = makeGraph(width: 200, height: 200) {
            VStack(alignment: .leading, spacing: 5) {
                Color.red.frame(width: 40, height: 10).identifier("a")
                Color.red.frame(width: 80, height: 10).identifier("b")
            }
            .padding(10)
            .identifier("box")
        }
        #expect(g.frame("box") == Rect(x: 50, y: 77.5, width: 100, height: 45))
        #expect(g.frame("a") == Rect(x: 60, y: 87.5, width: 40, height: 10))
        #expect(g.frame("b")!.minY == 102.5)
    }

    @Test("frame(maxWidth: .infinity) fills the offer; min sizes hold; alignment places the child")
    func flexibleFrame() {
        let g = makeGraph(width: 200, height: 100) {
            VStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).identifier("c").frame(maxWidth: .infinity, alignment: .trailing).identifier("row")
                Color.red.frame(width: 20, height: 20).frame(minWidth: 60).identifier("min")
            }
        }
        #expect(g.frame("row")!.width == 200)
        #expect(g.frame("c")!.maxX == 200)
        #expect(g.frame("min")!.width == 60)
    }

    @Test("ZStack aligns children within the largest; overlay and background take the content's size")
    func zstackAndDecorations() {
        let g = makeGraph(width: 200, height: 200) {
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 100, height: 100).identifier("big")
                Color.blue.frame(width: 10, height: 10).identifier("small")
            }
            .background { Color.green.identifier("bg") }
        }
        #expect(g.frame("small")!.origin == g.frame("big")!.origin)
        #expect(g.frame("bg") == g.frame("big"))
    }

    @Test("an adaptive grid fits as many columns as the width allows, centred, with spacing")
    func grid() {
        let g = makeGraph(width: 1000, height: 800) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 280, maximum: 280), spacing: 20)], spacing: 20) {
                ForEach(0..<5) { i in Color.red.frame(height: 100).identifier("cell\(i)") }
            }
        }
        // 3 columns of 280 with 20 between: 880 wide, centred in 1000.
        #expect(g.frame("cell0") == Rect(x: 60, y: 290, width: 280, height: 100))
        #expect(g.frame("cell2")!.minX == 660)
        #expect(g.frame("cell3")!.minY == 410)
    }

    @Test("text wraps to the offered width; a divider is one pixel")
    func textAndDivider() {
        let g = makeGraph(width: 100, height: 200) {
            VStack(spacing: 0) {
                Text("aaaa bbbb cccc").identifier("t")
                Divider().identifier("d")
            }
        }
        #expect(g.frame("t")!.height == 2 * 1.2 * 17)
        #expect(g.frame("d")!.height == 1)
        g.scale = 2
        g.update(at: 0)
        #expect(g.frame("d")!.height == 0.5)
    }

    @Test("a changed layoutPriority lays the stack out again")
    func layoutPriorityChange() {
        struct Row: View {
            @State var favoured = false
            var body: some View {
                VStack {
                    HStack(spacing: 0) {
                        Color.red.frame(maxWidth: .infinity).identifier("a")
                        Color.blue.frame(maxWidth: .infinity).layoutPriority(favoured ? 1 : 0).identifier("b")
                    }
                    .frame(height: 20)
                    Color.gray.frame(width: 40, height: 20).onTapGesture { favoured.toggle() }.identifier("tap")
                }
            }
        }
        let g = makeGraph(width: 200, height: 100) { Row() }
        #expect(g.frame("b")?.width == 100)
        g.tap(g.frame("tap")!.center)
        #expect(g.frame("b")?.width == 200, "\(String(describing: g.frame("b")))")
    }
}
