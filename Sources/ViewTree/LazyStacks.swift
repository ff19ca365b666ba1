import Geometry

/// Rows one above the other, as SwiftUI's `LazyVStack`: only the rows in view, and a margin of a quarter
/// of the view on either side, are made (their bodies evaluated, their nodes kept); rows that leave
/// that band are released (`onDisappear` runs; their `@State` is kept, by row id, for when they come
/// back). Inside a vertical `ScrollView` "in view" is the scroll view's visible part; elsewhere it is
/// the window. Rows not yet made count at the
/// average length of those measured, so the stack's length, and the scroll range, is corrected as rows
/// are measured; when a correction happens above the first row in view, the scroll offset moves with it
/// so that the rows in view do not jump. Unlike `VStack`, the stack is as wide as it is offered.
///
/// ```swift
/// ScrollView {
///     LazyVStack(alignment: .leading, spacing: 0) {
///         ForEach(0..<100_000) { i in Text("Row \(i)").padding() }
///     }
/// }
/// ```
public struct LazyVStack: View, BuiltinView {
    let stack: Stack
    let content: any View
    /// Rows from `content` top to bottom, `spacing` points apart (nil: 8), aligned by `alignment`;
    /// `pinnedViews` stay at the top (headers) or bottom (footers) while their section scrolls past.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> some View) {
        stack = Stack(kind: .vertical, alignment: Alignment(horizontal: alignment.fraction, vertical: 0.5), spacing: spacing, lazy: true,
                      pinned: pinnedViews)
        self.content = content()
    }
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .lazyStack(stack, LazyRows(content)) }
}

/// Columns side by side, as SwiftUI's `LazyHStack`: only the columns inside the window (and a margin)
/// are made, as `LazyVStack` does along its axis. The stack is as tall as it is offered.
public struct LazyHStack: View, BuiltinView {
    let stack: Stack
    let content: any View
    /// Columns from `content` left to right, `spacing` points apart (nil: 8), aligned by `alignment`;
    /// `pinnedViews` stay at the leading (headers) or trailing edge (footers) while their section scrolls past.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> some View) {
        stack = Stack(kind: .horizontal, alignment: Alignment(horizontal: 0.5, vertical: alignment.fraction), spacing: spacing, lazy: true,
                      pinned: pinnedViews)
        self.content = content()
    }
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .lazyStack(stack, LazyRows(content)) }
}

/// A header, rows and a footer, as SwiftUI's `Section`: in a `List`, a lazy stack or a lazy grid each of
/// them is a row of its own (a grid's header and footer span its columns); anywhere else they stack as
/// a group. In a `List` the header and footer take the list's style (the secondary colour, a size
/// smaller, the header 8 pt below what is above it); elsewhere they are drawn as written, as SwiftUI
/// draws them.
public struct Section: View, BuiltinView {
    let header: (any View)?
    let content: any View
    let footer: (any View)?

    /// Rows under `header` and above `footer`.
    public init(@ViewBuilder content: () -> some View, @ViewBuilder header: () -> some View, @ViewBuilder footer: () -> some View) {
        self.content = content()
        self.header = Self.styledHeader(header())
        self.footer = Self.styledFooter(footer())
    }
    /// Rows under `header`.
    public init(@ViewBuilder content: () -> some View, @ViewBuilder header: () -> some View) {
        self.content = content()
        self.header = Self.styledHeader(header())
        footer = nil
    }
    /// Rows above `footer`.
    public init(@ViewBuilder content: () -> some View, @ViewBuilder footer: () -> some View) {
        self.content = content()
        header = nil
        self.footer = Self.styledFooter(footer())
    }
    /// SwiftUI's older spelling: `Section(footer: Text("B")) { ... }`.
    public init(footer: some View, @ViewBuilder content: () -> some View) {
        self.content = content()
        header = nil
        self.footer = Self.styledFooter(footer)
    }
    /// Rows with a header `title`.
    public init(_ title: String, @ViewBuilder content: () -> some View) {
        self.content = content()
        header = Self.styledHeader(Text(title))
        footer = nil
    }
    /// Rows with no header.
    public init(@ViewBuilder content: () -> some View) {
        self.content = content()
        header = nil
        footer = nil
    }
    /// SwiftUI's older spelling: `Section(header: Text("A")) { ... }`.
    public init(header: some View, @ViewBuilder content: () -> some View) {
        self.content = content()
        self.header = Self.styledHeader(header)
        footer = nil
    }
    /// `Section(header:footer:) { ... }`.
    public init(header: some View, footer: some View, @ViewBuilder content: () -> some View) {
        self.content = content()
        self.header = Self.styledHeader(header)
        self.footer = Self.styledFooter(footer)
    }

