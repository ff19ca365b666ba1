import ArgumentParser
import Foundation
import SDLPlatform

SDLLibrary.lineBufferStandardOutput()

/// Parses, runs, and exits with the contract's code: usage errors are 2 (ArgumentParser's own would
/// be 64), help is 0.
@MainActor
func runHero() -> Int32 {
    let command: ParsableCommand
    do {
        command = try HeroCommand.parseAsRoot()
    } catch {
        let code = HeroCommand.exitCode(for: error)
        var message = HeroCommand.fullMessage(for: error)
        if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
        if code == .success {
            print(message)
            return 0
        }
        FileHandle.standardError.write(Data(("hero: " + message + "\n").utf8))
        return 2
    }
    // `HERO_PARSE_ONLY=1`: parse and stop (the test that every command line in the docs parses).
    if ProcessInfo.processInfo.environment["HERO_PARSE_ONLY"] == "1" { return 0 }
    do {
        guard let runnable = command as? MainActorCommand else {
            // Argument parser's own commands (`help snapshot`, a `--help` for a subcommand) print the
            // help of the command they name.
            var other = command
            try other.run()
            return 0
        }
        try runnable.execute()
        return 0
    } catch where HeroCommand.exitCode(for: error) == .success && !(error is HeroError) {
        // A help request from argument parser's own `help` command: the help of the command it names.
        print(HeroCommand.fullMessage(for: error))
        return 0
    } catch {
        let e = HeroError.from(error)
        FileHandle.standardError.write(Data((e.description + "\n").utf8))
        return e.exitCode
    }
}

exit(runHero())
