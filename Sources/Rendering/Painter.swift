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
    /// The last shadow mask, kept between the pieces of a frame and between frames.
    var shadows: ShadowMaskCache?
    /// Where a backdrop's blur finds a pixmap to write into.
    var pool: PixmapPool?
    /// Set while a frosted backdrop is drawn: what it blurs is what is on screen, its first `repeated`
    /// items over the window `background`. With a `picture` of those (the target's size), the blur is
    /// made from it instead of drawing them again, and the rest of its items are drawn at the blur's
    /// reduced resolution.
    var backdrop: (picture: Pixmap?, repeated: Int, background: Color)?
    /// Set when the target's pixels inside the next `draw`'s clip are not written yet and stand for this
    /// pixmap's (the target's size: the picture beneath a frosted backdrop). A blurred layer drawn first
    /// is composited onto it straight into the target, each pixel of the clip written once (not copied,
    /// then composited over); anything else drawn first copies it in. `draw` clears it.
    var beneath: (picture: Pixmap, plain: UniformRuns?)?
    /// False composites cached blurred layers pixel by pixel even where they are plain (see
    /// `UniformRuns`; the same bytes, for tests).
    var fillsUniformRuns = true
    /// Blurred layers made before the frame's bands are drawn: a blurred layer found here is used as it
    /// is (neither the cache nor the blur is asked), so band threads share one blur, read-only.
    var prepared: PreparedLayers?
    /// True: nothing is drawn; every blurred layer the items would composite is made (through `cache`,
    /// as drawing would) and added to `prepared`, with the uniform runs its compositing would ask for.
    var preparing = false
    /// How a blur made here may split its work over threads (the same bytes).
    var parallel: ParallelParts = .serial
    /// The pixels, in the target's coordinates, that the target stands for when it is a piece of a
    /// larger picture: a layer drawn at group opacity is drawn into a pixmap of the part the clip shows,
    /// and a blurred layer inside it is made over what the whole layer covers (this), not over that
    /// part, so that its pixels do not depend on the clip (the damage, a band). nil: the target's bounds.
    var canvas: IntRect?

    /// Draws `items` (balanced layers) into `target`, touching only pixels inside `clip` and, when
    /// `shape` is given, inside that rounded shape (pixel space, anti-aliased).
    mutating func draw(_ items: ArraySlice<DisplayItem>, into target: inout Pixmap, dx: Double, dy: Double, clip: IntRect,
                       shape: RoundedRect? = nil) {
        let s = scale
        let bounds = Clip(rect: clip, shape: shape)
        if let below = beneath {
            // Only a layer that comes first composites straight onto the picture (`drawLayer`).
            if case .beginLayer? = items.first {} else {
                beneath = nil
                if !preparing { target.copy(clip, from: below.picture) }
            }
        }
        var i = items.startIndex
        while i < items.endIndex {
            if preparing, !items[i].isLayerBoundary {
                i += 1
                continue
            }
            if preparing, items[i].drawsOwnLayers {
                // A rotated or masked group draws its own layers when it is drawn (its blurs are not shared).
                i = Self.matchingEnd(items, from: i) + 1
                continue
            }
            switch items[i] {
            case .shape(let outline, let fill, let opacity):
                let paint = fill.transformed(scale: s, dx: dx, dy: dy).paint
                target.fill(outline.transformed(scale: s, dx: dx, dy: dy), with: paint, clip: bounds, opacity: opacity)
            case .image(let asset, let source, let dest, let rounded, let opacity):
                let d = dest.scaled(by: s).offsetBy(dx: dx, dy: dy)
                let paint = ImagePaint(image: asset.pixmap, source: source, destination: d, isOpaque: asset.isOpaque)
                let own = rounded.map { $0.scaled(by: s).offsetBy(dx: dx, dy: dy) }
                if let own, shape != nil {
                    // Two rounded clips: draw the image through its own into a layer, composite through the other.
                    let area = bounds.limit(target.bounds).intersection(IntRect(covering: own.rect))
                    guard !area.isEmpty else { break }
                    var layer = Pixmap(width: area.width, height: area.height)
                    let ox = Double(area.x0), oy = Double(area.y0)
                    let local: Rect = d.offsetBy(dx: -ox, dy: -oy)
                    let localPaint = ImagePaint(image: asset.pixmap, source: source, destination: local, isOpaque: asset.isOpaque)
                    let localClip: RoundedRect = own.offsetBy(dx: -ox, dy: -oy)
                    layer.fill(Shape.rect(local), with: Paint.image(localPaint), clip: Clip(shape: localClip), opacity: opacity)
                    target.composite(layer, atX: area.x0, y: area.y0, clip: bounds)
                } else {
                    target.fill(.rect(d), with: .image(paint), clip: Clip(rect: clip, shape: own ?? shape), opacity: opacity)
                }
            case .text(let layout, let origin, let color, let opacity):
                let o = Point(x: origin.x * s + dx, y: origin.y * s + dy)
                target.draw(layout, atPixel: o, color: color, glyphs: glyphs, clip: bounds, opacity: opacity)
            case .shadow(let outline, let color, let radius, let offset):
                target.drawShadow(of: outline.scaled(by: s).offsetBy(dx: dx, dy: dy), color: color, radius: radius * s,
                                  offset: Point(x: offset.x * s, y: offset.y * s), clip: bounds, masks: shadows)
            case .beginLayer(let opacity, let rounded, let blur, let opaqueBlur):
                let end = Self.matchingEnd(items, from: i)
                let inner = items[(i + 1)..<end]
                drawLayer(inner, opacity: opacity, rounded: rounded, blur: blur, opaqueBlur: opaqueBlur,
                          into: &target, dx: dx, dy: dy, clip: clip, outer: shape)
                i = end
            case .beginTransform(let angle, let anchor):
                let end = Self.matchingEnd(items, from: i)
                drawTransformed(items[(i + 1)..<end], angle: angle, anchor: anchor, into: &target, dx: dx, dy: dy, clip: clip, shape: shape)
                i = end
            case .beginMask:
                let end = Self.matchingEnd(items, from: i)
                let split = Self.maskSeparator(items, in: (i + 1)..<end)
                drawMasked(items[(i + 1)..<split], mask: items[min(end, split + 1)..<end], into: &target, dx: dx, dy: dy, clip: clip, shape: shape)
                i = end
            case .maskContent, .endLayer:
                break
            }
            i += 1
        }
    }

    /// A layer: its items clipped by `rounded`, blurred by `blur`, shown at `opacity`, all inside the
    /// `outer` shape. An opaque, unblurred layer needs no pixmap of its own when at most one rounded
    /// clip applies: its items are drawn straight into the target through that clip.
    private mutating func drawLayer(_ inner: ArraySlice<DisplayItem>, opacity: Double, rounded: RoundedRect?, blur: Double,
                                    opaqueBlur: Bool, into target: inout Pixmap, dx: Double, dy: Double, clip: IntRect,
                                    outer: RoundedRect?) {
        // What lies beneath, when not yet in the target (`beneath`): a blurred layer composites onto it
        // as it writes the clip; on every other path (and a blurred layer that draws nothing) it is
        // copied in first.
        var pending = beneath
        beneath = nil
        if let below = pending, blur <= 0 || outer != nil {
            if !preparing { target.copy(clip, from: below.picture) }
            pending = nil
        }
        defer { if let below = pending, !preparing { target.copy(clip, from: below.picture) } }
        guard opacity > 0 else { return }
        let s = scale
        let shapeClip = rounded.map { $0.scaled(by: s).offsetBy(dx: dx, dy: dy) }
        // Everything the layer covers, whatever the clip (see `canvas`).
        let whole = canvas ?? target.bounds
        var bounds = whole
        if let shapeClip { bounds = bounds.intersection(IntRect(covering: shapeClip.rect)) }
        let area = Clip(rect: clip, shape: outer).limit(bounds).intersection(target.bounds)
        guard !area.isEmpty else { return }
        // A clip with square corners is only a rectangle: `area` already holds it.
        let cuts = shapeClip.flatMap { $0.radii == .zero ? nil : $0 }
        if blur <= 0 && opacity >= 0.999 && (cuts == nil || outer == nil) {
            draw(inner, into: &target, dx: dx, dy: dy, clip: area, shape: cuts ?? outer)
            return
        }
        let layer: Pixmap
        let origin: (x: Int, y: Int)
        // A blurred layer's uniform runs, when its compositing below fills where it is plain.
        var layerRuns: UniformRuns?
        var compositeShape = outer
        if blur > 0 {
            // A blur reads 3σ around each pixel: draw that much more content than is shown. The whole
            // layer is drawn (not just the damaged part) so that it can be reused while it does not change.
            let pad = Int((3 * blur * s).rounded(.up)) + 1
            var source = bounds.insetBy(-pad)
            if opaqueBlur {
                // An opaque blur repeats the edge pixels of the layer's own bounds (its clip), as SwiftUI's
                // blur(radius:opaque: true) does, instead of blurring in the transparent surroundings.
                source = source.intersection(whole)
                // A clip that is not a whole-pixel rectangle has partly covered edge pixels: leave them out.
                if let shapeClip, shapeClip.radii != .zero || IntRect(inside: shapeClip.rect) != bounds {
                    source = source.intersection(bounds.insetBy(1))
                }
            }
            guard !source.isEmpty else { return }
            let picture = backdrop.flatMap { b in
                b.picture.flatMap { b.repeated <= inner.count && $0.bounds.intersection(source) == source ? $0 : nil }
            }
            let key = LayerCache.Key(items: inner, source: source, dx: dx, dy: dy, scale: s, blur: blur, opaque: opaqueBlur,
                                     background: backdrop?.background)
            let edges: BlurEdges = opaqueBlur ? .clamp : .transparent
            let render = { [self] () -> Pixmap in
                if let backdrop, let picture {
                    var reuse = pool?.take(width: source.width, height: source.height)
                    defer { if let reuse { pool?.give(reuse) } }  // when the blur did not take it
                    return picture.blurred(source, sigma: blur * s, edges: edges, reusing: &reuse, parallel: parallel) { small, f in
                        let k = Double(f)
                        var reduced = Painter(scale: s / k, glyphs: glyphs, cache: nil)
                        reduced.draw(inner.dropFirst(backdrop.repeated), into: &small, dx: (dx - Double(source.x0)) / k,
                                     dy: (dy - Double(source.y0)) / k, clip: small.bounds)
                    }
                }
                var copy = self
                copy.backdrop = nil
                copy.preparing = false
                copy.prepared = nil
                copy.canvas = nil
                // A backdrop blurs what is on screen: its items over the window background.
                var pixmap = Pixmap(width: source.width, height: source.height, fill: backdrop?.background ?? .clear)
                copy.draw(inner, into: &pixmap, dx: dx - Double(source.x0), dy: dy - Double(source.y0), clip: pixmap.bounds)
                pixmap.blur(sigma: blur * s, edges: edges, parallel: parallel)
                return pixmap
            }
            if let made = prepared?.entry(for: key) {
                layer = made.layer
                layerRuns = made.runs
            } else {
                layer = cache?.layer(for: key, make: render) ?? render()
                // Over the picture beneath, the runs are wanted where it has some (found on the layer's
                // first frame: it is shown again while it fades); otherwise for a layer shown whole.
                let wanted = fillsUniformRuns && (pending.map { $0.plain != nil } ?? (opacity >= 1))
                layerRuns = wanted ? cache?.uniformRuns(for: key, evenIfNew: pending != nil) : nil
                if preparing { prepared?.add(key: key, layer: layer, runs: layerRuns) }
            }
            if preparing { return }
            origin = (source.x0, source.y0)
            // The blurred picture is cut by the layer's own shape (an outer one as well is not supported).
            compositeShape = shapeClip ?? outer
        } else {
            // (Preparing: the blurred layers inside one drawn at group opacity are left to the bands.)
            if preparing { return }
            // Group opacity: the items are drawn through the layer's own shape into a pixmap, which is
            // composited through the outer shape.
            var pixmap = Pixmap(width: area.width, height: area.height)
            let ox = Double(area.x0), oy = Double(area.y0)
            let localClip: RoundedRect? = shapeClip.map { $0.offsetBy(dx: -ox, dy: -oy) }
            let outerCanvas = canvas
            canvas = IntRect(x0: bounds.x0 - area.x0, y0: bounds.y0 - area.y0, x1: bounds.x1 - area.x0, y1: bounds.y1 - area.y0)
            draw(inner, into: &pixmap, dx: dx - ox, dy: dy - oy, clip: pixmap.bounds, shape: localClip)
            canvas = outerCanvas
            layer = pixmap
            origin = (area.x0, area.y0)
        }
        if let below = pending {
            // Where the picture and the layer are both plain (a window's background), one value is filled.
            let plain = below.plain.flatMap { p in layerRuns.map { (p, $0) } }
            target.composite(layer, atX: origin.x, y: origin.y, opacity: opacity, clip: Clip(rect: area, shape: compositeShape),
                             onto: below.picture, filling: clip, plain: plain)
            pending = nil
        } else if let runs = layerRuns {
            // A blurred layer shown whole (a backdrop faded in): where it is plain and opaque, one value is filled.
            target.composite(layer, atX: origin.x, y: origin.y, opacity: opacity, clip: Clip(rect: area, shape: compositeShape), uniform: runs)
        } else {
            target.composite(layer, atX: origin.x, y: origin.y, opacity: opacity, clip: Clip(rect: area, shape: compositeShape))
        }
    }

    static func matchingEnd(_ items: ArraySlice<DisplayItem>, from start: Int) -> Int {
        var depth = 0
        var j = start
        while j < items.endIndex {
            if items[j].opensLayer { depth += 1 } else if case .endLayer = items[j] {
                depth -= 1
                if depth == 0 { return j }
            }
            j += 1
        }
        return items.endIndex - 1
    }
}

