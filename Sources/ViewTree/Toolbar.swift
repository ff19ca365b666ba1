import Foundation
import Geometry

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`. Accepted: every item is drawn at
/// the trailing end of the bar of the navigation title, in the order written.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
}

/// One toolbar item at a placement, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    /// The item.
    public var body: some View { content }
}

extension ToolbarItem where ID == () {
    /// `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// `content` at `placement`, with an id (customisable toolbars: the id is accepted).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items at one placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    /// The items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// The items.
    public var body: some View { content }
}

/// The items a view's `.toolbar` names for the bar of the navigation title above it: written when the
/// view is evaluated, read by the bar's row (evaluated after the content, and told to draw again when
/// the items are written later). One per navigation title (its `@State`).
@MainActor
final class ToolbarBox {
    var items: AnyView?
    weak var row: Node?

    func set(_ items: AnyView) {
        self.items = items
        // A row evaluated in an earlier update draws the new items in the next one.
        if let row, !row.needsEvaluation { row.invalidate() }
    }
}

struct ToolbarBoxKey: EnvironmentKey { static let defaultValue: ToolbarBox? = nil }

extension EnvironmentValues {
    var toolbarBox: ToolbarBox? {
        get { self[ToolbarBoxKey.self] }
        set { self[ToolbarBoxKey.self] = newValue }
    }
}

/// The bar's row of toolbar items: at its trailing end, 16 pt from the edge and 16 pt apart, centred in
/// the row's height; nothing is hit before them.
struct ToolbarRow: View {
    let box: ToolbarBox
    let height: Double

    var body: some View {
        if let node = EvaluationContext.current { box.row = node }
        return HStack(spacing: 16) {
            Spacer(minLength: 0)
            if let items = box.items { items }
        }
        .padding(.horizontal, 16)
        .frame(height: height)
    }
}

/// Writes a view's toolbar items into the bar above it, then shows the view.
struct ToolbarHost<Content: View>: View {
    let content: Content
    let items: AnyView
    @Environment(\.toolbarBox) private var box

    var body: some View {
        box?.set(items)
        return content
    }
}

extension View {
    /// Items for the bar of the navigation title above this view, as SwiftUI's `toolbar(content:)`:
    /// buttons or `ToolbarItem`s, drawn at the bar's trailing end whatever their placement. Outside a
    /// navigation container with a title, nothing is drawn.
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        ToolbarHost(content: self, items: AnyView(content()))
    }
}

extension RangeReplaceableCollection where Self: MutableCollection, Index == Int {
    /// Removes the elements at `offsets`, as SwiftUI's extension for `onDelete` handlers.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for i in offsets.reversed() where indices.contains(i) { remove(at: i) }
    }

    /// Moves the elements at `source` to before `destination`, as SwiftUI's extension for `onMove`
    /// handlers (`destination` counts in the collection before the move).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.filter { indices.contains($0) }.map { self[$0] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        let at = Swift.max(0, Swift.min(count, destination - before))
        insert(contentsOf: moving, at: at)
    }
}
