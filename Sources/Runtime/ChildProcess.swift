#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Programs the program starts (ffmpeg for `--video`, `xrdb` and `gsettings` at the window's start)
/// run in a process group of their own, so that stopping one stops whatever it started too: a
/// helper that leaves a grandchild holding its output pipe cannot keep the caller waiting, because
/// the wait has a deadline after which the whole group is killed and the pipe abandoned.
public enum ChildProcess {
    /// A started program: its process id, which is also its process group's id.
    public struct Running: Sendable {
        /// Its process id (and process group id).
        public let pid: pid_t
    }

    /// How a program ended.
    public enum Ending: Sendable, Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal (this number) killed it.
        case signalled(Int32)

        /// "exited with status 1", "was killed by signal 9".
        public var phrase: String {
            switch self {
            case .exited(let s): return "exited with status \(s)"
            case .signalled(let s): return "was killed by signal \(s)"
            }
        }
    }

    /// Why a program could not be started.
    public struct StartFailure: Error, Sendable, CustomStringConvertible {
        /// Why it could not start, in a phrase.
        public var description: String
    }

    /// Starts `executable` (an absolute path) with `arguments`, in a new process group, with default
    /// signal handling (SIGPIPE included, which this program ignores). Each of `input`, `output` and
    /// `errors` is a descriptor to give the program as its standard stream, or nil for `/dev/null`.
    public static func start(_ executable: String, _ arguments: [String], input: Int32? = nil, output: Int32? = nil,
                             errors: Int32? = nil) throws(StartFailure) -> Running {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, source) in [(Int32(0), input), (1, output), (2, errors)] {
            if let source {
                posix_spawn_file_actions_adddup2(&actions, source, target)
            } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard status == 0 else {
            throw StartFailure(description: "cannot start \(executable): \(String(cString: strerror(status)))")
        }
        return Running(pid: pid)
    }

    /// Waits for `process` to end.
    public static func wait(_ process: Running) -> Ending {
        var status: Int32 = 0
        while waitpid(process.pid, &status, 0) < 0 {
            if errno != EINTR { return .signalled(SIGKILL) }
        }
        return ending(status)
    }

    /// Sends `signal` to `process` and everything in its group.
    public static func signalGroup(_ process: Running, _ signal: Int32 = SIGKILL) {
        _ = kill(-process.pid, signal)
    }

    /// Runs `executable` with `arguments` and returns what it printed (at most `limit` bytes) and
    /// how it ended, or nil when it could not start or did not finish within `timeout` seconds: then
    /// its whole process group is killed and its output abandoned, whoever still holds the pipe.
    public static func capture(_ executable: String, _ arguments: [String], timeout: Double, limit: Int = 1 << 20) -> (output: [UInt8], ending: Ending)? {
        guard let ends = closeOnExecPipe() else { return nil }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        let running: Running
        do {
            running = try start(executable, arguments, output: writeEnd)
        } catch {
            close(writeEnd)
            return nil
        }
        close(writeEnd)
        let deadline = monotonicSeconds() + timeout
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var ended: Ending?
        var pipeClosed = false
        /// Reads what is there; false at end of file or on an error.
        func readAvailable() -> Bool {
            let n = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if n < 0 { return errno == EINTR }
            if n == 0 { return false }
            if output.count < limit { output += buffer[0..<min(n, limit - output.count)] }
            return true
        }
        while ended == nil || !pipeClosed {
            let left = deadline - monotonicSeconds()
            if left <= 0 { break }
            if ended == nil {
                var status: Int32 = 0
                if waitpid(running.pid, &status, WNOHANG) == running.pid { ended = ending(status) }
            }
            // Polled in slices of at most 20 ms, so the program's exit is seen while something it
            // started still holds the pipe open.
            var poller = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(left * 1000, 20).rounded(.up)))
            if ready < 0 { if errno == EINTR { continue }; break }
            if ready > 0 {
                if !readAvailable() { pipeClosed = true }
            } else if ended != nil {
                // The program has exited and nothing more came within a slice: what it wrote is read,
                // whoever still holds the pipe.
                break
            }
        }
        // Whatever the program left running goes with it.
        signalGroup(running)
        if ended == nil {
            _ = wait(running)
            return nil
        }
        return (output, ended!)
    }

    /// The executable `name` in the folders of `PATH` (or `/usr/bin:/bin`), or nil.
    public static func locate(_ name: String, path: String?) -> String? {
        for folder in (path ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if access(candidate, X_OK) == 0, InputFile.problem(candidate) == nil { return candidate }
        }
        return nil
    }

    /// A pipe whose two ends are closed in programs started (each program gets only what `start`
    /// hands it): [read end, write end], or nil.
    public static func closeOnExecPipe() -> [Int32]? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return ends
    }

    private static func ending(_ status: Int32) -> Ending {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }

    private static func monotonicSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
