import Geometry
import Motion
import Raster
import Rendering
import Runtime
import Typography
import ViewTree

/// Every drawing primitive on one page, plus a looping animation: the rasterizer's visual regression
/// page, and real work for the runners, the trace and the bench. `space` pauses and resumes the card.
///
/// The page is laid out from the window size on every resize: a header, a row of primitive swatches,
/// a text column and a photograph, and a stage at the bottom where a card moves, resizes and morphs its
/// corner radius over a blurred gradient. The page itself is drawn straight into a display list (it is
/// the rasterizer's regression page); the card is a view tree (`TestcardStage`) animated by the engine,
/// whose clock stands still while the scene is paused.
@MainActor
public final class TestcardScene: FrameScene {
    private let context: SceneContext
    private let photo: ImageAsset
    private var size = Size(width: 1280, height: 800)
    /// Animation time: the loop clock minus time spent paused; the stage's graph runs on it.
    private var animationTime = 0.0
    private var lastTime: Double?
    private var paused = false
    private var stageGraph: ViewGraph!
    /// Seconds for one way of the card's back-and-forth.
    public static let halfPeriod = 2.0

    public init(context: SceneContext) throws {
        self.context = context
        photo = try context.assets.image("Images/testcard-photo.png")
        stageGraph = makeStageGraph()
    }

    /// The card's view tree. A new window size starts a new one: the engine animates layout results, so
    /// a relayout would end the running back-and-forth; the card starts its loop again instead.
    private func makeStageGraph() -> ViewGraph {
        let viewContext = ViewContext(text: context.text, icons: context.icons, images: { _ in nil })
        return ViewGraph(size: .zero, context: viewContext) { [unowned self] in
            TestcardStage(size: self.stage.insetBy(dx: 24, dy: 24).size, halfPeriod: Self.halfPeriod, paused: self.paused,
                          onTap: { [unowned self] in self.togglePause() })
        }
    }

    private func togglePause() {
        paused.toggle()
        stageGraph.invalidateContent()
    }

    public func resize(to size: Size, at time: Double) {
        self.size = size
        stageTop = nil
        update(at: time)
        let inner = stage.insetBy(dx: 24, dy: 24).size
        if stageGraph.size != inner {
            stageGraph = makeStageGraph()
            stageGraph.reduceMotion = reduceMotion
            stageGraph.resize(to: inner)
        }
        stageGraph.update(at: animationTime)
    }

    public func handle(_ event: InputEvent, at time: Double) {
        update(at: time)
        let origin = stage.insetBy(dx: 24, dy: 24).origin
        switch event {
        case .key("space"): togglePause()
        case .pointerDown(let p, let k): stageGraph.handle(.pointerDown(p - origin, k))
        case .pointerMove(let p, let k): stageGraph.handle(.pointerMove(p - origin, k))
        case .pointerUp(let p, let k): stageGraph.handle(.pointerUp(p - origin, k))
        default: break
        }
        stageGraph.update(at: animationTime)
    }

    public func update(at time: Double) {
        if let lastTime, !paused { animationTime += max(0, time - lastTime) }
        lastTime = time
        stageGraph.update(at: animationTime)
    }

    public var isAnimating: Bool { !paused && stageGraph.isAnimating }

    private var reduceMotion = false
    /// Reduced motion for the card's graph (kept when a new window size makes a new one).
    public func setReducedMotion(_ on: Bool) {
        reduceMotion = on
        stageGraph.reduceMotion = on
    }

    // MARK: Layout

    private var margin: Double { max(12, min(32, size.width * 0.025)) }
    private var headerHeight: Double { 64 }
    private var swatchHeight: Double { 96 }
    private var columnTop: Double { headerHeight + margin / 2 + swatchHeight + 16 }
    private var columnWidth: Double { max(120, (size.width - 3 * margin) * 0.55) }
    /// Where the stage starts: below the measured text column (cached per window size).
    private var stageTop: Double?

    private var stage: Rect {
        let top: Double
        if let stageTop { top = stageTop } else {
            var probe = DisplayList()
            // Below the text column; in short windows the stage keeps 140 pt and covers the column's end.
            let below = drawTextColumn(&probe, top: columnTop, scale: 1) + margin / 2
            top = max(headerHeight + margin / 2, min(below, size.height - margin - 140))
            stageTop = top
        }
        return Rect(x: margin, y: top, width: max(0, size.width - 2 * margin), height: max(0, size.height - top - margin))
    }

    // MARK: Drawing

