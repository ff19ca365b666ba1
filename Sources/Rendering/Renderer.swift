import Dispatch
import Geometry
import Raster
import Typography

/// Turns display lists into pixels in one retained framebuffer, redrawing only what changed.
///
/// Damage tracking: the list is split into top-level units (an item, or a whole layer). Units are
/// compared with the previous frame's by position; the damage is the union of the pixel bounds of every
/// unit that differs, old and new. Only the damaged rectangle is cleared and redrawn, and only units that
/// touch it are drawn. An unchanged list draws nothing at all.
///
/// ```swift
/// let renderer = Renderer(pixelWidth: 960, pixelHeight: 1280, scale: 2, glyphs: glyphs)
/// var list = DisplayList(background: .white)
/// list.append(.shape(.rect(Rect(x: 20, y: 20, width: 100, height: 60)), .color(.blue), opacity: 1))
/// renderer.render(list)          // the whole frame: first render
/// let damage = renderer.render(list)   // same list: empty damage, no pixel touched
/// ```
public final class Renderer {
    /// Pixels per point.
    public let scale: Double
    /// Where text items' glyphs come from (the same cache layout measured with).
    public let glyphs: GlyphCache
    /// The framebuffer: the whole window's content, `pixelWidth × pixelHeight` (made when first needed
    /// after a resize).
    public var frame: Pixmap {
        allocateIfNeeded()
        return framebuffer
    }
    /// The framebuffer's width in pixels.
    public private(set) var pixelWidth: Int
    /// The framebuffer's height in pixels.
    public private(set) var pixelHeight: Int
    /// The framebuffer itself; empty from a resize until the next `render` (or read of `frame`), so
    /// that many resizes between two frames (a script resizing 40,000 times in an instant) allocate
    /// nothing but the last size.
    private var framebuffer: Pixmap
    private var needsAllocation = false
    /// Pixels written by the last `render` (0 when nothing changed).
    public private(set) var lastDamage: IntRect = IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
    private var previousUnits: [Unit] = []
    private var previousBackground: Color?
    private let layers = LayerCache()
    private let shadows = ShadowMaskCache()
    private let pool = PixmapPool()
    /// What is drawn beneath a frosted backdrop (a blurred layer that repeats the items before it),
    /// kept whole while those items do not change: a frame then copies it instead of drawing them.
    /// Its plain runs are found when it is made (a frame that fades the backdrop then fills where the
    /// picture and the blur are both plain).
    private var beneath: (items: [DisplayItem], background: Color, pixmap: Pixmap, plain: UniformRuns)?
    /// How many threads draw a frame's damage (1: the caller's alone). See `draw(_:painter:)`.
    public var threads = 1 {
        didSet {
            threads = max(1, min(BandDrawing.maxThreads, threads))
            if threads != oldValue { makeBands() }
        }
    }
    /// The threads that draw a frame's parts with the caller's (nil with one thread).
    private var workers: BandWorkers?
    /// True: frames stop splitting for a while when splitting does not pay (`SplitGovernor`: the other
    /// cores busy); false (the default, and tests): every frame with enough damage splits.
    public var splitsAdaptively = false
    private var governor = SplitGovernor()
    /// False draws a frosted backdrop as two passes, the picture beneath copied into the frame and then
    /// the blurred layer composited over it, instead of one that mixes them, and composites blurred
    /// layers pixel by pixel where they are plain instead of filling (the same bytes; for tests).
    var mixesBackdrop = true
    /// The planted `damage-edge` fault (`hero explore --inject-fault damage-edge`): the damage of a
    /// partial frame loses its last two pixel columns and rows, so what changed there is not drawn.
    public var losesDamageEdge = false
    /// Each extra band thread's caches, kept between frames.
    private var bands: [BandDrawing] = []

