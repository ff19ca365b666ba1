/// Material Icons by name: the name → codepoint table that the icon font's package ships
/// (`_variables.scss` of fonts-material-design-icons-iconfont, lines like `"close": e5cd,`).
public struct IconCatalog: Sendable {
    /// Icon name → codepoint in the icon font.
    public private(set) var codepoints: [String: Unicode.Scalar] = [:]

    /// Parses the table; lines that are not `"name": hex,` are ignored.
    public init(scss: String) {
        for line in scss.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = parts[0].trimmingCharacters(in: " \t\"")
            let hex = parts[1].trimmingCharacters(in: " \t,;")
            guard !name.isEmpty, let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) else { continue }
            codepoints[name] = s
        }
    }

    /// A catalogue from a ready table (tests, or a second icon font).
    public init(codepoints: [String: Unicode.Scalar]) { self.codepoints = codepoints }

    /// This catalogue with `other`'s names added under `prefix` (for example "mdi:"): two icon fonts'
    /// codepoints overlap, so each font's names keep their own prefix.
    public func adding(_ other: IconCatalog, prefix: String) -> IconCatalog {
        var merged = self
        for (name, scalar) in other.codepoints { merged.codepoints[prefix + name] = scalar }
        return merged
    }

    /// The codepoint of icon `name` (for example "close", "grid_view", "mdi:file-outline"), or nil when unknown.
    public func scalar(named name: String) -> Unicode.Scalar? { codepoints[name] }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var s = self[...]
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
