import Geometry

/// Rows one above the other, as SwiftUI's `LazyVStack`: only the rows in view, and a margin of a quarter
/// of the view on either side, are made (their bodies evaluated, their nodes kept); rows that leave
/// that band are released (`onDisappear` runs; their `@State` is kept, by row id, for when they come back). Inside a vertical `ScrollView` "in
/// view" is the scroll view's visible part; elsewhere it is the window. Rows not yet made count at the
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
    /// Rows from `content` top to bottom, `spacing` points apart (nil: 8), aligned by `alignment`.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> some View) {
        stack = Stack(kind: .vertical, alignment: Alignment(horizontal: alignment.fraction, vertical: 0.5), spacing: spacing, lazy: true)
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
    /// Columns from `content` left to right, `spacing` points apart (nil: 8), aligned by `alignment`.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> some View) {
        stack = Stack(kind: .horizontal, alignment: Alignment(horizontal: 0.5, vertical: alignment.fraction), spacing: spacing, lazy: true)
        self.content = content()
    }
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .lazyStack(stack, LazyRows(content)) }
}

/// A header, rows and a footer, as SwiftUI's `Section`: in a `List` or a lazy stack each of them is a row
/// of its own (the header in the secondary colour, a size smaller); anywhere else they stack as a group.
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

    private static func styledHeader(_ view: some View) -> any View {
        view.font(.subheadline).foregroundColor(.secondary).padding(.top, 8)
    }
    private static func styledFooter(_ view: some View) -> any View {
        view.font(.footnote).foregroundColor(.secondary)
    }

    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .group([header ?? EmptyView(), content, footer ?? EmptyView()]) }
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
/// `ForEach` is a run of rows made on demand; any other view is one row. Row ids: a `ForEach` row's own
/// id (qualified by which `ForEach` it is when there are several), a plain view its place among the
/// plain views (`LazyStaticRow`).
@MainActor
struct LazyRows {
    private enum Run {
        case single(any View, AnyHashable)
        case source(any LazyRowSource, qualifier: Int?)
    }
    private var runs: [(start: Int, run: Run)] = []
    /// How many rows.
    private(set) var count = 0

    init(_ content: any View) {
        var sources = 0, singles = 0
        var found: [Run] = []
        Self.flatten(content, into: &found, sources: &sources, singles: &singles)
        var qualify = 0
        for run in found {
            var run = run
            if case .source(let s, _) = run {
                run = .source(s, qualifier: sources > 1 ? qualify : nil)
                qualify += 1
            }
            runs.append((count, run))
            switch run {
            case .single: count += 1
            case .source(let s, _): count += s.lazyRowCount
            }
        }
    }

    private static func flatten(_ view: any View, into out: inout [Run], sources: inout Int, singles: inout Int) {
        if let source = view as? any LazyRowSource {
            out.append(.source(source, qualifier: nil))
            sources += 1
            return
        }
        if let builtin = view as? BuiltinView {
            switch builtin.element {
            case .empty: return
            case .group(let views):
                for v in views { flatten(v, into: &out, sources: &sources, singles: &singles) }
                return
            case .conditional(-1, _): return
            default: break
            }
        }
        out.append(.single(view, AnyHashable(LazyStaticRow(position: singles))))
        singles += 1
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

/// The id of a lazy container's row that is a plain view: its place among the plain views.
struct LazyStaticRow: Hashable { var position: Int }
/// The id of a `ForEach` row when a lazy container holds several `ForEach`s: which one, and the row's id.
struct LazyQualifiedRow: Hashable { var source: Int; var id: AnyHashable }
