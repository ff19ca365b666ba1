import Foundation
import Geometry
import Motion
import Raster
import Runtime
import Scenes
import SceneTestSupport
import Testing
import ViewTree

/// The debug overlay (`d`) and frame-time HUD (`f`): drawn over the scene by the same renderer, and
/// their pixels repaired by damage tracking when they go.
@MainActor
@Suite("Debug overlay and HUD", .serialized)
struct DebugToolsTests {
    /// A meals loop on a manual clock, its app keys wired as the window wires them.
    func makeLoop() throws -> (FrameLoop, ManualClock, SceneContext) {
        let clock = ManualClock()
        let context = TestEnvironment.context()
        let d = SceneCatalog.descriptor(named: "meals")!
        let loop = FrameLoop(scene: try d.make(context), size: Size(width: 1280, height: 800), scale: 1, clock: clock, glyphs: TestEnvironment.glyphs)
        loop.replaySource = ReplaySource(context: context, make: d.make)
        loop.tools.showsTimeline = true
        return (loop, clock, context)
    }

    /// The frame drawn from scratch (no damage tracking) for the loop's current display list.
    func fullFrame(_ loop: FrameLoop) -> [UInt32] {
        loop.renderer.invalidate()
        loop.render()
        return loop.frame.pixels
    }

    func advance(_ loop: FrameLoop, _ clock: ManualClock, to t: Double) {
        while clock.now < t - 1e-9 {
            clock.advance(to: min(t, clock.now + 1.0 / 60))
            loop.tick()
            loop.render()
        }
    }

    @Test("the overlay, HUD and timeline appear, and when they go they leave no stale pixels", arguments: ["d", "f", "space"])
    func appearAndGo(key: String) throws {
        let (loop, clock, context) = try makeLoop()
        loop.render()
        // Mid-flight, with the pointer over the modal (the overlay names it).
        loop.send(.pointerDown(Point(x: 1060, y: 238), .mouse))
        advance(loop, clock, to: 0.05)
        loop.send(.pointerUp(Point(x: 1060, y: 238), .mouse))
        advance(loop, clock, to: 0.2)
        loop.send(.pointerMove(Point(x: 700, y: 380), .mouse))
        loop.render()
        let before = loop.frame.pixels
        #expect(AppKeys.handle(key, context: context, loop: loop))
        if key == "space" {
            // The paused frame is the same scene frame, with the bar over it.
            #expect(loop.isPaused)
        }
        let damage = loop.render()
        #expect(!damage.isEmpty)
        let drew = loop.frame.pixels != before
        #expect(drew, "\(key) drew something")
        // (The HUD's numbers change with every frame drawn, so only the overlay and the bar are
        // compared with a frame drawn whole while they show.)
        if key != "f" {
            let shown = loop.frame.pixels
            let same = shown == fullFrame(loop)
            #expect(same, "\(key): damage-tracked frame equals the frame drawn whole")
            // The pointer moves: the hover label moves with it, repaired as it goes.
            loop.send(.pointerMove(Point(x: 200, y: 200), .mouse))
            loop.render()
            let moved = loop.frame.pixels
            let movedSame = moved == fullFrame(loop)
            #expect(movedSame, "\(key): after the pointer moved")
        }
        #expect(AppKeys.handle(key, context: context, loop: loop))
        if key == "space" { advance(loop, clock, to: clock.now + 0.3) } else { loop.render() }
        let after = loop.frame.pixels
        let clean = after == fullFrame(loop)
        #expect(clean, "\(key): nothing stale once it went")
        if key != "space" {
            // Gone: the frame is the scene's own again (the clock did not move).
            let back = after == before
            #expect(back, "\(key): the scene's own frame again")
        }
    }

    @Test("the overlay draws each flight's source, destination and path so far")
    func flightProbes() throws {
        let (loop, clock, _) = try makeLoop()
        loop.send(.pointerDown(Point(x: 1060, y: 238), .mouse))
        advance(loop, clock, to: 0.05)
        loop.send(.pointerUp(Point(x: 1060, y: 238), .mouse))
        advance(loop, clock, to: 0.25)
        let probes = loop.scene.viewGraph?.flightProbes() ?? []
        let modal = try #require(probes.first { $0.id == "meal.dessert" })
        // It flies from the thumbnail (centre 1060, 238) to the centre of the window.
        #expect(abs(modal.source.center.x - 1060) < 1 && abs(modal.source.center.y - 238) < 1)
        #expect(abs(modal.destination.center.x - 640) < 1)
        #expect(modal.path.count >= 10)
        #expect(abs(modal.path.first!.x - 1060) < 1)
        // The path ends where the modal is drawn now.
        let drawn = try #require(loop.traceElements().last { $0.id == "meal.dessert" })
        #expect(abs(modal.path.last!.x - drawn.frame.center.x) < 1)
    }

    @Test("the HUD summarises the last 120 frames: p50, p99 and max")
    func quantiles() {
        #expect(DebugTools.sampleCount == 120)
        let values = (1...100).map(Double.init)
        #expect(DebugTools.quantile(values, 0.5) == 50)
        #expect(DebugTools.quantile(values, 0.99) == 99)
        #expect(DebugTools.quantile([], 0.5) == 0)
    }
}
