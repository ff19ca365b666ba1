import Foundation
import Geometry
import Typography

/// A navigation container with a title bar, as SwiftUI's `NavigationStack`: the title that content
/// inside names with `.navigationTitle` is drawn above it, large (34 pt bold, leading) or inline (17 pt
/// semibold, centred, `.navigationBarTitleDisplayMode(.inline)`). A `NavigationLink` inside pushes its
/// destination: the page slides in from the trailing edge over the one below, under a bar whose back
/// button pops it.
public struct NavigationStack<Content: View>: View {
    let content: Content
    /// The path binding the stack shows (nil: the stack keeps its pages itself).
    let path: NavigationPathAccess?
    @State private var pages: [NavigationPage] = []
    @State private var pushes = 0
    @State private var destinations = NavigationDestinationRegistry()
    @State private var titles = NavigationTitleBook()
    @State private var editMode = EditMode.inactive
    /// A stack whose root is `content`.
    public init(@ViewBuilder root: () -> Content) {
        content = root()
        path = nil
    }

    /// A stack showing the pages `path` names above `root`, as SwiftUI's `NavigationStack(path:root:)`:
    /// a link by value appends to it, Back removes its last value, and code that changes it pushes or
    /// pops (animated).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Content) {
        content = root()
        self.path = NavigationPathAccess(values: { path.wrappedValue.elements },
                                         append: { path.wrappedValue.elements.append($0); return true },
                                         removeLast: { path.wrappedValue.removeLast() })
    }

    /// A stack showing the pages an array of one type of value names (`[Route]`), as SwiftUI's
    /// `NavigationStack(path:root:)` with a typed path.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Content)
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        content = root()
        self.path = NavigationPathAccess(values: { path.wrappedValue.map { AnyHashable($0) } },
                                         append: { value in
                                             guard let v = value.base as? Data.Element else { return false }
                                             path.wrappedValue.append(v)
                                             return true
                                         },
                                         removeLast: { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } })
    }

    /// The content, below the title its `.navigationTitle` names, and the pages pushed above it: those
    /// of the path first, then those pushed by links to views.
    public var body: some View {
        let pages = $pages, pushes = $pushes, path = self.path
        let push: @MainActor (AnyView) -> Void = { view in
            let id = pushes.wrappedValue
            pushes.wrappedValue += 1
            withAnimation(navigationPushAnimation) { pages.wrappedValue.append(NavigationPage(id: id, view: view)) }
        }
        var pushValue: (@MainActor (AnyHashable) -> Bool)?
        if let path {
            pushValue = { (value: AnyHashable) -> Bool in
                var taken = false
                withAnimation(navigationPushAnimation) { taken = path.append(value) }
                return taken
            }
        }
        let pop: @MainActor () -> Void = {
            if !pages.wrappedValue.isEmpty {
                withAnimation(navigationPushAnimation) { _ = pages.wrappedValue.removeLast() }
            } else if let path, !path.values().isEmpty {
                withAnimation(navigationPushAnimation) { path.removeLast() }
            }
        }
        let actions = NavigationActions(push: push, pushValue: pushValue, pop: pop)
        let values = path?.values() ?? []
        if let node = EvaluationContext.current, let graph = node.host {
            graph.noteBack(node, pop: self.pages.isEmpty && values.isEmpty ? nil : actions.pop)
        }
        return ZStack {
            ToolbarPage(content: content).frame(maxWidth: .infinity, maxHeight: .infinity)
            // After the root: the destinations it declares are registered when the path's pages are made.
            NavigationPathPages(values: values, destinations: destinations, pop: actions.pop)
            NavigationPages(pages: self.pages, firstIndex: 1 + values.count, pop: actions.pop)
        }
        // A path changed by code without an animation still slides its pages in and out, as SwiftUI's does.
        .animation(navigationPushAnimation, value: values.count)
        .environment(\.navigationDepth, 1)
        .environment(\.navigationActions, actions)
        .environment(\.navigationDestinationRegistry, destinations)
        .environment(\.navigationTitles, titles)
        .environment(\.navigationPageIndex, 0)
        .environment(\.editMode, $editMode)
    }
}

