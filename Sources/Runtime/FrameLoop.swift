import Foundation
import Geometry
import Motion
import Raster
import Rendering
import Typography
import ViewTree

/// The loop both runners drive: input in, time forward, pixels out. It owns the scene being shown, the
/// clock and the renderer. The window calls it with real time and presents `frame`; snapshot mode with
/// a manual clock and writes PNGs. Nothing here knows about SDL.
///
/// ```swift
/// let clock = ManualClock()
/// let loop = FrameLoop(scene: ViewScene(graph: graph), size: Size(width: 480, height: 640), scale: 2,
///                      clock: clock, glyphs: glyphs)
/// loop.send(.pointerDown(Point(x: 240, y: 320), .mouse))
/// clock.advance(by: 1.0 / 60)
/// loop.tick()                    // the scene at the clock's time
/// let damage = loop.render()     // pixels of loop.frame that changed
/// ```
@MainActor
public final class FrameLoop {
    /// The time source: real in the window, manual headless.
    public let clock: FrameClock
    /// The scene shown (`replaceScene(_:)` changes it).
    public private(set) var scene: FrameScene
    /// Content size in points.
    public private(set) var size: Size
    /// Pixels per point.
    public private(set) var scale: Double
    /// The glyph cache shared by layout and the renderer.
    public let glyphs: GlyphCache
    /// The renderer holding the framebuffer and the previous frame's display list.
    public private(set) var renderer: Renderer
    /// Items drawn above the scene (the window's switcher and help); never set in snapshot mode.
    public var overlay: (@MainActor (Size) -> [DisplayItem])?
    /// Pause, steps and the timeline (TimeControl.swift).
    public internal(set) var timeState = TimeState()
    /// What happened to the scene shown, for exact back-steps (nil until `replaySource` is set).
    public internal(set) var recording: SessionRecording?
    /// How to make the scene again; setting it starts recording (runners that offer time control set it).
    public var replaySource: ReplaySource? { didSet { startRecording() } }
    /// The scene time the scene shown was sized at (where a replay starts it).
    var sceneStart = 0.0
    /// Called with the scene time shown whenever it is paused, stepped or scrubbed.
    public var onTimeChange: (@MainActor (Double) -> Void)?
    /// The debug overlay, frame-time HUD and timeline bar (DebugTools.swift).
    public let tools = DebugTools()
    /// How many threads draw each frame's damage (`Renderer.threads`).
    public var renderThreads = 1 {
        didSet { renderer.threads = renderThreads }
    }
    /// How many threads a window draws with: the machine's processors, at most 4 (measured in meals at
    /// 4K on 2 cores: p99 about 4.4 ms on two threads against 5.5 on one; beyond 4 stripes are small).
    public nonisolated static var windowRenderThreads: Int { min(4, max(1, ProcessInfo.processInfo.activeProcessorCount)) }
    /// True: the renderer stops splitting frames for a while when splitting does not pay
    /// (`Renderer.splitsAdaptively`; the window and bench), false (tests): it always splits.
    public var adaptiveRenderThreads = false {
        didSet { renderer.splitsAdaptively = adaptiveRenderThreads }
    }

    /// A loop showing `scene` in `size` points at `scale` pixels per point, timed by `clock`; the
    /// scene is resized to `size` at scene time 0 (scene time is the clock's time since the loop was
    /// made, less the time spent paused: headless, with a clock from 0, the two are equal).
    public init(scene: FrameScene, size: Size, scale: Double, clock: FrameClock, glyphs: GlyphCache) {
        self.scene = scene
        self.size = size
        self.scale = scale
        self.clock = clock
        self.glyphs = glyphs
        renderer = Renderer(pixelWidth: Self.pixels(size.width, scale), pixelHeight: Self.pixels(size.height, scale), scale: scale, glyphs: glyphs)
        timeState.offset = clock.now
        sceneStart = 0
        scene.resize(to: size, at: sceneStart)
    }

    /// Pixels for `points` at `scale`, 1...`InputLimits.side` (callers check sizes against the limit
    /// first; this clamp keeps a framebuffer bounded and Int(_:) from trapping whatever arrives).
    static func pixels(_ points: Double, _ scale: Double) -> Int {
        let v = points * scale
        guard v.isFinite else { return 1 }
        return max(1, min(InputLimits.side, Int(min(1e9, max(0, v)).rounded())))
    }

    /// The framebuffer: premultiplied pixels of the whole content area.
    public var frame: Pixmap { renderer.frame }

    /// True while the scene animates (never while its clock is paused).
    public var isAnimating: Bool { !timeState.isPaused && scene.isAnimating }

