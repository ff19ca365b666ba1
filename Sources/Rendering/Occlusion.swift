import Geometry
import Raster

extension Unit {
    /// A rectangle of whole pixels that drawing this unit leaves opaque whatever was beneath, or nil.
    /// Not the exact opaque region but its largest rectangle found cheaply: opaque colour fills, opaque
    /// images, and unblurred layers at full opacity (their content's rectangle cut to their clip), each
    /// cut clear of rounded corners. Whatever is drawn later over an opaque pixel leaves it opaque.
    func opaqueCover(scale s: Double) -> IntRect? {
        guard let r = Self.opaqueCover(items) else { return nil }
        let cover = IntRect(inside: r.scaled(by: s))
        return cover.isEmpty ? nil : cover
    }

    /// The largest rectangle (points) found opaque by `items`, as `opaqueCover(scale:)` describes, each
    /// candidate first cut by `limit` (what the enclosing layers' clips leave of a rectangle).
    static func opaqueCover(_ items: ArraySlice<DisplayItem>, limit: (Rect) -> Rect = { $0 }) -> Rect? {
        var best: Rect?
        func consider(_ candidate: Rect) {
            let r = limit(candidate)
            guard !r.isEmpty else { return }
            if best.map({ $0.width * $0.height < r.width * r.height }) ?? true { best = r }
        }
        var i = items.startIndex
        while i < items.endIndex {
            switch items[i] {
            case .shape(.roundedRect(let shape), .color(let c), let opacity) where c.alpha >= 1 && opacity >= 1:
                consider(shape.largestRect(within: shape.rect))
            case .image(let asset, _, let destination, let clip, let opacity) where opacity >= 1 && asset.isOpaque:
                consider(clip.map { $0.largestRect(within: destination) } ?? destination)
            case .beginLayer(let opacity, let clip, let blur, _):
                let end = Painter.matchingEnd(items, from: i)
                if opacity >= 1, blur <= 0, let inner = opaqueCover(items[(i + 1)..<end], limit: { r in
                    limit(clip.map { $0.largestRect(within: r) } ?? r)
                }) {
                    consider(inner)
                }
                i = end
            default:
                break
            }
            i += 1
        }
        return best
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

extension IntRect {
    /// This rectangle less `hole`, as at most four disjoint rectangles: the rows above and below the
    /// hole, and the parts of its rows left and right of it.
    func subtracting(_ hole: IntRect) -> [IntRect] {
        let h = hole.intersection(self)
        guard !h.isEmpty else { return isEmpty ? [] : [self] }
        return [IntRect(x0: x0, y0: y0, x1: x1, y1: h.y0), IntRect(x0: x0, y0: h.y1, x1: x1, y1: y1),
                IntRect(x0: x0, y0: h.y0, x1: h.x0, y1: h.y1), IntRect(x0: h.x1, y0: h.y0, x1: x1, y1: h.y1)].filter { !$0.isEmpty }
    }
}
