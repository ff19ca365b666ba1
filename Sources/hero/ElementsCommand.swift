import ArgumentParser
import Foundation
import Geometry
import Motion
import Runtime
import Scripting
import SDLPlatform
import ViewTree

/// `hero elements`: the ids a script can name (`tap #ID`), with their frames at one time, found by
/// playing the scene exactly as `hero snapshot` does (same clock, events and trace), with no pixels.
struct ElementsCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "elements",
        abstract: "List the visible element ids of a scene, with their frames, at one time.",
        discussion: """
        One line per visible element: the id, then its frame x y width height in points (opacity below 1 \
        is added as 'opacity N'). --json prints the frame as a trace line does: \
        {"t":..,"size":[w,h],"elements":[{"id":..,"frame":[x,y,w,h],..}]}.
        """)

    @Option(help: "The scene (see `hero scenes`).", completion: SceneOptionsGroup.sceneCompletion)
    var scene: String

    @OptionGroup var common: SceneOptionsGroup

    @Option(help: "Frames per second of virtual time (1 to 1000).")
    var fps: Double = 60

    @Option(help: "Seed of every random choice.")
    var seed: UInt64 = 1

    @Option(help: "A file of events, one per line.", completion: .file())
    var script: String?

    @Option(name: .customLong("do"), help: "Events separated by ';', as in a script file.")
    var events: String?

    @Option(help: "The time in seconds.")
    var at: String

    @Flag(help: "Print one JSON object (the trace format) instead of lines.")
    var json = false

    @MainActor func execute() throws {
        let descriptor = try SceneOptionsGroup.descriptor(scene)
        let size = try common.parsedSize()
        guard fps.isFinite, (1...1000).contains(fps) else { throw HeroError.usage("--fps must be from 1 to 1000") }
        let times = try CaptureTimes.parse(at)
        guard times.count == 1, let time = times.first else { throw HeroError.usage("--at takes one time for elements") }
        let parsed = try SceneOptionsGroup.events(script: script, inline: events)
        let env = try Environment(assetsFolder: common.assets)
        let clock = ManualClock()
        let context = env.context(try common.sceneOptions(seed: seed))
        let loop = FrameLoop(scene: try descriptor.make(context), size: size, scale: 1, clock: clock, glyphs: env.glyphs)
        let runner = SnapshotRunner(loop: loop, clock: clock, fps: fps, events: parsed)
        runner.appKey = { AppKeys.handle($0, context: context, loop: loop) }
        var found: [TraceElement] = []
        var windowSize = size
        // Only the trace is wanted: the capture's pixmap is ignored.
        try runner.run(captures: [time]) { t, _ in
            guard abs(t - time) < 1e-6 else { return }
            found = loop.traceElements().filter(\.isVisible)
            windowSize = loop.size
        }
        if json {
            StandardStreams.line(TraceWriter.line(time: time, size: windowSize, elements: found))
        } else {
            for e in found { StandardStreams.line(Self.line(e)) }
        }
    }

    /// `id x y width height`, then ` opacity N` when below 1.
    static func line(_ e: TraceElement) -> String {
        let f = e.frame
        var s = "\(e.id) \(TraceWriter.number(f.minX)) \(TraceWriter.number(f.minY)) \(TraceWriter.number(f.width)) \(TraceWriter.number(f.height))"
        if e.opacity < 1 { s += " opacity \(TraceWriter.number(e.opacity))" }
        return s
    }
}
