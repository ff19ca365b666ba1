import Foundation
import Raster
import SwiftHeroTesting
import Testing

/// The compatibility suite: each program in Programs/ is SwiftUI code in SwiftUI's idioms, compiled
/// with `import SwiftHero` only, rendered headless and compared with a golden filmstrip; the tests
/// that guard a defect found in public SwiftUI code also check the behaviour itself.
@MainActor
@Suite("SwiftUI compatibility programs")
struct CompatibilityTests {
    // MARK: Matched geometry followers

    /// Public picker demos: the selection capsule (`isSource: false`) sat over every option on the first
    /// frame (and a debug build trapped on a stale presentation), then snapped on a change.
    @Test("a follower capsule starts on the selected option and slides to the next one")
    func segmentedPicker() throws {
        let size = CGSize(width: 320, height: 120)
        let frames = try Filmstrip.frames(SegmentedPicker(), size: size, script: "at 0.1 tap #mint", at: [0, 0.2, 0.3, 0.4, 0.6])
        // The capsule is the light grey (background.tertiary) inside the indigo bar: the columns of the
        // bar's middle row that are light.
        let bar = try #require(Filmstrip.box(of: .indigo, in: frames[0].image))
        func capsule(_ frame: Snapshot.Frame) -> (from: Int, to: Int)? {
            let y = (bar.y0 + bar.y1) / 2
            let light = (bar.x0..<bar.x1).filter { x in
                let p = frame.image.pixels[y * frame.image.width + x]
                return p & 0xFF > 200 && (p >> 8) & 0xFF > 200
            }
            return light.isEmpty ? nil : (light.first!, light.last!)
        }
        let first = try #require(capsule(frames[0]))
        // On the first option only: about a third of the bar, not all of it.
        #expect(first.to - first.from < bar.width / 2, "capsule \(first) in bar \(bar) on the first frame")
        let last = try #require(capsule(frames[4]))
        #expect(last.from > first.from + 40, "the capsule moved to Mint: \(first) → \(last)")
        // In between it is between the two (it slides, it does not snap).
        let middle = try #require(capsule(frames[2]))
        #expect(middle.from > first.from + 3 && middle.from < last.from - 3, "at 0.3 s: \(middle)")
        try Filmstrip.check(SegmentedPicker(), size: size, script: "at 0.1 tap #mint", at: [0, 0.2, 0.3, 0.6], named: "segmented-picker")
    }

    @Test("an underline matched across tabs slides to the tapped title")
    func underline() throws {
        try Filmstrip.check(UnderlineTabs(), script: "at 0.1 tap 180 90", at: [0, 0.2, 0.35, 0.8], named: "underline-tabs")
    }

    @Test("a position-only follower dot moves between slots")
    func matchedPosition() throws {
        try Filmstrip.check(DotSlots(), script: "at 0.1 tap 210 70", at: [0, 0.25, 0.35, 0.7], named: "dot-slots")
    }

    @Test("a card and its title fly from a row to an expanded card")
    func heroCard() throws {
        try Filmstrip.check(HeroCard(), script: "at 0.1 tap 38 38", at: [0, 0.2, 0.35, 0.9], named: "hero-card")
    }

    @Test("a mini player's art, title and button fly into the full player")
    func miniPlayer() throws {
        try Filmstrip.check(MiniPlayer(), size: CGSize(width: 240, height: 260), script: "at 0.1 tap 120 240",
                            at: [0, 0.25, 0.4, 1.0], named: "mini-player")
    }

    @Test("a grid tile expands over the grid and closes with its button")
    func gridHero() throws {
        try Filmstrip.check(TileGrid(), size: CGSize(width: 240, height: 240), script: "at 0.1 tap 48 86; at 0.9 tap 200 40",
                            at: [0, 0.25, 0.8, 1.1, 1.6], named: "grid-hero")
    }

    // MARK: Previews

    @Test("#Preview and PreviewProvider are found, named and rendered")
    func previews() throws {
        let names = PreviewCatalog.all.map(\.name)
        #expect(names.contains("Segmented picker"))
        #expect(names.contains("Mini player"))
        #expect(names.contains("UnderlineTabs"))   // a PreviewProvider type, "_Previews" dropped
        #expect(names.contains("Settings"))
        // An unnamed #Preview is named by its file and line.
        #expect(names.contains { $0.hasPrefix("P03HeroCard.swift:") })
        let item = try #require(PreviewCatalog.named("Swatches"))
        #expect(item.fileID.hasSuffix("P04SystemColors.swift"))
        #expect(item.canvasSize == CGSize(width: 390, height: 844))
        let frame = try #require(try item.snapshot().frames(at: [0]).first)
        #expect(Filmstrip.count(Color.indigo, in: frame.image) > 500)
    }

    // MARK: Colours and styles

    @Test("the system palette, accent, primary and secondary")
    func systemColors() throws {
        try Filmstrip.check(Swatches(), at: [0], named: "system-colors")
    }

    @Test("hierarchical styles, tint, gradients from a colour, backgrounds in shapes")
    func shapeStyles() throws {
        try Filmstrip.check(StyleBoard(), size: CGSize(width: 300, height: 180), at: [0], named: "shape-styles")
    }

    @Test("Gradient(colors:), Gradient(stops:) and LinearGradient(gradient:startPoint:endPoint:)")
    func gradients() throws {
        try Filmstrip.check(GradientCards(), at: [0], named: "gradients")
    }

