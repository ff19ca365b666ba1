import Foundation
import Runtime
import Scenes
import Scripting

/// The fuzzers' entry points, as plain functions so the corpus replay test calls exactly what the
/// libFuzzer executables in Fuzz/ call. Each takes arbitrary bytes and must return (never trap, never
/// read out of bounds) whatever they hold; the result is only there so the work is not optimized away.
public enum FuzzEntryPoints {
    /// The event-script parser, on the bytes as a script file and as `--do` text. Every parsed event
    /// is printed back as a script line, and the printed script must parse again.
    @discardableResult
    public static func eventScript(_ bytes: [UInt8]) -> Int {
        let text = String(decoding: bytes, as: UTF8.self)
        var events = 0
        for inline in [false, true] {
            guard let parsed = try? (inline ? EventScriptParser.parse(inline: text) : EventScriptParser.parse(file: text)) else { continue }
            events += parsed.count
            let printed = parsed.map(\.scriptLine).joined(separator: "\n")
            _ = parsed.map(\.endTime)
            do {
                let again = try EventScriptParser.parse(file: printed)
                precondition(again.count == parsed.count, "a printed script parses to \(again.count) events, not \(parsed.count)")
            } catch {
                preconditionFailure("a printed script does not parse: \(error)")
            }
        }
        return events
    }

    /// The image header and structure check (`ImageHeader.check`) on the bytes as a whole file.
    @discardableResult
    public static func imageHeader(_ bytes: [UInt8]) -> Int {
        guard let header = try? ImageHeader.check(bytes) else { return 0 }
        precondition(header.width >= 1 && header.height >= 1 && header.width * header.height <= ImageHeader.maximumPixels)
        return header.width * header.height
    }

    /// The scene data decoders: the bytes as each scene's data file, each checked against its limits
    /// (`SceneDataDecoding.decodeEvery`). Returns how many of the four accepted the bytes.
    @discardableResult
    public static func sceneData(_ bytes: [UInt8]) -> Int {
        SceneDataDecoding.decodeEvery(bytes)
    }
}
