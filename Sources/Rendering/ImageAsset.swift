import Raster

/// A decoded image shared by reference: display lists compare images by identity, never pixel by pixel.
public final class ImageAsset: Sendable, Equatable {
    /// The asset's name, for logs and traces.
    public let name: String
    /// The decoded pixels (premultiplied RGBA8).
    public let pixmap: Pixmap
    /// True when the image has pixels and every one is fully opaque (it hides whatever it is drawn over).
    public let isOpaque: Bool

    /// An asset wrapping `pixmap`; its opacity is computed once here.
    public init(name: String, pixmap: Pixmap) {
        self.name = name
        self.pixmap = pixmap
        isOpaque = !pixmap.pixels.isEmpty && pixmap.pixels.allSatisfy { $0 >> 24 == 255 }
    }

    /// Identity: two assets are equal only when they are the same object.
    public static func == (a: ImageAsset, b: ImageAsset) -> Bool { a === b }
}