/// The titles the pages of one stack name, by their place in it (the root is 0): a pushed page's back
/// button shows the title of the page below. Written when a title is evaluated (a page below is
/// evaluated before the pages above it); one per stack (its `@State`).
@MainActor
final class NavigationTitleBook {
    var titles: [Int: String] = [:]

    /// What the back button of the page at `index` says: the title below when it has 12 characters
    /// or fewer, else nil.
    func backTitle(below index: Int) -> String? {
        guard let title = titles[index - 1], !title.isEmpty, title.count <= 12 else { return nil }
        return title
    }
}

struct NavigationTitleBookKey: EnvironmentKey { static let defaultValue: NavigationTitleBook? = nil }
struct NavigationPageIndexKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    var navigationTitles: NavigationTitleBook? {
        get { self[NavigationTitleBookKey.self] }
        set { self[NavigationTitleBookKey.self] = newValue }
    }
    /// The place in its stack of the page this view is on (the root is 0).
    var navigationPageIndex: Int {
        get { self[NavigationPageIndexKey.self] }
        set { self[NavigationPageIndexKey.self] = newValue }
    }
}

/// The older navigation container (iOS 13–15), drawn as `NavigationStack`.
public struct NavigationView<Content: View>: View {
    let content: Content
    /// A navigation view showing `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// The content in a `NavigationStack`.
    public var body: some View { NavigationStack { content } }
}

/// How the title bar shows the title, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum TitleDisplayMode: Hashable, Sendable {
    /// Large unless an ancestor chose otherwise.
    case automatic
    /// A large, leading title above the content.
    case large
    /// A small, centred title in the bar.
    case inline
}

/// SwiftUI's namespace for `TitleDisplayMode`.
public enum NavigationBarItem {
    /// How the title bar shows the title.
    public typealias TitleDisplayMode = ViewTree.TitleDisplayMode
}

struct NavigationDepthKey: EnvironmentKey { static let defaultValue = 0 }
struct TitleDisplayModeKey: EnvironmentKey { static let defaultValue = TitleDisplayMode.automatic }
struct NavigationTitleShownKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// How many navigation containers enclose this view (0: none).
    var navigationDepth: Int {
        get { self[NavigationDepthKey.self] }
        set { self[NavigationDepthKey.self] = newValue }
    }
    var titleDisplayMode: TitleDisplayMode {
        get { self[TitleDisplayModeKey.self] }
        set { self[TitleDisplayModeKey.self] = newValue }
    }
    var navigationTitleShown: Bool {
        get { self[NavigationTitleShownKey.self] }
        set { self[NavigationTitleShownKey.self] = newValue }
    }
}

extension View {
    /// Names the title a navigation container shows above this view (outside one, nothing is drawn).
    /// The `.toolbar` items inside are drawn in its bar.
    public func navigationTitle(_ title: String) -> some View {
        NavigationTitled(content: self, title: title)
    }

    /// The title's display mode (large or inline) for the title named inside.
    public func navigationBarTitleDisplayMode(_ mode: TitleDisplayMode) -> some View { environment(\.titleDisplayMode, mode) }

    /// Hides the navigation bar (accepted: the bar here is the title; without a title nothing is drawn).
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }
}

/// A view under its navigation title: the bar, the content below it, and the bar's toolbar items
/// drawn over the bar's row once the content has named them (`ToolbarBox`).
struct NavigationTitled<Content: View>: View {
    let content: Content
    let title: String
    @Environment(\.navigationDepth) private var depth
    @Environment(\.navigationTitleShown) private var shown
    @Environment(\.titleDisplayMode) private var mode
    @Environment(\.navigationTitles) private var titles
    @Environment(\.navigationPageIndex) private var pageIndex
    @Environment(\.toolbarBox) private var pageToolbar
    @State private var ownToolbar = ToolbarBox()

