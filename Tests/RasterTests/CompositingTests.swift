import Geometry
@testable import Raster
import Testing

@Suite("Premultiplied compositing")
struct CompositingTests {
    @Test("source-over matches the float formula within one step for every alpha and many colours")
    func overMatchesFloat() {
        var rng = SeededRandom(seed: 7)
        for _ in 0..<20000 {
            let sa = UInt32(rng.next() % 256), da = UInt32(rng.next() % 256)
            func ch(_ a: UInt32) -> UInt32 { a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1)) }
            let src = PixelMath.pack(r: ch(sa), g: ch(sa), b: ch(sa), a: sa)
            let dst = PixelMath.pack(r: ch(da), g: ch(da), b: ch(da), a: da)
            let out = PixelMath.over(src, dst)
            for shift in stride(from: 0, to: 32, by: 8) {
                let s = Double((src >> UInt32(shift)) & 0xFF), d = Double((dst >> UInt32(shift)) & 0xFF)
                let expected = s + d * (1 - Double(sa) / 255)
                let got = Double((out >> UInt32(shift)) & 0xFF)
                #expect(abs(got - expected) <= 1, "channel \(shift / 8): \(got) vs \(expected)")
            }
        }
    }

    @Test("scaling by coverage rounds exactly")
    func scaleRoundsExactly() {
        for v in stride(from: 0, through: 255, by: 5) {
            for c in 0...255 {
                let p = PixelMath.pack(r: UInt32(v), g: 0, b: 0, a: UInt32(v))
                let got = PixelMath.scale(p, UInt32(c)) & 0xFF
                #expect(got == UInt32((Double(v * c) / 255).rounded()))
            }
        }
    }

    @Test("opaque white at 50% over black gives mid grey; premultiplied colours stay ≤ alpha")
    func halfOver() {
        var pm = Pixmap(width: 4, height: 4, fill: .black)
        pm.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), with: .solid(.white), opacity: 0.5)
        let c = pm.rgba(x: 1, y: 1)
        #expect(c.r == 128 && c.a == 255)
        var clear = Pixmap(width: 2, height: 2)
        clear.fill(.rect(Rect(x: 0, y: 0, width: 2, height: 2)), with: .solid(Color(red: 1, green: 0.5, blue: 0, alpha: 0.4)))
        let p = clear[0, 0]
        #expect(p & 0xFF <= p >> 24 && (p >> 8) & 0xFF <= p >> 24)
    }

    @Test("a group layer at 50% shows no darker overlap; two direct fills do")
    func groupOpacity() {
        var layer = Pixmap(width: 20, height: 10)
        layer.fill(.rect(Rect(x: 0, y: 0, width: 12, height: 10)), with: .solid(.black))
        layer.fill(.rect(Rect(x: 8, y: 0, width: 12, height: 10)), with: .solid(.black))
        var grouped = Pixmap(width: 20, height: 10, fill: .white)
        grouped.composite(layer, atX: 0, y: 0, opacity: 0.5)
        #expect(grouped.rgba(x: 2, y: 5).r == grouped.rgba(x: 10, y: 5).r)
        var direct = Pixmap(width: 20, height: 10, fill: .white)
        direct.fill(.rect(Rect(x: 0, y: 0, width: 12, height: 10)), with: .solid(.black), opacity: 0.5)
        direct.fill(.rect(Rect(x: 8, y: 0, width: 12, height: 10)), with: .solid(.black), opacity: 0.5)
        #expect(direct.rgba(x: 10, y: 5).r < direct.rgba(x: 2, y: 5).r)
    }

    @Test("fills never touch pixels outside the clip rect or the shape")
    func clipping() {
        var pm = Pixmap(width: 30, height: 30, fill: .white)
        pm.fill(.rect(Rect(x: -10, y: -10, width: 100, height: 100)), with: .solid(.black), clip: Clip(rect: IntRect(x: 5, y: 6, width: 7, height: 8)))
        for y in 0..<30 {
            for x in 0..<30 {
                let inside = (5..<12).contains(x) && (6..<14).contains(y)
                #expect((pm.rgba(x: x, y: y).r == 0) == inside)
            }
        }
    }

    @Test("a ring covers exactly the band between its outer and inner edge")
    func ringArea() {
        var pm = Pixmap(width: 64, height: 64)
        pm.fill(.ring(.circle(center: Point(x: 32, y: 32), radius: 20), width: 4), with: .solid(.white))
        let total = pm.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        let expected = Double.pi * (400 - 256)
        #expect(abs(total - expected) < 1.0)
        #expect(pm.rgba(x: 32, y: 32).a == 0)
    }
}
