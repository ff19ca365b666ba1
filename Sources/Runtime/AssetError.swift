/// An asset (image, data file, font) that is missing or unreadable: the program exits with code 3
/// and this message, which names the file and what is wrong with it.
public struct AssetError: Error, Sendable, CustomStringConvertible {
    /// The file concerned, as the program was given or found it.
    public var path: String
    /// What is wrong with it, in a few words ("missing", "not a PNG or JPEG file", ...).
    public var problem: String

    /// An error naming `path` and `problem`.
    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    /// `asset error: PATH: PROBLEM`, the line the program prints before exiting with code 3.
    public var description: String { "asset error: \(path): \(problem)" }
}
