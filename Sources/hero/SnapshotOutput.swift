import Foundation
import ViewTree
import Raster
import Runtime
import Scripting

/// What `hero snapshot` writes from the frames it renders: PNG files at the capture times (encoded on
/// every core, see `PNGExportQueue`), filmstrip thumbnails, and the frames of a `--video`. The frames
/// are rendered once, in time order, on the main actor; the PNG files and the video get the same pixels.
@MainActor
final class SnapshotOutput {
    let scene: String
    let folder: String?
    let pngTimes: [Double]
    let keepsThumbnails: Bool
    let videoPath: String?
    let videoTimes: [Double]
    /// The filmstrip's thumbnails, in time order (when `keepsThumbnails`).
    private(set) var thumbnails: [Filmstrip.Frame] = []

    init(scene: String, folder: String?, pngTimes: [Double], keepsThumbnails: Bool, videoPath: String?, videoTimes: [Double]) {
        self.scene = scene
        self.folder = folder
        self.pngTimes = pngTimes
        self.keepsThumbnails = keepsThumbnails
        self.videoPath = videoPath
        self.videoTimes = videoTimes
    }

    /// The PNG file of the capture at `t` in `folder`: `<scene>-<t with three decimals>.png`.
    static func path(folder: String, scene: String, time t: Double) -> String {
        (folder as NSString).appendingPathComponent("\(scene)-\(TraceWriter.fixed3(t)).png")
    }

    /// Plays `runner` to the last capture or video time; `everyFrame(t)` runs at every frame first.
    func run(runner: SnapshotRunner, everyFrame: (Double) throws -> Void) throws {
        let pngs = Set(folder == nil ? [] : pngTimes.map(Self.key))
        let frames = Set(videoTimes.map(Self.key))
        let all = (folder == nil ? [] : pngTimes) + videoTimes
        let total = Set(all.map(Self.key)).count
        let progress = ProgressLine(total: total)
        let queue = PNGExportQueue(progress: progress)
        var video: VideoExport?
        var videoSize: (Int, Int)?
        do {
            try runner.run(captures: all) { t, pixmap in
                try everyFrame(t)
                guard let pixmap else { return }
                let k = Self.key(t)
                if let folder, Self.contains(pngs, k) {
                    try queue.submit(pixmap, to: Self.path(folder: folder, scene: scene, time: t))
                    if keepsThumbnails { thumbnails.append(.thumbnail(time: t, image: pixmap)) }
                }
                if let videoPath, Self.contains(frames, k) {
                    if video == nil {
                        video = try VideoExport(path: videoPath, width: pixmap.width, height: pixmap.height, fps: runner.fps)
                        videoSize = (pixmap.width, pixmap.height)
                    }
                    guard videoSize! == (pixmap.width, pixmap.height) else {
                        throw HeroError.usage("--video: the frame at \(TraceWriter.fixed3(t)) s is \(pixmap.width)x\(pixmap.height) pixels, not \(videoSize!.0)x\(videoSize!.1): a video cannot follow a resize")
                    }
                    try video!.append(pixmap)
                    if !Self.contains(pngs, k) { progress.advance() }
                }
            }
            try queue.finish()
            try video?.finish()
        } catch {
            try? queue.finish()
            video?.cancel()
            throw error
        }
        if let videoPath { StandardStreams.line(videoPath) }
    }

    /// A time as whole microseconds: capture and frame times within 1e-6 s are the same frame.
    private static func key(_ t: Double) -> Int64 { Int64((t * 1e6).rounded()) }

    private static func contains(_ keys: Set<Int64>, _ k: Int64) -> Bool {
        keys.contains(k) || keys.contains(k - 1) || keys.contains(k + 1)
    }
}
