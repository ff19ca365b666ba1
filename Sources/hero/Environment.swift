import Foundation
import Runtime
import SDLPlatform
import Typography

/// Fonts, icons and assets, found and checked once at start (a missing one is exit code 3).
@MainActor
struct Environment {
    let glyphs: GlyphCache
    let icons: IconCatalog
    let assets: AssetLibrary

    init(assetsFolder: String?) throws {
        glyphs = GlyphCache(source: try SDLGlyphSource())
        icons = try FontFiles.iconCatalog()
        assets = AssetLibrary(root: try AssetLocator.locate(explicit: assetsFolder), codec: SDLImageCodec())
    }

    func context(_ options: SceneOptions) -> SceneContext {
        SceneContext(glyphs: glyphs, icons: icons, assets: assets, options: options)
    }
}
