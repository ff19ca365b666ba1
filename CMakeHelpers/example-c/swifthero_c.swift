import Geometry
import Raster

/// Draws a card into `pixels` (`width * height` premultiplied RGBA8 pixels, SDL's RGBA32 layout): a
/// white background, a soft shadow, and a blue rounded rectangle inset by 10 % of the smaller side.
@_cdecl("swifthero_draw_card")
public func drawCard(_ pixels: UnsafeMutablePointer<UInt32>, _ width: Int32, _ height: Int32) {
    let w = Int(max(0, width)), h = Int(max(0, height))
    var image = Pixmap(width: w, height: h, fill: .white)
    let inset = Double(min(w, h)) * 0.1
    let card = RoundedRect(rect: Rect(x: inset, y: inset, width: Double(w) - 2 * inset, height: Double(h) - 2 * inset),
                           radius: inset)
    image.drawShadow(of: card, color: Color.black.opacity(0.3), radius: inset / 2, offset: Point(x: 0, y: inset / 4))
    image.fill(.roundedRect(card), with: .solid(.blue))
    image.pixels.withUnsafeBufferPointer { pixels.update(from: $0.baseAddress!, count: $0.count) }
}
