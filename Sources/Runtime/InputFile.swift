#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Files the program reads (scripts, data, images, fonts, the known-violations list) are regular
/// files, checked before they are opened: opening a FIFO blocks until a writer comes (for ever when
/// none does), and a device (`/dev/zero`, `/dev/urandom`) never ends. A symbolic link is followed.
public enum InputFile {
    /// Why a path cannot be read as a file. `description` is a message fragment that follows the
    /// file's name: "does not exist", "is a FIFO (named pipe), not a regular file", ...
    public enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// Nothing is at the path.
        case missing
        /// Something is there but cannot be read; the system's reason.
        case unreadable(String)
        /// It is not a regular file (a directory, a device, ...).
        case notRegular(FileKind)

        /// "does not exist", "cannot be read (reason)", "is a directory, not a regular file".
        public var description: String {
            switch self {
            case .missing: return "does not exist"
            case .unreadable(let reason): return "cannot be read (\(reason))"
            case .notRegular(let kind): return "is \(kind.phrase), not a regular file"
            }
        }
    }

    /// nil when `path` (after symbolic links) is a regular file; otherwise why not.
    public static func problem(_ path: String) -> Problem? {
        var st = stat()
        guard stat(path, &st) == 0 else {
            let code = errno
            return code == ENOENT ? .missing : .unreadable(String(cString: strerror(code)))
        }
        let kind = FileKind(mode: st.st_mode)
        return kind == .regular ? nil : .notRegular(kind)
    }
}

/// What a path names, from its `stat` mode.
public enum FileKind: Sendable, Equatable {
    /// A regular file.
    case regular
    /// A directory.
    case directory
    /// A named pipe.
    case fifo
    /// A Unix socket.
    case socket
    /// A character device (a terminal, `/dev/null`).
    case characterDevice
    /// A block device (a disk).
    case blockDevice
    /// A symbolic link (seen without following it).
    case symbolicLink
    /// Anything else.
    case other

    /// The kind a `stat` mode's file-type bits (`S_IFMT`) say.
    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }

    /// "a folder", "a FIFO (named pipe)", ...
    public var phrase: String {
        switch self {
        case .regular: return "a regular file"
        case .directory: return "a folder"
        case .fifo: return "a FIFO (named pipe)"
        case .socket: return "a socket"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .symbolicLink: return "a symbolic link"
        case .other: return "a special file"
        }
    }
}
