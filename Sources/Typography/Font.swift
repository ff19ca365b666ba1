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
    case thin = 100, extraLight = 200, light = 300, regular = 400, medium = 500, semibold = 600,
         bold = 700, extraBold = 800, black = 900

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.rawValue < b.rawValue }
}

/// A font: family, weight and size in points. The size may be fractional (it animates); glyph
/// sources quantise pixel sizes to quarter pixels.
public struct Font: Hashable, Sendable {
    public var family: FontFamily
    public var weight: FontWeight
    public var size: Double

    public init(_ family: FontFamily = .text, size: Double, weight: FontWeight = .regular) {
        self.family = family
        self.weight = weight
        self.size = size
    }

    public static func system(size: Double, weight: FontWeight = .regular) -> Font { Font(.text, size: size, weight: weight) }
    public static func icons(size: Double) -> Font { Font(.icons, size: size) }
    public static func outlineIcons(size: Double) -> Font { Font(.outlineIcons, size: size) }
    /// An installed font by family name ("DejaVu Sans"), as SwiftUI's `Font.custom(_:size:)`; a name the
    /// system has no font file for draws in the text font (Inter).
    public static func custom(_ name: String, size: Double) -> Font { Font(.custom(name), size: size) }

    // SwiftUI's text styles on macOS-sized displays, in points.
    public static let largeTitle = Font(size: 34, weight: .bold)
    public static let title = Font(size: 28)
    public static let title2 = Font(size: 22)
    public static let title3 = Font(size: 20)
    public static let callout = Font(size: 16)
    public static let headline = Font(size: 17, weight: .semibold)
    public static let body = Font(size: 17)
    public static let subheadline = Font(size: 15)
    public static let caption = Font(size: 12)

    public func weight(_ w: FontWeight) -> Font { Font(family, size: size, weight: w) }
    public func size(_ s: Double) -> Font { Font(family, size: s, weight: weight) }
}

/// A font resolved to a pixel size: the key of glyph caches. `quarterPixels` is the pixel size × 4, rounded.
public struct FontInstance: Hashable, Sendable {
    public var family: FontFamily
    public var weight: FontWeight
    public var quarterPixels: Int

    public init(_ font: Font, scale: Double) {
        family = font.family
        weight = font.weight
        quarterPixels = max(1, Int((font.size * scale * 4).rounded()))
    }

    public var pixelSize: Double { Double(quarterPixels) / 4 }
}