extension DisplayItem {
    /// True for `beginLayer` and `endLayer`.
    var isLayerBoundary: Bool {
        switch self {
        case .beginLayer, .beginTransform, .beginMask, .maskContent, .endLayer: true
        default: false
        }
    }

    /// True for the groups drawn through layers of their own: rotated and masked ones.
    var drawsOwnLayers: Bool {
        switch self {
        case .beginTransform, .beginMask: true
        default: false
        }
    }

    /// True for the items that an `endLayer` closes: `beginLayer`, `beginTransform` and `beginMask`.
    public var opensLayer: Bool {
        switch self {
        case .beginLayer, .beginTransform, .beginMask: true
        default: false
        }
    }
}

/// Blurred layers made before a frame's bands are drawn (`Painter.preparing`), each with the uniform
/// runs its compositing asks for: every band thread composites the same pixmap, none blurs it again.
/// Filled on one thread, then only read (by several at once) until the frame is drawn.
final class PreparedLayers: @unchecked Sendable {
    struct Entry {
        let key: LayerCache.Key
        let layer: Pixmap
        let runs: UniformRuns?
    }

    private(set) var entries: [Entry] = []

    /// The layer made for `key`, if any.
    func entry(for key: LayerCache.Key) -> Entry? { entries.first { $0.key == key } }

