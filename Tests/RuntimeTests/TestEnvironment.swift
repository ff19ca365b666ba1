import Foundation
import Runtime
import SDLPlatform
import Typography

/// The real fonts, icons and assets for tests that render scenes. SDL_ttf is not thread-safe, so every
/// user runs on the main actor, and there is one shared instance.
@MainActor
enum TestEnvironment {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let glyphs: GlyphCache = GlyphCache(source: try! SDLGlyphSource())
    static let icons: IconCatalog = try! FontFiles.iconCatalog()
    static let assets = AssetLibrary(root: packageRoot.appendingPathComponent("Assets"), codec: SDLImageCodec())

    static func context(_ options: SceneOptions = SceneOptions()) -> SceneContext {
        SceneContext(glyphs: glyphs, icons: icons, assets: assets, options: options)
    }
}
