import Foundation
import Geometry

/// The screen, as UIKit's `UIScreen` that SwiftUI code on iOS reads for layout (`UIScreen.main.bounds`).
/// On a desktop the app's screen is its window: `bounds` is the window's content size in points, as of
/// the last layout. Only the members layout code reads are here.
public final class UIScreen: Sendable {
    /// The screen the app is on: its window.
    public static let main = UIScreen()
    /// The window's content, points, origin zero.
    public var bounds: CGRect { CGRect(x: 0, y: 0, width: WindowMetrics.size.width, height: WindowMetrics.size.height) }
    /// The same as `bounds` (a window has no rotation).
    public var nativeBounds: CGRect { bounds }
    /// Points to pixels: 1 (the window's scale is applied when drawing).
    public var scale: Double { 1 }
}

/// The size of the graph made or resized last, points: what `UIScreen.main.bounds` reports. Written on
/// the main actor by `ViewGraph`; read from any context as UIKit code does (a plain value, last write wins).
enum WindowMetrics {
    nonisolated(unsafe) static var size = Size.zero
}

/// UIKit's colour type, for SwiftUI code that builds colours from it (`Color(UIColor.systemTeal)`): the
/// system colours by name, as fixed light-appearance values.
public final class UIColor: Sendable {
    let color: Color
    /// A colour from sRGB components (0...1).
    public init(red: Double, green: Double, blue: Double, alpha: Double) { color = Color(red: red, green: green, blue: blue, alpha: alpha) }
    /// A grey.
    public init(white: Double, alpha: Double) { color = Color(white: white, alpha: alpha) }
    init(_ color: Color) { self.color = color }

    /// UIKit's colours of these names, as fixed light-appearance values.
    public static let systemRed = UIColor(.red), systemOrange = UIColor(.orange), systemYellow = UIColor(.yellow)
    /// UIKit's colours of these names, as fixed light-appearance values.
    public static let systemGreen = UIColor(.green), systemMint = UIColor(.mint), systemTeal = UIColor(.teal)
    /// UIKit's colours of these names, as fixed light-appearance values.
    public static let systemCyan = UIColor(.cyan), systemBlue = UIColor(.blue), systemIndigo = UIColor(.indigo)
    /// UIKit's colours of these names, as fixed light-appearance values.
    public static let systemPurple = UIColor(.purple), systemPink = UIColor(.pink), systemBrown = UIColor(.brown)
    /// UIKit's colours of these names, as fixed light-appearance values.
    public static let systemGray = UIColor(.gray), systemGray2 = UIColor(Color(hex: 0xAEAEB2))
    /// UIKit's colours of these names, as fixed light-appearance values.
    public static let systemGray3 = UIColor(Color(hex: 0xC7C7CC)), systemGray4 = UIColor(Color(hex: 0xD1D1D6))
    /// UIKit's colours of these names, as fixed light-appearance values.
    public static let systemGray5 = UIColor(Color(hex: 0xE5E5EA)), systemGray6 = UIColor(Color(hex: 0xF2F2F7))
    /// UIKit's colours of these names, as fixed light-appearance values.
    public static let systemBackground = UIColor(.white), secondarySystemBackground = UIColor(Color(hex: 0xF2F2F7))
    /// UIKit's colours of these names, as fixed light-appearance values.
    public static let tertiarySystemBackground = UIColor(.white), systemGroupedBackground = UIColor(Color(hex: 0xF2F2F7))
    /// UIKit's colours of these names, as fixed light-appearance values.
    public static let label = UIColor(.black), secondaryLabel = UIColor(Color(hex: 0x3C3C43, alpha: 0.6))
    /// UIKit's colours of these names, as fixed light-appearance values.
    public static let black = UIColor(.black), white = UIColor(.white), clear = UIColor(.clear)
    /// UIKit's colours of these names, as fixed light-appearance values.
    public static let red = UIColor(Color(red: 1, green: 0, blue: 0)), blue = UIColor(Color(red: 0, green: 0, blue: 1))
    /// UIKit's colours of these names, as fixed light-appearance values.
    public static let green = UIColor(Color(red: 0, green: 1, blue: 0)), gray = UIColor(Color(white: 0.5))
    /// UIKit's colours of these names, as fixed light-appearance values.
    public static let darkGray = UIColor(Color(white: 1.0 / 3)), lightGray = UIColor(Color(white: 2.0 / 3))
    /// UIKit's colours of these names, as fixed light-appearance values.
    public static let cyan = UIColor(Color(red: 0, green: 1, blue: 1)), yellow = UIColor(Color(red: 1, green: 1, blue: 0))
    /// UIKit's colours of these names, as fixed light-appearance values.
    public static let magenta = UIColor(Color(red: 1, green: 0, blue: 1)), orange = UIColor(Color(red: 1, green: 0.5, blue: 0))
    /// UIKit's colours of these names, as fixed light-appearance values.
    public static let purple = UIColor(Color(red: 0.5, green: 0, blue: 0.5)), brown = UIColor(Color(red: 0.6, green: 0.4, blue: 0.2))
    /// UIKit's colours of these names, as fixed light-appearance values.
    public static let separator = UIColor(Color(hex: 0x3C3C43, alpha: 0.29)), systemFill = UIColor(Color(hex: 0x787880, alpha: 0.2))
}

/// UIKit's haptic feedback, for code that taps the device as a card flies off. A desktop has no haptic
/// engine: `prepare()` and `impactOccurred()` do nothing, as on an iPhone with haptics switched off.
public final class UIImpactFeedbackGenerator: Sendable {
    /// How strong the tap is.
    public enum FeedbackStyle: Sendable {
        /// A light tap.
        case light
        /// A medium tap (the default).
        case medium
        /// A heavy tap.
        case heavy
        /// A soft tap.
        case soft
        /// A rigid tap.
        case rigid
    }
    /// A generator of `style` taps.
    public init(style: FeedbackStyle = .medium) {}
    /// Readies the engine (none here).
    public func prepare() {}
    /// Taps (nothing to tap on a desktop).
    public func impactOccurred() {}
    /// Taps at `intensity` (nothing to tap on a desktop).
    public func impactOccurred(intensity: Double) {}
}

extension Color {
    /// The colour of a `UIColor`.
    public init(_ uiColor: UIColor) { self = uiColor.color }
    /// The colour of a `UIColor` (SwiftUI's labelled spelling).
    public init(uiColor: UIColor) { self = uiColor.color }
}

/// UIKit's pasteboard, for SwiftUI code that copies text (`UIPasteboard.general.string = code`): the
/// text `Clipboard` (the system's in the window, one in memory headless). Text only.
@MainActor
public final class UIPasteboard {
    /// The pasteboard text fields and apps share.
    public static let general = UIPasteboard()
    /// Its text (nil: none); setting nil leaves it as it is.
    public var string: String? {
        get { Clipboard.read() }
        set { if let newValue { Clipboard.write(newValue) } }
    }
    /// True when it holds text.
    public var hasStrings: Bool { Clipboard.read() != nil }
}
