import Runtime

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
    public var make: @MainActor @Sendable (SceneContext) throws -> FrameScene

    /// A descriptor; see the properties.
    public init(name: String, summary: String, demoScript: String, demoTimes: String, restScript: String = "",
                explore: ExploreVocabulary = ExploreVocabulary(),
                make: @escaping @MainActor @Sendable (SceneContext) throws -> FrameScene) {
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
