import Geometry
import Raster

extension Unit {
    /// Up to two disjoint rectangles of whole pixels that drawing this unit leaves opaque whatever was
    /// beneath, largest first. Not the exact opaque region but its largest pieces found cheaply: opaque
    /// colour fills, opaque images, and unblurred layers at full opacity (their content cut to their
    /// clips, clear of rounded corners). Whatever is drawn later over an opaque pixel leaves it opaque.
    /// Two, because a card is often a picture above a text block that meet on a fractional row.
    func opaqueCovers(scale s: Double) -> [IntRect] {
        var found: [IntRect] = []
        Self.opaqueRects(items) { r in
            let cover = IntRect(inside: r.scaled(by: s))
            if !cover.isEmpty { found.append(cover) }
        }
        guard let first = found.max(by: { $0.area < $1.area }) else { return [] }
        let second = found.filter { $0.intersection(first).isEmpty }.max { $0.area < $1.area }
        return [first] + (second.map { [$0] } ?? [])
    }

    /// Calls `found` with every rectangle (points) that `items` paint opaque, each cut by `limit`
    /// (what the enclosing layers' clips leave of a rectangle).
    static func opaqueRects(_ items: ArraySlice<DisplayItem>, limit: (Rect) -> Rect = { $0 }, found: (Rect) -> Void) {
        var i = items.startIndex
        while i < items.endIndex {
            switch items[i] {
            case .shape(.roundedRect(let shape), .color(let c), let opacity) where c.alpha >= 1 && opacity >= 1:
                found(limit(shape.largestRect(within: shape.rect)))
            case .image(let asset, _, let destination, let clip, let opacity) where opacity >= 1 && asset.isOpaque:
                found(limit(clip.map { $0.largestRect(within: destination) } ?? destination))
            case .beginTransform, .beginMask:
                // Rotated content covers no axis-aligned rectangle worth finding.
                i = Painter.matchingEnd(items, from: i)
            case .beginLayer(let opacity, let clip, let blur, _):
                let end = Painter.matchingEnd(items, from: i)
                if opacity >= 1, blur <= 0 {
                    opaqueRects(items[(i + 1)..<end], limit: { r in limit(clip.map { $0.largestRect(within: r) } ?? r) }, found: found)
                }
                i = end
            default:
                break
            }
            i += 1
        }
    }
}

extension RoundedRect {
    /// The larger of `r`'s two intersections with the bands of this shape that are clear of its
    /// corners: the full-height band between the left and right radii, and the full-width band
    /// between the top and bottom ones. Every point of it lies inside the shape.
    func largestRect(within r: Rect) -> Rect {
        let k = clampedRadii
        let left = max(k.topLeft, k.bottomLeft), right = max(k.topRight, k.bottomRight)
        let top = max(k.topLeft, k.topRight), bottom = max(k.bottomLeft, k.bottomRight)
        let tall = Rect(x: rect.minX + left, y: rect.minY, width: max(0, rect.width - left - right), height: rect.height).intersection(r)
        let wide = Rect(x: rect.minX, y: rect.minY + top, width: rect.width, height: max(0, rect.height - top - bottom)).intersection(r)
        return tall.width * tall.height >= wide.width * wide.height ? tall : wide
    }
}
