import Foundation
import Geometry
import Motion

/// How a presented view covers the window.
enum PresentationStyle: Hashable {
    /// SwiftUI's `.sheet` on a phone: a card that slides up from the bottom edge over a dimmed window,
    /// leaving the top `PresentationLayer.sheetInset` points of the window visible.
    case sheet
    /// `.fullScreenCover`: the whole window, sliding up from the bottom edge.
    case fullScreenCover
}

/// One view presented over the window by `.sheet` or `.fullScreenCover`.
struct PresentedEntry {
    /// Unique while presented: the presenting view's node, and the item for `item:` presentations.
    let id: AnyHashable
    let style: PresentationStyle
    let content: AnyView
    /// Ends the presentation (the binding set to false, or the item to nil).
    let dismiss: @MainActor @Sendable () -> Void
}

/// The views presented over the window, in the order they were presented. The presenting views write
/// it while their bodies are evaluated; the graph's presentation layer (a second child of the root,
/// above the content, made on first use) shows them.
@MainActor
final class PresentationBook {
    private(set) var entries: [PresentedEntry] = []
    private var owners: [ObjectIdentifier: (owner: Node, id: AnyHashable, onDismiss: (@MainActor () -> Void)?)] = [:]
    /// Something was presented, dismissed or re-evaluated since the layer last read the book.
    var changed = false
    /// A presenting view was ever evaluated: the graph keeps its layer from then on.
    private(set) var used = false
    /// Actions to run once the update has finished (`onDismiss`).
    var dismissed: [@MainActor () -> Void] = []
    /// True while the layer is being evaluated: a presenting view inside it (a sheet's own `.sheet`)
    /// that presents what it already presented does not ask for the layer again.
    var refreshing = false

    /// `owner` (the presenting view's node) presents `entry`, or nothing (nil).
    func present(_ entry: PresentedEntry?, by owner: Node, onDismiss: (@MainActor () -> Void)?) {
        // The layer is made when a presenting view first appears, before it presents anything: what it
        // presents is then inserted into a layer already in the tree, and slides in.
        if !used {
            used = true
            changed = true
        }
        let key = ObjectIdentifier(owner)
        if let old = owners[key], old.id != entry?.id {
            entries.removeAll { $0.id == old.id }
            owners[key] = nil
            if let action = old.onDismiss { dismissed.append(action) }
            changed = true
        }
        guard let entry else { return }
        owners[key] = (owner, entry.id, onDismiss)
        if let i = entries.firstIndex(where: { $0.id == entry.id }) {
            entries[i] = entry
            if refreshing { return }
        } else {
            entries.append(entry)
        }
        changed = true
    }

    /// Drops the presentations whose presenting view left the tree.
    func pruneGone() {
        for (key, o) in owners where o.owner.host == nil || o.owner.isGoingAway {
            owners[key] = nil
            entries.removeAll { $0.id == o.id }
            changed = true
        }
    }
}

/// The presented views above the window's content: for each, a dimmed backdrop (sheets) fading in and
/// the view sliding up from the bottom edge, both on `PresentationLayer.motion` whether or not the
/// change that presented it was animated (SwiftUI animates presentations itself).
struct PresentationLayer: View {
    let entries: [PresentedEntry]

    /// How far below the window's top a sheet's card starts, points.
    static let sheetInset = 44.0
    /// The slide and fade of a presentation.
    static let motion = Animation.spring(response: 0.42, dampingFraction: 0.92)

    struct Part: Identifiable {
        let id: AnyHashable
        let entry: PresentedEntry
        let isBackdrop: Bool
    }

