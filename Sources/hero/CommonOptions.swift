import ArgumentParser
import Geometry
import Runtime
import Scripting
import Scenes

/// Options shared by the commands that show a scene.
struct SceneOptionsGroup: ParsableArguments {
    @Option(help: "The window size in points, WxH (each 1 to 16384).")
    var size: String = "1280x800"

    @Flag(help: "Every named animation becomes easeInOut 4 s.")
    var slow = false

    @Flag(name: .customLong("reduce-motion"), help: "Reduced motion: matched flights become short crossfades where the views land, springs do not overshoot (the r key toggles it).")
    var reduceMotion = false

    @Flag(name: .customLong("dark"), help: "Dark appearance.")
    var dark = false

    @Flag(name: .customLong("light"), help: "Light appearance.")
    var light = false

    @Option(help: "The Assets folder to use (only it); by default it is found next to the program or above it.")
    var assets: String?

    func parsedSize() throws -> Size {
        guard let s = WindowSize.parse(size) else {
            throw HeroError.usage("--size \(InputLimits.quoted(size)) is not WxH with whole numbers of points from 1 to 16384")
        }
        return Size(width: Double(s.width), height: Double(s.height))
    }

    func appearance() throws -> Bool? {
        if dark && light { throw HeroError.usage("--dark and --light cannot be used together") }
        return dark ? true : (light ? false : nil)
    }

    /// The scene options these flags ask for, with `seed` (shared by every headless command, so each
    /// honours --slow, --reduce-motion and the appearance alike).
    func sceneOptions(seed: UInt64) throws -> SceneOptions {
        SceneOptions(slowAnimations: slow, dark: try appearance(), seed: seed, reduceMotion: reduceMotion)
    }

    /// The events of `--script FILE` or `--do "EVENTS"` (at most one of them), else `fallback`'s.
    static func events(script: String?, inline: String?, fallback: String? = nil) throws -> [ScriptEvent] {
        if script != nil && inline != nil { throw HeroError.usage("--script and --do cannot be used together") }
        if let script { return try EventScriptParser.parse(file: try OutputPaths.readScript(script)) }
        if let inline { return try EventScriptParser.parse(inline: inline) }
        if let fallback { return try EventScriptParser.parse(inline: fallback) }
        return []
    }

    static func descriptor(_ name: String) throws -> SceneDescriptor {
        guard let d = SceneCatalog.descriptor(named: name) else {
            throw HeroError.usage("unknown scene \(InputLimits.quoted(name)); scenes: \(SceneCatalog.all.map(\.name).joined(separator: ", "))")
        }
        return d
    }
}

extension SceneOptionsGroup {
    /// Shell completion of `--scene`: the scene names.
    static var sceneCompletion: CompletionKind { .list(SceneCatalog.all.map(\.name)) }
}
