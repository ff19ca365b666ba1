/// The documented limits on the scene data files (`Assets/Data/*.json`), checked as each file is
/// decoded (`AssetLibrary.data`): a file beyond one is exit 3 naming the file, the field and the limit.
/// README.md ("Limits") lists them. They keep a hostile or mistaken data file from asking for
/// unbounded views, layout work or text shaping.
public enum DataLimits {
    /// The largest data file, bytes.
    public static let fileBytes = 1_048_576
    /// Identifiers, icon and colour names, characters.
    public static let identifierCharacters = 80
    /// Titles, names, tag lines and the text of a pill, characters.
    public static let shortTextCharacters = 200
    /// Descriptions and other paragraphs, characters.
    public static let longTextCharacters = 10_000
    /// The most meals, studio cards or overview lines in a file.
    public static let listCount = 64
    /// The most items in one overview line.
    public static let itemsPerLine = 16
    /// The dots board's rows and columns, each.
    public static let boardSides = 1...50

    /// Throws unless `value` has at most `maximum` characters. `field` names it (`meals[2].name`).
    public static func text(_ value: String, _ field: String, maximum: Int) throws(DataLimitError) {
        // A cheap bound first: a string of at most `maximum` UTF-8 bytes has at most that many characters.
        guard value.utf8.count > maximum else { return }
        let count = value.count
        guard count > maximum else { return }
        throw DataLimitError("\(field) has \(count) characters, over the limit of \(maximum)")
    }

    /// Throws when two of `values` are equal: `field(i)` names the i-th (`meals[3].id`). Views are
    /// identified by these values, so data that lists one twice is refused with both places named.
    public static func unique<T: Hashable & CustomStringConvertible>(_ values: [T], _ field: (Int) -> String) throws(DataLimitError) {
        var first: [T: Int] = [:]
        for (i, v) in values.enumerated() {
            if let j = first.updateValue(i, forKey: v) {
                throw DataLimitError("\(field(i)) \(InputLimits.quoted(v.description)) repeats \(field(j)); each must be unique")
            }
        }
    }

    /// Throws unless `count` (of `what`, plural: "meals") is in `range`.
    public static func count(_ count: Int, _ what: String, in range: ClosedRange<Int>) throws(DataLimitError) {
        guard !range.contains(count) else { return }
        throw DataLimitError("\(count) \(what) is outside the limit of \(range.lowerBound) to \(range.upperBound)")
    }
}

/// A data value beyond a `DataLimits` limit: which field and which limit.
public struct DataLimitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which field is beyond its limit, and the limit.
    public var description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}

/// Decoded scene data whose sizes are checked against `DataLimits` right after decoding.
public protocol BoundedData: Decodable {
    /// Throws for the first field beyond its limit (or otherwise unusable, such as a cell outside
    /// the board).
    func checkLimits() throws(DataLimitError)
    /// Throws when two items that identify views (meals, cards, lines) share an id. Kept apart from
    /// `checkLimits` so that tests can hand the engine repeated ids (`AssetLibrary.acceptsRepeatedIDs`).
    func checkIdentity() throws(DataLimitError)
}

extension BoundedData {
    public func checkIdentity() throws(DataLimitError) {}
}
