import ArgumentParser

/// `hero`: SwiftHero's one program. A window by default; `snapshot` renders frames headless; `bench`
/// measures; `scenes` lists. The parsing is ArgumentParser's; running happens on the main actor in
/// `main.swift`, which also maps every error to the exit codes of Docs/CLI.md.
struct HeroCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hero",
        abstract: "Matched-geometry hero transitions, drawn by a CPU rasterizer in an SDL2 window.",
        discussion: """
        Exit codes: 0 success, 1 unexpected failure, 2 usage (flag, scene, size, times, script), \
        3 missing or unreadable asset, 4 no display for a window, 5 `explore` found an invariant violated.
        """,
        subcommands: [RunCommand.self, SnapshotCommand.self, ElementsCommand.self, BenchCommand.self, ExploreCommand.self, ScenesCommand.self, IconCommand.self],
        defaultSubcommand: RunCommand.self
    )
}

/// A command whose work runs on the main actor.
protocol MainActorCommand: ParsableCommand {
    @MainActor func execute() throws
}
