/// SwiftUI's equatable views: a composite view whose new value equals its last one, seen in the same
/// environment, has the same body, so re-evaluating its parent does not evaluate it again (nor the
/// views inside it). A view opts in by conforming to `Equatable` (synthesized for plain values); the
/// comparison must cover everything its body reads, so a view holding closures or references keeps
/// the default and is evaluated whenever its parent is.
extension ViewGraph {
    /// True when `new` equals `old` by the view type's own `==` (false for non-Equatable views).
    static func equalViews(_ old: any View, _ new: any View) -> Bool {
        guard let old = old as? any Equatable else { return false }
        return equal(old, new)
    }

    private static func equal<T: Equatable>(_ old: T, _ new: Any) -> Bool {
        guard let new = new as? T else { return false }
        return old == new
    }
}

extension EnvironmentValues {
    /// True when a body would read the same values from both: the built-in values are equal and
    /// neither holds a custom key's value (those cannot be compared).
    func isSame(as other: EnvironmentValues) -> Bool {
        if sharesValues(with: other) { return hasNoCustomValues }
        return font == other.font && foregroundColor == other.foregroundColor && textAlignment == other.textAlignment
            && lineLimit == other.lineLimit && minimumScaleFactor == other.minimumScaleFactor && transitionProgress == other.transitionProgress
            && hasNoCustomValues && other.hasNoCustomValues
    }
}
