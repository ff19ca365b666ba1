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

    /// The path of the font file, searched in the system's font folders. Throws `AssetError` naming
    /// the file and the Debian package when it is missing or unreadable.
    public static func path(family: FontFamily, weight: FontWeight) throws -> String {
        if case .custom(let name) = family {
            guard let p = customPath(name: name, weight: weight) else {
                throw AssetError(path: name, problem: "no font file named after '\(name)' in /usr/share/fonts or /usr/local/share/fonts")
            }
            return p
        }
        let name = fileName(family: family, weight: weight)
        let fm = FileManager.default
        for folder in folders {
            let p = folder + "/" + name
            if fm.fileExists(atPath: p) {
                guard fm.isReadableFile(atPath: p) else {
                    throw AssetError(path: p, problem: "font file is not readable (from Debian package \(package(for: family)))")
                }
                return p
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
