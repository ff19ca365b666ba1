/// An asset (image, data file, font) that is missing or unreadable: the program exits with code 3
/// and this message, which names the file and what is wrong with it.
public struct AssetError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var problem: String

    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    public var description: String { "asset error: \(path): \(problem)" }
}
