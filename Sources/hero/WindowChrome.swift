import Geometry
import Raster
import Rendering
import Typography
import ViewTree

/// What the window draws around a scene, never in snapshots: a scene switcher in the bottom-left corner
/// (one segment per scene, numbered like the keys 1-5) and the `?` help panel. It takes no layout space;
/// the scene always fills the window and only the switcher's own pixels catch the pointer.
///
/// The switcher floats over the scene (in a narrow window it spans the whole bottom edge and covers
/// cards, rows and thumbnails), so it shows at launch until the pointer first moves away from it, and
/// after that only while the pointer is near it (within `revealMargin` of its bar) or presses it.
@MainActor
final class WindowChrome {
    /// What the chrome did with a pointer event.
    public enum Response: Equatable {
        /// Not over the chrome: the scene gets the event.
        case ignored
        /// Used by the chrome (a hover or a press on it): the scene does not get it.
        case consumed
        /// A switcher segment was clicked: show the scene with this name.
        case select(String)
    }

    private let text: TextLayoutEngine
    private let icons: IconCatalog
    /// Scene names, in switcher order.
    public let scenes: [String]
    /// The scene shown (its segment is highlighted).
    public var current: String = ""
    /// Whether the help panel is open.
    public var showsHelp = false
    /// Shown as a badge on the switcher.
    public var slowAnimations = false
    /// Shown as a badge on the switcher.
    public var reducedMotion = false
    private var hovered: Int?
    private var pressed: Int?
    /// The segments' frames while the switcher is shown (empty when hidden: nothing to hit).
    private var segments: [Rect] = []
    /// Where the switcher's bar is, shown or not, in window points.
    private var bar: Rect = .zero
    /// Whether the switcher is drawn (see the type's comment).
    private var revealed = true
    /// True from launch until the pointer is first moved by hand (the system reports where it is
    /// when the window appears: that first position does not count as a move).
    private var launchReveal = true
    private var firstPointer: Point?
    /// How near its bar, in points, the pointer brings the switcher back.
    static let revealMargin = 48.0
    private var panel: Rect = .zero

    /// The help panel's lines: a key or gesture and what it does.
    public static let helpLines: [(String, String)] = [
        ("1 – 5", "switch scenes (or the switcher: point at the bottom-left corner)"), ("s", "slow animations on / off"),
        ("r", "reduced motion on / off"), ("space", "pause / resume the clock"),
        (". / ,", "one frame forward / back (pauses)"), ("timeline", "drag the bar to scrub while paused"),
        ("d", "debug overlay: flights, damage, ids"), ("f", "frame-time HUD"),
        ("Escape", "close what is presented"), ("?", "this help"), ("q", "quit"),
        ("click / tap", "select, open, close"), ("drag", "dismiss a detail or modal, swipe the dots"),
        ("long press", "menus in the dots game"), ("wheel / touchpad", "scroll"), ("resize the window", "portrait or landscape"),
    ]

    /// Chrome for `scenes`, drawing its text with `text` and `icons`.
    public init(text: TextLayoutEngine, icons: IconCatalog, scenes: [String]) {
        self.text = text
        self.icons = icons
        self.scenes = scenes
    }

    /// The switcher (and help panel, when shown) for a window of `size` points.
    public func items(in size: Size, scale: Double) -> [DisplayItem] {
        var list = DisplayList()
        let font = TextStyle(font: Font(size: 12, weight: .semibold))
        let labels = scenes.enumerated().map { text.layout("\($0.offset + 1) \($0.element)", style: font, scale: scale) }
        var x = 12.0
        let h = 26.0, y = size.height - h - 12
        var frames: [Rect] = []
        for l in labels {
            frames.append(Rect(x: x, y: y, width: l.size.width + 20, height: h))
            x += l.size.width + 20
        }
        let badgeText = [slowAnimations ? "slow" : nil, reducedMotion ? "reduced motion" : nil].compactMap { $0 }.joined(separator: " · ")
        let badge = badgeText.isEmpty ? nil : text.layout(badgeText, style: font, scale: scale)
        if let badge { x += badge.size.width + 16 }
        self.bar = Rect(x: 8, y: y - 4, width: x - 4, height: h + 8)
        guard revealed || pressed != nil else {
            segments = []
            if showsHelp { drawHelp(&list, size: size, scale: scale) }
            return list.items
        }
        segments = frames
        let bar = RoundedRect(rect: self.bar, radius: (h + 8) / 2)
        list.append(.shadow(bar, color: Color.black.opacity(0.25), radius: 8, offset: Point(x: 0, y: 2)))
        list.append(.shape(.roundedRect(bar), .color(Color(white: 0.12, alpha: hovered == nil ? 0.72 : 0.9)), opacity: 1))
        for (i, l) in labels.enumerated() {
            let r = segments[i]
            let selected = scenes[i] == current
            if selected || hovered == i {
                list.append(.shape(.roundedRect(RoundedRect(rect: r, radius: h / 2)), .color(Color.white.opacity(selected ? 0.95 : 0.2)), opacity: 1))
            }
            list.append(.text(l, origin: Point(x: r.minX + 10, y: r.midY - l.size.height / 2),
                              color: selected ? Color(white: 0.1) : .white, opacity: 1))
        }
        if let badge {
            list.append(.text(badge, origin: Point(x: x - badge.size.width - 6, y: y + (h - badge.size.height) / 2),
                              color: Color(hex: 0xFFCC00), opacity: 1))
        }
        if showsHelp { drawHelp(&list, size: size, scale: scale) }
        return list.items
    }

