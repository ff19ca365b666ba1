import Geometry
import ViewTree

/// Formats trace frames as JSON Lines: `{"t":0.350,"size":[1280,800],"elements":[...]}`. Numbers are
/// written with at most 3 decimals (t always with 3), so traces are byte-stable across runs.
public enum TraceWriter {
    /// One frame's JSON line (no newline): time, window size in points, and the elements.
    public static func line(time: Double, size: Size, elements: [TraceElement]) -> String {
        var s = "{\"t\":\(fixed3(time)),\"size\":[\(number(size.width)),\(number(size.height))],\"elements\":["
        for (i, e) in elements.enumerated() {
            if i > 0 { s += "," }
            s += "{\"id\":\(quoted(e.id))"
            if let ns = e.namespace { s += ",\"ns\":\(quoted(ns))" }
            if let m = e.match { s += ",\"match\":\(quoted(m))" }
            s += ",\"frame\":[\(number(e.frame.minX)),\(number(e.frame.minY)),\(number(e.frame.width)),\(number(e.frame.height))]"
            s += ",\"radius\":\(number(e.radius)),\"opacity\":\(number(e.opacity))}"
        }
        return s + "]}"
    }

    /// `t` with exactly three decimals ("0.350").
    /// Values beyond ±1e12 (which no checked input produces) are written as Swift prints them, a
    /// JSON number still, rather than trapping in the conversion to Int.
    public static func fixed3(_ t: Double) -> String {
        guard t.isFinite else { return "0.000" }
        guard abs(t) < 1e12 else { return "\(t)" }
        let ms = Int((t * 1000).rounded())
        let sign = ms < 0 ? "-" : ""
        let a = abs(ms)
        let frac = String(a % 1000)
        return "\(sign)\(a / 1000).\(String(repeating: "0", count: 3 - frac.count))\(frac)"
    }

    /// A number rounded to 3 decimals with trailing zeros dropped ("12", "0.5", "-3.125").
    public static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        guard abs(v) < 1e12 else { return "\(v)" }
        let ms = Int((v * 1000).rounded())
        if ms % 1000 == 0 { return String(ms / 1000) }
        var s = fixed3(Double(ms) / 1000)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if c.value < 0x20 { out += "\\u00" + (c.value < 16 ? "0" : "") + String(c.value, radix: 16) } else { out.unicodeScalars.append(c) }
            }
        }
        return out + "\""
    }
}
