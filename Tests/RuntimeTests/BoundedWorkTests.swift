import Geometry
import Raster
import Runtime
import Scripting
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
