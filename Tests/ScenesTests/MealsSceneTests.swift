import Geometry
import GoldenSupport
import Raster
import Runtime
import SceneTestSupport
import SnapshotTesting
import Testing

@MainActor
@Suite("meals: thumbnail → modal hero flight, blur backdrop, orientation configurations", .serialized)
struct MealsSceneTests {
    static let open = "at 0.1 tap #meal.dessert"

    /// At every frame of `play`, at most one view of `id` is visible.
    func oneVisible(_ play: ScenePlay, _ id: String) -> [Double] {
        play.trace.filter { $0.elements(id, ns: "hero").count > 1 }.map(\.time)
    }

    @Test("landscape thumbnails are 280×280 at radius 0 without spacing; portrait 700×200 at radius 12, 20 apart")
    func presets() throws {
        let land = try ScenePlay("meals", at: [0]).at(0)
        let a = try #require(land.elements("meal.drink", ns: "hero").last), b = try #require(land.elements("meal.starter", ns: "hero").last)
        #expect(a.frame.size == Size(width: 280, height: 280) && a.radius == 0 && b.frame.minX == a.frame.maxX)
        let port = try ScenePlay("meals", size: Size(width: 800, height: 1200), at: [0]).at(0)
        let c = try #require(port.elements("meal.drink", ns: "hero").last), d = try #require(port.elements("meal.starter", ns: "hero").last)
        #expect(c.frame.size == Size(width: 700, height: 200) && c.radius == 12 && abs(d.frame.minY - c.frame.maxY - 20) < 0.01)
    }

