import Foundation
import Geometry
import Motion

/// How a stack pushes and pops a page: a short spring, with no overshoot.
let navigationPushAnimation = Animation.spring(response: 0.35, dampingFraction: 1)

/// A page pushed onto a `NavigationStack`.
struct NavigationPage: Identifiable {
    let id: Int
    let view: AnyView
}

/// What a `NavigationLink` inside a stack calls: push a page, pop the top one.
struct NavigationActions: @unchecked Sendable {
    let push: @MainActor (AnyView) -> Void
    /// Appends a value to the stack's path, when it has one that can hold it (false: push the view).
    let pushValue: (@MainActor (AnyHashable) -> Bool)?
    let pop: @MainActor () -> Void
}

/// The destinations `.navigationDestination(for:destination:)` names, by the value's type.
struct NavigationDestinations: @unchecked Sendable {
    var byType: [ObjectIdentifier: @MainActor (Any) -> AnyView] = [:]
}

struct NavigationActionsKey: EnvironmentKey { static let defaultValue: NavigationActions? = nil }
struct NavigationDestinationsKey: EnvironmentKey { static let defaultValue = NavigationDestinations() }
struct NavigationLinkInListKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The enclosing stack's push and pop (nil outside a `NavigationStack`).
    var navigationActions: NavigationActions? {
        get { self[NavigationActionsKey.self] }
        set { self[NavigationActionsKey.self] = newValue }
    }
    var navigationDestinations: NavigationDestinations {
        get { self[NavigationDestinationsKey.self] }
        set { self[NavigationDestinationsKey.self] = newValue }
    }
    /// Inside a `List`: a link is drawn as a row with a chevron, a section's header and footer in the
    /// list's style.
    var navigationLinkInList: Bool {
        get { self[NavigationLinkInListKey.self] }
        set { self[NavigationLinkInListKey.self] = newValue }
    }
}

/// The pages a stack shows above its root: each slides in from the trailing edge over what is below
/// it, under a bar with a back button that pops it (sliding it out again).
struct NavigationPages: View {
    let pages: [NavigationPage]
    /// The place in the stack of the first of these pages (the root is 0).
    var firstIndex = 1
    let pop: @MainActor () -> Void
    @Environment(\.navigationTitles) private var titles

    var body: some View {
        ForEach(Array(pages.enumerated()), id: \.element.id) { offset, page in
            let index = firstIndex + offset
            VStack(spacing: 0) {
                NavigationBackBar(pop: pop, title: titles?.backTitle(below: index))
                ToolbarPage(content: page.view)
                    .environment(\.navigationTitleShown, false)
                    .environment(\.navigationPageIndex, index)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            .background(BackgroundStyle())
            .transition(.move(edge: .trailing))
        }
    }
}

/// The pages a stack's path names, each made by the destination declared for its value's type (a
/// value with none shows no page), drawn as `NavigationPages` draws pages.
struct NavigationPathPages: View {
    let values: [AnyHashable]
    let destinations: NavigationDestinationRegistry
    let pop: @MainActor () -> Void

    var body: some View {
        NavigationPages(pages: values.enumerated().compactMap { i, value in
            // Negative ids: never those of the pages pushed by links to views.
            destinations.page(for: value).map { NavigationPage(id: -1 - i, view: $0) }
        }, firstIndex: 1, pop: pop)
    }
}

/// A pushed page's bar: a back chevron and the title of the page below (as iOS, "Back" when that has
/// none or it is longer than 12 characters), in the accent colour, 44 pt high.
struct NavigationBackBar: View {
    let pop: @MainActor () -> Void
    /// The page below's title when short enough, else nil ("Back").
    var title: String? = nil

    var body: some View {
        HStack(spacing: 0) {
            Button(action: pop) {
                HStack(spacing: 2) {
                    Image(systemName: "chevron.left").font(.headline)
                    Text(title ?? "Back")
                }
            }
            .padding(.horizontal, 8)
            Spacer()
        }
        .frame(height: 44)
    }
}

/// A control that pushes a destination onto the enclosing `NavigationStack`, as SwiftUI's
/// `NavigationLink`: its label as a button (in the accent colour), or, in a `List`, as a row with a
/// trailing chevron. The destination slides in from the trailing edge with a back button above it.
/// Outside a stack it does nothing when pressed.
public struct NavigationLink<Label: View, Destination: View>: View {
    let destination: (@MainActor (EnvironmentValues) -> AnyView?)
    /// A link by value: the value appended to a stack's path when it has one.
    var value: AnyHashable? = nil
    let label: Label
    @Environment(\.self) private var environment

    /// A link to `destination`, drawn as `label`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = { _ in AnyView(destination) }
        self.label = label()
    }

    /// A link to the view `destination` builds when pressed, drawn as `label`.
    public init(@ViewBuilder destination: @escaping () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = { _ in AnyView(destination()) }
        self.label = label()
    }

    /// The label as a button that pushes the destination.
    public var body: some View {
        let env = environment
        let inList = env.navigationLinkInList
        let value = self.value
        return Button(action: {
            guard let actions = env.navigationActions else { return }
            if let value, let pushValue = actions.pushValue, pushValue(value) { return }
            guard let page = destination(env) else { return }
            actions.push(page)
        }, label: {
            if inList {
                HStack {
                    label
                    Spacer()
                    Image(systemName: "chevron.right").font(.footnote).foregroundColor(Color(white: 0.78))
                }
                .contentShape(Rectangle())
            } else {
                label
            }
        })
        .environment(\.buttonStyle, inList ? .plain : env.buttonStyle)
        .environment(\.customButtonStyle, inList ? nil : env.customButtonStyle)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` to `destination`.
    public init(_ title: String, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title` to the view `destination` builds.
    public init(_ title: String, @ViewBuilder destination: @escaping () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == EmptyView {
    /// A link that pushes the destination `.navigationDestination(for:)` names for `value`'s type (an
    /// ancestor of the link declares it); a nil value pushes nothing.
    public init<V: Hashable>(value: V?, @ViewBuilder label: () -> Label) {
        self.destination = { env in
            guard let value, let make = env.navigationDestinations.byType[ObjectIdentifier(V.self)] else { return nil }
            return make(value)
        }
        self.value = value.map { AnyHashable($0) }
        self.label = label()
    }
}

extension NavigationLink where Destination == EmptyView, Label == Text {
    /// A link titled `title` that pushes the destination named for `value`'s type.
    public init<V: Hashable>(_ title: String, value: V?) {
        self.init(value: value) { Text(title) }
    }
}

extension View {
    /// Names the page a `NavigationLink(value:)` of type `D` inside pushes, as SwiftUI's
    /// `navigationDestination(for:destination:)`.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        EnvironmentReader { env in
            var destinations = env.navigationDestinations
            let make: @MainActor (Any) -> AnyView = { value in
                guard let value = value as? D else { return AnyView(EmptyView()) }
                return AnyView(destination(value))
            }
            destinations.byType[ObjectIdentifier(D.self)] = make
            // The stack's path makes its pages from the same destinations.
            env.navigationDestinationRegistry?.byType[ObjectIdentifier(D.self)] = make
            return self.environment(\.navigationDestinations, destinations)
        }
    }
}
