import Dispatch
import Foundation
import ViewTree
import Raster
import Runtime
import SDLPlatform

/// Writes exported frames as PNG files on every core while the main thread renders the next ones.
/// Frames are submitted in capture order; at most `capacity` are queued or being encoded at once (so
/// memory stays bounded: `submit` waits for a free slot); the paths are printed to stdout in submission
/// order, each once its file is written. The first error stops further writes and is thrown by the
/// next `submit` or by `finish`.
final class PNGExportQueue: @unchecked Sendable {
    private let workers: DispatchQueue
    private let slots: DispatchSemaphore
    private let group = DispatchGroup()
    private let lock = NSLock()
    private let progress: ProgressLine?
    private var failure: Error?
    private var written: [Int: String] = [:]
    private var nextToPrint = 0
    private var submitted = 0

    /// A queue keeping at most `capacity` frames in flight (by default twice the active cores).
    init(capacity: Int = 2 * ProcessInfo.processInfo.activeProcessorCount, progress: ProgressLine? = nil) {
        workers = DispatchQueue(label: "hero.png-export", qos: .userInitiated, attributes: .concurrent)
        slots = DispatchSemaphore(value: max(1, capacity))
        self.progress = progress
    }

    /// Queues `pixmap` to be written to `path`; waits while `capacity` frames are in flight.
    func submit(_ pixmap: Pixmap, to path: String) throws {
        try throwIfFailed()
        slots.wait()
        let index = submitted
        submitted += 1
        group.enter()
        workers.async { [self] in
            defer { slots.signal(); group.leave() }
            guard !hasFailed else { return }
            do {
                try PNGEncoder.write(pixmap, to: path)
                finished(index, path)
            } catch {
                lock.lock(); if failure == nil { failure = error }; lock.unlock()
            }
        }
    }

    /// Waits for every queued frame; throws the first error.
    func finish() throws {
        group.wait()
        progress?.finish()
        try throwIfFailed()
    }

    private var hasFailed: Bool { lock.lock(); defer { lock.unlock() }; return failure != nil }

    private func throwIfFailed() throws {
        lock.lock(); let f = failure; lock.unlock()
        if let f { throw f }
    }

    /// Records `index` as written and prints every path now complete in order.
    private func finished(_ index: Int, _ path: String) {
        lock.lock()
        written[index] = path
        var lines = ""
        while let p = written.removeValue(forKey: nextToPrint) {
            lines += p + "\n"
            nextToPrint += 1
        }
        if !lines.isEmpty { StandardStreams.output(lines) }
        lock.unlock()
        progress?.advance()
    }
}