    @Test("a trimmed circle and a custom Animatable wave morph under withAnimation, they do not jump")
    func progressRing() throws {
        let size = CGSize(width: 240, height: 240)
        let script = "at 0.1 tap 120 212"
        let frames = try Filmstrip.frames(ProgressRing(), size: size, script: script, at: [0, 0.6, 1.3])
        // The ring's blue, counted: the stroke's length goes 0.25 → 1 of the circle linearly over 1 s.
        func blue(_ f: Snapshot.Frame) -> Int {
            f.image.pixels.reduce(0) { n, p in
                let (r, g, b) = (Int(p & 0xFF), Int((p >> 8) & 0xFF), Int((p >> 16) & 0xFF))
                return n + (b > 200 && r < 60 && g < 160 ? 1 : 0)
            }
        }
        let (start, middle, end) = (Double(blue(frames[0])), Double(blue(frames[1])), Double(blue(frames[2])))
        #expect(end > 3 * start, "a quarter ring, then a full one: \(start) → \(end)")
        // At 0.6 s: 0.1 s after the tap, half way: 0.25 + 0.75 × 0.5 = 0.625 of the ring (caps aside).
        let fraction = middle / end
        #expect(fraction > 0.5 && fraction < 0.75, "at 0.6 s the ring is \(fraction) of the full one")
        try Filmstrip.check(ProgressRing(), size: size, script: script, at: [0, 0.35, 0.6, 1.3], named: "progress-ring")
    }

    @Test("a sign-in form: the first field has the keyboard on appear, typing fills it, Return moves on, the button enables and signs in")
    func signIn() throws {
        let size = CGSize(width: 260, height: 220)
        let script = "at 0.2 type ada@example.com; at 0.3 key return; at 0.4 type hunter2; at 0.5 key return"
        let frames = try Filmstrip.frames(SignInForm(), size: size, script: script, at: [0.1, 0.35, 0.45, 0.6])
        // The caret (accent blue) shows in the first field before anything is typed.
        #expect(Filmstrip.count(.accentColor, in: frames[0].image) > 20, "a focused field's caret and ring at 0.1 s")
        // Disabled until both fields have text: no accent fill behind "Continue" before the password.
        let button = IntRect(x: 0, y: 150, width: 260, height: 70)
        #expect(Filmstrip.count(.accentColor, in: frames[1].image, rect: button) < 50, "the button is greyed while the password is empty")
        #expect(Filmstrip.count(.accentColor, in: frames[2].image, rect: button) > 500, "the button is enabled once both have text")
        try Filmstrip.check(SignInForm(), size: size, script: script, at: [0.1, 0.35, 0.45, 0.6], named: "sign-in")
    }

    @Test("a TextFieldStyle of one's own (_body(configuration:)) draws its capsule around each field, which still types and submits")
    func customFieldStyle() throws {
        let size = CGSize(width: 280, height: 200)
        let script = "at 0.1 tap 140 84; at 0.2 type Ada; at 0.3 tap 140 134; at 0.4 type ada@example.com; at 0.5 key return"
        let frames = try Filmstrip.frames(NewsletterForm(), size: size, script: script, at: [0, 0.35, 0.7])
        // Two teal capsule outlines, one per field: teal pixels in both fields' rows.
        let first = IntRect(x: 0, y: 60, width: 280, height: 46), second = IntRect(x: 0, y: 112, width: 280, height: 46)
        #expect(Filmstrip.count(.teal, in: frames[0].image, rect: first) > 100, "the first field's capsule")
        #expect(Filmstrip.count(.teal, in: frames[0].image, rect: second) > 100, "the second field's capsule")
        // The tap inside the stroked capsule overlay reaches the field: typed text is drawn in it.
        #expect(Filmstrip.count(.black, in: frames[0].image, rect: first) == 0, "nothing typed yet")
        #expect(Filmstrip.count(.black, in: frames[1].image, rect: first) > 10, "typed text in the first field")
        try Filmstrip.check(NewsletterForm(), size: size, script: script, at: [0, 0.35, 0.7], named: "custom-field-style")
    }

    @Test("toolbar items at their placements (a .toolbar written after .navigationTitle): Edit at the inline bar's leading end, add at its trailing end")
    func toolbarPlacements() throws {
        let size = CGSize(width: 280, height: 220)
        let script = "at 0.1 tap 262 22"
        let frames = try Filmstrip.frames(NotesList(), size: size, script: script, at: [0, 0.6])
        let left = IntRect(x: 0, y: 0, width: 80, height: 44), right = IntRect(x: 200, y: 0, width: 80, height: 44)
        #expect(Filmstrip.count(.accentColor, in: frames[0].image, rect: left) > 20, "Edit at the leading end")
        #expect(Filmstrip.count(.accentColor, in: frames[0].image, rect: right) > 10, "the add button at the trailing end")
        try Filmstrip.check(NotesList(), size: size, script: script, at: [0, 0.6], named: "toolbar-placements")
    }

    @Test("a toolbar button in the title's bar reveals a field in the list; typing and Return insert a row")
    func listAdd() throws {
        let size = CGSize(width: 260, height: 260)
        let script = "at 0.1 tap 222 30; at 0.8 type Grace Hopper; at 0.9 key return"
        let frames = try Filmstrip.frames(GuestList(guests: ["Paul", "Taylor", "Adele"]), size: size, script: script, at: [0, 0.7, 0.85, 1.6])
        // "Add" is drawn in the title's bar: accent-coloured pixels in the row of the large title.
        let bar = IntRect(x: 130, y: 0, width: 130, height: 61)
        #expect(Filmstrip.count(.accentColor, in: frames[0].image, rect: bar) > 20, "the toolbar button in the bar")
        try Filmstrip.check(GuestList(guests: ["Paul", "Taylor", "Adele"]), size: size, script: script, at: [0, 0.7, 0.85, 1.6], named: "guest-list")
    }

