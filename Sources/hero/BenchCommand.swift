import ViewTree
import ArgumentParser
import Geometry
import Runtime
import Scripting
import Workshop
import Scenes

struct BenchCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Render a scene's scripted transition off screen and report frame times (build with -c release).")

    @Option(help: "The scene to measure (see `hero scenes`).")
    var scene: String = SceneCatalog.defaultScene

    @Option(help: "The window size in points, WxH.")
    var size: String = "1280x800"

    @Option(help: "How many frames to render (1 to 100000; default 240). With --list: the frames of wheel before the throw to the end (default 100).")
    var frames: Int?

    @Option(help: "With --list: how many times to fling a new list; the times reported are the medians (1 to 100).")
    var runs: Int = 5

    @Flag(help: "Print one JSON object (its fields: Docs/CLI.md, bench).")
    var json = false

    @Flag(help: "Also print every frame's time, CPU milliseconds (split into view engine and pixels) and redrawn pixel rectangle.")
    var perFrame = false

    @Option(help: "How many threads draw each frame (1 to 8); with more than one, frame times are wall-clock time.")
    var threads: Int = 1

    @Flag(help: "With --threads above 1, split every frame with enough damage over the threads, even while splitting does not pay (the other cores busy); by default frames are drawn by one thread for a while then, as in the window.")
    var alwaysSplit = false

    @Flag(help: "Time frames by the wall clock rather than the rendering thread's CPU time (always so with --threads above 1).")
    var wallClock = false

    @Option(help: "Measure the view engine alone on a synthetic list of about N nodes (10 to 1000000) instead of a scene: idle, one-leaf @State, text relayout and root @State frames, and bytes per node.")
    var tree: Int?

    @Option(help: "Measure a ScrollView with a LazyVStack of N rows (1 to 1000000) flung from the top at 1280x800 instead of a scene: frame times, rows alive, memory.")
    var list: Int?

    @Option(help: "The Assets folder to use (only it); by default it is found next to the program or above it.")
    var assets: String?

    @MainActor func execute() throws {
        if let tree {
            guard (10...1_000_000).contains(tree) else { throw HeroError.usage("--tree must be from 10 to 1000000") }
            let env = try Environment(assetsFolder: assets)
            let result = TreeBenchmark.run(nodes: tree, frames: min(frames ?? 240, 30), glyphs: env.glyphs, icons: env.icons)
            StandardStreams.line(json ? result.json : result.text)
            return
        }
        if let list {
            guard (1...1_000_000).contains(list) else { throw HeroError.usage("--list must be from 1 to 1000000") }
            let frames = self.frames ?? 100
            guard (1...100_000).contains(frames) else { throw HeroError.usage("--frames must be from 1 to 100000") }
            guard (1...100).contains(runs) else { throw HeroError.usage("--runs must be from 1 to 100") }
            let env = try Environment(assetsFolder: assets)
            let result = ListBenchmark.run(rows: list, wheelFrames: frames, runs: runs, glyphs: env.glyphs, icons: env.icons,
                                           images: { [assets = env.assets] name in try? assets.image(name) })
            if perFrame { StandardStreams.line(result.perFrameText) }
            StandardStreams.line(json ? result.json : result.text)
            return
        }
        let frames = self.frames ?? 240
        let descriptor = try SceneOptionsGroup.descriptor(scene)
        guard let s = WindowSize.parse(size) else { throw HeroError.usage("--size \(InputLimits.quoted(size)) is not WxH with whole numbers of points from 1 to 16384") }
        guard (1...100_000).contains(frames) else { throw HeroError.usage("--frames must be from 1 to 100000") }
        guard (1...8).contains(threads) else { throw HeroError.usage("--threads must be from 1 to 8") }
        let pointSize = Size(width: Double(s.width), height: Double(s.height))
        let env = try Environment(assetsFolder: assets)
        let script = try EventScriptParser.parse(inline: descriptor.demoScript)
        let rest = try EventScriptParser.parse(inline: descriptor.restScript)
        let result = try Benchmark.run(name: descriptor.name, size: pointSize, frames: frames, threads: threads, adaptiveThreads: !alwaysSplit, wallClock: wallClock, script: script, idleScript: rest) { clock in
            FrameLoop(scene: try descriptor.make(env.context(SceneOptions())), size: pointSize, scale: 1, clock: clock, glyphs: env.glyphs)
        }
        if perFrame { StandardStreams.line(result.perFrameText) }
        StandardStreams.line(json ? result.json : result.text)
    }
}
