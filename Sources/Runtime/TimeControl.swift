import Geometry
import ViewTree

/// How a frame loop makes its scene again, to replay its recording (a back-step, a scrub backward).
@MainActor
public struct ReplaySource {
    /// The context the scene is made with (its options are set to the recording's before making it).
    public var context: SceneContext
    /// Makes a fresh scene (the descriptor's `make`).
    public var make: @MainActor (SceneContext) throws -> FrameScene

    /// A source making scenes with `make` in `context`.
    public init(context: SceneContext, make: @escaping @MainActor (SceneContext) throws -> FrameScene) {
        self.context = context
        self.make = make
    }
}

/// The scene clock under the viewer's control: while running, scene time is the loop clock less the
/// time spent paused; while paused it stands still (the window then sleeps). Steps move it one frame
/// (`stepInterval`) at a time; a step or scrub backward rebuilds the scene from its recording
/// (`SessionRecording`), so every frame shown is one the scene really passes through.
public struct TimeState {
    /// True while the scene's clock stands still.
    public internal(set) var isPaused = false
    /// Scene time = loop clock − offset while running.
    var offset = 0.0
    /// Scene time while paused.
    var pausedAt = 0.0
    /// When the scene last started moving from rest, and when it last came to rest (scene seconds).
    var motionStart = 0.0
    var settledAt: Double?
    var wasAnimating = false
    /// While paused: the span the timeline bar covers (the last transition), scene seconds.
    public internal(set) var timeline: ClosedRange<Double>?
    /// Where a drag on the timeline bar started (nil: no scrub in progress).
    var scrubbing = false
    /// The frames shown during the current pause, oldest first: the key that showed each ("space",
    /// "period", "comma"; "scrub" for the bar, one entry per drag) and its scene time. Emptied when the
    /// clock resumes or the scene changes (`hero run --record` lists them).
    public internal(set) var shown: [(how: String, time: Double)] = []

    /// Notes a frame shown while paused; a scrub's moves collapse into one entry.
    mutating func noteShown(_ how: String, _ t: Double) {
        if how == "scrub", shown.last?.how == "scrub" { shown.removeLast() }
        shown.append((how, t))
    }
}

extension FrameLoop {
    /// One step of `.` and `,`: a frame at 60 frames a second, whatever the runner's own rate.
    public nonisolated static let stepInterval = 1.0 / 60

    /// The scene's time now, seconds: the loop clock less the time spent paused.
    public var now: Double { timeState.isPaused ? timeState.pausedAt : clock.now - timeState.offset }

    /// True while the scene's clock stands still.
    public var isPaused: Bool { timeState.isPaused }

    /// Pauses or resumes the scene's clock (`space`). Resuming after a step or scrub backward goes on
    /// from the frame shown: what had been recorded after it is discarded.
    public func togglePause() {
        if timeState.isPaused { resume() } else { pause() }
    }

    /// Stops the scene's clock at the current time and spans the timeline over the last transition:
    /// from when the scene last started moving to when it came to rest (or now, if it still moves).
    public func pause() {
        guard !timeState.isPaused else { return }
        stopClock()
        timeState.noteShown("space", timeState.pausedAt)
        onTimeChange?(timeState.pausedAt)
    }

    private func stopClock() {
        guard !timeState.isPaused else { return }
        let t = now
        timeState.pausedAt = t
        timeState.isPaused = true
        let start = min(timeState.motionStart, t)
        var end = t
        if !scene.isAnimating, let s = timeState.settledAt, s >= start { end = min(t, s) }
        // Nothing moved since the last event: the bar spans the whole recording instead.
        timeState.timeline = end > start ? start...end : min(recording?.start ?? t, t)...t
    }

    /// Starts the scene's clock again from the frame shown.
    public func resume() {
        guard timeState.isPaused else { return }
        recording?.discardFuture()
        timeState.offset = clock.now - timeState.pausedAt
        timeState.isPaused = false
        timeState.timeline = nil
        timeState.scrubbing = false
        timeState.shown = []
    }