    private func drawHelp(_ list: inout DisplayList, size: Size, scale: Double) {
        let keyStyle = TextStyle(font: Font(size: 14, weight: .semibold)), textStyle = TextStyle(font: Font(size: 14))
        let rows = Self.helpLines.map { (text.layout($0.0, style: keyStyle, scale: scale), text.layout($0.1, style: textStyle, scale: scale)) }
        let keyWidth = rows.map(\.0.size.width).max() ?? 0
        let width = min(size.width - 24, 24 + keyWidth + 16 + (rows.map(\.1.size.width).max() ?? 0) + 24)
        let title = text.layout("SwiftHero — keys and gestures", style: TextStyle(font: .headline), maxWidth: width - 48, scale: scale)
        let height = 24 + title.size.height + 12 + Double(rows.count) * 24 + 20
        panel = Rect(center: Point(x: size.width / 2, y: size.height / 2), size: Size(width: width, height: height))
        let shape = RoundedRect(rect: panel, radius: 14)
        list.append(.shape(.rect(Rect(x: 0, y: 0, width: size.width, height: size.height)), .color(Color.black.opacity(0.35)), opacity: 1))
        list.append(.shadow(shape, color: Color.black.opacity(0.3), radius: 20, offset: Point(x: 0, y: 8)))
        list.append(.shape(.roundedRect(shape), .color(.white), opacity: 1))
        list.append(.text(title, origin: Point(x: panel.minX + 24, y: panel.minY + 24), color: .black, opacity: 1))
        var y = panel.minY + 24 + title.size.height + 12
        for (k, d) in rows {
            list.append(.text(k, origin: Point(x: panel.minX + 24, y: y), color: Color(hex: 0x007AFF), opacity: 1))
            list.append(.text(d, origin: Point(x: panel.minX + 24 + keyWidth + 16, y: y), color: Color(white: 0.2), opacity: 1))
            y += 24
        }
    }

    /// Pointer input reaches the chrome before the scene. The help panel swallows everything while
    /// shown (a click closes it); the switcher takes only what lands on it.
    public func handle(_ event: InputEvent) -> Response {
        func segment(at p: Point) -> Int? { segments.firstIndex { $0.contains(p) } }
        switch event {
        case .pointerMove(let p, _):
            if launchReveal {
                if let first = firstPointer { launchReveal = abs(p.x - first.x) + abs(p.y - first.y) < 4 } else { firstPointer = p }
            }
            revealed = launchReveal || bar.insetBy(dx: -Self.revealMargin, dy: -Self.revealMargin).contains(p)
            hovered = segment(at: p)
            return showsHelp ? .consumed : (pressed != nil ? .consumed : .ignored)
        case .pointerDown(let p, _):
            if showsHelp { showsHelp = false; return .consumed }
            pressed = segment(at: p)
            return pressed == nil ? .ignored : .consumed
        case .pointerUp(let p, _):
            guard let i = pressed else { return showsHelp ? .consumed : .ignored }
            pressed = nil
            return segment(at: p) == i ? .select(scenes[i]) : .consumed
        case .scroll:
            return showsHelp ? .consumed : .ignored
        default:
            return .ignored
        }
    }
}