    @Test("open: the thumbnail becomes a 600×700 modal centred at radius 20, overshooting its width by about 5 %; the backdrop fades in linearly")
    func openFlight() throws {
        let play = try ScenePlay("meals", script: Self.open, at: ScenePlay.times(0, 1.2, 0.1))
        #expect(oneVisible(play, "meal.dessert").isEmpty)
        let thumb = try #require(play.frame("meal.dessert", ns: "hero", at: 0))
        #expect(thumb.size == Size(width: 280, height: 280))
        let end = try #require(play.at(1.2).elements("meal.dessert", ns: "hero").last)
        #expect(abs(end.frame.width - 600) < 1 && abs(end.frame.height - 700) < 1 && abs(end.radius - 20) < 0.2)
        #expect(abs(end.frame.midX - 640) < 1 && abs(end.frame.midY - 400) < 1)
        let widest = play.trace.compactMap { $0.elements("meal.dessert", ns: "hero").last?.frame.width }.max()!
        #expect(widest > 620 && widest < 640, "overshoot to \(widest)")
        #expect(TraceChecks.noJumps(play.trace, id: "meal.dessert", ns: "hero", maxStep: 80).isEmpty)
        // The backdrop: linear from the frame after the flight starts, 0 → 1 over 0.25 s.
        let fade = play.trace.compactMap { f in f.elements("backdrop").last.map { (f.time, $0.opacity) } }
        let start = try #require(fade.first).0
        #expect(start > 0.15 && start < 0.2)
        for (t, o) in fade where t < start + 0.25 { #expect(abs(o - (t - start + 1 / 60) / 0.25) < 0.02, "backdrop \(o) at \(t)") }
        #expect(try #require(fade.last).1 == 1)
        assertSnapshot(of: play.filmstrip(), as: .png(.keyFrame, label: "meals-open"), named: "meals-open")
    }

    @Test("a tap on the backdrop brings the modal back to the thumbnail's frame and radius; the thumbnail reappears last")
    func close() throws {
        let play = try ScenePlay("meals", script: Self.open + "; at 1.5 tap 40 60", at: ScenePlay.times(1.5, 2.9, 0.1))
        #expect(oneVisible(play, "meal.dessert").isEmpty)
        let home = try #require(play.at(0).elements("meal.dessert", ns: "hero").last)
        let back = try #require(play.at(2.9).elements("meal.dessert", ns: "hero").last)
        #expect(TraceChecks.close(home.frame, back.frame, 0.5) && back.radius == home.radius && back.match == "frame")
        #expect(play.at(2.9).elements("modal").isEmpty && play.at(2.9).elements("backdrop").isEmpty)
        assertSnapshot(of: play.filmstrip(), as: .png(.keyFrame, label: "meals-close"), named: "meals-close")
    }

    @Test("a 300 pt drag dismisses the modal, a 60 pt drag springs it back")
    func drag() throws {
        let gone = try ScenePlay("meals", script: Self.open + "; at 1.5 drag #modal by 0 300 over 0.25", at: ScenePlay.times(1.5, 3.3, 0.15))
        #expect(oneVisible(gone, "meal.dessert").isEmpty)
        #expect(gone.at(3.3).elements("modal").isEmpty)
        #expect(TraceChecks.close(gone.frame("meal.dessert", ns: "hero", at: 0)!, gone.frame("meal.dessert", ns: "hero", at: 3.3)!, 0.5))
        // While dragged, the modal follows the pointer and shrinks toward its thumbnail.
        let dragged = try #require(gone.frame("modal", at: 1.7))
        #expect(dragged.width < 600 && dragged.midY > 400)
        assertSnapshot(of: gone.filmstrip(), as: .png(.keyFrame, label: "meals-drag-dismiss"), named: "meals-drag-dismiss")

        let kept = try ScenePlay("meals", script: Self.open + "; at 1.5 drag #modal by 0 60 over 0.3", at: ScenePlay.times(1.5, 2.7, 0.15))
        let rest = try #require(kept.frame("modal", at: 2.7))
        #expect(abs(rest.width - 600) < 0.5 && abs(rest.height - 700) < 0.5 && abs(rest.midY - 400) < 0.5)
        #expect(kept.at(2.7).elements("backdrop").count == 1)
        assertSnapshot(of: kept.filmstrip(), as: .png(.keyFrame, label: "meals-drag-cancel"), named: "meals-drag-cancel")
    }

    @Test("a tap on the backdrop while the modal is still flying in reverses it from where it is")
    func interrupted() throws {
        let play = try ScenePlay("meals", script: Self.open + "; at 0.3 tap 40 60", at: ScenePlay.times(0.1, 1.5, 0.1))
        #expect(oneVisible(play, "meal.dessert").isEmpty)
        #expect(TraceChecks.noJumps(play.trace, id: "meal.dessert", ns: "hero", maxStep: 80).isEmpty)
        #expect(TraceChecks.close(play.frame("meal.dessert", ns: "hero", at: 0)!, play.frame("meal.dessert", ns: "hero", at: 1.5)!, 0.5))
        assertSnapshot(of: play.filmstrip(), as: .png(.keyFrame, label: "meals-interrupted-open"), named: "meals-interrupted-open")
    }

    @Test("turning the window portrait animates the thumbnails to the portrait configuration; each orientation keeps its edits")
    func orientation() throws {
        let play = try ScenePlay("meals", script: "at 0.1 resize 800 1200", at: ScenePlay.times(0, 1.8, 0.15))
        let mid = try #require(play.frame("meal.drink", ns: "hero", at: 0.3))
        #expect(mid.width > 280 && mid.width < 700)
        let settled = try #require(play.frame("meal.drink", ns: "hero", at: 1.8))
        #expect(abs(settled.width - 700) < 0.5 && abs(settled.height - 200) < 0.5)
        assertSnapshot(of: play.filmstrip(), as: .png(.keyFrame, label: "meals-orientation"), named: "meals-orientation")

        // Widen the landscape thumbnails with the panel's slider (the grid glides to the new width on
        // the hero spring), turn portrait and back: the edit is kept.
        let script = "at 0.1 tap #toolbar.config; at 0.6 drag #config.thumbnailWidth by 40 0 over 0.2; at 1.0 key escape; "
            + "at 2.5 resize 800 1200; at 4.5 resize 1280 800"
        let edited = try ScenePlay("meals", script: script, at: [2.4, 4.4, 6.5])
        let wide = try #require(edited.frame("meal.drink", ns: "hero", at: 2.4)).width
        #expect(wide > 300)
        #expect(abs(try #require(edited.frame("meal.drink", ns: "hero", at: 4.4)).width - 700) < 0.5)
        #expect(abs(try #require(edited.frame("meal.drink", ns: "hero", at: 6.5)).width - wide) < 0.5)
    }

    /// Frames where the full-window layer `id` shows but does not cover the whole window.
    func uncovered(_ play: ScenePlay, _ id: String) -> [String] {
        play.trace.compactMap { f in
            guard let r = f.elements(id).last?.frame else { return nil }
            let window = Rect(origin: .zero, size: f.size)
            return TraceChecks.close(r, window, 0.01) ? nil : "t=\(f.time): \(id) at \(r) in a \(f.size) window"
        }
    }

    @Test("a resize mid-flight retargets the modal without a jump; the backdrop always covers the window",
          arguments: [(Size(width: 1280, height: 800), Size(width: 768, height: 1024)),
                      (Size(width: 768, height: 1024), Size(width: 1280, height: 800))])
    func resizeInFlight(from: Size, to: Size) throws {
        // A meal on screen at the start (in portrait the wine is below the window, out of reach).
        let meal = from.height > from.width ? "meal.dessert" : "meal.wine"
        // The flight's own largest per-frame step on any edge, with no resize.
        let plain = try ScenePlay("meals", size: from, script: "at 0.1 tap #\(meal)", at: [1.5])
        let usual = TraceChecks.largestStep(plain.trace, id: "modal")
        let play = try ScenePlay("meals", size: from, script: "at 0.1 tap #\(meal); at 0.3 resize \(Int(to.width)) \(Int(to.height))",
                                 at: ScenePlay.times(0.1, 2, 0.1))
        #expect(oneVisible(play, meal).isEmpty)
        #expect(TraceChecks.noJumps(play.trace, id: "modal", maxStep: usual * 1.25).isEmpty,
                "usual step \(usual): \(TraceChecks.noJumps(play.trace, id: "modal", maxStep: usual * 1.25).prefix(3))")
        let bands = uncovered(play, "backdrop")
        #expect(bands.isEmpty, "\(bands.count) frames, first \(bands.prefix(3))")
        // It settles centred in the new window, at the new orientation's modal size.
        let end = try #require(play.frame("modal", at: 2))
        let modal = to.height > to.width ? Size(width: 600, height: 800) : Size(width: 600, height: 700)
        #expect(abs(end.width - modal.width) < 0.5 && abs(end.height - modal.height) < 0.5)
        #expect(abs(end.midX - to.width / 2) < 0.5 && abs(end.midY - to.height / 2) < 0.5)
        let name = "meals-resize-in-flight-\(Int(from.width))x\(Int(from.height))"
        assertSnapshot(of: play.filmstrip(), as: .png(.keyFrame, label: name), named: name)
    }

