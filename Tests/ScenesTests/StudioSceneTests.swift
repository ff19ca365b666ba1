import Geometry
import GoldenSupport
import SceneTestSupport
import SnapshotTesting
import Testing

@MainActor
@Suite("studio: card → detail, drag to dismiss, header, grid", .serialized)
struct StudioSceneTests {


    @Test("open: the colour grows from the card into the detail's rectangle and the title moves to the 50 pt title")
    func open() throws {
        let play = try ScenePlay("studio", script: "at 0.1 tap #card.design", at: ScenePlay.times(0, 0.6, 0.05))
        #expect(TraceChecks.flight(play.frames(from: 0, to: 0.6), ids: ["card.design.color", "card.design.title"], ns: "studio", maxStep: 60).isEmpty)
        let card = try #require(play.frame("card.design", at: 0))
        let start = try #require(play.frame("card.design.color", ns: "studio", at: 0))
        let end = try #require(play.frame("card.design.color", ns: "studio", at: 0.6))
        #expect(TraceChecks.close(card, start, 0.5))
        #expect(abs(end.minX - 16) < 0.5 && abs(end.minY - 16) < 0.5 && abs(end.width - 1248) < 0.5 && end.height > 300)
        // Position-only: the title keeps its own size and ends under the rectangle.
        let title = try #require(play.frame("card.design.title", ns: "studio", at: 0.6))
        #expect(title.minY > end.maxY && title.height > 50)
        // The card is hidden, and keeps its slot: the next card stays where it was.
        #expect(play.at(0.6).elements("card.design").isEmpty)
        #expect(TraceChecks.close(try #require(play.frame("card.engineering", at: 0.6)), try #require(play.frame("card.engineering", at: 0)), 0.5))
        assertSnapshot(of: play.filmstrip(), as: .png(.keyFrame, label: "studio-open"), named: "studio-open")
    }

    @Test("a drag beyond 200 pt dismisses: the colour flies home to the card")
    func dragDismiss() throws {
        let play = try ScenePlay("studio", script: "at 0.1 tap #card.design; at 1.0 drag #detail by 0 260 over 0.3",
                                 at: ScenePlay.times(1.0, 2.4, 0.1))
        #expect(TraceChecks.flight(play.frames(from: 1.0, to: 2.4), ids: ["card.design.color"], ns: "studio", maxStep: 60).isEmpty)
        #expect(play.at(2.4).elements("detail").isEmpty)
        let home = try #require(play.frame("card.design.color", ns: "studio", at: 0))
        #expect(TraceChecks.close(home, try #require(play.frame("card.design.color", ns: "studio", at: 2.4)), 1))
        assertSnapshot(of: play.filmstrip(), as: .png(.keyFrame, label: "studio-drag-dismiss"), named: "studio-drag-dismiss")
    }

    @Test("a drag of 120 pt springs back: the detail stays open and comes to rest")
    func dragCancel() throws {
        let play = try ScenePlay("studio", script: "at 0.1 tap #card.design; at 1.0 drag #detail by 0 120 over 0.3",
                                 at: ScenePlay.times(1.0, 2.0, 0.1))
        let trace = play.frames(from: 1.0, to: 2.0)
        #expect(TraceChecks.noJumps(trace, id: "detail", maxStep: 40).isEmpty)
        let moved = try #require(play.frame("detail", at: 1.3))
        #expect(moved.minY > 60)
        let rest = try #require(play.frame("detail", at: 2.0))
        #expect(abs(rest.minY) < 0.5 && rest.height == 800)
        assertSnapshot(of: play.filmstrip(), as: .png(.keyFrame, label: "studio-drag-cancel"), named: "studio-drag-cancel")
    }

    @Test("touch drags do the same as mouse drags")
    func touch() throws {
        let dismissed = try ScenePlay("studio", script: "at 0.1 tap #card.design; at 1.0 touchdrag #detail by 0 -260 over 0.3", at: [2.4])
        #expect(dismissed.at(2.4).elements("detail").isEmpty)
        let kept = try ScenePlay("studio", script: "at 0.1 tap #card.design; at 1.0 touchdrag #detail by 0 120 over 0.3", at: [2.4])
        #expect(abs(try #require(kept.frame("detail", at: 2.4)).minY) < 0.5)
    }

    @Test("Escape dismisses the detail")
    func escape() throws {
        let play = try ScenePlay("studio", script: "at 0.1 tap #card.growth; at 0.8 key escape", at: [2.0])
        #expect(play.at(2.0).elements("detail").isEmpty)
        #expect(TraceChecks.close(play.frame("card.growth.color", ns: "studio", at: 0)!, play.frame("card.growth.color", ns: "studio", at: 2.0)!, 1))
    }

    @Test("the header expands: icon 50 → 100 pt and the wordmark 30 → 50 pt tall, matched between the two")
    func header() throws {
        let play = try ScenePlay("studio", script: "at 0.1 tap #header", at: ScenePlay.times(0, 0.6, 0.05))
        #expect(TraceChecks.flight(play.frames(from: 0, to: 0.6), ids: ["header.icon", "header.title"], ns: "header", maxStep: 60).isEmpty)
        let icon0 = try #require(play.frame("header.icon", ns: "header", at: 0)), icon1 = try #require(play.frame("header.icon", ns: "header", at: 0.6))
        #expect(icon0.width == 50 && icon0.height == 50 && icon1.width == 100 && icon1.height == 100)
        #expect(try #require(play.frame("header.title", ns: "header", at: 0)).height == 30)
        #expect(try #require(play.frame("header.title", ns: "header", at: 0.6)).height == 50)
        assertSnapshot(of: play.filmstrip(), as: .png(.keyFrame, label: "studio-header-expand"), named: "studio-header-expand")
    }

    @Test("the grid toggle morphs every card from its list frame to a two-column grid frame")
    func grid() throws {
        let play = try ScenePlay("studio", script: "at 0.1 tap #layout.toggle", at: ScenePlay.times(0, 0.6, 0.05))
        let names = ["strategy", "design", "engineering", "growth"]
        #expect(TraceChecks.flight(play.frames(from: 0, to: 0.6), ids: names.map { "card.\($0).color" }, ns: "studio", maxStep: 80).isEmpty)
        let grid = names.map { play.frame("card.\($0).color", ns: "studio", at: 0.6)! }
        #expect(grid.allSatisfy { $0.width <= 300 && $0.height >= 330 })
        #expect(grid[0].minY == grid[1].minY && grid[0].minX < grid[1].minX && grid[2].minY > grid[0].maxY)
        let list = names.map { play.frame("card.\($0).color", ns: "studio", at: 0)! }
        #expect(list.allSatisfy { $0.width == 1248 && $0.height >= 180 })
        assertSnapshot(of: play.filmstrip(), as: .png(.keyFrame, label: "studio-grid-toggle"), named: "studio-grid-toggle")
    }
}
