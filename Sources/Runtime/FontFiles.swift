import Foundation
import Typography

/// Where each font family's files are on a Debian system, and the package that installs them.
public enum FontFiles {
    static let folders = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/material-design-icons-iconfont",
                          "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/materialdesignicons-webfont",
                          "/usr/local/share/fonts", "/usr/share/fonts/opentype", "/usr/share/fonts/truetype"]

    /// The Debian package that provides `family`.
    public static func package(for family: FontFamily) -> String {
        switch family {
        case .text: return "fonts-inter"
        case .icons: return "fonts-material-design-icons-iconfont"
        case .serif: return "fonts-dejavu-core"
        case .outlineIcons: return "fonts-materialdesignicons-webfont"
        }
    }

    /// The file name for a family and weight (Inter has every weight; the others one or two).
    public static func fileName(family: FontFamily, weight: FontWeight) -> String {
        switch family {
        case .icons: return "MaterialIcons-Regular.ttf"
        case .outlineIcons: return "materialdesignicons-webfont.ttf"
        case .serif: return weight >= .semibold ? "DejaVuSerif-Bold.ttf" : "DejaVuSerif.ttf"
        case .text:
            let names: [FontWeight: String] = [.thin: "Thin", .extraLight: "ExtraLight", .light: "Light", .regular: "Regular",
                                               .medium: "Medium", .semibold: "SemiBold", .bold: "Bold", .extraBold: "ExtraBold", .black: "Black"]
            return "Inter-\(names[weight] ?? "Regular").otf"
        }
    }

    /// The folder inside the Assets folder whose font files replace the system's (same file names).
    public static let assetsFontFolder = "Fonts"

    /// One font file: where it is, which face it is, and where it comes from (for messages).
    public struct Located: Hashable, Sendable {
        public var path: String
        public var family: FontFamily
        /// True when the file is the Assets folder's own (`Assets/Fonts/`), not the system's.
        public var shippedInAssets: Bool

        /// Where the file comes from and what to do about a bad one, for a one-line message.
        public var origin: String {
            shippedInAssets
                ? "shipped in Assets/\(FontFiles.assetsFontFolder)/ (replace it, or remove it to use the Debian package \(FontFiles.package(for: family)))"
                : "from the Debian package \(FontFiles.package(for: family)) (reinstall it)"
        }
    }

    /// The font file for a family and weight: `<assets>/Fonts/<name>` when the Assets folder has one,
    /// otherwise the first of the system's font folders that holds it. Throws `AssetError` naming the
    /// file and the Debian package when it is missing or unreadable.
    public static func locate(family: FontFamily, weight: FontWeight, assets: URL? = nil) throws -> Located {
        let name = fileName(family: family, weight: weight)
        let fm = FileManager.default
        let own = assets.map { [$0.appendingPathComponent(assetsFontFolder).path] } ?? []
        for folder in own + folders {
            let p = folder + "/" + name
            if fm.fileExists(atPath: p) {
                let found = Located(path: p, family: family, shippedInAssets: !own.isEmpty && folder == own[0])
                guard fm.isReadableFile(atPath: p) else {
                    throw AssetError(path: p, problem: "font file is not readable; \(found.origin)")
                }
                return found
            }
        }
        throw AssetError(path: name, problem: "font not found in \(folders[0...3].joined(separator: ", ")); install the Debian package \(package(for: family))")
    }

    /// The path of the font file in the system's font folders (see `locate`).
    public static func path(family: FontFamily, weight: FontWeight) throws -> String {
        try locate(family: family, weight: weight).path
    }

    /// The glyph every face of `family` must have and draw, checked at start: a capital letter for
    /// text faces, a known icon (by its name in `icons`) for the icon fonts. Throws when the icon name
    /// table lacks the name (the table and the font come from the same package).
    public static func probe(for family: FontFamily, icons: IconCatalog) throws -> (scalar: Unicode.Scalar, label: String) {
        let name: String
        switch family {
        case .text, .serif: return ("A", "the letter 'A'")
        case .icons: name = "close"
        case .outlineIcons: name = "mdi:file-outline"
        }
        guard let scalar = icons.scalar(named: name) else {
            throw AssetError(path: family == .icons ? iconTable : outlineIconTable,
                             problem: "the icon table has no '\(name)'; reinstall the Debian package \(package(for: family))")
        }
        return (scalar, "the icon '\(name)' (U+\(String(scalar.value, radix: 16, uppercase: true)))")
    }

    /// The Material Icons name → codepoint table shipped with the icon font's package.
    public static let iconTable = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"
    /// The Material Design Icons (outline set) table, whose names the catalogue lists with the `mdi:` prefix.
    public static let outlineIconTable = "/usr/share/fonts-materialdesignicons-webfont/scss/_variables.scss"

    /// Both icon fonts' names: Material Icons as they are, Material Design Icons prefixed "mdi:".
    public static func iconCatalog() throws -> IconCatalog {
        try table(iconTable, family: .icons).adding(try table(outlineIconTable, family: .outlineIcons), prefix: "mdi:")
    }

    private static func table(_ path: String, family: FontFamily) throws -> IconCatalog {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw AssetError(path: path, problem: "icon name table not found; install the Debian package \(package(for: family))")
        }
        let catalog = IconCatalog(scss: text)
        guard !catalog.codepoints.isEmpty else { throw AssetError(path: path, problem: "no icon names in the table") }
        return catalog
    }
}
