import Foundation
import Geometry
import Motion
@testable import ViewTree
import Testing

/// Idioms met in public SwiftUI animation files, written here in their style (the files themselves are
/// not kept in the repository; Docs/Compatibility.md lists where they are).
@Suite("SwiftUI idioms from public code")
@MainActor
struct WildIdiomsTests {
    /// A shimmer: a gradient inside a GeometryReader slides across, started from the reader's
    /// content's `onAppear` with a repeating animation.
    struct Shimmer: View {
        @State private var offset: CGFloat = 0
        var body: some View {
            Color.gray.frame(width: 200, height: 40)
                .overlay {
                    GeometryReader { proxy in
                        let width = proxy.size.width
                        Color.white.frame(width: width).offset(x: offset).identifier("band")
                            .onAppear {
                                offset = -width
                                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { offset = width }
                            }
                    }
                }
        }
    }

    @Test("state set by onAppear inside a GeometryReader moves what the reader made, and a repeating animation runs")
    func shimmerInsideGeometryReader() {
        let g = makeGraph { Shimmer() }
        let x0 = g.frame("band")?.minX ?? .nan
        g.update(at: 0.25)
        let x1 = g.frame("band")?.minX ?? .nan
        g.update(at: 0.75)
        let x2 = g.frame("band")?.minX ?? .nan
        #expect(x1 > x0 - 200 + 1 && x2 > x1 + 50, "band at \(x0), \(x1), \(x2)")
    }

    @Test("aspectRatio fits or fills the offer at the ratio given; scaledToFit keeps the content's own ratio")
    func aspectRatio() {
        let g = makeGraph(width: 400, height: 300) {
            VStack(spacing: 0) {
                Color.red.aspectRatio(2, contentMode: .fit).identifier("fit").frame(width: 300, height: 100)
                Color.blue.aspectRatio(CGSize(width: 1, height: 1), contentMode: .fill).identifier("fill").frame(width: 300, height: 100)
                Color.green.frame(width: 40, height: 20).scaledToFit().identifier("own").frame(width: 100, height: 100)
            }
        }
        // 300x100 offered: a 2:1 fit is as tall as the offer; a square fill is as wide.
        #expect(g.frame("fit")?.size == Size(width: 200, height: 100))
        #expect(g.frame("fill")?.size == Size(width: 300, height: 300))
        // A fixed frame keeps its size (it is offered a 100x50 it does not take), centred.
        #expect(g.frame("own")?.size == Size(width: 40, height: 20))
        // Content that takes another shape than the ratio's keeps it when placed (a fixed width
        // inside: offered 400x266.7 by the 1.5:1 fit of 400x300, it is 220 wide and 266.7 high, and
        // placed so; not offered the ratio again within its own narrower frame).
        let h = makeGraph(width: 400, height: 300) {
            Color.orange.frame(width: 220).identifier("inner").aspectRatio(1.5, contentMode: .fit).frame(width: 400, height: 300)
        }
        #expect(h.frame("inner").map { $0.width == 220 && abs($0.height - 800.0 / 3) < 1e-9 } == true, "\(h.frame("inner") as Any)")
    }

    @Test("a ratio or content mode changed by state lays the view out again")
    func aspectRatioChanges() {
        let wide = Flag()
        let g = makeGraph(width: 400, height: 300) {
            Color.red.aspectRatio(wide.value ? 2 : 1, contentMode: wide.value ? .fit : .fill).identifier("a").frame(width: 300, height: 100)
        }
        #expect(g.frame("a")?.size == Size(width: 300, height: 300))
        wide.value = true
        g.invalidateContent()
        g.update(at: 0.1)
        #expect(g.frame("a")?.size == Size(width: 200, height: 100))
    }

    @Test("rotation3DEffect narrows the view about the anchor by the cosine of the turn; the angle animates")
    func rotation3D() {
        struct Flip: View {
            let flipped: Bool
            var body: some View {
                Color.blue.frame(width: 200, height: 100).identifier("card")
                    .rotation3DEffect(.degrees(flipped ? 60 : 0), axis: (x: 0, y: 1, z: 0))
            }
        }
        let flag = Flag()
        let g = makeGraph { Flip(flipped: flag.value) }
        #expect(g.frame("card")?.width == 200)
        withAnimation(.linear(duration: 1)) {
            flag.value = true
            g.invalidateContent()
        }
        g.update(at: 0)
        g.update(at: 0.5)
        let half = g.frame("card")?.width ?? 0
        g.update(at: 2)
        // 60° about y: half the width, about the centre; halfway through, cos 30° of it.
        #expect(abs((g.frame("card")?.width ?? 0) - 100) < 0.01)
        #expect(abs((g.frame("card")?.midX ?? 0) - 200) < 0.01)
        #expect(abs(half - 200 * cos(Double.pi / 6)) < 0.5, "\(half)")
        let aboutX = Rotation3D.projection(radians: .pi / 3, axis: .init(x: 1, y: 0, z: 0))
        #expect(aboutX.scaleX == 1 && abs(aboutX.scaleY - 0.5) < 1e-9 && aboutX.turn == 0)
        #expect(Rotation3D.projection(radians: 1, axis: .init(x: 0, y: 0, z: 2)).turn == 1)
    }

