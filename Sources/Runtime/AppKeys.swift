import ViewTree

/// Keys the app answers in every scene, whatever the scene shows: the same in the window, in
/// `hero snapshot` scripts and in `hero explore`.
@MainActor
public enum AppKeys {
    /// Every key `handle` answers.
    public nonisolated static let all = ["s"]

    /// Handles `key` when it is an app key and returns true; otherwise returns false and the key goes
    /// to the scene.
    ///
    /// - `s`: slow animations on / off. Transitions started from then on run at the slow pace; the
    ///   scene's content is rebuilt so a switch that shows the option (the meals panel's) follows it.
    public static func handle(_ key: String, context: SceneContext, loop: FrameLoop) -> Bool {
        switch key {
        case "s":
            context.options.slowAnimations.toggle()
            (loop.scene as? ViewScene)?.graph.invalidateContent()
            return true
        default:
            return false
        }
    }
}
