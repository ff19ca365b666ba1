import Geometry

/// What fills a shape's covered pixels.
public enum Paint: Sendable {
    /// One colour everywhere (straight alpha; premultiplied once per fill).
    case solid(Color)
    /// A linear gradient in pixel space.
    case linearGradient(LinearGradient)
    /// A gradient in circles about a centre, in pixel space.
    case radialGradient(RadialGradient)
    /// A gradient around a centre (a cone seen from above), in pixel space.
    case angularGradient(AngularGradient)
    /// A bilinearly sampled image mapped onto a destination rectangle.
    case image(ImagePaint)
}

/// A gradient along the line from `start` to `end` (pixel space); colours before `start` and after
/// `end` extend the first and last stop. Stops are (location 0...1, colour), sorted by location.
/// Colours are interpolated premultiplied, so a fade to `.clear` does not darken.
public struct LinearGradient: Sendable, Hashable {
    /// Where location 0 lies, in pixels.
    public var start: Point
    /// Where location 1 lies, in pixels.
    public var end: Point
    /// Colour stops sorted by location (sorted by `init`).
    public var stops: [Stop]

    /// One colour at one location along the gradient line.
    public struct Stop: Sendable, Hashable {
        /// Position along the line, 0 at `start` ... 1 at `end`.
        public var location: Double
        /// The colour at `location` (straight alpha).
        public var color: Color
        /// `color` at `location` (0...1).
        public init(_ location: Double, _ color: Color) {
            self.location = location
            self.color = color
        }
    }

    /// A gradient from `start` to `end`; `stops` are sorted by location here.
    public init(start: Point, end: Point, stops: [Stop]) {
        self.start = start
        self.end = end
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// 256 premultiplied colours sampled evenly from location 0 to 1.
    func lookupTable() -> [UInt32] { Self.lookupTable(stops) }

    /// 256 premultiplied colours sampled evenly from location 0 to 1 of `stops` (sorted by location):
    /// before the first stop its colour, after the last its colour; between two, mixed premultiplied.
    static func lookupTable(_ stops: [Stop]) -> [UInt32] {
        guard let first = stops.first, let last = stops.last else { return Array(repeating: 0, count: 256) }
        return (0..<256).map { i in
            let t = Double(i) / 255
            if t <= first.location { return PixelMath.premultiplied(first.color) }
            if t >= last.location { return PixelMath.premultiplied(last.color) }
            var k = 0
            while k + 1 < stops.count && stops[k + 1].location < t { k += 1 }
            let a = stops[k], b = stops[min(k + 1, stops.count - 1)]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            func pm(_ c: Color) -> (Double, Double, Double, Double) { (c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha) }
            let pa = pm(a.color), pb = pm(b.color)
            func q(_ x: Double, _ y: Double) -> UInt32 { UInt32((min(1, max(0, x + (y - x) * f)) * 255).rounded()) }
            return PixelMath.pack(r: q(pa.0, pb.0), g: q(pa.1, pb.1), b: q(pa.2, pb.2), a: q(pa.3, pb.3))
        }
    }
}

/// An image drawn so that its `source` rectangle (in image pixels: the crop) maps onto `destination`
/// (pixel space), sampled bilinearly with edge pixels extended. The image's own alpha is respected.
public struct ImagePaint: Sendable {
    /// The picture to draw.
    public var image: Pixmap
    /// The crop, in image pixels; defaults to the whole image.
    public var source: Rect
    /// Where the crop lands, in target pixels (scaled to fit exactly, aspect not kept).
    public var destination: Rect
    /// Every pixel of `image` is opaque (the caller knows; it is not checked): fully covered pixels are
    /// then copied rather than composited.
    public var isOpaque: Bool

    /// Draws `source` of `image` (the whole image when nil) into `destination`.
    public init(image: Pixmap, source: Rect? = nil, destination: Rect, isOpaque: Bool = false) {
        self.image = image
        self.source = source ?? Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        self.destination = destination
        self.isOpaque = isOpaque
    }
}
