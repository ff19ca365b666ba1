import Foundation
import Geometry

/// The appearance a view asks its window for (`preferredColorScheme`), kept by the graph: the window is
/// cleared to its background and what is presented above the content (sheets) is drawn in it.
extension ViewGraph {
    /// The window's background for the preferred appearance: white (light, or none asked), black (dark).
    public var windowBackground: Color? {
        guard let scheme = preferredColorScheme else { return nil }
        return scheme == .dark ? .black : .white
    }
}

/// The view that asks for an appearance: its body is the content in that appearance; evaluating it
/// records the appearance on the graph.
private struct ColorSchemePreferrer<Content: View>: View {
    let content: Content
    let scheme: ColorScheme?

    var body: some View {
        if let graph = EvaluationContext.current?.host, graph.preferredColorScheme != scheme {
            graph.preferredColorScheme = scheme
            graph.presentations.changed = graph.presentations.used
        }
        return EnvironmentReader { env -> AnyView in
            guard let scheme else { return AnyView(content) }
            var view = AnyView(content.environment(\.colorScheme, scheme))
            // Text and shapes without a colour of their own take the appearance's label colour.
            if env.foregroundColor == ColorScheme.light.labelColor || env.foregroundColor == ColorScheme.dark.labelColor {
                view = AnyView(view.environment(\.foregroundColor, scheme.labelColor))
            }
            return view
        }
    }
}

extension ColorScheme {
    /// The colour of text in this appearance: black (light), white (dark).
    var labelColor: Color { self == .dark ? .white : .black }
}

extension View {
    /// Asks for `scheme` as the window's appearance, as SwiftUI's `preferredColorScheme(_:)`: the view
    /// and everything inside read it (`@Environment(\.colorScheme)`), text without a colour of its own
    /// is drawn in its label colour (white when dark), background styles and materials take its
    /// values, and the window is cleared to black (dark) or white. nil asks for nothing. The system
    /// colours keep their light values (Docs/Library.md).
    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
        ColorSchemePreferrer(content: self, scheme: scheme)
    }
}
