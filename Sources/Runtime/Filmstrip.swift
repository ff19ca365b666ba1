import Geometry
import Raster
import Rendering
import Typography

/// One sheet of frames in time order, each with its time written under it ("t = 0.350 s"): how a whole
/// transition is looked at, and how its goldens are kept.
public enum Filmstrip {
    /// Lays `frames` out in rows of up to `columns`, each scaled to at most `cellWidth` pixels wide.
    public static func sheet(frames: [(time: Double, image: Pixmap)], columns: Int = 5, cellWidth: Int = 320,
                             glyphs: GlyphCache) -> Pixmap {
        guard let first = frames.first?.image, first.width > 0 else { return Pixmap(width: 1, height: 1, fill: .white) }
        let cols = max(1, min(columns, frames.count))
        let rows = (frames.count + cols - 1) / cols
        let w = min(cellWidth, first.width)
        let h = max(1, Int((Double(first.height) * Double(w) / Double(first.width)).rounded()))
        let gap = 12, label = 22
        let sheetW = cols * w + (cols + 1) * gap
        let sheetH = rows * (h + label) + (rows + 1) * gap
        var sheet = Pixmap(width: sheetW, height: sheetH, fill: Color(white: 0.92))
        let engine = TextLayoutEngine(glyphs: glyphs)
        for (i, f) in frames.enumerated() {
            let x = gap + (i % cols) * (w + gap), y = gap + (i / cols) * (h + label + gap)
            sheet.fill(.rect(Rect(x: Double(x - 1), y: Double(y - 1), width: Double(w + 2), height: Double(h + 2))), with: .solid(Color(white: 0.75)))
            sheet.copy(f.image.resized(width: w, height: h), toX: x, y: y)
            let text = engine.layout("t = \(TraceWriter.fixed3(f.time)) s", style: TextStyle(font: Font(size: 13, weight: .medium)), scale: 1)
            sheet.draw(text, atPixel: Point(x: Double(x) + (Double(w) - text.size.width) / 2, y: Double(y + h + 4)), color: Color(white: 0.2), glyphs: glyphs)
        }
        return sheet
    }
}
