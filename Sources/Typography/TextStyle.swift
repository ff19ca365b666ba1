/// Horizontal placement of each line within the layout's width.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing
}

/// How a string is laid out: font, alignment, an optional line limit (the last line ends in "…" when
/// text is cut), and extra space between lines in points.
public struct TextStyle: Hashable, Sendable {
    public var font: Font
    public var alignment: TextAlignment
    public var lineLimit: Int?
    public var lineSpacing: Double

    public init(font: Font, alignment: TextAlignment = .leading, lineLimit: Int? = nil, lineSpacing: Double = 0) {
        self.font = font
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.lineSpacing = lineSpacing
    }
}
