import Geometry
@testable import Raster
import Testing

/// `Scratch` (the per-thread arena a fill's rows and a shape's tables come from) and the fills that use
/// it: the bytes are those of the heap-allocated path.
@Suite("Scratch memory for drawing")
struct ScratchTests {
    @Test("nested parts are aligned, disjoint, given back in order, and too big a part comes from the heap")
    func nestedParts() {
        var outer = 0, inner = 0, again = 0
        Scratch.with(bytes: 5_000) { a in
            outer = Int(bitPattern: a)
            #expect(outer % 64 == 0)
            a.storeBytes(of: 0xAB, as: UInt8.self)
            Scratch.with(bytes: 100) { b in
                inner = Int(bitPattern: b)
                #expect(inner % 64 == 0)
                #expect(inner >= outer + 5_000, "the inner part starts after the outer one")
                b.initializeMemory(as: UInt8.self, repeating: 0, count: 100)
            }
            // The outer part's bytes survive the inner part, and a part taken after the inner one was
            // given back starts where it did.
            #expect(a.load(as: UInt8.self) == 0xAB)
            Scratch.with(bytes: 10) { c in again = Int(bitPattern: c) }
            // More than the arena holds: a heap block of its own, still usable.
            Scratch.with(bytes: 1 << 20) { big in
                big.initializeMemory(as: UInt8.self, repeating: 7, count: 1 << 20)
                #expect(big.load(fromByteOffset: (1 << 20) - 1, as: UInt8.self) == 7)
            }
        }
        #expect(again == inner)
        Scratch.with(bytes: 1) { d in #expect(Int(bitPattern: d) == outer, "everything was given back") }
    }

    @Test("a shape whose tables are too big for scratch memory draws as the per-row reference path does")
    func fillBeyondTheArena() {
        // A radius whose tables take more than `Pixmap.scratchShapeBytes` (a block of their own) and rows of
        // 3,000 pixels; then the same shape scaled down, its tables in scratch memory.
        for (side, radius) in [(Double(3_000), 900.0), (Double(300), 90.0)] {
            var fast = Pixmap(width: Int(side) + 8, height: 40, fill: .white)
            var reference = fast
            let shape = RoundedRect(rect: Rect(x: 3.3, y: -side / 2 + 30.6, width: side, height: side), radius: radius)
            fast.fill(.roundedRect(shape), with: .solid(Color(red: 0.2, green: 0.5, blue: 0.8, alpha: 0.7)))
            reference.fill(.roundedRect(shape), with: .solid(Color(red: 0.2, green: 0.5, blue: 0.8, alpha: 0.7)), clip: .none,
                           opacity: 1, reusingPlainRows: false)
            #expect(fast == reference, "side \(side)")
            #expect(fast.pixels.contains { $0 != PixelMath.premultiplied(.white) })
        }
    }
}