    /// A section of these parts (already styled).
    init(parts header: (any View)?, content: any View, footer: (any View)?) {
        self.header = header
        self.content = content
        self.footer = footer
    }

    /// The section under `view`'s modifiers with the modifiers on each of its parts (a modifier on a
    /// section applies to each of its views), if what they modify is a section: in a lazy container
    /// it stays a section of rows (pinned headers, a grid's spanning headers).
    init?(peeling view: ModifiedView) {
        let (modifiers, inner) = view.peeled
        guard let section = inner as? Section else { return nil }
        func apply(_ v: any View) -> any View { modifiers.reduce(v) { ModifiedView.applying($1, to: $0) } }
        self.init(parts: section.header.map(apply), content: apply(section.content), footer: section.footer.map(apply))
    }

    private static func styledHeader(_ view: some View) -> any View { SectionLabel(content: view, isFooter: false) }
    private static func styledFooter(_ view: some View) -> any View { SectionLabel(content: view, isFooter: true) }

    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .group([header ?? EmptyView(), content, footer ?? EmptyView()]) }
}

/// A section's header or footer: in a `List`, in the list's style; elsewhere its content as it is.
struct SectionLabel: View {
    let content: any View
    let isFooter: Bool
    @Environment(\.navigationLinkInList) private var inList

    var body: some View {
        if inList {
            if isFooter {
                AnyView(content).font(.footnote).foregroundColor(.secondary)
            } else {
                AnyView(content).font(.subheadline).foregroundColor(.secondary).padding(.top, 8)
            }
        } else {
            AnyView(content)
        }
    }
}

/// Views a lazy container can make one at a time: `ForEach`.
@MainActor
protocol LazyRowSource {
    /// How many rows.
    var lazyRowCount: Int { get }
    /// The view of row `index`.
    func lazyRowView(_ index: Int) -> any View
    /// Every row's id, in order (one call: a loop inside the source's own generic context).
    func lazyRowIDs() -> [AnyHashable]
    /// True when no two rows can share an id (a range identified by its elements).
    var lazyRowIDsAreUnique: Bool { get }
    /// True when `other` certainly has the same row ids, found without listing them: the same range,
    /// or the same array storage, under the same id key path. False means "not known".
    func lazyHasSameRowIDs(as other: any LazyRowSource) -> Bool
}

extension ForEach: LazyRowSource {
    var lazyRowCount: Int { data.count }
    func lazyRowView(_ index: Int) -> any View { content(data[data.index(data.startIndex, offsetBy: index)]) }
    func lazyRowIDs() -> [AnyHashable] {
        // Elements that are their own ids (`ForEach(0..<n)`, `id: \.self`): no key path applied per row,
        // and for integers a loop the compiler specializes (a 100,000-row range in about a millisecond).
        if Data.Element.self == ID.self, id == \Data.Element.self as AnyKeyPath {
            if let r = data as? Range<Int> { return r.map { AnyHashable($0) } }
            if let r = data as? ClosedRange<Int> { return r.map { AnyHashable($0) } }
            if let a = data as? [Int] { return a.map { AnyHashable($0) } }
            return data.map { AnyHashable(unsafeBitCast($0, to: ID.self)) }
        }
        return data.map { AnyHashable($0[keyPath: id]) }
    }
    var lazyRowIDsAreUnique: Bool {
        (data is Range<Int> || data is ClosedRange<Int>) && id == \Data.Element.self as AnyKeyPath
    }
    func lazyHasSameRowIDs(as other: any LazyRowSource) -> Bool {
        guard let o = other as? Self, o.id == id, o.data.count == data.count else { return false }
        if let a = data as? Range<Int>, let b = o.data as? Range<Int> { return a == b }
        if let a = data as? ClosedRange<Int>, let b = o.data as? ClosedRange<Int> { return a == b }
        // Array storage is never written while another value shares it: the same storage holds the
        // same elements.
        guard let a = data.withContiguousStorageIfAvailable({ $0.baseAddress }),
              let b = o.data.withContiguousStorageIfAvailable({ $0.baseAddress }) else { return false }
        return a != nil && a == b
    }
}

