import Raster

/// Decodes and encodes image files. SDLPlatform implements it with SDL2_image; the core never needs
/// to know which library does the work.
public protocol ImageCodec: Sendable {
    /// Decodes a PNG or JPEG file into a premultiplied pixmap. Throws `AssetError` naming the file.
    func decode(path: String) throws -> Pixmap
    /// Writes `pixmap` as a PNG file. Throws when the file cannot be written.
    func writePNG(_ pixmap: Pixmap, to path: String) throws
}
