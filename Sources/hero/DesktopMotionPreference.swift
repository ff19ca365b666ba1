import Foundation

/// The desktop's wish for less motion: GNOME's `org.gnome.desktop.interface enable-animations`.
/// Asked once at start, only when `gsettings` is on the PATH, and given at most half a second; any
/// failure (no gsettings, no schema, no answer) counts as "animations on".
enum DesktopMotionPreference {
    /// True when `gsettings get org.gnome.desktop.interface enable-animations` prints `false`.
    static func animationsDisabled() -> Bool {
        guard let tool = which("gsettings") else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["get", "org.gnome.desktop.interface", "enable-animations"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        let deadline = Date().addingTimeInterval(0.5)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            return false
        }
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return process.terminationStatus == 0 && text.trimmingCharacters(in: .whitespacesAndNewlines) == "false"
    }

    private static func which(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
