import Runtime
import Scripting
import SDLPlatform

/// Every way `hero` can fail, with the exit code Docs/CLI.md gives it.
enum HeroError: Error, CustomStringConvertible {
    /// 2: an unknown flag or scene, a size or time list out of form or range, a script error.
    case usage(String)
    /// 2: an output that cannot be written: a destination that is not a regular file, a full disk,
    /// standard output closed or full.
    case output(String)
    /// 3: an asset is missing or unreadable.
    case asset(AssetError)
    /// 3: a program the command needs (ffmpeg for `--video`) is not installed.
    case missingTool(String)
    /// 4: no display for a window.
    case noDisplay(String)
    /// 1: a bug or an unexpected failure.
    case failure(String)
    /// 5: `hero explore` found an invariant violated.
    case invariant(String)

    var exitCode: Int32 {
        switch self {
        case .usage, .output: return 2
        case .asset, .missingTool: return 3
        case .noDisplay: return 4
        case .failure: return 1
        case .invariant: return 5
        }
    }

    var description: String {
        switch self {
        case .usage(let m): return "hero: \(m)"
        case .output(let m): return "hero: \(m)"
        case .asset(let e): return "hero: \(e)"
        case .missingTool(let m): return "hero: \(m)"
        case .noDisplay(let m): return "hero: \(m)"
        case .failure(let m): return "hero: unexpected failure: \(m)"
        case .invariant(let m): return "hero: \(m)"
        }
    }

    /// Sorts any thrown error into its exit code.
    static func from(_ error: Error) -> HeroError {
        switch error {
        case let e as HeroError: return e
        case let e as AssetError: return .asset(e)
        case let e as OutputFile.Failure: return .output(e.description)
        case let e as ScriptError: return .usage(e.description)
        case let e as CaptureTimes.ParseError: return .usage(e.description)
        case let e as WindowError:
            if case .noDisplay = e { return .noDisplay(e.description) }
            return .failure(e.description)
        default: return .failure(String(describing: error))
        }
    }
}
