/// Horizontal placement of each line within the layout's width.
public enum TextAlignment: Hashable, Sendable {
    /// Lines start at the left edge (left-to-right text only).
    case leading
    /// Lines are centred in the layout's width.
    case center
    /// Lines end at the right edge.
    case trailing
}

/// How a string is laid out: font, alignment, an optional line limit (the last line ends in "…" when
/// text is cut), and extra space between lines in points.
public struct TextStyle: Hashable, Sendable {
    /// The font, size in points.
    public var font: Font
    /// Placement of each line within the width.
    public var alignment: TextAlignment
    /// The most lines shown (the last cut one ends in "…"); nil: no limit.
    public var lineLimit: Int?
    /// Extra space between lines, in points (added to the font's line height).
    public var lineSpacing: Double

    /// A style; the defaults are leading alignment, no line limit and no extra spacing.
    public init(font: Font, alignment: TextAlignment = .leading, lineLimit: Int? = nil, lineSpacing: Double = 0) {
        self.font = font
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.lineSpacing = lineSpacing
    }
}
