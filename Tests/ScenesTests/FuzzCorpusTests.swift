import Foundation
import Runtime
@testable import Workshop
import Scenes
import Testing

/// Replays the committed fuzz corpus (Fuzz/corpus/<target>/, seeds and every input a fuzzer ever
/// crashed on) through the same entry points the libFuzzer executables call, so `make test` keeps
/// them passing without building the fuzzers.
@Suite("fuzz corpus replay")
struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")

    static func inputs(_ target: String) throws -> [(name: String, bytes: [UInt8])] {
        let folder = corpus.appendingPathComponent(target)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.map { ($0, [UInt8](try Data(contentsOf: folder.appendingPathComponent($0)))) }
    }

    @Test("every committed input of each target runs through its entry point without trapping", arguments: [
        "event-script", "scene-data", "image-header",
    ])
    func replay(target: String) throws {
        let inputs = try Self.inputs(target)
        #expect(inputs.count >= 3)
        for input in inputs {
            switch target {
            case "event-script": FuzzEntryPoints.eventScript(input.bytes)
            case "scene-data": FuzzEntryPoints.sceneData(input.bytes)
            default: FuzzEntryPoints.imageHeader(input.bytes)
            }
        }
    }

    @Test("the seeds are what they say: the shipped data files decode, the whole images pass, the demo scripts parse")
    func seedsAreValid() throws {
        let data = try Self.inputs("scene-data").filter { ["dots-level.json", "lines.json", "studio.json", "meals.json"].contains($0.name) }
        #expect(data.count == 4 && data.allSatisfy { FuzzEntryPoints.sceneData($0.bytes) == 1 })
        let images = try Self.inputs("image-header").filter { ($0.name.hasSuffix(".png") || $0.name.hasSuffix(".jpg")) && !$0.name.hasPrefix("truncated") }
        #expect(images.count == 5 && images.allSatisfy { FuzzEntryPoints.imageHeader($0.bytes) > 0 })
        #expect(try Self.inputs("event-script").filter { $0.name.hasSuffix("-demo.txt") }.allSatisfy { FuzzEntryPoints.eventScript($0.bytes) > 0 })
    }
}
