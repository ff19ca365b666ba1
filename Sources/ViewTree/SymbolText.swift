import Foundation
import Typography

/// `Image(systemName:)` is a text leaf whose string is the SF name behind `prefix`; the glyph is chosen
/// when it is measured, from the environment's symbol variant (`symbolVariant`) and the icon catalogue.
enum SymbolText {
    /// Marks a text leaf's string as an SF Symbols name.
    static let prefix = "sf:"

    /// Names already reported as unknown (each is said once per process).
    @MainActor private static var reported: Set<String> = []

    /// The icon catalogue's name for the symbol leaf string `string`, or the placeholder (reported once).
    @MainActor static func catalogName(_ string: String, filled: Bool, icons: IconCatalog) -> String {
        let name = String(string.dropFirst(prefix.count))
        if let found = SystemSymbols.iconName(for: name, filled: filled, has: { icons.scalar(named: $0) != nil }) { return found }
        if reported.insert(name).inserted {
            StandardStreams.error("SwiftHero: no glyph for the symbol \"\(name)\"; drawing a placeholder\n")
        }
        return SystemSymbols.placeholder
    }
}

/// The catalog names `SymbolText.catalogName` found for one icon catalog, by symbol and fill: a name
/// is resolved (split, looked up in the tables, tried with and without "-outline") once, not every
/// time a row showing it is made.
@MainActor
final class SymbolNameCache {
    private var names: [String: String] = [:]
    private var filledNames: [String: String] = [:]

    func catalogName(_ string: String, filled: Bool, icons: IconCatalog) -> String {
        if let found = filled ? filledNames[string] : names[string] { return found }
        let resolved = SymbolText.catalogName(string, filled: filled, icons: icons)
        if filled { filledNames[string] = resolved } else { names[string] = resolved }
        return resolved
    }
}

/// How big a symbol is drawn relative to its font, as SwiftUI's `Image.Scale`.
public enum ImageScale: Hashable, Sendable {
    /// 0.8 of the font size.
    case small
    /// The font size.
    case medium
    /// 1.3 of the font size.
    case large

    var factor: Double {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }
}

extension Image {
    /// SwiftUI spells the symbol scale `Image.Scale`.
    public typealias Scale = ImageScale
}

/// Variants of a symbol, as SwiftUI's `SymbolVariants`: `.fill` picks the filled glyph.
public struct SymbolVariants: Hashable, Sendable {
    let filled: Bool
    let enclosure: String?
    /// The symbol as named.
    public static let none = SymbolVariants(filled: false, enclosure: nil)
    /// The filled glyph.
    public static let fill = SymbolVariants(filled: true, enclosure: nil)
    /// In a circle (accepted; the glyph is drawn as named).
    public static let circle = SymbolVariants(filled: false, enclosure: "circle")
    /// In a square (accepted; the glyph is drawn as named).
    public static let square = SymbolVariants(filled: false, enclosure: "square")
    /// Whether these variants include `other`'s fill.
    public func contains(_ other: SymbolVariants) -> Bool { !other.filled || filled }
    /// This variant filled.
    public var fill: SymbolVariants { SymbolVariants(filled: true, enclosure: enclosure) }
}

struct ImageScaleKey: EnvironmentKey { static let defaultValue = ImageScale.medium }
struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The scale of symbols inside (`imageScale`).
    public var imageScale: ImageScale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    /// The variants of symbols inside (`symbolVariant`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Symbols inside drawn at `scale` of their font.
    public func imageScale(_ scale: ImageScale) -> some View { environment(\.imageScale, scale) }
    /// Symbols inside drawn in `variant` (`.fill`: the filled glyph).
    public func symbolVariant(_ variant: SymbolVariants) -> some View { environment(\.symbolVariants, variant) }
}