    @Test("dashes, dotted rings, mitred, bevelled and round corners, flat, square and round ends")
    func strokeStyles() throws {
        let size = CGSize(width: 240, height: 230)
        let frame = try Filmstrip.frames(StrokeStyles(), size: size, at: [0])[0]
        // The dashed outline has gaps: along its top edge some columns carry no indigo.
        let top = try #require(Filmstrip.box(of: .indigo, in: frame.image))
        let row = top.y0 + 1
        let inked = (top.x0..<top.x1).filter { x in
            let p = frame.image.pixels[row * frame.image.width + x]
            return (p & 0xFF) < 200
        }
        #expect(inked.count > 20 && inked.count < top.width - 20, "dashes and gaps along the top edge: \(inked.count) of \(top.width)")
        try Filmstrip.check(StrokeStyles(), size: size, at: [0], named: "stroke-styles")
    }

    @Test("an @Observable model in @State, the environment and @Bindable: the views that read a property follow it")
    func observable() throws {
        let size = CGSize(width: 260, height: 220)
        let before = try Filmstrip.frames(CartScreen(), size: size, at: [0])[0]
        // Tap "Add coffee" (the accent-coloured button), then type a note into the field below it.
        let button = try #require(Filmstrip.box(of: .accentColor, in: before.image))
        let field = button.y1 + 24
        let script = "at 0.1 tap \(button.x0 + button.width / 2) \(button.y0 + button.height / 2); at 0.6 tap 130 \(field); at 0.8 type oat milk"
        let frames = try Filmstrip.frames(CartScreen(), size: size, script: script, at: [0, 0.5, 1.0])
        #expect(frames[1].image.pixels != frames[0].image.pixels, "the badge follows the model: '1 in the cart'")
        #expect(frames[2].image.pixels != frames[1].image.pixels, "the note follows the field through @Bindable")
        try Filmstrip.check(CartScreen(), size: size, script: script, at: [0, 0.5, 1.0], named: "observable-cart")
    }

    @Test("an ObservableObject made by @StateObject, observed and in the environment: @Published changes re-draw its readers")
    func observableObject() throws {
        let size = CGSize(width: 260, height: 220)
        let before = try Filmstrip.frames(OrderScreen(), size: size, at: [0])[0]
        let button = try #require(Filmstrip.box(of: .accentColor, in: before.image))
        let tap = "tap \(button.x0 + button.width / 2) \(button.y0 + button.height / 2)"
        let script = "at 0.1 \(tap); at 0.5 \(tap); at 0.9 tap 130 \(button.y1 + 24); at 1.0 type Ada"
        let frames = try Filmstrip.frames(OrderScreen(), size: size, script: script, at: [0, 0.4, 0.8, 1.2])
        #expect(Filmstrip.count(.brown, in: frames[0].image) < 10, "no brown cup before the first tap")
        let one = Filmstrip.count(.brown, in: frames[1].image), two = Filmstrip.count(.brown, in: frames[2].image)
        #expect(one > 20 && two > one + 20, "one brown cup, then two: \(one), \(two)")
        #expect(frames[3].image.pixels != frames[2].image.pixels, "the name typed through $order.name shows below")
        try Filmstrip.check(OrderScreen(), size: size, script: script, at: [0, 0.4, 0.8, 1.2], named: "observable-object")
    }

    @Test("Timer.publish(...).autoconnect() with onReceive ticks on the graph's clock: a counter and a pulse")
    func timerPulse() throws {
        let frames = try Filmstrip.frames(PulseTimer(), at: [0, 0.45, 0.7, 0.95, 1.2])
        let red = frames.map { Filmstrip.count(.red, in: $0.image) }
        // Before the first tick (0.5 s) nothing changes; then the circle grows over 0.4 s; after the
        // second tick (1.0 s) it shrinks again.
        #expect(red[1] == red[0], "no tick before 0.5 s")
        #expect(red[2] > red[1] + 200, "growing after the first tick: \(red)")
        #expect(red[4] < red[3], "shrinking after the second: \(red)")
        try Filmstrip.check(PulseTimer(), at: [0, 0.7, 0.95, 1.2, 1.7], named: "timer-pulse")
    }

    @Test("EditButton turns edit mode on: each row of a ForEach with onDelete shows a delete button that removes it")
    func editableList() throws {
        let size = CGSize(width: 260, height: 260)
        let start = try Filmstrip.frames(Pantry(), size: size, at: [0])[0]
        let edit = try #require(Filmstrip.box(of: .accentColor, in: start.image))
        let tapEdit = "tap \(edit.x0 + edit.width / 2) \(edit.y0 + edit.height / 2)"
        let editing = try Filmstrip.frames(Pantry(), size: size, script: "at 0.1 \(tapEdit)", at: [0.6])[0]
        let minus = try #require(Filmstrip.box(of: .red, in: editing.image), "delete buttons in edit mode")
        // The second row's button: rows are 43 pt apart.
        let second = "tap \(minus.x0 + minus.width / 2) \(minus.y0 + 8 + 43)"
        let script = "at 0.1 \(tapEdit); at 0.8 \(second); at 1.4 \(tapEdit)"
        let frames = try Filmstrip.frames(Pantry(), size: size, script: script, at: [0, 0.6, 1.3, 2.0])
        #expect(Filmstrip.count(.red, in: frames[0].image) == 0, "no delete buttons before Edit")
        #expect(Filmstrip.count(.red, in: frames[2].image) < Filmstrip.count(.red, in: frames[1].image), "a row fewer after the delete")
        #expect(Filmstrip.count(.red, in: frames[3].image) == 0, "Done hides them")
        try Filmstrip.check(Pantry(), size: size, script: script, at: [0, 0.6, 1.3, 2.0], named: "editable-list")
    }