    var body: some View {
        let parts = entries.flatMap { e -> [Part] in
            e.style == .sheet ? [Part(id: AnyHashable([e.id, "backdrop"]), entry: e, isBackdrop: true), Part(id: e.id, entry: e, isBackdrop: false)]
                              : [Part(id: e.id, entry: e, isBackdrop: false)]
        }
        return ZStack {
            ForEach(parts) { part in
                if part.isBackdrop {
                    Color.black.opacity(0.3).transition(.opacity)
                } else {
                    PresentedCard(entry: part.entry).transition(.move(edge: .bottom))
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .animation(Self.motion, value: parts.map(\.id))
    }
}

/// A presented view on its card: a sheet's rounded card below the top inset, or the whole window.
private struct PresentedCard: View {
    let entry: PresentedEntry
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        // A sheet's card is the elevated background in the dark (iOS's 0x1C1C1E), so it stands out.
        let card = scheme == .dark ? BackgroundStyle().secondary : BackgroundStyle()
        let dismiss = DismissAction(entry.dismiss)
        let content = entry.content
            .environment(\.dismiss, dismiss)
            .environment(\.isPresented, true)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        switch entry.style {
        case .sheet:
            // The card's bottom corners sit below the window's edge: only its top corners show rounded.
            return AnyView(content
                .padding(.bottom, 12)
                .background(card)
                .clipShape(RoundedRectangle(cornerRadius: 12))
                .padding(.top, PresentationLayer.sheetInset)
                .padding(.bottom, -12))
        case .fullScreenCover:
            return AnyView(content.background(BackgroundStyle()))
        }
    }
}

/// Ends the presentation the view is in, as SwiftUI's `DismissAction` (`@Environment(\.dismiss)`):
/// call it (`dismiss()`). Outside a presentation it does nothing.
public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void
    init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }
    /// Dismisses the presentation.
    @MainActor public func callAsFunction() { action() }
}

/// Whether the view is presented, with a way to dismiss it: SwiftUI's older `presentationMode`
/// (`presentationMode.wrappedValue.dismiss()`).
public struct PresentationMode {
    /// True inside a presented view.
    public let isPresented: Bool
    let dismissAction: DismissAction
    init(isPresented: Bool, dismiss: DismissAction) {
        self.isPresented = isPresented
        dismissAction = dismiss
    }
    /// Dismisses the presentation.
    @MainActor public func dismiss() { dismissAction() }
}

struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction {} }
struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Dismisses the sheet or cover this view is in (`@Environment(\.dismiss) var dismiss`).
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
    /// True inside a view presented by `.sheet` or `.fullScreenCover`.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
    /// The older spelling: whether this view is presented, and its `dismiss()`.
    @MainActor public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismiss: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}

/// The view that presents: its body is the presenting view; evaluating it writes what it presents
/// into the graph's `PresentationBook`.
private struct Presenter<Presenting: View>: View {
    let presenting: Presenting
    let entry: @MainActor (Node) -> PresentedEntry?
    let onDismiss: (@MainActor () -> Void)?

    var body: some View {
        if let node = EvaluationContext.current, let graph = node.host {
            graph.presentations.present(entry(node), by: node, onDismiss: onDismiss)
        }
        return presenting
    }
}

extension View {
    /// Presents `content` on a card sliding up over the dimmed window while `isPresented` is true, as
    /// SwiftUI's `sheet(isPresented:onDismiss:content:)`. The content's `@Environment(\.dismiss)` sets
    /// `isPresented` to false; `onDismiss` runs once it is dismissed.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` for `item` while it is not nil; another item replaces the sheet. The content's
    /// `dismiss` sets `item` to nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.sheet, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` over the whole window while `isPresented` is true, as SwiftUI's
    /// `fullScreenCover(isPresented:onDismiss:content:)`.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` for `item` over the whole window while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }

