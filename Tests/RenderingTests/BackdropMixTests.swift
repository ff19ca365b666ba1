import Geometry
import Raster
@testable import Rendering
import Testing
import Typography

/// A frosted backdrop's fade drawn in one pass (the picture beneath mixed with the blurred layer
/// straight into the frame) against two (the picture copied in, the layer composited over it).
@Suite("A backdrop mixed onto the picture beneath equals a copy and a composite")
struct BackdropMixTests {
    let glyphs = GlyphCache(source: NoGlyphs())

    /// A grid under a blurred backdrop at `opacity` (its clip `clip`, rounded by `radius`), a card on top at
    /// `cardY`, in a window of 480x300 points whose right and bottom are plain (the background alone, and
    /// the blur of it: filled, not mixed, where both are).
    func scene(opacity: Double?, clip: Rect, radius: Double, cardY: Double) -> DisplayList {
        var list = DisplayList(background: Color(hex: 0x202428))
        list.append(.shape(.rect(Rect(x: 0, y: 0, width: 240, height: 200)), .color(Color(hex: 0x102030)), opacity: 1))
        for i in 0..<6 {
            let x = Double(i % 3) * 80 + 4, y = Double(i / 3) * 100 + 6
            list.append(.shape(.roundedRect(RoundedRect(rect: Rect(x: x, y: y, width: 70, height: 88), radius: 9)),
                               .color(Color(hex: 0x3366CC + UInt32(i) * 0x181008)), opacity: 1))
            list.append(.shape(.circle(center: Point(x: x + 35, y: y + 44), radius: 20), .color(Color.white.opacity(0.7)), opacity: 1))
        }
        if let opacity {
            let covered = list.items
            list.layer(opacity: opacity, clip: RoundedRect(rect: clip, radius: radius), blur: 10, opaqueBlur: true) { l in
                l.items += covered
                l.append(.shape(.rect(clip), .color(Color(white: 0.1, alpha: 0.4)), opacity: 1))
            }
        }
        let card = RoundedRect(rect: Rect(x: 50, y: cardY, width: 140, height: 110), radius: 12)
        list.append(.shadow(card, color: Color.black.opacity(0.5), radius: 6, offset: .zero))
        list.layer(clip: card) { c in
            c.append(.shape(.rect(card.rect), .color(Color(hex: 0x1C1C1E)), opacity: 1))
        }
        return list
    }

    @Test("a fade in and out, frame by frame, with and without occluding cards and band threads",
          arguments: [(Rect(x: 0, y: 0, width: 240, height: 200), 0.0, 1), (Rect(x: 18.5, y: 12.25, width: 190, height: 150), 16.0, 1),
                      (Rect(x: 0, y: 0, width: 240, height: 200), 0.0, 2), (Rect(x: 30, y: 20, width: 150, height: 170), 10.0, 3),
                      (Rect(x: 0, y: 0, width: 480, height: 300), 0.0, 1), (Rect(x: 0, y: 0, width: 480, height: 300), 24.0, 2)])
    func fade(clip: Rect, radius: Double, threads: Int) {
        let onePass = Renderer(pixelWidth: 720, pixelHeight: 450, scale: 1.5, glyphs: glyphs)
        let twoPasses = Renderer(pixelWidth: 720, pixelHeight: 450, scale: 1.5, glyphs: glyphs)
        twoPasses.mixesBackdrop = false
        onePass.threads = threads
        let opacities: [Double?] = [nil, 0, 0.05, 0.2, 0.5, 0.5, 0.8, 1, 1, 0.6, 0.3, 0.01, nil]
        for (k, opacity) in opacities.enumerated() {
            let list = scene(opacity: opacity, clip: clip, radius: radius, cardY: k % 3 == 0 ? 400 : 30 + Double(k) * 4.5)
            onePass.render(list)
            twoPasses.render(list)
            #expect(onePass.frame == twoPasses.frame, "frame \(k), opacity \(String(describing: opacity))")
            if opacity == nil {
                // No backdrop (the frame one goes starts from its picture kept beneath): as drawn whole.
                #expect(onePass.frame == Renderer.draw(list, pixelWidth: 720, pixelHeight: 450, scale: 1.5, glyphs: glyphs), "frame \(k)")
            }
        }
    }
}

