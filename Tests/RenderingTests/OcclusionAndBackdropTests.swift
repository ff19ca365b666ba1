import Geometry
import Raster
@testable import Rendering
import Testing
import Typography

private let opaqueChecker = checkerAsset(opaque: true)

/// A checkerboard image, opaque or with a transparent corner.
private func checkerAsset(opaque: Bool) -> ImageAsset {
    var pm = Pixmap(width: 40, height: 30, fill: .white)
    for y in 0..<30 { for x in 0..<40 where (x / 5 + y / 5) % 2 == 0 { pm[x, y] = 0xFF20_4080 } }
    if !opaque { pm[0, 0] = 0 }
    return ImageAsset(name: "checker", pixmap: pm)
}

@Suite("Occlusion, damage inside layers and frosted backdrops")
struct OcclusionAndBackdropTests {
    let glyphs = GlyphCache(source: NoGlyphs())

    /// A grid layer of four tiles, a frosted backdrop over it at `backdrop` opacity, a shadowed card on top.
    func scene(tile: Int = -1, tileX: Double = 0, backdrop: Double?, cardY: Double = 40) -> DisplayList {
        var list = DisplayList(background: .black)
        list.layer(clip: RoundedRect(rect: Rect(x: 0, y: 0, width: 240, height: 200))) { grid in
            // Opaque beneath its tiles, as a scene's background is (a backdrop blurs what is on screen).
            grid.append(.shape(.rect(Rect(x: 0, y: 0, width: 240, height: 200)), .color(Color(hex: 0x102030)), opacity: 1))
            for i in 0..<4 {
                let x = Double(i % 2) * 120 + (i == tile ? tileX : 0), y = Double(i / 2) * 100
                grid.layer(clip: RoundedRect(rect: Rect(x: x + 5, y: y + 5, width: 110, height: 90), radius: 8)) { t in
                    t.append(.shape(.rect(Rect(x: x, y: y, width: 120, height: 100)), .color(Color(hex: 0x3366CC + UInt32(i) * 0x201000)), opacity: 1))
                    t.append(.shape(.circle(center: Point(x: x + 60, y: y + 50), radius: 30), .color(.white), opacity: 1))
                }
            }
        }
        if let backdrop {
            let covered = list.items
            list.layer(opacity: backdrop, clip: RoundedRect(rect: Rect(x: 0, y: 0, width: 240, height: 200)), blur: 12, opaqueBlur: true) { l in
                l.items += covered
                l.append(.shape(.rect(Rect(x: 0, y: 0, width: 240, height: 200)), .color(Color(white: 0.1, alpha: 0.5)), opacity: 1))
            }
        }
        let card = RoundedRect(rect: Rect(x: 40, y: cardY, width: 160, height: 120), radius: 14)
        list.append(.shadow(card, color: Color.black.opacity(0.5), radius: 8, offset: .zero))
        list.layer(clip: card) { c in
            c.append(.image(opaqueChecker, source: nil, destination: Rect(x: 40, y: cardY, width: 160, height: 70), clip: nil, opacity: 1))
            c.append(.shape(.rect(Rect(x: 40, y: cardY + 70.4, width: 160, height: 60)), .color(Color(hex: 0x1C1C1E)), opacity: 1))
        }
        return list
    }

