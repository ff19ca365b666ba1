import Geometry
import Raster
import Rendering
import Runtime
import Typography

/// One sheet of frames in time order, each with its time written under it ("t = 0.350 s"): how a whole
/// transition is looked at, and how its goldens are kept.
public enum Filmstrip {
    /// Lays `frames` out in rows of up to `columns`. Every cell is `cellWidth` pixels wide (at most the
    /// widest frame) and as tall as the tallest frame needs; each frame keeps its aspect ratio, centred
    /// in its cell (a window resized from landscape to portrait shows as such).
    public static func sheet(frames: [(time: Double, image: Pixmap)], columns: Int = 5, cellWidth: Int = 320,
                             glyphs: GlyphCache) -> Pixmap {
        sheet(frames: frames.map { Frame(time: $0.time, image: $0.image) }, columns: columns, cellWidth: cellWidth, glyphs: glyphs)
    }

    /// The most frames one sheet takes (a sheet of 1280x800 frames is then about 1672 x 47000 pixels).
    public static let maximumFrames = 1000

    /// A captured frame kept for a sheet: `image` may be a thumbnail of the `width` x `height` capture.
    public struct Frame {
        /// The capture time, seconds.
        public var time: Double
        /// The frame, or a thumbnail of it.
        public var image: Pixmap
        /// The captured frame's width, pixels (the image may be smaller).
        public var width: Int
        /// The captured frame's height, pixels.
        public var height: Int

        /// A frame captured at `time`, kept at its full size.
        public init(time: Double, image: Pixmap) {
            self.time = time
            self.image = image
            width = image.width
            height = image.height
        }

        /// The capture shrunk as it is taken to at most `cellWidth` wide, which is all a sheet shows of
        /// it (the sheet scales every frame by the same factor, at most `cellWidth` / its width).
        public static func thumbnail(time: Double, image: Pixmap, cellWidth: Int = 320) -> Frame {
            var f = Frame(time: time, image: image)
            if image.width > cellWidth {
                f.image = image.resized(width: cellWidth, height: max(1, Int((Double(image.height) * Double(cellWidth) / Double(image.width)).rounded())))
            }
            return f
        }
    }

    /// As above, from frames kept as thumbnails: the layout uses each capture's own size.
    public static func sheet(frames: [Frame], columns: Int = 5, cellWidth: Int = 320, glyphs: GlyphCache) -> Pixmap {
        let valid = frames.filter { $0.width > 0 && $0.height > 0 && $0.image.width > 0 }
        guard !valid.isEmpty else { return Pixmap(width: 1, height: 1, fill: .white) }
        let cols = max(1, min(columns, valid.count))
        let rows = (valid.count + cols - 1) / cols
        let w = min(cellWidth, valid.map(\.width).max()!)
        // One scale for every frame: the widest frame fills the cell's width.
        let k = Double(w) / Double(valid.map(\.width).max()!)
        let h = max(1, Int((Double(valid.map(\.height).max()!) * k).rounded()))
        let gap = 12, label = 22
        let sheetW = cols * w + (cols + 1) * gap
        let sheetH = rows * (h + label) + (rows + 1) * gap
        var sheet = Pixmap(width: sheetW, height: sheetH, fill: Color(white: 0.92))
        let engine = TextLayoutEngine(glyphs: glyphs)
        for (i, f) in valid.enumerated() {
            let x = gap + (i % cols) * (w + gap), y = gap + (i / cols) * (h + label + gap)
            let fw = max(1, Int((Double(f.width) * k).rounded())), fh = max(1, Int((Double(f.height) * k).rounded()))
            let fx = x + (w - fw) / 2, fy = y + (h - fh) / 2
            sheet.fill(.rect(Rect(x: Double(fx - 1), y: Double(fy - 1), width: Double(fw + 2), height: Double(fh + 2))), with: .solid(Color(white: 0.75)))
            sheet.copy(f.image.resized(width: fw, height: fh), toX: fx, y: fy)
            let text = engine.layout("t = \(TraceWriter.fixed3(f.time)) s", style: TextStyle(font: Font(size: 13, weight: .medium)), scale: 1)
            sheet.draw(text, atPixel: Point(x: Double(x) + (Double(w) - text.size.width) / 2, y: Double(y + h + 4)), color: Color(white: 0.2), glyphs: glyphs)
        }
        return sheet
    }
}
