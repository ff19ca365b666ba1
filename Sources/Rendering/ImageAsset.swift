import Raster

/// A decoded image shared by reference: display lists compare images by identity, never pixel by pixel.
public final class ImageAsset: Sendable, Equatable {
    public let name: String
    public let pixmap: Pixmap

    public init(name: String, pixmap: Pixmap) {
        self.name = name
        self.pixmap = pixmap
    }

    public static func == (a: ImageAsset, b: ImageAsset) -> Bool { a === b }
}
