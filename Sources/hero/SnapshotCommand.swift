import ArgumentParser
import Foundation
import ViewTree
import Geometry
import Motion
import Raster
import Runtime
import Scripting
import SDLPlatform

struct SnapshotCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render frames of a scene headless, in virtual time, to PNG files.",
        discussion: """
            Writes DIR/<scene>-<t>.png for every time in --at (t with three decimals).

            Event scripts (--script FILE: one event a line; --do: split by ';'):
              at T tap A | doubletap A | longpress A over D
              at T drag A -> A over D | drag A by DX DY over D | touchdrag ...
              at T scroll A by DX DY | resize W H | key NAME
              at T down X Y | move X Y | up X Y   (one raw pointer event;
                                                   touchdown ... for a finger)
              at T frame                          (the scene advances to T)
            T in seconds; A is '#ID' or 'X Y' in points; '#' starts a comment;
            key names: escape, space, period, comma, s, r, d, f, letters, ...
            A script with frames, as `hero run --record` writes, is played at its
            frames only (not every 1/fps s), inputs at exactly their times: it
            renders the recorded window's frames, paused and stepped ones too.
            """)

    @Option(help: "The scene to render (see `hero scenes`).", completion: SceneOptionsGroup.sceneCompletion)
    var scene: String

    @OptionGroup var common: SceneOptionsGroup

    @Option(help: "Pixels per point (0.25 to 8).")
    var scale: Double = 1

    @Option(help: "Frames per second of virtual time (1 to 1000).")
    var fps: Double = 60

    @Option(help: "Seed of every random choice.")
    var seed: UInt64 = 1

    @Option(help: "A file of events, one per line.", completion: .file())
    var script: String?

    @Option(name: .customLong("do"), help: "Events separated by ';', as in a script file.")
    var events: String?

    @Option(help: "Capture times: a list 0,0.25,0.5 or a range start:end:step (end included), in seconds.")
    var at: String?

    @Flag(help: "Play the scene's own signature transition: its demo events, and its capture times unless --at is given.")
    var demo = false

    @Option(help: "The folder to write PNG files into (made when missing); optional with --video.", completion: .directory)
    var out: String?

    @OptionGroup var export: ExportOptions

    @Option(help: "Write one JSON object per frame to this file.", completion: .file())
    var trace: String?

    @Option(help: "Write one PNG sheet of all captured frames, each labelled with its time.", completion: .file(extensions: ["png"]))
    var filmstrip: String?

    @MainActor func execute() throws {
        let descriptor = try SceneOptionsGroup.descriptor(scene)
        let size = try common.parsedSize()
        guard scale.isFinite, (0.25...8).contains(scale) else { throw HeroError.usage("--scale must be from 0.25 to 8") }
        guard fps.isFinite, (1...1000).contains(fps) else { throw HeroError.usage("--fps must be from 1 to 1000") }
        let side = Double(InputLimits.side)
        guard size.width * scale <= side, size.height * scale <= side else {
            throw HeroError.usage("--size times --scale is more than \(InputLimits.side) pixels a side")
        }
        guard let timeList = at ?? (demo ? descriptor.demoTimes : nil) else {
            throw HeroError.usage("--at is required (or --demo for the scene's own capture times)")
        }
        let times = try CaptureTimes.parse(timeList)
        let parsed = try SceneOptionsGroup.events(script: script, inline: events, fallback: demo ? descriptor.demoScript : nil)
        for e in parsed {
            guard case .resize(let w, let h) = e.action, w * scale > side || h * scale > side else { continue }
            throw ScriptError(line: e.line, column: e.column, message: "resize \(TraceWriter.number(w)) \(TraceWriter.number(h)) at --scale \(TraceWriter.number(scale)) is more than \(InputLimits.side) pixels a side")
        }
        let options = try common.sceneOptions(seed: seed)
        // Every output is checked before anything is rendered.
        guard out != nil || export.video != nil else { throw HeroError.usage("--out DIR is required (or --video FILE)") }
        if let out { try OutputPaths.prepareFolder(out, flag: "--out") }
        if let video = export.video {
            _ = try VideoExport.format(of: video)
            try OutputPaths.checkFile(video, flag: "--video")
            _ = try VideoExport.locateFFmpeg()
        }
        if let trace { try OutputPaths.checkFile(trace, flag: "--trace") }
        if let filmstrip {
            try OutputPaths.checkFile(filmstrip, flag: "--filmstrip")
            guard times.count <= Filmstrip.maximumFrames else {
                throw HeroError.usage("--filmstrip takes at most \(Filmstrip.maximumFrames) capture times; --at gives \(times.count)")
            }
        }
        let env = try Environment(assetsFolder: common.assets)
        let clock = ManualClock()
        let context = env.context(options)
        let loop = FrameLoop(scene: try descriptor.make(context), size: size, scale: scale, clock: clock, glyphs: env.glyphs)
        loop.replaySource = ReplaySource(context: context, make: descriptor.make)
        let runner = SnapshotRunner(loop: loop, clock: clock, fps: fps, events: parsed)
        runner.appKey = { AppKeys.handle($0, context: context, loop: loop) }
        let codec = SDLImageCodec()
        // The trace is streamed to FILE.part (a line per frame, so memory does not grow with the run)
        // and renamed when the run is done; a filmstrip keeps each capture only as a thumbnail.
        let traceFile = try trace.map { try TraceFile(path: $0) }
        defer { traceFile?.discard() }
        let output = SnapshotOutput(scene: scene, folder: out, pngTimes: times, keepsThumbnails: filmstrip != nil,
                                    videoPath: export.video, videoTimes: export.video == nil ? [] : ExportOptions.videoTimes(captures: times, fps: fps))
        try output.run(runner: runner) { t in
            try traceFile?.append(TraceWriter.line(time: t, size: loop.size, elements: loop.traceElements()))
        }
        if let trace, let traceFile {
            try traceFile.finish()
            StandardStreams.line(trace)
        }
        if let filmstrip {
            let sheet = Filmstrip.sheet(frames: output.thumbnails, glyphs: env.glyphs)
            try codec.writePNG(sheet, to: filmstrip)
            StandardStreams.line(filmstrip)
        }
    }
}