    /// The largest per-channel difference between two pixmaps of one size.
    func worst(_ a: Pixmap, _ b: Pixmap) -> Int {
        var result = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                let d = abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))
                result = max(result, d)
            }
        }
        return result
    }

    @Test("a tile moving inside an unchanged grid layer damages that tile, not the grid")
    func damageInsideLayer() {
        let r = Renderer(pixelWidth: 240, pixelHeight: 200, scale: 1, glyphs: glyphs)
        r.render(scene(backdrop: nil, cardY: 400))
        let d = r.render(scene(tile: 3, tileX: 0.5, backdrop: nil, cardY: 400))
        #expect(d == IntRect(x0: 125, y0: 105, x1: 236, y1: 195))
        #expect(r.frame == Renderer.draw(scene(tile: 3, tileX: 0.5, backdrop: nil, cardY: 400), pixelWidth: 240, pixelHeight: 200, scale: 1, glyphs: glyphs))
    }

    @Test("units beneath an opaque card are drawn around it, with the same pixels as a frame drawn whole")
    func occlusion() throws {
        let whole = Renderer.draw(scene(backdrop: 0.6), pixelWidth: 240, pixelHeight: 200, scale: 1, glyphs: glyphs)
        let r = Renderer(pixelWidth: 240, pixelHeight: 200, scale: 1, glyphs: glyphs)
        r.render(scene(backdrop: 0.6, cardY: 60))
        r.render(scene(backdrop: 0.6))
        // The card's picture and its text block are the two opaque rectangles; the seam row between them is not.
        let card = try #require(Unit.split(scene(backdrop: nil).items[...]).last)
        #expect(card.opaqueCovers(scale: 1) == [IntRect(x0: 54, y0: 40, x1: 186, y1: 110), IntRect(x0: 54, y0: 111, x1: 186, y1: 160)])
        // The backdrop is built from the picture kept beneath it (downsampled), the whole frame from its items.
        #expect(worst(r.frame, whole) <= 3)
    }

    @Test("a backdrop that starts from the framebuffer equals one drawn from its items")
    func backdropFromFramebuffer() {
        let r = Renderer(pixelWidth: 240, pixelHeight: 200, scale: 1, glyphs: glyphs)
        r.render(scene(backdrop: nil))
        r.render(scene(backdrop: 0.2))
        r.render(scene(backdrop: 0.7))
        let fresh = Renderer(pixelWidth: 240, pixelHeight: 200, scale: 1, glyphs: glyphs)
        fresh.render(scene(backdrop: 0.7))
        #expect(r.frame == fresh.frame)
        #expect(worst(r.frame, Renderer.draw(scene(backdrop: 0.7), pixelWidth: 240, pixelHeight: 200, scale: 1, glyphs: glyphs)) <= 3)
    }

    @Test("a backdrop blurs the window background too, and blurs again when only the background changes")
    func backdropBackground() {
        func sparse(_ background: Color) -> DisplayList {
            var list = DisplayList(background: background)
            list.append(.shape(.circle(center: Point(x: 120, y: 100), radius: 40), .color(Color(hex: 0xCC3366)), opacity: 1))
            let covered = list.items
            list.layer(opacity: 0.8, clip: RoundedRect(rect: Rect(x: 0, y: 0, width: 240, height: 200)), blur: 12, opaqueBlur: true) { l in
                l.items += covered
            }
            return list
        }
        let r = Renderer(pixelWidth: 240, pixelHeight: 200, scale: 1, glyphs: glyphs)
        r.render(sparse(.black))
        r.render(sparse(.white))
        let fresh = Renderer(pixelWidth: 240, pixelHeight: 200, scale: 1, glyphs: glyphs)
        fresh.render(sparse(.white))
        #expect(r.frame == fresh.frame)
        // Far from the circle the blurred background is the background.
        #expect(r.frame.rgba(x: 5, y: 5) == (255, 255, 255, 255))
    }

    @Test("an empty image hides nothing")
    func emptyImage() {
        #expect(!ImageAsset(name: "empty", pixmap: Pixmap(width: 0, height: 0)).isOpaque)
    }

    @Test("an image with any transparent pixel hides nothing")
    func translucentImage() {
        var list = DisplayList()
        list.append(.image(checkerAsset(opaque: false), source: nil, destination: Rect(x: 0, y: 0, width: 200, height: 150), clip: nil, opacity: 1))
        #expect(Unit.split(list.items[...])[0].opaqueCovers(scale: 1).isEmpty)
        list.items[0] = .image(checkerAsset(opaque: true), source: nil, destination: Rect(x: 0.5, y: 0, width: 200, height: 150), clip: nil, opacity: 1)
        #expect(Unit.split(list.items[...])[0].opaqueCovers(scale: 1) == [IntRect(x0: 1, y0: 0, x1: 200, y1: 150)])
    }
}