    @Test("a sheet slides up over a dimmed window, takes the taps there, and is dismissed from inside; a cover fills the window")
    func sheets() throws {
        let size = CGSize(width: 240, height: 260)
        let script = "at 0.1 tap 120 94; at 0.6 tap 120 131; at 1.0 tap 120 175; at 2.0 tap 120 131; at 2.8 tap 120 153"
        // At 0.6 s a tap where "Full screen" lies under the sheet opens nothing: the sheet takes it.
        // "Done" reads `dismiss` from its environment when tapped, after its body ran.
        try Filmstrip.check(SheetHost(), size: size, script: script, at: [0, 0.25, 0.9, 1.15, 1.9, 2.6, 3.6], named: "sheets")
        let frames = try Filmstrip.frames(SheetHost(), size: size, script: script, at: [0.9, 1.9, 2.6])
        #expect(Filmstrip.count(.blue, in: frames[0].image, rect: IntRect(x: 0, y: 0, width: 240, height: 44)) == 0, "no button shows above the sheet")
        let strip = IntRect(x: 0, y: 0, width: 240, height: 40)
        #expect(Filmstrip.count(Color(white: 0.7), in: frames[0].image, rect: strip) > 9000, "dimmed above the sheet at 0.9 s")
        #expect(Filmstrip.count(Color(white: 0.7), in: frames[1].image, rect: strip) == 0, "dismissed: nothing dimmed at 1.9 s")
        #expect(Filmstrip.count(.black, in: frames[2].image) > 100, "the cover's title at 2.6 s")
    }

    @Test("NavigationLink pushes a page that slides in from the trailing edge; Back pops it")
    func navigationPush() throws {
        let size = CGSize(width: 240, height: 300)
        let script = "at 0.1 tap 60 127; at 1.0 tap 120 226; at 2.0 tap 30 22; at 3.0 tap 30 22"
        try Filmstrip.check(FruitList(), size: size, script: script, at: [0, 0.2, 0.8, 1.6, 2.2, 2.9, 3.8], named: "navigation")
    }

    @Test("NavigationStack(path:): a link appends its value, code appends the next, emptying the path returns to the root")
    func pathNavigation() throws {
        let size = CGSize(width: 240, height: 300)
        let script = "at 0.1 tap 60 83; at 1.0 tap 120 ${next}; at 2.0 tap 120 ${contents}"
        // The buttons' rows: found on the pushed page's frame.
        let pushed = try Filmstrip.frames(BookReader(), size: size, script: "at 0.1 tap 60 83", at: [0, 0.9])
        #expect(pushed[1].image.pixels != pushed[0].image.pixels, "chapter 1 is pushed at 0.9 s")
        let blue = try #require(Filmstrip.box(of: .accentColor, in: pushed[1].image, within: IntRect(x: 0, y: 60, width: 240, height: 240)))
        // "Next chapter" is the upper of the two accent-coloured buttons, "Contents" the lower.
        let next = blue.y0 + 8, contents = blue.y1 - 8
        let played = script.replacingOccurrences(of: "${next}", with: "\(next)").replacingOccurrences(of: "${contents}", with: "\(contents)")
        let frames = try Filmstrip.frames(BookReader(), size: size, script: played, at: [0, 0.9, 1.8, 3.0])
        #expect(frames[2].image.pixels != frames[1].image.pixels, "chapter 2 pushed by code at 1.8 s")
        #expect(frames[3].image.pixels == frames[0].image.pixels, "back at the contents after the path is emptied")
        // Escape (and Back) removes the path's last value.
        let escaped = try Filmstrip.frames(BookReader(), size: size, script: "at 0.1 tap 60 83; at 1.0 key escape", at: [0, 2.0])
        #expect(escaped[1].image.pixels == escaped[0].image.pixels, "popped to the contents by Escape")
        try Filmstrip.check(BookReader(), size: size, script: played, at: [0, 0.5, 0.9, 1.3, 1.8, 2.2, 3.0], named: "path-navigation")
    }

    @Test("preferredColorScheme(.dark): a black window, white text, dark background styles and sheet")
    func darkAppearance() throws {
        let size = CGSize(width: 240, height: 240)
        let script = "at 0.1 tap 120 183"
        try Filmstrip.check(NightPreview(), size: size, script: script, at: [0, 1.0], named: "dark-appearance")
        let frames = try Filmstrip.frames(NightPreview(), size: size, script: script, at: [0, 1.0])
        let corner = frames[0].image.pixels[0]
        #expect(corner & 0xFFFFFF == 0, "the window's corner is black: \(String(corner, radix: 16))")
        #expect(Filmstrip.count(.white, in: frames[0].image) > 150, "white text")
        // The sheet is the dark background (not white) with white text.
        #expect(Filmstrip.count(.white, in: frames[1].image, rect: IntRect(x: 0, y: 60, width: 240, height: 180)) < 4000, "a dark sheet")
    }

    @Test("Escape goes back: it dismisses the sheet on top (onDismiss runs), else pops the pushed page")
    func escapeGoesBack() throws {
        let sheet = try Filmstrip.frames(SheetHost(), size: CGSize(width: 240, height: 260),
                                         script: "at 0.1 tap 120 94; at 0.8 key escape", at: [0.7, 1.8])
        let strip = IntRect(x: 0, y: 0, width: 240, height: 40)
        #expect(Filmstrip.count(Color(white: 0.7), in: sheet[0].image, rect: strip) > 9000, "the sheet is up at 0.7 s")
        #expect(Filmstrip.count(Color(white: 0.7), in: sheet[1].image, rect: strip) == 0, "gone after Escape")
        let after = try Filmstrip.frames(SheetHost(), size: CGSize(width: 240, height: 260),
                                         script: "at 0.1 tap 120 94; at 0.8 tap 120 175", at: [1.8])
        #expect(sheet[1].image.pixels == after[0].image.pixels, "as if Done was pressed: 'Dismissed 1'")
        let size = CGSize(width: 240, height: 300)
        let pushed = try Filmstrip.frames(FruitList(), size: size, script: "at 0.1 tap 60 127; at 0.8 key escape", at: [0, 0.7, 1.8])
        #expect(pushed[1].image.pixels != pushed[0].image.pixels, "Banana is pushed at 0.7 s")
        #expect(pushed[2].image.pixels == pushed[0].image.pixels, "popped back to the list")
    }

