import Geometry
import Motion
import Raster
import Runtime
import Scripting
import SceneTestSupport
import Scenes
import Testing

/// Frames drawn by bands of rows on two threads are byte for byte the frames one thread draws.
@MainActor
@Suite("Band-parallel drawing")
struct BandDrawingTests {
    /// Plays `scene`'s signature transition on two loops in lockstep, one drawing with `threads`
    /// threads, and returns the frames whose pixels differ.
    func differingFrames(_ scene: String, size: Size, frames: Int, threads: Int) throws -> [Int] {
        let d = try #require(SceneCatalog.descriptor(named: scene))
        let script = try EventScriptParser.parse(inline: d.demoScript)
        func make() throws -> (FrameLoop, ManualClock, SnapshotRunner) {
            let clock = ManualClock()
            let loop = FrameLoop(scene: try d.make(TestEnvironment.context()), size: size, scale: 1, clock: clock, glyphs: TestEnvironment.glyphs)
            return (loop, clock, SnapshotRunner(loop: loop, clock: clock, fps: 60, events: script))
        }
        let (one, oneClock, oneRunner) = try make()
        let (many, manyClock, manyRunner) = try make()
        many.renderThreads = threads
        var differing: [Int] = []
        for k in 0..<frames {
            let t = Double(k) / 60
            for (loop, clock, runner) in [(one, oneClock, oneRunner), (many, manyClock, manyRunner)] {
                try runner.deliverEvents(upTo: t)
                clock.advance(to: t)
                loop.tick()
                loop.render()
            }
            if one.frame.pixels != many.frame.pixels { differing.append(k) }
        }
        return differing
    }

    @Test("meals at 1280x800: the open and close transitions drawn by two threads equal one thread's frames")
    func mealsTwoThreads() throws {
        #expect(try differingFrames("meals", size: Size(width: 1280, height: 800), frames: 150, threads: 2) == [])
    }

    @Test("studio and dots drawn by three threads equal one thread's frames")
    func otherScenes() throws {
        #expect(try differingFrames("studio", size: Size(width: 1000, height: 700), frames: 90, threads: 3) == [])
        #expect(try differingFrames("dots", size: Size(width: 900, height: 700), frames: 90, threads: 3) == [])
    }
}
