import Geometry
import Raster
@testable import Rendering
import Testing
import Typography

/// Blurred layers made once per frame, before the band threads, and read by all of them: the frames are
/// the bytes one thread draws, and no band thread blurs anything itself.
@Suite("Blurred layers shared by band threads")
struct SharedBlurTests {
    let glyphs = GlyphCache(source: NoGlyphs())

    /// Frame `k` of a frosted backdrop fading in and out over a grid (its content changing at frame 6,
    /// so its layer is made again), a second blurred layer (a soft glow, not opaque) moving in front of
    /// it, and a card with a shadow moving over both: two blurred layers in one frame, each with its
    /// own pixmap, and frames whose damage is the card's bounds only. With `nested`, the glow sits in a
    /// group-opacity layer (its blur is then made by each band that draws it).
    func scene(_ k: Int, nested: Bool = false) -> DisplayList {
        var list = DisplayList(background: Color(hex: 0x202428))
        for i in 0..<8 {
            let x = Double(i % 4) * 110 + 10, y = Double(i / 4) * 140 + 12
            list.append(.shape(.roundedRect(RoundedRect(rect: Rect(x: x, y: y, width: 96, height: 120), radius: 10)),
                               .color(Color(hex: 0x3366CC + UInt32(i + (k >= 6 ? 3 : 0)) * 0x141008)), opacity: 1))
        }
        let opacities = [0, 0.3, 0.7, 1, 1, 1, 1, 0.8, 0.4, 0.1]
        let clip = Rect(x: 0, y: 0, width: 480, height: 300)
        let covered = list.items
        list.layer(opacity: opacities[k % opacities.count], clip: RoundedRect(rect: clip, radius: 0), blur: 12, opaqueBlur: true) { l in
            l.items += covered
            l.append(.shape(.rect(clip), .color(Color(white: 0.1, alpha: 0.4)), opacity: 1))
        }
        let glow = { (l: inout DisplayList) in
            l.layer(opacity: 0.9, blur: 6) { g in
                g.append(.shape(.circle(center: Point(x: 60 + Double(k % 5) * 30, y: 230), radius: 36), .color(Color(hex: 0xFFCC33)), opacity: 1))
            }
        }
        if nested { list.layer(opacity: 0.75) { glow(&$0) } } else { glow(&list) }
        let card = RoundedRect(rect: Rect(x: 120 + Double(k) * 6, y: 60 + Double(k % 4) * 9, width: 200, height: 150), radius: 14)
        list.append(.shadow(card, color: Color.black.opacity(0.5), radius: 8, offset: Point(x: 0, y: 4)))
        list.layer(clip: card) { c in c.append(.shape(.rect(card.rect), .color(Color(hex: 0x1C1C1E)), opacity: 1)) }
        return list
    }

    @Test("frames drawn by 2 and 3 threads, and each frame redrawn whole (1 or 2 threads), are the bytes one thread draws; no band thread blurs",
          arguments: [false, true])
    func sameBytes(nested: Bool) {
        func make(_ threads: Int) -> Renderer {
            let r = Renderer(pixelWidth: 720, pixelHeight: 450, scale: 1.5, glyphs: glyphs)
            r.threads = threads
            return r
        }
        let one = make(1), two = make(2), three = make(3), wholeOne = make(1), wholeTwo = make(2)
        var partial = 0
        for k in 0..<14 {
            let list = scene(k, nested: nested)
            for r in [one, two, three] { r.render(list) }
            // Every pixel redrawn, from the picture beneath kept since the last frame.
            for r in [wholeOne, wholeTwo] {
                r.invalidate()
                r.render(list)
            }
            #expect(wholeOne.frame == one.frame, "frame \(k), redrawn whole by 1 thread")
            #expect(two.frame == one.frame, "frame \(k), 2 threads")
            #expect(three.frame == one.frame, "frame \(k), 3 threads")
            #expect(wholeTwo.frame == one.frame, "frame \(k), redrawn whole by 2 threads")
            if two.lastDamage.area < 720 * 450 { partial += 1 }
        }
        #expect(partial >= 2, "frames whose damage is not the whole frame")
        // The layers are made once per frame that needs them, by the caller, as with one thread. (One
        // inside a layer at group opacity is drawn per stripe, by whichever thread draws it.)
        if !nested {
            #expect(two.layersMade.caller == one.layersMade.caller)
            #expect(two.layersMade.bands == 0)
            #expect(three.layersMade.bands == 0)
        }
    }
}

@Suite("Split governor")
struct SplitGovernorTests {
    @Test("split frames in a row that did not pay rest splitting for a while; one that paid resets the count")
    func backsOff() {
        var g = SplitGovernor()
        for _ in 0..<(SplitGovernor.patience - 1) {
            let allowed = g.allowsSplit()
            #expect(allowed)
            g.record(cpu: 1.0, wall: 1.0)
        }
        let allowed = g.allowsSplit()
        #expect(allowed)
        g.record(cpu: 1.9, wall: 1.0)  // paid: the count starts again
        for _ in 0..<SplitGovernor.patience {
            let allowed = g.allowsSplit()
            #expect(allowed)
            g.record(cpu: 1.1, wall: 1.0)
        }
        #expect(g.isResting)
        var rested = 0
        while !g.allowsSplit() { rested += 1 }
        #expect(rested == SplitGovernor.rest)
    }
}