    /// Accepted for SwiftUI's sheet sizes (`.medium`, `.large`): a sheet here is always large.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// Accepted: a sheet here is dismissed by its content only (no swipe), so nothing changes.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    private func presentation<Content: View>(_ style: PresentationStyle, isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)?,
                                             content: @escaping () -> Content) -> some View {
        Presenter(presenting: self, entry: { node in
            guard isPresented.wrappedValue else { return nil }
            return PresentedEntry(id: AnyHashable(ObjectIdentifier(node)), style: style, content: AnyView(content()),
                                  dismiss: { isPresented.wrappedValue = false })
        }, onDismiss: onDismiss)
    }

    private func presentation<Item: Identifiable, Content: View>(_ style: PresentationStyle, item: Binding<Item?>, onDismiss: (@MainActor () -> Void)?,
                                                                 content: @escaping (Item) -> Content) -> some View {
        Presenter(presenting: self, entry: { node in
            guard let value = item.wrappedValue else { return nil }
            return PresentedEntry(id: AnyHashable([AnyHashable(ObjectIdentifier(node)), AnyHashable(value.id)]), style: style,
                                  content: AnyView(content(value)), dismiss: { item.wrappedValue = nil })
        }, onDismiss: onDismiss)
    }
}

/// A sheet's height, as SwiftUI's `PresentationDetent` (accepted; sheets are large here).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable { case fraction(Double), height(Double) }
    let kind: Kind
    /// Half the window.
    public static let medium = PresentationDetent(kind: .fraction(0.5))
    /// The whole sheet.
    public static let large = PresentationDetent(kind: .fraction(1))
    /// A fraction of the window's height.
    public static func fraction(_ f: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(Double(f))) }
    /// A height in points.
    public static func height(_ h: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(Double(h))) }
}

extension ViewGraph {
    /// After the content's evaluation: the presentation layer (the root's second child, above the
    /// content, made when something is first presented) shows what the book now holds; the
    /// `onDismiss` actions of what was dismissed run once the update has finished.
    func refreshPresentations() {
        presentations.pruneGone()
        pass.pendingActions.append(contentsOf: presentations.dismissed)
        presentations.dismissed = []
        guard presentations.changed else { return }
        presentations.changed = false
        let layer = PresentationLayer(entries: presentations.entries)
        // Presented views are drawn in the appearance the content asked for.
        var environment = root.environment
        if let scheme = preferredColorScheme {
            environment.colorScheme = scheme
            environment.foregroundColor = scheme.labelColor
        }
        presentations.refreshing = true
        defer { presentations.refreshing = false }
        if let node = root.children.first(where: { $0.key.slot == .decoration && !$0.isRemoving }) {
            node.needsEvaluation = true
            reconcile(node, with: layer, environment: environment)
        } else {
            let node = Node(kind: .empty, key: Node.Key(slot: .decoration, type: ObjectIdentifier(PresentationLayer.self)))
            node.parent = root
            node.host = self
            reconcile(node, with: layer, environment: environment)
            root.children.append(node)
        }
    }
}

/// A navigation stack with a page pushed, and how to pop it (for the Escape key).
@MainActor
final class BackEntry {
    weak var node: Node?
    let pop: @MainActor @Sendable () -> Void
    init(node: Node, pop: @escaping @MainActor @Sendable () -> Void) {
        self.node = node
        self.pop = pop
    }
}

extension ViewGraph {
    /// Goes back one step, as the Escape key does in a window: dismisses the presentation on top (the
    /// last sheet or cover presented), or else pops the innermost navigation stack that has a page
    /// pushed. False when there is nothing to go back from.
    @discardableResult
    public func goBack() -> Bool {
        if let top = presentations.entries.last {
            top.dismiss()
            return true
        }
        func depth(_ n: Node) -> Int { var d = 0; var p = n.parent; while let c = p { d += 1; p = c.parent }; return d }
        let live = backEntries.values.compactMap { e in e.node.flatMap { $0.host === self && !$0.isGoingAway ? ($0, e) : nil } }
        guard let innermost = live.max(by: { depth($0.0) < depth($1.0) }) else { return false }
        innermost.1.pop()
        return true
    }

    /// `node` (a navigation stack) has a page pushed and pops it with `pop`, or (nil) has none.
    func noteBack(_ node: Node, pop: (@MainActor @Sendable () -> Void)?) {
        backEntries[ObjectIdentifier(node)] = pop.map { BackEntry(node: node, pop: $0) }
    }
}
