import Runtime

/// The scenes the program can show, in the order keys 1-5 and `hero scenes` list them.
public enum SceneCatalog {
    public static let all: [SceneDescriptor] = [
        LinesScene.descriptor,
        StudioScene.descriptor,
        MealsScene.descriptor,
        DotsScene.descriptor,
        SceneDescriptor(name: "testcard", summary: "every drawing primitive on one page, with a looping animated card (space pauses)",
                        demoScript: "", demoTimes: "0:4:0.25", restScript: "at 0 key space",
                        explore: ExploreVocabulary(keys: ["space"], animatesForever: true), make: { try TestcardScene(context: $0) }),
    ]

    /// Scenes that exist for `hero explore` (and can be run or snapshot by name) but are not demos: not in
    /// the window's switcher, `hero scenes` or `explore --all`.
    public static let fixtures: [SceneDescriptor] = [FeedScene.descriptor]

    /// The scene `hero` opens when none is named.
    public static let defaultScene = "meals"

    public static func descriptor(named name: String) -> SceneDescriptor? { (all + fixtures).first { $0.name == name } }
}