    @Test("a sheet presents a sheet of its own: it slides up above the first; Escape dismisses the top one")
    func nestedSheets() throws {
        let size = CGSize(width: 240, height: 260)
        // "Open" at the centre; "Deeper" at the centre of the first sheet's card (44 pt below the top).
        let script = "at 0.1 tap 120 130; at 0.9 tap 120 152; at 2.0 key escape"
        let frames = try Filmstrip.frames(NestedSheets(), size: size, script: script, at: [0.8, 1.1, 1.9, 2.9])
        let strip = IntRect(x: 0, y: 0, width: 240, height: 40)
        #expect(Filmstrip.count(Color(white: 0.7), in: frames[0].image, rect: strip) > 9000, "the first sheet over a dimmed window")
        #expect(frames[1].image.pixels != frames[0].image.pixels, "the second sheet slides in")
        #expect(Filmstrip.count(.black, in: frames[2].image) > 100, "the second sheet's title")
        #expect(frames[3].image.pixels == frames[0].image.pixels, "Escape: back to the first sheet")
        try Filmstrip.check(NestedSheets(), size: size, script: script, at: [0.8, 0.95, 1.0, 1.1, 1.9, 2.05, 2.9], named: "nested-sheets")
    }

    @Test("EllipticalGradient: ellipses with the frame's proportions")
    func ellipticalGradient() throws {
        let frame = try #require(Filmstrip.frames(EllipseGlow(), size: CGSize(width: 240, height: 140), at: [0]).first).image
        func red(_ x: Int, _ y: Int) -> Int { Int(frame.pixels[y * frame.width + x] & 0xFF) }
        // The frame is 200 x 100 at (20, 20): centre (120, 70). Half the inscribed ellipse is 50 pt
        // across and 25 pt down: the same colour 50 pt right of the centre as 25 pt below it.
        #expect(red(120, 70) > 240, "white at the centre")
        #expect(abs(red(170, 70) - red(120, 95)) <= 6, "right \(red(170, 70)), below \(red(120, 95))")
        #expect(red(170, 70) < 30, "blue at the end fraction: \(red(170, 70))")
        #expect(red(145, 70) > 100 && red(145, 70) < 160, "half way: \(red(145, 70))")
        try Filmstrip.check(EllipseGlow(), size: CGSize(width: 240, height: 140), at: [0], named: "elliptical-gradient")
    }

    @Test("RadialGradient, AngularGradient, a gradient ring with StrokeStyle, a custom shape as clip and as gradient fill")
    func circularGradients() throws {
        let size = CGSize(width: 300, height: 200)
        let frame = try #require(Filmstrip.frames(CircularGradients(), size: size, at: [0]).first).image
        func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
            let p = frame.pixels[y * frame.width + x]
            return (Int(p & 0xFF), Int((p >> 8) & 0xFF), Int((p >> 16) & 0xFF), Int(p >> 24))
        }
        // The sun: yellow at its centre, red at its rim (radius 40 of 40).
        let sun = try #require(Filmstrip.box(of: .yellow, in: frame, within: IntRect(x: 0, y: 0, width: 105, height: 100)))
        let (cx, cy) = ((sun.x0 + sun.x1) / 2, (sun.y0 + sun.y1) / 2)
        #expect(pixel(cx, cy).g > 180 && pixel(cx, cy).r > 200, "centre \(pixel(cx, cy))")
        // A custom shape clips exactly: the diamond's corner of its 80 pt box is the window's background.
        let indigo = try #require(Filmstrip.box(of: .indigo, in: frame, within: IntRect(x: 0, y: 100, width: 105, height: 100)))
        #expect(indigo.width < 84 && indigo.height < 84, "indigo box \(indigo)")
        let corner = pixel(indigo.x0 + 3, indigo.y0 + 3)
        #expect(!(corner.b > 150 && corner.r < 120), "the diamond's corner is not indigo: \(corner)")
        // The ring reaches half its width beyond its 70 pt frame, as a stroke does: 80 pt across, and
        // round (the band's middle at 45° is coloured; the frame's corner, outside the band, is not).
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<100 { for x in 200..<300 where pixel(x, y).r < 200 { xs.append(x); ys.append(y) } }
        let (x0, x1, y0, y1) = (try #require(xs.min()), try #require(xs.max()), try #require(ys.min()), try #require(ys.max()))
        #expect(abs(x1 - x0 + 1 - 80) <= 2 && abs(y1 - y0 + 1 - 80) <= 2, "ring [\(x0), \(x1)] × [\(y0), \(y1)]")
        let (rx, ry) = (Double(x0 + x1) / 2, Double(y0 + y1) / 2)
        let band = pixel(Int(rx + 35 * 0.7071), Int(ry + 35 * 0.7071))
        #expect(band.r < 100, "the band at 45°: \(band)")
        #expect(pixel(x0 + 2, y0 + 2).r > 240, "outside the band, in the frame's corner: \(pixel(x0 + 2, y0 + 2))")
        try Filmstrip.check(CircularGradients(), size: size, at: [0], named: "circular-gradients")
    }

    @Test("a material blurs the colours beneath it")
    func material() throws {
        try Filmstrip.check(FrostedCard(), at: [0], named: "material")
    }

    // MARK: Symbols and text

