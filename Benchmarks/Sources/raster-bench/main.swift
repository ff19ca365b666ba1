import ArgumentParser
import CBenchSupport
import Foundation
import PeerOpenCV
import CCairo
import Raster
import SDLPlatform

/// `raster-bench [--repeats N] [--cpu K] [--cases rect,round,image_round,image_round_clip,blur]
/// [--sizes 16,32,...] [--clip-sizes 256] [--isa avx2,best] [--chart PATH] [--ours-only]`: ours (in each
/// column: at most AVX2, and the best this CPU has) against cairo (fills) and OpenCV (blur), interleaved
/// in this one process on one pinned core; one JSON line per case and column on standard output, then a
/// table; the chart PNG when asked. A wrong flag or value is reported with the usage and exit status 64 (argument-parser).
struct RasterBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "raster-bench",
        abstract: "SwiftHero's rasterizer against cairo (fills) and OpenCV (blur), on one pinned core.")
    static let knownCases = ["rect", "round", "image_round", "image_round_clip", "blur"]
    @Option(help: "Interleaved repeats per case; the medians are reported (1...1000).")
    var repeats = 9
    @Option(help: "The CPU to pin this thread to.")
    var cpu = 1
    @Option(help: "Comma-separated cases: rect, round, image_round, image_round_clip, blur.")
    var cases = "rect,round,image_round,image_round_clip,blur"
    @Option(help: "Comma-separated square sizes in pixels for rect, round and image_round (1...1024).")
    var sizes = "16,32,64,128,256"
    @Option(name: .customLong("clip-sizes"), help: "Comma-separated square sizes in pixels for image_round_clip (1...1024).")
    var clipSizes = "256"
    @Option(help: "Comma-separated columns: avx2 (the kernels at most AVX2, as with SWIFTHERO_NO_AVX512=1), best (the best this CPU has).")
    var isa = "avx2,best"
    @Option(help: "Write the bar chart PNG here.")
    var chart: String?
    @Flag(help: "Run only SwiftHero's side of the fill cases (for profilers and counters): no peer, no ratio.")
    var oursOnly = false

    var caseSet: Set<String> { Set(cases.split(separator: ",").map(String.init)) }
    var sizeList: [Int] { sizes.split(separator: ",").compactMap { Int($0) } }
    var clipSizeList: [Int] { clipSizes.split(separator: ",").compactMap { Int($0) } }
    /// The columns asked for, in `Column.allCases` order.
    var columnList: [Column] {
        let names = Set(isa.split(separator: ",").map(String.init))
        return Column.allCases.filter { names.contains($0.rawValue) }
    }

    func validate() throws {
        guard (1...1000).contains(repeats) else { throw ValidationError("--repeats must be 1...1000, not \(repeats)") }
        if oursOnly && (caseSet.contains("blur") || chart != nil) {
            throw ValidationError("--ours-only takes the fill cases (rect, round, image_round, image_round_clip) and no --chart")
        }
        guard cpu >= 0 else { throw ValidationError("--cpu must be 0 or more, not \(cpu)") }
        let unknown = caseSet.subtracting(Self.knownCases)
        guard unknown.isEmpty, !caseSet.isEmpty else {
            throw ValidationError("unknown case '\(unknown.sorted().joined(separator: ","))' in --cases; known: \(Self.knownCases.joined(separator: ", "))")
        }
        for (flag, list) in [("--sizes", sizes), ("--clip-sizes", clipSizes)] {
            for part in list.split(separator: ",", omittingEmptySubsequences: false) {
                guard let n = Int(part), (1...1024).contains(n) else {
                    throw ValidationError("\(flag) takes comma-separated sizes 1...1024; '\(part)' is not one")
                }
            }
        }
        let names = isa.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !names.isEmpty, names.allSatisfy({ Column(rawValue: $0) != nil }) else {
            throw ValidationError("--isa takes avx2, best or both (comma-separated), not '\(isa)'")
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

let columns = options.columnList
for column in Column.allCases where columns.contains(column) {
    FileHandle.standardError.write("raster-bench: column \(column.rawValue) runs \(column.instructions.rawValue)\n".data(using: .utf8)!)
}
var rows: [ResultRow] = []
let timing = Interleaved(repeats: options.repeats)
for kind in ["rect", "round", "image_round", "image_round_clip"] where options.caseSet.contains(kind) {
    for size in kind == "image_round_clip" ? options.clipSizeList : options.sizeList {
        let count = Workload.count(size: size)
        let shapes = Workload.shapes(size: size, count: count)
        var ours = Ours()
        let cairo = CairoPeer()
        let imageSide = Int((Double(size) * 1.25).rounded())
        let image = Workload.picture(width: imageSide, height: imageSide, seed: 7)
        let cairoImage = CairoPeer.surface(from: image)
        defer { cairo_surface_destroy(cairoImage) }
        let oursRuns: [() -> Void] = columns.map { column in {
            column.apply()
            switch kind {
            case "rect": ours.rects(shapes, size: size)
            case "round": ours.rounds(shapes, size: size)
            case "image_round": ours.imageRounds(shapes, size: size, image: image)
            default: ours.imageRoundClips(shapes, size: size, image: image)
            }
        } }
        let theirs = {
            switch kind {
            case "rect": cairo.rects(shapes, size: size)
            case "round": cairo.rounds(shapes, size: size)
            default: cairo.imageRounds(shapes, size: size, image: cairoImage, imageSide: imageSide, clipped: kind == "image_round_clip")
            }
        }
        let t = timing.measure(prepare: { ours.clear(); cairo.clear() }, options.oursOnly ? oursRuns : oursRuns + [theirs])
        let pixels = Double(count * size * size)
        for (k, column) in columns.enumerated() {
            if options.oursOnly {
                print("{\"case\":\"\(kind)\",\"size\":\(size),\"isa\":\"\(column.rawValue)\",\"ours_mpx_s\":\(fixed(pixels * 1e3 / t[k]))}")
                continue
            }
            let row = ResultRow(kind: kind, size: size, column: column, ours: pixels * 1e3 / t[k], peer: pixels * 1e3 / t.last!)
            rows.append(row)
            print("{\"case\":\"\(kind)\",\"size\":\(size),\"isa\":\"\(column.rawValue)\",\"ours_mpx_s\":\(fixed(row.ours)),\"peer\":\"cairo\",\"peer_mpx_s\":\(fixed(row.peer)),\"ratio\":\(fixed(row.ratio, 2))}")
        }
    }
}

if options.oursOnly { exit(0) }
var blur: BlurCase.Result?
if options.caseSet.contains("blur") {
    let c = BlurCase()
    let r = c.run(repeats: options.repeats, columns: columns)
    blur = r
    for (k, column) in columns.enumerated() {
        print("{\"case\":\"blur\",\"w\":\(c.width),\"h\":\(c.height),\"sigma\":\(Int(c.sigma)),\"isa\":\"\(column.rawValue)\",\"ours_ms\":\(fixed(r.oursMs[k], 2)),\"peer\":\"opencv\",\"peer_ms\":\(fixed(r.peerMs, 2)),\"ratio\":\(fixed(r.peerMs / r.oursMs[k], 2)),\"psnr_db\":\(fixed(r.psnr, 1)),\"peer_psnr_db\":\(fixed(r.peerPsnr, 1))}")
    }
}

print("")
print(Report.table(rows: rows, blur: blur, columns: columns))
if let path = options.chart {
    do {
        try Report.chart(rows: rows, blur: blur, columns: columns, to: path)
        print("chart: \(path)")
    } catch {
        FileHandle.standardError.write("raster-bench: chart not written: \(error)\n".data(using: .utf8)!)
        exit(1)
    }
}
