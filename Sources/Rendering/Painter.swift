import Geometry
import Raster
import Typography

/// Draws display items into a pixmap, scaling points to pixels and translating by (dx, dy) pixels
/// (layers are drawn into their own pixmaps at an offset).
struct Painter {
    let scale: Double
    let glyphs: GlyphCache
    /// Where blurred layers are kept between frames (nil: no caching).
    var cache: LayerCache?

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
                let o = Point(x: origin.x * s + dx, y: origin.y * s + dy)
                target.draw(layout, atPixel: o, color: color, glyphs: glyphs, clip: Clip(rect: clip), opacity: opacity)
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
        var bounds = target.bounds
        if let shapeClip { bounds = bounds.intersection(IntRect(covering: shapeClip.rect)) }
        let area = clip.intersection(bounds)
        guard !area.isEmpty else { return }
        let layer: Pixmap
        let origin: (x: Int, y: Int)
        if blur > 0 {
            // A blur reads 3σ around each pixel: draw that much more content than is shown. The whole
            // layer is drawn (not just the damaged part) so that it can be reused while it does not change.
            let pad = Int((3 * blur * s).rounded(.up)) + 1
            var source = bounds.insetBy(-pad)
            if opaqueBlur {
                // An opaque blur repeats the edge pixels of the layer's own bounds (its clip), as SwiftUI's
                // blur(radius:opaque: true) does, instead of blurring in the transparent surroundings.
                source = source.intersection(target.bounds)
                if shapeClip != nil { source = source.intersection(bounds.insetBy(1)) }
            }
            guard !source.isEmpty else { return }
            let key = LayerCache.Key(items: inner, source: source, dx: dx, dy: dy, scale: s, blur: blur, opaque: opaqueBlur)
            let render = { [self] () -> Pixmap in
                var copy = self
                var pixmap = Pixmap(width: source.width, height: source.height)
                copy.draw(inner, into: &pixmap, dx: dx - Double(source.x0), dy: dy - Double(source.y0), clip: pixmap.bounds)
                pixmap.blur(sigma: blur * s, edges: opaqueBlur ? .clamp : .transparent)
                return pixmap
            }
            layer = cache?.layer(for: key, make: render) ?? render()
            origin = (source.x0, source.y0)
        } else {
            var pixmap = Pixmap(width: area.width, height: area.height)
            draw(inner, into: &pixmap, dx: dx - Double(area.x0), dy: dy - Double(area.y0), clip: pixmap.bounds)
            layer = pixmap
            origin = (area.x0, area.y0)
        }
        target.composite(layer, atX: origin.x, y: origin.y, opacity: opacity, clip: Clip(rect: area, shape: shapeClip))
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
