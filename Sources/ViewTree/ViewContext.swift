import Rendering
import Typography

/// What views need from outside the tree: text layout, icon names, images by name.
@MainActor
public struct ViewContext {
    /// Measures and breaks text (and so fixes the fonts' glyph cache).
    public let text: TextLayoutEngine
    /// Icon names to codepoints, for `Icon`.
    public let icons: IconCatalog
    /// The image called `name` (an Assets-relative path such as "Images/dessert.png"), or nil.
    public let images: @MainActor (String) -> ImageAsset?
    /// Symbol names resolved against `icons` (SymbolText.swift).
    let symbolNames = SymbolNameCache()

    /// The services views use: text layout, icon names and image lookup.
    public init(text: TextLayoutEngine, icons: IconCatalog, images: @escaping @MainActor (String) -> ImageAsset?) {
        self.text = text
        self.icons = icons
        self.images = images
    }
}
