import Geometry
import Testing
@testable import ViewTree

/// `GeometryProxy.frame(in:)` as scroll-driven SwiftUI code reads it: a header that knows how far the
/// list has scrolled (`.named` space), a view's place in the window (`.global`) and in its scroll view.
@MainActor
@Suite("GeometryProxy frames")
struct GeometryProxyFrameTests {
    struct Feed: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.gray.frame(height: 40)
                    GeometryReader { proxy in
                        let y = proxy.frame(in: .named("feed")).minY
                        let global = proxy.frame(in: .global)
                        VStack {
                            Text("named \(Int(y))")
                            Text("global \(Int(global.minX)),\(Int(global.minY)) \(Int(global.width))x\(Int(global.height))")
                            Text("scroll \(Int(proxy.frame(in: .scrollView).minY))")
                            Text("local \(Int(proxy.frame(in: .local).minY))")
                        }
                        .offset(y: max(0, -y))
                    }
                    .frame(height: 120)
                    ForEach(0..<20, id: \.self) { i in Color.blue.opacity(0.2).frame(height: 60) }
                }
            }
            .coordinateSpace(name: "feed")
            .padding(.top, 30)
        }
    }

    @Test("frames in the window, a named space and the scroll view; they follow the scroll, and so does the content made from them")
    func followsTheScroll() {
        let g = makeGraph(width: 300, height: 400) { Feed() }
        // The scroll view is 30 pt down (its padding); the reader 40 pt into its content.
        #expect(g.drawnTexts().contains("named 40"), "\(g.drawnTexts())")
        #expect(g.drawnTexts().contains("global 0,70 300x120"))
        #expect(g.drawnTexts().contains("scroll 40") && g.drawnTexts().contains("local 0"))
        g.handle(.scroll(Point(x: 150, y: 200), dx: 0, dy: 100))
        g.runFrames(from: 0, to: 0.6)
        #expect(g.drawnTexts().contains("named -60"), "\(g.drawnTexts())")
        #expect(g.drawnTexts().contains("global 0,-30 300x120") && g.drawnTexts().contains("scroll -60"))
        // The content pinned itself by its own offset: its first line is drawn at the scroll view's top.
        let first = g.render().items.compactMap { item -> Point? in
            if case .text(_, let at, _, _) = item { return at }
            return nil
        }.first
        #expect(first.map { abs($0.y - 30) < 1 } == true, "\(String(describing: first))")
    }

    @Test("a reader that reads only its size is not made again as the scroll moves it; bounds(of:) finds a named space")
    func sizeOnlyAndBounds() {
        final class Count { var made = 0 }
        let count = Count()
        let g = makeGraph(width: 300, height: 400) {
            ScrollView {
                VStack(spacing: 0) {
                    GeometryReader { proxy in
                        let _ = count.made += 1
                        Text("\(Int(proxy.size.width))")
                    }
                    .frame(height: 100)
                    ForEach(0..<20, id: \.self) { _ in Color.red.frame(height: 50) }
                }
            }
        }
        let before = count.made
        g.handle(.scroll(Point(x: 150, y: 200), dx: 0, dy: 80))
        g.runFrames(from: 0, to: 0.6)
        #expect(count.made == before)

        let named = makeGraph(width: 300, height: 400) {
            VStack {
                GeometryReader { proxy in
                    let b = proxy.bounds(of: .named("card"))
                    Text(b.map { "\(Int($0.minX)),\(Int($0.minY)) \(Int($0.width))x\(Int($0.height))" } ?? "none")
                }
                .frame(width: 100, height: 50)
                .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .named("card")).onChanged { _ in })
                .padding(10)
            }
            .coordinateSpace(.named("card"))
        }
        // The card (the VStack) is 120 x 70 around the reader, whose origin is 10, 10 inside it.
        #expect(named.drawnTexts() == ["-10,-10 120x70"], "\(named.drawnTexts())")
    }

    @Test("pulled past the top and let go, a stretchy header that reads its place follows the spring back (the layout oracle holds every frame)")
    func stretchyHeaderPull() {
        let g = makeGraph(width: 300, height: 400) {
            ScrollView {
                VStack(spacing: 0) {
                    GeometryReader { proxy in
                        let y = proxy.frame(in: .named("scroll")).minY
                        Color.indigo.frame(height: 200 + max(0, y)).offset(y: -max(0, y)).identifier("header")
                    }
                    .frame(height: 200)
                    ForEach(0..<20, id: \.self) { _ in Color.gray.frame(height: 50) }
                }
            }
            .coordinateSpace(name: "scroll")
        }
        var t = 0.0
        g.handle(.pointerDown(Point(x: 150, y: 100), .mouse))
        for k in 1...12 {
            t += 1.0 / 60
            g.update(at: t)
            g.handle(.pointerMove(Point(x: 150, y: 100 + Double(k) * 15), .mouse))
        }
        g.update(at: t + 1.0 / 60)
        let pulled = g.frame("header")
        // Pulled 180 pt (drawn a third of it past the top): the header stretches from the window's top.
        #expect(pulled.map { $0.minY == 0 && $0.height > 250 } == true, "\(String(describing: pulled))")
        g.handle(.pointerUp(Point(x: 150, y: 280), .mouse))
        g.runFrames(from: t + 1.0 / 60, to: t + 2)
        #expect(g.frame("header") == Rect(x: 0, y: 0, width: 300, height: 200), "\(String(describing: g.frame("header")))")
    }

    @Test("a reader inside a view of one's own (a transparent node) is made again as the scroll moves it, and is not counted twice")
    func readerInsideACompositeView() {
        struct Header: View {
            var body: some View {
                GeometryReader { proxy in Text("y \(Int(proxy.frame(in: .global).minY))") }.frame(height: 60)
            }
        }
        let g = makeGraph(width: 300, height: 400) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.gray.frame(height: 40)
                    Header()
                    ForEach(0..<20, id: \.self) { _ in Color.red.frame(height: 50) }
                }
            }
            .padding(.top, 30)
        }
        #expect(g.drawnTexts() == ["y 70"], "\(g.drawnTexts())")
        g.handle(.scroll(Point(x: 150, y: 200), dx: 0, dy: 50))
        g.runFrames(from: 0, to: 0.6)
        #expect(g.drawnTexts() == ["y 20"], "\(g.drawnTexts())")
    }
}
