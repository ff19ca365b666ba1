import Foundation
import Testing

/// The architecture's import rules, read from the sources themselves: every `import` of a project module
/// must follow an allowed arrow, and only SDLPlatform may import CSDL2.
@Suite("Layers")
struct LayerTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let allowed: [String: Set<String>] = {
        let url = root.appendingPathComponent("CMakeHelpers/layers.json")
        guard let data = try? Data(contentsOf: url),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let allowed = json["allowed"] as? [String: [String]] else { return [:] }
        return allowed.mapValues(Set.init)
    }()

    /// (target, imported module, file, line) for every import in Sources/.
    static func imports() throws -> [(String, String, String, Int)] {
        var result: [(String, String, String, Int)] = []
        let sources = root.appendingPathComponent("Sources")
        let regex = try Regex(#"^\s*(?:@\w+\s+)*(?:internal |public |package |private |fileprivate )?import\s+(\w+)"#)
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            guard let files = FileManager.default.enumerator(atPath: sources.appendingPathComponent(target).path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: sources.appendingPathComponent(target).appendingPathComponent(file), encoding: .utf8)
                for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    if let m = try regex.firstMatch(in: String(line)), let module = m.output[1].substring {
                        result.append((target, String(module), file, n + 1))
                    }
                }
            }
        }
        return result
    }

    @Test("the layer table knows every target")
    func tableLoaded() throws {
        #expect(!Self.allowed.isEmpty)
        for target in try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path) {
            #expect(Self.allowed[target] != nil, "target \(target) is missing from CMakeHelpers/layers.json")
        }
    }

    @Test("only SDLPlatform imports CSDL2")
    func onlyPlatformImportsSDL() throws {
        for (target, module, file, line) in try Self.imports() where module == "CSDL2" {
            #expect(target == "SDLPlatform", "\(target)/\(file):\(line) imports CSDL2")
        }
    }

    @Test("every import of a project module follows an allowed arrow")
    func arrows() throws {
        let project = Set(Self.allowed.keys)
        for (target, module, file, line) in try Self.imports() where project.contains(module) && module != target {
            #expect(Self.allowed[target]?.contains(module) == true, "\(target)/\(file):\(line) imports \(module)")
        }
    }
}
