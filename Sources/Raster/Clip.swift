import Geometry

/// Where drawing may change pixels: a pixel rectangle, and optionally a rounded shape (pixel space)
/// whose anti-aliased coverage multiplies every fill. Nested clips are made by intersecting rects and,
/// for shapes, by drawing into a layer that is composited through the outer shape.
public struct Clip: Hashable, Sendable {
    public var rect: IntRect?
    public var shape: RoundedRect?

    public init(rect: IntRect? = nil, shape: RoundedRect? = nil) {
        self.rect = rect
        self.shape = shape
    }

    public static let none = Clip()

    /// The pixels that can be touched inside `bounds`.
    func limit(_ bounds: IntRect) -> IntRect {
        var r = bounds
        if let rect { r = r.intersection(rect) }
        if let shape { r = r.intersection(IntRect(covering: shape.rect)) }
        return r
    }
}