    @Test("a resize during the flight home retargets it without a jump; the modal lands on the thumbnail of the new grid")
    func resizeFlyingHome() throws {
        let close = "at 0.1 tap #meal.drink; at 1.5 tap 40 60"
        let usual = TraceChecks.largestStep(try ScenePlay("meals", script: close, at: [2.9]).frames(from: 1.5, to: 2.9), id: "meal.drink", ns: "hero")
        let play = try ScenePlay("meals", script: close + "; at 1.75 resize 768 1024", at: ScenePlay.times(1.5, 3.3, 0.15))
        #expect(oneVisible(play, "meal.drink").isEmpty)
        let jumps = TraceChecks.noJumps(play.frames(from: 1.5, to: 3.3), id: "meal.drink", ns: "hero", maxStep: usual * 1.25)
        #expect(jumps.isEmpty, "usual step \(usual): \(jumps.prefix(3))")
        let bands = uncovered(play, "backdrop")
        #expect(bands.isEmpty, "\(bands.count) frames, first \(bands.prefix(3))")
        let home = try #require(play.at(3.3).elements("meal.drink", ns: "hero").last)
        #expect(home.match == "frame" && TraceChecks.close(home.frame, Rect(x: 34, y: 98, width: 700, height: 200), 0.5), "\(home.frame)")
        #expect(play.at(3.3).elements("modal").isEmpty)
        assertSnapshot(of: play.filmstrip(), as: .png(.keyFrame, label: "meals-resize-flying-home"), named: "meals-resize-flying-home")
    }

