#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ViewTree

/// Every file the program writes (PNG frames, filmstrips, traces, recorded sessions, videos,
/// repros, icons) is written to a temporary file of its own in the destination's folder and renamed
/// over the destination only when it is complete. The destination must be missing or a regular file:
/// a device, FIFO, socket or folder is refused, never replaced (as root, `--trace /dev/stdout` would
/// otherwise replace `/dev/stdout`). A symbolic link is followed: its target is written and the link
/// stays; a link that leads nowhere is refused. Two runs writing one path each use their own
/// temporary file, so the last to finish wins and neither loses its file half-way.
public enum OutputFile {
    /// Why a file could not be written, naming it.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// Why the file cannot be written, in a phrase naming it.
        public var description: String
        /// A failure saying `description`.
        public init(_ description: String) { self.description = description }
    }

    /// The path a write to `path` replaces: `path`, or where its symbolic links lead. Throws when that
    /// exists and is not a regular file, or when a link leads nowhere.
    public static func destination(_ path: String) throws(Failure) -> String {
        var st = stat()
        if lstat(path, &st) != 0 {
            let code = errno
            if code == ENOENT { return path }
            throw Failure("cannot inspect \(InputLimits.quoted(path)): \(String(cString: strerror(code)))")
        }
        var target = path
        if FileKind(mode: st.st_mode) == .symbolicLink {
            guard stat(path, &st) == 0, let resolved = realpath(path, nil) else {
                throw Failure("\(InputLimits.quoted(path)) is a symbolic link that leads nowhere: not written")
            }
            target = String(cString: resolved)
            free(resolved)
        }
        let kind = FileKind(mode: st.st_mode)
        guard kind == .regular else {
            throw Failure("\(InputLimits.quoted(path)) is \(kind.phrase), not a regular file: it is not replaced")
        }
        return target
    }

    /// A new temporary file beside `path`'s destination, named `.NAME.XXXXXX` (plus `suffix`, which
    /// tools that choose a format by the extension need), open for writing with the permissions a new
    /// file gets. Write it, then `commit` it (or `discard` it).
    public static func temporary(for path: String, suffix: String = "") throws(Failure) -> (path: String, descriptor: Int32) {
        let target = try destination(path)
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[..<$0]) } ?? "."
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let template = (slash == nil ? "" : folder + "/") + "." + String(name.prefix(100)) + ".XXXXXX" + suffix
        var bytes = Array(template.utf8CString)
        let fd = bytes.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, Int32(suffix.utf8.count)) }
        guard fd >= 0 else {
            let code = errno
            throw Failure("cannot write in the folder \(InputLimits.quoted(folder.isEmpty ? "/" : folder)): \(String(cString: strerror(code)))")
        }
        _ = fchmod(fd, 0o666 & ~currentUmask)
        return (String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), fd)
    }

    /// Renames the finished `temporary` over `path`'s destination, checked again (it may have become
    /// a FIFO meanwhile). On failure the temporary file is removed.
    public static func commit(_ temporary: String, to path: String) throws(Failure) {
        do throws(Failure) {
            let target = try destination(path)
            guard rename(temporary, target) == 0 else {
                let code = errno
                throw Failure("cannot write \(InputLimits.quoted(path)): \(String(cString: strerror(code)))")
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Removes an unfinished temporary file.
    public static func discard(_ temporary: String) { unlink(temporary) }

    /// Writes `bytes` to `path` as described above. Throws naming the path and the system's reason
    /// (a full disk, a read-only folder) with nothing left behind.
    public static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws(Failure) {
        let (temporary, fd) = try self.temporary(for: path)
        do throws(Failure) {
            try writeAll(bytes, to: fd, naming: path)
            guard close(fd) == 0 else {
                let code = errno
                throw Failure("cannot write \(InputLimits.quoted(path)): \(String(cString: strerror(code)))")
            }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        try commit(temporary, to: path)
    }

    /// `write` for an array of bytes.
    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let result: Result<Void, Failure> = bytes.withUnsafeBytes { raw in
            do throws(Failure) { try write(raw, to: path); return .success(()) } catch { return .failure(error) }
        }
        try result.get()
    }

    /// `write` for text (UTF-8).
    public static func write(_ text: String, to path: String) throws(Failure) {
        try write(Array(text.utf8), to: path)
    }

    /// `writeAll` for an array of bytes.
    public static func writeAll(_ bytes: [UInt8], to fd: Int32, naming path: String) throws(Failure) {
        let reason = bytes.withUnsafeBytes { StandardStreams.writeAll(fd, $0) }
        if let reason { throw Failure("cannot write \(InputLimits.quoted(path)): \(String(cString: strerror(reason)))") }
    }

    /// Writes every byte to `fd` (retrying short writes and interruptions).
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32, naming path: String) throws(Failure) {
        if let reason = StandardStreams.writeAll(fd, bytes) {
            throw Failure("cannot write \(InputLimits.quoted(path)): \(String(cString: strerror(reason)))")
        }
    }

    /// The process's file-creation mask, read once from `/proc/self/status` (setting it to read it
    /// would race with other threads creating files); 022 when it cannot be read.
    private static let currentUmask: mode_t = {
        guard let file = fopen("/proc/self/status", "r") else { return 0o022 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("Umask:"), let mask = mode_t(String(text.dropFirst(6).filter { !$0.isWhitespace }), radix: 8) {
                return mask
            }
        }
        return 0o022
    }()
}

