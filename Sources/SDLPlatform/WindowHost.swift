internal import CSDL2
import Foundation
import Geometry
import Raster
import Runtime
import ViewTree

/// A resizable, HiDPI-aware SDL window that shows a `FrameLoop`'s framebuffer through one streaming
/// texture. The loop is event-driven: while nothing animates it blocks in `SDL_WaitEvent` and uses no
/// CPU; while something animates it renders a frame per display refresh (vsync, or paced to 120 Hz when
/// the renderer cannot wait for vsync). Only the damaged rectangle is uploaded. Main thread only.
@MainActor
public final class WindowHost {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (0, 0)
    private var translator: EventTranslator
    private var running = true
    /// The video driver SDL chose ("x11", "wayland", ...).
    public let driver: String
    /// SDL window units per point: the scale this host applies itself on X11 (see `DisplayScale`),
    /// or 1 where SDL does HiDPI (then the drawable ÷ the window gives the scale).
    public let unitsPerPoint: Double

    /// Opens the window. Throws `WindowError.noDisplay` when SDL finds no display, unless the caller set
    /// SDL_VIDEODRIVER explicitly (tests may run the window on the dummy driver).
    /// `scale` (pixels per point, from `--scale`) overrides the display's; on X11 the scale is otherwise
    /// `GDK_SCALE` or `Xft.dpi` / 96 (`DisplayScale`), and the window is made `size × scale` pixels.
    public init(title: String, size: Size, scale: Double? = nil) throws(WindowError) {
        let explicit = getenv("SDL_VIDEODRIVER") != nil
        if !explicit && getenv("DISPLAY") == nil && getenv("WAYLAND_DISPLAY") == nil {
            throw .noDisplay(driver: "none: neither DISPLAY nor WAYLAND_DISPLAY is set")
        }
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw .failed(SDLLibrary.lastError) }
        let chosen = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if !explicit && (chosen == "offscreen" || chosen == "dummy") {
            SDL_Quit()
            throw .noDisplay(driver: chosen)
        }
        driver = chosen
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        let units = chosen == "x11" || scale != nil
            ? DisplayScale.resolve(explicit: scale, environment: ProcessInfo.processInfo.environment, xftDPI: { DisplayScale.queryXftDPI() }) ?? 1
            : 1
        unitsPerPoint = units
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let pixels = (width: (size.width * units).rounded(), height: (size.height * units).rounded())
        guard pixels.width <= Double(InputLimits.side), pixels.height <= Double(InputLimits.side) else {
            SDL_Quit()
            throw .failed("a \(Int(size.width))x\(Int(size.height))-point window at \(units) pixels per point is more than \(InputLimits.side) pixels a side")
        }
        guard let w = SDL_CreateWindow(title, SHIM_WINDOWPOS_CENTERED, SHIM_WINDOWPOS_CENTERED, Int32(pixels.width), Int32(pixels.height), flags) else {
            let reason = SDLLibrary.lastError
            SDL_Quit()
            throw .failed(reason.isEmpty ? "SDL could not make a \(Int(pixels.width))x\(Int(pixels.height))-pixel window" : reason)
        }
        window = w
        SDL_SetWindowMinimumSize(w, Int32((240 * units).rounded()), Int32((200 * units).rounded()))
        if let r = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue) {
            renderer = r
        } else if let r = SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) {
            renderer = r
        } else {
            let reason = SDLLibrary.lastError
            SDL_DestroyWindow(w)
            SDL_Quit()
            throw .failed(reason.isEmpty ? "SDL could not make a renderer for the window" : reason)
        }
        translator = EventTranslator(windowSize: size)
        translator.unitsPerPoint = units
        translator.windowSize = windowSize
        // Text fields copy to and paste from the system's clipboard while the window is open.
        Clipboard.read = {
            guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(raw) }
            return String(cString: raw)
        }
        Clipboard.write = { text in _ = SDL_SetClipboardText(text) }
    }

    /// The window's content size in points.
    public var windowSize: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Size(width: Double(w) / unitsPerPoint, height: Double(h) / unitsPerPoint)
    }

    /// The drawable size in pixels (larger than the point size on HiDPI displays).
    public var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    /// Pixels per point (below 1 only when asked for with a scale below 1).
    public var scale: Double {
        let s = windowSize
        return s.width > 0 ? max(min(1, unitsPerPoint), Double(pixelSize.width) / s.width) : 1
    }

    public func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }

    /// Sets the window's icon (what the window manager shows in its title bar and task switcher).
    public func setIcon(_ icon: Pixmap) {
        guard icon.width > 0, icon.height > 0,
              let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(icon.width), Int32(icon.height), 32, SDL_PIXELFORMAT_ABGR8888.rawValue) else { return }
        defer { SDL_FreeSurface(s) }
        let pitch = Int(s.pointee.pitch)
        for y in 0..<icon.height {
            let row = (s.pointee.pixels! + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<icon.width {
                let c = icon.rgba(x: x, y: y)
                row[x] = UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24
            }
        }
        SDL_SetWindowIcon(window, s)
    }

    /// Ends `run` after the current frame.
    public func quit() { running = false }

    /// Runs until the window closes or `quit()`. `keys` sees every key first; returning true consumes it.
    /// `loop()` is asked for the current loop each frame (the app may switch scenes).
    public func run(loop current: () -> FrameLoop, keys: (String) -> Bool, pointer: (InputEvent) -> Bool = { _ in false }) {
        var needsPresent = true
        var event = SDL_Event()
        let minimumFrameTicks: UInt64 = 8   // 120 Hz pacing when vsync does not block
        var trimmed = true
        while running {
            var loop = current()
            syncSize(loop)
            let busy = loop.isAnimating || needsPresent
            // Going idle: what the busy spell freed goes back to the system before the wait.
            if busy { trimmed = false } else if !trimmed { HeapTrim.releaseFreePages(); trimmed = true }
            var gotEvent = busy ? SDL_PollEvent(&event) != 0 : SDL_WaitEvent(&event) != 0
            let frameStart = SDL_GetTicks64()
            while gotEvent {
                switch event.type {
                case SDL_QUIT.rawValue:
                    running = false
                case SDL_WINDOWEVENT.rawValue:
                    let kind = UInt32(event.window.event)
                    if kind == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue || kind == SDL_WINDOWEVENT_RESIZED.rawValue {
                        syncSize(loop)
                    }
                    needsPresent = true
                default:
                    if let input = translator.translate(&event) {
                        if case .key(let name) = input, keys(name) {
                            // Consumed by the app (scene switch, quit, help).
                        } else if pointer(input) {
                            needsPresent = true
                        } else {
                            loop.send(input)
                        }
                        loop = current()
                    }
                }
                gotEvent = SDL_PollEvent(&event) != 0
            }
            guard running else { break }
            syncSize(loop)
            loop.tick()
            let damage = loop.render()
            if !damage.isEmpty || needsPresent {
                present(loop.frame, damage: needsPresent ? loop.frame.bounds : damage)
                needsPresent = false
                let spent = SDL_GetTicks64() - frameStart
                if spent < minimumFrameTicks { SDL_Delay(UInt32(minimumFrameTicks - spent)) }
            } else if loop.isAnimating {
                SDL_Delay(UInt32(minimumFrameTicks))
            }
        }
    }

    /// The largest framebuffer side drawn, pixels: the documented maximum (`InputLimits.side`), or less
    /// when the renderer's textures cannot be that large.
    private lazy var drawableLimit: Int = {
        var info = SDL_RendererInfo()
        let textureLimit = SDL_GetRendererInfo(renderer, &info) == 0 ? Int(min(info.max_texture_width, info.max_texture_height)) : 0
        return textureLimit > 0 ? min(InputLimits.side, textureLimit) : InputLimits.side
    }()

    /// The framebuffer for a window `size` points drawn `pixels` large at `scale`: the same, unless
    /// a side is over `limit` pixels; then the scale drops until the longer side is `limit` (the
    /// window shows it stretched), so a window resized to 40000 pixels allocates no more than one
    /// at the limit would.
    public nonisolated static func clampedDrawable(pixels: (width: Int, height: Int), scale: Double, limit: Int) -> (width: Int, height: Int, scale: Double) {
        let longest = max(pixels.width, pixels.height)
        guard longest > limit else { return (pixels.width, pixels.height, scale) }
        let f = Double(limit) / Double(longest)
        return (max(1, min(limit, Int(Double(pixels.width) * f))), max(1, min(limit, Int(Double(pixels.height) * f))), scale * f)
    }

    /// Keeps the loop's size and scale equal to the window's, with the framebuffer clamped to
    /// `drawableLimit`.
    private func syncSize(_ loop: FrameLoop) {
        let size = windowSize
        let drawn = Self.clampedDrawable(pixels: pixelSize, scale: scale, limit: drawableLimit)
        translator.windowSize = size
        if size != loop.size { loop.send(.resize(size)) }
        loop.setScale(drawn.scale, pixelWidth: drawn.width, pixelHeight: drawn.height)
    }

    private func present(_ frame: Pixmap, damage: IntRect) {
        if texture == nil || textureSize != (frame.width, frame.height) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                        Int32(frame.width), Int32(frame.height))
            if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE) }
            textureSize = (frame.width, frame.height)
            return present(frame, damage: frame.bounds)
        }
        guard let texture else { return }
        let d = damage.intersection(frame.bounds)
        if !d.isEmpty {
            var rect = SDL_Rect(x: Int32(d.x0), y: Int32(d.y0), w: Int32(d.width), h: Int32(d.height))
            frame.pixels.withUnsafeBufferPointer { buf in
                _ = SDL_UpdateTexture(texture, &rect, buf.baseAddress! + d.y0 * frame.width + d.x0, Int32(frame.width * 4))
            }
        }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    /// Closes the window and shuts SDL's video down.
    public func close() {
        // Back to a clipboard of its own: SDL's goes with the window.
        Clipboard.useMemory()
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
    }
}
