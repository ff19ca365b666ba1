import Foundation
import Runtime
import SDLPlatform
import Typography

/// The real fonts, icons and assets for tests that render scenes. SDL_ttf is not thread-safe, so every
/// user runs on the main actor, and there is one shared instance.
@MainActor
public enum TestEnvironment {
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static let glyphs: GlyphCache = GlyphCache(source: try! SDLGlyphSource())
    public static let icons: IconCatalog = try! FontFiles.iconCatalog()
    public static let assets = AssetLibrary(root: packageRoot.appendingPathComponent("Assets"), codec: SDLImageCodec())

    public static func context(_ options: SceneOptions = SceneOptions()) -> SceneContext {
        SceneContext(glyphs: glyphs, icons: icons, assets: assets, options: options)
    }
}
