import Foundation
import Geometry
import GoldenSupport
import Raster
import SceneTestSupport
import SnapshotTesting
import Testing

/// One scene's key states, played once with `ScenePlay` and captured at exact times.
struct KeyFrameSchedule: Sendable {
    /// A state with a golden image: its name and capture time in seconds.
    struct State: Sendable {
        let name: String
        let time: Double
    }

    let scene: String
    let size: Size
    /// The event script (`hero snapshot --do` syntax).
    let script: String
    /// The states compared with their goldens, `rest` (time 0) first.
    let states: [State]
    /// When the presented state has been dismissed and every spring has settled: this frame must equal
    /// the `rest` frame of the same play (no golden of its own; it is checked through rest's golden).
    let dismissed: Double?

    /// The golden's name: scene, size, state and time, e.g. `meals-768x1024-presented-3000ms`.
    func goldenName(_ state: State) -> String {
        "\(scene)-\(Int(size.width))x\(Int(size.height))-\(state.name)-\(Int((state.time * 1000).rounded()))ms"
    }
}

/// Full-resolution goldens of every scene's key states: at rest, mid-flight, presented (settled), and
/// dismissed (back at rest), compared tightly (`GoldenTolerance.keyFrame`: 3 levels per channel,
/// 16 only on anti-aliased edges, at most 8 edge outliers). Unlike the filmstrip goldens, a changed
/// letter or an element moved by a point fails here.
///
/// Times: every flight starts with a tap at 0.1 s; "mid" is 0.15–0.2 s into it (the largest motion);
/// "presented" is after the last frame that still moves (checked against frames seconds later);
/// "dismissed" likewise. Re-record with `make goldens` (only failing goldens are rewritten).
@MainActor
@Suite("key frames: full-resolution goldens of every scene's key states", .serialized)
struct KeyFrameGoldenTests {
    static let landscape = Size(width: 1280, height: 800)
    static let portrait = Size(width: 768, height: 1024)

    static let lines = KeyFrameSchedule(
        scene: "lines", size: landscape, script: "at 0.1 tap #line.1; at 0.8 tap #details.close",
        states: [.init(name: "rest", time: 0), .init(name: "mid-open", time: 0.25),
                 .init(name: "presented", time: 0.75), .init(name: "mid-close", time: 0.95)],
        dismissed: 1.5)

    static let studio = KeyFrameSchedule(
        scene: "studio", size: landscape, script: "at 0.1 tap #card.design; at 1.0 key escape",
        states: [.init(name: "rest", time: 0), .init(name: "mid-open", time: 0.25),
                 .init(name: "presented", time: 0.95), .init(name: "mid-close", time: 1.2)],
        dismissed: 2.2)

    /// The meals modal's spring settles (to the pixel) only about 2.5 s after the tap.
    static let mealsScript = "at 0.1 tap #meal.dessert; at 3.2 tap 40 60"

    static let mealsLandscape = KeyFrameSchedule(
        scene: "meals", size: landscape, script: mealsScript,
        states: [.init(name: "rest", time: 0), .init(name: "mid-open", time: 0.3),
                 .init(name: "presented", time: 3.0), .init(name: "mid-close", time: 3.35)],
        dismissed: 6.0)

    static let mealsPortrait = KeyFrameSchedule(
        scene: "meals", size: portrait, script: mealsScript,
        states: [.init(name: "rest", time: 0), .init(name: "mid-open", time: 0.3), .init(name: "presented", time: 3.0)],
        dismissed: 6.0)

    /// Menu: a long press (0.1–0.7 s) shrinks the main view, Button 1 (1.2 s) closes it; a tap (2.0 s)
    /// then starts the game.
    static let dots = KeyFrameSchedule(
        scene: "dots", size: landscape, script: "at 0.1 longpress #main over 0.6; at 1.2 tap #menu.button1; at 2.0 tap #main",
        states: [.init(name: "rest", time: 0), .init(name: "menu-mid", time: 0.8), .init(name: "menu", time: 1.15),
                 .init(name: "game-mid", time: 2.2), .init(name: "game", time: 3.0)],
        dismissed: 1.9)

