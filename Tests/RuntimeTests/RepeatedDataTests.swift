import Foundation
import Geometry
@testable import Runtime
@testable import Scripting
@testable import Workshop
@testable import Scenes
import SceneTestSupport
import SDLPlatform
import Testing

/// Scene data that lists one meal, card or line twice. The program refuses it (exit 3 naming both
/// places); the engine must still hold if such data reaches it: once, one repeated meal aborted the
/// program on its first frame (a freed node read through its child's parent link) and a repeated card
/// or line on the first tap. Here each scene is played by the explorer on repeated data, which the
/// library accepts only when told to (`AssetLibrary.acceptsRepeatedIDs`). `make sanitize` runs this
/// under ASan and TSan.
@MainActor
@Suite("Repeated ids in scene data", .serialized)
struct RepeatedDataTests {
    /// An Assets folder whose data files list their first meal, card and line again at the end (and
    /// the second line once more in the middle); the images are the shipped ones.
    static func repeatedAssets() throws -> URL {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("swifthero-repeated-\(getpid())")
        try? fm.removeItem(at: root)
        try fm.createDirectory(at: root.appendingPathComponent("Data"), withIntermediateDirectories: true)
        let shipped = TestEnvironment.packageRoot.appendingPathComponent("Assets")
        try fm.createSymbolicLink(at: root.appendingPathComponent("Images"), withDestinationURL: shipped.appendingPathComponent("Images"))
        for (file, key) in [("meals.json", "meals"), ("studio.json", "cards"), ("lines.json", "lines"), ("dots-level.json", "")] {
            let data = try Data(contentsOf: shipped.appendingPathComponent("Data/\(file)"))
            var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            if !key.isEmpty, var list = json[key] as? [Any], list.count > 1 {
                list.append(list[0])
                list.insert(list[1], at: list.count / 2)
                json[key] = list
            }
            try JSONSerialization.data(withJSONObject: json).write(to: root.appendingPathComponent("Data/\(file)"))
        }
        return root
    }

    @Test("the loader refuses a repeated id naming both places")
    func loaderRefuses() throws {
        let root = try Self.repeatedAssets()
        defer { try? FileManager.default.removeItem(at: root) }
        let library = AssetLibrary(root: root, codec: SDLImageCodec())
        for (file, type, message) in [("meals.json", MealsScene.Model.self as any BoundedData.Type, "meals[3].id 'starter' repeats meals[1].id"),
                                       ("studio.json", StudioScene.Model.self, "repeats cards[1].id"),
                                       ("lines.json", LinesScene.Model.self, "repeats lines[1].id")] {
            #expect(throws: AssetError.self) { _ = try library.data("Data/\(file)", as: type) }
            do { _ = try library.data("Data/\(file)", as: type) } catch {
                #expect("\(error)".contains(message), "\(error)")
            }
        }
    }

    @Test("every scene plays random events on repeated data without reading a freed view", arguments: ["lines", "studio", "meals"])
    func scenesPlay(scene: String) throws {
        let root = try Self.repeatedAssets()
        defer { try? FileManager.default.removeItem(at: root) }
        let library = AssetLibrary(root: root, codec: SDLImageCodec())
        library.acceptsRepeatedIDs = true
        // Two views claim each repeated matched id, and the trace cannot tell them apart: the pair
        // invariants (and those that follow an element by its id) would judge two views as one.
        var settings = Explorer.Settings(steps: 8)
        settings.unchecked = [.matched, .continuity, .order, .slot]
        let explorer = Explorer(descriptor: try #require(SceneCatalog.descriptor(named: scene)), settings: settings,
                                glyphs: TestEnvironment.glyphs,
                                context: { SceneContext(glyphs: TestEnvironment.glyphs, icons: TestEnvironment.icons, assets: library, options: $0) })
        for seed: UInt64 in 1...1 {
            let run = try explorer.explore(seed: seed)
            #expect(run.violation == nil && run.frames > 60, "seed \(seed): \(run.frames) frames, \(run.violation?.description ?? "")")
        }
    }
}
