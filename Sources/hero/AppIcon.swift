import Geometry
import Raster

/// SwiftHero's icon, drawn by the project's own rasterizer at any size: a rounded tile in a blue to
/// violet gradient, a small card at its lower left that flies (three fading in-between frames) to a
/// large card at its upper right, the matched-geometry hero transition in one picture. Transparent
/// outside the tile. Deterministic: the same size always gives the same pixels.
enum AppIcon {
    /// The sizes installed under share/icons/hicolor (pixels a side).
    static let installedSizes = [48, 128, 256]

    /// The icon at `size`×`size` pixels.
    static func draw(size: Int) -> Pixmap {
        let s = Double(size)
        var p = Pixmap(width: size, height: size)
        func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double) -> RoundedRect {
            RoundedRect(rect: Rect(x: x * s, y: y * s, width: w * s, height: h * s), radius: radius * s)
        }
        let tile = r(0.04, 0.04, 0.92, 0.92, radius: 0.2)
        p.drawShadow(of: tile, color: Color(white: 0, alpha: 0.3), radius: 0.04 * s, offset: Point(x: 0, y: 0.015 * s))
        p.fill(.roundedRect(tile), with: .linearGradient(LinearGradient(
            start: Point(x: 0.1 * s, y: 0.05 * s), end: Point(x: 0.9 * s, y: 0.95 * s),
            stops: [.init(0, Color(hex: 0x2F80ED)), .init(1, Color(hex: 0x8E44EF))])))
        // The flight: from the small card (lower left) to the large one (upper right).
        let from = (x: 0.16, y: 0.58, w: 0.24, h: 0.26), to = (x: 0.36, y: 0.16, w: 0.48, h: 0.5)
        for (i, t) in [0.25, 0.5, 0.75].enumerated() {
            let x = from.x + (to.x - from.x) * t, y = from.y + (to.y - from.y) * t
            let w = from.w + (to.w - from.w) * t, h = from.h + (to.h - from.h) * t
            p.fill(.roundedRect(r(x, y, w, h, radius: 0.05)), with: .solid(Color(white: 1, alpha: 0.16 + 0.08 * Double(i))))
        }
        p.fill(.roundedRect(r(from.x, from.y, from.w, from.h, radius: 0.04)), with: .solid(Color(white: 1, alpha: 0.55)))
        let card = r(to.x, to.y, to.w, to.h, radius: 0.07)
        p.drawShadow(of: card, color: Color(white: 0, alpha: 0.25), radius: 0.03 * s, offset: Point(x: 0, y: 0.01 * s))
        p.fill(.roundedRect(card), with: .solid(.white))
        // The card's content: a coloured picture block and two text lines.
        p.fill(.roundedRect(r(to.x + 0.04, to.y + 0.04, to.w - 0.08, 0.22, radius: 0.035)), with: .linearGradient(LinearGradient(
            start: Point(x: (to.x + 0.04) * s, y: 0), end: Point(x: (to.x + to.w - 0.04) * s, y: 0),
            stops: [.init(0, Color(hex: 0xFF9500)), .init(1, Color(hex: 0xFF3B30))])))
        p.fill(.roundedRect(r(to.x + 0.04, to.y + 0.31, to.w - 0.16, 0.05, radius: 0.025)), with: .solid(Color(hex: 0x3A3A4A)))
        p.fill(.roundedRect(r(to.x + 0.04, to.y + 0.40, to.w - 0.24, 0.04, radius: 0.02)), with: .solid(Color(hex: 0xA0A0B0)))
        return p
    }
}
