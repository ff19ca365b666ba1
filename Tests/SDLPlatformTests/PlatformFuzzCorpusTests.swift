import Foundation
import SDLPlatform
import Testing

/// Replays the committed corpus of the platform's fuzz targets (Fuzz/corpus/image-decode and
/// font-file: seeds and every input a fuzzer ever crashed on) through the entry points the libFuzzer
/// executables call, so `make test` keeps them passing without building the fuzzers.
@Suite("platform fuzz corpus replay")
struct PlatformFuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")

    static func inputs(_ target: String) throws -> [(name: String, bytes: [UInt8])] {
        let folder = corpus.appendingPathComponent(target)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.map { ($0, [UInt8](try Data(contentsOf: folder.appendingPathComponent($0)))) }
    }

    @Test("every committed image and font input runs through its entry point without trapping",
          arguments: ["image-decode", "font-file"])
    @MainActor func replay(target: String) throws {
        let inputs = try Self.inputs(target)
        #expect(inputs.count >= 3)
        for input in inputs {
            if target == "image-decode" { PlatformFuzzEntryPoints.imageFile(input.bytes) } else { PlatformFuzzEntryPoints.fontFile(input.bytes) }
        }
    }

    @Test("the seeds are what they say: the whole images decode, the seed font passes the check and draws, the cut ones are refused")
    @MainActor func seedsAreValid() throws {
        let images = try Self.inputs("image-decode")
        let whole = images.filter { !$0.name.hasPrefix("truncated") && !$0.name.hasPrefix("crash") && $0.name.contains(".") }
        #expect(whole.count == 5 && whole.allSatisfy { PlatformFuzzEntryPoints.imageFile($0.bytes) > 0 })
        let fonts = try Self.inputs("font-file")
        #expect(PlatformFuzzEntryPoints.fontFile(try #require(fonts.first { $0.name == "tiny.ttf" }).bytes) > 0)
        for cut in fonts where cut.name == "truncated-half.ttf" || cut.name == "directory-only.ttf" {
            #expect(PlatformFuzzEntryPoints.fontFile(cut.bytes) == 0, "\(cut.name)")
        }
    }
}
