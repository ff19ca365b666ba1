import Geometry

/// What a drag gesture reports. Locations in window points; velocity in points per second.
public struct DragValue: Sendable {
    public var startLocation: Point
    public var location: Point
    public var translation: Size
    public var velocity: Size
    /// Where the drag would end if released now and left to decelerate (SwiftUI's estimate).
    public var predictedEndTranslation: Size
    public var time: Double
    /// The scroll offset (points from the top) of the nearest scroll view under the drag's start, when
    /// the pointer went down; 0 when there is none.
    public var scrollOffsetAtStart: Double = 0
}

/// A drag: it starts once the pointer has moved `minimumDistance` points from where it went down.
public struct DragGesture {
    public var minimumDistance: Double
    var onChanged: (@MainActor (DragValue) -> Void)?
    var onEnded: (@MainActor (DragValue) -> Void)?
    var shouldBegin: (@MainActor (DragValue) -> Bool)?

    public init(minimumDistance: Double = 10) { self.minimumDistance = minimumDistance }

    public func onChanged(_ action: @escaping @MainActor (DragValue) -> Void) -> DragGesture { var g = self; g.onChanged = action; return g }
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
    /// A button: tracks pressed state, fires on an up inside.
    case button(action: @MainActor () -> Void)
}

extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(.gesture(.tap(count: max(1, count), action: action)))
    }

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

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: some View {
        ModifiedView(modifier: .gesture(.button(action: action)), content: label)
    }
}
