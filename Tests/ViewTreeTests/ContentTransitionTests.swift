import Geometry
import Motion
import Rendering
import Testing
@testable import ViewTree

/// `contentTransition(_:)`: a text's string changing in an animated update rolls its digits
/// (`.numericText()`) or cross-fades (`.opacity`), as SwiftUI's counters do.
@MainActor
@Suite("Content transitions")
struct ContentTransitionTests {
    /// A 40 pt counter showing `count`, with `transition`, in a 300x200 window.
    func counter(_ count: Box<Int>, _ transition: ContentTransition) -> ViewGraph {
        makeGraph(width: 300, height: 200) {
            Text("\(count.value)").font(.system(size: 40)).contentTransition(transition)
        }
    }

    /// The texts drawn: each one's characters, top edge and opacity.
    func texts(_ g: ViewGraph) -> [(String, Double, Double)] {
        g.render().items.compactMap { item in
            guard case .text(let layout, let origin, _, let opacity) = item else { return nil }
            return (String(String.UnicodeScalarView(layout.lines.flatMap { $0.glyphs.map(\.scalar) })), origin.y, opacity)
        }
    }

    func change(_ g: ViewGraph, _ count: Box<Int>, to value: Int, animated: Bool = true) {
        if animated {
            withAnimation(.linear(duration: 1)) {
                count.value = value
                g.invalidateContent()
            }
        } else {
            count.value = value
            g.invalidateContent()
        }
        g.update(at: 0)
    }

    @Test("counting up, the digits that change leave upward and fade as the new ones come up from below; those that stay stay")
    func rollsUp() throws {
        let count = Box(119)
        let g = counter(count, .numericText())
        let top = try #require(texts(g).first).1
        change(g, count, to: 120)
        g.update(at: 0.5)
        let drawn = texts(g)
        // "1" stays; "19" leaves half a roll up at half opacity, "20" arrives half a roll below.
        let stay = try #require(drawn.first { $0.0 == "1" }), leaving = try #require(drawn.first { $0.0 == "19" })
        let arriving = try #require(drawn.first { $0.0 == "20" })
        #expect(stay.1 == top && stay.2 == 1)
        #expect(leaving.1 < top - 5 && abs(leaving.2 - 0.5) < 1e-9, "\(leaving)")
        #expect(arriving.1 > top + 5 && abs(arriving.2 - 0.5) < 1e-9, "\(arriving)")
        #expect(abs((top - leaving.1) - (arriving.1 - top)) < 1e-9)
        // Done: the new string alone, where a text is drawn.
        g.update(at: 1.1)
        #expect(texts(g).map(\.0) == ["120"] && texts(g)[0].1 == top)
    }

    /// Found by review: characters were paired from the end only, so a label before a number that
    /// grew a digit rolled too.
    @Test("a label before the number stays while the number rolls, as the number grows a digit")
    func labelStays() throws {
        let count = Box(9)
        let g = makeGraph(width: 300, height: 200) {
            Text("Score: \(count.value)").font(.system(size: 20)).contentTransition(.numericText())
        }
        let top = try #require(texts(g).first).1
        change(g, count, to: 10)
        g.update(at: 0.5)
        let drawn = texts(g)
        let stay = try #require(drawn.first { $0.2 == 1 }, "\(drawn)")
        #expect(stay.0 == "Score: " && stay.1 == top, "\(drawn)")
        #expect(drawn.contains { $0.0 == "9" && $0.1 < top } && drawn.contains { $0.0 == "10" && $0.1 > top }, "\(drawn)")
    }

    /// Found by review: the old string was laid out on one line, whatever the width the text had.
    @Test("a text that wraps cross-fades from its old string broken at the same width")
    func oldStringWraps() throws {
        let count = Box(1)
        let g = makeGraph(width: 300, height: 200) {
            Text("apples in the basket: \(count.value)").font(.system(size: 20)).frame(width: 120).contentTransition(.numericText())
        }
        let lines = g.render().items.compactMap { item -> Int? in if case .text(let l, _, _, _) = item { l.lines.count } else { nil } }
        #expect(lines.first ?? 0 > 1)
        change(g, count, to: 2)
        g.update(at: 0.5)
        let during = g.render().items.compactMap { item -> Int? in if case .text(let l, _, _, _) = item { l.lines.count } else { nil } }
        #expect(during.count == 2 && during.allSatisfy { $0 == lines.first }, "\(during)")
    }

    @Test("counting down rolls the other way; numericText(value:) reads the direction from the numbers")
    func rollsDown() throws {
        for transition in [ContentTransition.numericText(countsDown: true), .numericText(value: 0)] {
            let count = Box(8)
            let g = counter(count, transition)
            let top = try #require(texts(g).first).1
            change(g, count, to: 7)
            g.update(at: 0.5)
            let leaving = try #require(texts(g).first { $0.0 == "8" }), arriving = try #require(texts(g).first { $0.0 == "7" })
            #expect(leaving.1 > top + 5 && arriving.1 < top - 5, "\(leaving) \(arriving)")
        }
    }

    @Test("opacity cross-fades the strings in place; without an animation, or with .identity, the string changes at once")
    func crossFadeAndAtOnce() throws {
        let count = Box(1)
        let g = counter(count, .opacity)
        change(g, count, to: 2)
        g.update(at: 0.25)
        let drawn = texts(g)
        #expect(drawn.count == 2 && drawn[0].0 == "1" && abs(drawn[0].2 - 0.75) < 1e-9 && drawn[1].0 == "2" && abs(drawn[1].2 - 0.25) < 1e-9,
                "\(drawn)")
        #expect(drawn[0].1 == drawn[1].1)
        change(g, count, to: 3, animated: false)
        #expect(texts(g).map(\.0) == ["3"])
        let plain = counter(count, .identity)
        change(plain, count, to: 4)
        plain.update(at: 0.5)
        #expect(texts(plain).map(\.0) == ["4"])
    }

    @Test("monospacedDigit (on a text, a view or a font): digits in cells of one width, so a number keeps its width as it changes")
    func tabularDigits() throws {
        let g = makeGraph(width: 400, height: 300) {
            VStack {
                Text("1111").font(.system(size: 30, design: .serif)).identifier("ones")
                Text("8888").font(.system(size: 30, design: .serif)).identifier("eights")
                Text("1111").font(.system(size: 30, design: .serif)).monospacedDigit().identifier("tabularOnes")
                Text("8888").font(.system(size: 30, design: .serif).monospacedDigit()).identifier("tabularEights")
                Text("1181").font(.system(size: 30, design: .serif)).identifier("mixed").monospacedDigit()
            }
        }
        // The packaged faces' digits are tabular already: the cells are their widths.
        let eights = try #require(g.frame("eights")).width
        for id in ["tabularOnes", "tabularEights", "mixed"] {
            #expect(abs(try #require(g.frame(id)).width - eights) < 1e-9, "\(id)")
        }
        #expect(abs(try #require(g.frame("ones")).width - eights) < 1e-9)
    }
}
