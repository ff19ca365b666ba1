import Geometry
import Rendering
import ViewTree

/// What a `FrameLoop` shows: it owns its state, answers input, advances its animations and draws
/// itself. A demo scene is one, and so is the view graph of an app's window (`ViewScene`, which is what
/// SwiftHero's `WindowGroup` scene becomes: SwiftUI's `Scene` describes a window, this drives one).
/// All methods run on the main actor, called by a `FrameLoop`; times are the loop clock's seconds.
@MainActor
public protocol FrameScene: AnyObject {
    /// The window's content size changed (also called once before the first frame), in points.
    func resize(to size: Size, at time: Double)
    /// Handles one input event that happened at `time`.
    func handle(_ event: InputEvent, at time: Double)
    /// Advances every animation to `time`.
    func update(at time: Double)
    /// True while anything moves; the window then keeps producing frames, otherwise it sleeps.
    var isAnimating: Bool { get }
    /// The drawing of the current state at `scale` pixels per point.
    func displayList(scale: Double) -> DisplayList
    /// Every visible identified or matched view, back to front (Docs/CLI.md, trace format).
    func traceElements() -> [TraceElement]
    /// Turns reduced motion on or off for the scene's view graphs (`ViewGraph.reduceMotion`).
    func setReducedMotion(_ on: Bool)
    /// The scene's view graph, if it has one (the debug overlay reads its flights).
    var viewGraph: ViewGraph? { get }
}

extension FrameScene {
    /// A scene without view graphs has no motion to reduce.
    public func setReducedMotion(_ on: Bool) {}
    /// No view graph by default.
    public var viewGraph: ViewGraph? { nil }
}

/// Options a scene is made with.
public struct SceneOptions: Sendable {
    /// Every named animation becomes easeInOut 4 s.
    public var slowAnimations: Bool
    /// nil: the scene's own default; true: dark; false: light.
    public var dark: Bool?
    /// Seed of every random choice.
    public var seed: UInt64
    /// Reduced motion: springs without overshoot, matched flights as crossfades (`ViewGraph.reduceMotion`).
    public var reduceMotion: Bool

    /// Options; by default normal speed, full motion, the scene's own appearance and seed 1.
    public init(slowAnimations: Bool = false, dark: Bool? = nil, seed: UInt64 = 1, reduceMotion: Bool = false) {
        self.slowAnimations = slowAnimations
        self.dark = dark
        self.seed = seed
        self.reduceMotion = reduceMotion
    }
}
