import Foundation
import Rendering

/// The program's Assets folder: images by name (decoded once, shared by reference) and JSON data.
@MainActor
public final class AssetLibrary {
    /// The Assets folder itself.
    public let root: URL
    private let codec: ImageCodec
    private var images: [String: ImageAsset] = [:]
    /// When true, data listing one id twice is accepted (the engine must then keep the views apart);
    /// false, as the program has it, refuses it with both places named. Tests set it.
    public var acceptsRepeatedIDs = false

    /// A library reading from the Assets folder `root`, decoding images with `codec`.
    public init(root: URL, codec: ImageCodec) {
        self.root = root
        self.codec = codec
    }

    /// The image at `Assets/<relativePath>`, decoded on first use. The path is made of plain names
    /// (no '..', '.', empty or absolute parts): names read from data files (a meal's id) cannot reach
    /// outside the Assets folder.
    public func image(_ relativePath: String) throws -> ImageAsset {
        if let cached = images[relativePath] { return cached }
        let path = root.appendingPathComponent(relativePath).path
        try Self.checkPlain(relativePath, path: path)
        guard FileManager.default.fileExists(atPath: path) else { throw AssetError(path: path, problem: "no such file") }
        let asset = ImageAsset(name: relativePath, pixmap: try codec.decode(path: path))
        images[relativePath] = asset
        return asset
    }

    /// Throws unless every '/'-separated part of `relativePath` is a plain file or folder name.
    public nonisolated static func checkPlain(_ relativePath: String, path: String) throws {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard let bad = parts.first(where: { $0.isEmpty || $0 == "." || $0 == ".." || $0.contains("\0") }) else { return }
        let what = bad.isEmpty ? "an empty or absolute part" : "'\(bad)'"
        throw AssetError(path: String(path.prefix(200)),
                         problem: "not a plain asset name: \(what) in \(InputLimits.quoted(relativePath)) (names in data files may not contain '/' or '..')")
    }

    /// Decodes `Assets/<relativePath>` as JSON into `T` (see `decode`).
    public func data<T: Decodable>(_ relativePath: String, as type: T.Type) throws -> T {
        let url = root.appendingPathComponent(relativePath)
        let fm = FileManager.default
        if let problem = InputFile.problem(url.path) {
            throw AssetError(path: url.path, problem: problem == .missing ? "no such file" : "the data file \(problem)")
        }
        if let size = (try? fm.attributesOfItem(atPath: url.path))?[.size] as? Int, size > DataLimits.fileBytes {
            throw AssetError(path: url.path, problem: "the file has \(size) bytes, over the limit of \(DataLimits.fileBytes)")
        }
        guard let bytes = fm.contents(atPath: url.path) else {
            throw AssetError(path: url.path, problem: fm.fileExists(atPath: url.path) ? "cannot be read" : "no such file")
        }
        return try Self.decode(bytes, as: T.self, path: url.path, uniqueIDs: !acceptsRepeatedIDs)
    }

    /// Decodes `bytes`, the contents of the data file at `path` (for messages), as JSON into `T`, then
    /// checks `T`'s limits when it is `BoundedData`. Throws `AssetError` naming `path` and the cause:
    /// a file over `DataLimits.fileBytes`, JSON that does not decode, a field beyond its limit.
    /// Pure (no file access, no actor): the fuzzer and tests call it directly.
    public nonisolated static func decode<T: Decodable>(_ bytes: Data, as type: T.Type, path: String, uniqueIDs: Bool = true) throws -> T {
        guard bytes.count <= DataLimits.fileBytes else {
            throw AssetError(path: path, problem: "the file has \(bytes.count) bytes, over the limit of \(DataLimits.fileBytes)")
        }
        let value: T
        do {
            value = try JSONDecoder().decode(T.self, from: bytes)
        } catch {
            throw AssetError(path: path, problem: "not valid data: \(Self.describe(error))")
        }
        if let bounded = value as? any BoundedData {
            do { try bounded.checkLimits() } catch {
                throw AssetError(path: path, problem: "over a data limit: \(error) (Docs/CLI.md, Limits)")
            }
            if uniqueIDs {
                do { try bounded.checkIdentity() } catch {
                    throw AssetError(path: path, problem: "not valid data: \(error)")
                }
            }
        }
        return value
    }

    /// A decoding error in one line: where (`meals[2].name`) and what, at most ~300 characters.
    nonisolated static func describe(_ error: Error) -> String {
        func place(_ path: [CodingKey]) -> String {
            let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.hasPrefix(".") ? String(text.dropFirst()) : (text.isEmpty ? "the top level" : text)
        }
        let text: String
        switch error as? DecodingError {
        case .typeMismatch(let type, let c)?: text = "\(place(c.codingPath)): expected \(type)"
        case .valueNotFound(let type, let c)?: text = "\(place(c.codingPath)): no \(type) value"
        case .keyNotFound(let key, let c)?: text = "\(place(c.codingPath + [key])): missing"
        case .dataCorrupted(let c)?: text = "\(place(c.codingPath)): \(c.underlyingError.map { "\($0)" } ?? c.debugDescription)"
        default: text = String(describing: error)
        }
        return text.count > 300 ? String(text.prefix(300)) + "…" : text
    }
}

/// Finds the Assets folder: the one named by `--assets` (then only that), otherwise the installed
/// `../share/swifthero` beside the executable's folder, or an `Assets` folder next to the executable or
/// in any folder above it (the package root in a development checkout).
public enum AssetLocator {
    /// The Assets folder: `explicit` if given (it must exist), else the nearest `Assets` folder
    /// beside or above the executable. Throws `AssetError` when there is none.
    public static func locate(explicit: String?, executablePath: String = CommandLine.arguments.first ?? "") throws -> URL {
        let fm = FileManager.default
        if let explicit {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: explicit, isDirectory: &isDir) else { throw AssetError(path: explicit, problem: "no such folder") }
            guard isDir.boolValue else { throw AssetError(path: explicit, problem: "not a folder") }
            return URL(fileURLWithPath: explicit, isDirectory: true).standardizedFileURL
        }
        var candidates: [URL] = []
        let exe = URL(fileURLWithPath: (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? executablePath)
        var dir = exe.deletingLastPathComponent()
        // An installed program (`make install PREFIX=...`): PREFIX/bin/hero reads PREFIX/share/swifthero.
        candidates.append(dir.deletingLastPathComponent().appendingPathComponent("share/swifthero"))
        for _ in 0..<8 {
            candidates.append(dir.appendingPathComponent("Assets"))
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
        }
        candidates.append(URL(fileURLWithPath: fm.currentDirectoryPath).appendingPathComponent("Assets"))
        for c in candidates {
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: c.appendingPathComponent("Data").path, isDirectory: &isDir), isDir.boolValue {
                return c.standardizedFileURL
            }
        }
        throw AssetError(path: candidates.dropFirst().first?.path ?? "Assets",
                         problem: "no Assets folder next to the program or above it; name one with --assets DIR")
    }
}
