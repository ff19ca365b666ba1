import Foundation
import Raster
import SwiftHeroTesting
import Testing

/// The issue-15 program (Examples/Gallery, its Gallery.swift linked into this target) rendered through
/// the library's public API only: `Snapshot`, in virtual time.
@MainActor
@Suite("Gallery example")
struct GalleryFlightTests {
    static let size = CGSize(width: 480, height: 640)

    /// The matched element `id` in a frame's trace (the tile: namespace from `@Namespace`).
    static func tile(_ id: String, in elements: [TraceElement]) -> TraceElement? {
        elements.last { $0.id == id && $0.namespace != nil && $0.isVisible }
    }

    @Test("a tapped tile flies from its row to the lifted card, continuously, on the spring")
    func tileFlies() throws {
        let frames = try Snapshot(Gallery(tiles: demoTiles), size: Self.size).play("at 0.1 tap #1").trace(until: 1.2)
        let before = try #require(frames.first { $0.time >= 0.05 && $0.time < 0.1 }.flatMap { Self.tile("1", in: $0.elements) })
        // Two 60 pt rows, 8 pt apart, inset 16 pt, centred in the window (as SwiftUI centres a root view).
        #expect(before.frame == Rect(x: 16, y: 256, width: 448, height: 60))
        let end = try #require(frames.last.flatMap { Self.tile("1", in: $0.elements) })
        // The card: 80 % × 60 % of the reader (the whole window), centred.
        #expect(abs(end.frame.minX - 48) < 0.5 && abs(end.frame.minY - 128) < 0.5)
        #expect(abs(end.frame.width - 384) < 0.5 && abs(end.frame.height - 384) < 0.5)
        // In between it is drawn between the two, moving a little each frame (no jump).
        var last = before.frame
        var inBetween = 0
        for f in frames where f.time > 0.15 {
            guard let e = Self.tile("1", in: f.elements) else { continue }
            let step = max(abs(e.frame.minX - last.minX), abs(e.frame.minY - last.minY), abs(e.frame.width - last.width), abs(e.frame.height - last.height))
            #expect(step < 40, "t=\(f.time): moved \(step) pt in one frame")
            if e.frame.height > 70 && e.frame.height < 370 { inBetween += 1 }
            last = e.frame
        }
        #expect(inBetween >= 5)
    }

    /// The issue's own script taps (100, 40). Laid out as SwiftUI lays it out (the root view centred in
    /// the window), the rows sit at y 256 to 384, so that point is above them: nothing is tapped and
    /// nothing flies, as in SwiftUI. Kept as a test so that the layout's fidelity is a decision, not luck.
    @Test("the program's own tap at (100, 40) lands above the centred rows: nothing flies, as in SwiftUI")
    func scriptTapMisses() throws {
        let frames = try Snapshot(Gallery(tiles: demoTiles), size: Self.size).play("at 0.1 tap 100 40").trace(until: 1.0)
        for f in frames {
            #expect(Self.tile("1", in: f.elements)?.frame == Rect(x: 16, y: 256, width: 448, height: 60), "t=\(f.time)")
        }
    }

    @Test("a tap on the card sends it home to its row")
    func cardReturns() throws {
        let frames = try Snapshot(Gallery(tiles: demoTiles), size: Self.size).play("at 0.1 tap #1; at 1.2 tap 150 200").trace(until: 2.0)
        let end = try #require(frames.last.flatMap { Self.tile("1", in: $0.elements) })
        #expect(end.frame == Rect(x: 16, y: 256, width: 448, height: 60))
    }

    @Test("the star is filled with anti-aliased coverage; the card casts its shadow; the label is drawn")
    func pixels() throws {
        let shots = try Snapshot(Gallery(tiles: demoTiles), size: Self.size).play("at 0.1 tap #1").frames(at: [0, 1.2])
        let rest = shots[0].image, lifted = shots[1].image
        func rgba(_ p: Pixmap, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
            let v = p.pixels[y * p.width + x]
            return (Int(v & 0xFF), Int((v >> 8) & 0xFF), Int((v >> 16) & 0xFF))
        }
        // The star: 40 pt, centred in the window (with its 12 pt padding), orange at its centre.
        let c = rgba(rest, 240, 320)
        #expect(c.r > 200 && c.g > 100 && c.g < 190 && c.b < 60, "star centre \(c)")
        // Partial coverage along its edges where it crosses the white gap between the rows (y 316 to
        // 324): pixels between orange (blue 0) and white (blue 255).
        var partial = 0
        for x in 220..<260 { for y in 317..<323 { let p = rgba(rest, x, y); if p.b > 10 && p.b < 245 { partial += 1 } } }
        #expect(partial >= 4)
        // The label: dark text pixels inside the first row, left (leading) of the middle.
        var dark = 0
        for x in 28..<80 { for y in 270..<302 { let p = rgba(rest, x, y); if p.r < 80 && p.g < 80 { dark += 1 } } }
        #expect(dark > 10)
        // Below the lifted card (bottom edge at y = 512), its shadow darkens the white.
        let s = rgba(lifted, 240, 518)
        #expect(s.r < 250 && s.r > 150, "shadow below the card \(s)")
    }
}
