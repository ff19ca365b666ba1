import ArgumentParser
import SDLPlatform

/// `hero run --scale S`: the window's drawing scale, pixels per point. Without it, X11 takes
/// `GDK_SCALE`, then `Xft.dpi` / 96, then the drawable ÷ the window (see `DisplayScale`).
struct WindowScaleOption: ParsableArguments {
    @Option(help: "Pixels per point for the window (0.25 to 8); by default GDK_SCALE, else Xft.dpi / 96 on X11.")
    var scale: Double?

    /// The checked scale, nil when not given.
    func checked() throws -> Double? {
        guard let scale else { return nil }
        guard scale.isFinite, DisplayScale.range.contains(scale) else { throw HeroError.usage("--scale must be from 0.25 to 8") }
        return scale
    }
}
