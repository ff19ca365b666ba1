import Geometry
import Raster
import Rendering
import Typography

/// One sheet of frames in time order, each with its time written under it ("t = 0.350 s"): how a whole
/// transition is looked at, and how its goldens are kept.
public enum Filmstrip {
    /// Lays `frames` out in rows of up to `columns`. Every cell is `cellWidth` pixels wide (at most the
    /// widest frame) and as tall as the tallest frame needs; each frame keeps its aspect ratio, centred
    /// in its cell (a window resized from landscape to portrait shows as such).
    public static func sheet(frames: [(time: Double, image: Pixmap)], columns: Int = 5, cellWidth: Int = 320,
                             glyphs: GlyphCache) -> Pixmap {
        let valid = frames.filter { $0.image.width > 0 && $0.image.height > 0 }
        guard !valid.isEmpty else { return Pixmap(width: 1, height: 1, fill: .white) }
        let cols = max(1, min(columns, valid.count))
        let rows = (valid.count + cols - 1) / cols
        let w = min(cellWidth, valid.map(\.image.width).max()!)
        // One scale for every frame: the widest frame fills the cell's width.
        let k = Double(w) / Double(valid.map(\.image.width).max()!)
        let h = max(1, Int((Double(valid.map(\.image.height).max()!) * k).rounded()))
        let gap = 12, label = 22
        let sheetW = cols * w + (cols + 1) * gap
        let sheetH = rows * (h + label) + (rows + 1) * gap
        var sheet = Pixmap(width: sheetW, height: sheetH, fill: Color(white: 0.92))
        let engine = TextLayoutEngine(glyphs: glyphs)
        for (i, f) in valid.enumerated() {
            let x = gap + (i % cols) * (w + gap), y = gap + (i / cols) * (h + label + gap)
            let fw = max(1, Int((Double(f.image.width) * k).rounded())), fh = max(1, Int((Double(f.image.height) * k).rounded()))
            let fx = x + (w - fw) / 2, fy = y + (h - fh) / 2
            sheet.fill(.rect(Rect(x: Double(fx - 1), y: Double(fy - 1), width: Double(fw + 2), height: Double(fh + 2))), with: .solid(Color(white: 0.75)))
            sheet.copy(f.image.resized(width: fw, height: fh), toX: fx, y: fy)
            let text = engine.layout("t = \(TraceWriter.fixed3(f.time)) s", style: TextStyle(font: Font(size: 13, weight: .medium)), scale: 1)
            sheet.draw(text, atPixel: Point(x: Double(x) + (Double(w) - text.size.width) / 2, y: Double(y + h + 4)), color: Color(white: 0.2), glyphs: glyphs)
        }
        return sheet
    }
}