    @Test("the shapes' short names, List over a range, timingCurve and the button toggle style")
    func shortNames() {
        let on = Flag()
        let g = makeGraph {
            VStack {
                Color.red.frame(width: 40, height: 40).clipShape(.rect(cornerRadius: 8)).identifier("r")
                Color.red.frame(width: 40, height: 40).clipShape(.circle).contentShape(.capsule).identifier("c")
                Toggle("Bold", isOn: Binding(get: { on.value }, set: { on.value = $0 })).toggleStyle(.button).identifier("t")
                List(0..<3) { i in Text("Row \(i)") }.frame(height: 120)
            }
        }
        #expect(g.frame("r")?.size == Size(width: 40, height: 40))
        // `.rect(cornerRadius:)` has SwiftUI's continuous corners (a mask of its outline); `.circle`
        // clips to a circle (a clip of radius half the side).
        let items = g.render().items
        #expect(items.contains { if case .beginMask = $0 { return true } else { return false } })
        #expect(items.contains { if case .beginLayer(_, let clip?, _, _) = $0 { return clip.radii.topLeft == 20 && clip.rect.width == 40 } else { return false } })
        #expect(g.drawnTexts().contains("Row 2"))
        g.tap(g.frame("t")!.center)
        #expect(on.value)
        let curve = Animation.timingCurve(0.5, 0, 0.5, 1, duration: 2)
        #expect(curve == Animation(.curve(UnitCurve(x1: 0.5, y1: 0, x2: 0.5, y2: 1), duration: 2)))
    }

    @Test("TimelineView(.animation) makes its content again every frame from the graph's date")
    func timelineView() {
        let g = makeGraph {
            TimelineView(.animation) { context in
                Color.red.frame(width: 10, height: 10).identifier("t")
                    .offset(x: context.date.timeIntervalSinceReferenceDate * 100)
            }
        }
        let x0 = g.frame("t")?.minX ?? .nan
        for k in 1...30 { g.update(at: Double(k) / 60) }
        let x1 = g.frame("t")?.minX ?? .nan
        // Half a second of the graph's clock, at 100 pt a second (headless dates start at the reference).
        #expect(abs(x1 - x0 - 50) < 0.01, "\(x0) → \(x1)")
    }