    /// A renderer with a framebuffer of `pixelWidth × pixelHeight` pixels at `scale` pixels per point;
    /// the first `render` draws everything.
    public init(pixelWidth: Int, pixelHeight: Int, scale: Double, glyphs: GlyphCache) {
        self.scale = scale
        self.glyphs = glyphs
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        framebuffer = Pixmap(width: pixelWidth, height: pixelHeight)
        pool.fill(width: pixelWidth, height: pixelHeight)
        layers.byteLimit = Self.layerByteLimit(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// Makes the framebuffer and what is sized by it, when a resize left them to be made.
    private func allocateIfNeeded() {
        guard needsAllocation else { return }
        needsAllocation = false
        framebuffer = Pixmap(width: pixelWidth, height: pixelHeight)
        pool.fill(width: pixelWidth, height: pixelHeight)
        layers.byteLimit = Self.layerByteLimit(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        makeBands()
    }

    /// The blurred-layer cache's byte limit for a framebuffer of that size: three framebuffers' worth
    /// of pixels, at most 128 MB (a larger frame caches only layers that fit).
    static func layerByteLimit(pixelWidth: Int, pixelHeight: Int) -> Int {
        min(3 * max(0, pixelWidth) * max(0, pixelHeight) * 4, 128 << 20)
    }

    /// Bytes of pixels the renderer keeps between frames: the framebuffer, the backdrop pool, the
    /// blurred-layer cache and the picture kept beneath a backdrop. Bounded by a small multiple of the
    /// framebuffer (see `PixmapPool` and `layerByteLimit`), and so shrinks when the framebuffer does.
    public var retainedBytes: Int {
        (framebuffer.width * framebuffer.height + (beneath.map { $0.pixmap.width * $0.pixmap.height } ?? 0)) * 4 + pool.bytes + layers.bytes
    }

    /// Blurred layers made so far through the renderer's own cache, and through the band threads'
    /// (for tests: a layer the bands share is made once, before them).
    var layersMade: (caller: Int, bands: Int) { (layers.misses, bands.reduce(0) { $0 + $1.layers.misses }) }

    /// Changes the framebuffer's size; the next frame is drawn whole.
    public func resize(pixelWidth: Int, pixelHeight: Int) {
        guard pixelWidth != self.pixelWidth || pixelHeight != self.pixelHeight else { return }
        // Everything sized by the old framebuffer goes now, so the old and new never coexist; the new
        // ones are made when the next frame needs them.
        beneath = nil
        bands = []
        layers.removeAll()
        pool.fill(width: 0, height: 0, count: 0)
        framebuffer = Pixmap(width: 0, height: 0)
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        needsAllocation = true
        previousUnits = []
        previousBackground = nil
    }

    /// With nothing blurred on screen, no cached layer can be used again and no backdrop needs the
    /// picture beneath it: the layers are dropped and the picture goes back to the pool.
    private func releaseBlurMemory() {
        layers.removeAll()
        if let old = beneath?.pixmap {
            beneath = nil  // the pool's copy is then the only one
            pool.give(old)
        }
    }

    /// Forgets the previous frame, so the next `render` draws everything.
    public func invalidate() {
        previousUnits = []
        previousBackground = nil
    }

    /// Draws `list`; returns the damaged pixel rectangle (empty when nothing changed).
    @discardableResult
    public func render(_ list: DisplayList) -> IntRect {
        allocateIfNeeded()
        let units = Unit.split(list.items[...])
        var damage = previousBackground != list.background ? framebuffer.bounds
            : changedBounds(previousUnits, units).intersection(framebuffer.bounds)
        if losesDamageEdge, damage != framebuffer.bounds, damage.width > 2, damage.height > 2 {
            damage = IntRect(x0: damage.x0, y0: damage.y0, x1: damage.x1 - 2, y1: damage.y1 - 2)
        }
        let shown = previousBackground == list.background ? previousUnits : []
        previousUnits = units
        previousBackground = list.background
        lastDamage = damage
        guard !damage.isEmpty else { return damage }
        // With nothing blurred on screen the picture kept beneath a backdrop is released, after this frame:
        // the frame a backdrop goes starts from it where the units it shows are still drawn first.
        let blurred = list.items.contains(where: \.isBlurredLayer)
        layers.frame += 1
        var painter = Painter(scale: scale, glyphs: glyphs, cache: layers, shadows: shadows, pool: pool)
        // Units hidden under an opaque unit that covers the whole damage need not be drawn.
        var first = units.lastIndex { $0.opaquelyCovers(damage, scale: scale) } ?? 0
        // Units under a frosted backdrop come from the picture kept of them, which also feeds the blur.
        // (Under an opaque backdrop nothing beneath is drawn and no picture is kept.)
        var backdrop: (unit: Int, picture: Pixmap?, repeated: Int)?
        var plain: UniformRuns?
        if let k = units.indices.last(where: { $0 >= first && units[$0].isBackdrop(over: units[..<$0]) }) {
            backdrop = (k, nil, units[k].items.startIndex)
        }
        if let k = backdrop?.unit, k > first {
            let covered = list.items[..<units[k].items.startIndex]
            if beneath == nil || beneath!.background != list.background || !beneath!.items.elementsEqual(covered) {
                if let old = beneath?.pixmap {
                    beneath = nil  // the pool's copy is then the only one: reused without a copy
                    pool.give(old)
                }
                let pixmap = picture(of: units[..<k], background: list.background, shown: shown)
                beneath = (Array(covered), list.background, pixmap, UniformRuns(pixmap, parallel: workers?.parallelParts ?? .serial))
            }
            backdrop = (k, beneath!.pixmap, covered.count)
            plain = beneath!.plain
            first = k
        } else if !blurred, let kept = beneath, kept.background == list.background, list.items.starts(with: kept.items),
                  let j = units.firstIndex(where: { $0.items.startIndex == kept.items.count }), j > first {
            // The backdrop went: what it covered is still drawn first, and its picture is copied in.
            backdrop = (-1, kept.pixmap, 0)
            plain = kept.plain
            first = j
        }
        // Beneath the topmost unit that paints opaque rectangles, nothing inside them shows. (Only
        // sizeable rectangles are worth drawing the units beneath them in pieces.)
        var occluder = units.endIndex
        var around = [damage]
        var holes: [IntRect] = []
        for j in units.indices.reversed() where j > first {
            holes = units[j].opaqueCovers(scale: scale).map { $0.intersection(damage) }.filter { $0.area >= 64 * 64 }
            guard !holes.isEmpty else { continue }
            occluder = j
            around = holes.reduce([damage]) { pieces, hole in pieces.flatMap { $0.subtracting(hole) } }
            break
        }
        // The plan (holding the picture beneath) is gone when `draw` returns: the pool then keeps the only copy.
        draw(FramePlan(units: units, first: first, damage: damage, occluder: occluder, around: around, holes: holes,
                       unitBounds: units.map { bounds(of: $0) }, backdrop: backdrop, background: list.background,
                       mixesBackdrop: mixesBackdrop, plainBeneath: plain,
                       firstCovers: units.indices.contains(first) && units[first].opaquelyCovers(damage, scale: scale)), painter: &painter)
        backdrop = nil
        if !blurred { releaseBlurMemory() }
        return damage
    }

    /// Draws `plan` into the framebuffer, by bands on `threads` threads when the damage is large enough.
    ///
    /// Split: (1) the blurred layers the damage shows are made first, once, each blur itself split
    /// over the threads (`Painter.preparing`); (2) the damage is cut into stripes of rows, three per
    /// thread, which the threads take one at a time (a thread whose stripes are cheap takes more), each
    /// drawing its stripes straight into the framebuffer through a view of it (`Pixmap.withViews`: the
    /// same pixels, no copy; stripes are disjoint rows), all reading the layers made in (1). Every pixel
    /// is computed from the same coordinates with the same arithmetic as when one thread draws the
    /// whole damage.
    private func draw(_ plan: FramePlan, painter: inout Painter) {
        let damage = plan.damage
        // A blur made this frame is split over the threads too, unless they are resting (see `SplitGovernor`).
        painter.parallel = splitsAdaptively && governor.isResting ? .serial : workers?.parallelParts ?? .serial
        let split = threads > 1 && damage.area >= BandDrawing.minimumArea && damage.height >= 2 * threads
            && (!splitsAdaptively || governor.allowsSplit()) && glyphs.prepare(plan.texts)
        guard split, let workers else {
            plan.draw(into: &framebuffer, band: damage, painter: &painter)
            return
        }
        let prepared = PreparedLayers()
        var preparer = painter
        preparer.preparing = true
        preparer.prepared = prepared
        plan.draw(into: &framebuffer, band: damage, painter: &preparer)
        painter.prepared = prepared

        makeBands()
        for band in bands { band.layers.frame = layers.frame }
        let stripes = BandDrawing.stripes(of: damage, threads: threads)
        let caches = bands, pixelScale = self.scale, sharedGlyphs = self.glyphs, mainPainter = painter
        // Each stripe's processor time (ms), for the governor.
        let cpu = UnsafeMutableBufferPointer<Double>.allocate(capacity: stripes.count)
        defer { cpu.deallocate() }
        let start = SplitGovernor.wallTime()
        framebuffer.withViews(threads) { views in
            workers.run(parts: stripes.count) { k, slot in
                let began = SplitGovernor.threadTime()
                // The first slot draws through the renderer's caches, the others through their own.
                // (A blur a band makes itself, one inside a layer drawn at group opacity, runs on its
                // thread alone.)
                var own = mainPainter
                own.parallel = .serial
                if slot > 0 {
                    own = Painter(scale: pixelScale, glyphs: sharedGlyphs, cache: caches[slot - 1].layers, shadows: caches[slot - 1].shadows)
                    own.prepared = prepared
                }
                var target = views[slot]
                plan.draw(into: &target, band: stripes[k], painter: &own)
                cpu[k] = SplitGovernor.threadTime() - began
            }
        }
        if splitsAdaptively { governor.record(cpu: cpu.reduce(0, +), wall: SplitGovernor.wallTime() - start) }
    }

    /// The threads and the other threads' caches for `threads`, made when the count changed.
    private func makeBands() {
        if (workers?.count ?? 1) != threads { workers = threads > 1 ? BandWorkers(threads: threads) : nil }
        if bands.count != threads - 1 { bands = (1..<max(1, threads)).map { _ in BandDrawing() } }
    }

    /// The pixels that differ between drawing `old` and drawing `new`, unit by unit by position. A
    /// layer whose own parameters stay the same (and that does not blur, which spreads any change) is
    /// compared item by item inside, so one thumbnail changing in a scrolling grid damages that
    /// thumbnail, not the grid.
    ///
    /// The common head and tail of the two lists are set aside first, so a unit inserted or removed in
    /// the middle (a view appearing in a stack) does not shift every unit after it.
    private func changedBounds(_ allOld: [Unit], _ allNew: [Unit]) -> IntRect {
        var damage = IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
        var head = 0, tail = 0
        while head < min(allOld.count, allNew.count) && allOld[head].items == allNew[head].items { head += 1 }
        while tail < min(allOld.count, allNew.count) - head
                && allOld[allOld.count - 1 - tail].items == allNew[allNew.count - 1 - tail].items { tail += 1 }
        let old = allOld[head..<(allOld.count - tail)], new = allNew[head..<(allNew.count - tail)]
        // The rest pair up by position; what one side has beyond the other is damaged whole.
        for unit in old.dropFirst(new.count) { damage = damage.union(bounds(of: unit)) }
        for unit in new.dropFirst(old.count) { damage = damage.union(bounds(of: unit)) }
        for (a, b) in zip(old, new) {
            if a.items == b.items { continue }
            if a.items.count >= 2, b.items.count >= 2, case .beginLayer(_, _, let blur, _) = a.items.first,
               blur <= 0, a.items.first == b.items.first {
                damage = damage.union(changedBounds(Unit.split(a.items.dropFirst().dropLast()),
                                                    Unit.split(b.items.dropFirst().dropLast())))
                continue
            }
            damage = damage.union(bounds(of: a)).union(bounds(of: b))
        }
        return damage
    }

    /// What `units` (the start of this frame's list) draw, whole. When the framebuffer still shows the
    /// last frame and that frame began with the same units, it is the framebuffer with only what was
    /// drawn above them redrawn: the picture is then a copy and a small repair, not a whole frame.
    private func picture(of units: ArraySlice<Unit>, background: Color, shown: [Unit]) -> Pixmap {
        var pixmap = pool.take(width: framebuffer.width, height: framebuffer.height) ?? Pixmap(width: framebuffer.width, height: framebuffer.height)
        var painter = Painter(scale: scale, glyphs: glyphs, cache: layers, shadows: shadows)
        let same = shown.count >= units.count && zip(units, shown).allSatisfy { $0.items == $1.items }
        var repair = pixmap.bounds
        if same {
            if let workers { workers.copy([(pixmap.bounds, framebuffer)], into: &pixmap) } else { pixmap.copy(pixmap.bounds, from: framebuffer) }
            repair = shown[units.count...].reduce(IntRect(x0: 0, y0: 0, x1: 0, y1: 0)) { $0.union(bounds(of: $1)) }
                .intersection(pixmap.bounds)
        }
        guard !repair.isEmpty else { return pixmap }
        pixmap.clear(background, in: repair)
        for unit in units where !bounds(of: unit).intersection(repair).isEmpty {
            painter.draw(unit.items[...], into: &pixmap, dx: 0, dy: 0, clip: repair)
        }
        return pixmap
    }

    /// Draws `list` whole into a new pixmap (no damage tracking): for thumbnails and tests.
    public static func draw(_ list: DisplayList, pixelWidth: Int, pixelHeight: Int, scale: Double, glyphs: GlyphCache) -> Pixmap {
        var pixmap = Pixmap(width: pixelWidth, height: pixelHeight, fill: list.background)
        var painter = Painter(scale: scale, glyphs: glyphs, cache: nil)
        painter.draw(list.items[...], into: &pixmap, dx: 0, dy: 0, clip: pixmap.bounds)
        return pixmap
    }

    private func bounds(of unit: Unit) -> IntRect { unit.pixelBounds(scale: scale, glyphs: glyphs) }
}

/// A top-level run of the display list: one item, or a balanced layer.
struct Unit {
    let items: ArraySlice<DisplayItem>

    static func split(_ items: ArraySlice<DisplayItem>) -> [Unit] {
        var units: [Unit] = []
        var i = items.startIndex
        while i < items.endIndex {
            if items[i].opensLayer {
                var depth = 0, j = i
                repeat {
                    if items[j].opensLayer { depth += 1 } else if case .endLayer = items[j] { depth -= 1 }
                    j += 1
                } while depth > 0 && j < items.endIndex
                units.append(Unit(items: items[i..<j]))
                i = j
            } else {
                units.append(Unit(items: items[i...i]))
                i += 1
            }
        }
        return units
    }

    /// True for a blurred layer whose content repeats every item of `below` (then perhaps a tint):
    /// a frosted backdrop.
    func isBackdrop(over below: ArraySlice<Unit>) -> Bool {
        guard case .beginLayer(_, _, let blur, _) = items.first, blur > 0, let start = below.first?.items.startIndex,
              let end = below.last?.items.endIndex else { return false }
        let n = end - start, inner = items.count - 2
        guard inner == n || (inner == n + 1 && items.dropLast().last.map { if case .shape = $0 { return true } else { return false } } == true)
        else { return false }
        return items.dropFirst().prefix(n).elementsEqual(below.lazy.flatMap { $0.items })
    }

    /// True when drawing this unit leaves every pixel of `area` opaque whatever was beneath: an opaque
    /// rectangle, or a fully opaque blurred layer (a frosted backdrop) whose content starts with an
    /// opaque rectangle over its whole clip.
    func opaquelyCovers(_ area: IntRect, scale s: Double) -> Bool {
        func opaqueRect(_ item: DisplayItem) -> Rect? {
            guard case .shape(.roundedRect(let r), .color(let c), let opacity) = item, r.radii == .zero, c.alpha >= 1, opacity >= 1 else { return nil }
            return r.rect
        }
        func inside(_ rect: Rect) -> Bool {
            let r = rect.scaled(by: s)
            return r.minX <= Double(area.x0) && r.minY <= Double(area.y0) && r.maxX >= Double(area.x1) && r.maxY >= Double(area.y1)
        }
        guard let head = items.first else { return false }
        if items.count == 1, let r = opaqueRect(head) { return inside(r) }
        guard case .beginLayer(let opacity, let clip?, let blur, true) = head, opacity >= 1, blur > 0, clip.radii == .zero,
              items.count > 1, let content = opaqueRect(items[items.startIndex + 1]) else { return false }
        return inside(clip.rect) && inside(content)
    }

    /// Every pixel that drawing these items can touch.
    func pixelBounds(scale s: Double, glyphs: GlyphCache) -> IntRect {
        var stack: [(bounds: IntRect, clip: RoundedRect?, blur: Double, rotation: AffineMap?)] = []
        var result = IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
        func add(_ r: IntRect) {
            if stack.isEmpty { result = result.union(r) } else { stack[stack.count - 1].bounds = stack[stack.count - 1].bounds.union(r) }
        }
        for item in items {
            switch item {
            case .shape(let shape, _, _):
                add(IntRect(covering: shape.boundingRect.scaled(by: s)))
            case .image(_, _, let dest, let clip, _):
                add(IntRect(covering: (clip.map { $0.rect.intersection(dest) } ?? dest).scaled(by: s)))
            case .text(let layout, let origin, _, _):
                // Glyph ink may overhang the advance box (italics, accents): allow a quarter em.
                let m = layout.font.pixelSize / 4
                let k = layout.scale / s
                add(IntRect(covering: Rect(origin: origin, size: layout.size * k).scaled(by: s).insetBy(dx: -m, dy: -m)))
            case .shadow(let shape, _, let radius, let offset):
                let pad = 1.5 * radius * s + 2
                add(IntRect(covering: shape.rect.offsetBy(dx: offset.x, dy: offset.y).scaled(by: s).insetBy(dx: -pad, dy: -pad)))
            case .beginLayer(_, let clip, let blur, _):
                stack.append((IntRect(x0: 0, y0: 0, x1: 0, y1: 0), clip, blur, nil))
            case .beginTransform(let angle, let anchor):
                let map = AffineMap.rotation(angle, about: Point(x: anchor.x * s, y: anchor.y * s))
                stack.append((IntRect(x0: 0, y0: 0, x1: 0, y1: 0), nil, 0, map))
            case .beginMask:
                // The content and the mask both count (what is shown lies within both).
                stack.append((IntRect(x0: 0, y0: 0, x1: 0, y1: 0), nil, 0, nil))
            case .maskContent:
                break
            case .endLayer:
                guard let top = stack.popLast() else { continue }
                var b = top.bounds
                if let map = top.rotation, !b.isEmpty {
                    // Bilinear sampling reaches half a pixel past the layer's edge.
                    let box = map.boundingBox(of: Rect(x: Double(b.x0), y: Double(b.y0), width: Double(b.width), height: Double(b.height)))
                    b = IntRect(covering: box).insetBy(-1)
                }
                if top.blur > 0 { b = b.insetBy(-Int((3 * top.blur * s).rounded(.up)) - 1) }
                if let clip = top.clip { b = b.intersection(IntRect(covering: clip.rect.scaled(by: s))) }
                add(b)
            }
        }
        return result
    }
}

/// What one frame draws over its damage, once decided: every band draws it clipped to its rows.
struct FramePlan: @unchecked Sendable {
    let units: [Unit]
    let first: Int
    let damage: IntRect
    /// Units from `occluder` on draw over the whole damage; those before it only `around` the holes.
    let occluder: Int
    let around: [IntRect]
    let holes: [IntRect]
    let unitBounds: [IntRect]
    let backdrop: (unit: Int, picture: Pixmap?, repeated: Int)?
    let background: Color
    /// True: a frosted backdrop mixes the picture beneath into the target as it composites (see `draw`),
    /// and plain pieces of blurred layers are filled (`Painter.fillsUniformRuns`).
    var mixesBackdrop = true
    /// The plain runs of the backdrop's picture beneath.
    var plainBeneath: UniformRuns?
    /// True when the first unit drawn leaves every pixel of the damage opaque whatever lies beneath
    /// (`Unit.opaquelyCovers`: a backdrop shown whole, an opaque rectangle).
    var firstCovers = false

    /// Every text layout the drawn units hold (their glyphs are made before bands draw in parallel).
    var texts: [TextLayout] {
        units[first...].flatMap { unit in
            unit.items.compactMap { item -> TextLayout? in if case .text(let layout, _, _, _) = item { return layout } else { return nil } }
        }
    }

    /// Draws the frame's damage inside `band` into `target`.
    ///
    /// Under a frosted backdrop the damage starts as the picture kept beneath it. Where the backdrop
    /// (then the first unit drawn) draws, the picture is not copied in first: the backdrop's blurred
    /// layer is composited onto it straight into the target (`Painter.beneath`), one write of each pixel
    /// instead of two, the same bytes (unless `mixesBackdrop` is false: copied, then composited over).
    /// The frame a backdrop goes starts as its picture too (`backdrop.unit` −1: no unit is the backdrop).
    func draw(into target: inout Pixmap, band: IntRect, painter: inout Painter) {
        let picture = backdrop?.picture
        // The first unit drawn is the backdrop (not so when a backdrop went this frame: unit −1).
        let mixing = mixesBackdrop && backdrop?.unit == first
        painter.fillsUniformRuns = mixesBackdrop
        // (A painter that only prepares blurred layers writes nothing.)
        for r in around where !painter.preparing {
            let piece = r.intersection(band)
            guard !piece.isEmpty else { continue }
            if let picture {
                if mixing && !unitBounds[first].intersection(piece).isEmpty { continue }  // left to the backdrop
                if mixesBackdrop, let plainBeneath { target.copy(piece, from: picture, uniform: plainBeneath) } else { target.copy(piece, from: picture) }
            } else if !(mixesBackdrop && firstCovers) {
                // (Under a first unit that leaves every pixel opaque whatever is beneath, nothing need be cleared.)
                target.clear(background, in: piece)
            }
        }
        for i in units.indices[first...] {
            painter.backdrop = backdrop.flatMap { $0.unit == i ? ($0.picture, $0.repeated, background) : nil }
            for r in i < occluder ? around : [damage] {
                let piece = r.intersection(band)
                guard !piece.isEmpty, !unitBounds[i].intersection(piece).isEmpty else { continue }
                painter.beneath = mixing && i == first ? picture.map { ($0, plainBeneath) } : nil
                painter.draw(units[i].items[...], into: &target, dx: 0, dy: 0, clip: piece)
            }
        }
        painter.beneath = nil
    }
}

/// Band-parallel drawing: the damage is cut into stripes of rows (see `Renderer.draw(_:painter:)`),
/// drawn by several threads at once straight into the framebuffer (through views of it). A thread
/// other than the first to take a stripe draws through caches of its own (shadow masks, and blurred
/// layers not made beforehand); glyphs are made beforehand on the calling thread
/// (`GlyphCache.prepare`), so the shared glyph cache is only read, and so are the blurred layers made
/// before the stripes (`PreparedLayers`). Every pixel is computed from the same coordinates with the
/// same arithmetic as when one thread draws the whole damage, so the frame is byte for byte the same
/// (BandDrawingTests, SharedBlurTests, BackdropMixTests).
final class BandDrawing: @unchecked Sendable {
    static let maxThreads = 8
    /// Smaller damage is drawn by one thread: waking another and drawing in stripes cost more than
    /// they save (measured at 4K in meals: a 281x281 damage took 0.19 ms on one thread, 0.29 on two).
    static let minimumArea = 400 * 400
    let layers = LayerCache()
    let shadows = ShadowMaskCache()

    /// `area` cut into stripes of whole rows, top to bottom: three per thread (each stripe drawn walks
    /// the frame's units again: about 0.04 ms each in meals), none under `rows` rows (fewer, then; at
    /// least one when the area has a row).
    static func stripes(of area: IntRect, threads: Int, rows: Int = 16) -> [IntRect] {
        let n = max(1, min(3 * threads, area.height / max(1, rows)))
        let cuts = (0...n).map { area.y0 + area.height * $0 / n }
        return (0..<n).map { IntRect(x0: area.x0, y0: cuts[$0], x1: area.x1, y1: cuts[$0 + 1]) }.filter { !$0.isEmpty }
    }
}
