import Foundation
import Raster

/// `hero snapshot --video FILE`: frames streamed as raw RGBA to Debian's `ffmpeg` through a pipe.
/// The container and codec follow FILE's extension (`.mp4` H.264, `.webm` VP9, `.gif` with its own
/// palette). ffmpeg's messages go to a temporary file, never to a pipe nobody reads, so a chatty or
/// failing ffmpeg cannot block the writer; SIGPIPE is ignored, so an ffmpeg that exits early makes the
/// next write fail with EPIPE, reported with ffmpeg's own last lines (exit 1).
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

    private let process = Process()
    private let input: FileHandle
    private let log: URL
    private let path: String
    private let frameBytes: Int
    private let width: Int, height: Int

    /// Starts ffmpeg writing `path` from frames of `width`×`height` pixels at `fps`.
    init(path: String, width: Int, height: Int, fps: Double) throws {
        let format = try Self.format(of: path)
        let ffmpeg = try Self.locateFFmpeg()
        signal(SIGPIPE, SIG_IGN)
        self.path = path
        self.width = width
        self.height = height
        frameBytes = width * height * 4
        log = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("hero-ffmpeg-\(ProcessInfo.processInfo.processIdentifier).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = Self.arguments(format: format, width: width, height: height, fps: fps, path: path)
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: log)
        do {
            try process.run()
        } catch {
            throw HeroError.failure("cannot start \(ffmpeg): \(error.localizedDescription)")
        }
        input = pipe.fileHandleForWriting
        try? pipe.fileHandleForReading.close()
    }

    /// Sends one frame (straight-alpha RGBA bytes; the scenes' frames are opaque).
    func append(_ pixmap: Pixmap) throws {
        let fd = input.fileDescriptor
        let ok: Bool
        if pixmap.pixels.allSatisfy({ $0 >> 24 == 0xFF }) {
            // Opaque premultiplied pixels are their straight ones, bytes R, G, B, A in memory.
            ok = pixmap.pixels.withUnsafeBytes { Self.writeAll(fd, $0) }
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
            ok = bytes.withUnsafeBytes { Self.writeAll(fd, $0) }
        }
        if !ok { throw failure(closing: true) }
    }

    /// Closes the pipe and waits for ffmpeg to write the file; throws when it fails.
    func finish() throws {
        try? input.close()
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: log) }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { throw failure(closing: false) }
    }

    /// Stops ffmpeg (when the run ends early) and removes the log.
    func cancel() {
        try? input.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: log)
        try? FileManager.default.removeItem(atPath: path)
    }

    private func failure(closing: Bool) -> HeroError {
        if closing { try? input.close() }
        process.waitUntilExit()
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: log)
        let lines = text.split(separator: "\n").suffix(5).joined(separator: "\n  ")
        let how = process.terminationReason == .exit ? "exited with status \(process.terminationStatus)" : "was killed by signal \(process.terminationStatus)"
        return .failure("ffmpeg \(how) while writing \(path)" + (lines.isEmpty ? "" : ":\n  " + lines))
    }

    /// Writes every byte of `buffer` to `fd`; false on an error (EPIPE when ffmpeg has exited).
    private static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += n
        }
        return true
    }

    private static func fpsText(_ fps: Double) -> String {
        fps == fps.rounded() ? String(Int(fps)) : String(fps)
    }

    private static func quoted(_ s: String) -> String { "'\(s.prefix(200))'" }
}
