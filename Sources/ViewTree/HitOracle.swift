import Geometry
import Raster
import Rendering

/// Which view drew which display items, in a presentation drawn whole (`ViewGraph.drawnMarks()`): what
/// the hit oracle reads instead of the hit regions it checks.
struct DrawnMark {
    unowned var node: Node
    /// Where the mark sits among the display items: the layers open at this index are what it is seen
    /// through.
    var position: Int
    /// The display items that show the view (a leaf's drawing, a scroll view's clipping layer).
    var items: Range<Int>
    /// Layout points → window points along x, for a text item's size.
    var textScale: Double
    /// False when the view takes no touches (hit testing disabled above it, leaving, a border drawn at no width).
    var hittable: Bool
    /// A shape that catches the pointer without being drawn (`contentShape`), in window points. Its
    /// content takes the pointer only inside it, up to the matching `closesScope` mark.
    var declared: RoundedRect?
    /// Ends the innermost `declared` shape's scope (no view of its own).
    var closesScope = false

    init(node: Node, position: Int, items: Range<Int>, textScale: Double, hittable: Bool, declared: RoundedRect? = nil,
         closesScope: Bool = false) {
        self.node = node
        self.position = position
        self.items = items
        self.textScale = textScale
        self.hittable = hittable
        self.declared = declared
        self.closesScope = closesScope
    }
}

/// The hit oracle: what a press at a point should reach, found from the display list alone.
///
/// Rule (SwiftUI's, on a desktop window): a press goes to the topmost view *drawn* at the point — a
/// shape, an image or a text's box, seen through every clip around it — or declared there with
/// `contentShape`; views on their way out let it through. A view that draws nothing (a clear colour, a
/// spacer) is not drawn anywhere. The engine answers the same question from its hit regions
/// (`hitChain`); `hitAudit` compares the two by the gesture each press would start, so the check cannot
/// agree with itself: it fails when the regions are not where the drawing is.
extension ViewGraph {
    /// The whole presentation at the graph's time with a mark for every view that can take the pointer.
    func drawnMarks() -> (items: [DisplayItem], marks: [DrawnMark]) {
        var ctx = PresentContext(graph: self)
        ctx.marks = []
        for c in root.children { ctx.visit(c, origin: .zero, transform: PlaneTransform(), opacity: 1, clip: nil, hittable: true) }
        let marks = ctx.marks ?? []
        return (ctx.out.finish().items, marks)
    }

    /// The topmost view drawn at each of `points` that takes the pointer (nil: none), by the display list.
    func drawnTargets(at points: [Point]) -> [Node?] {
        let (items, marks) = drawnMarks()
        var found = [Node?](repeating: nil, count: points.count)
        // The clips in force: layers' clips from the display items, and `contentShape` scopes.
        var clips: [RoundedRect?] = []
        var i = 0
        for mark in marks {
            while i < min(mark.position, items.count) {
                switch items[i] {
                case .beginLayer(_, let clip, _, _): clips.append(clip)
                case .beginTransform, .beginMask: clips.append(nil)
                case .endLayer: _ = clips.popLast()
                default: break
                }
                i += 1
            }
            if mark.closesScope {
                _ = clips.popLast()
                continue
            }
            if mark.hittable, !mark.node.isGoingAway {
                for (k, p) in points.enumerated() where clips.allSatisfy({ $0?.contains(p) ?? true }) && Self.shows(mark, items, at: p) {
                    found[k] = mark.node
                }
            }
            if let shape = mark.declared { clips.append(shape) }
        }
        return found
    }

    /// True when `mark`'s drawing covers `p`: a shape's bounds (a border's band, a path's polygons), an
    /// image's bounds, a text's box, a clipping layer's clip, or the declared shape.
    private static func shows(_ mark: DrawnMark, _ items: [DisplayItem], at p: Point) -> Bool {
        if let shape = mark.declared { return shape.contains(p) }
        for item in items[mark.items] {
            switch item {
            case .shape(.ring(let outline, let width), _, _):
                // A border: its band, not the inside it frames.
                if outline.contains(p) && !outline.inset(by: width).contains(p) { return true }
            case .shape(.polygons(let polygons), _, _):
                if polygons.contains(p) { return true }
            case .shape(let shape, _, _):
                if shape.boundingRect.contains(p) { return true }
            case .image(_, _, let destination, let clip, _):
                if destination.contains(p) && (clip?.contains(p) ?? true) { return true }
            case .text(let layout, let origin, _, _):
                let size = Size(width: layout.size.width * mark.textScale, height: layout.size.height * mark.textScale)
                if Rect(origin: origin, size: size).contains(p) { return true }
            case .beginLayer(_, let clip, _, _):
                if clip?.contains(p) ?? false { return true }
            case .shadow, .beginTransform, .beginMask, .maskContent, .endLayer:
                break
            }
        }
        return false
    }

    /// What takes a press that reaches `node`: the nearest gesture or scroll view on its way up.
    static func handler(of node: Node?) -> Node? {
        var n = node
        while let c = n {
            if c.gesture != nil { return c }
            if case .scroll = c.kind { return c }
            n = c.parent
        }
        return nil
    }

    /// Checks that a press at each of `points` reaches what the display list shows there
    /// (`drawnTargets`): the gesture the engine's hit regions start (`hitChain`) is the one of the
    /// topmost view drawn at the point. Returns what is wrong at the first point that disagrees, or nil.
    public func hitAudit(at points: [Point]) -> String? {
        guard !points.isEmpty else { return nil }
        let drawn = drawnTargets(at: points)
        for (p, expected) in zip(points, drawn) {
            let reached = hitChain(at: p).first
            if Self.handler(of: reached) === Self.handler(of: expected) { continue }
            func name(_ n: Node?) -> String {
                guard let n else { return "nothing" }
                let handler = Self.handler(of: n).map { " [\($0.label)]" } ?? " [no gesture]"
                return (n.nearestElementID.map { "#\($0) (\(n.label))" } ?? n.path) + handler
            }
            return "a press at (\((p.x * 10).rounded() / 10), \((p.y * 10).rounded() / 10)) reached \(name(reached)) but the topmost view drawn there is \(name(expected))"
        }
        return nil
    }

    /// `hitAudit(at:)` for one point.
    public func hitAudit(at point: Point) -> String? { hitAudit(at: [point]) }
}
