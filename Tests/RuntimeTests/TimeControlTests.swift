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

/// Pause, frame steps (forward, and back by replaying the recorded session) and the timeline scrub, as
/// `hero snapshot` scripts press them: each paused frame must be exactly the frame a plain run renders
/// at that scene time, pixel for pixel and element for element.
@MainActor
@Suite("Time control: pause, steps, scrub", .serialized)
struct TimeControlTests {
    static let step = FrameLoop.stepInterval

    /// Compares `a`'s frame captured at each of `aTimes` with `b`'s frame at the matching time of
    /// `bTimes` (b may capture a time once for several of a's), pixel for pixel and element for element.
    func expectSame(_ a: ScenePlay, _ aTimes: [Double], _ b: ScenePlay, _ bTimes: [Double], _ what: String) {
        #expect(a.frames.count == aTimes.count)
        for (ta, tb) in zip(aTimes, bTimes) {
            guard let fa = a.frames.first(where: { abs($0.time - ta) < 1e-6 }), let fb = b.frames.first(where: { abs($0.time - tb) < 1e-6 }) else {
                Issue.record("\(what): no frame captured at \(ta) or \(tb)")
                continue
            }
            // Elements compared as traces write them (to 1e-6 pt: an update repeated at a paused time may
            // round the last bits of a motion's offset; a replayed scene draws them with new views).
            func near(_ x: TraceElement, _ y: TraceElement) -> Bool {
                x.id == y.id && x.namespace == y.namespace && abs(x.frame.minX - y.frame.minX) < 1e-6 && abs(x.frame.minY - y.frame.minY) < 1e-6
                    && abs(x.frame.width - y.frame.width) < 1e-6 && abs(x.frame.height - y.frame.height) < 1e-6
                    && abs(x.radius - y.radius) < 1e-6 && abs(x.opacity - y.opacity) < 1e-6
            }
            let ea = a.at(ta).elements, eb = b.at(tb).elements
            let samePixels = fa.image.pixels == fb.image.pixels, sameTrace = ea.count == eb.count && zip(ea, eb).allSatisfy(near)
            #expect(samePixels, "\(what): the frame captured at \(ta) differs from the plain frame at \(tb)")
            #expect(sameTrace, "\(what): trace at \(ta) differs from the plain trace at \(tb)")
        }
    }

    @Test("space, period and comma show exactly the frames a plain run renders at those scene times", arguments: ["meals", "lines", "studio", "dots", "testcard"])
    func pauseAndSteps(scene: String) throws {
        let d = SceneCatalog.descriptor(named: scene)!
        let demo = d.demoScript.isEmpty ? "" : d.demoScript.split(separator: ";")[0] + ";"
        // The first demo event starts a transition; pause 0.15 s after it, step forward twice, back three times.
        let t0 = (try EventScriptParser.parse(inline: d.demoScript).first?.time ?? 0.5) + 0.15
        let script = demo + " at \(t0) key space; at \(t0 + 0.1) key period; at \(t0 + 0.2) key period; at \(t0 + 0.3) key comma; at \(t0 + 0.4) key comma; at \(t0 + 0.5) key comma"
        let captures = [t0 + 0.05, t0 + 0.15, t0 + 0.25, t0 + 0.35, t0 + 0.45, t0 + 0.55]
        // The times shown, summed as the loop sums its steps (so no last bit differs).
        let p1 = t0 + Self.step, p2 = p1 + Self.step, p3 = p2 - Self.step, p4 = p3 - Self.step
        let shown = [t0, p1, p2, p3, p4, p4 - Self.step]
        let stepped = try ScenePlay(scene, script: script, at: captures)
        let plain = try ScenePlay(scene, script: String(demo.dropLast()), at: shown)
        expectSame(stepped, captures, plain, shown, scene)
        // The plain frames do differ from one another: the steps really moved the transition.
        if scene != "dots" {
            let moved = plain.frames.first!.image.pixels != plain.frames.last!.image.pixels
            #expect(moved, "\(scene): two steps change the frame")
        }
    }

    @Test("a back-step replays a recorded drag exactly (studio's dismissing drag)")
    func backStepThroughDrag() throws {
        let base = "at 0.3 tap #card.design; at 1.3 drag #detail by 0 260 over 0.3"
        let script = base + "; at 1.5 key space; at 1.6 key comma; at 1.7 key comma"
        let stepped = try ScenePlay("studio", script: script, at: [1.55, 1.65, 1.75])
        let plain = try ScenePlay("studio", script: base, at: [1.5, 1.5 - Self.step, 1.5 - 2 * Self.step])
        expectSame(stepped, [1.55, 1.65, 1.75], plain, [1.5, 1.5 - Self.step, 1.5 - 2 * Self.step], "studio drag")
    }

    @Test("resuming after a back-step goes on from the frame shown, the recorded future discarded")
    func resumeAfterBackStep() throws {
        let script = "at 0.3 tap #meal.dessert; at 0.5 key space; at 0.6 key comma; at 0.7 key space"
        // Paused at 0.5 for 0.2 s of clock, back one step: at clock 0.9 the scene is at 0.9 - 0.2 - step.
        let stepped = try ScenePlay("meals", script: script, at: [0.9])
        let plain = try ScenePlay("meals", script: "at 0.3 tap #meal.dessert", at: [0.7 - Self.step])
        expectSame(stepped, [0.9], plain, [0.7 - Self.step], "resume")
    }

    @Test("pointer input is ignored while paused (a tap does not open anything), keys too")
    func pausedSceneIsFrozen() throws {
        let stepped = try ScenePlay("meals", script: "at 0.2 key space; at 0.3 tap #meal.dessert; at 0.5 key escape; at 0.6 key space", at: [1.5])
        let plain = try ScenePlay("meals", script: "", at: [0])
        let same = stepped.frames[0].image.pixels == plain.frames[0].image.pixels
        #expect(same, "the paused scene ignored the tap and the key")
    }

    @Test("a drag along the timeline bar scrubs to the time under the pointer")
    func scrub() throws {
        // The tap's release (0.35) starts the motion; paused at 0.6 while it still moves, the bar spans 0.35...0.6.
        let size = Size(width: 1280, height: 800)
        let bar = DebugTools.timelineRect(in: size)
        let track = DebugTools.timelineTrack(in: size)
        let x = track.x0 + 0.4 * (track.x1 - track.x0)
        let script = "at 0.3 tap #meal.dessert; at 0.6 key space; at 0.7 drag \(track.x1) \(bar.midY) -> \(x) \(bar.midY) over 0.2"
        let scrubbed = try ScenePlay("meals", script: script, at: [1.0])
        let target = 0.35 + 0.4 * 0.25
        let plain = try ScenePlay("meals", script: "at 0.3 tap #meal.dessert", at: [target])
        expectSame(scrubbed, [1.0], plain, [target], "scrub")
    }
}
