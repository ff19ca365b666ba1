import Dispatch
import Geometry
@testable import Raster
import Testing

/// A blur whose steps run in parts on several threads (`ParallelParts`) against the same blur on one.
@Suite("A blur and plain runs split over threads equal those found on one")
struct ParallelBlurTests {
    /// Parts on the system's threads at once.
    static var concurrent: ParallelParts {
        ParallelParts(threads: 3) { parts, body in
            withoutActuallyEscaping(body) { body in
                nonisolated(unsafe) let body = body
                DispatchQueue.concurrentPerform(iterations: parts) { body($0) }
            }
        }
    }
    /// Parts one after another, last first: a part that read what another writes would see it unwritten
    /// where in order it was written (or the other way round).
    static var backwards: ParallelParts { ParallelParts(threads: 4) { parts, body in for k in (0..<parts).reversed() { body(k) } } }

    func picture(_ w: Int, _ h: Int, seed: UInt64) -> Pixmap {
        Pixmap(width: w, height: h, premultipliedPixels: FastPathTests.randomPixels(w * h, seed: seed))
    }

    @Test("a region blurred at reduced size (the backdrop's blur), split or not",
          arguments: [(IntRect(x0: 0, y0: 0, x1: 640, y1: 360), 20.0), (IntRect(x0: 8, y0: 4, x1: 408, y1: 300), 9.0),
                      (IntRect(x0: 0, y0: 0, x1: 301, y1: 257), 14.0), (IntRect(x0: 12, y0: 40, x1: 52, y1: 80), 4.0)])
    func region(area: IntRect, sigma: Double) {
        let source = picture(660, 380, seed: UInt64(area.width * 7 + area.height))
        for edges in [BlurEdges.clamp, .transparent] {
            let one = source.blurred(area, sigma: sigma, edges: edges) { small, _ in small.clear(.white, in: IntRect(x0: 2, y0: 3, x1: 9, y1: 5)) }
            for parallel in [Self.concurrent, Self.backwards] {
                let many = source.blurred(area, sigma: sigma, edges: edges, parallel: parallel) { small, _ in
                    small.clear(.white, in: IntRect(x0: 2, y0: 3, x1: 9, y1: 5))
                }
                #expect(many == one, "\(area) σ \(sigma) \(edges) on \(parallel.threads) threads")
            }
        }
    }

    @Test("a whole pixmap blurred in place, split or not", arguments: [(500, 300, 3.0), (480, 270, 8.0), (333, 211, 25.0), (40, 600, 12.0)])
    func whole(width: Int, height: Int, sigma: Double) {
        var one = picture(width, height, seed: UInt64(width + height))
        var many = one, backwards = one
        one.blur(sigma: sigma)
        many.blur(sigma: sigma, parallel: Self.concurrent)
        backwards.blur(sigma: sigma, parallel: Self.backwards)
        #expect(many == one)
        #expect(backwards == one)
    }

    @Test("plain runs found by bands of rows on several threads equal those found on one")
    func uniformRuns() {
        var rng = SeededRandom(seed: 7)
        for (w, h) in [(300, 200), (517, 97), (128, 64), (64, 300)] {
            let p = LayerMixTests.patchy(&rng, width: w, height: h)
            #expect(UniformRuns(p, parallel: Self.concurrent) == UniformRuns(p), "\(w)x\(h)")
            #expect(UniformRuns(p, parallel: Self.backwards) == UniformRuns(p), "\(w)x\(h)")
        }
    }

    @Test("views of a pixmap fill, composite and clear its own pixels, disjoint rows from several threads at once")
    func views() {
        let layer = picture(120, 90, seed: 3)
        @Sendable func draw(_ p: inout Pixmap, rows: IntRect) {
            p.clear(.black, in: IntRect(x0: 0, y0: 100, x1: 10, y1: 110).intersection(rows))
            p.fill(.roundedRect(RoundedRect(rect: Rect(x: 20.5, y: 10.25, width: 250, height: 170), radius: 30)),
                   with: .solid(Color(hex: 0x3366CC)), clip: Clip(rect: rows), opacity: 0.8)
            p.composite(layer, atX: 37, y: 41, opacity: 0.7, clip: Clip(rect: rows))
        }
        var one = Pixmap(width: 300, height: 200, fill: .white), many = one
        draw(&one, rows: one.bounds)
        let bands = (0..<5).map { IntRect(x0: 0, y0: $0 * 40, x1: 300, y1: $0 * 40 + 40) }
        many.withViews(5) { views in
            DispatchQueue.concurrentPerform(iterations: 5) { k in
                var view = views[k]
                draw(&view, rows: bands[k])
            }
        }
        #expect(many == one)
        #expect(many.pixels.count == 300 * 200)
    }

    @Test("ranges cover the count once, in order, aligned, none empty")
    func ranges() {
        for (count, parts, align) in [(540, 4, 1), (3840, 6, 64), (100, 8, 64), (7, 4, 1), (1, 3, 1), (64 * 5 + 3, 4, 64)] {
            let r = ParallelParts.ranges(count, parts: parts, align: align)
            #expect(r.first?.lowerBound == 0 && r.last?.upperBound == count, "\(count) \(parts) \(align)")
            #expect(zip(r, r.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound && $1.lowerBound % align == 0 })
            #expect(r.allSatisfy { !$0.isEmpty } && r.count <= parts)
        }
    }
}
