import Foundation
import Runtime

/// The desktop's wish for less motion: GNOME's `org.gnome.desktop.interface enable-animations`.
/// Asked once at start, only when `gsettings` is on the PATH, and given at most half a second; any
/// failure (no gsettings, no schema, no answer) counts as "animations on".
enum DesktopMotionPreference {
    /// True when `gsettings get org.gnome.desktop.interface enable-animations` prints `false`.
    static func animationsDisabled() -> Bool {
        guard let tool = ChildProcess.locate("gsettings", path: ProcessInfo.processInfo.environment["PATH"]),
              let result = ChildProcess.capture(tool, ["get", "org.gnome.desktop.interface", "enable-animations"], timeout: 0.5),
              result.ending == .exited(0) else { return false }
        return String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "false"
    }
}
