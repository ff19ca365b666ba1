import Foundation
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
        let play = try ScenePlay("studio", script: "at 0.1 tap #layout.toggle", at: ScenePlay.times(0, 1.6, 0.1))
        let names = ["strategy", "design", "engineering", "growth"]
        #expect(TraceChecks.flight(play.frames(from: 0, to: 1.6), ids: names.map { "card.\($0).color" }, ns: "studio", maxStep: 80).isEmpty)
        let grid = names.map { play.frame("card.\($0).color", ns: "studio", at: 1.6)! }
        #expect(grid.allSatisfy { $0.width <= 300 && $0.height >= 330 })
        #expect(grid[0].minY == grid[1].minY && grid[0].minX < grid[1].minX && grid[2].minY > grid[0].maxY)
        let list = names.map { play.frame("card.\($0).color", ns: "studio", at: 0)! }
        #expect(list.allSatisfy { $0.width == 1248 && $0.height >= 180 })
        assertSnapshot(of: play.filmstrip(), as: .png(.keyFrame, label: "studio-grid-toggle"), named: "studio-grid-toggle")
    }

    // MARK: Off-script defects and fidelity

    @Test("expand then collapse the header: at rest every frame is the initial one, and the third tap expands again")
    func headerExpandCollapse() throws {
        let play = try ScenePlay("studio", script: "at 0.1 tap #header; at 1.0 tap #header; at 2.0 tap #header", at: [0, 1.9, 2.9])
        let initial = play.at(0).elements, collapsed = play.at(1.9).elements
        #expect(collapsed.count == initial.count)
        for (a, b) in zip(initial, collapsed) {
            #expect(a.id == b.id && TraceChecks.close(a.frame, b.frame, 0.01), "\(a.id): \(a.frame) at rest before, \(b.id): \(b.frame) after")
        }
        let trace = play.frames(from: 0, to: 2.9)
        for id in ["header", "card.strategy", "card.growth"] { #expect(TraceChecks.noJumps(trace, id: id, maxStep: 40).isEmpty) }
        #expect(TraceChecks.flight(trace, ids: ["header.icon", "header.title"], ns: "header", maxStep: 60).isEmpty)
        let icon = try #require(play.frame("header.icon", ns: "header", at: 2.9))
        #expect(icon.width == 100 && icon.minY == 16)
        let header = try #require(play.frame("header", at: 2.9))
        #expect(try #require(play.frame("card.strategy", at: 2.9)).minY == header.maxY + 8)
    }

    @Test("the header is 8 pt above the list (the default stack spacing)")
    func headerGap() throws {
        let play = try ScenePlay("studio", at: [0])
        let header = try #require(play.frame("header", at: 0)), card = try #require(play.frame("card.strategy", at: 0))
        #expect(card.minY - header.maxY == 8)
    }

    @Test("the outgoing \"Tap to discover\" fades where it is; the incoming description fades in where it stays")
    func headerTextFades() throws {
        let play = try ScenePlay("studio", script: "at 0.1 tap #header", at: [0, 0.6])
        let start = try #require(play.frame("header.tagline", at: 0))
        var seen = 0
        for f in play.frames(from: 0, to: 0.6) {
            guard let tagline = f.elements("header.tagline").last else { continue }
            seen += 1
            #expect(TraceChecks.close(tagline.frame, start, 0.01), "t=\(f.time): \(tagline.frame)")
        }
        #expect(seen > 10 && play.at(0.6).elements("header.tagline").isEmpty)
        let about = try #require(play.frame("header.about", at: 0.6))
        for f in play.frames(from: 0, to: 0.6) { if let e = f.elements("header.about").last { #expect(TraceChecks.close(e.frame, about, 0.01)) } }
    }

    @Test("the grid toggle runs on iOS 17's default animation: a critically damped spring of response 0.55 s")
    func gridSpring() throws {
        let play = try ScenePlay("studio", script: "at 0.1 tap #layout.toggle", at: [0, 1.6])
        let trace = play.frames(from: 0, to: 1.6)
        let y0 = try #require(play.frame("card.growth.color", ns: "studio", at: 0)).minY
        let y1 = try #require(play.frame("card.growth.color", ns: "studio", at: 1.6)).minY
        let progress = trace.map { f in (f.time, (f.elements("card.growth.color", ns: "studio").last!.frame.minY - y0) / (y1 - y0)) }
        let start = try #require(progress.last { $0.1 == 0 }).0
        let omega = 2 * Double.pi / 0.55
        for (t, p) in progress where t > start {
            let s = omega * (t - start)
            let expected = 1 - (1 + s) * exp(-s)
            #expect(abs(p - expected) < 0.02, "t=\(t): \(p) vs \(expected)")
        }
    }

    @Test("a drag released past 200 pt: the detail goes on from where it is drawn, and the colour flies home uncut")
    func dragReleaseContinuous() throws {
        let play = try ScenePlay("studio", script: "at 0.1 tap #card.design; at 1 drag 640 300 by 0 260 over 0.3", at: [1.4])
        let trace = play.frames(from: 1.0, to: 2.2)
        // An interactive spring following the finger moves about 15 pt a frame; the flight home about 25.
        #expect(TraceChecks.noJumps(trace, id: "detail", maxStep: 30).isEmpty)
        #expect(TraceChecks.flight(trace, ids: ["card.design.color"], ns: "studio", maxStep: 30).isEmpty)
        // The detail is drawn below its top edge's drag offset, still moving at release.
        let detail = try #require(play.frame("detail", at: 1.4))
        let colour = try #require(play.frame("card.design.color", ns: "studio", at: 1.4))
        #expect(colour.minY < detail.minY - 5)
        // The colour's top band, above the detail's top edge, is drawn: both partners of the crossfade
        // (the card's colour fading in, the detail's fading out) over white give green about 100; the
        // card's alone, with the detail's cut off there, about 185.
        let image = play.frames[0].image
        let band = image.rgba(x: Int(colour.midX), y: Int(colour.minY) + 4)
        #expect(band.g < 140 && band.r > 200, "\(band)")
    }
}

