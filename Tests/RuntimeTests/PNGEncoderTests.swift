import Foundation
import Geometry
import Raster
import Runtime
import SDLPlatform
import Testing

@MainActor
@Suite("fast PNG encoder and display scale")
struct PNGEncoderTests {
    static func picture(opaque: Bool) -> Pixmap {
        var pm = Pixmap(width: 67, height: 41, fill: opaque ? .white : .clear)
        pm.fill(.circle(center: Point(x: 30, y: 20), radius: 15), with: .solid(Color(hex: 0xFF2D55)))
        pm.fill(.rect(Rect(x: 0, y: 30, width: 67, height: 8)), with: .linearGradient(LinearGradient(
            start: .zero, end: Point(x: 67, y: 0), stops: [.init(0, Color(hex: 0x2F80ED)), .init(1, Color(hex: 0x34C759, alpha: opaque ? 1 : 0.5))])))
        return pm
    }

    @Test("an opaque frame decodes to exactly its pixels; a translucent one within rounding", arguments: [true, false])
    func roundTrip(opaque: Bool) throws {
        let pm = Self.picture(opaque: opaque)
        let path = NSTemporaryDirectory() + "swifthero-fastpng-\(opaque).png"
        try PNGEncoder.write(pm, to: path)
        let back = try SDLImageCodec().decode(path: path)
        #expect(back.width == pm.width && back.height == pm.height)
        if opaque {
            #expect(back.pixels == pm.pixels)
        } else {
            var worst = 0
            for y in 0..<pm.height { for x in 0..<pm.width {
                let a = pm.rgba(x: x, y: y), b = back.rgba(x: x, y: y)
                worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
            } }
            #expect(worst <= 2)
        }
    }

    @Test("the same frame always gives the same bytes; an opaque one is stored as RGB")
    func deterministic() throws {
        let pm = Self.picture(opaque: true)
        let a = try PNGEncoder.encode(pm), b = try PNGEncoder.encode(pm)
        #expect(a == b)
        #expect(a[25] == 2)   // IHDR colour type: truecolour without alpha
        #expect(try PNGEncoder.encode(Self.picture(opaque: false))[25] == 6)
    }

    @Test("window scale: --scale, else GDK_SCALE, else Xft.dpi / 96, else none")
    func displayScale() {
        #expect(DisplayScale.resolve(explicit: 1.5, environment: ["GDK_SCALE": "2"], xftDPI: { 192 }) == 1.5)
        #expect(DisplayScale.resolve(explicit: nil, environment: ["GDK_SCALE": "2"], xftDPI: { 144 }) == 2)
        #expect(DisplayScale.resolve(explicit: nil, environment: [:], xftDPI: { 144 }) == 1.5)
        #expect(DisplayScale.resolve(explicit: nil, environment: ["GDK_SCALE": "bad"], xftDPI: { nil }) == nil)
        #expect(DisplayScale.resolve(explicit: nil, environment: [:], xftDPI: { 0 }) == nil)
        #expect(DisplayScale.parseXftDPI("Xcursor.size:\t24\nXft.dpi:\t192\n") == 192)
        #expect(DisplayScale.parseXftDPI("Xcursor.size:\t24\n") == nil)
    }
}
