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
        case .custom(let name): return "that installs the font '\(name)'"
        }
    }

    /// The file name for a family and weight (Inter has every weight; the others one or two).
    public static func fileName(family: FontFamily, weight: FontWeight) -> String {
        switch family {
        case .icons: return "MaterialIcons-Regular.ttf"
        case .outlineIcons: return "materialdesignicons-webfont.ttf"
        case .serif: return weight >= .semibold ? "DejaVuSerif-Bold.ttf" : "DejaVuSerif.ttf"
        case .custom(let name):
            let base = name.filter { !$0.isWhitespace }
            return weight >= .semibold ? "\(base)-Bold.ttf" : "\(base).ttf"
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
        /// The font file's path.
        public var path: String
        /// The family the file stands for.
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
        if case .custom(let name) = family {
            guard let p = customPath(name: name, weight: weight) else {
                throw AssetError(path: name, problem: "no font file named after '\(name)' in /usr/share/fonts or /usr/local/share/fonts")
            }
            return Located(path: p, family: family, shippedInAssets: false)
        }
        let name = fileName(family: family, weight: weight)
        let fm = FileManager.default
        let own = assets.map { [$0.appendingPathComponent(assetsFontFolder).path] } ?? []
        for folder in own + folders {
            let p = folder + "/" + name
            if fm.fileExists(atPath: p) {
                let found = Located(path: p, family: family, shippedInAssets: !own.isEmpty && folder == own[0])
                if let problem = InputFile.problem(p) { throw AssetError(path: p, problem: "the font file \(problem); \(found.origin)") }
                guard fm.isReadableFile(atPath: p) else {
                    throw AssetError(path: p, problem: "font file is not readable; \(found.origin)")
                }
                return found
            }
        }
        throw AssetError(path: name, problem: "font not found in \(folders[0...3].joined(separator: ", ")); install the Debian package \(package(for: family))")
    }

    /// The file of an installed font family by name: a `.ttf` or `.otf` file anywhere under the system's
    /// font folders whose name, without spaces, dashes or case, is the family name ("DejaVu Sans" →
    /// `DejaVuSans.ttf`), or with a `Bold` style for semibold and heavier weights when there is one.
    public static func customPath(name: String, weight: FontWeight) -> String? {
        func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        let family = key(name)
        guard !family.isEmpty else { return nil }
        let wanted = weight >= .semibold ? [family + "bold", family + "regular", family] : [family, family + "regular", family + "book"]
        var found: [String: String] = [:]
        let fm = FileManager.default
        for root in ["/usr/share/fonts", "/usr/local/share/fonts"] {
            guard let walker = fm.enumerator(atPath: root) else { continue }
            while let rel = walker.nextObject() as? String {
                let lower = rel.lowercased()
                guard lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") else { continue }
                let file = (rel as NSString).lastPathComponent
                let k = key((file as NSString).deletingPathExtension)
                if found[k] == nil { found[k] = root + "/" + rel }
            }
        }
        for w in wanted { if let p = found[w], fm.isReadableFile(atPath: p) { return p } }
        return nil
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
        case .text, .serif, .custom: return ("A", "the letter 'A'")
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
        guard InputFile.problem(path) == nil, let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw AssetError(path: path, problem: "icon name table not found; install the Debian package \(package(for: family))")
        }
        let catalog = IconCatalog(scss: text)
        guard !catalog.codepoints.isEmpty else { throw AssetError(path: path, problem: "no icon names in the table") }
        return catalog
    }
}

extension FontFiles {
    /// The faces tried, in order, for a character the chosen text font lacks: DejaVu Sans (symbols,
    /// arrows, Greek, Cyrillic), Noto Color Emoji (emoji, in colour) and Droid Sans Fallback (Chinese,
    /// Japanese, Korean). Only those installed are listed (`make run` installs all three).
    public static var fallbackFaces: [String] {
        ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
         "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"].filter { InputFile.problem($0) == nil && FileManager.default.isReadableFile(atPath: $0) }
    }
}