/// The rows of a lazy container's content: builder blocks, groups and sections are flattened; each
/// `ForEach` is a run of rows made on demand, except one whose elements are sections (or several views
/// each), whose elements are flattened in turn; any other view is one row. Row ids: a `ForEach` row's
/// own id (qualified by which `ForEach` it is when there are several), a plain view its place among
/// the plain views (`LazyStaticRow`); inside an element of a flattened `ForEach`, both are scoped by
/// that element's id (`LazyScopedRow`), so a section keeps its rows' ids when others come or go.
@MainActor
struct LazyRows {
    private enum Run {
        case single(any View, AnyHashable)
        /// `qualifier` (when set) wraps each of the source's ids: `LazyQualifiedRow`.
        case source(any LazyRowSource, qualifier: AnyHashable?)
    }
    private var runs: [(start: Int, run: Run)] = []
    /// How many rows.
    private(set) var count = 0
    /// The sections that have rows, in row order.
    private(set) var sections: [LazySection] = []

    /// What flattening collects: the runs, the sections (in run indices), and how many plain rows and
    /// sources it met outside any expanded `ForEach` (their ids count from these).
    private struct Flattening {
        var runs: [Run] = []
        var sections: [(header: Int?, content: Range<Int>, footer: Int?)] = []
        var singles = 0
        var sources = 0
    }

    /// Where a run is met: at the top, or inside element `scope` of a `ForEach` whose elements are
    /// sections (or several views each), which numbers its own plain rows and sources.
    private struct Scope {
        var id: AnyHashable?
        var singles = 0
        var sources = 0
    }

    /// A `ForEach` with more elements than this is taken as rows even when its elements hold several
    /// views each (expanding it evaluates every element).
    static let expandLimit = 10_000

    init(_ content: any View) {
        var f = Flattening()
        var top = Scope()
        Self.flatten(content, &f, &top)
        // Top-level sources are told apart by their place among them when there are several.
        var qualify = 0
        for run in f.runs {
            var run = run
            if case .source(let s, nil) = run {
                run = .source(s, qualifier: f.sources > 1 ? AnyHashable(qualify) : nil)
                qualify += 1
            }
            runs.append((count, run))
            switch run {
            case .single: count += 1
            case .source(let s, _): count += s.lazyRowCount
            }
        }
        func row(ofRun r: Int) -> Int { r < runs.count ? runs[r].start : count }
        sections = f.sections.map { m in
            LazySection(header: m.header.map(row(ofRun:)), rows: row(ofRun: m.content.lowerBound)..<row(ofRun: m.content.upperBound),
                        footer: m.footer.map(row(ofRun:)))
        }
        .filter { $0.extent != nil }
        .sorted { $0.extent!.lowerBound < $1.extent!.lowerBound }
    }

    /// The sections with a row (header and footer included) in `rows`, found by bisection: a lazy
    /// stack asks at every pass and frame, and a `ForEach` of sections may hold thousands.
    func sections(meeting rows: Range<Int>) -> ArraySlice<LazySection> {
        guard !rows.isEmpty else { return [] }
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].extent!.upperBound < rows.lowerBound { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < sections.count, sections[end].extent!.lowerBound < rows.upperBound { end += 1 }
        return sections[lo..<end]
    }