    @Test("SF Symbols by name: sizes, scales, fill variants, a placeholder for unknown names")
    func symbols() throws {
        try Filmstrip.check(SymbolShelf(), size: CGSize(width: 300, height: 160), at: [0], named: "symbols")
        // `.font(.title)` sizes a symbol: the title-sized heart is taller than a body-sized one.
        let big = try Filmstrip.frames(Image(systemName: "heart.fill").font(.title).foregroundColor(.red), size: CGSize(width: 100, height: 100), at: [0])
        let small = try Filmstrip.frames(Image(systemName: "heart.fill").foregroundColor(.red), size: CGSize(width: 100, height: 100), at: [0])
        let bigBox = try #require(Filmstrip.box(of: .red, in: big[0].image)), smallBox = try #require(Filmstrip.box(of: .red, in: small[0].image))
        #expect(bigBox.height > smallBox.height + 6)
    }

    /// A public emoji-grid demo showed a blank screen: emoji measured zero wide and were never drawn.
    @Test("emoji, CJK and symbols fall back to fonts that have them, in colour, at their width; an emoji flies")
    func emoji() throws {
        let frames = try Filmstrip.frames(Text("😎").font(.system(size: 40)), size: CGSize(width: 100, height: 100), at: [0])
        // Drawn in its own colours (the sunglasses face is yellow), about as wide as the font is tall.
        let face = try #require(Filmstrip.box(of: Color(red: 1, green: 0.8, blue: 0.2), in: frames[0].image))
        #expect(face.width > 30 && face.width < 60, "emoji box \(face)")
        let cjk = try Filmstrip.frames(Text("你好").font(.title), size: CGSize(width: 120, height: 60), at: [0])
        #expect(Filmstrip.count(.black, in: cjk[0].image) > 60)
        try Filmstrip.check(EmojiPicker(), size: CGSize(width: 260, height: 180), script: "at 0.1 tap 105 108", at: [0, 0.2, 0.4, 1.0],
                            named: "emoji")
    }

    @Test("font spellings: designs, weights, bold, footnote")
    func fonts() throws {
        try Filmstrip.check(Typesetting(), size: CGSize(width: 260, height: 200), at: [0], named: "fonts")
    }

    // MARK: Controls and containers

    @Test("Button(\"Title\") in the accent colour, and the plain, bordered and prominent styles")
    func buttons() throws {
        try Filmstrip.check(ButtonRow(), size: CGSize(width: 300, height: 160), script: "at 0.1 tap 150 40", at: [0, 0.3], named: "buttons")
        // The titled button's label is drawn in the accent colour, not black.
        let frame = try Filmstrip.frames(ButtonRow(), size: CGSize(width: 300, height: 160), at: [0])[0]
        #expect(Filmstrip.count(Color.accentColor, in: frame.image, rect: IntRect(x: 60, y: 20, width: 180, height: 40)) > 40)
    }

    @Test("a custom ToggleStyle draws the toggles and flips them")
    func toggleStyle() throws {
        // On the label: the box is a stroked outline, whose inside takes no press (as in SwiftUI).
        try Filmstrip.check(Checklist(), script: "at 0.1 tap 135 104", at: [0, 0.3], named: "toggle-style")
    }

    @Test("NavigationStack with a large title over a List")
    func navigation() throws {
        try Filmstrip.check(Inbox(), size: CGSize(width: 260, height: 220), at: [0], named: "navigation-large")
    }

    @Test("NavigationView with an inline title")
    func navigationInline() throws {
        try Filmstrip.check(Settings(), at: [0], named: "navigation-inline")
    }

    @Test("a TabView shows the page whose tag its selection names, whatever order tag and tabItem come in")
    func tabPages() throws {
        let tabs = TabView(selection: .constant("b")) {
            Text("A").identifier("a").tag("a").tabItem { Text("First") }
            Text("B").identifier("b").tabItem { Text("Second") }.tag("b")
            Text("C").identifier("c").tag("c").toolbar(.hidden, for: .tabBar)
        }
        let shown = try #require(try Filmstrip.frames(tabs, at: [0]).first).trace.map(\.id)
        #expect(shown.contains("b") && !shown.contains("a") && !shown.contains("c"), "\(shown)")
    }

    /// (A flexible frame in a vertical stack beside another view once got a share of the height, not the
    /// rest: this bar then sat under its page.)
    @Test("a TabView's bar sits at the bottom and selects pages")
    func tabs() throws {
        try Filmstrip.check(Tabs(), size: CGSize(width: 260, height: 200), script: "at 0.1 tap 216 180", at: [0, 0.3], named: "tabs")
        let frame = try Filmstrip.frames(VStack(spacing: 0) { Text("A").frame(maxHeight: .infinity).identifier("page"); Text("B") },
                                         size: CGSize(width: 240, height: 240), at: [0])[0]
        #expect(frame.trace.first { $0.id == "page" }?.frame.height == 219)
    }

    /// A public demo's horizontal ScrollView took the whole height and cut its text.
    @Test("a horizontal ScrollView is as tall as its content and lays it out at its own width")
    func horizontalScroll() throws {
        let row = ScrollView(.horizontal) {
            HStack { Text("Alpha"); Text("Beta"); Text("Gamma") }.identifier("row")
        }
        .identifier("scroll")
        let trace = try Filmstrip.frames(VStack { row; Text("Below") }, size: CGSize(width: 240, height: 180), at: [0])[0].trace
        let scroll = try #require(trace.first { $0.id == "scroll" }), content = try #require(trace.first { $0.id == "row" })
        #expect(scroll.frame.height < 30, "\(scroll.frame)")
        #expect(abs(content.frame.height - scroll.frame.height) < 0.5)
        #expect(content.frame.width > 150, "the words at their width, not cut: \(content.frame)")
    }

    @Test("a List's rows scale in as they are added")
    func listAppend() throws {
        try Filmstrip.check(Groceries(), size: CGSize(width: 240, height: 260), script: "at 0.1 tap 30 170", at: [0, 0.2, 0.4, 1.0],
                            named: "list-append")
    }

    @Test("safe-area modifiers on a window, and a bottom inset")
    func safeArea() throws {
        try Filmstrip.check(Fullscreen(), at: [0], named: "safe-area")
    }

