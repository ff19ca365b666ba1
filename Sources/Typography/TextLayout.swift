import Geometry

/// Laid-out text: glyphs placed on lines, in points relative to the layout's top-left, for one pixel
/// scale (glyph advances are measured at `scale` so that what is measured is what is drawn).
public struct TextLayout: Hashable, Sendable {
    /// One glyph: its scalar and the pen position on its line's baseline, in points.
    public struct PlacedGlyph: Hashable, Sendable {
        /// The character drawn.
        public var scalar: Unicode.Scalar
        /// Pen position on the line's baseline, in points from the layout's left edge (alignment applied).
        public var x: Double
    }

    /// One laid-out line.
    public struct Line: Hashable, Sendable {
        /// The line's glyphs in drawing order (spaces that broke the line are dropped).
        public var glyphs: [PlacedGlyph]
        /// Baseline, in points from the top of the layout.
        public var baseline: Double
        /// Advance width of the line, in points.
        public var width: Double
    }

    /// The lines, top to bottom; never more than the style's line limit.
    public var lines: [Line]
    /// The bounding size of all lines, in points (width of the widest line; height of every line box).
    public var size: Size
    /// The font instance the glyphs were measured with.
    public var font: FontInstance
    /// The pixel scale (pixels per point) the layout was measured at.
    public var scale: Double
    /// True when the line limit or width cut text off.
    public var isTruncated: Bool
    /// True when a word wider than the line was broken between characters.
    public var breaksWords = false
}

/// Breaks text into lines. Greedy line breaking at spaces (explicit "\n" always breaks); a word longer
/// than the width is broken between characters (`TextLayout.breaksWords`; a view with a minimum scale
/// factor shrinks its font first). Widths are in points.
public struct TextLayoutEngine {
    /// The glyph cache that supplies advances, kerning and metrics.
    public let glyphs: GlyphCache

    /// While a text with tabular digits is laid out: the width of a digit's cell, in pixels.
    private var digitCell: Double?

    /// An engine measuring with `glyphs`.
    public init(glyphs: GlyphCache) { self.glyphs = glyphs }

