import Foundation
import Testing

/// Hostile input, second round (Docs/CLI.md, "Limits" and "Exit codes"): special files, streams that
/// cannot be written, low limits, long characters and scripts whose cost grew faster than their size.
/// Every case ends within its deadline with a documented exit code and a message, never a signal, a
/// hang or a replaced special file. Each run goes through `timeout`, so a hang fails instead of blocking.
@Suite("hostile input, round two")
struct HostileInputTests {
    /// Runs `hero` with `arguments` under a shell (`redirect` is appended, such as `> /dev/full`),
    /// killed after `seconds` (exit 137: it was still running).
    static func hero(_ arguments: [String], redirect: String = "", prefix: String = "", seconds: Int = 20) throws -> ExitCodeTests.Result {
        func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let command = "(\(prefix) timeout -s KILL \(seconds) \(quote(ExitCodeTests.binary.path)) \(arguments.map(quote).joined(separator: " ")) \(redirect))"
        // The shell exits with the group's status: the program's own, or 137 when `timeout` killed it
        // (of a pipe, the last command's).
        return try ExitCodeTests.run(URL(fileURLWithPath: "/bin/sh"), ["-c", command])
    }

    static let snapshot = ["snapshot", "--scene", "testcard", "--size", "320x200", "--at", "0"]

    @Test("standard output that cannot be written (full, closed, a reader that left) is exit 2 with the reason, never a trap or a signal")
    func standardOutput() throws {
        let full = try Self.hero(["scenes"], redirect: "> /dev/full")
        #expect(full.code == 2 && full.errors.contains("cannot write to standard output: No space left on device"), "\(full.code) \(full.errors)")
        let closed = try Self.hero(["scenes"], redirect: ">&-")
        #expect(closed.code == 2 && closed.errors.contains("cannot write to standard output"), "\(closed.code) \(closed.errors)")
        let dir = ExitCodeTests.temporaryFolder()
        let piped = try Self.hero(Self.snapshot + ["--out", dir], redirect: "| true")
        // The shell reports the last command of a pipe; the frames are still written.
        #expect(piped.code == 0 && FileManager.default.fileExists(atPath: dir + "/testcard-0.000.png"), "\(piped.code) \(piped.errors)")
        #expect(!piped.errors.contains("Fatal error"), "\(piped.errors)")
    }

