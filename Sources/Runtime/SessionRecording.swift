import Geometry
import ViewTree

/// Everything that happened to the scene shown, in scene time, so that any earlier moment can be
/// rebuilt exactly: a fresh scene made with the options it started with, sized as it was, then every
/// recorded tick, input and option key applied at its own time, in order. Replaying the same calls at
/// the same times gives the same state (nothing in the engine reads the wall clock), so a back-step is
/// exact, not an approximation.
///
/// Cost: one entry per frame while the scene moves (idle frames change nothing and are not kept) and
/// one per input; at most `limit` entries (about 12 MB), beyond which the recording stops and back-steps
/// go no further back than its start allows (`isComplete` false: they are refused).
public struct SessionRecording: Sendable {
    /// One thing that happened at a scene time.
    public enum Entry: Sendable {
        /// The scene was advanced to the time.
        case tick(Double)
        /// An input (a resize included) was delivered at the time.
        case input(Double, InputEvent)
        /// An app option key (`s`, `r`) was pressed at the time.
        case option(Double, String)

        /// When it happened, scene seconds.
        public var time: Double {
            switch self {
            case .tick(let t), .input(let t, _), .option(let t, _): return t
            }
        }
    }

    /// The most entries kept (about 2.3 hours of motion at 60 frames a second).
    public static let limit = 500_000

    /// Scene time the scene was made at.
    public internal(set) var start: Double
    /// Its size then, points.
    public internal(set) var size: Size
    /// Its options then.
    public internal(set) var options: SceneOptions
    /// What happened since, in order.
    public internal(set) var entries: [Entry] = []
    /// How many entries the scene shown reflects (fewer than `entries.count` after a back-step: the
    /// rest is the recorded future that forward steps replay).
    public internal(set) var applied = 0
    /// False once the limit was reached: the recording no longer rebuilds the present.
    public internal(set) var isComplete = true
    /// A tick a seek made in the recorded past; it becomes part of the recording if the future is
    /// discarded there (an input, or time resuming).
    var pendingSeekTick: Double?

    /// True when the scene shown is at the recording's end (new things are appended).
    var isLive: Bool { applied == entries.count }

    /// Appends `entry` to a live recording (discarding the recorded future first).
    mutating func append(_ entry: Entry) {
        discardFuture()
        guard isComplete else { return }
        if case .tick(let t) = entry, case .tick(let last)? = entries.last, last == t { return }
        guard entries.count < Self.limit else {
            isComplete = false
            entries = []
            applied = 0
            return
        }
        entries.append(entry)
        applied = entries.count
    }

    /// Drops what was recorded after the scene shown (it is being rewritten).
    mutating func discardFuture() {
        if applied < entries.count { entries.removeLast(entries.count - applied) }
        if let t = pendingSeekTick {
            pendingSeekTick = nil
            if isComplete, entries.count < Self.limit {
                if case .tick(let last)? = entries.last, last == t {} else { entries.append(.tick(t)) }
            }
            applied = entries.count
        }
    }
}
