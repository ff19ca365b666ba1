import Foundation
import Geometry
import Raster
import SDLPlatform
import Typography

/// One fill case's result in one column: megapixels per second of thread CPU time.
struct ResultRow {
    var kind: String
    var size: Int
    var column: Column
    var ours, peer: Double
    var ratio: Double { ours / peer }
}

/// The rasterizer's goals (ours ÷ peer, Docs/Performance.md), where one is set.
enum Goals {
    static func fill(_ kind: String, _ size: Int) -> Double? {
        switch (kind, size) {
        case ("round", 64): return 5
        case ("round", 256): return 2.5
        case ("image_round", 256), ("image_round_clip", 256): return 2
        case ("rect", _): return 1.5
        default: return nil
        }
    }
    static let blur = 3.0
}

enum Report {
    static func table(rows: [ResultRow], blur: BlurCase.Result?, columns: [Column]) -> String {
        func f(_ v: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", v) }
        let heads = columns.flatMap { ["\($0.rawValue): ours", "\($0.rawValue): ours ÷ peer"] }
        var lines = ["| case | size | peer | " + heads.joined(separator: " | ") + " | goal |",
                     "| --- | ---: | ---: | " + heads.map { _ in "---:" }.joined(separator: " | ") + " | ---: |"]
        var seen = Set<String>()
        for r in rows where seen.insert("\(r.kind) \(r.size)").inserted {
            let same = rows.filter { $0.kind == r.kind && $0.size == r.size }
            let cells = columns.flatMap { c -> [String] in
                guard let x = same.first(where: { $0.column == c }) else { return ["", ""] }
                return ["\(f(x.ours, 0)) Mpx/s", "\(f(x.ratio, 2))×"]
            }
            let goal = Goals.fill(r.kind, r.size).map { "≥ \(f($0, 1))×" } ?? ""
            lines.append("| \(r.kind) | \(r.size)² | cairo \(f(same.map(\.peer).reduce(0, +) / Double(same.count), 0)) Mpx/s | "
                         + cells.joined(separator: " | ") + " | \(goal) |")
        }
        if let b = blur {
            let cells = b.oursMs.flatMap { ["\(f($0, 2)) ms, \(f(b.psnr, 1)) dB", "\(f(b.peerMs / $0, 2))×"] }
            lines.append("| blur σ 20 | 1280×800 | opencv \(f(b.peerMs, 2)) ms, \(f(b.peerPsnr, 1)) dB | "
                         + cells.joined(separator: " | ") + " | ≥ 3.0×, ≥ 45 dB |")
        }
        let goals = rows.compactMap { r in Goals.fill(r.kind, r.size).map { r.ratio >= $0 } }
            + (blur.map { b in b.oursMs.map { b.peerMs / $0 >= Goals.blur && b.psnr >= 45 } } ?? [])
        lines.append("")
        lines.append("goals met: \(goals.filter { $0 }.count) of \(goals.count)")
        return lines.joined(separator: "\n")
    }

    /// A pair of horizontal bars per case (ours ÷ peer in each column; 1× is the peer), goals marked,
    /// drawn by our rasterizer with Typography's text.
    @MainActor
    static func chart(rows: [ResultRow], blur: BlurCase.Result?, columns: [Column], to path: String) throws {
        var bars: [(label: String, ratio: Double, goal: Double?)] = rows.map {
            ("\($0.kind) \($0.size)² \($0.column.rawValue)", $0.ratio, Goals.fill($0.kind, $0.size))
        }
        if let b = blur {
            for (k, c) in columns.enumerated() { bars.append(("blur σ20 1280×800 \(c.rawValue)", b.peerMs / b.oursMs[k], Goals.blur)) }
        }
        let left = 230.0, right = 60.0, top = 56.0, rowHeight = 22.0, width = 960
        let height = Int(top + Double(bars.count) * rowHeight + 40)
        let maxRatio = max(6, (bars.map(\.ratio).max() ?? 1).rounded(.up))
        let plot = Double(width) - left - right
        func x(_ r: Double) -> Double { left + plot * r / maxRatio }
        var img = Pixmap(width: width, height: height, fill: .white)
        let glyphs = GlyphCache(source: try SDLGlyphSource())
        let text = TextLayoutEngine(glyphs: glyphs)
        func label(_ s: String, _ px: Double, _ py: Double, size: Double = 13, weight: FontWeight = .regular,
                   colour: Color = Color(white: 0.15), alignRight: Bool = false) {
            let l = text.layout(s, style: TextStyle(font: .system(size: size, weight: weight)), scale: 1)
            img.draw(l, atPixel: Point(x: alignRight ? px - l.size.width : px, y: py), color: colour, glyphs: glyphs)
        }
        label("SwiftHero raster ÷ peer (cairo 1.16 fills, OpenCV blur), kernels at most AVX2 and the best: one pinned core, CPU time",
              16, 12, size: 14, weight: .semibold)
        // Grid: one line per whole ratio, the peer's 1× darker.
        let plotBottom = top + Double(bars.count) * rowHeight
        for k in 0...Int(maxRatio) {
            let gx = x(Double(k))
            img.fill(.rect(Rect(x: gx - (k == 1 ? 1 : 0.5), y: top - 6, width: k == 1 ? 2 : 1, height: plotBottom - top + 6)),
                     with: .solid(Color(white: k == 1 ? 0.35 : 0.85)))
            label("\(k)×", gx - 8, plotBottom + 6, size: 12, colour: Color(white: 0.4))
        }
        label("1× = peer", x(1) + 6, top - 22, size: 11, colour: Color(white: 0.35))
        for (i, bar) in bars.enumerated() {
            let y = top + Double(i) * rowHeight
            label(bar.label, left - 10, y + 3, alignRight: true)
            let met = bar.ratio >= (bar.goal ?? 1)
            let colour = bar.ratio < 1 ? Color(red: 0.85, green: 0.3, blue: 0.25)
                : met ? Color(red: 0.2, green: 0.6, blue: 0.35) : Color(red: 0.95, green: 0.6, blue: 0.15)
            img.fill(.roundedRect(RoundedRect(rect: Rect(x: left, y: y + 4, width: max(1, x(bar.ratio) - left), height: rowHeight - 8), radius: 3)),
                     with: .solid(colour))
            if let g = bar.goal {
                img.fill(.rect(Rect(x: x(g) - 1.5, y: y + 1, width: 3, height: rowHeight - 2)), with: .solid(Color(white: 0.1)))
            }
            label(String(format: "%.2f×", bar.ratio), min(Double(width) - 50, x(bar.ratio) + 6), y + 3, size: 12)
        }
        label("black tick: goal   green: goal met   orange: faster than the peer, goal not met   red: slower",
              16, Double(height) - 18, size: 11, colour: Color(white: 0.4))
        try SDLImageCodec().writePNG(img, to: path)
    }
}
