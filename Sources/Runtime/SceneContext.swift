import Typography

/// What a scene is given: fonts, icons, assets, options. One per frame loop.
@MainActor
public final class SceneContext {
    public let glyphs: GlyphCache
    public let text: TextLayoutEngine
    public let icons: IconCatalog
    public let assets: AssetLibrary
    public var options: SceneOptions

    public init(glyphs: GlyphCache, icons: IconCatalog, assets: AssetLibrary, options: SceneOptions) {
        self.glyphs = glyphs
        self.text = TextLayoutEngine(glyphs: glyphs)
        self.icons = icons
        self.assets = assets
        self.options = options
    }
}
