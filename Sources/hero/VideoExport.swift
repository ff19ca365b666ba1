import Foundation
import Raster
import Runtime
import ViewTree

/// `hero snapshot --video FILE`: frames streamed as raw RGBA to Debian's `ffmpeg` through a pipe.
/// The container and codec follow FILE's extension (`.mp4` H.264, `.webm` VP9, `.gif` with its own
/// palette). ffmpeg's messages go to a temporary file, never to a pipe nobody reads, so a chatty or
/// failing ffmpeg cannot block the writer; SIGPIPE is ignored, so an ffmpeg that exits early makes the
/// next write fail with EPIPE, reported with ffmpeg's own last lines (exit 1). The video appears at
/// its path only when ffmpeg succeeded.
final class VideoExport {
    enum Format: String, CaseIterable {
        case mp4, webm, gif
    }

    /// The format for `path`'s extension; a usage error (exit 2) for any other.
    static func format(of path: String) throws -> Format {
        let ext = (path as NSString).pathExtension.lowercased()
        guard let f = Format(rawValue: ext) else {
            throw HeroError.usage("--video \(quoted(path)): the file must end in .mp4, .webm or .gif")
        }
        return f
    }

    /// The `ffmpeg` program on PATH; exit 3 naming the Debian package when there is none.
    static func locateFFmpeg(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        for dir in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(dir) + "/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw HeroError.missingTool("ffmpeg is not on the PATH: --video needs Debian's package 'ffmpeg' (apt-get install ffmpeg, or make bootstrap)")
    }

    /// ffmpeg's arguments: raw RGBA frames of `width`×`height` at `fps` on stdin, into `path`.
    static func arguments(format: Format, width: Int, height: Int, fps: Double, path: String) -> [String] {
        var a = ["-hide_banner", "-nostdin", "-loglevel", "error", "-y",
                 "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-framerate", fpsText(fps), "-i", "pipe:0"]
        switch format {
        case .mp4:
            // yuv420p (what players accept) needs even sides: pad by one pixel if odd.
            a += ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", "veryfast", "-crf", "18",
                  "-pix_fmt", "yuv420p", "-movflags", "+faststart"]
        case .webm:
            a += ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1", "-b:v", "0", "-crf", "32",
                  "-pix_fmt", "yuv420p"]
        case .gif:
            // GIF delays are whole centiseconds, and players stretch those under 2: at most 50 frames/s.
            let rate = fps > 50 ? "fps=50," : ""
            a += ["-filter_complex", "\(rate)split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer"]
        }
        return a + ["-f", format.rawValue, path]
    }

    private let process: ChildProcess.Running
    private let input: Int32
    private let log: String
    private let path: String
    private let partPath: String
    private let frameBytes: Int
    private let width: Int, height: Int
    private var ended = false

    /// Starts ffmpeg writing `path` from frames of `width`×`height` pixels at `fps`. ffmpeg writes a
    /// temporary file of its own beside `path` (`OutputFile`: same extension, absolute, so never taken
    /// for an option or a protocol), renamed over `path` when it succeeds; its messages go to another
    /// temporary file there. It runs in its own process group, stopped with everything it started.
    init(path: String, width: Int, height: Int, fps: Double) throws {
        let format = try Self.format(of: path)
        let ffmpeg = try Self.locateFFmpeg()
        self.path = path
        self.width = width
        self.height = height
        frameBytes = width * height * 4
        let part = try OutputFile.temporary(for: path, suffix: "." + (path as NSString).pathExtension)
        close(part.descriptor)
        partPath = Self.absolute(part.path)
        let logFile: (path: String, descriptor: Int32)
        do {
            logFile = try OutputFile.temporary(for: path, suffix: ".log")
        } catch {
            unlink(partPath)
            throw error
        }
        log = logFile.path
        _ = fcntl(logFile.descriptor, F_SETFD, FD_CLOEXEC)
        guard let ends = ChildProcess.closeOnExecPipe() else {
            close(logFile.descriptor); unlink(log); unlink(partPath)
            throw HeroError.failure("cannot make a pipe for ffmpeg: \(String(cString: strerror(errno)))")
        }
        defer { close(ends[0]); close(logFile.descriptor) }
        do {
            process = try ChildProcess.start(ffmpeg, Self.arguments(format: format, width: width, height: height, fps: fps, path: "file:" + partPath),
                                             input: ends[0], errors: logFile.descriptor)
        } catch {
            close(ends[1]); unlink(log); unlink(partPath)
            throw HeroError.failure(error.description)
        }
        input = ends[1]
    }

    /// `path` made absolute against the current folder.
    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// Sends one frame (straight-alpha RGBA bytes; the scenes' frames are opaque).
    func append(_ pixmap: Pixmap) throws {
        let fd = input
        let ok: Bool
        if pixmap.pixels.allSatisfy({ $0 >> 24 == 0xFF }) {
            // Opaque premultiplied pixels are their straight ones, bytes R, G, B, A in memory.
            ok = pixmap.pixels.withUnsafeBytes { StandardStreams.writeAll(fd, $0) == nil }
        } else {
            var bytes = [UInt8](repeating: 0, count: frameBytes)
            var i = 0
            for y in 0..<height {
                for x in 0..<width {
                    let c = pixmap.rgba(x: x, y: y)
                    bytes[i] = c.r; bytes[i + 1] = c.g; bytes[i + 2] = c.b; bytes[i + 3] = c.a
                    i += 4
                }
            }
            ok = bytes.withUnsafeBytes { StandardStreams.writeAll(fd, $0) == nil }
        }
        if !ok { throw failure(ChildProcess.wait(closingInput())) }
    }

    /// Closes the pipe and waits for ffmpeg to write the file, then puts it in place; throws when it fails.
    func finish() throws {
        let ending = ChildProcess.wait(closingInput())
        guard ending == .exited(0) else { throw failure(ending) }
        unlink(log)
        try OutputFile.commit(partPath, to: path)
    }

    /// Stops ffmpeg and what it started (when the run ends early) and removes its files.
    func cancel() {
        let running = closingInput()
        ChildProcess.signalGroup(running, SIGTERM)
        _ = ChildProcess.wait(running)
        unlink(log)
        unlink(partPath)
    }

    /// Closes the frames' pipe (once) and returns the running ffmpeg.
    private func closingInput() -> ChildProcess.Running {
        if !ended { close(input); ended = true }
        return process
    }

    private func failure(_ ending: ChildProcess.Ending) -> HeroError {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        unlink(log)
        unlink(partPath)
        let lines = text.split(separator: "\n").suffix(5).joined(separator: "\n  ")
        return .failure("ffmpeg \(ending.phrase) while writing \(path)" + (lines.isEmpty ? "" : ":\n  " + lines))
    }

    private static func fpsText(_ fps: Double) -> String {
        fps == fps.rounded() ? String(Int(fps)) : String(fps)
    }

    private static func quoted(_ s: String) -> String { "'\(s.prefix(200))'" }
}
