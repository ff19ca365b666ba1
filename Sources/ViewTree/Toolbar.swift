import Foundation
import Geometry

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`. In an inline title's bar the
/// leading placements (`navigationBarLeading`, `topBarLeading`, `navigation`, `cancellationAction`)
/// are drawn at its leading end and the others at its trailing end; beside a large title every item is
/// drawn at the trailing end (there is no bar above the title here). In the order written.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    /// Drawn at the bar's leading end (in an inline bar).
    var isLeading: Bool { ["navigationBarLeading", "topBarLeading", "navigation", "cancellationAction"].contains(name) }
    /// The toolbar's choice: the trailing end.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The main action: the trailing end.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// A confirming action (Done, Save): the trailing end.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// A cancelling action (Cancel): the leading end of an inline bar.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// A destructive action (Delete): the trailing end.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// A navigation action: the leading end of an inline bar.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// SwiftUI's centre of the bar: the trailing end here (no centred items yet).
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// A status item (a bottom toolbar on iOS): the trailing end here.
    public static let status = ToolbarItemPlacement(name: "status")
    /// iOS's bottom toolbar: the trailing end of the title bar here (a desktop window has no bottom bar).
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// Above the on-screen keyboard on iOS: the trailing end here (no on-screen keyboard).
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// The leading end of an inline bar (iOS 17's name).
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The trailing end (iOS 17's name).
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The leading end of an inline bar (the name before iOS 17).
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// The trailing end (the name before iOS 17).
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
}

/// A toolbar item or group: where it goes, and what it shows.
@MainActor
protocol ToolbarPlaced {
    var placement: ToolbarItemPlacement { get }
    var placedContent: any View { get }
}

/// One toolbar item at a placement, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: View, ToolbarPlaced {
    let placement: ToolbarItemPlacement
    let content: Content

    /// The item.
    public var body: some View { content }
    var placedContent: any View { content }
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
public struct ToolbarItemGroup<Content: View>: View, ToolbarPlaced {
    let placement: ToolbarItemPlacement
    let content: Content

    /// The items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// The items.
    public var body: some View { content }
    var placedContent: any View { content }
}

/// The items a view's `.toolbar` names for the bar of the navigation title above it: written when the
/// view is evaluated, read by the bar's row (evaluated after the content, and told to draw again when
/// the items are written later). One per navigation title (its `@State`).
@MainActor
final class ToolbarBox {
    /// The toolbar's content as written (items, groups, plain views).
    private(set) var items: (any View)?
    /// The `.toolbar` that wrote them (its node): only it clears them when it leaves the tree.
    private var owner: ObjectIdentifier?
    weak var row: Node?

    /// The items of the `.toolbar` evaluated now (`owner`: its node).
    func set(_ items: any View, owner: ObjectIdentifier?) {
        self.items = items
        self.owner = owner
        redraw()
    }

    /// The `.toolbar` `owner` left the tree (its page now shows other content): its items go, unless
    /// another has written since.
    func clear(owner: ObjectIdentifier?) {
        guard self.owner == owner, items != nil else { return }
        items = nil
        self.owner = nil
        redraw()
    }

    /// A row evaluated in an earlier update draws the new items in the next one.
    private func redraw() {
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

/// The bar's row of toolbar items, 16 pt from the edges and 16 pt apart, centred in the row's height:
/// in an inline bar the leading placements at its leading end and the rest at its trailing end;
/// beside a large title all at the trailing end. Nothing is hit between them.
struct ToolbarRow: View {
    let box: ToolbarBox
    let height: Double
    let inline: Bool

    var body: some View {
        if let node = EvaluationContext.current { box.row = node }
        var leading: [any View] = [], trailing: [any View] = []
        if let items = box.items { Self.split(items, leading: &leading, trailing: &trailing) }
        if !inline {
            trailing = leading + trailing
            leading = []
        }
        return HStack(spacing: 16) {
            ForEach(leading.indices, id: \.self) { AnyView(erasing: leading[$0]) }
            Spacer(minLength: 0)
            ForEach(trailing.indices, id: \.self) { AnyView(erasing: trailing[$0]) }
        }
        .padding(.horizontal, 16)
        .frame(height: height)
    }

    /// The toolbar's views by where they go, in the order written: builder blocks and conditionals are
    /// looked into, an item or group goes by its placement, any other view (a plain button) trails.
    static func split(_ view: any View, leading: inout [any View], trailing: inout [any View]) {
        if let placed = view as? any ToolbarPlaced {
            if placed.placement.isLeading { leading.append(placed.placedContent) } else { trailing.append(placed.placedContent) }
            return
        }
        if let builtin = view as? BuiltinView {
            switch builtin.element {
            case .empty: return
            case .group(let views):
                for v in views { split(v, leading: &leading, trailing: &trailing) }
                return
            case .conditional(let branch, let inner):
                if branch >= 0 { split(inner, leading: &leading, trailing: &trailing) }
                return
            default: break
            }
        }
        trailing.append(view)
    }
}

/// Writes a view's toolbar items into the bar above it, then shows the view.
struct ToolbarHost<Content: View>: View {
    let content: Content
    let items: any View
    @Environment(\.toolbarBox) private var box

    var body: some View {
        let owner = EvaluationContext.current.map(ObjectIdentifier.init)
        box?.set(items, owner: owner)
        return content.onDisappear { [weak box] in box?.clear(owner: owner) }
    }
}

/// A navigation page: one toolbar box for the whole page, so a `.toolbar` written inside or outside
/// its `.navigationTitle` fills the same bar, as in SwiftUI. Made with the page (its `@State`): a page
/// pushed later starts with no items, and a page sliding out keeps its own while the next slides in.
struct ToolbarPage<Content: View>: View {
    let content: Content
    @State private var box = ToolbarBox()

    var body: some View { content.environment(\.toolbarBox, box) }
}

extension View {
    /// Items for the bar of the navigation title above this view, as SwiftUI's `toolbar(content:)`:
    /// buttons or `ToolbarItem`s, at the bar's ends as their placements say (`ToolbarItemPlacement`).
    /// Outside a navigation container with a title, nothing is drawn.
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        ToolbarHost(content: self, items: content())
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
