import Foundation
import Runtime
@testable import Workshop
import Scenes
import SDLPlatform
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
        "event-script", "scene-data", "image-header", "image-decode", "font-file",
    ])
    @MainActor func replay(target: String) throws {
        let inputs = try Self.inputs(target)
        #expect(inputs.count >= 3)
        for input in inputs {
            switch target {
            case "event-script": FuzzEntryPoints.eventScript(input.bytes)
            case "scene-data": FuzzEntryPoints.sceneData(input.bytes)
            case "image-header": FuzzEntryPoints.imageHeader(input.bytes)
            case "image-decode": PlatformFuzzEntryPoints.imageFile(input.bytes)
            default: PlatformFuzzEntryPoints.fontFile(input.bytes)
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

    @Test("the platform targets' seeds: the whole images decode, the seed font passes the check and draws, the cut ones are refused")
    @MainActor func platformSeedsAreValid() throws {
        let whole = try Self.inputs("image-decode").filter { ($0.name.hasSuffix(".png") || $0.name.hasSuffix(".jpg")) && !$0.name.hasPrefix("truncated") }
        #expect(whole.count == 5 && whole.allSatisfy { PlatformFuzzEntryPoints.imageFile($0.bytes) > 0 })
        let fonts = try Self.inputs("font-file")
        #expect(PlatformFuzzEntryPoints.fontFile(try #require(fonts.first { $0.name == "tiny.ttf" }).bytes) > 0)
        for cut in fonts where cut.name == "truncated-half.ttf" || cut.name == "directory-only.ttf" {
            #expect(PlatformFuzzEntryPoints.fontFile(cut.bytes) == 0, "\(cut.name)")
        }
    }
}
