import Geometry
import Typography

extension ViewGraph {
    /// The laid-out text of a text or icon node at `width` points, for drawing; cached per node (its
    /// last four layouts or sizes, by string, font, width and scale).
    func textLayout(_ node: Node, width: Double?, extraScale: Double = 1, fontSize: Double? = nil) -> TextLayout {
        // Asked for more than the size, `text` always answers with a layout.
        text(node, width: width, extraScale: extraScale, fontSize: fontSize, sizeOnly: false).layout!
    }

    /// The size of a text or icon node's layout at `width` points, for measuring. A width other than the
    /// unconstrained one keeps only the size (a stack's flexibility probe measures every label offered
    /// nothing, a layout of one word a line that is never drawn): drawn at that width, the layout is
    /// made then and kept in its place.
    func textSize(_ node: Node, width: Double?) -> Size {
        text(node, width: width, extraScale: 1, fontSize: nil, sizeOnly: true).size
    }

    private func text(_ node: Node, width: Double?, extraScale: Double, fontSize: Double?, sizeOnly: Bool) -> (size: Size, layout: TextLayout?) {
        guard case .leaf(.text(let spec)) = node.kind else {
            let layout = context.text.layout("", style: TextStyle(font: .body), scale: scale)
            return (layout.size, layout)
        }
        let env = node.environment
        let (string, drawnFont) = drawnString(spec, env)
        let font = fontSize.map { drawnFont.size($0) } ?? drawnFont
        let s = scale * extraScale
        // Drawn scaled (a matched flight), glyph rounding at the other pixel size can make a line a
        // hair wider than at rest: a little slack keeps the line breaks of the laid-out text.
        let slack = extraScale == 1 ? 0.01 : 2 + 0.04 * (width ?? 0)
        // An icon (a symbol glyph) keeps its size whatever it is offered, as an image does: squeezed,
        // it would be cut down to an ellipsis its font does not have.
        let w: Double? = if let width, width.isFinite, !spec.isIcon { width + slack } else { nil }
        // Read in place (`storedMemo`), not through `Node.textCache`: a copied entry retains its strings and arrays.
        let memo = node.storedMemo
        // The last matching entry, found by a loop (no closure: see `Node.contentChild`).
        var kept: Int?
        if let memo {
            for k in memo.textCache.indices.reversed()
            where memo.textCache[k].width == w && memo.textCache[k].font == font && memo.textCache[k].scale == s
                && memo.textCache[k].string == string {
                kept = k
                break
            }
        }
        if let memo, let kept {
            if sizeOnly { return (memo.textCache[kept].size, nil) }
            if let layout = memo.textCache[kept].layout { return (layout.size, layout) }
        }
        // A single line offered at least its own width lays out as it does offered any width (greedy
        // breaking never breaks it, nothing is truncated): the unconstrained layout, if kept, is it.
        if let w, let memo, let whole = memo.textCache.lastIndex(where: { $0.width == nil && $0.font == font && $0.scale == s && $0.string == string }),
           let layout = memo.textCache[whole].layout, Self.fitsUnbroken(layout, string: string, width: w, scale: s) {
            return (layout.size, layout)
        }
        let style = TextStyle(font: font, alignment: spec.alignment ?? env.textAlignment, lineLimit: spec.lineLimit ?? env.lineLimit)
        var layout = context.text.layout(string, style: style, maxWidth: w, scale: s)
        // Shrunk to fit (`minimumScaleFactor`): the largest size, down to the factor, at which no word
        // breaks and nothing is cut off, found in eight halvings (to within 0.4 % of the range).
        if let w, env.minimumScaleFactor < 1, !spec.isIcon, layout.isTruncated || layout.breaksWords {
            layout = shrunkToFit(string, style: style, width: w, scale: s, down: env.minimumScaleFactor)
        }
        let keepLayout = !sizeOnly || w == nil
        let entry = NodeMemo.TextEntry(width: w, font: font, scale: s, string: string, size: layout.size, layout: keepLayout ? layout : nil)
        if let kept {
            node.textCache[kept] = entry
        } else {
            if node.textCache.count == 4 { node.textCache.removeFirst() }
            node.textCache.append(entry)
        }
        return (layout.size, layout)
    }

