/// SwiftUI's remaining `Font` spellings: text styles by name, designs, and weight shorthands.
extension Font {
    /// 13 pt regular, as SwiftUI's `.footnote`.
    public static let footnote = Font(size: 13)
    /// 11 pt regular, as SwiftUI's `.caption2`.
    public static let caption2 = Font(size: 11)

    /// SwiftUI's name for the weights.
    public typealias Weight = FontWeight

    /// A font's design, as SwiftUI's `Font.Design`: the typeface family it picks.
    public enum Design: Hashable, Sendable {
        /// The UI face (Inter).
        case `default`
        /// A serif face (DejaVu Serif).
        case serif
        /// Rounded (drawn in the UI face: Debian packages no SF Rounded).
        case rounded
        /// A monospaced face (DejaVu Sans Mono).
        case monospaced

        var family: FontFamily {
            switch self {
            case .default, .rounded: .text
            case .serif: .serif
            case .monospaced: .custom("DejaVu Sans Mono")
            }
        }
    }

    /// SwiftUI's text styles by name, for `Font.system(_:design:weight:)`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// 34 pt bold: a screen's large title.
        case largeTitle
        /// 28 pt: a title.
        case title
        /// 22 pt: a second-level title.
        case title2
        /// 20 pt: a third-level title.
        case title3
        /// 17 pt semibold: a heading.
        case headline
        /// 15 pt: a subheading.
        case subheadline
        /// 17 pt: body text, the default.
        case body
        /// 16 pt: a callout.
        case callout
        /// 13 pt: a footnote.
        case footnote
        /// 12 pt: a caption.
        case caption
        /// 11 pt: a second caption, the smallest.
        case caption2

        /// The style's font.
        public var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    /// The system face at `size` points, `weight` and `design`.
    public static func system(size: Double, weight: FontWeight = .regular, design: Design? = nil) -> Font {
        Font((design ?? .default).family, size: size, weight: weight)
    }

    /// The text style `style` in `design` and `weight` (nil: the style's own weight).
    public static func system(_ style: TextStyle, design: Design? = nil, weight: FontWeight? = nil) -> Font {
        let base = style.font
        return Font((design ?? .default).family, size: base.size, weight: weight ?? base.weight)
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }
    /// This font in italics (drawn upright: the packaged faces are loaded upright only).
    public func italic() -> Font { self }
}

extension FontWeight {
    /// SwiftUI's `.ultraLight`: 200.
    public static let ultraLight = FontWeight.extraLight
    /// SwiftUI's `.heavy`: 800.
    public static let heavy = FontWeight.extraBold
}
