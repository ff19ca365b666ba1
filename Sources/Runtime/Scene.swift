import Geometry
import Rendering
import ViewTree

/// One demo: it owns its state, answers input, advances its animations and draws itself.
/// All methods run on the main actor, called by a `FrameLoop`; times are the loop clock's seconds.
@MainActor
public protocol Scene: AnyObject {
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

extension Scene {
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

/// A scene the program can show: name, one-line description, and how to make it.
public struct SceneDescriptor: Sendable {
    /// The name `--scene` takes.
    public var name: String
    /// A one-line description (`hero scenes`).
    public var summary: String
    /// An event script (events separated by `;`, as `--do` takes them) that plays the scene's signature
    /// transition (`hero bench` and `make run`).
    public var demoScript: String
    /// The capture times `make run` renders headless.
    public var demoTimes: String
    /// Events that bring the scene to rest (`hero bench` measures an idle frame after them).
    public var restScript: String
    /// What `hero explore` plays on the scene besides the gestures every scene gets.
    public var explore: ExploreVocabulary
    /// Makes a fresh scene (throws `AssetError` when its data is missing), with the context's reduced
    /// motion already applied, so every runner (window, snapshot, elements, explore, tests) honours it.
    public var make: @MainActor @Sendable (SceneContext) throws -> Scene

    /// A descriptor; see the properties.
    public init(name: String, summary: String, demoScript: String, demoTimes: String, restScript: String = "",
                explore: ExploreVocabulary = ExploreVocabulary(),
                make: @escaping @MainActor @Sendable (SceneContext) throws -> Scene) {
        self.name = name
        self.summary = summary
        self.demoScript = demoScript
        self.demoTimes = demoTimes
        self.restScript = restScript
        self.explore = explore
        self.make = { context in
            let scene = try make(context)
            scene.setReducedMotion(context.options.reduceMotion)
            return scene
        }
    }
}