    public func displayList(scale: Double) -> DisplayList {
        var list = DisplayList(background: Color(hex: 0xF2F2F7))
        let m = margin
        let text = context.text
        // Header.
        let title = text.layout("SwiftHero test card", style: TextStyle(font: .largeTitle), scale: scale)
        list.append(.text(title, origin: Point(x: m, y: 14), color: .black, opacity: 1))
        // The size line takes what room the title leaves, and is left out when there is too little.
        let room = size.width - 3 * m - title.size.width
        if room > 90 {
            let info = text.layout("\(Int(size.width))×\(Int(size.height)) pt  ·  \(TraceWriter.number(scale))× pixels  ·  space pauses",
                                   style: TextStyle(font: .subheadline, alignment: .trailing, lineLimit: 1), maxWidth: room, scale: scale)
            list.append(.text(info, origin: Point(x: size.width - m - info.size.width, y: 28), color: Color(white: 0.45), opacity: 1))
        }
        list.append(.shape(.rect(Rect(x: m, y: headerHeight, width: size.width - 2 * m, height: 1 / scale)), .color(Color(white: 0.78)), opacity: 1))

        drawSwatches(&list, top: headerHeight + m / 2, scale: scale)
        _ = drawTextColumn(&list, top: columnTop, scale: scale)
        drawPhoto(&list, top: columnTop)
        drawStage(&list, scale: scale)
        return list
    }

    private func drawSwatches(_ list: inout DisplayList, top: Double, scale: Double) {
        let m = margin
        let count = 8.0
        let w = max(20, (size.width - 2 * m - (count - 1) * 12) / count)
        let h = swatchHeight
        var x = m
        func next() -> Rect { defer { x += w + 12 }; return Rect(x: x, y: top, width: w, height: h) }
        // 1: rect, aligned and at a fractional position.
        let r1 = next()
        list.append(.shape(.rect(r1.insetBy(dx: 6, dy: 6)), .color(Color(hex: 0x007AFF)), opacity: 1))
        list.append(.shape(.rect(Rect(x: r1.minX + 18.5, y: r1.minY + 30.25, width: w / 2, height: 30.5)), .color(Color(hex: 0xFF9500, alpha: 0.8)), opacity: 1))
        // 2: rounded rect with four different radii.
        let r2 = next()
        list.append(.shape(.roundedRect(RoundedRect(rect: r2, radii: CornerRadii(topLeft: 0, topRight: 12, bottomRight: 36, bottomLeft: 4.5))),
                           .color(Color(hex: 0x34C759)), opacity: 1))
        // 3: circle and ring.
        let r3 = next()
        let c = r3.center, radius = min(w, h) / 2 - 4
        list.append(.shape(.circle(center: c, radius: radius), .color(Color(hex: 0xFF2D55)), opacity: 1))
        list.append(.shape(.ring(.circle(center: c, radius: radius * 0.62), width: 5), .color(.white), opacity: 1))
        // 4: ring around a rounded rect, hairline ring.
        let r4 = next()
        list.append(.shape(.ring(RoundedRect(rect: r4.insetBy(dx: 2, dy: 2), radius: 18), width: 6), .color(Color(hex: 0x5856D6)), opacity: 1))
        list.append(.shape(.ring(RoundedRect(rect: r4.insetBy(dx: 16, dy: 16), radius: 8), width: 1 / scale), .color(.black), opacity: 1))
        // 5: linear gradients, including one fading to clear.
        let r5 = next()
        list.append(.shape(.roundedRect(RoundedRect(rect: r5, radius: 10)),
                           .linearGradient(LinearGradient(start: Point(x: r5.minX, y: r5.minY), end: Point(x: r5.maxX, y: r5.maxY),
                                                          stops: [.init(0, Color(hex: 0xFF9500)), .init(0.5, Color(hex: 0xFF2D55)), .init(1, Color(hex: 0x5856D6))])),
                           opacity: 1))
        list.append(.shape(.rect(Rect(x: r5.minX, y: r5.midY, width: r5.width, height: r5.height / 2)),
                           .linearGradient(LinearGradient(start: Point(x: 0, y: r5.midY), end: Point(x: 0, y: r5.maxY),
                                                          stops: [.init(0, .clear), .init(1, Color.black.opacity(0.6))])), opacity: 1))
        // 6: drop shadow under a white card.
        let r6 = next()
        let card = RoundedRect(rect: r6.insetBy(dx: 10, dy: 12), radius: 12)
        list.append(.shadow(card, color: Color.black.opacity(0.35), radius: 12, offset: Point(x: 0, y: 6)))
        list.append(.shape(.roundedRect(card), .color(.white), opacity: 1))
        // 7: group opacity: two overlapping circles drawn in one layer at 50% (no darker overlap).
        let r7 = next()
        list.layer(opacity: 0.5) { l in
            l.append(.shape(.circle(center: Point(x: r7.minX + w * 0.38, y: r7.midY), radius: min(w, h) * 0.3), .color(Color(hex: 0x007AFF)), opacity: 1))
            l.append(.shape(.circle(center: Point(x: r7.minX + w * 0.62, y: r7.midY), radius: min(w, h) * 0.3), .color(Color(hex: 0x007AFF)), opacity: 1))
        }
        // 8: the photograph, cropped to its centre and clipped to a rounded rect.
        let r8 = next()
        let crop = Rect(x: Double(photo.pixmap.width) * 0.25, y: Double(photo.pixmap.height) * 0.2,
                        width: Double(photo.pixmap.width) * 0.5, height: Double(photo.pixmap.height) * 0.6)
        list.append(.image(photo, source: crop, destination: r8, clip: RoundedRect(rect: r8, radius: 20), opacity: 1))
    }