    @Test("a FIFO, a device or a dangling link as an output is refused, not replaced; a link to a file is followed", arguments: ["--trace", "--filmstrip"])
    func specialOutputs(flag: String) throws {
        let dir = ExitCodeTests.temporaryFolder()
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        let fifo = try Self.hero(Self.snapshot + ["--out", dir, flag, dir + "/fifo"], seconds: 10)
        #expect(fifo.code == 2 && fifo.errors.contains("is a FIFO (named pipe), not a regular file: it is not replaced"), "\(fifo.code) \(fifo.errors)")
        var st = stat()
        #expect(lstat(dir + "/fifo", &st) == 0 && st.st_mode & S_IFMT == S_IFIFO)
        let device = try Self.hero(Self.snapshot + ["--out", dir, flag, "/dev/null"], seconds: 10)
        #expect(device.code == 2 && device.errors.contains("is a character device"), "\(device.code) \(device.errors)")
        #expect(lstat("/dev/null", &st) == 0 && st.st_mode & S_IFMT == S_IFCHR)
        try FileManager.default.createSymbolicLink(atPath: dir + "/dangling", withDestinationPath: dir + "/nowhere/x")
        let dangling = try Self.hero(Self.snapshot + ["--out", dir, flag, dir + "/dangling"], seconds: 10)
        #expect(dangling.code == 2 && dangling.errors.contains("symbolic link that leads nowhere"), "\(dangling.code) \(dangling.errors)")
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/target"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/target")
        let linked = try Self.hero(Self.snapshot + ["--out", dir, flag, dir + "/link"], seconds: 20)
        #expect(linked.code == 0, "\(linked.code) \(linked.errors)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link") == dir + "/target")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/target")) != Data("old".utf8))
        // Nothing temporary is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix(".") }.isEmpty)
    }

    @Test("runs sharing one --trace each write their own temporary file; every run succeeds and the file is whole")
    func sharedTrace() throws {
        let dir = ExitCodeTests.temporaryFolder()
        let group = DispatchGroup()
        let results = LockedResults()
        for _ in 0..<4 {
            group.enter()
            DispatchQueue.global().async {
                defer { group.leave() }
                let r = try? Self.hero(["snapshot", "--scene", "lines", "--size", "320x200", "--at", "0:0.5:0.05", "--out", dir + "/frames", "--trace", dir + "/t.jsonl"], seconds: 60)
                results.append(r?.code ?? -1)
            }
        }
        group.wait()
        #expect(results.values == [0, 0, 0, 0])
        let lines = try String(contentsOfFile: dir + "/t.jsonl", encoding: .utf8).split(separator: "\n")
        // One line a frame from 0 to 0.5 s at 60 frames a second, each a whole JSON object.
        #expect(lines.count == 31 && lines.allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil })
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix(".") }.isEmpty)
    }

    @Test("script, data, image and font inputs that are FIFOs are refused before they are opened")
    func specialInputs() throws {
        let dir = ExitCodeTests.temporaryFolder()
        #expect(mkfifo(dir + "/script", 0o644) == 0)
        let script = try Self.hero(Self.snapshot + ["--out", dir, "--script", dir + "/script"], seconds: 10)
        #expect(script.code == 2 && script.errors.contains("the script file") && script.errors.contains("is a FIFO"), "\(script.code) \(script.errors)")
        let assets = try FontCheckTests.copiedAssets()
        try FileManager.default.removeItem(atPath: assets + "/Data/lines.json")
        #expect(mkfifo(assets + "/Data/lines.json", 0o644) == 0)
        let data = try Self.hero(["snapshot", "--scene", "lines", "--at", "0", "--out", dir, "--assets", assets], seconds: 10)
        #expect(data.code == 3 && data.errors.contains("lines.json: the data file is a FIFO"), "\(data.code) \(data.errors)")
        let meal = assets + "/Images/meals/drink.png"
        try FileManager.default.removeItem(atPath: meal)
        #expect(mkfifo(meal, 0o644) == 0)
        let image = try Self.hero(["snapshot", "--scene", "meals", "--at", "0", "--out", dir, "--assets", assets], seconds: 10)
        #expect(image.code == 3 && image.errors.contains("drink.png: the image is a FIFO"), "\(image.code) \(image.errors)")
        #expect(mkfifo(assets + "/Fonts/Inter-Regular.otf", 0o644) == 0)
        let font = try Self.hero(["snapshot", "--scene", "testcard", "--at", "0", "--out", dir, "--assets", assets], seconds: 10)
        #expect(font.code == 3 && font.errors.contains("Inter-Regular.otf: the font file is a FIFO"), "\(font.code) \(font.errors)")
    }

    @Test("an open-file limit of 8 is exit 3 naming the limit; a low soft limit under a higher hard one is raised and the run works")
    func openFileLimit() throws {
        let dir = ExitCodeTests.temporaryFolder()
        let low = try Self.hero(Self.snapshot + ["--out", dir], prefix: "prlimit --nofile=8:8")
        #expect(low.code == 3 && low.errors.contains("the open-file limit is 8"), "\(low.code) \(low.errors)")
        let soft = try Self.hero(Self.snapshot + ["--out", dir], prefix: "prlimit --nofile=8:4096")
        #expect(soft.code == 0, "\(soft.code) \(soft.errors)")
    }

    @Test("an unknown key name is a script error; a character of 500,000 combining marks makes a short message")
    func keysAndLongCharacters() throws {
        let dir = ExitCodeTests.temporaryFolder()
        let key = try Self.hero(Self.snapshot + ["--out", dir, "--do", "at 0 key bogus"])
        #expect(key.code == 2 && key.errors.contains("unknown key 'bogus'"), "\(key.code) \(key.errors)")
        try ("at 0 tap #a" + String(repeating: "\u{301}", count: 500_000) + "\n").write(toFile: dir + "/long.txt", atomically: true, encoding: .utf8)
        let long = try Self.hero(Self.snapshot + ["--out", dir, "--script", dir + "/long.txt"])
        #expect(long.code == 2 && long.errors.utf8.count < 2000, "\(long.code) \(long.errors.utf8.count) bytes")
    }

    @Test("run checks --size times --scale before it looks for a display")
    func runSizeTimesScale() throws {
        let r = try Self.hero(["run", "--size", "16384x16384", "--scale", "8"], prefix: "DISPLAY= WAYLAND_DISPLAY=")
        #expect(r.code == 2 && r.errors.contains("--size times --scale is more than 16384 pixels a side"), "\(r.code) \(r.errors)")
    }

    @Test("scripts at the size limit end within seconds: 8,000 overlapping drags, 60,000 taps, 35,000 resizes in 3.5 s", arguments: ["drags", "taps", "resizes"])
    func costlyScripts(kind: String) throws {
        let dir = ExitCodeTests.temporaryFolder()
        let lines: [String]
        switch kind {
        case "drags": lines = (0..<8000).map { "at \(Double($0) * 0.0001) drag 100 100 by 50 50 over 2" }
        case "taps": lines = Array(repeating: "at 1 tap 5 5", count: 60_000)
        default: lines = (0..<35_000).map { "at \(Double($0) * 0.0001) resize \(400 + $0 % 2) 400" }
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: dir + "/s.txt", atomically: true, encoding: .utf8)
        // A debug build is several times slower than the program users run; the deadline allows it.
        let r = try Self.hero(["snapshot", "--scene", "testcard", "--size", "320x200", "--at", "4", "--out", dir, "--script", dir + "/s.txt"], seconds: 60)
        #expect(r.code == 0, "\(kind): \(r.code) \(r.errors.prefix(300))")
    }
}

/// Exit codes gathered from several threads.
final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var codes: [Int32] = []
    func append(_ code: Int32) { lock.lock(); codes.append(code); lock.unlock() }
    var values: [Int32] { lock.lock(); defer { lock.unlock() }; return codes.sorted() }
}
