import Geometry

/// A raster image: `width × height` pixels, row-major, stride == width, top row first.
/// Every pixel is premultiplied RGBA8 packed as `r | g << 8 | b << 16 | a << 24` (bytes R, G, B, A in
/// memory on little-endian machines, SDL's RGBA32). A value type with copy-on-write storage.
public struct Pixmap: Sendable, Equatable {
    /// Columns, ≥ 0.
    public let width: Int
    /// Rows, ≥ 0.
    public let height: Int
    /// `width * height` premultiplied pixels (empty in a view: see `withViews`).
    public var pixels: [UInt32]
    /// The address of the pixels a view reads and writes (another pixmap's, lent by `withViews`), or 0.
    /// Held as a number, not a pointer, so that a pixmap stays `Sendable`; valid only inside `withViews`.
    private var viewed: UInt = 0

    /// A transparent pixmap. Sizes below zero are treated as zero.
    public init(width: Int, height: Int, fill: Color = .clear) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.pixels = Array(repeating: PixelMath.premultiplied(fill), count: self.width * self.height)
    }

    /// Wraps existing premultiplied pixels; `pixels.count` must be `width * height`.
    public init(width: Int, height: Int, premultipliedPixels: [UInt32]) {
        precondition(premultipliedPixels.count == width * height, "pixel count does not match size")
        self.width = width
        self.height = height
        self.pixels = premultipliedPixels
    }

    /// Calls `body` with `count` pixmaps of this one's size that all read and write this one's pixels,
    /// no copy made: for drawing disjoint rows at once on several threads. A view must not be kept past
    /// `body` (nor a copy of it: a copy is the same view), two threads must never touch the same pixel,
    /// and a view's `pixels` is empty (drawing and copying go through `withMutablePixels`).
    public mutating func withViews<R>(_ count: Int, _ body: ([Pixmap]) throws -> R) rethrows -> R {
        let (w, h) = (width, height)
        return try withMutablePixels { buf in
            let view = Pixmap(width: w, height: h, viewing: UInt(bitPattern: buf.baseAddress))
            return try body(Array(repeating: view, count: count))
        }
    }

    private init(width: Int, height: Int, viewing address: UInt) {
        self.width = width
        self.height = height
        pixels = []
        viewed = address
    }

    /// The pixels to read and write: this pixmap's, or for a view the pixmap's it views.
    @inline(__always)
    mutating func withMutablePixels<R>(_ body: (UnsafeMutableBufferPointer<UInt32>) throws -> R) rethrows -> R {
        if let p = UnsafeMutablePointer<UInt32>(bitPattern: viewed) { return try body(UnsafeMutableBufferPointer(start: p, count: width * height)) }
        return try pixels.withUnsafeMutableBufferPointer { try body($0) }
    }

    /// The pixels to read: this pixmap's, or for a view the pixmap's it views.
    @inline(__always)
    func withPixels<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        if let p = UnsafePointer<UInt32>(bitPattern: viewed) { return try body(UnsafeBufferPointer(start: p, count: width * height)) }
        return try pixels.withUnsafeBufferPointer { try body($0) }
    }

    /// Every pixel: (0, 0) to (width, height).
    public var bounds: IntRect { IntRect(x0: 0, y0: 0, x1: width, y1: height) }

    /// The premultiplied pixel at (x, y); both must be in bounds.
    public subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// The straight-alpha RGBA bytes of the pixel at (x, y).
    public func rgba(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        PixelMath.unpremultiplied(self[x, y])
    }

    /// Replaces every pixel in `area` (clipped to bounds) with `color`, no blending.
    public mutating func clear(_ color: Color, in area: IntRect? = nil) {
        let r = (area ?? bounds).intersection(bounds)
        guard !r.isEmpty else { return }
        let p = PixelMath.premultiplied(color)
        let w = width
        withMutablePixels { buf in
            for y in r.y0..<r.y1 {
                let row = buf.baseAddress! + y * w
                (row + r.x0).update(repeating: p, count: r.width)
            }
        }
    }

    /// A copy of the pixels in `area` (clipped to bounds).
    public func cropped(to area: IntRect) -> Pixmap {
        let r = area.intersection(bounds)
        var out = Pixmap(width: r.width, height: r.height)
        guard !r.isEmpty else { return out }
        withPixels { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<r.height {
                    (dst.baseAddress! + y * r.width).update(from: src.baseAddress! + (r.y0 + y) * width + r.x0, count: r.width)
                }
            }
        }
        return out
    }

    /// Copies the pixels of `area` from `source` (a pixmap of the same size) into the same place.
    public mutating func copy(_ area: IntRect, from source: Pixmap) {
        let r = area.intersection(bounds).intersection(source.bounds)
        guard !r.isEmpty else { return }
        let w = width, sw = source.width
        source.withPixels { src in
            withMutablePixels { dst in
                for row in r.y0..<r.y1 {
                    (dst.baseAddress! + row * w + r.x0).update(from: src.baseAddress! + row * sw + r.x0, count: r.width)
                }
            }
        }
    }

    /// Copies `source` unblended (replacing, not compositing) so that its top-left lands at (x, y),
    /// clipped to bounds.
    public mutating func copy(_ source: Pixmap, toX x: Int, y: Int) {
        let dstRect = IntRect(x: x, y: y, width: source.width, height: source.height).intersection(bounds)
        guard !dstRect.isEmpty else { return }
        let w = width
        source.withPixels { src in
            withMutablePixels { dst in
                for row in dstRect.y0..<dstRect.y1 {
                    let s = src.baseAddress! + (row - y) * source.width + (dstRect.x0 - x)
                    (dst.baseAddress! + row * w + dstRect.x0).update(from: s, count: dstRect.width)
                }
            }
        }
    }
}

extension Pixmap: CustomStringConvertible, CustomDebugStringConvertible {
    /// Size only: a pixmap's pixels are too many to print.
    public var description: String { "Pixmap(\(width)x\(height))" }
    /// The same as `description`: the size only.
    public var debugDescription: String { description }
}
