import Foundation
import GoldenSupport
import Geometry
import Motion
import Raster
import Runtime
import Scripting
import Scenes
import SnapshotTesting
import SceneTestSupport
import Testing

@MainActor
@Suite("Snapshot runner and the test card", .serialized)
struct SnapshotRunnerTests {
    func run(_ scene: String = "testcard", size: Size = Size(width: 640, height: 400), scale: Double = 1,
             script: String = "", at captures: [Double]) throws -> (frames: [Pixmap], trace: [String]) {
        let clock = ManualClock()
        let d = SceneCatalog.descriptor(named: scene)!
        let loop = FrameLoop(scene: try d.make(TestEnvironment.context()), size: size, scale: scale, clock: clock, glyphs: TestEnvironment.glyphs)
        let runner = SnapshotRunner(loop: loop, clock: clock, fps: 60, events: try EventScriptParser.parse(inline: script))
        var frames: [Pixmap] = []
        var trace: [String] = []
        try runner.run(captures: captures) { t, pixmap in
            trace.append(TraceWriter.line(time: t, size: loop.size, elements: loop.traceElements()))
            if let pixmap { frames.append(pixmap) }
        }
        return (frames, trace)
    }

    @Test("the same command gives the same pixels; the card moves between frames")
    func deterministic() throws {
        let a = try run(at: [0, 0.5]), b = try run(at: [0, 0.5])
        for i in 0..<2 where a.frames[i] != b.frames[i] {
            let diff = zip(a.frames[i].pixels, b.frames[i].pixels).enumerated().filter { $0.element.0 != $0.element.1 }
            Issue.record("frame \(i): \(diff.count) pixels differ, first at \(diff.first.map { ($0.offset % 640, $0.offset / 640) }!)")
        }
        #expect(a.frames[0] != a.frames[1])
        #expect(a.trace == b.trace)
        #expect(a.trace.count == 31)   // frames 0, 1/60, ..., 0.5
    }

    @Test("--scale 2 doubles the pixels")
    func scaled() throws {
        let f = try run(scale: 2, at: [0.25]).frames[0]
        #expect(f.width == 1280 && f.height == 800)
    }

    @Test("space pauses the card: it stays where it was")
    func pause() throws {
        let r = try run(script: "at 0.5 key space", at: [0.5, 1.5])
        #expect(r.frames[0] == r.frames[1])
        let moving = try run(at: [0.5, 1.5])
        #expect(moving.frames[0] != moving.frames[1])
    }

    @Test("a resize script event re-lays the page out at the new size")
    func resize() throws {
        let r = try run(script: "at 0.2 resize 500 700", at: [0.1, 0.3])
        #expect(r.frames[0].width == 640 && r.frames[1].width == 500 && r.frames[1].height == 700)
    }

    @Test("an #ID that names nothing visible is a script error")
    func missingTarget() throws {
        #expect(throws: ScriptError.self) { try run(script: "at 0.1 tap #nothing", at: [0.2]) }
    }

    @Test("test card golden frame")
    func golden() throws {
        let frame = try run(size: Size(width: 900, height: 600), at: [0.8]).frames[0]
        assertSnapshot(of: frame, as: .png(.keyFrame, label: "testcard-900x600-t0.8"), named: "testcard-900x600-t0.8")
    }
}
