import Foundation
import Testing

/// Every font face is opened and checked at start, with a known glyph each (a letter, an icon):
/// a damaged, garbage or wrong face is exit 3 naming the file and where it comes from. The faces are
/// put in a copied Assets folder's `Fonts/`, which is searched before the system's font folders.
@Suite("fonts are checked at start")
struct FontCheckTests {
    /// A copy of the package's Assets folder with an (empty) `Fonts/` folder in it.
    static func copiedAssets() throws -> String {
        let assets = ExitCodeTests.temporaryFolder() + "/Assets"
        try FileManager.default.copyItem(atPath: ExitCodeTests.root.appendingPathComponent("Assets").path, toPath: assets)
        try FileManager.default.createDirectory(atPath: assets + "/Fonts", withIntermediateDirectories: true)
        return assets
    }

    static func snapshot(assets: String) throws -> ExitCodeTests.Result {
        try ExitCodeTests.hero(["snapshot", "--scene", "lines", "--at", "0", "--out", ExitCodeTests.temporaryFolder(), "--assets", assets])
    }

    static let iconFont = "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf"
    static let serifFont = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"

    @Test("a garbage Inter-SemiBold.otf in Assets/Fonts exits 3 naming the file and that it is shipped in Assets/")
    func garbageTextFace() throws {
        let assets = try Self.copiedAssets()
        let path = assets + "/Fonts/Inter-SemiBold.otf"
        try Data((0..<4000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }).write(to: URL(fileURLWithPath: path))
        let r = try Self.snapshot(assets: assets)
        #expect(r.code == 3, "exit \(r.code): \(r.errors)")
        #expect(r.errors.contains("Inter-SemiBold.otf"), "\(r.errors)")
        #expect(r.errors.contains("shipped in Assets/"), "\(r.errors)")
        #expect(r.errors.split(separator: "\n").count == 1, "\(r.errors)")
    }

    @Test("a truncated icon font exits 3 naming the file")
    func truncatedIconFace() throws {
        let assets = try Self.copiedAssets()
        let whole = try Data(contentsOf: URL(fileURLWithPath: Self.iconFont))
        try whole.prefix(whole.count / 3).write(to: URL(fileURLWithPath: assets + "/Fonts/materialdesignicons-webfont.ttf"))
        let r = try Self.snapshot(assets: assets)
        #expect(r.code == 3, "exit \(r.code): \(r.errors)")
        #expect(r.errors.contains("materialdesignicons-webfont.ttf"), "\(r.errors)")
    }

    @Test("a readable font without the icons (a text face under the icon font's name) exits 3 naming the missing glyph")
    func iconFaceWithoutIcons() throws {
        let assets = try Self.copiedAssets()
        try FileManager.default.copyItem(atPath: Self.serifFont, toPath: assets + "/Fonts/MaterialIcons-Regular.ttf")
        let r = try Self.snapshot(assets: assets)
        #expect(r.code == 3, "exit \(r.code): \(r.errors)")
        #expect(r.errors.contains("MaterialIcons-Regular.ttf"), "\(r.errors)")
        #expect(r.errors.contains("no glyph"), "\(r.errors)")
    }

    @Test("an empty Inter-Regular.otf exits 3; a good face in Assets/Fonts is used and exits 0")
    func emptyAndGoodFaces() throws {
        let assets = try Self.copiedAssets()
        try Data().write(to: URL(fileURLWithPath: assets + "/Fonts/Inter-Regular.otf"))
        let empty = try Self.snapshot(assets: assets)
        #expect(empty.code == 3, "exit \(empty.code): \(empty.errors)")
        #expect(empty.errors.contains("Inter-Regular.otf"), "\(empty.errors)")
        try FileManager.default.removeItem(atPath: assets + "/Fonts/Inter-Regular.otf")
        try FileManager.default.copyItem(atPath: Self.serifFont, toPath: assets + "/Fonts/DejaVuSerif.ttf")
        let good = try Self.snapshot(assets: assets)
        #expect(good.code == 0, "exit \(good.code): \(good.errors)")
    }
}
