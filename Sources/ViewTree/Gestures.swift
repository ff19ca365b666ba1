import Foundation
import Geometry

/// What a drag gesture reports, as SwiftUI's `DragGesture.Value`: Foundation geometry, locations in
/// window points, velocity in points per second.
public struct DragValue: Sendable {
    /// Where the pointer went down, in window points.
    public var startLocation: CGPoint
    /// Where the pointer is now, in window points.
    public var location: CGPoint
    /// `location - startLocation`, in points.
    public var translation: CGSize
    /// Pointer velocity, points per second, from the last few moves.
    public var velocity: CGSize
    /// Where the drag would end if released now and left to decelerate (SwiftUI's estimate).
    public var predictedEndTranslation: CGSize
    /// Where the pointer would stop if released now (`startLocation + predictedEndTranslation`).
    public var predictedEndLocation: CGPoint {
        CGPoint(x: startLocation.x + predictedEndTranslation.width, y: startLocation.y + predictedEndTranslation.height)
    }
    /// The graph's time of this event, in seconds.
    public var time: Double
    /// The scroll offset (points from the top) of the nearest scroll view under the drag's start, when
    /// the pointer went down; 0 when there is none.
    public var scrollOffsetAtStart: Double = 0
}

/// A drag: it starts once the pointer has moved `minimumDistance` points from where it went down.
public struct DragGesture {
    /// SwiftUI's name for what a drag reports.
    public typealias Value = DragValue
    /// Points the pointer must move from where it went down before the drag starts.
    public var minimumDistance: Double
    var onChanged: (@MainActor (DragValue) -> Void)?
    var onEnded: (@MainActor (DragValue) -> Void)?
    var shouldBegin: (@MainActor (DragValue) -> Bool)?
    /// `updating` bodies: each sets its gesture state from a change.
    var updaters: [@MainActor (DragValue) -> Void] = []
    /// `updating` resets: each returns its gesture state to its first value when the drag ends.
    var resetters: [@MainActor () -> Void] = []

    /// A change of the drag: the gesture states first, then `onChanged`.
    @MainActor func changed(_ value: DragValue) {
        for update in updaters { update(value) }
        onChanged?(value)
    }

    /// The end of the drag: the gesture states return to their first values, then `onEnded`.
    @MainActor func ended(_ value: DragValue) {
        for reset in resetters { reset() }
        onEnded?(value)
    }

    /// A drag that starts after `minimumDistance` points of movement. Its locations are in the
    /// window's space whatever `coordinateSpace` says (translations are the same in every space).
    public init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) { self.minimumDistance = minimumDistance }

    /// Calls `action` with every move once the drag has started.
    public func onChanged(_ action: @escaping @MainActor (DragValue) -> Void) -> DragGesture { var g = self; g.onChanged = action; return g }
    /// Calls `action` once when the pointer goes up after the drag started.
    public func onEnded(_ action: @escaping @MainActor (DragValue) -> Void) -> DragGesture { var g = self; g.onEnded = action; return g }
    /// The drag takes the pointer only if `predicate` holds once it has moved `minimumDistance`;
    /// otherwise the pointer goes on to other gestures or scrolls.
    public func onlyIf(_ predicate: @escaping @MainActor (DragValue) -> Bool) -> DragGesture { var g = self; g.shouldBegin = predicate; return g }
}

/// A gesture attached to a view.
enum GestureSpec {
    /// Fires on the up of the `count`-th tap, each within 0.3 s and 10 pt of the previous.
    case tap(count: Int, action: @MainActor () -> Void)
    /// Fires once the pointer has been held `minimumDuration` seconds within `maximumDistance` points.
    case longPress(minimumDuration: Double, maximumDistance: Double, action: @MainActor () -> Void)
    case drag(DragGesture, simultaneous: Bool)
    /// A button: tracks pressed state, fires on an up inside. With `pressed` (a `ButtonStyle` draws the
    /// press), each change of the pressed state is reported to it and the button is not dimmed.
    case button(action: @MainActor () -> Void, pressed: (@MainActor (Bool) -> Void)? = nil)
}

extension View {
    /// Calls `action` after `count` taps (at least 1) on the view, the taps of one multi-tap close in
    /// time and place; among nested tap gestures and buttons under the pointer, the innermost wins.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(.gesture(.tap(count: max(1, count), action: action)))
    }

    /// Calls `action` once the pointer has stayed down `minimumDuration` seconds within
    /// `maximumDistance` points of where it went down (on the graph's clock: timed exactly in snapshots).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: Double = 10,
                                   perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(.gesture(.longPress(minimumDuration: minimumDuration, maximumDistance: maximumDistance, action: action)))
    }

    /// A drag that wins over the gestures of the views around it (children's gestures still come first).
    public func gesture(_ drag: DragGesture) -> some View { modifier(.gesture(.drag(drag, simultaneous: false))) }
    /// A drag that runs together with the other gestures on the way.
    public func simultaneousGesture(_ drag: DragGesture) -> some View { modifier(.gesture(.drag(drag, simultaneous: true))) }
}

/// A tappable view that dims while pressed.
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?
    @Environment(\.customButtonStyle) private var customStyle: CustomButtonStyle?
    /// Whether a press is on the button, for a `ButtonStyle` (SwiftUI's `configuration.isPressed`).
    @State private var isPressed: Bool

    /// A button showing `label` that calls `action` when a press ends inside it.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role (`.destructive` draws its label in red; `.cancel` as any other).
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
        _isPressed = State(wrappedValue: false)
    }

    /// The label with the button's press tracking, drawn by the environment's button style: a built-in
    /// one dims the pressed label; a `ButtonStyle` draws from the pressed state itself (the button is
    /// not dimmed); a `PrimitiveButtonStyle` makes the whole button, its own gestures calling
    /// `trigger()` (the button then tracks no press of its own, so a tap the style ignores reaches
    /// the views around it).
    public var body: some View {
        let modifier: Modifier
        switch customStyle {
        case nil: modifier = .gesture(.button(action: action))
        case .pressable?:
            let pressed = $isPressed
            modifier = .gesture(.button(action: action, pressed: { pressed.wrappedValue = $0 }))
        case .primitive?: modifier = .hitTesting(true)
        }
        return ModifiedView(modifier: modifier,
                            content: StyledButtonLabel(label: label, role: role, custom: customStyle, isPressed: isPressed, action: action))
    }
}