    @Test("in a window smaller than the modal (375×667) the modal fits 16 pt inside it, its close button on screen; the backdrop covers the window and the grid stays put")
    func narrowWindow() throws {
        let play = try ScenePlay("meals", size: Size(width: 375, height: 667), script: "at 0.1 tap #meal.drink; at 1.5 key escape",
                                 at: [1.4, 3])
        let bands = uncovered(play, "backdrop")
        #expect(bands.isEmpty, "\(bands.count) frames, first \(bands.prefix(3))")
        let toolbar = try #require(play.frame("toolbar.config", at: 0))
        for f in play.trace { #expect(f.elements("toolbar.config").last?.frame == toolbar, "t=\(f.time)") }
        let modal = try #require(play.frame("modal", at: 1.4))
        #expect(TraceChecks.close(modal, Rect(x: 16, y: 16, width: 343, height: 635), 0.5), "\(modal)")
        let close = try #require(play.frame("modal.close", at: 1.4))
        #expect(close.minX >= 0 && close.maxX <= 375 && close.minY >= 0 && close.maxY <= 667, "\(close)")
        // Every thumbnail fits the window's width too (portrait: 20 pt a side).
        let drink = try #require(play.frame("meal.drink", ns: "hero", at: 0))
        #expect(drink.width <= 335 + 0.5, "\(drink)")
    }

    @Test("the body text lies 20 pt inside the modal's edges, in landscape and in portrait (the text block is centred on the modal)",
          arguments: [Size(width: 1280, height: 800), Size(width: 768, height: 1024)])
    func textInset(size: Size) throws {
        // A meal on screen in both windows (in portrait the wine is below the window: a tap there
        // reaches nothing, as the scroll view clips it).
        let play = try ScenePlay("meals", size: size, script: "at 0.1 tap #meal.starter", at: [1.5])
        let modal = try #require(play.frame("modal", at: 1.5)), text = try #require(play.frame("modal.text", at: 1.5))
        #expect(abs(text.minX - modal.minX - 20) < 0.5 && abs(modal.maxX - text.maxX - 20) < 0.5, "text \(text) in modal \(modal)")
    }

    @Test("slow animations make the flight easeInOut 4 s")
    func slow() throws {
        let play = try ScenePlay("meals", script: Self.open, at: ScenePlay.times(0, 4.5, 0.5), options: SceneOptions(slowAnimations: true))
        let w = (1...9).map { play.frame("meal.dessert", ns: "hero", at: Double($0) * 0.5)!.width }
        #expect(zip(w, w.dropFirst()).allSatisfy { $0 <= $1 + 0.01 } && w[1] < 400 && abs(w.last! - 600) < 0.5)
        assertSnapshot(of: play.filmstrip(), as: .png(.keyFrame, label: "meals-slow"), named: "meals-slow")
    }

    @Test("dark and light appearance")
    func appearance() throws {
        for dark in [true, false] {
            let play = try ScenePlay("meals", script: Self.open, at: [0, 0.25, 1.2], options: SceneOptions(dark: dark))
            let corner = play.frames[0].image.rgba(x: 5, y: 300)
            #expect(dark ? corner.r < 30 : corner.r > 225)
            assertSnapshot(of: play.filmstrip(columns: 3), as: .png(.keyFrame, label: dark ? "meals-dark" : "meals-light"), named: dark ? "meals-dark" : "meals-light")
        }
    }

    @Test("the open modal's shadow is SwiftUI's default: black at opacity 0.33, radius 8")
    func shadow() throws {
        let play = try ScenePlay("meals", script: Self.open, at: [1.5])
        let modal = try #require(play.frame("modal", at: 1.5))
        let shadows = play.lastItems.compactMap { item -> (Rect, Color, Double)? in
            if case .shadow(let shape, let color, let radius, _) = item { return (shape.rect, color, radius) }
            return nil
        }
        let own = try #require(shadows.first { TraceChecks.close($0.0, modal, 0.5) })
        #expect(abs(own.1.alpha - 0.33) < 0.005 && own.1.red == 0 && own.1.green == 0 && own.1.blue == 0, "\(own.1)")
        #expect(abs(own.2 - 8) < 0.1)
    }

    @Test("the configuration panel's dividers suit the appearance: dark grey on the dark cells, light grey on the light ones")
    func dividers() throws {
        for dark in [true, false] {
            let play = try ScenePlay("meals", script: "at 0.1 tap #toolbar.config", at: [0.6], options: SceneOptions(dark: dark))
            let toggle = try #require(play.frame("config.dark", at: 0.6))
            // The hairline between the dark-mode and slow-animation rows, inset like a form's.
            let line = play.frames[0].image.rgba(x: Int(toggle.midX), y: Int(toggle.maxY))
            let cell = play.frames[0].image.rgba(x: Int(toggle.midX), y: Int(toggle.maxY) - 4)
            let inset = play.frames[0].image.rgba(x: Int(toggle.minX) + 8, y: Int(toggle.maxY))
            if dark {
                #expect(Int(line.r) > Int(cell.r) + 6 && line.r < 80, "dark divider \(line) on \(cell)")
            } else {
                #expect(Int(line.r) < Int(cell.r) - 30 && line.r > 180, "light divider \(line) on \(cell)")
            }
            #expect(inset == cell, "the divider starts 16 pt in, at the rows' text: \(inset) vs \(cell)")
        }
    }

    @Test("the grid behind the open modal is blurred")
    func blurred() throws {
        let sharp = try ScenePlay("meals", at: [0]).frames[0].image
        let open = try ScenePlay("meals", script: Self.open, at: [1.2]).frames[0].image
        // Left of the modal (x < 330) the grid shows through the backdrop: far less fine detail.
        func detail(_ p: Pixmap) -> Int {
            var sum = 0
            for y in stride(from: 120, to: 640, by: 2) { for x in 20..<320 {
                let a = p.rgba(x: x, y: y), b = p.rgba(x: x + 1, y: y)
                sum += abs(Int(a.g) - Int(b.g))
            } }
            return sum
        }
        #expect(detail(open) * 3 < detail(sharp))
    }

    @Test("the modal's text scrolls under its pinned title; drags on the text scroll unless they pull down at the top; it scrolls home as it flies")
    func scrolling() throws {
        let open = Self.open + "; at 1.3 scroll #modal by 0 150"
        let scrolled = try ScenePlay("meals", script: open + "; at 2.0 tap 40 60", at: [1.9, 2.5, 3.6])
        let card = try #require(scrolled.frame("modal", at: 1.25)), close0 = try #require(scrolled.frame("modal.close", at: 1.25))
        let close1 = try #require(scrolled.frame("modal.close", at: 1.9))
        #expect(TraceChecks.close(card, try #require(scrolled.frame("modal", at: 1.9)), 0.5))
        #expect(close0.minY - close1.minY > 100, "the image box scrolled up: \(close0) → \(close1)")
        // Flying home, the content returns to its top: the close button rejoins the card's top edge.
        let flying = try #require(scrolled.at(2.3).elements("modal").last?.frame)
        let closeFlying = try #require(scrolled.at(2.3).elements("modal.close").last?.frame)
        #expect(abs(closeFlying.minY - flying.minY) < abs(close1.minY - card.minY) / 2)
        #expect(scrolled.at(3.6).elements("modal").isEmpty)

        // An upward drag on the text scrolls; a downward one while scrolled scrolls back, the card stays.
        let drags = try ScenePlay("meals", script: Self.open + "; at 1.3 drag 640 650 -> 640 520 over 0.3; at 2.0 drag 640 600 -> 640 700 over 0.3",
                                  at: [1.25, 1.9, 2.6])
        let up = try #require(drags.frame("modal.close", at: 1.9)), down = try #require(drags.frame("modal.close", at: 2.6))
        #expect(up.minY < close0.minY - 60 && down.minY > up.minY + 60)
        for t in [1.9, 2.6] { #expect(TraceChecks.close(card, try #require(drags.frame("modal", at: t)), 0.5)) }
        #expect(drags.at(2.6).elements("backdrop").count == 1)
    }
}
