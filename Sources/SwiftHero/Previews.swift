import Foundation
import ViewTree

/// A type that shows views for a preview, as SwiftUI's `PreviewProvider`: the `struct X_Previews:
/// PreviewProvider { static var previews: some View { ... } }` that SwiftUI files end with compiles
/// unchanged. `PreviewCatalog.all` finds every conforming type in the program at run time (as Xcode's
/// canvas does), so an app can list its previews, render them headless (`Snapshot`, in
/// SwiftHeroTesting) or browse them in a window (`PreviewCanvas`). `#Preview { ... }` declares one of these types for you.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of `previews`.
    associatedtype Previews: View
    /// The views this preview shows.
    @ViewBuilder static var previews: Previews { get }
    /// The preview's name in a list: `#Preview("name")`'s name; by default the type's name.
    static var previewName: String? { get }
    /// Where the preview is written: `#fileID` and line for `#Preview`; an empty file for a type.
    static var previewSource: (fileID: String, line: Int) { get }
    /// The size the preview asks for, or nil for the canvas's (a window) size.
    static var previewLayout: PreviewLayout? { get }
}

extension PreviewProvider {
    /// No name of its own: the type's name is used.
    public static var previewName: String? { nil }
    /// Not declared by `#Preview`: no file or line.
    public static var previewSource: (fileID: String, line: Int) { ("", 0) }
    /// The canvas's size.
    public static var previewLayout: PreviewLayout? { nil }
}

/// The size a preview is shown at, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Sendable, Equatable {
    /// The canvas's size: a 390 × 844 pt portrait window, an iPhone's size, headless.
    case device
    /// The view's own size (its ideal size, proposed nothing), with 16 pt around it.
    case sizeThatFits
    /// A fixed size, in points.
    case fixed(width: Double, height: Double)
}

/// Marks a preview that belongs to a preview canvas, as SwiftUI's preview traits. Only the size traits
/// change anything here (`.fixed(width:height:)`, `.sizeThatFitsLayout`); the others are accepted and
/// ignored, as a desktop window has one orientation and no device.
public struct PreviewTrait: Sendable {
    let layout: PreviewLayout?
    /// A fixed-size canvas, points.
    public static func fixed(width: Double, height: Double) -> PreviewTrait { PreviewTrait(layout: .fixed(width: width, height: height)) }
    /// The view at its own size.
    public static let sizeThatFitsLayout = PreviewTrait(layout: .sizeThatFits)
    /// A landscape device (accepted; a preview here uses the window's shape).
    public static let landscapeLeft = PreviewTrait(layout: nil)
    /// A landscape device (accepted; a preview here uses the window's shape).
    public static let landscapeRight = PreviewTrait(layout: nil)
    /// A portrait device (accepted; the default).
    public static let portrait = PreviewTrait(layout: nil)
    /// A portrait device upside down (accepted; a preview here uses the window's shape).
    public static let portraitUpsideDown = PreviewTrait(layout: nil)
}

#if Previews
/// Declares a preview of the view the closure builds, as SwiftUI's `#Preview`:
///
///     #Preview("Expanded") { PlayerView(expanded: true) }
///
/// The macro declares a `PreviewProvider` type; `PreviewCatalog.all` lists it under its name.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "SwiftHeroMacros", type: "PreviewMacro")
#endif

extension View {
    /// The preview's name in a canvas (accepted; `#Preview("name")` names a preview here).
    public func previewDisplayName(_ name: String?) -> some View { self }
    /// The canvas's layout (accepted; use `#Preview`'s `traits:` or `previewLayout` on the provider here).
    public func previewLayout(_ layout: PreviewLayout) -> some View { self }
    /// The device a canvas imitates (accepted; a preview here is drawn in a desktop window).
    public func previewDevice(_ device: PreviewDevice?) -> some View { self }
}

/// A device name for `previewDevice` (accepted and ignored: previews here are drawn in a desktop window).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device's name.
    public var rawValue: String
    /// A device called `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device named by a string literal.
    public init(stringLiteral value: String) { rawValue = value }
}
