import Geometry
import Motion
import Testing
@testable import ViewTree

/// Two tiles and a detail that shows the selected one, linked by the tile's id: the studio scene's
/// shape. Choosing another tile while the first flight is under way changes the detail's matched id
/// on a view that stays.
@MainActor
private struct TilePicker: View {
    final class Selection { var id: String? }
    let selection: Selection
    let ns = Namespace("pick")

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            VStack(spacing: 20) {
                ForEach(["a", "b"], id: \.self) { id in
                    if selection.id == id {
                        Color.clear.frame(width: 100, height: 40)
                    } else {
                        Color.red.matchedGeometryEffect(id: id, in: ns).frame(width: 100, height: 40)
                    }
                }
            }
            .offset(x: 10, y: 10)
            if let id = selection.id {
                Color.red.matchedGeometryEffect(id: id, in: ns).frame(width: 300, height: 200).offset(x: 80, y: 80)
            }
        }
    }
}

@MainActor
@Suite("Matched geometry: an id that changes on a view that stays")
struct MatchedIdChangeTests {
    let tileA = Rect(x: 10, y: 10, width: 100, height: 40)
    let tileB = Rect(x: 10, y: 70, width: 100, height: 40)
    let detail = Rect(x: 80, y: 80, width: 300, height: 200)

    @Test("choosing b mid-way through a's flight: b flies from its tile, a flies home from where the detail was, nothing jumps")
    func switchMidFlight() {
        let selection = TilePicker.Selection()
        let g = makeGraph(width: 500, height: 400) { TilePicker(selection: selection) }
        withAnimation(.linear(duration: 1)) { selection.id = "a"; g.invalidateContent() }
        g.update(at: 0)
        g.update(at: 0.3)
        let detailAt03 = tileA.interpolated(to: detail, 0.3)
        withAnimation(.linear(duration: 1)) { selection.id = "b"; g.invalidateContent() }
        g.update(at: 0.3)
        // b starts at its tile; a (its tile back, and the old tile still fading out) at the detail's frame
        // of that moment.
        let b = g.elements("b").filter { $0.opacity > 0 }.map(\.frame)
        let a = g.elements("a").filter { $0.opacity > 0 }.map(\.frame)
        #expect(!b.isEmpty && b.allSatisfy { abs($0.minY - tileB.minY) < 0.5 && abs($0.width - tileB.width) < 0.5 }, "\(b)")
        #expect(!a.isEmpty && a.allSatisfy { abs($0.minY - detailAt03.minY) < 0.5 && abs($0.width - detailAt03.width) < 0.5 }, "\(a)")
        // Every view matched by one id is drawn at one frame all the way (the leaving tiles follow).
        for t in [0.3, 0.5, 0.8, 1.2] {
            g.update(at: t)
            for id in ["a", "b"] {
                let frames = g.elements(id).filter { $0.opacity > 0 }.map(\.frame)
                #expect(Set(frames.map { "\($0)" }).count <= 1, "t \(t), \(id): \(frames)")
            }
        }
        g.update(at: 1.5)
        #expect(g.frame("b") == detail)
        #expect(g.elements("a").map(\.frame) == [tileA])
        #expect(!g.isAnimating)
    }
}