    private static func flatten(_ view: any View, _ f: inout Flattening, _ scope: inout Scope) {
        func single(_ v: any View) -> Int {
            let id = scope.id.map { AnyHashable(LazyScopedRow(scope: $0, kind: 0, position: scope.singles)) }
                ?? AnyHashable(LazyStaticRow(position: f.singles))
            if scope.id == nil { f.singles += 1 } else { scope.singles += 1 }
            f.runs.append(.single(v, id))
            return f.runs.count - 1
        }
        let view = peeled(view)
        if let source = view as? any LazyRowSource {
            let n = source.lazyRowCount
            if n > 0, n <= expandLimit, holdsSeveralRows(source.lazyRowView(0)) {
                // Each element's views are rows (`ForEach(groups) { Section(...) { ... } }`), under the
                // element's id.
                let ids = source.lazyRowIDs()
                for i in 0..<n {
                    var inner = Scope(id: AnyHashable(LazyScopedRow(scope: scope.id, kind: 2, position: 0, element: ids[i])))
                    flatten(source.lazyRowView(i), &f, &inner)
                }
                return
            }
            if let id = scope.id {
                f.runs.append(.source(source, qualifier: AnyHashable(LazyScopedRow(scope: id, kind: 1, position: scope.sources))))
                scope.sources += 1
            } else {
                f.runs.append(.source(source, qualifier: nil))
                f.sources += 1
            }
            return
        }
        if let section = view as? Section {
            // Its header and footer are rows of their own; where they are is noted (pinned views).
            let header = section.header.map(single)
            let start = f.runs.count
            flatten(section.content, &f, &scope)
            let end = f.runs.count
            let footer = section.footer.map(single)
            f.sections.append((header, start..<end, footer))
            return
        }
        if let builtin = view as? BuiltinView {
            switch builtin.element {
            case .empty: return
            case .group(let views):
                for v in views { flatten(v, &f, &scope) }
                return
            case .conditional(-1, _): return
            case .identified(let id, let inner) where holdsSeveralRows(inner):
                // `Section { ... }.id(x)`: its views are rows still; the first (its header) is known
                // by the id, so `scrollTo(x)` finds the section with or without a view.
                let first = f.runs.count
                flatten(inner, &f, &scope)
                if first < f.runs.count, case .single(let v, _) = f.runs[first] { f.runs[first] = .single(v, id) }
                return
            default: break
            }
        }
        _ = single(view)
    }

    /// `ForEach(...) { ... }.padding()`: the source with the modifiers on each row (the rows stay lazy);
    /// a modified `Section`: the section with the modifiers on each of its parts; else `view`.
    private static func peeled(_ view: any View) -> any View {
        guard let modified = view as? ModifiedView else { return view }
        return ModifiedRowSource(peeling: modified) ?? Section(peeling: modified) ?? view
    }

    /// True for a view that makes several rows of a lazy container: a section, or a group of views.
    private static func holdsSeveralRows(_ view: any View) -> Bool {
        if view is Section { return true }
        guard let builtin = view as? BuiltinView else { return false }
        switch builtin.element {
        // A builder's block around one view: that view.
        case .group(let views): return views.count > 1 || (views.count == 1 && holdsSeveralRows(views[0]))
        case .conditional(_, let inner), .identified(_, let inner): return holdsSeveralRows(inner)
        default: return false
        }
    }

