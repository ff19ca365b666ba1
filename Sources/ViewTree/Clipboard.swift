/// The clipboard text fields copy to and paste from: text only (package-wide, not API: apps reach it as
/// UIKit code does, through `UIPasteboard.general`). The window connects it to the
/// system's (SDL's clipboard, `WindowHost`); elsewhere (headless snapshots, tests) it is a string kept
/// in memory, so a script can copy and paste within a run. Main actor only.
@MainActor
package enum Clipboard {
    private static var kept: String?
    /// Reads the clipboard's text (nil: none). Replaced by the window with the system's.
    package static var read: @MainActor () -> String? = { kept }
    /// Writes text to the clipboard. Replaced by the window with the system's.
    package static var write: @MainActor (String) -> Void = { kept = $0 }

    /// The clipboard as it starts: in memory, empty (tests that copy call it first).
    package static func useMemory() {
        kept = nil
        read = { kept }
        write = { kept = $0 }
    }
}
