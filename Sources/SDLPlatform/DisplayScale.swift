import Foundation

/// The window's drawing scale on X11, where SDL2 reports no HiDPI of its own (the drawable is always
/// the window's size): `--scale` if given, else `GDK_SCALE`, else the X resources' `Xft.dpi` / 96,
/// else none (then the scale is the drawable ÷ the window, as on platforms that do HiDPI themselves).
public enum DisplayScale {
    /// The accepted range of a scale.
    public static let range = 0.25...8.0

    /// The scale the rules give, or nil for "drawable ÷ window". `xftDPI` is asked only when neither
    /// `explicit` nor `GDK_SCALE` decides. Values out of `range` or not numbers are ignored.
    public static func resolve(explicit: Double?, environment: [String: String], xftDPI: () -> Double?) -> Double? {
        if let explicit, range.contains(explicit) { return explicit }
        if let text = environment["GDK_SCALE"], let v = Double(text.trimmingCharacters(in: .whitespaces)), range.contains(v) { return v }
        if let dpi = xftDPI(), dpi > 0, range.contains(dpi / 96) { return dpi / 96 }
        return nil
    }

    /// `Xft.dpi` from `xrdb -query` output: the number after `Xft.dpi:`.
    public static func parseXftDPI(_ resources: String) -> Double? {
        for line in resources.split(separator: "\n") where line.hasPrefix("Xft.dpi:") {
            return Double(line.dropFirst("Xft.dpi:".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// `Xft.dpi` of the display, from `xrdb -query` when xrdb is installed (nil otherwise, or when it
    /// fails or takes over two seconds).
    public static func queryXftDPI(environment: [String: String] = ProcessInfo.processInfo.environment) -> Double? {
        guard let xrdb = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map({ String($0) + "/xrdb" })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: xrdb)
        p.arguments = ["-query"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        do { try p.run() } catch { return nil }
        // The resource list is small; read it all (EOF when xrdb exits), with a watchdog for a hung server.
        let deadline = DispatchTime.now() + 2
        DispatchQueue.global().asyncAfter(deadline: deadline) { [p] in if p.isRunning { p.terminate() } }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationReason == .exit, p.terminationStatus == 0 else { return nil }
        return parseXftDPI(String(decoding: data, as: UTF8.self))
    }
}
