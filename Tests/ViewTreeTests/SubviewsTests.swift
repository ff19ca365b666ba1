import Geometry
import Testing
@testable import ViewTree

/// iOS 18's `Group(subviews:)` and `ForEach(subviews:)`: a container made of another view's content,
/// one subview per view of its blocks, rows of its `ForEach`es and views of its shown branches.
@MainActor
@Suite("Subviews")
struct SubviewsTests {
    /// A container that puts its content's first view on top, padded, and the rest in a row under it,
    /// with their count (as a magazine layout does with its cover and its pages).
    struct Cover<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            Group(subviews: content) { subviews in
                VStack(spacing: 0) {
                    if !subviews.isEmpty {
                        subviews[0].padding(5)
                    }
                    if subviews.count > 1 {
                        HStack(spacing: 0) {
                            ForEach(subviews[1...], id: \.id) { subview in subview }
                        }
                    }
                    Color.black.frame(width: Double(subviews.count), height: 1).identifier("count")
                }
            }
        }
    }

    /// One padded view per subview, side by side.
    struct Row<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            HStack(spacing: 0) {
                ForEach(subviews: content) { subview in subview.padding(2) }
            }
        }
    }

    @Test("Group(subviews:): a block's views, a ForEach's rows and a branch's views are one subview each")
    func groupSubviews() {
        let flag = Flag()
        flag.value = true
        let g = makeGraph(width: 400, height: 300) {
            Cover {
                Color.red.frame(width: 10, height: 10).identifier("cover")
                ForEach(0..<3, id: \.self) { i in Color.blue.frame(width: 10, height: 10).identifier("page\(i)") }
                if flag.value {
                    Color.green.frame(width: 10, height: 10).identifier("extra")
                }
            }
        }
        g.checks.layoutCheck = .record
        // Five subviews: the cover padded (20 x 20), four pages in a row (40 x 10), the count (5 x 1):
        // 31 tall, centred in 300 from 134.5.
        #expect(g.frame("count") == Rect(x: 197.5, y: 164.5, width: 5, height: 1))
        #expect(g.frame("cover") == Rect(x: 195, y: 139.5, width: 10, height: 10))
        #expect(g.frame("page0") == Rect(x: 180, y: 154.5, width: 10, height: 10))
        #expect(g.frame("page2") == Rect(x: 200, y: 154.5, width: 10, height: 10))
        #expect(g.frame("extra") == Rect(x: 210, y: 154.5, width: 10, height: 10))
        // The branch gone: four subviews.
        flag.value = false
        g.invalidateContent()
        g.update(at: 0.1)
        #expect(g.frame("count") == Rect(x: 198, y: 164.5, width: 4, height: 1))
        #expect(g.frame("page0") == Rect(x: 185, y: 154.5, width: 10, height: 10))
        #expect(g.checks.layoutViolations.isEmpty, "\(g.checks.layoutViolations)")
    }

    @Test("ForEach(subviews:): one view per subview, a modifier on several views on each of them")
    func forEachSubviews() {
        let g = makeGraph(width: 400, height: 300) {
            Row {
                Group {
                    Color.red.frame(width: 10, height: 10).identifier("a")
                    Color.red.frame(width: 10, height: 10).identifier("b")
                }
                .frame(width: 20)
                Color.blue.frame(width: 10, height: 10).identifier("c")
            }
        }
        // Three subviews, each padded by 2: 24 + 24 + 14 = 62 wide, from 169.
        #expect(g.frame("a") == Rect(x: 176, y: 145, width: 10, height: 10))
        #expect(g.frame("b") == Rect(x: 200, y: 145, width: 10, height: 10))
        #expect(g.frame("c") == Rect(x: 219, y: 145, width: 10, height: 10))
    }

    @Test("a subview's id follows a ForEach row's id, not its position")
    func rowIdentity() {
        let first = SubviewsCollection(ForEach([3, 1, 2], id: \.self) { i in Color.red.frame(width: Double(i)) })
        let second = SubviewsCollection(ForEach([1, 2, 3], id: \.self) { i in Color.red.frame(width: Double(i)) })
        #expect(first.count == 3)
        #expect(first[0].id == second[2].id)
        #expect(first[1].id == second[0].id)
        #expect(Set(first.map(\.id)).count == 3)
    }
}

extension SubviewsTests {
    /// A cover and a carousel of the rest, as a magazine app lays them out in a scroll view.
    struct Magazine<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            ScrollView {
                Group(subviews: content) { subviews in
                    if !subviews.isEmpty {
                        subviews[0].padding(.horizontal).containerRelativeFrame(.vertical) { length, _ in length / 3 }
                    }
                    if subviews.count > 1 {
                        ScrollView(.horizontal) {
                            LazyHStack {
                                ForEach(subviews[1...], id: \.id) { subview in subview.containerRelativeFrame([.horizontal, .vertical]) }
                            }
                            .scrollTargetLayout()
                        }
                        .scrollTargetBehavior(.viewAligned)
                        .identifier("carousel")
                    }
                }
            }
        }
    }

    @Test("the views Group(subviews:) makes in a scroll view are stacked: the carousel under the cover")
    func stackedInScrollView() {
        let g = makeGraph(width: 400, height: 300) {
            Magazine {
                Color.yellow.identifier("cover")
                Color.orange.identifier("first")
                Color.red.identifier("second")
            }
        }
        #expect(g.frame("cover") == Rect(x: 16, y: 0, width: 368, height: 100))
        #expect(g.frame("carousel") == Rect(x: 0, y: 108, width: 400, height: 300))
        #expect(g.frame("first")?.size == Size(width: 400, height: 300))
    }
}
