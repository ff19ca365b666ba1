import SwiftHero

@main struct GalleryApp: App { var body: some Scene { WindowGroup("Gallery") { Gallery(tiles: demoTiles) } } }
