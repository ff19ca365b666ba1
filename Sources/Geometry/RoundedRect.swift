/// A rectangle with circular corners. `radii` are kept as given; users of the shape call
/// `clampedRadii` so that corners never overlap. A rect with all radii 0 is a plain rectangle;
/// a square whose radii are half its side is a circle.
public struct RoundedRect: Hashable, Sendable {
    /// The bounding rectangle.
    public var rect: Rect
    /// The corner radii as given; may exceed what fits (see `clampedRadii`).
    public var radii: CornerRadii

    /// A rounded rect with per-corner radii, kept as given.
    public init(rect: Rect, radii: CornerRadii = .zero) {
        self.rect = rect
        self.radii = radii
    }

    /// A rounded rect with the same radius at every corner.
    public init(rect: Rect, radius: Double) { self.init(rect: rect, radii: CornerRadii(all: radius)) }

    /// A circle of `radius` around `center`.
    public static func circle(center: Point, radius: Double) -> RoundedRect {
        RoundedRect(rect: Rect(center: center, size: Size(width: 2 * radius, height: 2 * radius)), radius: radius)
    }

    /// The radii that fit the rect (CSS rule: scaled down together until no two corners overlap).
    public var clampedRadii: CornerRadii { radii.clamped(to: rect.size) }

    /// Rect and radii multiplied by `s` (points to pixels, for example).
    public func scaled(by s: Double) -> RoundedRect { RoundedRect(rect: rect.scaled(by: s), radii: radii.scaled(by: s)) }

    /// The same shape moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> RoundedRect {
        RoundedRect(rect: rect.offsetBy(dx: dx, dy: dy), radii: radii)
    }

    /// The shape shrunk by `d` on every side, radii reduced by `d` (the inner edge of a border of width d).
    public func inset(by d: Double) -> RoundedRect {
        let r = clampedRadii
        return RoundedRect(rect: rect.insetBy(dx: d, dy: d),
                           radii: CornerRadii(topLeft: max(0, r.topLeft - d), topRight: max(0, r.topRight - d),
                                              bottomRight: max(0, r.bottomRight - d), bottomLeft: max(0, r.bottomLeft - d)))
    }

    /// Whether `p` lies inside the shape (corners included exactly).
    public func contains(_ p: Point) -> Bool {
        guard rect.contains(p) else { return false }
        let r = clampedRadii
        func outside(_ cx: Double, _ cy: Double, _ rad: Double) -> Bool {
            let dx = p.x - cx, dy = p.y - cy
            return dx * dx + dy * dy > rad * rad
        }
        if p.x < rect.minX + r.topLeft, p.y < rect.minY + r.topLeft {
            return !outside(rect.minX + r.topLeft, rect.minY + r.topLeft, r.topLeft)
        }
        if p.x > rect.maxX - r.topRight, p.y < rect.minY + r.topRight {
            return !outside(rect.maxX - r.topRight, rect.minY + r.topRight, r.topRight)
        }
        if p.x > rect.maxX - r.bottomRight, p.y > rect.maxY - r.bottomRight {
            return !outside(rect.maxX - r.bottomRight, rect.maxY - r.bottomRight, r.bottomRight)
        }
        if p.x < rect.minX + r.bottomLeft, p.y > rect.maxY - r.bottomLeft {
            return !outside(rect.minX + r.bottomLeft, rect.maxY - r.bottomLeft, r.bottomLeft)
        }
        return true
    }
}
