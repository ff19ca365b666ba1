import Geometry
import Raster
import GoldenSupport
import Runtime
import SceneTestSupport
import SnapshotTesting
import Testing

@MainActor
@Suite("dots: menus, swipes, reset and the win", .serialized)
struct DotsSceneTests {

    @Test("a long press shrinks the main view to half the window and shows the menu; Button 1 closes it")
    func menu() throws {
        let play = try ScenePlay("dots", script: "at 0.1 longpress #main over 0.6; at 1.2 tap #menu.button1", at: ScenePlay.times(0, 1.8, 0.15))
        #expect(play.frame("main", at: 0) == Rect(x: 0, y: 0, width: 1280, height: 800))
        let small = try #require(play.frame("main", at: 1.2))
        #expect(small.width == 640 && small.height == 400)
        let button = try #require(play.frame("menu.button1", at: 1.2))
        #expect(abs(button.minY - small.maxY - 48) < 0.5 && button.width == 640 && button.height == 56)
        #expect(play.at(1.8).elements("menu.button1").isEmpty)
        #expect(play.frame("main", at: 1.8)?.width == 1280)
        #expect(TraceChecks.noJumps(play.trace, id: "main", maxStep: 80).isEmpty)
        assertSnapshot(of: play.filmstrip(), as: .png(.keyFrame, label: "dots-menu"), named: "dots-menu")
    }

