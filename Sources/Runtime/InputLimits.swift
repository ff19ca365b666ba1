/// The documented limits on every number and text that comes from outside (flags, event scripts):
/// each is checked where it is parsed, so nothing larger, NaN or infinite reaches layout, motion,
/// raster or an integer conversion. README.md ("Limits") lists them.
public enum InputLimits {
    /// The largest |coordinate| or |delta| in a script (x, y, dx, dy), points.
    public static let coordinate = 100_000.0
    /// The longest long press or drag, seconds.
    public static let duration = 3600.0
    /// The latest event time in a script, seconds (captures go up to `CaptureTimes.maximumTime`).
    public static let time = 86_400.0
    /// The widest or tallest window, points; and framebuffer, pixels (size × scale).
    public static let side = 16384
    /// The largest script file, bytes, and its longest line, characters.
    public static let scriptBytes = 1_048_576
    /// The longest script line, characters.
    public static let lineCharacters = 4096
    /// The most characters of an offending token that a message quotes.
    public static let quotedCharacters = 80

    /// `text` in single quotes, cut to `quotedCharacters` characters (and at most four times as many
    /// Unicode scalars, so that one character built of 500,000 combining marks still makes a short
    /// message) with "…" and the full length when longer.
    public static func quoted(_ text: some StringProtocol) -> String {
        let scalarBudget = quotedCharacters * 4
        var shown = ""
        var characters = 0, scalars = 0
        var cut = false
        for c in text {
            let n = c.unicodeScalars.count
            if characters == quotedCharacters || scalars + n > scalarBudget {
                cut = true
                if characters == 0 { shown.unicodeScalars.append(contentsOf: c.unicodeScalars.prefix(scalarBudget)) }
                break
            }
            shown.append(c)
            characters += 1
            scalars += n
        }
        guard cut else { return "'\(text)'" }
        let total = text.count, totalScalars = text.unicodeScalars.count
        let length = totalScalars > total ? "\(total) characters, \(totalScalars) code points" : "\(total) characters"
        return "'\(shown)…' (\(length))"
    }
}