    // MARK: Clips, masks, rotation

    @Test("clipShape with any built-in shape, continuous corners")
    func clipShapes() throws {
        try Filmstrip.check(Clips(), size: CGSize(width: 300, height: 100), at: [0], named: "clip-shapes")
        // Continuous corners ease in over 1.53 radii of each edge, so they take more of the square than
        // circular ones of the same radius: a circular corner of 16 pt leaves 3600 − 4 × 16² × (1 − π/4)
        // = 3380 pt² of the 60 pt square; continuous ones leave about 3362.
        let frame = try Filmstrip.frames(Clips(), size: CGSize(width: 300, height: 100), at: [0])[0].image
        let blue = try #require(Filmstrip.box(of: .blue, in: frame))
        var area = 0.0
        for y in blue.y0..<blue.y1 {
            for x in blue.x0..<blue.x1 {
                let p = frame.pixels[y * frame.width + x]
                // Blue over white: red falls from 255 to 0 with coverage.
                area += Double(255 - Int(p & 0xFF)) / 255
            }
        }
        #expect(area > 3345 && area < 3372, "the square's covered area: \(area) pt²")
    }

    @Test("masks: a rounded rectangle, and the glyphs of a title")
    func masks() throws {
        try Filmstrip.check(Masks(), at: [0], named: "masks")
        let frame = try Filmstrip.frames(Masks(), at: [0])[0]
        // Through the title's glyphs: blue-green pixels, but far fewer than the 180 × 50 gradient.
        let blue = Filmstrip.count(.blue, in: frame.image, rect: IntRect(x: 0, y: 95, width: 240, height: 60))
        #expect(blue > 30 && blue < 2000)
    }

    @Test("rotationEffect turns a chevron and a card about its corner, animated")
    func rotation() throws {
        try Filmstrip.check(Disclosure(), script: "at 0.1 tap 120 60", at: [0, 0.25, 0.6], named: "rotation")
    }

    @Test("a heart of a turned square and two circles beats")
    func heart() throws {
        try Filmstrip.check(Heart(), script: "at 0.1 tap 120 90", at: [0, 0.2, 0.4], named: "heart")
    }

    @Test("a floating button turns into a cross as its menu fans out")
    func floatingButton() throws {
        try Filmstrip.check(FloatingMenu(), size: CGSize(width: 260, height: 120), script: "at 0.1 tap 218 60", at: [0, 0.2, 0.8],
                            named: "floating-button")
    }

    // MARK: Animation spellings

    @Test("the deprecated animation(_:) animates every change")
    func implicitAnimation() throws {
        let size = CGSize(width: 240, height: 180)
        let frames = try Filmstrip.frames(Pulse(), size: size, script: "at 0.1 tap 120 90", at: [0, 0.3, 0.7])
        let start = try #require(Filmstrip.box(of: .pink, in: frames[0].image))
        let middle = try #require(Filmstrip.box(of: .pink, in: frames[1].image))
        let end = try #require(Filmstrip.box(of: .pink, in: frames[2].image))
        #expect(start.width < 55 && end.width > 115)
        #expect(middle.width > start.width + 5 && middle.width < end.width - 5, "half way: \(middle)")
        try Filmstrip.check(Pulse(), size: size, script: "at 0.1 tap 120 90", at: [0, 0.3, 0.7], named: "implicit-animation")
    }

    @Test("interpolatingSpring, spring(duration:bounce:) and snappy")
    func springs() throws {
        try Filmstrip.check(SpringRow(), size: CGSize(width: 260, height: 140), script: "at 0.1 tap 130 70", at: [0, 0.2, 0.4, 1.2],
                            named: "springs")
    }

    @Test("a scale transition from the bottom edge with text inside: no trap at scale 0")
    func scaleTransition() throws {
        try Filmstrip.check(Reveal(), size: CGSize(width: 240, height: 200), script: "at 0.1 tap 120 80", at: [0, 0.15, 0.3, 0.8],
                            named: "scale-transition")
    }

    // MARK: Carousels

    @Test("a view-aligned carousel of container-relative cards stops with a card at its leading margin after a drag")
    func snappingCarousel() throws {
        let size = CGSize(width: 400, height: 220)
        let script = "at 0.1 drag 300 110 -> 150 110 over 0.4"
        let frames = try Filmstrip.frames(SnappingCarousel(), size: size, script: script, at: [0, 0.3, 2])
        /// The columns at mid-height where a card begins (white background to card).
        func cardStarts(_ frame: Snapshot.Frame) -> [Int] {
            let y = 110, w = frame.image.width
            func white(_ x: Int) -> Bool { frame.image.pixels[y * w + x] & 0xFFFFFF == 0xFFFFFF }
            return (0..<w).filter { x in !white(x) && (x == 0 || white(x - 1)) }
        }
        // Cards of (352 − 3 × 12) ÷ 4 × 3 + 2 × 12 = 261 pt, 12 apart, inside 24 pt margins.
        #expect(cardStarts(frames[0]) == [24, 297])
        // Mid-drag no card begins at the margin; at rest one does again (the one before peeks in the margin).
        #expect(!cardStarts(frames[1]).contains(24), "\(cardStarts(frames[1]))")
        #expect(cardStarts(frames[2]).dropFirst().first == 24, "\(cardStarts(frames[2]))")
        try Filmstrip.check(SnappingCarousel(), size: size, script: script, at: [0, 0.3, 2], named: "snapping-carousel")
    }

