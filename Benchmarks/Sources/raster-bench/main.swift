import CBenchSupport
import Foundation
import PeerOpenCV
import CCairo
import Raster
import SDLPlatform

/// `raster-bench [--repeats N] [--cpu K] [--cases rect,round,image_round,blur] [--sizes 16,32,...]
/// [--chart PATH]`: ours against cairo (fills) and OpenCV (blur), interleaved in this one process on one
/// pinned core; one JSON line per case on standard output, then a table; the chart PNG when asked.
struct Options {
    var repeats = 9
    var cpu = 1
    var cases: Set<String> = ["rect", "round", "image_round", "blur"]
    var sizes = [16, 32, 64, 128, 256]
    var chart: String?

    init(_ args: [String]) {
        var i = 1
        func value() -> String {
            i += 1
            guard i < args.count else { fatalError("\(args[i - 1]) needs a value") }
            return args[i]
        }
        while i < args.count {
            switch args[i] {
            case "--repeats": repeats = max(1, Int(value()) ?? repeats)
            case "--cpu": cpu = Int(value()) ?? cpu
            case "--cases": cases = Set(value().split(separator: ",").map(String.init))
            case "--sizes": sizes = value().split(separator: ",").compactMap { Int($0) }
            case "--chart": chart = value()
            default: fatalError("unknown argument \(args[i])")
            }
            i += 1
        }
    }
}

let options = Options(CommandLine.arguments)
if bench_pin_to_cpu(Int32(options.cpu)) != 0 {
    FileHandle.standardError.write("raster-bench: cannot pin to CPU \(options.cpu); running unpinned\n".data(using: .utf8)!)
}
peer_opencv_single_thread()
SDLLibrary.lineBufferStandardOutput()

func fixed(_ v: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", v) }

var rows: [ResultRow] = []
let timing = Interleaved(repeats: options.repeats)
for kind in ["rect", "round", "image_round"] where options.cases.contains(kind) {
    for size in options.sizes {
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
        }, theirs: {
            switch kind {
            case "rect": cairo.rects(shapes, size: size)
            case "round": cairo.rounds(shapes, size: size)
            default: cairo.imageRounds(shapes, size: size, image: cairoImage, imageSide: imageSide)
            }
        })
        let pixels = Double(count * size * size)
        let row = ResultRow(kind: kind, size: size, ours: pixels * 1e3 / t.ours, peer: pixels * 1e3 / t.theirs)
        rows.append(row)
        print("{\"case\":\"\(kind)\",\"size\":\(size),\"ours_mpx_s\":\(fixed(row.ours)),\"peer\":\"cairo\",\"peer_mpx_s\":\(fixed(row.peer)),\"ratio\":\(fixed(row.ratio, 2))}")
    }
}

var blur: BlurCase.Result?
if options.cases.contains("blur") {
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
