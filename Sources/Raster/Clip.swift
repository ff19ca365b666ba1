import Geometry

/// Where drawing may change pixels: a pixel rectangle, and optionally a rounded shape (pixel space)
/// whose anti-aliased coverage multiplies every fill. Nested clips are made by intersecting rects and,
/// for shapes, by drawing into a layer that is composited through the outer shape.
public struct Clip: Hashable, Sendable {
    /// The pixel rectangle outside which nothing changes; nil: the whole target.
    public var rect: IntRect?
    /// A rounded shape (pixel space) whose anti-aliased coverage multiplies every fill; nil: none.
    public var shape: RoundedRect?

    /// A clip to `rect` and, if given, through `shape`.
    public init(rect: IntRect? = nil, shape: RoundedRect? = nil) {
        self.rect = rect
        self.shape = shape
    }

    /// No clipping beyond the target's own bounds.
    public static let none = Clip()

    /// The clip's shape if it cuts into the pixels of `area`; nil when every pixel of `area` lies wholly
    /// inside the shape (inside its rect and clear of the corner arcs), so fills there can skip it.
    public func shape(cutting area: IntRect) -> RoundedRect? {
        guard let shape else { return nil }
        let r = shape.rect, k = shape.clampedRadii
        let x0 = Double(area.x0), x1 = Double(area.x1), y0 = Double(area.y0), y1 = Double(area.y1)
        guard x0 >= r.minX, x1 <= r.maxX, y0 >= r.minY, y1 <= r.maxY else { return shape }
        // Clear of the corners: within the band between the left and right radii, or between the top and bottom ones.
        let left = max(k.topLeft, k.bottomLeft), right = max(k.topRight, k.bottomRight)
        let top = max(k.topLeft, k.topRight), bottom = max(k.bottomLeft, k.bottomRight)
        if x0 >= r.minX + left && x1 <= r.maxX - right { return nil }
        if y0 >= r.minY + top && y1 <= r.maxY - bottom { return nil }
        return shape
    }

    /// The pixels that can be touched inside `bounds`.
    public func limit(_ bounds: IntRect) -> IntRect {
        var r = bounds
        if let rect { r = r.intersection(rect) }
        if let shape { r = r.intersection(IntRect(covering: shape.rect)) }
        return r
    }
}
