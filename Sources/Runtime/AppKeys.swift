import ViewTree

/// Keys the app answers in every scene, whatever the scene shows: the same in the window, in
/// `hero snapshot` scripts and in `hero explore`, so a script that presses them renders the frames the
/// window shows.
@MainActor
public enum AppKeys {
    /// Every key `handle` answers.
    public nonisolated static let all = ["s", "r", "space", "period", "comma", "d", "f"]
    /// The keys `hero explore` presses among its random events: slow animations and reduced motion,
    /// both switchable mid-flight (the time keys and the debug tools change no scene state that its
    /// invariants could check, and a step back is a jump by design).
    public nonisolated static let explored = ["s", "r"]

    /// Handles `key` when it is an app key and returns true; otherwise returns false and the key goes
    /// to the scene.
    ///
    /// - `s`: slow animations on / off. Transitions started from then on run at the slow pace; the
    ///   scene's content is rebuilt so a switch that shows the option (the meals panel's) follows it.
    /// - `r`: reduced motion on / off (`ViewGraph.reduceMotion`), for transitions started from then on.
    /// - `space`: pauses or resumes the scene's clock (`FrameLoop.togglePause`).
    /// - `period` / `comma`: one frame (1/60 s) forward / back, pausing first (`FrameLoop.stepForward`,
    ///   `stepBack`: back replays the recorded events in virtual time, so the frame is exact).
    /// - `d`: the debug overlay; `f`: the frame-time HUD (`DebugTools`).
    public static func handle(_ key: String, context: SceneContext, loop: FrameLoop) -> Bool {
        switch key {
        case "s", "r":
            loop.tick()
            applyOption(key, context: context, scene: loop.scene)
            loop.recordOption(key)
        case "space": loop.togglePause()
        case "period", ".": loop.stepForward()
        case "comma", ",": loop.stepBack()
        case "d": loop.tools.showsOverlay.toggle()
        case "f": loop.tools.showsHUD.toggle()
        default: return false
        }
        return true
    }

    /// Toggles option `key` (`s` or `r`) in `context` and tells `scene` (also used when a recording
    /// is replayed).
    static func applyOption(_ key: String, context: SceneContext, scene: FrameScene) {
        switch key {
        case "s":
            context.options.slowAnimations.toggle()
            scene.viewGraph?.invalidateContent()
        case "r":
            context.options.reduceMotion.toggle()
            scene.setReducedMotion(context.options.reduceMotion)
        default:
            break
        }
    }
}
