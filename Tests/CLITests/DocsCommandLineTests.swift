import Foundation
import Testing

/// Every command line in README.md and Docs/ that starts with `hero` is one the program accepts: its
/// subcommand, options and values parse (`HERO_PARSE_ONLY=1` makes `hero` parse and stop).
@Suite("Command lines in the docs parse")
struct DocsCommandLineTests {
    /// The Markdown files a reader follows: the README and every page in Docs/.
    static func documents() throws -> [URL] {
        let docs = ExitCodeTests.root.appendingPathComponent("Docs")
        let pages = try FileManager.default.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
        return [ExitCodeTests.root.appendingPathComponent("README.md")] + pages
    }

    /// The `hero` command lines of one Markdown text, as argument lists: lines in fenced code blocks
    /// (continued with a trailing backslash) and inline code spans that start with `hero `, cut at the
    /// first shell operator (`|`, `>`, `<`, `&`, `;` outside quotes).
    static func commandLines(_ text: String) -> [(line: String, arguments: [String])] {
        var candidates: [String] = []
        var inFence = false
        var pending = ""
        for raw in text.components(separatedBy: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") { inFence.toggle(); pending = ""; continue }
            if inFence {
                var joined = pending + line
                if joined.hasSuffix("\\") {
                    joined.removeLast()
                    pending = joined + " "
                    continue
                }
                pending = ""
                if joined.hasPrefix("$ ") { joined.removeFirst(2) }
                if joined.hasPrefix("hero ") || joined == "hero" { candidates.append(joined) }
            } else {
                // Inline code spans: `...`.
                let parts = raw.components(separatedBy: "`")
                for (i, part) in parts.enumerated() where i % 2 == 1 && (part.hasPrefix("hero ") || part == "hero") {
                    candidates.append(part)
                }
            }
        }
        return candidates.compactMap { line in
            guard let words = split(line), words.first == "hero" else { return nil }
            return (line, Array(words.dropFirst()))
        }
    }

    /// Shell-like words: quotes group, a shell operator outside quotes ends the command. Nil when the
    /// line is not one command (an unclosed quote).
    static func split(_ line: String) -> [String]? {
        var words: [String] = [], word = "", quote: Character?, started = false
        for c in line {
            if let q = quote {
                if c == q { quote = nil } else { word.append(c) }
                continue
            }
            switch c {
            case "\"", "'": quote = c; started = true
            case " ", "\t":
                if started { words.append(word); word = ""; started = false }
            case "|", ">", "<", "&", ";", "#":
                if started { words.append(word) }
                return words
            default: word.append(c); started = true
            }
        }
        guard quote == nil else { return nil }
        if started { words.append(word) }
        return words
    }

    @Test("the extractor finds fenced, continued and inline command lines, and cuts at shell operators")
    func extractor() {
        let text = """
            Run `hero scenes` or `make run`.
            ```
            $ hero snapshot --scene meals \\
                --at 0,0.5 --out out
            hero bench --json | jq .
            cd somewhere
            ```
            """
        let found = Self.commandLines(text).map(\.arguments)
        #expect(found == [["scenes"], ["snapshot", "--scene", "meals", "--at", "0,0.5", "--out", "out"], ["bench", "--json"]])
        #expect(Self.split("hero snapshot --do \"tap 10 10; key escape\" --at 1") == ["hero", "snapshot", "--do", "tap 10 10; key escape", "--at", "1"])
    }

    @Test("every hero command line in README.md and Docs/ parses")
    func everyLineParses() throws {
        var checked = 0
        var failures: [String] = []
        var environment = ProcessInfo.processInfo.environment
        environment["HERO_PARSE_ONLY"] = "1"
        for file in try Self.documents() {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (line, arguments) in Self.commandLines(text) {
                let result = try ExitCodeTests.hero(arguments, environment: environment)
                checked += 1
                if result.code != 0 { failures.append("\(file.lastPathComponent): \(line)\n  \(result.errors)") }
            }
        }
        #expect(checked >= 20, "only \(checked) command lines found")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