    @Test("a paused timeline stops and resumes when state unpauses it; the schedules' dates fall on their boundaries")
    func timelineSchedules() {
        let paused = Flag()
        let g = makeGraph {
            TimelineView(.animation(paused: paused.value)) { context in
                Color.red.frame(width: 10, height: 10).identifier("t").offset(x: context.date.timeIntervalSinceReferenceDate * 100)
            }
        }
        paused.value = true
        g.invalidateContent()
        g.update(at: 0.1)
        let held = g.frame("t")?.minX ?? .nan
        for k in 7...30 { g.update(at: Double(k) / 60) }
        #expect(g.frame("t")?.minX == held, "a paused timeline is not made again")
        paused.value = false
        g.invalidateContent()
        g.update(at: 0.5)
        // Frames a hair early (a real display's jitter) still draw each tick.
        var previous = g.frame("t")?.minX ?? 0, still = 0
        for k in 31...60 {
            g.update(at: Double(k) / 60 - 0.0002)
            let x = g.frame("t")?.minX ?? 0
            if x == previous { still += 1 }
            previous = x
        }
        #expect(still == 0, "\(still) frames drew no tick")
        #expect(abs((g.frame("t")?.minX ?? 0) - held - 89.98) < 0.01, "resumed: \(g.frame("t") as Any)")
        let at = Date(timeIntervalSinceReferenceDate: 125.5)
        #expect(EveryMinuteTimelineSchedule().nextUpdate(after: at) == Date(timeIntervalSinceReferenceDate: 180))
        #expect(PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 100), by: 10).nextUpdate(after: at)
                == Date(timeIntervalSinceReferenceDate: 130))
        #expect(AnimationTimelineSchedule(paused: true).nextUpdate(after: at) == nil)
    }

    @Test("Canvas draws its renderer's paths under the context's transform and opacity; copies keep their own")
    func canvas() {
        let g = makeGraph(width: 200, height: 100) {
            Canvas { context, size in
                context.translateBy(x: 50, y: 10)
                context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 30)), with: .color(.red))
                context.drawLayer { layer in
                    layer.scaleBy(x: 2, y: 2)
                    layer.opacity = 0.5
                    layer.fill(Path(CGRect(x: 10, y: 10, width: 10, height: 10)), with: .color(.blue))
                }
                context.stroke(Path(CGRect(x: 100, y: 0, width: 10, height: 10)), with: .color(.green), lineWidth: 2)
                _ = size
            }
        }
        var shapes: [(Rect, Double)] = []
        for item in g.render().items {
            if case .shape(.polygons(let set), _, let opacity) = item { shapes.append((set.bounds, opacity)) }
        }
        #expect(shapes.count == 3)
        // The red rect moved by (50, 10); the blue one in the copy scaled by 2 after that, at half
        // opacity; the green stroke back in the first context's coordinates.
        #expect(shapes.first?.0 == Rect(x: 50, y: 10, width: 20, height: 30))
        #expect(shapes.dropFirst().first.map { $0.0 == Rect(x: 70, y: 30, width: 20, height: 20) && $0.1 == 0.5 } == true)
        #expect(shapes.last.map { abs($0.0.minX - 149) < 0.01 && abs($0.0.width - 12) < 0.01 } == true)
    }

    @Test("a floating button: clipShape(Circle()) on a wide frame clips to the centred circle, and the label takes the button's foregroundColor")
    func floatingButton() {
        let g = makeGraph {
            Button(action: {}) {
                Text("Go").identifier("label").frame(width: 69, height: 59)
            }
            .background(Color.blue)
            .foregroundColor(.white)
            .clipShape(Circle())
        }
        let items = g.render().items
        // A circle of the shorter side (59), centred in the 69-wide frame: not a capsule.
        #expect(items.contains { if case .beginLayer(_, let clip?, _, _) = $0 { return clip.rect.width == 59 && clip.radii.topLeft == 29.5 } else { return false } })
        let label = items.compactMap { item -> Color? in if case .text(_, _, let color, _) = item { return color } else { return nil } }
        #expect(label == [.white], "\(label)")
    }

    @Test("a resizable symbol fills its frame (at the frame's shorter side), where a plain one keeps its font's size")
    func resizableSymbol() {
        func drawnHeight(_ resizable: Bool) -> Double {
            let g = makeGraph {
                if resizable {
                    Image(systemName: "close").resizable().frame(width: 60, height: 48)
                } else {
                    Image(systemName: "close").frame(width: 60, height: 48)
                }
            }
            return g.render().items.compactMap { item -> Double? in if case .text(let l, _, _, _) = item { return l.size.height } else { return nil } }.first ?? 0
        }
        let plain = drawnHeight(false), filled = drawnHeight(true)
        #expect(filled > plain * 2, "\(plain) → \(filled)")
        #expect(filled <= 48 * 1.5)
    }

    /// A counter that taps the device (`sensoryFeedback`) and groups its drawing (`compositingGroup`,
    /// `drawingGroup`, `geometryGroup`), as iOS 17 samples do: on a desktop they change nothing drawn.
    struct HapticCounter: View {
        let grouped: Bool
        @State private var count = 0
        var body: some View {
            let badge = Text("\(count)").padding(12).background(Circle().fill(Color.indigo)).identifier("badge")
            return VStack {
                if grouped {
                    badge.compositingGroup().drawingGroup().geometryGroup()
                        .sensoryFeedback(.increase, trigger: count)
                        .sensoryFeedback(.impact(weight: .heavy, intensity: 0.7), trigger: count) { old, new in new > old }
                        .sensoryFeedback(trigger: count) { _, new in new.isMultiple(of: 2) ? .success : nil }
                } else {
                    badge
                }
                Button("Add") { count += 1 }.identifier("add")
            }
        }
    }

    @Test("sensoryFeedback and the grouping modifiers compile in SwiftUI's spellings and draw what the view draws without them")
    func feedbackAndGroups() {
        let plain = makeGraph { HapticCounter(grouped: false) }, grouped = makeGraph { HapticCounter(grouped: true) }
        for g in [plain, grouped] { g.tap(g.frame("add")!.center) }
        #expect(grouped.drawnTexts() == ["1", "Add"] && plain.drawnTexts() == grouped.drawnTexts())
        #expect(grouped.frame("badge") == plain.frame("badge") && grouped.render().items.count == plain.render().items.count)
    }
}
