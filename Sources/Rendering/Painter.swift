import Geometry
import Raster
import Typography

/// Draws display items into a pixmap, scaling points to pixels and translating by (dx, dy) pixels
/// (layers are drawn into their own pixmaps at an offset).
struct Painter {
    let scale: Double
    let glyphs: GlyphCache

    /// Draws `items` (balanced layers) into `target`, touching only pixels inside `clip`.
    mutating func draw(_ items: ArraySlice<DisplayItem>, into target: inout Pixmap, dx: Double, dy: Double, clip: IntRect) {
        let s = scale
        var i = items.startIndex
        while i < items.endIndex {
            switch items[i] {
            case .shape(let shape, let fill, let opacity):
                let paint: Paint
                switch fill {
                case .color(let c): paint = .solid(c)
                case .linearGradient(let g):
                    paint = .linearGradient(LinearGradient(start: Point(x: g.start.x * s + dx, y: g.start.y * s + dy),
                                                           end: Point(x: g.end.x * s + dx, y: g.end.y * s + dy), stops: g.stops))
                }
                target.fill(shape.transformed(scale: s, dx: dx, dy: dy), with: paint, clip: Clip(rect: clip), opacity: opacity)
            case .image(let asset, let source, let dest, let rounded, let opacity):
                let d = dest.scaled(by: s).offsetBy(dx: dx, dy: dy)
                let paint = ImagePaint(image: asset.pixmap, source: source, destination: d)
                let shapeClip = rounded.map { $0.scaled(by: s).offsetBy(dx: dx, dy: dy) }
                target.fill(.rect(d), with: .image(paint), clip: Clip(rect: clip, shape: shapeClip), opacity: opacity)
            case .text(let layout, let origin, let color, let opacity):
                let o = Point(x: origin.x + dx / s, y: origin.y + dy / s)
                target.draw(layout, at: o, color: color, glyphs: glyphs, clip: Clip(rect: clip), opacity: opacity)
            case .shadow(let shape, let color, let radius, let offset):
                target.drawShadow(of: shape.scaled(by: s).offsetBy(dx: dx, dy: dy), color: color, radius: radius * s,
                                  offset: Point(x: offset.x * s, y: offset.y * s), clip: Clip(rect: clip))
            case .beginLayer(let opacity, let rounded, let blur, let opaqueBlur):
                let end = Self.matchingEnd(items, from: i)
                let inner = items[(i + 1)..<end]
                drawLayer(inner, opacity: opacity, rounded: rounded, blur: blur, opaqueBlur: opaqueBlur,
                          into: &target, dx: dx, dy: dy, clip: clip)
                i = end
            case .endLayer:
                break
            }
            i += 1
        }
    }

    private mutating func drawLayer(_ inner: ArraySlice<DisplayItem>, opacity: Double, rounded: RoundedRect?, blur: Double,
                                    opaqueBlur: Bool, into target: inout Pixmap, dx: Double, dy: Double, clip: IntRect) {
        guard opacity > 0 else { return }
        let s = scale
        let shapeClip = rounded.map { $0.scaled(by: s).offsetBy(dx: dx, dy: dy) }
        var area = clip.intersection(target.bounds)
        if let shapeClip { area = area.intersection(IntRect(covering: shapeClip.rect)) }
        guard !area.isEmpty else { return }
        // A blur reads 3σ around each pixel: draw that much more content than is shown.
        let pad = blur > 0 ? Int((3 * blur * s).rounded(.up)) + 1 : 0
        var source = area.insetBy(-pad)
        if opaqueBlur { source = source.intersection(target.bounds) }
        var layer = Pixmap(width: source.width, height: source.height)
        draw(inner, into: &layer, dx: dx - Double(source.x0), dy: dy - Double(source.y0), clip: layer.bounds)
        if blur > 0 { layer.blur(sigma: blur * s, edges: opaqueBlur ? .clamp : .transparent) }
        target.composite(layer, atX: source.x0, y: source.y0, opacity: opacity, clip: Clip(rect: area, shape: shapeClip))
    }

    static func matchingEnd(_ items: ArraySlice<DisplayItem>, from start: Int) -> Int {
        var depth = 0
        var j = start
        while j < items.endIndex {
            if case .beginLayer = items[j] { depth += 1 } else if case .endLayer = items[j] {
                depth -= 1
                if depth == 0 { return j }
            }
            j += 1
        }
        return items.endIndex - 1
    }
}
