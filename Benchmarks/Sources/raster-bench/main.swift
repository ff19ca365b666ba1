import ArgumentParser
import CBenchSupport
import Foundation
import PeerOpenCV
import CCairo
import Raster
import SDLPlatform

/// `raster-bench [--repeats N] [--cpu K] [--cases rect,round,image_round,blur] [--sizes 16,32,...]
/// [--chart PATH] [--ours-only]`: ours against cairo (fills) and OpenCV (blur), interleaved in this one
/// process on one pinned core; one JSON line per case on standard output, then a table; the chart PNG
/// when asked. A wrong flag or value is reported with the usage and exit status 64 (argument-parser).
struct RasterBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "raster-bench",
        abstract: "SwiftHero's rasterizer against cairo (fills) and OpenCV (blur), on one pinned core.")
    static let knownCases = ["rect", "round", "image_round", "blur"]
    @Option(help: "Interleaved repeats per case; the medians are reported (1...1000).")
    var repeats = 9
    @Option(help: "The CPU to pin this thread to.")
    var cpu = 1
    @Option(help: "Comma-separated cases: rect, round, image_round, blur.")
    var cases = "rect,round,image_round,blur"
    @Option(help: "Comma-separated square sizes in pixels for the fill cases (1...1024).")
    var sizes = "16,32,64,128,256"
    @Option(help: "Write the bar chart PNG here.")
    var chart: String?
    @Flag(help: "Run only SwiftHero's side of the fill cases (for profilers and counters): no peer, no ratio.")
    var oursOnly = false

    var caseSet: Set<String> { Set(cases.split(separator: ",").map(String.init)) }
    var sizeList: [Int] { sizes.split(separator: ",").compactMap { Int($0) } }

    func validate() throws {
        guard (1...1000).contains(repeats) else { throw ValidationError("--repeats must be 1...1000, not \(repeats)") }
        if oursOnly && (caseSet.contains("blur") || chart != nil) {
            throw ValidationError("--ours-only takes the fill cases (rect, round, image_round) and no --chart")
        }
        guard cpu >= 0 else { throw ValidationError("--cpu must be 0 or more, not \(cpu)") }
        let unknown = caseSet.subtracting(Self.knownCases)
        guard unknown.isEmpty, !caseSet.isEmpty else {
            throw ValidationError("unknown case '\(unknown.sorted().joined(separator: ","))' in --cases; known: \(Self.knownCases.joined(separator: ", "))")
        }
        let parts = sizes.split(separator: ",", omittingEmptySubsequences: false)
        for part in parts {
            guard let n = Int(part), (1...1024).contains(n) else {
                throw ValidationError("--sizes takes comma-separated sizes 1...1024; '\(part)' is not one")
            }
        }
    }
}

let options = RasterBench.parseOrExit()
if bench_pin_to_cpu(Int32(options.cpu)) != 0 {
    FileHandle.standardError.write("raster-bench: cannot pin to CPU \(options.cpu); running unpinned\n".data(using: .utf8)!)
}
peer_opencv_single_thread()
SDLLibrary.lineBufferStandardOutput()

func fixed(_ v: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", v) }

var rows: [ResultRow] = []
let timing = Interleaved(repeats: options.repeats)
for kind in ["rect", "round", "image_round"] where options.caseSet.contains(kind) {
    for size in options.sizeList {
        let count = Workload.count(size: size)
        let shapes = Workload.shapes(size: size, count: count)
        var ours = Ours()
        let cairo = CairoPeer()
        let imageSide = Int((Double(size) * 1.25).rounded())
        let image = Workload.picture(width: imageSide, height: imageSide, seed: 7)
        let cairoImage = CairoPeer.surface(from: image)
        defer { cairo_surface_destroy(cairoImage) }
        let t = timing.measure(prepare: { ours.clear(); cairo.clear() }, ours: {
            switch kind {
            case "rect": ours.rects(shapes, size: size)
            case "round": ours.rounds(shapes, size: size)
            default: ours.imageRounds(shapes, size: size, image: image)
            }
        }, theirs: options.oursOnly ? nil : {
            switch kind {
            case "rect": cairo.rects(shapes, size: size)
            case "round": cairo.rounds(shapes, size: size)
            default: cairo.imageRounds(shapes, size: size, image: cairoImage, imageSide: imageSide)
            }
        })
        let pixels = Double(count * size * size)
        if options.oursOnly {
            print("{\"case\":\"\(kind)\",\"size\":\(size),\"ours_mpx_s\":\(fixed(pixels * 1e3 / t.ours))}")
            continue
        }
        let row = ResultRow(kind: kind, size: size, ours: pixels * 1e3 / t.ours, peer: pixels * 1e3 / t.theirs)
        rows.append(row)
        print("{\"case\":\"\(kind)\",\"size\":\(size),\"ours_mpx_s\":\(fixed(row.ours)),\"peer\":\"cairo\",\"peer_mpx_s\":\(fixed(row.peer)),\"ratio\":\(fixed(row.ratio, 2))}")
    }
}

if options.oursOnly { exit(0) }
var blur: BlurCase.Result?
if options.caseSet.contains("blur") {
    let c = BlurCase()
    let r = c.run(repeats: options.repeats)
    blur = r
    print("{\"case\":\"blur\",\"w\":\(c.width),\"h\":\(c.height),\"sigma\":\(Int(c.sigma)),\"ours_ms\":\(fixed(r.oursMs, 2)),\"peer\":\"opencv\",\"peer_ms\":\(fixed(r.peerMs, 2)),\"ratio\":\(fixed(r.peerMs / r.oursMs, 2)),\"psnr_db\":\(fixed(r.psnr, 1)),\"peer_psnr_db\":\(fixed(r.peerPsnr, 1))}")
}

print("")
print(Report.table(rows: rows, blur: blur))
if let path = options.chart {
    do {
        try Report.chart(rows: rows, blur: blur, to: path)
        print("chart: \(path)")
    } catch {
        FileHandle.standardError.write("raster-bench: chart not written: \(error)\n".data(using: .utf8)!)
        exit(1)
    }
}