    /// The test card paused at its first frame, as `hero bench` measures its rest.
    static let testcard = KeyFrameSchedule(
        scene: "testcard", size: landscape, script: "at 0 key space", states: [.init(name: "rest", time: 0)], dismissed: nil)

    @Test("lines: rest, pills mid-flight, details, flying home; back at rest after the close button")
    func linesKeyFrames() throws { try check(Self.lines) }

    @Test("studio: rest, DESIGN card growing, detail, shrinking; back at rest after Escape")
    func studioKeyFrames() throws { try check(Self.studio) }

    @Test("meals 1280×800: rest, dessert mid-flight, modal, flying home; back at rest after a backdrop tap")
    func mealsLandscapeKeyFrames() throws { try check(Self.mealsLandscape) }

    @Test("meals 768×1024 portrait: rest, dessert mid-flight, modal; back at rest after a backdrop tap")
    func mealsPortraitKeyFrames() throws { try check(Self.mealsPortrait) }

    @Test("dots: rest, menu opening, menu, back at rest; the game appearing and shown")
    func dotsKeyFrames() throws { try check(Self.dots) }

    @Test("testcard: paused at rest")
    func testcardKeyFrames() throws { try check(Self.testcard) }

    @Test("a one-character change in drawn text fails the key frame's text golden (\"Bubbles, bubbles\" → \"Bubbles. bubbles\")")
    func textGoldenSeesPunctuation() throws {
        let schedule = Self.mealsLandscape
        let rest = try #require(schedule.states.first { $0.name == "rest" })
        let play = try ScenePlay(schedule.scene, size: schedule.size, script: "", at: [rest.time])
        let text = play.text(at: rest.time)
        try #require(text.contains("Bubbles, bubbles"), "\(text)")
        let name = schedule.goldenName(rest)
        withSnapshotTesting(record: .never) {
            #expect(verifySnapshot(of: text, as: .lines, named: name, testName: "keyFrame") == nil)
            let changed = text.replacingOccurrences(of: "Bubbles, bubbles", with: "Bubbles. bubbles")
            #expect(verifySnapshot(of: changed, as: .lines, named: name, testName: "keyFrame") != nil)
        }
    }

    /// Plays `schedule` once, compares every state with its golden and the dismissed frame with rest.
    /// Goldens are `__Snapshots__/KeyFrameGoldenTests/keyFrame.<goldenName>.png`.
    func check(_ schedule: KeyFrameSchedule) throws {
        let times = schedule.states.map(\.time) + (schedule.dismissed.map { [$0] } ?? [])
        let play = try ScenePlay(schedule.scene, size: schedule.size, script: schedule.script, at: times)
        try #require(play.frames.count == times.count, "captured \(play.frames.count) of \(times.count) frames")
        /// Frames come in time order, whatever the order of `times`.
        func image(at time: Double) throws -> Pixmap {
            try #require(play.frames.first { abs($0.time - time) < 1e-9 }, "no frame captured at \(time) s").image
        }
        for state in schedule.states {
            let name = schedule.goldenName(state)
            assertSnapshot(of: try image(at: state.time), as: .png(.keyFrame, label: name), named: name, testName: "keyFrame")
            // What the frame's text says, exactly: a changed character fails even where pixels allow it.
            assertSnapshot(of: play.text(at: state.time), as: .lines, named: name, testName: "keyFrame")
        }
        if let dismissed = schedule.dismissed, let rest = schedule.states.first(where: { $0.name == "rest" }) {
            let label = schedule.goldenName(.init(name: "dismissed", time: dismissed)) + "-vs-rest"
            let failure = GoldenComparison.compare(expected: try image(at: rest.time), actual: try image(at: dismissed),
                                                   tolerance: .keyFrame, label: label)
            #expect(failure == nil, "dismissed is not back at rest: \(failure?.message ?? "")")
        }
    }
}
