import Foundation
import Geometry
import Raster
import Runtime
@testable import Scripting
import SceneTestSupport
import Testing

@MainActor
@Suite("Work and memory bounded by the input")
struct BoundedWorkTests {
    @Test("the timeline merges frames and captures in one pass: captures between frames, and on them")
    func timeline() {
        let t = SnapshotRunner.timeline(fps: 10, end: 0.25, captures: [0.25, 0.05, 0.1, 0.1000001])
        #expect(t.map(\.time) == [0, 0.05, 0.1, 0.2, 0.25])
        #expect(t.map(\.isCapture) == [false, true, true, false, true])
    }

    @Test("an hour at 60 fps with 10000 captures makes its timeline quickly")
    func longTimeline() {
        let captures = (0..<10_000).map { Double($0) * 0.36 + 0.001 }
        let start = ContinuousClock.now
        let t = SnapshotRunner.timeline(fps: 60, end: captures.last!, captures: captures)
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(t.filter(\.isCapture).count == 10_000)
        #expect(t.count == 10_000 + Int((captures.last! * 60).rounded(.down)) + 1)
    }

    @Test("a script of 100,000 events (taps, double taps, overlapping drags, keys, resizes) queues inputs linear in its events, a few at a time, and plays them in time order")
    func hundredThousandEvents() throws {
        var seed: UInt64 = 0x5EED
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        var lines: [String] = []
        // The inputs each event may queue: 2 a tap, 4 a double tap, 1 a key or resize; a drag its down,
        // its last move and up, and one move a frame inside its 0.2 s (at most 13 at 60 fps).
        var inputBound = 0
        for _ in 0..<100_000 {
            let t = String(format: "%.4f", Double(next(1_000_000)) / 10_000)
            switch next(10) {
            case 0...3: lines.append("at \(t) tap \(next(400)) \(next(300))"); inputBound += 2
            case 4: lines.append("at \(t) doubletap \(next(400)) \(next(300))"); inputBound += 4
            case 5, 6: lines.append("at \(t) drag \(next(400)) \(next(300)) by \(next(100)) 20 over 0.2"); inputBound += 3 + 13
            case 7, 8: lines.append("at \(t) key \(["left", "right", "space", "escape", "a"][next(5)])"); inputBound += 1
            default: lines.append("at \(t) resize \(300 + next(200)) \(200 + next(200))"); inputBound += 1
            }
        }
        let events = try EventScriptParser.parse(lines: lines)
        #expect(events.count == 100_000)
        var player = ScriptPlayer(events: events, fps: 60)
        var expanded = 0, delivered = 0, lastTime = -1.0
        while let step = player.next(upTo: .infinity) {
            switch step {
            case .expand(let e):
                expanded += 1
                try player.expand(e) { _ throws(ScriptError) in Point(x: 10, y: 10) }
            case .input(let input):
                #expect(input.time >= lastTime - 1e-9, "\(input.time) after \(lastTime)")
                lastTime = input.time
                delivered += 1
            case .frame: break
            }
        }
        #expect(expanded == 100_000)
        // Linear in the events: a drag queues one move at a time, however many others overlap it.
        #expect(player.queuedInAll <= inputBound, "\(player.queuedInAll) queued, at most \(inputBound) expected")
        // What is queued at once is what overlaps in time (a drag holds one pending move), not the script.
        #expect(player.mostQueued < 2_000, "\(player.mostQueued)")
        // Inputs: 2 a tap, 4 a double tap, 1 a key or resize, and a drag's down, moves (one a frame
        // inside its 0.2 s) and last move and up; overlapping drags' moves at one frame time are one.
        #expect(delivered >= 100_000 && delivered <= player.queuedInAll, "\(delivered) delivered of \(player.queuedInAll)")
    }

    @Test("a filmstrip of thumbnails taken as captured is the sheet of the full frames")
    func filmstripThumbnails() {
        var a = Pixmap(width: 1280, height: 800, fill: .white)
        a.fill(.circle(center: Point(x: 400, y: 300), radius: 200), with: .solid(Color(hex: 0xFF2D55)))
        var b = Pixmap(width: 1280, height: 800, fill: .black)
        b.fill(.rect(Rect(x: 100, y: 100, width: 700, height: 90)), with: .solid(Color(hex: 0x34C759)))
        let full = Filmstrip.sheet(frames: [(0, a), (0.5, b)], glyphs: TestEnvironment.glyphs)
        let kept = [Filmstrip.Frame.thumbnail(time: 0, image: a), .thumbnail(time: 0.5, image: b)]
        #expect(kept.allSatisfy { $0.image.width == 320 && $0.image.height == 200 })
        #expect(Filmstrip.sheet(frames: kept, glyphs: TestEnvironment.glyphs) == full)
    }
}