    /// Pauses (when running) and shows the frame one step later (`.`).
    public func stepForward() {
        stopClock()
        seek(to: timeState.pausedAt + Self.stepInterval, how: "period")
    }

    /// Pauses (when running) and shows the frame one step earlier (`,`), never before the scene's start.
    public func stepBack() {
        stopClock()
        let start = recording?.start ?? timeState.pausedAt
        seek(to: max(start, timeState.pausedAt - Self.stepInterval), how: "comma")
    }

    /// Shows the scene at scene time `t` while paused: forward by applying what was recorded up to `t`
    /// and advancing to it; backward by making the scene again and replaying its recording to `t`.
    /// A backward seek without a complete recording (no replay source) does nothing.
    public func seek(to t: Double) { seek(to: t, how: "scrub") }

    /// `seek(to:)`, noting the frame shown as `how` showed it (`TimeState.shown`).
    func seek(to t: Double, how: String) {
        guard timeState.isPaused else { return }
        let current = timeState.pausedAt
        if t >= current {
            if var r = recording {
                while r.applied < r.entries.count, r.entries[r.applied].time <= t {
                    apply(r.entries[r.applied], to: scene, context: replaySource?.context)
                    r.applied += 1
                }
                recording = r
            }
            timeState.pausedAt = t
            advanceScene(to: t)
        } else {
            guard let source = replaySource, var r = recording, r.isComplete else { return }
            let saved = source.context.options
            source.context.options = r.options
            guard let fresh = try? source.make(source.context) else {
                source.context.options = saved
                return
            }
            fresh.setReducedMotion(r.options.reduceMotion)
            fresh.resize(to: r.size, at: r.start)
            r.applied = 0
            r.pendingSeekTick = nil
            var replayedSize = r.size
            while r.applied < r.entries.count, r.entries[r.applied].time <= t {
                if case .input(_, .resize(let s)) = r.entries[r.applied] { replayedSize = s }
                apply(r.entries[r.applied], to: fresh, context: source.context)
                r.applied += 1
            }
            recording = r
            installReplayed(fresh, size: replayedSize, at: t)
            timeState.pausedAt = t
            advanceScene(to: t)
        }
        timeState.noteShown(how, timeState.pausedAt)
        onTimeChange?(t)
    }

    /// Advances the scene to `t` (paused): recorded as a tick at the recording's end, remembered as a
    /// pending one in its past.
    private func advanceScene(to t: Double) {
        let animating = scene.isAnimating
        if recording?.isLive ?? true {
            if animating { recording?.append(.tick(t)) }
        } else if animating {
            recording?.pendingSeekTick = t
        }
        scene.update(at: t)
        noteMotion(at: t, wasAnimating: animating)
    }

    /// Applies one recorded entry to `scene`.
    private func apply(_ entry: SessionRecording.Entry, to scene: FrameScene, context: SceneContext?) {
        switch entry {
        case .tick(let t): scene.update(at: t)
        case .input(let t, .resize(let s)): scene.resize(to: s, at: t)
        case .input(let t, let e): scene.handle(e, at: t)
        case .option(let t, let key):
            scene.update(at: t)
            if let context { AppKeys.applyOption(key, context: context, scene: scene) }
        }
    }

    /// Starts a new recording of the scene shown, from now (its options are the context's now).
    func startRecording() {
        guard let source = replaySource else { recording = nil; return }
        scene.setReducedMotion(source.context.options.reduceMotion)
        recording = SessionRecording(start: sceneStart, size: size, options: source.context.options)
        timeState.motionStart = sceneStart
        timeState.settledAt = nil
        timeState.wasAnimating = scene.isAnimating
    }

    /// Records an option key pressed now (`AppKeys`), so replays press it at the same time.
    func recordOption(_ key: String) {
        recording?.append(.option(now, key))
    }

    /// Keeps track of when the scene starts moving and comes to rest (the timeline's span).
    func noteMotion(at t: Double, wasAnimating: Bool) {
        let moving = scene.isAnimating
        if !wasAnimating && moving { timeState.motionStart = t }
        if wasAnimating && !moving { timeState.settledAt = t }
        timeState.wasAnimating = moving
    }
}
