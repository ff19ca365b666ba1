import Foundation
import Runtime

/// Checks the files `hero snapshot` writes before it renders anything, and reads script files within
/// their size limit: an unusable path is a usage error (exit 2) naming the flag and the path.
enum OutputPaths {
    /// Makes the folder `path` when missing and proves that a file can be written in it.
    static func prepareFolder(_ path: String, flag: String) throws {
        guard !path.isEmpty else { throw HeroError.usage("\(flag) is empty: name a folder") }
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) {
            guard isDir.boolValue else { throw HeroError.usage("\(flag) \(InputLimits.quoted(path)) is a file, not a folder") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw HeroError.usage("\(flag): cannot make the folder \(InputLimits.quoted(path)): \(reason(error))")
            }
        }
        try probe(folder: path, flag: flag, shown: path)
    }

    /// `path` names a file that can be written: not empty, not a folder, in an existing folder that
    /// takes a new file.
    static func checkFile(_ path: String, flag: String) throws {
        guard !path.isEmpty else { throw HeroError.usage("\(flag) is empty: name a file") }
        guard !path.hasSuffix("/") else { throw HeroError.usage("\(flag) \(InputLimits.quoted(path)) ends in '/': name a file, not a folder") }
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw HeroError.usage("\(flag) \(InputLimits.quoted(path)) is a folder, not a file")
        }
        let folder = (path as NSString).deletingLastPathComponent
        let parent = folder.isEmpty ? "." : folder
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDir), isDir.boolValue else {
            throw HeroError.usage("\(flag) \(InputLimits.quoted(path)): the folder \(InputLimits.quoted(parent)) does not exist")
        }
        try probe(folder: parent, flag: flag, shown: path)
        do {
            _ = try OutputFile.destination(path)
        } catch {
            throw HeroError.usage("\(flag): \(error)")
        }
    }

    /// Writes and removes a small file in `folder`: the only sure test (permissions, read-only file
    /// systems, /proc, running as root).
    private static func probe(folder: String, flag: String, shown: String) throws {
        let file = (folder as NSString).appendingPathComponent(".hero-write-check-\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: file, contents: Data()) else {
            throw HeroError.usage("\(flag) \(InputLimits.quoted(shown)): cannot write in the folder \(InputLimits.quoted(folder))")
        }
        try? FileManager.default.removeItem(atPath: file)
    }

    /// The text of the script file `path`: at most `InputLimits.scriptBytes` bytes of UTF-8 (read no
    /// further, so `/dev/zero` is refused rather than read for ever).
    static func readScript(_ path: String) throws -> String {
        try readText(path, what: "the script file")
    }

    /// The text of the file `path` (`what` names it in messages: "the script file"): a regular file
    /// (a FIFO or device is refused before it is opened) of at most `InputLimits.scriptBytes` bytes
    /// of UTF-8. Usage errors (exit 2) otherwise.
    static func readText(_ path: String, what: String) throws -> String {
        if let problem = InputFile.problem(path) {
            throw HeroError.usage("\(what) \(InputLimits.quoted(path)) \(problem)")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw HeroError.usage("cannot read \(what) \(InputLimits.quoted(path))")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: InputLimits.scriptBytes + 1) ?? Data()
        } catch {
            throw HeroError.usage("cannot read \(what) \(InputLimits.quoted(path)): \(reason(error))")
        }
        guard data.count <= InputLimits.scriptBytes else {
            throw HeroError.usage("\(what) \(InputLimits.quoted(path)) is larger than \(InputLimits.scriptBytes) bytes")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw HeroError.usage("\(what) \(InputLimits.quoted(path)) is not UTF-8 text")
        }
        return text
    }

    private static func reason(_ error: Error) -> String {
        let e = error as NSError
        if let underlying = e.userInfo[NSUnderlyingErrorKey] as? NSError { return underlying.localizedDescription }
        return e.localizedDescription
    }
}

/// A trace written a line at a time to a temporary file of its own beside `path` (`OutputFile`),
/// renamed over `path` by `finish`; removed if the run stops before (`discard`). Runs sharing one
/// `--trace` path each write their own temporary file.
final class TraceFile {
    let path: String
    let partPath: String
    private var handle: FileHandle?

    init(path: String) throws {
        self.path = path
        let (temporary, descriptor) = try OutputFile.temporary(for: path)
        partPath = temporary
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    func append(_ line: String) throws {
        guard let handle else { return }
        try OutputFile.writeAll(Array((line + "\n").utf8), to: handle.fileDescriptor, naming: path)
    }

    func finish() throws {
        try? handle?.close()
        handle = nil
        try OutputFile.commit(partPath, to: path)
    }

    /// Removes the partial file unless `finish` moved it.
    func discard() {
        guard handle != nil else { return }
        try? handle?.close()
        handle = nil
        OutputFile.discard(partPath)
    }
}
