import Geometry
import Motion
import Rendering
import Typography

/// How a view's content changes when it is replaced in an animated update, as SwiftUI's
/// `ContentTransition`. A text's string changing under an animation (`withAnimation`, `.animation(_:value:)`)
/// with `.numericText()` rolls: the characters that differ move out up (down when counting down) and
/// fade as the new ones come in from below (above), those that stay slide to their new places;
/// `.opacity`, `.interpolate` and `.symbolEffect` cross-fade the old string and the new one.
/// `.identity`, the default, changes the content at once.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, crossFade
        /// nil: the direction the numbers in the strings went.
        case numericText(countsDown: Bool?)
    }
    let kind: Kind

    /// The content changes without a transition.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .crossFade)
    /// Glyphs interpolate where they can (SwiftUI); here the old string fades out as the new fades in.
    public static let interpolate = ContentTransition(kind: .crossFade)
    /// Characters that change roll: up (the new ones come from below), or down when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(kind: .numericText(countsDown: countsDown)) }
    /// Characters that change roll up when the number in the string grew, down when it shrank (`value`
    /// is the number shown; the direction is read from the old and the new string).
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: .numericText(countsDown: nil)) }
    /// A symbol replaced by another with the default symbol effect (SwiftUI); a cross-fade here.
    public static let symbolEffect = ContentTransition(kind: .crossFade)
    /// A symbol replaced by another with `effect` (SwiftUI); a cross-fade here.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default)
        -> ContentTransition { ContentTransition(kind: .crossFade) }
}

struct ContentTransitionKey: EnvironmentKey {
    static var defaultValue: ContentTransition { .identity }
}

extension View {
    /// Sets how the texts in this view change their string in an animated update (see
    /// `ContentTransition`), as SwiftUI's `contentTransition(_:)`.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        modifier(.environment { $0[ContentTransitionKey.self] = transition })
    }
}

/// What a text rolls or fades from (`ContentMotion.from`): its old string, how it goes, and its layout
/// once drawn (by pixel scale).
final class TextRoll {
    let old: String
    /// Characters roll (`numericText`); false: the whole string cross-fades.
    let rolls: Bool
    /// The old characters leave upward (counting up) or downward.
    let up: Bool
    /// The width (points) the old string was laid out at when it was shown; nil: one line.
    let width: Double?
    var oldLayout: (scale: Double, layout: TextLayout)?

    init(old: String, new: String, width: Double?, transition: ContentTransition) {
        self.old = old
        self.width = width
        switch transition.kind {
        case .numericText(let countsDown):
            rolls = true
            up = !(countsDown ?? (Self.number(in: new) ?? 0 < Self.number(in: old) ?? 0))
        default:
            rolls = false
            up = true
        }
    }

    /// The number a string shows (its digits, sign and decimal point), if any.
    static func number(in string: String) -> Double? {
        Double(string.filter { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") })
    }
}

extension Node {
    /// A label's string changes from `was` to `now` under a content transition: the old string is kept
    /// to roll or fade from (applyTargets animates the motion, or drops it when the change jumps).
    func keepRollingText(_ was: String, now: String) {
        guard host != nil, was != now else { return }
        let transition = environment[ContentTransitionKey.self]
        guard transition.kind != .identity else { return }
        contentMotion = ContentMotion(from: TextRoll(old: was, new: now, width: laidOut ? frame.width : nil, transition: transition), to: now, progress: AnimatedValue(0.0),
                                      mix: { from, _, _ in from })
    }
}

extension TextRoll {
    /// The old string's layout at pixel scale `scale` (made by `make` the first time it is asked for at
    /// that scale).
    func oldLayout(scale: Double, _ make: () -> TextLayout) -> TextLayout {
        if let kept = oldLayout, kept.scale == scale { return kept.layout }
        let layout = make()
        oldLayout = (scale, layout)
        return layout
    }

    /// The display items of the text at `progress` (0 → 1) from `old` (its top-left at `oldOrigin`,
    /// window points) to `new` (at `newOrigin`), both drawn `k` times their size: a cross-fade, or,
    /// rolling single lines, the characters paired from the end (a number's digits by their place)
    /// after the label before the number, paired from the start:
    /// a pair that is the same character slides from its old place to its new one; the others leave
    /// (up when counting up) and fade as the new ones arrive (from below) and appear, half a line's
    /// height apart.
    func items(old: TextLayout, new: TextLayout, oldOrigin: Point, newOrigin: Point, k: Double, color: Color, opacity o: Double,
               progress: Double) -> [DisplayItem] {
        // A spring may overshoot: the roll itself goes from 0 to 1.
        let p = min(1, max(0, progress))
        guard rolls, old.lines.count == 1, new.lines.count == 1 else {
            return [.text(old, origin: oldOrigin, color: color, opacity: o * (1 - p)), .text(new, origin: newOrigin, color: color, opacity: o * p)]
        }
        let was = old.lines[0].glyphs, now = new.lines[0].glyphs
        var stay: [TextLayout.PlacedGlyph] = [], leaving: [TextLayout.PlacedGlyph] = [], arriving: [TextLayout.PlacedGlyph] = []
        // A label before the number ("Score: ") pairs from the start; the rest from the end.
        var lead = 0
        while lead < min(was.count, now.count), was[lead].scalar == now[lead].scalar,
              was[lead].scalar.properties.numericType == nil { lead += 1 }
        func slide(_ i: Int, _ j: Int) {
            var g = now[j]
            let from = (oldOrigin.x + was[i].x * k - newOrigin.x) / k
            g.x = from + (now[j].x - from) * p
            stay.append(g)
        }
        for back in 0..<max(was.count, now.count) - lead {
            let i = was.count - 1 - back, j = now.count - 1 - back
            if i >= lead, j >= lead, was[i].scalar == now[j].scalar {
                slide(i, j)
                continue
            }
            if i >= lead { leaving.append(was[i]) }
            if j >= lead { arriving.append(now[j]) }
        }
        for i in stride(from: lead - 1, through: 0, by: -1) { slide(i, i) }
        func only(_ glyphs: [TextLayout.PlacedGlyph], of layout: TextLayout) -> TextLayout {
            var l = layout
            l.lines[0].glyphs = glyphs.reversed()
            return l
        }
        let d = 0.5 * new.size.height * k * (up ? 1 : -1)
        var items: [DisplayItem] = []
        if !stay.isEmpty { items.append(.text(only(stay, of: new), origin: newOrigin, color: color, opacity: o)) }
        if !leaving.isEmpty {
            items.append(.text(only(leaving, of: old), origin: Point(x: oldOrigin.x, y: oldOrigin.y - d * p), color: color, opacity: o * (1 - p)))
        }
        if !arriving.isEmpty {
            items.append(.text(only(arriving, of: new), origin: Point(x: newOrigin.x, y: newOrigin.y + d * (1 - p)), color: color, opacity: o * p))
        }
        return items
    }
}
