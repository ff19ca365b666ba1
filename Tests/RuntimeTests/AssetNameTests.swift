import Foundation
import Raster
import Runtime
import Testing

@Suite("Asset names")
struct AssetNameTests {
    @Test("an asset path from data is plain names only")
    @MainActor func plainAssetNames() {
        let assets = AssetLibrary(root: URL(fileURLWithPath: "/nonexistent/Assets"), codec: NoCodec())
        for bad in ["Images/meals/../../x.png", "/etc/passwd", "Images//x.png", "Images/./x.png"] {
            #expect { try assets.image(bad) } throws: { "\($0)".contains("not a plain asset name") }
        }
        #expect { try assets.image("Images/meals/dessert.png") } throws: { "\($0)".contains("no such file") }
    }
}

/// A codec that never reads a file: the name check comes first.
struct NoCodec: ImageCodec {
    func decode(path: String) throws -> Pixmap { Pixmap(width: 1, height: 1) }
    func writePNG(_ pixmap: Pixmap, to path: String) throws {}
}
