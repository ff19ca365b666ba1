import Geometry
import Rendering
import Typography

/// The text a frame draws, as a golden beside its picture: one line per text run in drawing order,
/// `x,y string` (the run's top-left in whole window points, then its characters, line breaks as ` / `).
///
/// Pixels alone let a changed glyph through: anti-aliased edges get an allowance, and a comma turned
/// into a full stop changes a dozen pixels, most of them within it. Compared as text, a one-character
/// change anywhere in what is drawn fails, punctuation included. Runs drawn nowhere in the window, or
/// fully transparent, are left out.
public enum VisibleText {
    public static func lines(_ items: [DisplayItem], window: Rect) -> [String] {
        var out: [String] = []
        for item in items {
            guard case .text(let layout, let origin, _, let opacity) = item, opacity > 0.004 else { continue }
            let box = Rect(origin: origin, size: layout.size)
            guard box.intersects(window) else { continue }
            let text = layout.lines.map { line in String(String.UnicodeScalarView(line.glyphs.map(\.scalar))) }.joined(separator: " / ")
            guard !text.isEmpty else { continue }
            out.append("\(Int(origin.x.rounded())),\(Int(origin.y.rounded())) \(text)")
        }
        return out
    }
}
