/// Deliberate breakage, for showing that `hero explore`'s checks catch it (`hero explore --inject-fault
/// NAME`, and one planted-bug test per invariant). Every fault is off unless a test or that option sets
/// it; each one names the invariant that must catch it.
@MainActor
public enum PlantedFaults {
    /// `stale-layout` (caught by `layout`): `setNeedsLayout()` does nothing, so kept sizes and frames
    /// go stale.
    public static var skipLayoutInvalidation = false
    /// `hit-layout-frame` (caught by `hit`): a view's hit region is its layout frame, not where it is
    /// drawn, so a view in flight takes touches at its destination and not where it is seen.
    public static var hitRegionsAtLayoutFrames = false
    /// `resize-snap` (caught by `continuity`): a window resize gives every view its new frame at once,
    /// so a view carried by something in flight jumps instead of easing on from where it is drawn.
    public static var resizeSnaps = false
    /// `damage-edge` (caught by `damage`): the renderer's damage rectangle loses its last two pixel
    /// columns and rows, so a change at its edge is left half drawn. (Read by `FrameLoop`, which hands
    /// it to the renderer: the renderer sits below this module.)
    public static var damageLosesEdge = false
    /// `order-flip` (caught by `order`): on every other frame (by the scene clock, 60 a second)
    /// siblings are drawn in reverse order, so a view in flight goes beneath what it flew over and back.
    public static var drawOrderFlips = false
    /// `slot-leave` (caught by `slot`): a flight whose container another animation moves goes on alone
    /// to its layout's final frame, instead of taking the move on that animation (or, nearly home,
    /// landing into its slot) and moving with it: the slot stays empty over a neighbour.
    public static var flightsLeaveSlot = false

    /// The names `--inject-fault` takes, with the invariant each must break.
    public nonisolated static let names: [(name: String, invariant: String)] = [
        ("stale-layout", "layout"), ("hit-layout-frame", "hit"), ("resize-snap", "continuity"),
        ("damage-edge", "damage"), ("order-flip", "order"), ("slot-leave", "slot"),
    ]

    /// Turns on the fault called `name`; false when there is no such fault.
    public static func inject(_ name: String) -> Bool {
        switch name {
        case "stale-layout": skipLayoutInvalidation = true
        case "hit-layout-frame": hitRegionsAtLayoutFrames = true
        case "resize-snap": resizeSnaps = true
        case "damage-edge": damageLosesEdge = true
        case "order-flip": drawOrderFlips = true
        case "slot-leave": flightsLeaveSlot = true
        default: return false
        }
        return true
    }

    /// The names of the faults on now, in `names` order.
    public static var activeNames: [String] {
        names.map(\.name).filter { name in
            switch name {
            case "stale-layout": return skipLayoutInvalidation
            case "hit-layout-frame": return hitRegionsAtLayoutFrames
            case "resize-snap": return resizeSnaps
            case "damage-edge": return damageLosesEdge
            case "order-flip": return drawOrderFlips
            case "slot-leave": return flightsLeaveSlot
            default: return false
            }
        }
    }

    /// Turns every fault off.
    public static func clear() {
        skipLayoutInvalidation = false
        hitRegionsAtLayoutFrames = false
        resizeSnaps = false
        damageLosesEdge = false
        drawOrderFlips = false
        flightsLeaveSlot = false
    }
}
