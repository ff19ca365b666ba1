@_exported import SwiftHero
import Foundation
import Geometry
import Motion
import Raster
import Runtime
import Scripting
internal import SDLPlatform
import ViewTree

/// Headless rendering of a view in virtual time, as `hero snapshot` renders the demos: frames every
/// 1/fps s from 0, script events at exactly their times, nothing read from the wall clock, so the same
/// script gives the same pixels every time.
///
///     try Snapshot(Gallery(tiles: demoTiles), size: CGSize(width: 480, height: 640))
///         .play("at 0.1 tap 100 40")
///         .write(at: [0, 0.3, 1.0], to: URL(fileURLWithPath: "out"))
///
/// The script language is `hero snapshot`'s (`tap X Y`, `tap #ID`, `drag A -> B over D`, `resize W H`,
/// `key NAME`, …), events separated by `;` or new lines; coordinates are window points.
///
/// In `SwiftHeroTesting` (an app's tests import it), not in `SwiftHero`: an app's window does not link
/// the script language and its player.
@MainActor
public struct Snapshot {
    private let content: @MainActor () -> any View
    private let size: Size
    private var events: [ScriptEvent] = []
    /// Pixels per point of the images.
    public var scale: Double
    /// Frames per second of virtual time.
    public var fps: Double

    /// `view` shown in a window of `size` points; every render starts from it anew (fresh state).
    public init<V: View>(_ view: V, size: CGSize, scale: Double = 1, fps: Double = 60) {
        content = { view }
        self.size = Size(size)
        self.scale = scale
        self.fps = fps
    }

    /// The same snapshot with `script`'s events played (added to those already given).
    /// Throws `ScriptError` (line, column, message) for a script that does not parse.
    public func play(_ script: String) throws -> Snapshot {
        var s = self
        let text = script.replacingOccurrences(of: "\n", with: ";")
        s.events += try EventScriptParser.parse(inline: text)
        return s
    }

    /// One rendered moment: its time, its image, and every visible identified or matched view in it.
    public struct Frame {
        /// The capture time, seconds of virtual time.
        public let time: Double
        /// Premultiplied RGBA pixels of the whole window.
        public let image: Pixmap
        /// The identified and matched views as drawn at `time`.
        public let trace: [TraceElement]
    }

    /// Renders the frames at `times` (seconds; order does not matter) and returns them in time order.
    public func frames(at times: [Double]) throws -> [Frame] {
        let resources = try HostResources()
        let clock = ManualClock()
        let scene = resources.scene(size: size, content: content)
        let loop = FrameLoop(scene: scene, size: size, scale: scale, clock: clock, glyphs: resources.glyphs)
        let runner = SnapshotRunner(loop: loop, clock: clock, fps: fps, events: events)
        var out: [Frame] = []
        try runner.run(captures: times) { t, pixmap in
            guard let pixmap else { return }
            out.append(Frame(time: t, image: pixmap, trace: loop.traceElements()))
        }
        return out
    }

    /// The trace of every frame from 0 to `end` (every visible identified or matched view, per frame).
    public func trace(until end: Double) throws -> [(time: Double, elements: [TraceElement])] {
        let resources = try HostResources()
        let clock = ManualClock()
        let scene = resources.scene(size: size, content: content)
        let loop = FrameLoop(scene: scene, size: size, scale: scale, clock: clock, glyphs: resources.glyphs)
        let runner = SnapshotRunner(loop: loop, clock: clock, fps: fps, events: events)
        var out: [(time: Double, elements: [TraceElement])] = []
        try runner.run(captures: [end]) { t, _ in out.append((t, loop.traceElements())) }
        return out
    }

    /// Writes a PNG of the frame at each of `times` into `folder` (made when missing), named
    /// `frame-<t>.png` with t in seconds to three decimals; returns the files written.
    @discardableResult
    public func write(at times: [Double], to folder: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let codec = SDLImageCodec()
        var written: [URL] = []
        for frame in try frames(at: times) {
            let url = folder.appendingPathComponent("frame-\(TraceWriter.fixed3(frame.time)).png")
            try codec.writePNG(frame.image, to: url.path)
            written.append(url)
        }
        return written
    }
}

extension PreviewItem {
    /// The preview rendered headless at its canvas size: `.play(script)` and `.write(at:to:)` as for any
    /// `Snapshot`.
    @MainActor public func snapshot(scale: Double = 1, fps: Double = 60) -> Snapshot {
        Snapshot(makeView(), size: canvasSize, scale: scale, fps: fps)
    }
}