    /// Keeps a layer (once per key; a layer drawn in several pieces is made for the first).
    func add(key: LayerCache.Key, layer: Pixmap, runs: UniformRuns?) {
        if entry(for: key) == nil { entries.append(Entry(key: key, layer: layer, runs: runs)) }
    }
}

extension Painter {
    /// This painter for drawing a group into a layer of its own: no backdrop, picture beneath,
    /// preparation or canvas of the target carries over.
    var isolated: Painter {
        var copy = self
        copy.backdrop = nil
        copy.beneath = nil
        copy.preparing = false
        copy.prepared = nil
        copy.canvas = nil
        return copy
    }

    /// A rotated group: its items drawn into a layer of their own bounds, which is then resampled
    /// (bilinear) through the rotation about `anchor` (points) and composited inside `clip` and `shape`.
    mutating func drawTransformed(_ inner: ArraySlice<DisplayItem>, angle: Double, anchor: Point, into target: inout Pixmap,
                                  dx: Double, dy: Double, clip: IntRect, shape: RoundedRect?) {
        let s = scale
        let own = Unit(items: inner).pixelBounds(scale: s, glyphs: glyphs)
        guard !own.isEmpty else { return }
        let source = IntRect(x0: own.x0 + Int(dx.rounded(.down)), y0: own.y0 + Int(dy.rounded(.down)),
                             x1: own.x1 + Int(dx.rounded(.up)), y1: own.y1 + Int(dy.rounded(.up))).insetBy(-1)
        let map = AffineMap.rotation(angle, about: Point(x: anchor.x * s + dx, y: anchor.y * s + dy))
        let box = map.boundingBox(of: Rect(x: Double(source.x0), y: Double(source.y0), width: Double(source.width), height: Double(source.height)))
        let area = Clip(rect: clip, shape: shape).limit(IntRect(covering: box).insetBy(-1)).intersection(target.bounds)
        guard !area.isEmpty else { return }
        var copy = isolated
        var layer = Pixmap(width: source.width, height: source.height)
        copy.draw(inner, into: &layer, dx: dx - Double(source.x0), dy: dy - Double(source.y0), clip: layer.bounds)
        let turned = Pixmap.transformed(layer, atX: source.x0, y: source.y0, by: map, area: area)
        target.composite(turned, atX: area.x0, y: area.y0, clip: Clip(rect: area, shape: shape))
    }
}

