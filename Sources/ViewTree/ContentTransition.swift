/// How a view's content changes when it is replaced in an animated update, as SwiftUI's
/// `ContentTransition` (`.numericText()`, `.opacity`, `.interpolate`, `.symbolEffect`). Accepted so
/// that code written with it runs: a text or symbol here changes to its new content at once (its
/// frame animates as any view's); the digits do not roll.
public struct ContentTransition: Sendable {
    let name: String
    /// The content changes without a transition.
    public static let identity = ContentTransition(name: "identity")
    /// The old content fades out as the new fades in (SwiftUI); at once here.
    public static let opacity = ContentTransition(name: "opacity")
    /// Glyphs interpolate where they can (SwiftUI); at once here.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Digits roll up or down (SwiftUI); at once here.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// Digits roll by the direction `value` changed in (SwiftUI); at once here.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
    /// A symbol replaced by another with the default symbol effect (SwiftUI); at once here.
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
    /// A symbol replaced by another with `effect` (SwiftUI); at once here.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default)
        -> ContentTransition { ContentTransition(name: "symbolEffect") }
}

extension View {
    /// Sets how this view's content changes in an animated update (see `ContentTransition`: here the
    /// content changes at once).
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
