import Foundation
import ViewTree

/// Export progress on one updating stderr line, `[123/1001] 41 fps, ETA 22 s`, shown only when stderr
/// is a terminal (never in logs or pipes). Thread-safe; redrawn at most every 0.1 s of wall time.
final class ProgressLine: @unchecked Sendable {
    private let total: Int
    private let enabled: Bool
    private let lock = NSLock()
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var done = 0

    /// A line for `total` frames; silent unless `enabled` (by default: stderr is a terminal).
    init(total: Int, enabled: Bool = isatty(STDERR_FILENO) == 1) {
        self.total = total
        self.enabled = enabled
    }

    /// The text for `done` of `total` frames after `elapsed` seconds (pure, for tests).
    static func text(done: Int, total: Int, elapsed: Double) -> String {
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let eta = rate > 0 ? Int((Double(total - done) / rate).rounded()) : 0
        return "[\(done)/\(total)] \(Int(rate.rounded())) fps, ETA \(eta) s"
    }

    /// One more frame is finished.
    func advance() {
        guard enabled else { return }
        lock.lock(); defer { lock.unlock() }
        done += 1
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        let line = "\r\u{1B}[2K" + Self.text(done: done, total: total, elapsed: now.timeIntervalSince(start))
        StandardStreams.error(line)
    }

    /// Ends the line (a newline) if anything was drawn.
    func finish() {
        guard enabled else { return }
        lock.lock(); defer { lock.unlock() }
        if lastDraw != .distantPast { StandardStreams.error("\n") }
    }
}
