import Geometry
import Raster

/// Our side of the fill cases: the same shapes through `Pixmap.fill`.
struct Ours {
    var canvas = Pixmap(width: Canvas.width, height: Canvas.height)

    mutating func clear() { canvas.clear(.white) }

    mutating func rects(_ shapes: [ShapeSpec], size: Int) {
        let s = Double(size)
        for sh in shapes {
            canvas.fill(.rect(Rect(x: sh.x, y: sh.y, width: s, height: s)),
                        with: .solid(Color(red: sh.red, green: sh.green, blue: sh.blue, alpha: sh.alpha)))
        }
    }

    mutating func rounds(_ shapes: [ShapeSpec], size: Int) {
        let s = Double(size)
        for sh in shapes {
            canvas.fill(.roundedRect(RoundedRect(rect: Rect(x: sh.x, y: sh.y, width: s, height: s), radius: sh.radius)),
                        with: .solid(Color(red: sh.red, green: sh.green, blue: sh.blue, alpha: sh.alpha)))
        }
    }

    mutating func imageRounds(_ shapes: [ShapeSpec], size: Int, image: Pixmap) {
        let s = Double(size)
        for sh in shapes {
            let rect = Rect(x: sh.x, y: sh.y, width: s, height: s)
            canvas.fill(.roundedRect(RoundedRect(rect: rect, radius: sh.radius)),
                        with: .image(ImagePaint(image: image, destination: rect, isOpaque: true)))
        }
    }

    /// The picture drawn as the painter draws a clipped image: its rect filled under the rounded
    /// shape as a clip (`Clip(shape:)`), not as a rounded shape of its own.
    mutating func imageRoundClips(_ shapes: [ShapeSpec], size: Int, image: Pixmap) {
        let s = Double(size)
        for sh in shapes {
            let rect = Rect(x: sh.x, y: sh.y, width: s, height: s)
            canvas.fill(.rect(rect), with: .image(ImagePaint(image: image, destination: rect, isOpaque: true)),
                        clip: Clip(shape: RoundedRect(rect: rect, radius: sh.radius)))
        }
    }
}
