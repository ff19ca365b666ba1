import Foundation
import Geometry
import Motion
import Raster
import Rendering
import Runtime
import Scenes
import Scripting

/// Measures a scene off screen: CPU time per frame of its scripted transition, one framebuffer memcpy
/// for scale, the cost of a frame when nothing moves, and the process's peak resident memory.
@MainActor
public enum Benchmark {
    /// What one bench run measured (the CLI contract's JSON object, plus per-frame costs).
    public struct Result: Sendable {
        /// The scene's name.
        public var scene: String
        /// The window size, points.
        public var size: Size
        /// Frames rendered in the transition.
        public var frames: Int
        /// Frame CPU time percentiles and maximum, milliseconds.
        public var p50, p99, max: Double
        /// One framebuffer-sized memcpy, milliseconds: the machine's speed for scale.
        public var memcpy: Double
        /// A frame when nothing moves (after the rest script), milliseconds.
        public var idleFrame: Double
        /// Peak resident memory of the process, MB.
        public var peakRSSMegabytes: Double
        /// Threads drawing each frame; with more than one, frame times are wall-clock time (the CPU
        /// time of one thread would leave the others' work out), else the rendering thread's CPU time.
        public var threads = 1
        /// Frame times are wall-clock time (always with more than one thread).
        public var wallClock = false
        /// Every frame of the transition: its time (s) and CPU time (ms), split into the view engine's
        /// part (events, animation, layout, display list) and the renderer's (pixels), and the pixels it redrew.
        public var perFrame: [FrameCost] = []

        /// One line per frame, for finding which frames cost what.
        public var perFrameText: String {
            perFrame.map {
                String(format: "t=%.3f  %7.3f ms  (views %6.3f, pixels %6.3f)  redrew %@", $0.t, $0.ms, $0.viewsMs, $0.ms - $0.viewsMs,
                       $0.damage.isEmpty ? "nothing" : "\($0.damage)")
            }.joined(separator: "\n")
        }

        /// The contract's one-line JSON object (`scene`, `size`, `frames`, `frame_ms`, `memcpy_ms`, `idle_frame_ms`, `peak_rss_mb`).
        public var json: String {
            func n(_ v: Double) -> String { TraceWriter.number(v) }
            return "{\"scene\":\"\(scene)\",\"size\":[\(n(size.width)),\(n(size.height))],\"frames\":\(frames),"
                + "\"frame_ms\":{\"p50\":\(n(p50)),\"p99\":\(n(p99)),\"max\":\(n(max))},"
                + "\"memcpy_ms\":\(n(memcpy)),\"idle_frame_ms\":\(n(idleFrame)),\"peak_rss_mb\":\(n(peakRSSMegabytes)),"
                + "\"threads\":\(threads),\"clock\":\"\(wallClock ? "wall" : "thread_cpu")\"}"
        }

        /// A short human-readable summary, milliseconds to 3 decimals.
        public var text: String {
            func f(_ v: Double) -> String { String(format: "%.3f", v) }
            return """
            scene \(scene) at \(Int(size.width))x\(Int(size.height)), \(frames) frames, \(threads) thread\(threads > 1 ? "s" : ""), \(wallClock ? "wall-clock time" : "the thread's CPU time")
            frame ms: p50 \(f(p50))  p99 \(f(p99))  max \(f(max))
            memcpy of one framebuffer: \(f(memcpy)) ms
            idle frame: \(f(idleFrame)) ms
            peak RSS: \(f(peakRSSMegabytes)) MB
            """
        }
    }

    /// One frame of a bench run: its time (s), CPU time (ms), the share of it spent before the renderer
    /// (events, animation, layout, display list; ms) and the rectangle it redrew.
    public struct FrameCost: Sendable {
        /// The frame's virtual time, seconds.
        public var t: Double
        /// The frame's CPU time, milliseconds.
        public var ms: Double
        /// The part before the renderer (events, animation, layout, display list), milliseconds.
        public var viewsMs: Double
        /// The pixels the frame redrew (empty: none).
        public var damage: IntRect
    }

