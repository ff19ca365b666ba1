import Foundation
import Geometry
import Motion
import Raster
import Runtime
import Scripting
import Scenes
import SceneTestSupport
import Testing
import ViewTree

/// A window's recorded session (`FrameLoop.sessionScript`, what `hero run --record` writes) replayed
/// through the snapshot path gives the window's frames exactly: a live loop driven as the window drives
/// it (a real-time clock that does not start at 0, frames at uneven times, inputs between frames,
/// pause, steps forward and back, a scrub) against `SnapshotRunner` playing the written script.
/// (Played on the --fps grid instead of the recorded frames, the same inputs give other frames in meals
/// and lines, 12,000 to 944,000 pixels apart at 1280x800: what runs "on the next frame" runs on another
/// frame. Studio happens to be the same either way.)
@MainActor
@Suite("Session recording replays as hero snapshot", .serialized)
struct SessionReplayTests {
    /// A loop as `hero run` makes it, on a manual clock standing at `start` (a window's clock has run a
    /// while before its scene is made).
    /// A small window keeps the test quick (every live frame is rendered, as the window renders it).
    static let size = Size(width: 800, height: 560)

    @MainActor
    final class LiveWindow {
        let clock: ManualClock
        let context: SceneContext
        let loop: FrameLoop
        var rng = SeededRandom(seed: 11)

        init(_ scene: String, start: Double) throws {
            clock = ManualClock(start: start)
            context = TestEnvironment.context(SceneOptions(seed: 42))
            let d = SceneCatalog.descriptor(named: scene)!
            loop = FrameLoop(scene: try d.make(context), size: SessionReplayTests.size, scale: 1, clock: clock, glyphs: TestEnvironment.glyphs)
            loop.replaySource = ReplaySource(context: context, make: d.make)
        }

        /// A frame after 1/60 s give or take 5 ms, as a window's frames come.
        func frame() {
            clock.advance(by: 1.0 / 60 + Double(rng.next() % 1000) / 1000 * 0.01 - 0.005)
            loop.tick()
            loop.render()
        }

        func frames(_ n: Int) { for _ in 0..<n { frame() } }

        /// An input a few milliseconds after the last frame (between frames, as the window receives it).
        func send(_ event: InputEvent) {
            clock.advance(by: Double(rng.next() % 1000) / 1000 * 0.008)
            if case .key(let name) = event, AppKeys.handle(name, context: context, loop: loop) { return }
            loop.send(event)
        }

        func tap(_ p: Point) {
            send(.pointerMove(p, .mouse)); frame()
            send(.pointerDown(p, .mouse)); frames(3)
            send(.pointerUp(p, .mouse))
        }
    }

    /// The frames the snapshot path renders at `times` from `script`, as `hero snapshot --script` does.
    func replay(_ scene: String, script: String, at times: [Double]) throws -> [Pixmap] {
        let clock = ManualClock()
        let context = TestEnvironment.context(SceneOptions(seed: 42))
        let d = SceneCatalog.descriptor(named: scene)!
        let loop = FrameLoop(scene: try d.make(context), size: SessionReplayTests.size, scale: 1, clock: clock, glyphs: TestEnvironment.glyphs)
        loop.replaySource = ReplaySource(context: context, make: d.make)
        let runner = SnapshotRunner(loop: loop, clock: clock, fps: 60, events: try EventScriptParser.parse(file: script))
        runner.appKey = { AppKeys.handle($0, context: context, loop: loop) }
        var out: [Pixmap] = []
        try runner.run(captures: times) { _, pixmap in if let pixmap { out.append(pixmap) } }
        return out
    }

    static func centre(_ scene: String, _ id: String) throws -> Point {
        try #require(ScenePlay(scene, size: size, at: [0]).frame(id, at: 0)).center
    }

    static func differing(_ a: Pixmap, _ b: Pixmap) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    @Test("pause, steps and a scrub in a live loop are the frames the recorded session renders", arguments: [("meals", "meal.dessert"), ("lines", "line.1"), ("studio", "card.design")])
    func liveFramesReplay(scene: String, id: String) throws {
        let window = try LiveWindow(scene, start: 3.217)
        let target = try Self.centre(scene, id)
        window.frames(20)
        window.tap(target)
        window.frames(9)
        window.send(.key("space")); window.frames(2)
        var live: [Pixmap] = []
        var times: [Double] = []
        func keep() { window.frame(); live.append(window.loop.frame); times.append(window.loop.now) }
        keep()
        for _ in 0..<3 { window.send(.key("period")); window.frame() }
        window.send(.key("comma"))
        keep()
        // A scrub back to a third of the timeline (as a drag on the bar seeks).
        let span = try #require(window.loop.timeState.timeline)
        window.loop.seek(to: span.lowerBound + (span.upperBound - span.lowerBound) / 3)
        keep()
        let script = window.loop.sessionScript(scene: scene)
        #expect(script.contains("# paused at \(times.last!)"))
        #expect(script.contains("\n# shown period ") && script.contains("\n# shown comma ") && script.contains("\n# shown scrub "))
        #expect(script.contains(" down ") && script.contains(" up ") && script.contains(" frame\n"))
        // The scene clock starts at 0 when the scene is made, whatever the window's clock says.
        #expect(times.allSatisfy { $0 > 0.3 && $0 < 1 })
        // The replay renders in time order; the scrub went back before the steps.
        let order = times.indices.sorted { times[$0] < times[$1] }
        let rendered = try replay(scene, script: script, at: order.map { times[$0] })
        var replayed = rendered
        for (k, i) in order.enumerated() { replayed[i] = rendered[k] }

        #expect(replayed.count == times.count)
        for (i, (a, b)) in zip(live, replayed).enumerated() {
            let n = Self.differing(a, b)
            #expect(n == 0, "\(scene): the window's frame at \(times[i]) s differs from the replay in \(n) pixels")
        }
        // The frames differ from one another: the steps and the scrub really moved the transition.
        #expect(Self.differing(live[0], live[2]) > 100)
    }
}