extension Painter {
    /// The index of the `maskContent` that splits a masked group's items (`range`, between its
    /// `beginMask` and `endLayer`), at the group's own depth; `range.upperBound` when there is none.
    static func maskSeparator(_ items: ArraySlice<DisplayItem>, in range: Range<Int>) -> Int {
        var depth = 0
        for j in range {
            if items[j].opensLayer { depth += 1 } else if case .endLayer = items[j] { depth -= 1 } else if depth == 0, case .maskContent = items[j] { return j }
        }
        return range.upperBound
    }

    /// A masked group: `content` and `mask` drawn into two layers over the content's pixels, the content
    /// multiplied by the mask's alpha, then composited inside `clip` and `shape`.
    mutating func drawMasked(_ content: ArraySlice<DisplayItem>, mask: ArraySlice<DisplayItem>, into target: inout Pixmap,
                             dx: Double, dy: Double, clip: IntRect, shape: RoundedRect?) {
        let s = scale
        let own = Unit(items: content).pixelBounds(scale: s, glyphs: glyphs)
        guard !own.isEmpty, !mask.isEmpty else { return }
        let placed = IntRect(x0: own.x0 + Int(dx.rounded(.down)), y0: own.y0 + Int(dy.rounded(.down)),
                             x1: own.x1 + Int(dx.rounded(.up)), y1: own.y1 + Int(dy.rounded(.up)))
        let area = Clip(rect: clip, shape: shape).limit(placed).intersection(target.bounds)
        guard !area.isEmpty else { return }
        var copy = isolated
        var layer = Pixmap(width: area.width, height: area.height)
        copy.draw(content, into: &layer, dx: dx - Double(area.x0), dy: dy - Double(area.y0), clip: layer.bounds)
        var alpha = Pixmap(width: area.width, height: area.height)
        copy.draw(mask, into: &alpha, dx: dx - Double(area.x0), dy: dy - Double(area.y0), clip: alpha.bounds)
        layer.multiplyAlpha(by: alpha)
        target.composite(layer, atX: area.x0, y: area.y0, clip: Clip(rect: area, shape: shape))
    }
}
