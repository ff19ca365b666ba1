import Foundation
import Testing

/// Issue 16's exports and CLI: `snapshot --video`, the parallel PNG export, `hero elements`, the
/// nearest ids of an unknown `#ID`, completions, `hero icon`, `run --scale`.
@Suite("exports, elements, completions")
struct ExportCLITests {
    typealias CLI = ExitCodeTests

    /// Runs `executable` with `arguments`; stdout and stderr together.
    static func run(_ executable: String, _ arguments: [String]) throws -> (code: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func ffprobeDuration(_ path: String) throws -> Double? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        p.arguments = ["-v", "error", "-show_entries", "format=duration", "-of", "default=nw=1:nk=1", path]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test("--video out.mp4 of meals' demo: ffprobe reads it, lasting every frame from 0 to 3 s at --fps",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ffprobe")), .timeLimit(.minutes(2)))
    func video() throws {
        let dir = CLI.temporaryFolder()
        let video = dir + "/out.mp4"
        let r = try CLI.hero(["snapshot", "--scene", "meals", "--demo", "--size", "640x400", "--fps", "30", "--video", video])
        #expect(r.code == 0, "\(r.errors)")
        #expect(r.output.contains(video))
        // 0...3 s at 30 fps: 91 frames, 91/30 s.
        let duration = try #require(try Self.ffprobeDuration(video))
        #expect(abs(duration - 91.0 / 30) < 0.05, "duration \(duration)")
    }

    @Test("--video: another extension is a usage error; no ffmpeg is exit 3 naming the package; a failing ffmpeg is exit 1 with its message, no hang",
          .timeLimit(.minutes(1)))
    func videoErrors() throws {
        let dir = CLI.temporaryFolder()
        let base = ["snapshot", "--scene", "testcard", "--size", "64x48", "--at", "0:0.5:0.1"]
        let avi = try CLI.hero(base + ["--video", dir + "/x.avi"])
        #expect(avi.code == 2 && avi.errors.contains(".mp4, .webm or .gif"), "\(avi.errors)")
        let none = try CLI.hero(base + ["--video", dir + "/x.mp4"], environment: ["PATH": dir])
        #expect(none.code == 3 && none.errors.contains("package 'ffmpeg'"), "\(none.errors)")
        // A stand-in ffmpeg that fails at once, before reading any frame.
        let fake = dir + "/ffmpeg"
        try "#!/bin/sh\necho 'stand-in ffmpeg: refusing' >&2\nexit 7\n".write(toFile: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
        let failing = try CLI.hero(["snapshot", "--scene", "testcard", "--size", "320x200", "--at", "0:1:0.1", "--video", dir + "/y.mp4"],
                                   environment: ["PATH": dir + ":/usr/bin:/bin"])
        #expect(failing.code == 1, "\(failing.errors)")
        #expect(failing.errors.contains("ffmpeg exited with status 7") && failing.errors.contains("stand-in ffmpeg: refusing"), "\(failing.errors)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/y.mp4"))
    }

    @Test("the parallel PNG export writes every frame, in order on stdout, byte-identical run to run")
    func pngExport() throws {
        let a = CLI.temporaryFolder(), b = CLI.temporaryFolder()
        let args = ["snapshot", "--scene", "meals", "--size", "320x200", "--do", "at 0.3 tap #meal.drink", "--at", "0:1:0.05"]
        let first = try CLI.hero(args + ["--out", a]), second = try CLI.hero(args + ["--out", b])
        #expect(first.code == 0 && second.code == 0, "\(first.errors)")
        let paths = first.output.split(separator: "\n").map(String.init)
        #expect(paths.count == 21)
        #expect(paths == paths.sorted())
        for p in paths {
            let name = (p as NSString).lastPathComponent
            let x = FileManager.default.contents(atPath: a + "/" + name), y = FileManager.default.contents(atPath: b + "/" + name)
            #expect(x != nil && x == y, "\(name)")
        }
        // No progress line when stderr is not a terminal.
        #expect(!first.errors.contains("fps, ETA"))
    }

    @Test("progress on one updating stderr line when stderr is a terminal", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func progress() throws {
        let dir = CLI.temporaryFolder()
        let command = "\(CLI.binary.path) snapshot --scene testcard --size 64x48 --at 0:0.2:0.1 --out \(dir) >/dev/null"
        let r = try Self.run("/usr/bin/script", ["-qec", command, "/dev/null"])
        #expect(r.code == 0, "\(r.output)")
        #expect(r.output.contains("[3/3]") && r.output.contains("fps, ETA 0 s"), "\(r.output)")
    }

    @Test("elements honours --reduce-motion as snapshot does: a pill mid-way is drawn where the crossfade puts it")
    func elementsReduceMotion() throws {
        func color(_ flags: [String]) throws -> String {
            let r = try CLI.hero(["elements", "--scene", "lines", "--do", "at 0.1 tap #line.1", "--at", "0.25"] + flags)
            #expect(r.code == 0, "\(r.errors)")
            return String(try #require(r.output.split(separator: "\n").first { $0.hasPrefix("item.1.1.color ") }))
        }
        #expect(try color([]) != color(["--reduce-motion"]))
    }

    @Test("elements lists the visible ids with frames; --json is a trace line")
    func elements() throws {
        let text = try CLI.hero(["elements", "--scene", "lines", "--at", "0"])
        #expect(text.code == 0, "\(text.errors)")
        let line = try #require(text.output.split(separator: "\n").first { $0.hasPrefix("line.1 ") })
        #expect(line.split(separator: " ").count >= 5)
        let json = try CLI.hero(["elements", "--scene", "meals", "--do", "at 0.3 tap #meal.dessert", "--at", "2", "--json"])
        #expect(json.code == 0, "\(json.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let elements = try #require(object["elements"] as? [[String: Any]])
        #expect(!elements.isEmpty)
        #expect(elements.allSatisfy { ($0["frame"] as? [Double])?.count == 4 })
        let bad = try CLI.hero(["elements", "--scene", "lines", "--at", "0,1"])
        #expect(bad.code == 2)
    }

    @Test("an unknown #ID names the nearest ids, exit 2", arguments: [
        (["snapshot", "--scene", "lines", "--at", "0.5", "--out", "/tmp/x"], "#line.1"),
        (["elements", "--scene", "lines", "--at", "0.5"], "#line.1"),
    ])
    func nearest(arguments: [String], hint: String) throws {
        let r = try CLI.hero(arguments + ["--do", "at 0.1 tap #line.l"])
        #expect(r.code == 2)
        #expect(r.errors.contains("no visible element '#line.l'") && r.errors.contains("nearest: \(hint)"), "\(r.errors)")
    }

    @Test("completions complete scene names and paths; icon writes 48, 128, 256 px; run --scale is checked")
    func completionsIconScale() throws {
        // Each shell's own way of completing --out (folders), --script (files) and --video (video files).
        let paths = ["bash": ["'--out')\n        __hero_add_completions -d", "'--script')\n        __hero_add_completions -f", "mp4|webm|gif"],
                     "zsh": [":out:_files -/", ":script:_files", "*.mp4 *.webm *.gif"],
                     "fish": ["-l 'out' ", "-l 'script' ", "\\'mp4\\' \\'webm\\' \\'gif\\'"]]
        for (shell, expected) in paths {
            let r = try CLI.hero(["--generate-completion-script", shell])
            #expect(r.code == 0 && r.output.contains("meals") && r.output.contains("testcard"), "\(shell)")
            for e in expected { #expect(r.output.contains(e), "\(shell): \(e)") }
        }
        let dir = CLI.temporaryFolder()
        let icon = try CLI.hero(["icon", "--out", dir])
        #expect(icon.code == 0, "\(icon.errors)")
        for n in [48, 128, 256] {
            let data = try #require(FileManager.default.contents(atPath: "\(dir)/\(n)x\(n)/apps/swifthero.png"))
            // IHDR width and height, big-endian, at bytes 16 and 20.
            let width = data[16...19].reduce(0) { $0 << 8 | Int($1) }, height = data[20...23].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == n && height == n)
        }
        let scale = try CLI.hero(["run", "--scale", "0"], environment: [:])
        #expect(scale.code == 2 && scale.errors.contains("--scale"), "\(scale.errors)")
    }
}
