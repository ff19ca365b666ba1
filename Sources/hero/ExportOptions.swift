import ArgumentParser
import Foundation
import Runtime

/// `hero snapshot`'s video export option (PNG files are `--out`).
struct ExportOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Also write a video of every frame from the first to the last capture time, at --fps (.mp4, .webm or .gif; needs ffmpeg).",
        valueName: "file"), completion: .file(extensions: ["mp4", "webm", "gif"]))
    var video: String?

    /// The video's frame times: every 1/fps seconds from the first capture time to the last (so the
    /// video plays in real time and lasts `count / fps` seconds).
    static func videoTimes(captures: [Double], fps: Double) -> [Double] {
        guard let first = captures.min(), let last = captures.max() else { return [] }
        let count = Int(((last - first) * fps + 1e-6).rounded(.down)) + 1
        return (0..<count).map { first + Double($0) / fps }
    }
}