    /// Text samples, a wrapped paragraph and a row of icons; returns the bottom of the column.
    private func drawTextColumn(_ list: inout DisplayList, top: Double, scale: Double) -> Double {
        let m = margin
        let text = context.text
        var y = top
        let samples: [(String, Font)] = [
            ("Caption 12 regular", .caption), ("Subheadline 15", .subheadline), ("Headline 17 semibold", .headline),
            ("Title 28 light", Font(size: 28, weight: .light)), ("Black 22 with kerning: AVATAR Ty", Font(size: 22, weight: .black)),
        ]
        for (string, font) in samples {
            let layout = text.layout(string, style: TextStyle(font: font, lineLimit: 1), maxWidth: columnWidth, scale: scale)
            list.append(.text(layout, origin: Point(x: m, y: y), color: Color(white: 0.1), opacity: 1))
            y += layout.size.height + 2
        }
        let paragraph = "A paragraph wrapped to the column's width, aligned to the leading edge. Hero transitions carry a view "
            + "from one place to another: its frame, its corners and its content morph together, every frame drawn by the CPU."
        let wrapped = text.layout(paragraph, style: TextStyle(font: Font(size: 14), lineLimit: 4, lineSpacing: 2), maxWidth: columnWidth, scale: scale)
        list.append(.text(wrapped, origin: Point(x: m, y: y + 6), color: Color(white: 0.25), opacity: 1))
        y += wrapped.size.height + 12
        // Icons by name.
        var x = m
        for name in ["description", "bolt", "dark_mode", "cancel", "grid_view", "view_list", "arrow_back", "refresh", "close"] {
            guard let scalar = context.icons.scalar(named: name) else { continue }
            let icon = text.layout(String(Character(scalar)), style: TextStyle(font: .icons(size: 26)), scale: scale)
            list.append(.text(icon, origin: Point(x: x, y: y), color: Color(hex: 0x007AFF), opacity: 1))
            x += 34
        }
        return y + 30
    }

    /// The photograph beside the text column, scaled bilinearly to fit.
    private func drawPhoto(_ list: inout DisplayList, top: Double) {
        let m = margin
        let photoX = m * 2 + columnWidth
        let available = Rect(x: photoX, y: top, width: max(0, size.width - photoX - m), height: max(0, stage.minY - m - top))
        let aspect = Double(photo.pixmap.width) / Double(photo.pixmap.height)
        var w = available.width, h = w / aspect
        if h > available.height { h = available.height; w = h * aspect }
        let dest = Rect(x: available.maxX - w, y: available.minY, width: w, height: h)
        list.append(.image(photo, source: nil, destination: dest, clip: RoundedRect(rect: dest, radius: 6), opacity: 1))
    }

    private func drawStage(_ list: inout DisplayList, scale: Double) {
        let s = stage
        guard !s.isEmpty else { return }
        let frame = RoundedRect(rect: s, radius: 16)
        // The blurred background: a gradient with coloured blobs, blurred as one layer, clipped round.
        list.layer(clip: frame, blur: 18, opaqueBlur: true) { l in
            l.append(.shape(.rect(s), .linearGradient(LinearGradient(start: Point(x: s.minX, y: s.minY), end: Point(x: s.maxX, y: s.maxY),
                                                                    stops: [.init(0, Color(hex: 0x1D2671)), .init(1, Color(hex: 0xC33764))])), opacity: 1))
            let blobs: [(Double, Double, Double, UInt32)] = [(0.15, 0.3, 0.25, 0xFFCC00), (0.45, 0.8, 0.3, 0x34C759), (0.75, 0.25, 0.22, 0x5AC8FA), (0.9, 0.75, 0.2, 0xFF9500)]
            for (fx, fy, fr, hex) in blobs {
                l.append(.shape(.circle(center: Point(x: s.minX + s.width * fx, y: s.minY + s.height * fy), radius: min(s.width, s.height) * fr),
                                .color(Color(hex: hex, alpha: 0.85)), opacity: 1))
            }
        }
        // The card: the stage's view tree, drawn where the stage is.
        stageGraph.scale = scale
        let inner = s.insetBy(dx: 24, dy: 24)
        list.items += stageGraph.render().items.map { $0.translated(dx: inner.minX, dy: inner.minY) }
    }

    public func traceElements() -> [TraceElement] {
        let inner = stage.insetBy(dx: 24, dy: 24)
        return stageGraph.render().trace.map { e in
            var moved = e
            moved.frame = e.frame.offsetBy(dx: inner.minX, dy: inner.minY)
            return moved
        }
    }
}
