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

    @Test("a modifier on an if whose branch holds several views: each of them padded; switching branches lays the stack out again")
    func branchOfSeveral() throws {
        let flag = Flag()
        flag.value = true
        let g = makeGraph(width: 400, height: 300) {
            VStack(spacing: 0) {
                Group {
                    if flag.value {
                        Color.red.frame(width: 40, height: 20).identifier("a")
                        Color.red.frame(width: 40, height: 20).identifier("b")
                    } else {
                        Color.blue.frame(width: 40, height: 30).identifier("c")
                    }
                }
                .padding(5)
                Color.green.frame(width: 10, height: 10).identifier("below")
            }
        }
        g.checks.layoutCheck = .record
        // (5 + 20 + 5) * 2 + 10 = 70 tall, centred in 300: from 115.
        #expect(g.frame("a") == Rect(x: 180, y: 120, width: 40, height: 20))
        #expect(g.frame("b") == Rect(x: 180, y: 150, width: 40, height: 20))
        #expect(g.frame("below") == Rect(x: 195, y: 175, width: 10, height: 10))
        for (k, value) in [false, true, false].enumerated() {
            flag.value = value
            g.invalidateContent()
            g.update(at: 0.1 * Double(k + 1))
            #expect(g.checks.layoutViolations.isEmpty, "\(g.checks.layoutViolations)")
        }
        // One view in the branch: 5 + 30 + 5 + 10 = 50 tall, from 125.
        #expect(g.frame("c") == Rect(x: 180, y: 130, width: 40, height: 30))
        #expect(g.frame("below") == Rect(x: 195, y: 165, width: 10, height: 10))
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

    @Test("a group with a transition, removed: both its views leave with it (fading; moving)")
    func groupTransition() throws {
        let shownToo = Box(true)
        let moving = makeGraph(width: 400, height: 300) {
            VStack(spacing: 0) {
                if shownToo.value {
                    Group {
                        Color.red.frame(width: 40, height: 20).identifier("a")
                        Color.red.frame(width: 40, height: 20).identifier("b")
                    }
                    .transition(.move(edge: .bottom))
                }
            }
        }
        let restA = try #require(moving.frame("a")), restB = try #require(moving.frame("b"))
        withAnimation(.linear(duration: 1)) {
            shownToo.value = false
            moving.invalidateContent()
        }
        moving.update(at: 0)
        moving.update(at: 0.5)
        let midA = try #require(moving.elements("a").last), midB = try #require(moving.elements("b").last)
        #expect(midA.frame.minY > restA.minY + 20 && midB.frame.minY > restB.minY + 20, "moving down: \(midA.frame) \(midB.frame)")
        #expect(midA.opacity == 1)

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

    /// Seen in review: a ForEach's `.animation(_:value:)` went into each row, so inserted rows did
    /// not animate.
    @Test("ForEach { }.animation(_:value:): a row added with the value fades in, the others move")
    func forEachAnimationValue() throws {
        let items = Box([1, 2])
        let g = makeGraph(width: 400, height: 300) {
            VStack(spacing: 0) {
                ForEach(items.value, id: \.self) { i in Color.red.frame(width: 40, height: 20).identifier("row\(i)") }
                    .animation(.linear(duration: 1), value: items.value)
            }
        }
        items.value = [0, 1, 2]
        g.invalidateContent()
        g.update(at: 0)
        g.update(at: 0.5)
        let new = try #require(g.elements("row0").last)
        #expect(abs(new.opacity - 0.5) < 0.02, "\(new.opacity)")
        g.runFrames(from: 0.5, to: 1.5)
        #expect(g.frame("row0")?.minY == 120 && g.frame("row1")?.minY == 140 && g.frame("row2")?.minY == 160,
                "one under the other: \([0, 1, 2].map { g.frame("row\($0)") })")
    }

    @Test("a bordered button whose label is an icon and a title: one capsule around both, side by side")
    func buttonLabelOfTwoViews() throws {
        let g = makeGraph(width: 400, height: 300) {
            Button {} label: {
                Color.red.frame(width: 20, height: 20).identifier("icon")
                Color.blue.frame(width: 50, height: 20).identifier("title")
            }
            .buttonStyle(.bordered)
        }
        let icon = try #require(g.frame("icon")), title = try #require(g.frame("title"))
        #expect(icon.maxX <= title.minX && icon.minY == title.minY, "\(icon) \(title)")
    }

    /// Seen in a public file (a list of 100 texts straight in a ScrollView): they were piled at the top.
    @Test("ScrollView { ForEach } stacks its views along the axis, as an implicit VStack (HStack sideways)")
    func scrollViewStacksSeveralViews() throws {
        let g = makeGraph(width: 400, height: 300) {
            ScrollView {
                ForEach(0..<3, id: \.self) { i in Color.blue.frame(width: 100, height: 50).identifier("row\(i)") }
            }
        }
        let r0 = try #require(g.frame("row0")), r1 = try #require(g.frame("row1")), r2 = try #require(g.frame("row2"))
        #expect(r0.minY == 0 && r1.minY > r0.maxY && r2.minY > r1.maxY, "\(r0) \(r1) \(r2)")
        let h = makeGraph(width: 400, height: 300) {
            ScrollView(.horizontal) {
                Color.red.frame(width: 100, height: 50).identifier("a")
                Color.red.frame(width: 100, height: 50).identifier("b")
            }
        }
        let a = try #require(h.frame("a")), b = try #require(h.frame("b"))
        #expect(b.minX > a.maxX && a.minY == b.minY, "\(a) \(b)")
    }
}
