import Typography

/// What a scene is given: fonts, icons, assets, options. One per frame loop.
@MainActor
public final class SceneContext {
    /// The glyph cache (fonts at every size).
    public let glyphs: GlyphCache
    /// Text layout over `glyphs`.
    public let text: TextLayoutEngine
    /// Icon names to codepoints.
    public let icons: IconCatalog
    /// Images and data files.
    public let assets: AssetLibrary
    /// Speed, appearance and seed.
    public var options: SceneOptions

    /// A context from its parts.
    public init(glyphs: GlyphCache, icons: IconCatalog, assets: AssetLibrary, options: SceneOptions) {
        self.glyphs = glyphs
        self.text = TextLayoutEngine(glyphs: glyphs)
        self.icons = icons
        self.assets = assets
        self.options = options
    }
}
