import Geometry
import Motion
import Testing
@testable import ViewTree

/// A modifier on several views applies to each of them, as in SwiftUI: `Group { a; b }.padding()` in
/// a stack is two padded views, a modified `ForEach`'s rows keep their ids, a modified `Section` in a
/// lazy stack is still rows.
@MainActor
@Suite("Modifiers on groups")
struct GroupModifierTests {
    @Test("Group { a; b } with a colour, a font and padding in a VStack: each view is laid out on its own, padded on its own")
    func groupInStack() throws {
        let g = makeGraph(width: 400, height: 300) {
            VStack(spacing: 0) {
                Group {
                    Color.red.frame(width: 40, height: 20).identifier("a")
                    Color.red.frame(width: 40, height: 20).identifier("b")
                }
                .foregroundColor(.red)
                Group {
                    Color.blue.frame(width: 40, height: 30).identifier("c")
                    Color.blue.frame(width: 40, height: 30).identifier("d")
                }
                .font(.title).padding(5)
                HStack(spacing: 0) {
                    Group {
                        Color.green.frame(width: 10, height: 10).identifier("e")
                        Color.green.frame(width: 10, height: 10).identifier("f")
                    }
                    .frame(width: 50)
                }
            }
        }
        // 20 + 20 + (5 + 30 + 5) * 2 + 10 = 130 tall, centred in 300: from 85.
        #expect(g.frame("a") == Rect(x: 180, y: 85, width: 40, height: 20))
        #expect(g.frame("b") == Rect(x: 180, y: 105, width: 40, height: 20))
        #expect(g.frame("c") == Rect(x: 180, y: 130, width: 40, height: 30))
        #expect(g.frame("d") == Rect(x: 180, y: 170, width: 40, height: 30))
        #expect(g.frame("e") == Rect(x: 170, y: 205, width: 10, height: 10))
        #expect(g.frame("f") == Rect(x: 220, y: 205, width: 10, height: 10))
    }

    @Test("a padded ForEach: one row, then three: rows keep their ids (the one there stays put, the new ones fade in)")
    func forEachKeepsIdentity() throws {
        let items = Box([2])
        let g = makeGraph(width: 400, height: 300) {
            VStack(spacing: 0) {
                ForEach(items.value, id: \.self) { i in Color.red.frame(width: 40, height: 20).identifier("row\(i)") }
                    .padding(5)
                    .transition(.opacity)
            }
        }
        #expect(g.frame("row2") == Rect(x: 180, y: 140, width: 40, height: 20))
        withAnimation(.linear(duration: 1)) {
            items.value = [1, 2, 3]
            g.invalidateContent()
        }
        g.update(at: 0)
        g.update(at: 0.5)
        // Row 2 is the same view (not inserted: fully opaque), on its way down to the middle row.
        #expect(try #require(g.elements("row2").last).opacity == 1)
        #expect(abs(try #require(g.elements("row1").last).opacity - 0.5) < 0.01)
        g.runFrames(from: 0.5, to: 1.5)
        #expect(g.frame("row1") == Rect(x: 180, y: 110, width: 40, height: 20))
        #expect(g.frame("row2") == Rect(x: 180, y: 140, width: 40, height: 20))
    }

    @Test("a group with a transition, removed: both its views leave with it")
    func groupTransition() throws {
        let shown = Box(true)
        let g = makeGraph(width: 400, height: 300) {
            VStack(spacing: 0) {
                if shown.value {
                    Group {
                        Color.red.frame(width: 40, height: 20).identifier("a")
                        Color.red.frame(width: 40, height: 20).identifier("b")
                    }
                    .transition(.opacity)
                }
            }
        }
        withAnimation(.linear(duration: 1)) {
            shown.value = false
            g.invalidateContent()
        }
        g.update(at: 0)
        g.update(at: 0.5)
        for id in ["a", "b"] {
            let e = try #require(g.elements(id).last, "\(id) left at once")
            #expect(abs(e.opacity - 0.5) < 0.01, "\(id): \(e.opacity)")
        }
        g.runFrames(from: 0.5, to: 1.5)
        #expect(g.elements("a").isEmpty && g.elements("b").isEmpty)
    }

    @Test("Section { ... }.id(x) in a lazy stack: its header and rows are rows, and scrollTo(x) finds it")
    func identifiedSectionInLazyStack() throws {
        let proxy = Box<ScrollViewProxy?>(nil)
        let g = makeGraph(width: 400, height: 300) {
            ScrollViewReader { p in
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(["A", "B", "C", "D"], id: \.self) { s in
                            Section {
                                ForEach(0..<4, id: \.self) { i in Color.blue.frame(height: 50).identifier("row\(s)\(i)") }
                            } header: {
                                Color.gray.frame(height: 30).identifier("header\(s)")
                            }
                            .id(s)
                        }
                    }
                }
                .onAppear { proxy.value = p }
            }
        }
        #expect(g.frame("headerA")?.minY == 0)
        #expect(g.frame("rowA0")?.minY == 30)
        #expect(g.frame("rowA3")?.minY == 180)
        #expect(g.frame("headerB")?.minY == 230)
        try #require(proxy.value).scrollTo("C", anchor: .top)
        g.runFrames(from: 0, to: 0.5)
        #expect(g.frame("headerC")?.minY == 0)
    }

    /// Seen in a real window: a padded ForEach in a lazy stack made every row, with no ids.
    @Test("a modified ForEach in a lazy stack stays lazy: each row made with the modifiers, known by its id")
    func modifiedForEachStaysLazy() throws {
        let proxy = Box<ScrollViewProxy?>(nil)
        let g = makeGraph(width: 400, height: 300) {
            ScrollViewReader { p in
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<10_000, id: \.self) { i in Color.blue.frame(height: 40).identifier("row\(i)") }
                            .padding(.horizontal, 16)
                            .padding(.vertical, 5)
                    }
                }
                .onAppear { proxy.value = p }
            }
        }
        #expect(g.frame("row0") == Rect(x: 16, y: 5, width: 368, height: 40))
        #expect(g.frame("row1") == Rect(x: 16, y: 55, width: 368, height: 40))
        #expect(g.render().trace.filter { $0.id.hasPrefix("row") }.count < 20)
        try #require(proxy.value).scrollTo(5_000, anchor: .top)
        g.runFrames(from: 0, to: 0.5)
        #expect(g.frame("row5000")?.minY == 5, "\(String(describing: g.frame("row5000")))")
    }

    @Test("a modified Section in a lazy stack keeps its pinned header; each row gets the modifier")
    func modifiedSectionStaysASection() throws {
        let g = makeGraph(width: 400, height: 300) {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    Section {
                        ForEach(0..<20, id: \.self) { i in Color.blue.frame(height: 40).identifier("row\(i)") }
                    } header: {
                        Color.gray.frame(height: 30).identifier("header")
                    }
                    .padding(.horizontal, 10)
                }
            }
        }
        #expect(g.frame("row0") == Rect(x: 10, y: 30, width: 380, height: 40))
        #expect(g.frame("header") == Rect(x: 10, y: 0, width: 380, height: 30))
        g.handle(.scroll(Point(x: 200, y: 150), dx: 0, dy: 200))
        g.runFrames(from: 0, to: 0.5)
        #expect(g.frame("header")?.minY == 0, "pinned: \(String(describing: g.frame("header")))")
        #expect(g.render().trace.filter { $0.id.hasPrefix("row") }.count < 15)
    }
}
