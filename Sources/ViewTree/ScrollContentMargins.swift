import Foundation
import Geometry

/// Where `contentMargins` apply, as SwiftUI's `ContentMarginPlacement`. A scroll view here has one
/// kind of margin, its content's: every placement names it (indicators are drawn at the view's edge).
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    /// The margins of scrollable content (the default).
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The margins of the content of a scroll view.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The margins of a scroll view's indicators (here the same as its content's).
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// The margins scroll views inside put around their content (points): the content scrolls under them,
/// starts and ends inside them, and a container-relative frame inside measures the view less them.
struct ScrollContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

/// The safe area added by `safeAreaPadding` (points), which the next scroll view inside takes as
/// margins and uses up: the scroll views in its content do not add it again (their own content is
/// inside it already), while `contentMargins` apply to every scroll view inside, as in SwiftUI.
struct SafeAreaPaddingKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

extension EdgeInsets {
    /// These insets with `edges` set to `length`.
    func setting(_ edges: Edge.Set, to length: Double) -> EdgeInsets {
        var e = self
        if edges.contains(.top) { e.top = length }
        if edges.contains(.leading) { e.leading = length }
        if edges.contains(.bottom) { e.bottom = length }
        if edges.contains(.trailing) { e.trailing = length }
        return e
    }

    /// These insets with `other`'s added, edge by edge.
    func adding(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top + other.top, leading: leading + other.leading, bottom: bottom + other.bottom, trailing: trailing + other.trailing)
    }
}

extension View {
    /// Sets the margins scroll views inside this view put around their content on `edges` to `length`
    /// points (nil: 16, the system's), as SwiftUI's `contentMargins`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double?, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(.environment { $0[ScrollContentMarginsKey.self] = $0[ScrollContentMarginsKey.self].setting(edges, to: length ?? 16) })
    }

    /// Sets every margin scroll views inside put around their content to `length` points.
    public func contentMargins(_ length: Double, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Sets the margins scroll views inside put around their content to `insets` on `edges`.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(.environment { env in
            var e = env[ScrollContentMarginsKey.self]
            if edges.contains(.top) { e.top = insets.top }
            if edges.contains(.leading) { e.leading = insets.leading }
            if edges.contains(.bottom) { e.bottom = insets.bottom }
            if edges.contains(.trailing) { e.trailing = insets.trailing }
            env[ScrollContentMarginsKey.self] = e
        })
    }

    /// Adds `length` points (nil: 16) on `edges` to the safe area of the scroll views inside, as
    /// SwiftUI's `safeAreaPadding` does for a scroll view: their content starts and ends inside it
    /// and scrolls under it. (A window has no safe area of its own; other views are not padded.)
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        safeAreaPadding(EdgeInsets().setting(edges, to: length ?? 16))
    }

    /// Adds `length` points on every edge to the safe area of the scroll views inside.
    public func safeAreaPadding(_ length: Double) -> some View { safeAreaPadding(.all, length) }

    /// Adds `insets` to the safe area of the scroll views inside.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(.environment { $0[SafeAreaPaddingKey.self] = $0[SafeAreaPaddingKey.self].adding(insets) })
    }
}

extension Node {
    /// The margins a scroll view puts around its content (`contentMargins`, `safeAreaPadding`).
    var scrollContentMargins: EdgeInsets { environment[ScrollContentMarginsKey.self].adding(environment[SafeAreaPaddingKey.self]) }
}
