import Geometry

/// What produced a pointer event: a mouse (or touchpad pointer) or a finger on a touch screen.
public enum PointerKind: String, Hashable, Sendable {
    /// A mouse or a touchpad's pointer: it hovers, and a wheel or touchpad scrolls.
    case mouse
    /// A finger on a touch screen: a drag on a scroll view scrolls it.
    case touch

    /// The kind named `rawValue` ("mouse" or "touch", as scripts write it); nil for any other name.
    public init?(rawValue: String) {
        switch rawValue {
        case "mouse": self = .mouse
        case "touch": self = .touch
        default: return nil
        }
    }
}

/// A platform-neutral input event. Locations are in window points, y down.
public enum InputEvent: Hashable, Sendable {
    /// A button or finger went down at a location in window points.
    case pointerDown(Point, PointerKind)
    /// The pointer moved (pressed or hovering), location in window points.
    case pointerMove(Point, PointerKind)
    /// The button or finger went up at a location in window points.
    case pointerUp(Point, PointerKind)
    /// Wheel or touchpad scroll at a location, in points (positive dy scrolls content up, like a
    /// finger moving up on a touchpad).
    case scroll(Point, dx: Double, dy: Double)
    /// A key by name: "escape", "space", "left", "right", "up", "down", "return", "backspace",
    /// "delete", "home", "end", "tab", "shift+tab", letters, digits, "?". A text field with the keyboard
    /// takes them first (`ViewGraph.handleKey`).
    case key(String)
    /// Text typed (after the keyboard layout and any input method): inserted at the caret of the text
    /// field with the keyboard; nothing happens without one.
    case text(String)
    /// The window's content area changed to this size in points.
    case resize(Size)
}
