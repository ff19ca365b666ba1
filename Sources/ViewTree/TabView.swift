import Foundation
import Geometry
import Typography

/// Pages, one shown at a time, as SwiftUI's `TabView`: each page is a view of the content marked with
/// `.tag(value)` (or, untagged, its position), and the page whose tag equals `selection` is shown.
/// The tab bar along the bottom shows each page's `.tabItem { Label(...) }` (the selected one in the
/// accent colour; a tap selects); `.toolbar(.hidden, for: .tabBar)` on a page hides it (apps that
/// draw their own bar). Pages are read from the content's views as written: a `ForEach`, a block of
/// views, or views carrying `.tag` and `.tabItem` directly (not tags inside a page's own body).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var shownIndex = 0

    /// Pages from `content`; the one whose tag is `selection` is shown.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The shown page over the tab bar.
    public var body: some View {
        let pages = TabPages.collect(content)
        let current: Int = {
            guard let selection else { return min(shownIndex, max(0, pages.count - 1)) }
            return pages.firstIndex { $0.tag == AnyHashable(selection.wrappedValue) } ?? 0
        }()
        let showsBar = !pages.contains { $0.hidesBar } && pages.contains { $0.label != nil }
        return VStack(spacing: 0) {
            ZStack {
                if pages.indices.contains(current) {
                    pages[current].view.id(pages[current].tag ?? AnyHashable(current))
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            if showsBar {
                Divider()
                HStack(spacing: 0) {
                    ForEach(pages.indices, id: \.self) { index in
                        TabBarItem(label: pages[index].label ?? AnyView(Text("\(index + 1)")), isSelected: index == current)
                            .frame(maxWidth: .infinity)
                            .contentShape(.rectangle)
                            .onTapGesture { select(index, pages) }
                    }
                }
                .padding(.vertical, 6)
            }
        }
    }

    private func select(_ index: Int, _ pages: [TabPage]) {
        if let selection, let value = pages[index].tag?.base as? SelectionValue {
            selection.wrappedValue = value
        } else {
            shownIndex = index
        }
    }
}

extension TabView where SelectionValue == Int {
    /// Pages from `content`, the first shown until a tab is tapped.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// One item of the tab bar: its label in caption size, accent when selected.
struct TabBarItem: View {
    let label: AnyView
    let isSelected: Bool
    var body: some View {
        label.font(.caption).foregroundColor(isSelected ? .accentColor : .gray).padding(.vertical, 4)
    }
}

/// A page of a `TabView`, read from its content.
struct TabPage {
    var tag: AnyHashable?
    var label: AnyView?
    var hidesBar = false
    var view: AnyView
}

enum TabPages {
    /// The pages of `content`: each view of a block or `ForEach`, with the tag, tab item and bar
    /// visibility its modifiers carry.
    @MainActor static func collect(_ content: any View) -> [TabPage] {
        if content is TabMarkedView { return [page(content)] }
        guard let builtin = content as? BuiltinView else { return [TabPage(view: AnyView(erasing: content))] }
        switch builtin.element {
        case .group(let views): return views.flatMap { collect($0) }
        case .identified(_, let view), .conditional(_, let view): return collect(view)
        case .empty: return []
        default: return [TabPage(view: AnyView(erasing: content))]
        }
    }

    /// A page from a view wrapped in tab markers (`.tag`, `.tabItem`, `.toolbar(_:for:)`, any order).
    @MainActor private static func page(_ view: any View) -> TabPage {
        var page = TabPage(view: AnyView(erasing: view))
        var current: any View = view
        while let marked = current as? TabMarkedView {
            marked.apply(to: &page)
            current = marked.content
        }
        return page
    }
}

/// What a modifier tells a `TabView` about its page.
enum TabMark {
    /// `.tag(_:)`: the value the selection names the page by.
    case tag(AnyHashable)
    /// `.tabItem { ... }`: the page's label in the tab bar.
    case label(AnyView)
    /// `.toolbar(.hidden, for: .tabBar)`: the page hides the tab bar.
    case hidesBar
    /// A `.toolbar(_:for:)` that hides no tab bar: nothing to note.
    case none
}

/// A view marked for its `TabView` (`.tag`, `.tabItem`, `.toolbar(_:for:)`); elsewhere it is its content.
/// The mark nearest the view wins, as in SwiftUI.
struct TabMarkedView: View {
    let mark: TabMark
    let content: any View
    var body: some View { AnyView(erasing: content) }

    func apply(to page: inout TabPage) {
        switch mark {
        case .tag(let tag): if page.tag == nil { page.tag = tag }
        case .label(let label): if page.label == nil { page.label = label }
        case .hidesBar: page.hidesBar = true
        case .none: break
        }
    }
}

/// Whether a bar is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable {
    /// The container decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// The bars a `toolbar(_:for:)` visibility names, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// A `TabView`'s tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// A navigation container's bar (its title here).
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The bottom toolbar (none is drawn here).
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

extension View {
    /// Names this view in a `TabView` (or a `Picker`) by `tag`.
    public func tag<V: Hashable>(_ tag: V) -> some View { TabMarkedView(mark: .tag(AnyHashable(tag)), content: self) }

    /// The label of this page in its `TabView`'s tab bar (a `Label`, or an `Image` and a `Text`).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { TabMarkedView(mark: .label(AnyView(label())), content: self) }

    /// Shows or hides the bars named: `.toolbar(.hidden, for: .tabBar)` on a page hides its
    /// `TabView`'s tab bar; the other bars are not drawn here, so hiding them changes nothing.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        TabMarkedView(mark: visibility == .hidden && bars.contains(.tabBar) ? .hidesBar : .none, content: self)
    }
}
