import ArgumentParser
import Foundation
import ViewTree
import SDLPlatform

SDLLibrary.lineBufferStandardOutput()
// A reader that leaves (`hero scenes | head -1`) makes a write fail with EPIPE, reported and exit 2,
// instead of killing the program with SIGPIPE. Programs it starts get the default back (ChildProcess).
signal(SIGPIPE, SIG_IGN)

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
            StandardStreams.line(message)
            return 0
        }
        StandardStreams.error("hero: " + message + "\n")
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
        StandardStreams.line(HeroCommand.fullMessage(for: error))
        return 0
    } catch {
        let e = HeroError.from(error)
        StandardStreams.error(e.description + "\n")
        return e.exitCode
    }
}

/// The fewest open files the program runs with: its fonts (up to 16 faces, each kept open), SDL,
/// the renderer's threads (libdispatch traps when it cannot make its own descriptors), PNG and video
/// exports. Below it the soft limit is raised to the hard one; a hard limit below it is exit 3.
let minimumOpenFiles: rlim_t = 64

/// nil when the process may open at least `minimumOpenFiles` files (raising its soft limit if it must),
/// otherwise the message to exit with.
func ensureOpenFileLimit() -> String? {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < minimumOpenFiles else { return nil }
    if limit.rlim_max >= minimumOpenFiles {
        limit.rlim_cur = min(limit.rlim_max, 1024)
        if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 { return nil }
    }
    return "the open-file limit is \(limit.rlim_max) (ulimit -n); hero needs at least \(minimumOpenFiles) open files"
}

/// Runs the command, then makes sure what it printed arrived: standard output that cannot be written
/// (`> /dev/full`, a pipe whose reader left) is exit 2 with the reason on standard error.
@MainActor
func runAndFlush() -> Int32 {
    if let problem = ensureOpenFileLimit() {
        StandardStreams.error("hero: \(problem)\n")
        return 3
    }
    let code = runHero()
    if let failure = StandardStreams.outputFailure() {
        StandardStreams.error("hero: cannot write to standard output: \(failure)\n")
        return code == 0 ? 2 : code
    }
    return code
}

exit(runAndFlush())
