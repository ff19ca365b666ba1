/// A typeface family the program draws with. Files come from Debian's font packages (see `FontFile`).
public enum FontFamily: Hashable, Sendable, CaseIterable {
    /// Inter: all UI text.
    case text
    /// DejaVu Serif: the dots game's buttons.
    case serif
    /// Material Icons: icons, addressed by name or codepoint.
    case icons
    /// Material Design Icons (the community set): its outline glyphs, for symbols drawn in outline.
    /// Addressed by name with the `mdi:` prefix (`Icon("mdi:file-outline")`).
    case outlineIcons
    /// An installed font found by its family name ("DejaVu Sans"): the glyph source looks for a font
    /// file of that name in the system's font folders (`Font.custom`).
    case custom(String)

    /// The program's own families (a custom family is found when first used, not listed here).
    public static let allCases: [FontFamily] = [.text, .serif, .icons, .outlineIcons]
}

/// Font weights on the usual 100...900 scale.
public enum FontWeight: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// Thin: 100, the lightest.
    case thin = 100
    /// Extra light: 200.
    case extraLight = 200
    /// Light: 300.
    case light = 300
    /// Regular: 400, the default for text.
    case regular = 400
    /// Medium: 500.
    case medium = 500
    /// Semibold: 600 (`headline`).
    case semibold = 600
    /// Bold: 700 (`largeTitle`).
    case bold = 700
    /// Extra bold: 800.
    case extraBold = 800
    /// Black: 900, the heaviest.
    case black = 900

    /// The weight of `rawValue` on the 100...900 scale (a multiple of 100); nil for any other number.
    public init?(rawValue: Int) {
        guard let weight = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = weight
    }

    /// Lighter before heavier, by the numeric weight.
    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.rawValue < b.rawValue }
}

/// A font: family, weight and size in points. The size may be fractional (it animates); glyph
/// sources quantise pixel sizes to quarter pixels.
public struct Font: Hashable, Sendable {
    /// The typeface family.
    public var family: FontFamily
    /// The weight, 100...900.
    public var weight: FontWeight
    /// The size in points (the em height); may be fractional.
    public var size: Double
    /// Digits set in cells as wide as the widest digit, each centred in its cell (`monospacedDigit()`).
    public var monospacedDigits = false

    /// A font of `family` at `size` points and `weight`.
    public init(_ family: FontFamily = .text, size: Double, weight: FontWeight = .regular) {
        self.family = family
        self.weight = weight
        self.size = size
    }

    /// The Material Icons face at `size` points (an icon's glyph is `size` points square).
    public static func icons(size: Double) -> Font { Font(.icons, size: size) }
    /// The Material Design Icons (community) face at `size` points, for `mdi:` names.
    public static func outlineIcons(size: Double) -> Font { Font(.outlineIcons, size: size) }
    /// An installed font by family name ("DejaVu Sans"), as SwiftUI's `Font.custom(_:size:)`; a name the
    /// system has no font file for draws in the text font (Inter).
    public static func custom(_ name: String, size: Double) -> Font { Font(.custom(name), size: size) }

    // SwiftUI's text styles on macOS-sized displays, in points.
    /// 34 pt bold, as SwiftUI's `.largeTitle`.
    public static let largeTitle = Font(size: 34, weight: .bold)
    /// 28 pt regular, as SwiftUI's `.title`.
    public static let title = Font(size: 28)
    /// 22 pt regular.
    public static let title2 = Font(size: 22)
    /// 20 pt regular.
    public static let title3 = Font(size: 20)
    /// 16 pt regular.
    public static let callout = Font(size: 16)
    /// 17 pt semibold.
    public static let headline = Font(size: 17, weight: .semibold)
    /// 17 pt regular, the default text style.
    public static let body = Font(size: 17)
    /// 15 pt regular.
    public static let subheadline = Font(size: 15)
    /// 12 pt regular.
    public static let caption = Font(size: 12)

    /// This font at weight `w`.
    public func weight(_ w: FontWeight) -> Font {
        var f = self
        f.weight = w
        return f
    }
    /// This font at `s` points.
    public func size(_ s: Double) -> Font {
        var f = self
        f.size = s
        return f
    }
    /// This font with every digit as wide as the widest (tabular figures, as SwiftUI's
    /// `monospacedDigit()`): a number that changes keeps its width and its digits their columns.
    public func monospacedDigit() -> Font {
        var f = self
        f.monospacedDigits = true
        return f
    }
}

/// A font resolved to a pixel size: the key of glyph caches. `quarterPixels` is the pixel size × 4, rounded.
public struct FontInstance: Hashable, Sendable {
    /// The typeface family.
    public var family: FontFamily
    /// The weight.
    public var weight: FontWeight
    /// The pixel size times 4, rounded, at least 1: sizes closer than a quarter pixel share glyphs.
    public var quarterPixels: Int

    /// `font` at pixel `scale` (pixels per point), quantised to quarter pixels.
    public init(_ font: Font, scale: Double) {
        family = font.family
        weight = font.weight
        quarterPixels = max(1, Int((font.size * scale * 4).rounded()))
    }

    /// The quantised pixel size, `quarterPixels / 4`.
    public var pixelSize: Double { Double(quarterPixels) / 4 }
}
