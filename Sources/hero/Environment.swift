import Foundation
import Runtime
import SDLPlatform
import Typography

/// Fonts, icons and assets, found and checked once at start (a missing or damaged one is exit code 3;
/// every font face is opened and draws a probe glyph, see `SDLGlyphSource.init`).
@MainActor
struct Environment {
    let glyphs: GlyphCache
    let icons: IconCatalog
    let assets: AssetLibrary

    init(assetsFolder: String?) throws {
        let root = try AssetLocator.locate(explicit: assetsFolder)
        icons = try FontFiles.iconCatalog()
        glyphs = GlyphCache(source: try SDLGlyphSource(assets: root, icons: icons))
        assets = AssetLibrary(root: root, codec: SDLImageCodec())
    }

    func context(_ options: SceneOptions) -> SceneContext {
        SceneContext(glyphs: glyphs, icons: icons, assets: assets, options: options)
    }
}
