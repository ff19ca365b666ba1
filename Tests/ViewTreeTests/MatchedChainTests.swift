import Geometry
import Motion
import Testing
@testable import ViewTree

/// One matched id shown by three views in turn (a list card, a grid card, a detail): each change
/// removes one and inserts the next, so the removed ones form a chain of followers. The second and
/// third sit in a layer inserted with the second (as the studio's grid is), so the second's own
/// removal is short while the first's, the layer's change, is long.
@MainActor
private struct ThreeStages: View {
    let stage: Stage
    let ns = Namespace("chain")
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            if stage.value == 0 {
                Color.red.matchedGeometryEffect(id: "x", in: ns).frame(width: 50, height: 50).offset(x: 10, y: 20)
            }
            if stage.value >= 1 {
                ZStack(alignment: .topLeading) {
                    Color.clear
                    if stage.value == 1 {
                        Color.red.matchedGeometryEffect(id: "x", in: ns).frame(width: 100, height: 80).offset(x: 250, y: 20)
                    }
                    if stage.value == 2 {
                        Color.red.matchedGeometryEffect(id: "x", in: ns).frame(width: 300, height: 200).offset(x: 50, y: 60)
                    }
                }
            }
        }
    }
}

@MainActor
private final class Stage {
    var value = 0
}

@MainActor
@Suite("Matched views leaving one after another", .serialized)
struct MatchedChainTests {
    /// Found by `hero explore` (studio seeds 2 and 17): the list card, still fading out after the grid
    /// toggle, followed the grid card; the grid card, removed when the detail opened, followed the detail.
    /// When the grid card's shorter removal ended, the list card lost its leader and was drawn at its own
    /// list frame, 760 pt from the detail that shares its id.
    @Test("a leaving view whose leader left the tree first follows its leader's leader, not its own layout frame")
    func leaderLeavesFirst() {
        let stage = Stage()
        let g = makeGraph(width: 400, height: 300) { ThreeStages(stage: stage) }
        // The first view leaves slowly (2 s), the second quickly (0.3 s, from 0.2 s).
        withAnimation(.linear(duration: 2)) {
            stage.value = 1
            g.invalidateContent()
        }
        g.update(at: 0)
        g.update(at: 0.2)
        withAnimation(.linear(duration: 0.3)) {
            stage.value = 2
            g.invalidateContent()
        }
        g.update(at: 0.2)
        let detail = Rect(x: 50, y: 60, width: 300, height: 200)
        for i in 0...90 {
            let t = 0.2 + Double(i) / 60
            g.update(at: t)
            let seen = g.elements("x").filter { $0.opacity > 0.001 }
            #expect(!seen.isEmpty)
            // Every view drawn under the id is drawn where the flight is: one frame for all of them.
            for e in seen { #expect(TestRect.close(e.frame, seen[0].frame, 0.001), "t \(t): \(seen.map(\.frame))") }
            if t > 0.51 { #expect(seen.allSatisfy { TestRect.close($0.frame, detail, 0.001) }, "t \(t): \(seen.map(\.frame))") }
        }
        g.update(at: 2.1)
        #expect(g.elements("x").map(\.frame) == [detail])
    }

    @Test("a leaving view whose leader left the tree without a leader of its own stays where the leader was last drawn")
    func leaderLeavesAlone() {
        let stage = Stage()
        let g = makeGraph(width: 400, height: 300) { ThreeStages(stage: stage) }
        // The first view fades out over 2 s following the second, which flies (2 s, 2 pt a frame) from it.
        withAnimation(.linear(duration: 2)) {
            stage.value = 1
            g.invalidateContent()
        }
        g.update(at: 0)
        g.update(at: 0.5)
        // The second view goes too, with nothing to fly to: it fades out along its flight (0.3 s).
        withAnimation(.linear(duration: 0.3)) {
            stage.value = 3
            g.invalidateContent()
        }
        g.update(at: 0.5)
        var last: Rect?
        for i in 0...60 {
            let t = 0.5 + Double(i) / 60
            g.update(at: t)
            let seen = g.elements("x").filter { $0.opacity > 0.001 }
            #expect(!seen.isEmpty, "t \(t)")
            for e in seen {
                // No jump: at most the flight's own step while the second view flies, then still.
                if let last { #expect(FrameStep.edge(e.frame, last) <= 2.5, "t \(t): \(last) → \(e.frame)") }
                last = e.frame
            }
        }
        // Where the second view was last drawn, not the first one's own frame.
        #expect(last.map { $0.minX > 50 } == true, "\(String(describing: last))")
    }
}

enum FrameStep {
    /// The largest move of any edge between two rects.
    static func edge(_ a: Rect, _ b: Rect) -> Double {
        max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
    }
}