    /// Delivers an input event at the scene's current time (`now`). A resize also resizes the
    /// framebuffer. While paused, pointer input goes to the timeline bar (a drag on it scrubs) and
    /// otherwise nowhere, and keys do not reach the scene: a paused scene is frozen. Pointer motion
    /// always updates the debug overlay's hover.
    public func send(_ event: InputEvent) {
        let t = now
        if case .resize(let s) = event {
            size = s
            renderer.resize(pixelWidth: Self.pixels(s.width, scale), pixelHeight: Self.pixels(s.height, scale))
            let was = scene.isAnimating
            scene.resize(to: s, at: t)
            recording?.append(.input(t, event))
            noteMotion(at: t, wasAnimating: was)
            return
        }
        tools.notePointer(event)
        if timeState.isPaused {
            scrubTimeline(event)
            return
        }
        let was = scene.isAnimating
        scene.handle(event, at: t)
        recording?.append(.input(t, event))
        noteMotion(at: t, wasAnimating: was)
    }

    /// Changes the pixel density (a window moved to another display); the next frame is drawn whole.
    public func setScale(_ newScale: Double, pixelWidth: Int, pixelHeight: Int) {
        guard newScale != scale || pixelWidth != renderer.pixelWidth || pixelHeight != renderer.pixelHeight else { return }
        scale = newScale
        // The old renderer goes first, so the old and new framebuffers never coexist.
        renderer.resize(pixelWidth: 1, pixelHeight: 1)
        renderer = Renderer(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: newScale, glyphs: glyphs)
        renderer.threads = renderThreads
        renderer.splitsAdaptively = adaptiveRenderThreads
        HeapTrim.releaseFreePages()
    }

    /// Shows another scene from now on; `make` makes it again for replays (the recording starts anew).
    /// Scene time starts again at 0 (paused, the new scene is shown paused at 0), so the window's scene
    /// times are the times `hero snapshot --scene` plays the new scene at.
    public func replaceScene(_ newScene: FrameScene, make: (@MainActor (SceneContext) throws -> FrameScene)? = nil) {
        scene = newScene
        if timeState.isPaused {
            timeState.pausedAt = 0
            timeState.timeline = 0...0
            timeState.scrubbing = false
        } else {
            timeState.offset = clock.now
        }
        timeState.shown = []
        sceneStart = 0
        newScene.resize(to: size, at: sceneStart)
        if let make, let context = replaySource?.context {
            replaySource = ReplaySource(context: context, make: make)
        } else {
            startRecording()
        }
        renderer.invalidate()
        // The old scene's views, nodes and display lists are freed.
        HeapTrim.releaseFreePages()
    }

    /// Shows a scene rebuilt by a replay to scene time `t`, where it was `replayedSize` points; a
    /// window of another size now resizes it at `t`.
    func installReplayed(_ newScene: FrameScene, size replayedSize: Size, at t: Double) {
        scene = newScene
        if replayedSize != size { newScene.resize(to: size, at: t) }
    }

    /// Advances the scene's animations to the scene time (`now`); a tick that can change something is
    /// recorded.
    public func tick() {
        let started = ContinuousClock.now
        let t = now
        let animating = scene.isAnimating
        if animating && recording?.isLive == true { recording?.append(.tick(t)) }
        scene.update(at: t)
        noteMotion(at: t, wasAnimating: animating)
        tools.addViewTime(ContinuousClock.now - started)
    }

    /// The framebuffer's pixels at the last `render`.
    private var lastRenderedPixels = 0

    /// Draws the current state; returns the pixels that changed (empty: nothing to present).
    @discardableResult
    public func render() -> IntRect {
        let started = ContinuousClock.now
        let list = displayList()
        let drawn = ContinuousClock.now
        renderer.losesDamageEdge = PlantedFaults.damageLosesEdge
        let damage = renderer.render(list)
        // A smaller framebuffer than the last frame's freed larger ones (and its pool and cached
        // layers with them): the pages go back to the system once, however many resizes came between.
        let pixels = renderer.pixelWidth * renderer.pixelHeight
        if pixels < lastRenderedPixels { HeapTrim.releaseFreePages() }
        lastRenderedPixels = pixels
        tools.finishFrame(viewTime: drawn - started, pixelTime: ContinuousClock.now - drawn, damage: damage, scale: scale)
        return damage
    }

    /// What the next frame draws: the scene's display list, the debug tools and the window's overlay
    /// above it.
    public func displayList() -> DisplayList {
        var list = scene.displayList(scale: scale)
        // Appending, even nothing, copies the scene's kept items (reserveCapacity makes them unique):
        // an idle frame must stay a lookup, so only what is drawn on top is appended.
        let tools = tools.items(loop: self)
        if !tools.isEmpty { list.items += tools }
        if let overlay {
            let items = overlay(size)
            if !items.isEmpty { list.items += items }
        }
        return list
    }

    /// The scene's trace elements at this moment.
    public func traceElements() -> [TraceElement] { scene.traceElements() }
}