    @Test("the menu buttons appear at their place and only fade in while the main view shrinks")
    func menuFadesInPlace() throws {
        let play = try ScenePlay("dots", script: "at 0.2 longpress 640 400 over 0.6", at: [1.3])
        let shown = play.trace.filter { !$0.elements("menu.button1").isEmpty }
        let rest = try #require(play.frame("menu.button1", at: 1.3))
        #expect(TraceChecks.close(rest, Rect(x: 320, y: 560, width: 640, height: 56), 0.5), "\(rest)")
        #expect(shown.count > 10)
        for f in shown {
            let e = f.elements("menu.button1")[0]
            #expect(TraceChecks.close(e.frame, rest, 0.01), "t=\(f.time): \(e.frame)")
        }
        let opacities = shown.map { $0.elements("menu.button1")[0].opacity }
        #expect(zip(opacities, opacities.dropFirst()).allSatisfy { $0 <= $1 } && opacities.first! < 0.1 && opacities.last! == 1)
        // Closed mid-flight by a tap on the main view: it fades back out, still at its place.
        let interrupted = try ScenePlay("dots", script: "at 0.2 longpress 640 400 over 0.6; at 0.9 tap 640 200", at: [1.5])
        let seen = interrupted.trace.compactMap { $0.elements("menu.button1").first }
        #expect(seen.count > 10 && interrupted.at(1.5).elements("menu.button1").isEmpty)
        for e in seen { #expect(TraceChecks.close(e.frame, rest, 0.01), "\(e.frame)") }
    }

    @Test("the game appears with fade and scale together; its menu sits the default 8 pt below the shrunken grid")
    func gameAppears() throws {
        let play = try ScenePlay("dots", script: "at 0.1 tap #main; at 1.0 longpress #grid over 0.6", at: [2.0])
        let full = try #require(play.frame("grid", at: 0.9))
        let growing = play.frames(from: 0.2, to: 0.4).compactMap { $0.elements("grid").last }
        #expect(!growing.isEmpty)
        for e in growing {
            #expect(e.opacity > 0 && e.opacity < 1, "fades in: \(e.opacity)")
            #expect(e.frame.width > 0 && e.frame.width < full.width - 1, "scales in: \(e.frame)")
        }
        let grid = try #require(play.frame("grid", at: 2.0)), exit = try #require(play.frame("menu.exit", at: 2.0))
        let reset = try #require(play.frame("menu.reset", at: 2.0))
        #expect(abs(exit.minY - grid.maxY - 8) < 0.5, "grid \(grid), menu \(exit)")
        #expect(abs(reset.minX - exit.maxX - 16) < 0.5)
    }

    @Test("a swipe right colours dots 2.2–2.4 in a ripple: the nearer dot reaches full size first")
    func swipe() throws {
        let play = try ScenePlay("dots", script: "at 0.1 tap #main; at 1.0 drag #grid by 150 0 over 0.2", at: ScenePlay.times(1.1, 1.9, 0.1))
        #expect(play.at(1.1).elements("dot.2.2").isEmpty)
        let full = (2...4).map { c in play.trace.first { f in
            guard f.time > 1.2, let r = f.elements("dot.2.\(c)").last?.frame else { return false }
            return r.width >= (c == 4 ? play.frame("dot.2.1", at: 0.9)!.width - 0.5 : play.frame("dot.2.0", at: 1.0)!.width - 0.5)
        }?.time ?? .infinity }
        #expect(full[0] < full[1] && full[1] < full[2], "full size at \(full)")
        // The current dot moved to 2.4: 1.2× with its ring; 2.1 is back to 1×.
        let plain = try #require(play.frame("dot.2.0", at: 1.9)), current = try #require(play.frame("dot.2.4", at: 1.9))
        #expect(abs(current.width - plain.width * 1.2) < 0.5)
        #expect(abs(try #require(play.frame("dot.2.1", at: 1.9)).width - plain.width) < 0.5)
        assertSnapshot(of: play.filmstrip(), as: .png(.keyFrame, label: "dots-swipe"), named: "dots-swipe")
    }

    @Test("refresh un-colours every dot but the start together, then closes the game menu")
    func reset() throws {
        let script = "at 0.1 tap #main; at 1.0 drag #grid by 150 0 over 0.2; at 1.8 longpress #grid over 0.6; at 2.8 tap #menu.reset"
        let play = try ScenePlay("dots", script: script, at: ScenePlay.times(2.6, 3.8, 0.1))
        #expect(play.at(2.8).elements("menu.reset").count == 1)
        let grid = try #require(play.frame("grid", at: 2.8)), full = try #require(play.frame("grid", at: 1.7))
        #expect(abs(grid.width - full.width * 0.6) < 1)
        for c in 2...4 { #expect(play.at(3.8).elements("dot.2.\(c)").isEmpty) }
        #expect(play.frame("dot.2.1", at: 3.8) != nil)
        #expect(play.at(3.8).elements("menu.reset").isEmpty)
        #expect(abs(try #require(play.frame("grid", at: 3.8)).width - full.width) < 1)
        assertSnapshot(of: play.filmstrip(), as: .png(.keyFrame, label: "dots-reset"), named: "dots-reset")
    }

    @Test("the win lights the obstacles at staggered times 0.5–1.85 s later and returns to the main screen 2 s after")
    func win() throws {
        let script = "at 0.1 tap #main; at 1.0 drag #grid by 150 0 over 0.2; at 2.5 drag #grid by 0 300 over 0.2"
        let play = try ScenePlay("dots", script: script, at: ScenePlay.times(2.6, 5.4, 0.2))
        let winTime = 2.7
        // The trace does not carry colours: the pixels do. Each obstacle's centre pixel turns from grey to orange.
        let frames = play.frames
        func isGrey(_ f: Pixmap, _ p: Point) -> Bool {
            let c = f.rgba(x: Int(p.x), y: Int(p.y))
            return abs(Int(c.r) - Int(c.g)) < 6 && abs(Int(c.g) - Int(c.b)) < 6 && c.r < 200
        }
        let obstacles = [(0, 0), (1, 3), (5, 5), (12, 2), (7, 0)]
        var litAt: [Double] = []
        for (r, c) in obstacles {
            let center = try #require(play.frame("dot.\(r).\(c)", at: 2.6)).center
            let lit = frames.first { $0.time > winTime && !isGrey($0.image, center) }?.time
            litAt.append(try #require(lit) - winTime)
        }
        #expect(litAt.allSatisfy { $0 >= 0.5 && $0 <= 1.95 }, "lit after \(litAt)")
        #expect(Set(litAt).count > 1, "staggered: \(litAt)")
        #expect(play.at(4.6).elements("grid").count == 1)
        #expect(play.at(5.4).elements("grid").isEmpty && play.frame("main", at: 5.4)?.width == 1280)
        assertSnapshot(of: play.filmstrip(), as: .png(.keyFrame, label: "dots-win"), named: "dots-win")
    }

    @Test("the same seed gives the same pixels; another seed other colours")
    func seeded() throws {
        let script = "at 0.1 tap #main"
        let a = try ScenePlay("dots", script: script, at: [0.8], options: SceneOptions(seed: 7))
        let b = try ScenePlay("dots", script: script, at: [0.8], options: SceneOptions(seed: 7))
        let c = try ScenePlay("dots", script: script, at: [0.8], options: SceneOptions(seed: 8))
        #expect(a.frames[0].image == b.frames[0].image)
        #expect(a.frames[0].image != c.frames[0].image)
    }

    @Test("arrow keys swipe like drags")
    func keys() throws {
        let play = try ScenePlay("dots", script: "at 0.1 tap #main; at 1.0 key right; at 1.6 key down", at: [3.0])
        #expect(play.frame("dot.2.4", at: 1.5) != nil)
        #expect(play.frame("dot.9.4", at: 3.0) != nil)
    }
}