    /// Lays `text` out in `style` within `maxWidth` points (nil: unlimited) at pixel `scale`.
    public func layout(_ text: String, style: TextStyle, maxWidth: Double? = nil, scale: Double) -> TextLayout {
        let font = FontInstance(style.font, scale: scale)
        if style.font.monospacedDigits && digitCell == nil {
            // Tabular digits: measured, broken and placed with every digit in a cell as wide as the widest.
            var tabular = self
            tabular.digitCell = Self.digits.map { ownAdvance($0, font: font) }.max() ?? 0
            return tabular.layout(text, style: style, maxWidth: maxWidth, scale: scale)
        }
        let metrics = glyphs.lineMetrics(font)
        let limitPx = maxWidth.map { max(0, $0) * scale + 0.01 }
        var rawLines: [[Unicode.Scalar]] = []
        var breaksWords = false
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            rawLines += breakParagraph(Array(paragraph.unicodeScalars), font: font, limit: limitPx, breaksWords: &breaksWords)
        }
        var truncated = false
        if let limit = style.lineLimit, limit > 0, rawLines.count > limit {
            rawLines = Array(rawLines.prefix(limit))
            truncated = true
        }
        // Trailing spaces hang past the limit (they are not part of the measured width either), so text
        // offered its own measured width, spaces at its end included, is never cut.
        if truncated || (limitPx != nil && rawLines.last.map { width(of: Self.trimmingTrailingSpaces($0), font: font) > limitPx! } == true) {
            if var last = rawLines.popLast() {
                let ellipsis: Unicode.Scalar = "\u{2026}"
                let ellW = advance(ellipsis, font: font)
                while !last.isEmpty, let limitPx, width(of: last, font: font) + ellW > limitPx { last.removeLast() }
                while last.last == " " { last.removeLast() }
                last.append(ellipsis)
                rawLines.append(last)
                truncated = true
            }
        }
        let lineHeight = metrics.lineHeight / scale
        var lines: [TextLayout.Line] = []
        var widest = 0.0
        for (i, scalars) in rawLines.enumerated() {
            var placed: [TextLayout.PlacedGlyph] = []
            placed.reserveCapacity(scalars.count)
            var pen = 0.0
            var previous: Unicode.Scalar?
            for s in scalars {
                if let p = previous { pen += kerning(p, s, font: font) }
                // A tabular digit is centred in its cell.
                let inset = digitCell != nil && Self.isDigit(s) ? (advance(s, font: font) - ownAdvance(s, font: font)) / 2 : 0
                placed.append(.init(scalar: s, x: (pen + inset) / scale))
                pen += advance(s, font: font)
                previous = s
            }
            var trimmed = pen
            for s in scalars.reversed() {
                guard s == " " else { break }
                trimmed -= advance(s, font: font)
            }
            let w = max(0, trimmed) / scale
            widest = max(widest, w)
            lines.append(.init(glyphs: placed, baseline: Double(i) * (lineHeight + style.lineSpacing) + metrics.ascent / scale, width: w))
        }
        let height = lines.isEmpty ? 0 : Double(lines.count) * lineHeight + Double(lines.count - 1) * style.lineSpacing
        let boxWidth = widest
        // Align lines inside the widest line's box.
        for i in lines.indices {
            let dx: Double
            switch style.alignment {
            case .leading: dx = 0
            case .center: dx = (boxWidth - lines[i].width) / 2
            case .trailing: dx = boxWidth - lines[i].width
            }
            if dx != 0 { for g in lines[i].glyphs.indices { lines[i].glyphs[g].x += dx } }
        }
        return TextLayout(lines: lines, size: Size(width: boxWidth, height: height), font: font, scale: scale, isTruncated: truncated,
                          breaksWords: breaksWords)
    }

    /// The pen advance of `s` in pixels: a tabular digit's cell, or the glyph's own advance.
    private func advance(_ s: Unicode.Scalar, font: FontInstance) -> Double {
        if let digitCell, Self.isDigit(s) { return digitCell }
        return ownAdvance(s, font: font)
    }

    private func ownAdvance(_ s: Unicode.Scalar, font: FontInstance) -> Double { glyphs.glyph(s, font: font)?.advance ?? 0 }

    /// The kerning between `a` and `b` in pixels; none beside a tabular digit.
    private func kerning(_ a: Unicode.Scalar, _ b: Unicode.Scalar, font: FontInstance) -> Double {
        if digitCell != nil, Self.isDigit(a) || Self.isDigit(b) { return 0 }
        return glyphs.kerning(a, b, font: font)
    }

    /// The ASCII digits, whose widest sets the cell of tabular figures.
    private static let digits: [Unicode.Scalar] = Array("0123456789".unicodeScalars)
    private static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x30 && s.value <= 0x39 }

    /// The pen advance of `scalars` set after `previous` (kerning included, as placed), in pixels.
    private func width<S: Sequence<Unicode.Scalar>>(of scalars: S, after previous: Unicode.Scalar? = nil, font: FontInstance) -> Double {
        var pen = 0.0, last = previous
        for s in scalars {
            if let p = last { pen += kerning(p, s, font: font) }
            pen += advance(s, font: font)
            last = s
        }
        return pen
    }

    /// `line` without the spaces at its end.
    private static func trimmingTrailingSpaces(_ line: [Unicode.Scalar]) -> ArraySlice<Unicode.Scalar> {
        var end = line.count
        while end > 0 && line[end - 1] == " " { end -= 1 }
        return line[..<end]
    }

    /// Greedy breaking of one paragraph into lines no wider than `limit` pixels (when given). Widths
    /// are measured exactly as the glyphs are then placed (advances and kerning), so text offered its
    /// own measured width keeps its lines; a word is split only when it alone is wider than the line.
    private func breakParagraph(_ scalars: [Unicode.Scalar], font: FontInstance, limit: Double?, breaksWords: inout Bool) -> [[Unicode.Scalar]] {
        guard let limit else { return [scalars] }
        var lines: [[Unicode.Scalar]] = []
        var line: [Unicode.Scalar] = []
        var pen = 0.0   // the line's advance, its trailing spaces included
        var i = 0
        while i < scalars.count {
            // The next word with the spaces that follow it.
            var j = i
            while j < scalars.count && scalars[j] != " " { j += 1 }
            var k = j
            while k < scalars.count && scalars[k] == " " { k += 1 }
            let word = scalars[i..<j], spaces = scalars[j..<k]
            let alone = width(of: word, font: font)
            if line.isEmpty ? alone <= limit : pen + width(of: word, after: line.last, font: font) <= limit {
                pen += width(of: word, after: line.last, font: font)
                line += word
            } else if alone <= limit {
                lines.append(line)
                line = Array(word)
                pen = alone
            } else {
                // A word wider than the line: break it between characters.
                breaksWords = true
                if !line.isEmpty { lines.append(line); line = []; pen = 0 }
                for s in word {
                    let a = width(of: CollectionOfOne(s), after: line.last, font: font)
                    if pen + a > limit && !line.isEmpty { lines.append(line); line = []; pen = advance(s, font: font) } else { pen += a }
                    line.append(s)
                }
            }
            pen += width(of: spaces, after: line.last, font: font)
            line += spaces
            i = k
        }
        lines.append(line)
        return lines
    }
}