    /// Wall-clock (monotonic) time, in milliseconds.
    public static func wallTime() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
    }

    /// CPU time of the calling thread, in milliseconds.
    /// The value at fraction `p` (0...1) of `sorted` (ascending), nearest rank; 0 when empty.
    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
    }

    public static func threadCPUTime() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
    }

    /// The process's peak resident set size so far, MB (from `getrusage`).
    public static func peakRSSMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    /// Runs `frames` frames at `fps` of a scene made by `makeLoop`, driving `script`; then measures an idle
    /// frame on a fresh loop after `idleScript` has brought it to rest. With `threads` above 1, frames
    /// split as the window's do (`adaptiveThreads`: not while splitting does not pay), or always.
    public static func run(name: String, size: Size, frames: Int, fps: Double = 60, threads: Int = 1, adaptiveThreads: Bool = true,
                           wallClock: Bool = false,
                           script: [ScriptEvent], idleScript: [ScriptEvent], makeLoop: (ManualClock) throws -> FrameLoop) throws -> Result {
        let wallClock = wallClock || threads > 1
        let threadCPUTime = wallClock ? Self.wallTime : Self.threadCPUTime
        let clock = ManualClock()
        let loop = try makeLoop(clock)
        loop.renderThreads = threads
        loop.adaptiveRenderThreads = adaptiveThreads
        let runner = SnapshotRunner(loop: loop, clock: clock, fps: fps, events: script)
        var times: [Double] = []
        var perFrame: [FrameCost] = []
        times.reserveCapacity(frames)
        for k in 0..<frames {
            let t = Double(k) / fps
            let start = threadCPUTime()
            try runner.deliverEvents(upTo: t)
            clock.advance(to: t)
            loop.tick()
            let list = loop.displayList()
            let views = threadCPUTime() - start
            loop.renderer.render(list)
            times.append(threadCPUTime() - start)
            perFrame.append(FrameCost(t: t, ms: times[k], viewsMs: views, damage: loop.renderer.lastDamage))
        }
        let sorted = times.sorted()
        func pct(_ p: Double) -> Double { Self.percentile(sorted, p) }

        // One framebuffer copy, the floor of any frame that presents the whole window.
        let source = loop.frame.pixels
        var destination = [UInt32](repeating: 0, count: source.count)
        var copies: [Double] = []
        for _ in 0..<50 {
            let start = threadCPUTime()
            source.withUnsafeBufferPointer { s in destination.withUnsafeMutableBufferPointer { d in d.baseAddress!.update(from: s.baseAddress!, count: s.count) } }
            copies.append(threadCPUTime() - start)
        }
        copies.sort()
        precondition(destination.count == source.count)

        // Idle: a fresh loop brought to rest, then frames in which nothing moves.
        let idleClock = ManualClock()
        let idleLoop = try makeLoop(idleClock)
        idleLoop.renderThreads = threads
        idleLoop.adaptiveRenderThreads = adaptiveThreads
        let idleRunner = SnapshotRunner(loop: idleLoop, clock: idleClock, fps: fps, events: idleScript)
        try idleRunner.deliverEvents(upTo: 0.5)
        idleClock.advance(to: 3)
        idleLoop.tick()
        idleLoop.render()
        var idle: [Double] = []
        for k in 1...60 {
            let start = threadCPUTime()
            idleClock.advance(to: 3 + Double(k) / fps)
            idleLoop.tick()
            idleLoop.render()
            idle.append(threadCPUTime() - start)
        }
        idle.sort()
        return Result(scene: name, size: size, frames: frames, p50: pct(0.5), p99: pct(0.99), max: sorted.last ?? 0,
                      memcpy: copies[copies.count / 2], idleFrame: idle[idle.count / 2], peakRSSMegabytes: peakRSSMegabytes(),
                      threads: threads, wallClock: wallClock, perFrame: perFrame)
    }
}
