@testable import Raster
import Testing

/// The 16-bit box passes against the 32-bit ones they replace, for every radius that has a divisor.
@Suite("16-bit box passes equal the 32-bit ones")
struct ShortBoxTests {
    @Test("each 16-bit divisor divides every sum of 2r+1 bytes as the 32-bit passes do")
    func divisorsAreExact() {
        for r in 1..<GaussianBlur.shortDivisors.count {
            guard let d = GaussianBlur.shortDivisor(radius: r) else { continue }
            let n = UInt32(2 * r + 1), inv = UInt32((1 << 24) / (2 * r + 1))
            var wrong = 0
            for s in 0...(n * 255) where ((s + UInt32(d.c)) * UInt32(d.k)) >> 16 != (s * inv + (1 << 23)) >> 24 { wrong += 1 }
            #expect(wrong == 0, "radius \(r): \(wrong) sums differ")
        }
    }

    @Test("horizontal and vertical passes give the same bytes", arguments: [BlurEdges.clamp, .transparent])
    func passesMatch(edges: BlurEdges) {
        for r in 1..<GaussianBlur.shortDivisors.count {
            guard GaussianBlur.shortDivisor(radius: r) != nil else { continue }
            for (w, h) in [(37, 29), (3, 4), (64, 2), (5, 70)] {
                var src = FastPathTests.randomPixels(w * h, seed: UInt64(r * 1000 + w)).withUnsafeBytes { Array($0) }
                var fast = [UInt8](repeating: 0, count: w * h * 4), slow = fast
                src.withUnsafeMutableBufferPointer { s in
                    fast.withUnsafeMutableBufferPointer { GaussianBlur.horizontalBox(s.baseAddress!, $0.baseAddress!, w, h, 4, r, edges) }
                    slow.withUnsafeMutableBufferPointer { GaussianBlur.horizontalBox(s.baseAddress!, $0.baseAddress!, w, h, 4, r, edges, .perChannel) }
                }
                #expect(fast == slow, "horizontal, radius \(r), \(w)x\(h)")
                for ch in [1, 4] {
                    src.withUnsafeMutableBufferPointer { s in
                        fast.withUnsafeMutableBufferPointer { GaussianBlur.verticalBox(s.baseAddress!, $0.baseAddress!, w, h, ch, r, edges) }
                        slow.withUnsafeMutableBufferPointer { GaussianBlur.verticalBox(s.baseAddress!, $0.baseAddress!, w, h, ch, r, edges, .wide) }
                    }
                    #expect(fast == slow, "vertical, \(ch) channels, radius \(r), \(w)x\(h)")
                }
            }
        }
    }
}
