import ArgumentParser
import Foundation
import Geometry
import Runtime
import Scripting
import Workshop
import Scenes
import ViewTree

struct ExploreCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Play random, seeded events on scenes in virtual time and check every frame's invariants.",
        discussion: """
        Invariants: \(ExploreInvariant.allCases.map(\.rawValue).joined(separator: ", ")). On a violation it prints \
        scene, seed, invariant, time and element, writes a shrunk script that `hero snapshot --script` replays \
        to DIR/<scene>-<seed>.txt, and exits 5.
        """)

    @Option(help: "The scene to explore (see `hero scenes`).")
    var scene: String?

    @Flag(help: "Explore every scene.")
    var all = false

    @Option(help: "How many seeds per scene (1 to 100000).")
    var seeds: Int = 10

    @Option(help: "The first seed; seeds S, S+1, ... are played.")
    var seed: UInt64 = 1

    @Option(help: "Events per seed (1 to 10000).")
    var steps: Int = 40

    @Option(help: "The window size in points at the start, WxH (each 100 to 4096).")
    var size: String = "1280x800"

    @Flag(help: "Print one JSON object with the invariants and, per scene, seeds, events, frames and violations.")
    var json = false

    @Option(help: "The folder a violation's shrunk script is written to (made when missing).")
    var repro: String = "explore-repro"

    @Option(help: "The Assets folder to use (only it); by default it is found next to the program or above it.")
    var assets: String?

    @Option(help: "A file of open violations (lines `SCENE SEED INVARIANT`, # comments): those are reported as known and do not fail the run; any other one does.")
    var known: String?

    @Option(help: "Replay this script (a repro) with every check instead of random events: --scene and --seed name the play; exits 5 with the violation it shows, 0 when none.", completion: .file())
    var script: String?

    @Option(name: .customLong("do"), help: "Replay these events (separated by ';') with every check, as --script does.")
    var events: String?

    @Flag(help: "Play every seed with slow animations on from the start (the s key still toggles them).")
    var slow = false

    @Flag(name: .customLong("reduce-motion"), help: "Play every seed with reduced motion on from the start (the r key still toggles it).")
    var reduceMotion = false

    /// Breaks the engine on purpose, to show the explorer catches it (`PlantedFaults`): `stale-layout`,
    /// `hit-layout-frame`, `resize-snap`.
    @Option(name: .customLong("inject-fault"), help: .hidden)
    var faults: [String] = []

    @MainActor func execute() throws {
        let descriptors: [SceneDescriptor]
        switch (scene, all) {
        case (nil, false): throw HeroError.usage("name a scene with --scene NAME, or use --all")
        case (.some, true): throw HeroError.usage("--scene and --all cannot be used together")
        case (let name?, false): descriptors = [try SceneOptionsGroup.descriptor(name)]
        case (nil, true): descriptors = SceneCatalog.all
        }
        guard (1...100_000).contains(seeds) else { throw HeroError.usage("--seeds must be from 1 to 100000") }
        guard (1...10_000).contains(steps) else { throw HeroError.usage("--steps must be from 1 to 10000") }
        guard let s = WindowSize.parse(size), (100...4096).contains(s.width), (100...4096).contains(s.height) else {
            throw HeroError.usage("--size \(InputLimits.quoted(size)) is not WxH with whole numbers of points from 100 to 4096")
        }
        for fault in faults where !PlantedFaults.inject(fault) {
            let known = PlantedFaults.names.map(\.name).joined(separator: ", ")
            throw HeroError.usage("unknown fault \(InputLimits.quoted(fault)) (known: \(known))")
        }
        let knownIssues = try known.map(readKnown) ?? []
        let env = try Environment(assetsFolder: assets)
        var settings = Explorer.Settings(size: Size(width: Double(s.width), height: Double(s.height)), steps: steps)
        settings.slow = slow
        settings.reduceMotion = reduceMotion

        if script != nil || events != nil {
            guard descriptors.count == 1, let d = descriptors.first else { throw HeroError.usage("--script and --do replay one scene: name it with --scene") }
            let fixed = try SceneOptionsGroup.events(script: script, inline: events)
            let explorer = Explorer(descriptor: d, settings: settings, glyphs: env.glyphs, context: { env.context($0) })
            let run = try explorer.replay(fixed, seed: seed)
            guard let v = run.violation else {
                StandardStreams.line("explore: \(d.name) seed \(seed): \(fixed.count) events, \(run.frames) frames, no violation")
                return
            }
            throw HeroError.invariant("explore: \(v)")
        }

        var summaries: [(name: String, events: Int, frames: Int, violations: Int)] = []
        var messages: [String] = []
        for d in descriptors {
            let explorer = Explorer(descriptor: d, settings: settings, glyphs: env.glyphs, context: { env.context($0) })
            var events = 0, frames = 0, violations = 0
            for k in 0..<UInt64(seeds) {
                let seed = seed &+ k
                let run = try explorer.explore(seed: seed)
                events += run.events.count
                frames += run.frames
                guard let v = run.violation else { continue }
                violations += 1
                let path = (repro as NSString).appendingPathComponent("\(d.name)-\(seed).txt")
                let shrunk = try explorer.shrink(run, seed: seed)
                let shown = shrunk.violation ?? v
                try write(explorer.reproScript(shrunk.events, seed: seed, violation: shown, file: path), to: path)
                let isKnown = knownIssues.contains { $0.scene == d.name && $0.seed == seed && $0.invariant == v.invariant.rawValue }
                let message = "explore: \(isKnown ? "known (open, listed in \(known ?? "")): " : "")\(shown) (repro: \(path), \(shrunk.events.count) of \(run.events.count) events)"
                if !isKnown { messages.append(message) }
                StandardStreams.error(message + "\n")
            }
            summaries.append((d.name, events, frames, violations))
            if !json {
                StandardStreams.line("explore: \(d.name): \(seeds) seeds, \(events) events, \(frames) frames, \(violations) violations")
            }
        }
        if json {
            let invariants = ExploreInvariant.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ",")
            let scenes = summaries.map { "\"\($0.name)\":{\"seeds\":\(seeds),\"events\":\($0.events),\"frames\":\($0.frames),\"violations\":\($0.violations)}" }
            StandardStreams.line("{\"invariants\":[\(invariants)],\"scenes\":{\(scenes.joined(separator: ","))}}")
        }
        if !messages.isEmpty {
            throw HeroError.invariant("explore found \(messages.count) violation\(messages.count == 1 ? "" : "s"); the first: \(messages[0])")
        }
    }

    /// The open violations listed in `path`: one `SCENE SEED INVARIANT` per line; `#` starts a comment.
    private func readKnown(_ path: String) throws -> [(scene: String, seed: UInt64, invariant: String)] {
        let text = try OutputPaths.readText(path, what: "the known-violations file")
        var out: [(scene: String, seed: UInt64, invariant: String)] = []
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if words.isEmpty { continue }
            guard words.count == 3, let seed = UInt64(words[1]), ExploreInvariant(rawValue: words[2]) != nil else {
                throw HeroError.usage("\(InputLimits.quoted(path)):\(i + 1): expected SCENE SEED INVARIANT")
            }
            out.append((words[0], seed, words[2]))
        }
        return out
    }

    private func write(_ text: String, to path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try OutputFile.write(text, to: path)
        } catch let error as OutputFile.Failure {
            throw HeroError.output("cannot write the repro script: \(error)")
        } catch {
            throw HeroError.usage("cannot write the repro script '\(path)': \(error.localizedDescription)")
        }
    }
}
