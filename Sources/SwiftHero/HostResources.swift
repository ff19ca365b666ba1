import Foundation
import Geometry
import Runtime
internal import SDLPlatform
import Typography
import ViewTree

/// What a window or a snapshot needs besides the views: the glyph cache over the system's fonts,
/// the icon names, and the images of an `Assets` folder when one is found (`Image("Images/x.png")`).
/// Package-wide: `SwiftHeroTesting`'s `Snapshot` makes its scenes with it too.
@MainActor
package struct HostResources {
    package let glyphs: GlyphCache
    let context: ViewContext

    /// Fonts are required (a missing one throws `AssetError` naming the file and its Debian package);
    /// icons and images are optional: without them icons draw nothing and images are missing.
    package init() throws {
        glyphs = GlyphCache(source: try SDLGlyphSource())
        let icons = (try? FontFiles.iconCatalog()) ?? IconCatalog(codepoints: [:])
        let assets = (try? AssetLocator.locate(explicit: nil)).map { AssetLibrary(root: $0, codec: SDLImageCodec()) }
        context = ViewContext(text: TextLayoutEngine(glyphs: glyphs), icons: icons, images: { name in try? assets?.image(name) })
    }

    /// A scene showing `content` on white at `size` points. Escape goes back: it dismisses the sheet on
    /// top, or pops the innermost navigation stack (`ViewGraph.goBack()`).
    package func scene(size: Size, content: @escaping @MainActor () -> any View) -> ViewScene {
        let graph = ViewGraph(size: size, scale: 1, context: context) { AnyView(erasing: content()) }
        let scene = ViewScene(graph: graph)
        scene.onKey = { [weak graph] name in
            if name == "escape" { graph?.goBack() }
        }
        return scene
    }
}