    /// The layout the text leaf `node` would have with `string` in place of its own (a rolling text's
    /// old string), broken into lines at `width` points as the text is, at `extraScale`.
    func textLayout(_ node: Node, replacing string: String, width: Double?, extraScale: Double) -> TextLayout {
        guard case .leaf(.text(var spec)) = node.kind else { return textLayout(node, width: width, extraScale: extraScale) }
        spec.string = string
        let env = node.environment
        let (drawn, font) = drawnString(spec, env)
        let style = TextStyle(font: font, alignment: spec.alignment ?? env.textAlignment, lineLimit: spec.lineLimit ?? env.lineLimit)
        // The slack `text(_:width:...)` gives, so the old string breaks where it did when it was shown.
        let maxWidth = width.flatMap { w in w.isFinite && !spec.isIcon ? w + (extraScale == 1 ? 0.01 : 2 + 0.04 * w) : nil }
        return context.text.layout(drawn, style: style, maxWidth: maxWidth, scale: scale * extraScale)
    }

    /// What a text leaf draws and in which font: its string, or for an icon or SF Symbol name the
    /// glyph of the icon font that stands for it (a symbol scaled by `imageScale`, outlined unless the
    /// environment asks for filled variants); "?" for a name no font knows.
    private func drawnString(_ spec: TextSpec, _ env: EnvironmentValues) -> (String, Font) {
        var font = spec.font ?? env.font
        if spec.monospacedDigits || env[MonospacedDigitKey.self] { font = font.monospacedDigit() }
        if spec.isIcon, spec.string.hasPrefix(SymbolText.prefix) {
            let resolved = context.symbolNames.catalogName(spec.string, filled: env.symbolVariants.contains(.fill), icons: context.icons)
            let iconFont = Font(resolved.hasPrefix(Icon.outlinePrefix) ? .outlineIcons : .icons, size: font.size * env.imageScale.factor)
            return (context.icons.scalar(named: resolved).map { String(Character($0)) } ?? "?", iconFont)
        }
        if spec.isIcon { return (context.icons.scalar(named: spec.string).map { String(Character($0)) } ?? "?", font) }
        return (spec.string, font)
    }

    /// `minimumScaleFactor`: the layout at the largest font size, down to `down` times the style's, at
    /// which no word breaks and nothing is cut off, found in eight halvings (to within 0.4 % of the
    /// range); the smallest size's layout when even that does not fit.
    private func shrunkToFit(_ string: String, style: TextStyle, width w: Double, scale s: Double, down: Double) -> TextLayout {
        func shrunk(_ factor: Double) -> TextLayout {
            var smaller = style
            smaller.font = style.font.size(style.font.size * factor)
            return context.text.layout(string, style: smaller, maxWidth: w, scale: s)
        }
        var low = down, high = 1.0
        var best = shrunk(low)
        if !best.isTruncated && !best.breaksWords {
            for _ in 0..<8 {
                let mid = (low + high) / 2
                let trial = shrunk(mid)
                if trial.isTruncated || trial.breaksWords { high = mid } else { low = mid; best = trial }
            }
        }
        return best
    }

    /// An image's natural size in points (one image pixel per point).
    func imageSize(_ name: String) -> Size {
        guard let asset = context.images(name) else { return .zero }
        return Size(width: Double(asset.pixmap.width), height: Double(asset.pixmap.height))
    }
}

extension ViewGraph {
    /// True when `layout` (made with no width limit) is one line without trailing spaces whose advance
    /// fits `width` points at `scale` with a margin far above rounding: offered `width`, the text
    /// engine would make the same layout (`TextLayoutEngine.layout` breaks at more than limit + 0.01 px).
    static func fitsUnbroken(_ layout: TextLayout, string: String, width: Double, scale: Double) -> Bool {
        guard layout.lines.count == 1, !layout.isTruncated, string.last != " ",
              // Scalars, not `String.contains(_:)`: with Foundation imported in the module, that is a CFString search.
              !string.unicodeScalars.contains("\n") else { return false }
        return layout.lines[0].width * scale <= width * scale + 0.01 - 1e-6
    }
}
