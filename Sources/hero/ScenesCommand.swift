import ViewTree
import ArgumentParser
import Scenes

struct ScenesCommand: MainActorCommand {
    static let configuration = CommandConfiguration(commandName: "scenes", abstract: "List the scenes: name, a space, a one-line description.")

    @MainActor func execute() throws {
        for d in SceneCatalog.all { StandardStreams.line("\(d.name) \(d.summary)") }
    }
}