    /// The run holding row `index` and the row's place in it.
    private func locate(_ index: Int) -> (Run, Int) {
        var lo = 0, hi = runs.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if runs[mid].start <= index { lo = mid } else { hi = mid - 1 }
        }
        return (runs[lo].run, index - runs[lo].start)
    }

    /// The view of row `index`.
    func view(_ index: Int) -> any View {
        switch locate(index) {
        case (.single(let view, _), _): return view
        case (.source(let s, _), let i): return s.lazyRowView(i)
        }
    }

    /// True when no two rows can share an id: every `ForEach` in it says so (plain rows are told apart
    /// by place, several `ForEach`s by which one).
    var idsAreUnique: Bool {
        runs.allSatisfy { if case .source(let s, _) = $0.run { return s.lazyRowIDsAreUnique } else { return true } }
    }

    /// True when `other` certainly has the same row ids as these (see `lazyHasSameRowIDs`), found
    /// without listing them; false when not known.
    func hasSameIDs(as other: LazyRows) -> Bool {
        guard count == other.count, runs.count == other.runs.count else { return false }
        for (a, b) in zip(runs, other.runs) {
            guard a.start == b.start else { return false }
            switch (a.run, b.run) {
            case (.single(_, let x), .single(_, let y)): if x != y { return false }
            case (.source(let s, let q), .source(let t, let r)): if q != r || !s.lazyHasSameRowIDs(as: t) { return false }
            default: return false
            }
        }
        return true
    }

    /// Every row's id, in order.
    func ids() -> [AnyHashable] {
        var out: [AnyHashable] = []
        out.reserveCapacity(count)
        for (_, run) in runs {
            switch run {
            case .single(_, let id): out.append(id)
            case .source(let s, let q):
                let ids = s.lazyRowIDs()
                if let q { out.append(contentsOf: ids.map { AnyHashable(LazyQualifiedRow(source: q, id: $0)) }) } else { out.append(contentsOf: ids) }
            }
        }
        return out
    }
}

/// A `ForEach` under modifiers, as a lazy container's rows: each row with the modifiers on it (as a
/// modifier on a `ForEach` applies to each of its views), made only when the row is.
struct ModifiedRowSource: View, LazyRowSource {
    let source: any LazyRowSource
    /// Innermost first.
    let modifiers: [Modifier]

    /// The source under `view`'s modifiers, if what they modify is one.
    init?(peeling view: ModifiedView) {
        let (modifiers, inner) = view.peeled
        guard let source = inner as? any LazyRowSource else { return nil }
        self.source = source
        self.modifiers = modifiers
    }

    /// Never evaluated: only its rows are made.
    var body: Never { fatalError() }
    var lazyRowCount: Int { source.lazyRowCount }
    func lazyRowView(_ index: Int) -> any View {
        modifiers.reduce(source.lazyRowView(index)) { ModifiedView.applying($1, to: $0) }
    }
    func lazyRowIDs() -> [AnyHashable] { source.lazyRowIDs() }
    var lazyRowIDsAreUnique: Bool { source.lazyRowIDsAreUnique }
    func lazyHasSameRowIDs(as other: any LazyRowSource) -> Bool {
        guard let other = other as? ModifiedRowSource else { return false }
        return source.lazyHasSameRowIDs(as: other.source)
    }
}

/// A `Section` in a lazy container's rows: its header's row, its content's rows, its footer's row.
struct LazySection: Equatable {
    var header: Int?
    var rows: Range<Int>
    var footer: Int?
    /// The first row to the last, header and footer included.
    var extent: ClosedRange<Int>? {
        let first = header ?? rows.first ?? footer, last = footer ?? rows.last ?? header
        guard let first, let last, first <= last else { return nil }
        return first...last
    }
}

/// Which views of a lazy stack's sections stay in view while their section scrolls past, as SwiftUI's
/// `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The set's bits: 1 section headers, 2 section footers.
    public let rawValue: UInt32
    /// A set of pinned views from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers stay at the top (leading edge) while their section's rows scroll under them.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers stay at the bottom (trailing edge) while their section is in view.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// The id of a lazy container's row that is a plain view: its place among the plain views.
struct LazyStaticRow: Hashable { var position: Int }
/// The id of a `ForEach` row when a lazy container holds several `ForEach`s: which one, and the row's id.
struct LazyQualifiedRow: Hashable { var source: AnyHashable; var id: AnyHashable }
/// The id of a row (`kind` 0), or the qualifier of a `ForEach` (1), met inside an element of an
/// expanded `ForEach` (`scope`: that element, kind 2 with its id in `element`): its place among the
/// plain rows, or among the sources, of that element.
struct LazyScopedRow: Hashable {
    var scope: AnyHashable?
    var kind: Int
    var position: Int
    var element: AnyHashable? = nil
}
