import Geometry

/// What produced a pointer event: a mouse (or touchpad pointer) or a finger on a touch screen.
public enum PointerKind: String, Hashable, Sendable {
    case mouse, touch
}

/// A platform-neutral input event. Locations are in window points, y down.
public enum InputEvent: Hashable, Sendable {
    case pointerDown(Point, PointerKind)
    case pointerMove(Point, PointerKind)
    case pointerUp(Point, PointerKind)
    /// Wheel or touchpad scroll at a location, in points (positive dy scrolls content up, like a
    /// finger moving up on a touchpad).
    case scroll(Point, dx: Double, dy: Double)
    /// A key by name: "escape", "space", "left", "right", "up", "down", "return", letters, digits, "?".
    case key(String)
    /// The window's content area changed to this size in points.
    case resize(Size)
}
