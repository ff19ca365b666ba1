import Geometry

extension RoundedRect {
    /// The clip a view is seen through when it is clipped by `self` inside `outer` (nil: nothing
    /// around it), for hit testing: the two rects' intersection, each corner rounded as the clip that
    /// makes that corner (the larger radius where both do; square where neither alone does). A press
    /// outside either clip is outside this one, so a view clipped twice never takes a press that only
    /// the inner clip would let through.
    func nested(in outer: RoundedRect?) -> RoundedRect {
        guard let outer else { return self }
        let a = rect, b = outer.rect
        let r = a.intersection(b)
        guard r.width > 0, r.height > 0 else { return RoundedRect(rect: Rect(x: r.minX, y: r.minY, width: 0, height: 0)) }
        /// The radius at the corner (x, y) of `r`: that of each clip whose own corner it is.
        func corner(_ x: Double, _ y: Double, _ ra: Double, _ rb: Double, aCorner: Point, bCorner: Point) -> Double {
            var radius = 0.0
            if aCorner.x == x && aCorner.y == y { radius = max(radius, ra) }
            if bCorner.x == x && bCorner.y == y { radius = max(radius, rb) }
            return radius
        }
        let ra = radii, rb = outer.radii
        let out = CornerRadii(
            topLeft: corner(r.minX, r.minY, ra.topLeft, rb.topLeft,
                            aCorner: Point(x: a.minX, y: a.minY), bCorner: Point(x: b.minX, y: b.minY)),
            topRight: corner(r.maxX, r.minY, ra.topRight, rb.topRight,
                             aCorner: Point(x: a.maxX, y: a.minY), bCorner: Point(x: b.maxX, y: b.minY)),
            bottomRight: corner(r.maxX, r.maxY, ra.bottomRight, rb.bottomRight,
                                aCorner: Point(x: a.maxX, y: a.maxY), bCorner: Point(x: b.maxX, y: b.maxY)),
            bottomLeft: corner(r.minX, r.maxY, ra.bottomLeft, rb.bottomLeft,
                               aCorner: Point(x: a.minX, y: a.maxY), bCorner: Point(x: b.minX, y: b.maxY)))
        return RoundedRect(rect: r, radii: out)
    }
}
