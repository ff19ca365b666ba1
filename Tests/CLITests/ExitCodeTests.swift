import Foundation
import Testing

/// The `hero` program's outside, as Docs/CLI.md states it: exit codes and messages for bad input,
/// and the files `snapshot` writes. Runs the binary that `swift build` made beside this test bundle.
@Suite("hero's command-line contract")
struct ExitCodeTests {
    /// Every scene, in the order `hero scenes` lists them (keys 1-5 open them in order).
    static let sceneNames = ["lines", "studio", "meals", "dots", "testcard"]
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The hero executable of the same build configuration as the tests.
    static var binary: URL {
        let bundle = Bundle.main.bundleURL
        for candidate in [bundle.deletingLastPathComponent().appendingPathComponent("hero"),
                          bundle.appendingPathComponent("hero"),
                          root.appendingPathComponent(".build/debug/hero")] where FileManager.default.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
        return root.appendingPathComponent(".build/debug/hero")
    }

    struct Result {
        var code: Int32
        var output: String
        var errors: String
    }

    static func hero(_ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        try run(binary, arguments, environment: environment)
    }

    /// Runs `executable` with `arguments` in `folder` (the package root by default) and collects its
    /// exit status and both streams.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil, in folder: URL? = nil) throws -> Result {
        let p = Process()
        p.executableURL = executable
        p.arguments = arguments
        p.currentDirectoryURL = folder ?? root
        if let environment { p.environment = environment }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(code: p.terminationStatus, output: String(decoding: o, as: UTF8.self), errors: String(decoding: e, as: UTF8.self))
    }

    /// The folder every `temporaryFolder()` of this test process lives in, removed when the process
    /// exits (a test that fails midway leaves nothing behind either).
    static let runFolder: String = {
        let path = NSTemporaryDirectory() + "swifthero-cli-run-\(getpid())-\(UUID().uuidString.prefix(8))"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: ExitCodeTests.runFolder) }
        return path
    }()

    /// A new empty folder for one test's files.
    static func temporaryFolder() -> String {
        let path = runFolder + "/\(UUID().uuidString.prefix(8))"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("usage errors exit 2 with a message naming the problem", arguments: [
        (["--bogus"], "Unknown option '--bogus'"),
        (["snapshot", "--scene", "nope", "--at", "0", "--out", "/tmp/x"], "unknown scene 'nope'"),
        (["snapshot", "--scene", "testcard", "--at", "0", "--out", "/tmp/x", "--size", "0x10"], "--size '0x10'"),
        (["snapshot", "--scene", "testcard", "--at", "0", "--out", "/tmp/x", "--size", "16385x10"], "--size '16385x10'"),
        (["snapshot", "--scene", "testcard", "--at", "1:0:0.1", "--out", "/tmp/x"], "ends before it starts"),
        (["snapshot", "--scene", "testcard", "--at", "0", "--out", "/tmp/x", "--do", "at 0.1 tapp #card"], "script:1:8: unknown event 'tapp'"),
        (["snapshot", "--scene", "testcard", "--at", "0.5", "--out", "/tmp/x", "--do", "at 0.1 tap #nothing"], "script:1:1: no visible element '#nothing'"),
        (["snapshot", "--scene", "testcard", "--at", "0", "--out", "/tmp/x", "--fps", "0"], "--fps"),
        (["bench", "--frames", "0"], "--frames"),
        (["bench", "--list", "10", "--runs", "0"], "--runs must be from 1 to 100"),
        (["bench", "--list", "0"], "--list must be from 1 to 1000000"),
        (["explore"], "--scene NAME, or use --all"),
        (["explore", "--scene", "lines", "--all"], "cannot be used together"),
        (["explore", "--scene", "lines", "--seeds", "0"], "--seeds"),
        (["explore", "--scene", "lines", "--inject-fault", "nope"], "unknown fault 'nope'"),
    ])
    func usage(arguments: [String], message: String) throws {
        let r = try Self.hero(arguments)
        #expect(r.code == 2, "\(arguments): exit \(r.code), \(r.errors)")
        #expect(r.errors.contains(message), "\(r.errors)")
    }

    @Test("a missing assets folder or image exits 3 naming the path")
    func assets() throws {
        let missing = try Self.hero(["snapshot", "--scene", "testcard", "--at", "0", "--out", "/tmp/x", "--assets", "/nonexistent/Assets"])
        #expect(missing.code == 3)
        #expect(missing.errors.contains("/nonexistent/Assets"))
        let empty = Self.temporaryFolder()
        try FileManager.default.createDirectory(atPath: empty + "/Data", withIntermediateDirectories: true)
        let noImage = try Self.hero(["snapshot", "--scene", "testcard", "--at", "0", "--out", "/tmp/x", "--assets", empty])
        #expect(noImage.code == 3)
        #expect(noImage.errors.contains("testcard-photo.png"))
        try FileManager.default.createDirectory(atPath: empty + "/Images", withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: empty + "/Images/testcard-photo.png"))
        let corrupt = try Self.hero(["snapshot", "--scene", "testcard", "--at", "0", "--out", "/tmp/x", "--assets", empty])
        #expect(corrupt.code == 3)
        #expect(corrupt.errors.contains("not a PNG or JPEG file"))
    }

    /// A PNG chunk with its length and CRC-32 (ISO 3309, as PNG computes it).
    static func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        let body = Array(type.utf8) + data
        var c: UInt32 = 0xFFFF_FFFF
        for byte in body {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return be32(UInt32(data.count)) + body + be32(c ^ 0xFFFF_FFFF)
    }

    @Test("an image that lies exits 3 naming the file and the reason, without decoding it", arguments: [
        ("1-bit PNG claiming 50000x50000", "50000x50000 pixels is over the limit of 8192 a side and 32 Mpx"),
        ("SVG saved as .png", "not a PNG or JPEG file (the first bytes are '<svg xml')"),
        ("BMP header claiming 50000x50000", "not a PNG or JPEG file (the first bytes are 42 4d"),
        ("truncated PNG", "truncated PNG: chunk 'IDAT'"),
        ("truncated JPEG", "truncated JPEG: no end-of-image marker"),
    ])
    func lyingImages(kind: String, message: String) throws {
        let folder = Self.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/Data", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Images", withIntermediateDirectories: true)
        let photo = [UInt8](try Data(contentsOf: Self.root.appendingPathComponent("Assets/Images/testcard-photo.png")))
        let bytes: [UInt8]
        switch kind {
        case "1-bit PNG claiming 50000x50000":
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            bytes = signature + Self.pngChunk("IHDR", [0, 0, 0xC3, 0x50, 0, 0, 0xC3, 0x50, 1, 0, 0, 0, 0])
                + Self.pngChunk("IDAT", [UInt8](repeating: 0, count: 40)) + Self.pngChunk("IEND", [])
        case "SVG saved as .png":
            bytes = Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"50000\" height=\"50000\"><rect width=\"1\" height=\"1\"/></svg>".utf8)
        case "BMP header claiming 50000x50000":
            bytes = [0x42, 0x4D, 0x36, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0, 0, 0x50, 0xC3, 0, 0, 0x50, 0xC3, 0, 0, 1, 0, 0x18, 0]
                + [UInt8](repeating: 0, count: 70)
        case "truncated PNG":
            bytes = Array(photo.prefix(photo.count / 2))
        default:
            // A 2x2 JPEG made with ImageMagick, cut inside its scan.
            let hex = "ffd8ffe000104a46494600010100000100010000ffdb004300100b0c0e0c0a100e0d0e1211101318281a181616183123251d283a333d3c3933383740485c4e404457453738506d51575f626768673e4d71797064785c656763ffdb0043011112121815182f1a1a2f634238426363636363636363636363636363636363636363636363636363636363636363636363636363636363636363636363636363ffc00011080002000203012200021101031101ffc4001500010100000000000000000000000000000005ffc40014100100000000000000000000000000000000ffc4001501010100000000000000000000000000000506ffc40014110100000000000000000000000000000000ffda000c03010002110311003f008a00b5e3ffd9"
            let digits = Array(hex)
            let jpeg = stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! }
            bytes = Array(jpeg.dropLast(3))
        }
        let file = folder + "/Images/testcard-photo.png"
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        let r = try Self.hero(["snapshot", "--scene", "testcard", "--at", "0", "--out", folder + "/out", "--assets", folder])
        #expect(r.code == 3, "\(kind): exit \(r.code), \(r.errors)")
        #expect(r.errors.contains(file) && r.errors.contains(message), "\(kind): \(r.errors)")
        #expect(r.errors.split(separator: "\n").count == 1, "\(r.errors)")
    }

    @Test("no display exits 4 and names hero snapshot")
    func noDisplay() throws {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        env["SDL_VIDEODRIVER"] = nil
        let r = try Self.hero(["run", "--scene", "testcard"], environment: env)
        #expect(r.code == 4)
        #expect(r.errors.contains("hero snapshot"))
    }

    @Test("absurd numbers from flags and scripts exit 2 naming the flag or script:LINE:COLUMN, never trap", arguments: [
        (["--at", "0:1:1e-300"], "--at range '0:1:1e-300' has more than 10000 times"),
        (["--at", "0", "--do", "at 0 drag 10 10 by 1e308 0 over 0.1"], "script:1:20: dx must be from -100000 to 100000, found '1e308'"),
        (["--at", "0", "--do", "at 0 drag 10 10 by 5 5 over 1e9"], "script:1:29: a duration in seconds must be at most 3600"),
        (["--at", "0", "--do", "at 0 longpress 10 10 over 1e9"], "script:1:27: a duration in seconds must be at most 3600"),
        (["--at", "0", "--scale", "8", "--do", "at 0 resize 16384 16384"], "script:1:1: resize 16384 16384 at --scale 8 is more than 16384 pixels a side"),
        (["--at", "0", "--scale", "8", "--size", "4000x10"], "--size times --scale is more than 16384 pixels a side"),
        (["--at", "0", "--do", "at 0 tap " + String(repeating: "x", count: 4000)], "found 'xxxxxxxx"),
    ])
    func absurdNumbers(arguments: [String], message: String) throws {
        let dir = Self.temporaryFolder()
        let r = try Self.hero(["snapshot", "--scene", "testcard", "--size", "320x200", "--out", dir] + arguments)
        #expect(r.code == 2, "\(arguments.joined(separator: " ").prefix(100)): exit \(r.code), \(r.errors.prefix(300))")
        #expect(r.errors.contains(message), "\(r.errors.prefix(300))")
        #expect(r.errors.count < 300, "\(r.errors.prefix(300))")
        #expect(r.output.isEmpty, "rendered before the check: \(r.output.prefix(200))")
    }

    @Test("unusable output paths exit 2 naming the flag, before anything is rendered", arguments: [
        (["--out", ""], "--out is empty"),
        (["--out", "/proc/swifthero/out"], "--out: cannot make the folder '/proc/swifthero/out'"),
        (["--out", "/proc"], "--out '/proc': cannot write in the folder '/proc'"),
        (["--filmstrip", "/nonexistent/f.png"], "--filmstrip '/nonexistent/f.png': the folder '/nonexistent' does not exist"),
        (["--trace", "/nonexistent/t.jsonl"], "--trace '/nonexistent/t.jsonl': the folder '/nonexistent' does not exist"),
        (["--trace", "/tmp"], "--trace '/tmp' is a folder, not a file"),
        (["--filmstrip", ""], "--filmstrip is empty"),
        (["--filmstrip", "/proc/f.png"], "cannot write in the folder '/proc'"),
        (["--filmstrip", "/tmp/swifthero-f.png", "--at", "0:10:0.005"], "--filmstrip takes at most 1000 capture times; --at gives 2001"),
    ])
    func outputPaths(arguments: [String], message: String) throws {
        var args = ["snapshot", "--scene", "testcard", "--size", "320x200", "--at", "0:0.5:0.1"]
        if !arguments.contains("--out") { args += ["--out", Self.temporaryFolder()] }
        let r = try Self.hero(args + arguments)
        #expect(r.code == 2, "\(arguments): exit \(r.code), \(r.errors)")
        #expect(r.errors.contains(message), "\(r.errors)")
        #expect(r.output.isEmpty, "rendered before the check: \(r.output.prefix(200))")
    }

    @Test("a script file over 1 MB or with a line over 4096 characters exits 2")
    func scriptSize() throws {
        let dir = Self.temporaryFolder()
        try String(repeating: "at 0 tap 1 1\n", count: 100_000).write(toFile: dir + "/big.txt", atomically: true, encoding: .utf8)
        let big = try Self.hero(["snapshot", "--scene", "testcard", "--at", "0", "--out", dir, "--script", dir + "/big.txt"])
        #expect(big.code == 2 && big.errors.contains("is larger than 1048576 bytes"), "\(big.code) \(big.errors)")
        let endless = try Self.hero(["snapshot", "--scene", "testcard", "--at", "0", "--out", dir, "--script", "/dev/zero"])
        #expect(endless.code == 2 && endless.errors.contains("'/dev/zero' is a character device, not a regular file"), "\(endless.code) \(endless.errors)")
        try ("at 0 tap 1 1\n" + String(repeating: " ", count: 5000) + "\n").write(toFile: dir + "/wide.txt", atomically: true, encoding: .utf8)
        let wide = try Self.hero(["snapshot", "--scene", "testcard", "--at", "0", "--out", dir, "--script", dir + "/wide.txt"])
        #expect(wide.code == 2 && wide.errors.contains("script:2:4097: the line is 5000 characters"), "\(wide.code) \(wide.errors)")
    }

    @Test("a meal id that is not a plain name exits 3 naming the image path, and reads nothing outside Assets")
    func assetNames() throws {
        let folder = Self.temporaryFolder()
        let assets = folder + "/Assets"
        try FileManager.default.copyItem(atPath: Self.root.appendingPathComponent("Assets").path, toPath: assets)
        let data = assets + "/Data/meals.json"
        let text = try String(contentsOfFile: data, encoding: .utf8)
        try text.replacingOccurrences(of: "\"id\": \"drink\"", with: "\"id\": \"../../x\"").write(toFile: data, atomically: true, encoding: .utf8)
        // The file the id points at exists and is a valid image: the check is on the name, not the file.
        try FileManager.default.copyItem(atPath: assets + "/Images/testcard-photo.png", toPath: assets + "/x.png")
        let r = try Self.hero(["snapshot", "--scene", "meals", "--at", "0", "--out", folder + "/out", "--assets", assets])
        #expect(r.code == 3, "exit \(r.code), \(r.errors)")
        #expect(r.errors.contains("Images/meals/../../x.png") && r.errors.contains("not a plain asset name: '..'"), "\(r.errors)")
    }

    @Test("help and scenes exit 0")
    func success() throws {
        let help = try Self.hero(["--help"])
        #expect(help.code == 0 && help.output.contains("snapshot"))
        let scenes = try Self.hero(["scenes"])
        #expect(scenes.code == 0)
        let names = scenes.output.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 1) }
        #expect(names.allSatisfy { $0.count == 2 && !$0[1].isEmpty })
        #expect(names.map { String($0[0]) } == Self.sceneNames)
    }

    @Test("each command's help is its own: snapshot --help and help snapshot mention --at; run --help its keys")
    func perCommandHelp() throws {
        for arguments in [["snapshot", "--help"], ["help", "snapshot"], ["snapshot", "-h"]] {
            let r = try Self.hero(arguments)
            #expect(r.code == 0 && r.output.contains("--at") && r.output.contains("USAGE: hero snapshot"), "\(arguments)")
        }
        let run = try Self.hero(["run", "--help"])
        #expect(run.code == 0 && run.output.contains("USAGE: hero run") && run.output.contains("Keys: 1-5") && run.output.contains("--record"))
        let snapshot = try Self.hero(["snapshot", "--help"])
        #expect(snapshot.output.contains("at T down X Y | move X Y | up X Y") && snapshot.output.contains("at T frame"))
        // An unusable --record path is refused before a window is looked for (exit 2, not 4).
        let record = try Self.hero(["run", "--record", "/nonexistent/session.txt"])
        #expect(record.code == 2 && record.errors.contains("--record '/nonexistent/session.txt': the folder '/nonexistent' does not exist"), "\(record.code) \(record.errors)")
        let explore = try Self.hero(["help", "explore"])
        #expect(explore.code == 0 && explore.output.contains("--seeds"))
    }

    @Test("bench --tree N --json prints the contract's flat fields (nodes, idle_ms, leaf_change_ms, relayout_ms, root_change_ms, bytes_per_node)")
    func benchTreeJSON() throws {
        let r = try Self.hero(["bench", "--tree", "300", "--json"])
        #expect(r.code == 0, "\(r.errors)")
        let json = try #require(r.output.split(separator: "\n").map(String.init).first { $0.hasPrefix("{") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let nodes = try #require(object["nodes"] as? Int)
        #expect(abs(nodes - 300) <= 5, "\(nodes) nodes for --tree 300 (whole rows of 9)")
        for key in ["idle_ms", "leaf_change_ms", "relayout_ms", "root_change_ms", "bytes_per_node"] {
            #expect((object[key] as? Double ?? -1) >= 0, "\(key) in \(json)")
        }
    }

    @Test("bench --list N --json prints the contract's fields; the runs' medians, the frames of one run")
    func benchListJSON() throws {
        let r = try Self.hero(["bench", "--list", "2000", "--frames", "4", "--runs", "2", "--json"])
        #expect(r.code == 0, "\(r.errors)")
        let json = try #require(r.output.split(separator: "\n").map(String.init).first { $0.hasPrefix("{") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["rows"] as? Int == 2000 && object["runs"] as? Int == 2)
        // Four frames of wheel, the throw, 30 settling.
        #expect(object["frames"] as? Int == 35, "\(json)")
        let p50 = try #require(object["p50_ms"] as? Double), p99 = try #require(object["p99_ms"] as? Double)
        let max = try #require(object["max_ms"] as? Double)
        #expect(p50 > 0 && p50 <= p99 && p99 <= max, "\(json)")
        // Lazy: a window's worth of rows alive (15 in view), never the list.
        let alive = try #require(object["nodes_alive_max"] as? Int), visible = try #require(object["visible_rows_max"] as? Int)
        #expect(visible > 0 && alive >= visible && alive <= 2 * visible, "\(json)")
        #expect((object["open_ms"] as? Double ?? -1) > 0 && (object["rss_mb"] as? Double ?? -1) > 0)
    }

    @Test("bench --json reports the contract's fields; --per-frame adds a line per frame, split into views and pixels")
    func bench() throws {
        let r = try Self.hero(["bench", "--scene", "testcard", "--size", "320x200", "--frames", "6", "--json", "--per-frame"])
        #expect(r.code == 0, "\(r.errors)")
        let lines = r.output.split(separator: "\n").map(String.init)
        let json = try #require(lines.first { $0.hasPrefix("{") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["scene"] as? String == "testcard")
        #expect(object["frames"] as? Int == 6)
        let frame = try #require(object["frame_ms"] as? [String: Double])
        #expect(Set(frame.keys) == ["p50", "p99", "max"])
        #expect(frame["p50"]! <= frame["p99"]! && frame["p99"]! <= frame["max"]!)
        for key in ["memcpy_ms", "idle_frame_ms", "peak_rss_mb"] { #expect((object[key] as? Double ?? -1) >= 0, "\(key)") }
        // t=0.000  12.345 ms  (views  1.234, pixels 11.111)  redrew ...
        let frames = lines.filter { $0.hasPrefix("t=") }
        #expect(frames.count == 6)
        for line in frames {
            let numbers = line.split(whereSeparator: { " =(),".contains($0) }).compactMap { Double($0) }
            #expect(numbers.count >= 4, "\(line)")
            if numbers.count >= 4 { #expect(abs(numbers[2] + numbers[3] - numbers[1]) < 0.002, "\(line)") }
            #expect(line.contains("redrew"))
        }
    }

    @Test("snapshot writes one PNG per time, a trace line per frame and a filmstrip; --fps sets the frame step")
    func snapshotFiles() throws {
        let dir = Self.temporaryFolder()
        let script = dir + "/events.txt"
        try "# pause the card, then resize\nat 0.1 key space   # comment after an event\nat 0.2 resize 500 400\n".write(toFile: script, atomically: true, encoding: .utf8)
        let r = try Self.hero(["snapshot", "--scene", "testcard", "--size", "640x400", "--fps", "30", "--script", script,
                               "--at", "0,0.3", "--out", dir, "--trace", dir + "/t.jsonl", "--filmstrip", dir + "/strip.png"])
        #expect(r.code == 0, "\(r.errors)")
        for file in ["testcard-0.000.png", "testcard-0.300.png", "t.jsonl", "strip.png"] {
            #expect(FileManager.default.fileExists(atPath: dir + "/" + file), "\(file) missing")
        }
        let lines = try String(contentsOfFile: dir + "/t.jsonl", encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 10)   // 0, 1/30, ..., 0.3
        #expect(lines.last?.contains("\"size\":[500,400]") == true)
    }

    @Test("explore: a clean sweep prints the contract's JSON and exits 0; a broken engine exits 5 naming scene, seed, invariant and a repro that snapshot replays")
    func explore() throws {
        let clean = try Self.hero(["explore", "--scene", "testcard", "--seeds", "1", "--steps", "3", "--json"])
        #expect(clean.code == 0, "\(clean.errors)")
        #expect(clean.output.hasPrefix("{\"invariants\":[\"continuity\",\"matched\",\"layout\",\"hit\",\"rest\",\"cover\",\"damage\",\"order\",\"slot\"],\"scenes\":{\"testcard\":{\"seeds\":1,\"events\":3,"))

        let dir = Self.temporaryFolder()
        let broken = try Self.hero(["explore", "--scene", "lines", "--seeds", "3", "--steps", "6", "--inject-fault", "stale-layout", "--repro", dir])
        #expect(broken.code == 5, "\(broken.errors)")
        let line = try #require(broken.errors.split(separator: "\n").first { $0.hasPrefix("explore: lines seed ") })
        #expect(line.contains("layout violated at") && line.contains("repro: \(dir)/lines-"))
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix("lines-") }
        let repro = try #require(files.first)
        let replay = try Self.hero(["snapshot", "--scene", "lines", "--script", dir + "/" + repro, "--at", "0,1", "--out", dir])
        #expect(replay.code == 0, "\(replay.errors)")

        // The repro's check line replays the violation with every check (the fault planted again);
        // without the fault the same events break nothing.
        let text = try String(contentsOfFile: dir + "/" + repro, encoding: .utf8)
        let check = try #require(text.split(separator: "\n").first { $0.hasPrefix("# check: hero explore ") })
        let arguments = check.dropFirst("# check: hero ".count).split(separator: " ").map(String.init)
        #expect(arguments.contains("--inject-fault") && arguments.contains(dir + "/" + repro))
        let again = try Self.hero(arguments)
        #expect(again.code == 5 && again.errors.contains("layout violated at"), "\(again.errors)")
        var whole = arguments
        if let i = whole.firstIndex(of: "--inject-fault") { whole.removeSubrange(i...(i + 1)) }
        let fixed = try Self.hero(whole)
        #expect(fixed.code == 0 && fixed.output.contains("no violation"), "\(fixed.errors)")
    }
}