    @Test("a paging gallery turns one page per flick; the pages beside the one in view fade, shrink and turn as they scroll")
    func pagingGallery() throws {
        let size = CGSize(width: 360, height: 240)
        let script = "at 0.1 drag 300 120 -> 200 120 over 0.1"
        let frames = try Filmstrip.frames(PagingGallery(), size: size, script: script, at: [0, 0.25, 1.5])
        // At rest on a page: its card fills the page inside 24 pt of padding (blue, then green).
        let first = try #require(Filmstrip.box(of: .blue, in: frames[0].image))
        #expect(first.x0 == 24 && first.width == 312, "\(first)")
        let second = try #require(Filmstrip.box(of: .green, in: frames[2].image))
        #expect(second.x0 == 24 && second.width == 312, "\(second)")
        // Mid-way neither page is wholly in view: both are drawn faded (no pixel of either full colour).
        #expect(Filmstrip.box(of: .blue, in: frames[1].image) == nil && Filmstrip.box(of: .green, in: frames[1].image) == nil)
        try Filmstrip.check(PagingGallery(), size: size, script: script, at: [0, 0.25, 1.5], named: "paging-gallery")
    }

    @Test("a photo grid's month headers take a row of their own, each month starts a new row, and the header in view stays pinned as its photos scroll under it")
    func pinnedGridSections() throws {
        let size = CGSize(width: 360, height: 320)
        let script = "at 0.1 scroll 180 160 by 0 120"
        let frames = try Filmstrip.frames(PhotoMonths(), size: size, script: script, at: [0, 1])
        // Four columns of 85.5 pt: January's seven photos fill a row and three of the next; February's
        // first photo starts its own row at the left edge, under its header.
        let teal = try #require(Filmstrip.box(of: .teal, in: frames[0].image))
        let orange = try #require(Filmstrip.box(of: .orange, in: frames[0].image))
        #expect(teal.x0 <= 1 && orange.x0 <= 1, "\(teal) \(orange)")
        #expect(orange.y0 > teal.y0 + teal.height + 20, "a header row between the months: \(teal) \(orange)")
        try Filmstrip.check(PhotoMonths(), size: size, script: script, at: [0, 1], named: "pinned-grid-sections")
    }

    @Test("page dots follow a paged carousel through scrollPosition(id:); a tapped dot scrolls to its page; cards shrink as they leave the middle")
    func scrollPositionDots() throws {
        let size = CGSize(width: 360, height: 260)
        // A flick to page 2, then a tap on the last dot (dots 8 pt, 8 apart, centred under the 180 pt
        // carousel: centres at x 156, 172, 188, 204 and y 226).
        let script = "at 0.1 drag 300 110 -> 200 110 over 0.1\nat 1.2 tap 204 226"
        let times = [0, 0.3, 1, 1.45, 2.5]
        let frames = try Filmstrip.frames(DottedCarousel(), size: size, script: script, at: times)
        /// The dot drawn dark (the primary colour): its index.
        func dark(_ frame: Snapshot.Frame) -> [Int] {
            [156, 172, 188, 204].indices.filter { i in
                let x = [156, 172, 188, 204][i], p = frame.image.pixels[226 * frame.image.width + x]
                return p & 0xFF < 80
            }
        }
        #expect(dark(frames[0]) == [0] && dark(frames[2]) == [1] && dark(frames[4]) == [3], "\(frames.map(dark))")
        // Mid-flick a card is out of the middle: drawn smaller than the 312 pt a card at rest is.
        let pink = try #require(Filmstrip.box(of: .pink, in: frames[1].image))
        #expect(pink.height < 180, "\(pink)")
        try Filmstrip.check(DottedCarousel(), size: size, script: script, at: times, named: "scroll-position-dots")
    }

    @Test("a counter's number rolls up as it grows (99 → 100) and down as it shrinks, with numericText(value:)")
    func rollingCounter() throws {
        let size = CGSize(width: 300, height: 220)
        // The plus button is the second of two 44 pt buttons 16 apart, centred under the number.
        let script = "at 0.1 tap 180 166\nat 0.8 tap 180 166\nat 1.5 tap 120 166"
        let times = [0, 0.2, 0.9, 1.6, 2.4]
        try Filmstrip.check(RollingCounter(), size: size, script: script, at: times, named: "rolling-counter")
    }

    // MARK: Gestures

    @Test("a drag moves a card by its CGSize translation and it springs back")
    func dragCard() throws {
        try Filmstrip.check(DragCard(), script: "at 0.1 drag 120 90 -> 180 130 over 0.2", at: [0, 0.3, 0.45, 1.2], named: "drag-card")
    }

    @Test("@GestureState follows the drag and resets; the knob stays where it was dropped")
    func gestureState() throws {
        let frames = try Filmstrip.frames(Knob(), script: "at 0.1 drag 120 90 -> 60 60 over 0.2", at: [0, 0.25, 0.5])
        let end = try #require(Filmstrip.box(of: Color.orange, in: frames[2].image))
        #expect(abs(Double(end.x0 + end.x1) / 2 - 60) < 3 && abs(Double(end.y0 + end.y1) / 2 - 60) < 3, "dropped at \(end)")
        try Filmstrip.check(Knob(), script: "at 0.1 drag 120 90 -> 60 60 over 0.2", at: [0, 0.2, 0.5], named: "gesture-state")
    }

    @Test("TapGesture().onEnded and LongPressGesture")
    func tapGestures() throws {
        try Filmstrip.check(Lamp(), script: "at 0.1 tap 120 66; at 0.4 longpress 120 126 over 0.5", at: [0, 0.3, 1.2], named: "tap-gestures")
    }

    @Test("UIScreen.main.bounds is the window; UIColor colours; haptics do nothing")
    func uiKitBits() throws {
        let frame = try Filmstrip.frames(ScreenBar(), size: CGSize(width: 240, height: 100), at: [0])[0]
        let teal = try #require(Filmstrip.box(of: .teal, in: frame.image))
        #expect(teal.width == 120)
        try Filmstrip.check(ScreenBar(), size: CGSize(width: 240, height: 100), at: [0], named: "uikit-bits")
    }
}
