import Runtime
@testable import Typography
import Testing

/// The SF Symbols table against the icon fonts the project installs: every name it lists draws a
/// glyph of its own, never the question-mark placeholder.
@Suite("SF Symbols names resolve in the installed icon fonts")
struct SystemSymbolTableTests {
    @Test("every name in the tables finds a glyph")
    func everyNameResolves() throws {
        let catalog = try FontFiles.iconCatalog()
        let has = { (name: String) in catalog.codepoints[name] != nil }
        var missing: [String] = []
        for name in SystemSymbols.table.keys.sorted() + SystemSymbols.enclosed.keys.sorted() + SystemSymbols.materialTable.keys.sorted() {
            if SystemSymbols.iconName(for: name, has: has) == nil { missing.append(name) }
        }
        #expect(missing.isEmpty, "no glyph for \(missing)")
    }
}
