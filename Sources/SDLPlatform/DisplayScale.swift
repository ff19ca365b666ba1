import Foundation
import Runtime

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
    /// fails or takes over `timeout` seconds: then xrdb and anything it started are killed).
    public static func queryXftDPI(environment: [String: String] = ProcessInfo.processInfo.environment, timeout: Double = 2) -> Double? {
        guard let xrdb = ChildProcess.locate("xrdb", path: environment["PATH"]),
              let result = ChildProcess.capture(xrdb, ["-query"], timeout: timeout), result.ending == .exited(0) else { return nil }
        return parseXftDPI(String(decoding: result.output, as: UTF8.self))
    }
}
