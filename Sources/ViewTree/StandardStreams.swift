#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Writing to standard output and standard error without ever trapping.
///
/// Foundation's `FileHandle.write(_:)` traps when the write fails: a stream redirected to `/dev/full`,
/// a closed descriptor, a pipe whose reader left (SIGPIPE is ignored, so the write fails with EPIPE);
/// `print` ignores the failure, so a command would report success with its output lost. These write
/// to the descriptors themselves (no buffer, so nothing is reordered or lost at exit) and remember the
/// first failure on standard output for `outputFailure`. The `hero` program writes through these only.
public enum StandardStreams {
    /// Writes `text` to standard output. False when it could not be written.
    @discardableResult
    public static func output(_ text: String) -> Bool {
        if let reason = writeAll(1, text) {
            firstOutputFailure.withLock { if $0 == nil { $0 = reason } }
            return false
        }
        return true
    }

    /// `output` with a newline after `text` (what `print` writes).
    @discardableResult
    public static func line(_ text: String) -> Bool { output(text + "\n") }

    /// Writes `text` to standard error. False when it could not be written (nothing else can be done).
    @discardableResult
    public static func error(_ text: String) -> Bool { writeAll(2, text) == nil }

    /// nil when everything written to standard output through `output` arrived, otherwise the
    /// system's reason for the first write that did not (`No space left on device`, `Broken pipe`).
    public static func outputFailure() -> String? { firstOutputFailure.withLock { $0 } }

    private static let firstOutputFailure = Mutex<String?>(nil)

    /// Writes every byte of `text` to `fd`; nil, or the reason it stopped.
    private static func writeAll(_ fd: Int32, _ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes in writeAll(fd, UnsafeRawBufferPointer(bytes)).map { String(cString: strerror($0)) } }
    }

    /// Writes every byte of `bytes` to the descriptor `fd`, retrying short writes and interruptions;
    /// nil, or the `errno` of the write that failed (EPIPE when the reader has gone).
    public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                let code = errno
                if code == EINTR { continue }
                return code
            }
            offset += n
        }
        return nil
    }
}