    /// The page's toolbar box (`ToolbarPage`: shared with a `.toolbar` written outside the title),
    /// else the title's own.
    private var toolbar: ToolbarBox { pageToolbar ?? ownToolbar }

    var body: some View {
        if depth > 0 && !shown { titles?.titles[pageIndex] = title }
        return titled
    }

    @ViewBuilder private var titled: some View {
        if depth > 0 && !shown {
            VStack(alignment: .leading, spacing: 0) {
                NavigationTitleBar(title: title, mode: mode)
                // The content in the space below the bar, centred as SwiftUI centres a root view.
                content.environment(\.navigationTitleShown, true).environment(\.toolbarBox, toolbar)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            // After the content in evaluation order: the items it names this update are there.
            .overlay(alignment: .top) {
                ToolbarRow(box: toolbar, height: mode == .inline ? 44 : NavigationTitleBar.largeRowHeight, inline: mode == .inline)
            }
        } else {
            content
        }
    }
}

/// The title bar: a large leading title, or an inline centred one over a hairline.
struct NavigationTitleBar: View {
    let title: String
    let mode: TitleDisplayMode

    /// The large title's row: 12 pt above a 41 pt line, 8 pt below.
    static let largeRowHeight = 61.0

    var body: some View {
        if mode == .inline {
            VStack(spacing: 0) {
                Text(title).font(.headline).frame(maxWidth: .infinity).frame(height: 44)
                Divider()
            }
        } else {
            Text(title).font(.largeTitle).frame(maxWidth: .infinity, alignment: .leading)
                .padding(EdgeInsets(top: 12, leading: 16, bottom: 8, trailing: 16))
        }
    }
}

/// Rows in a scrolling column, as SwiftUI's `List` (its plain style: full-width rows, 16 pt insets).
/// Rows are lazy (a `LazyVStack`): only those in view and a margin are made, so a list of 100,000 rows
/// costs what the window shows. `Section`s give a header row and a footer row.
public struct List<Content: View>: View {
    let content: Content
    /// A list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The rows in a scrolling column.
    public var body: some View {
        ScrollView {
            // Rows 44 pt apart at body size: 11 pt above and below a 22 pt line, 16 pt from the edges.
            LazyVStack(alignment: .leading, spacing: 22) {
                content
            }
            .environment(\.navigationLinkInList, true)
            .padding(EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

extension List {
    /// One row per element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                       @ViewBuilder rowContent: @escaping (Data.Element) -> Row)
    where Content == ForEach<Data, ID> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// One row per number in `data`.
    public init<Row: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> Row) where Content == ForEach<Range<Int>, Int> {
        content = ForEach(data, content: rowContent)
    }

    /// One row per `Identifiable` element of `data`.
    public init<Data: RandomAccessCollection, Row: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row)
    where Content == ForEach<Data, Data.Element.ID>, Data.Element: Identifiable {
        content = ForEach(data, id: \.id, content: rowContent)
    }
}

extension ForEach {
    /// Deleting rows, as SwiftUI's `onDelete(perform:)`: in edit mode (`EditButton`, `\.editMode`) each
    /// row shows a red delete button before it that calls `action` with the row's offset in the data.
    /// (A desktop list has no swipe to delete.)
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        guard let action else { return self }
        let data = self.data, id = self.id, content = self.content
        return ForEach(data: data, id: id) { element in
            let elementID = element[keyPath: id]
            return DeletableRow(content: content(element), delete: {
                // The offset when pressed: the data may have changed since the row was made.
                if let i = data.firstIndex(where: { $0[keyPath: id] == elementID }) {
                    action(IndexSet(integer: data.distance(from: data.startIndex, to: i)))
                }
            })
        }
    }
    /// Moving rows by dragging: not offered yet (as `onDelete`).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
}
