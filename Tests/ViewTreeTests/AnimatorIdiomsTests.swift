import Foundation
import Geometry
import Motion
@testable import ViewTree
import Testing

/// Button styles of one's own, phase animators and keyframe animators, written as public SwiftUI
/// animation code writes them (Docs/Compatibility.md lists the files they come from).
@Suite("Button styles, phase and keyframe animators", .serialized)
@MainActor
struct AnimatorIdiomsTests {
    /// The press-to-shrink style that animation code gives its buttons.
    struct ShrinkOnPress: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .scaleEffect(configuration.isPressed ? 0.8 : 1)
                .animation(.linear(duration: 0.2), value: configuration.isPressed)
        }
    }

    /// A style that fires only on a long press.
    struct LongPressOnly: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onLongPressGesture(minimumDuration: 0.5) { configuration.trigger() }
        }
    }

    final class Count { var value = 0 }

    /// A primitive style that hands the button back to the built-in drawing, bordered.
    struct Framed: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).buttonStyle(.bordered)
        }
    }

    @Test("a PrimitiveButtonStyle's body may make Button(configuration), which triggers the action; a tap its style ignores reaches the views around it")
    func primitiveHandsBack() {
        let taps = Count(), outside = Count()
        let g = makeGraph(width: 400, height: 300) {
            VStack(spacing: 0) {
                Button { taps.value += 1 } label: { Color.red.frame(width: 100, height: 50).identifier("framed") }
                    .buttonStyle(Framed())
                Button { taps.value += 100 } label: { Color.blue.frame(width: 100, height: 50).identifier("long") }
                    .buttonStyle(LongPressOnly())
            }
            .frame(width: 400, height: 300)
            .contentShape(Rectangle())
            .onTapGesture { outside.value += 1 }
        }
        g.tap(g.frame("framed")!.center)
        #expect(taps.value == 1)
        g.tap(g.frame("long")!.center)
        #expect(taps.value == 1 && outside.value == 1, "\(taps.value) \(outside.value)")
    }

    @Test("a ButtonStyle draws from isPressed: the label shrinks on the style's animation while pressed, is not dimmed, and the action runs on release")
    func pressedStyle() {
        let taps = Count()
        let g = makeGraph(width: 400, height: 300) {
            Button { taps.value += 1 } label: { Color.red.frame(width: 100, height: 50).identifier("label") }
                .buttonStyle(ShrinkOnPress())
        }
        #expect(g.frame("label") == Rect(x: 150, y: 125, width: 100, height: 50))
        g.update(at: 1)
        g.handle(.pointerDown(Point(x: 200, y: 150), .mouse))
        g.update(at: 1)
        g.update(at: 1.1)
        #expect(TestRect.close(g.frame("label")!, Rect(x: 155, y: 127.5, width: 90, height: 45), 1e-6), "\(g.frame("label")!)")
        g.update(at: 1.3)
        #expect(TestRect.close(g.frame("label")!, Rect(x: 160, y: 130, width: 80, height: 40), 1e-6), "\(g.frame("label")!)")
        #expect(g.elements("label").last!.opacity == 1)
        g.handle(.pointerUp(Point(x: 200, y: 150), .mouse))
        g.update(at: 1.3)
        #expect(taps.value == 1)
        g.update(at: 1.6)
        #expect(g.frame("label") == Rect(x: 150, y: 125, width: 100, height: 50))
    }

    @Test("a pointer dragged off a styled button unpresses it and the action does not run; PlainButtonStyle() dims as .plain does")
    func pressLeaves() {
        let taps = Count()
        let g = makeGraph(width: 400, height: 300) {
            VStack(spacing: 0) {
                Button { taps.value += 1 } label: { Color.red.frame(width: 100, height: 50).identifier("styled") }
                    .buttonStyle(ShrinkOnPress())
                Button { taps.value += 1 } label: { Color.blue.frame(width: 100, height: 50).identifier("plain") }
                    .buttonStyle(PlainButtonStyle())
            }
        }
        g.update(at: 1)
        g.handle(.pointerDown(Point(x: 200, y: 125), .mouse))
        g.update(at: 1)
        g.update(at: 1.5)
        #expect(g.frame("styled")!.width == 80)
        g.handle(.pointerMove(Point(x: 390, y: 20), .mouse))
        g.update(at: 1.5)
        g.update(at: 2)
        #expect(g.frame("styled")!.width == 100)
        g.handle(.pointerUp(Point(x: 390, y: 20), .mouse))
        g.update(at: 2)
        #expect(taps.value == 0)
        g.handle(.pointerDown(Point(x: 200, y: 175), .mouse))
        g.update(at: 2.1)
        #expect(abs(g.elements("plain").last!.opacity - 0.6) < 1e-9)
        g.handle(.pointerUp(Point(x: 200, y: 175), .mouse))
        g.update(at: 2.2)
        #expect(taps.value == 1)
    }

    @Test("a PrimitiveButtonStyle decides what triggers: a tap does nothing, a long press runs the action")
    func primitiveStyle() {
        let taps = Count()
        let g = makeGraph(width: 400, height: 300) {
            Button { taps.value += 1 } label: { Color.red.frame(width: 100, height: 50).identifier("label") }
                .buttonStyle(LongPressOnly())
        }
        g.tap(Point(x: 200, y: 150))
        #expect(taps.value == 0)
        g.handle(.pointerDown(Point(x: 200, y: 150), .mouse))
        g.update(at: g.time + 0.6)
        g.handle(.pointerUp(Point(x: 200, y: 150), .mouse))
        g.update(at: g.time + 0.1)
        #expect(taps.value == 1)
    }

    @Test("a destructive button's title is red; a cancel one is in the accent colour")
    func roles() {
        let g = makeGraph(width: 400, height: 300) {
            VStack {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }
        }
        let colours = g.render().items.compactMap { item -> Geometry.Color? in
            if case .text(_, _, let c, _) = item { return c } else { return nil }
        }
        #expect(colours == [Geometry.Color.red, Geometry.Color.accentColor.resolved(in: ColorScheme.light)], "\(colours)")
    }

    @Test("a phase animator cycles: each phase under its own animation, the next when it ends, back to the first")
    func phaseCycle() {
        let g = makeGraph(width: 400, height: 300) {
            Color.red.frame(width: 100, height: 100).identifier("dot")
                .phaseAnimator([1.0, 2.0, 0.5]) { content, scale in
                    content.scaleEffect(scale)
                } animation: { scale in
                    .linear(duration: scale == 2 ? 1 : 0.5)
                }
        }
        // The first step starts at once: to 2 over a second, then to 0.5 over half a second, then to 1.
        // Each step starts at the frame after the one its predecessor ended on: allow two frames of its rate.
        let widths: [Int: (Double, Double)] = [30: (150, 4), 60: (200, 4), 75: (125, 12), 90: (50, 12), 105: (75, 6), 120: (100, 6)]
        for k in 0...120 {
            g.update(at: Double(k) / 60)
            if let (w, tolerance) = widths[k] {
                #expect(abs(g.frame("dot")!.width - w) <= tolerance, "t \(Double(k) / 60): \(g.frame("dot")!.width), expected \(w)")
            }
        }
    }

    @Test("phase animators starting in the same update each keep cycling (every completion is kept)")
    func twoCycling() {
        let g = makeGraph(width: 400, height: 300) {
            HStack {
                ForEach(0..<3, id: \.self) { i in
                    Color.red.frame(width: 20, height: 20).identifier("dot\(i)")
                        .phaseAnimator([0.0, 40.0]) { c, y in c.offset(y: y) } animation: { _ in .linear(duration: 0.25) }
                }
            }
        }
        var lows = [Double](repeating: 0, count: 3), highs = [Double](repeating: 1000, count: 3)
        for k in 60...120 {
            g.update(at: Double(k) / 60)
            for i in 0..<3 {
                let y = g.frame("dot\(i)")!.minY
                lows[i] = max(lows[i], y)
                highs[i] = min(highs[i], y)
            }
        }
        // Between 1 s and 2 s every dot still moves the whole 40 pt.
        for i in 0..<3 { #expect(lows[i] - highs[i] > 35, "dot \(i): \(highs[i])...\(lows[i])") }
    }

    @Test("a phase animator with a trigger rests in its first phase and runs through every phase once per change")
    func phaseTrigger() {
        final class Model { var taps = 0 }
        let model = Model()
        let g = makeGraph(width: 400, height: 300) {
            Color.red.frame(width: 100, height: 100).identifier("dot")
                .phaseAnimator([0.0, 50.0], trigger: model.taps) { content, dy in
                    content.offset(y: dy)
                } animation: { _ in .linear(duration: 0.5) }
        }
        for k in 0...60 { g.update(at: Double(k) / 60) }
        #expect(g.frame("dot")!.minY == 100)
        model.taps += 1
        g.invalidateContent()
        g.update(at: 1)
        var lowest = 0.0
        for k in 1...120 {
            g.update(at: 1 + Double(k) / 60)
            lowest = max(lowest, g.frame("dot")!.minY)
        }
        #expect(abs(lowest - 150) < 1.7, "\(lowest)")
        #expect(g.frame("dot")!.minY == 100)
        #expect(!g.isAnimating)
    }

    @Test("a phase animator triggered by its parent's state (a button's tap) runs its phases")
    func parentTrigger() {
        let g = makeGraph(width: 400, height: 400) { BeatingHeart() }
        for k in 0...30 { g.update(at: Double(k) / 60) }
        #expect(g.frame("heart")!.width == 60)
        g.tap("beat", at: 0.6)
        var widest = 0.0
        for k in 1...60 {
            g.update(at: 0.65 + Double(k) / 60)
            widest = max(widest, g.frame("heart")!.width)
        }
        #expect(widest > 70, "\(widest)")
        // Taps faster than a beat: each starts the phases again from where they are; all end at rest.
        var t = 2.0
        let button = g.frame("beat")!.center
        for _ in 0..<3 {
            g.handle(.pointerDown(button, .mouse))
            g.handle(.pointerUp(button, .mouse))
            for _ in 0..<4 {
                g.update(at: t)
                t += 1.0 / 60
            }
        }
        for k in 1...120 { g.update(at: t + Double(k) / 60) }
        #expect(g.frame("heart")!.width == 60)
        #expect(!g.isAnimating)
    }

    struct Bounce {
        var scale = 1.0
        var offset = CGSize.zero
        var angle = Angle.zero
    }

    @Test("keyframe tracks: linear, cubic, spring and move keyframes on three properties, evaluated at any time")
    func timeline() {
        let timeline = KeyframeTimeline(initialValue: Bounce()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2, duration: 1)
                MoveKeyframe(1)
                CubicKeyframe(3, duration: 0.5)
                CubicKeyframe(1, duration: 0.5)
            }
            KeyframeTrack(\.offset) {
                LinearKeyframe(CGSize(width: 100, height: -40), duration: 0.5, timingCurve: .easeInOut)
                SpringKeyframe(CGSize.zero, duration: 1.5, spring: .bouncy)
            }
            KeyframeTrack(\.angle) {
                LinearKeyframe(.degrees(90), duration: 2)
            }
        }
        #expect(timeline.duration == 2)
        let start = timeline.value(time: 0)
        #expect(start.scale == 1 && start.offset == .zero && start.angle == .zero)
        let half = timeline.value(time: 0.5)
        #expect(abs(half.scale - 1.5) < 1e-12)
        #expect(abs(half.offset.width - 100) < 1e-9 && abs(half.offset.height + 40) < 1e-9)
        #expect(abs(half.angle.degrees - 22.5) < 1e-9)
        // The move jumps to 1 at 1 s; the cubics pass through 3 at 1.5 s with no velocity there (the
        // Catmull-Rom tangent between 1 and 1 is zero) and come back to 1.
        #expect(abs(timeline.value(time: 1.0).scale - 1) < 1e-9)
        #expect(abs(timeline.value(time: 1.5).scale - 3) < 1e-9)
        #expect(timeline.value(time: 1.45).scale < 3 && timeline.value(time: 1.55).scale < 3)
        // The spring overshoots past zero on its way back (bouncy), then settles.
        let springing = stride(from: 0.5, through: 2, by: 0.01).map { timeline.value(time: $0).offset.width }
        #expect(springing.min()! < -1, "\(springing.min()!)")
        let end = timeline.value(time: 5)
        #expect(end.scale == 1 && abs(end.angle.degrees - 90) < 1e-9)
        #expect(abs(end.offset.width) < 2, "\(end.offset)")
    }

    @Test("a spring keyframe left to settle, after a fast move over hundreds of points, ends on its value")
    func springSettles() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(600, duration: 0.1)
                SpringKeyframe(0, spring: .bouncy)
            }
        }
        #expect(timeline.value(time: timeline.duration) == 0)
        #expect(abs(timeline.value(time: timeline.duration - 0.05)) < 1, "\(timeline.value(time: timeline.duration - 0.05))")
    }

    @Test("a keyframe animator with a trigger plays once per change from where it rests, drawing the value at each frame; repeating it loops")
    func keyframeAnimator() {
        final class Model { var taps = 0 }
        let model = Model()
        let g = makeGraph(width: 400, height: 300) {
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50).identifier("jump")
                    .keyframeAnimator(initialValue: 0.0, trigger: model.taps) { content, dy in
                        content.offset(y: dy)
                    } keyframes: { _ in
                        KeyframeTrack {
                            LinearKeyframe(-100, duration: 0.5)
                            LinearKeyframe(0, duration: 0.5)
                        }
                    }
                Color.blue.frame(width: 50, height: 50).identifier("spin")
                    .keyframeAnimator(initialValue: 0.0) { content, x in
                        content.offset(x: x)
                    } keyframes: { _ in
                        KeyframeTrack {
                            LinearKeyframe(40, duration: 1)
                            LinearKeyframe(0, duration: 1)
                        }
                    }
            }
        }
        var spins: [Double] = []
        for k in 0...150 {
            g.update(at: Double(k) / 60)
            if k % 30 == 0 { spins.append(g.frame("spin")!.minX - 200) }
        }
        // Looping from its first frame: 0, 20, 40, 20, 0, 20 (each a frame behind its tick at most).
        for (got, want) in zip(spins, [0.0, 20, 40, 20, 0, 20]) { #expect(abs(got - want) < 1, "\(spins)") }
        #expect(g.frame("jump")!.minY == 125)
        model.taps += 1
        g.invalidateContent()
        g.update(at: 3)
        g.update(at: 3.25)
        g.update(at: 3.25 + 1.0 / 60)
        #expect(abs(g.frame("jump")!.minY - (125 - 50)) < 4, "\(g.frame("jump")!)")
        for k in 1...90 { g.update(at: 3.25 + Double(k) / 60) }
        #expect(g.frame("jump")!.minY == 125)
    }

    @Test("keyframes get the value the last play ended on; a change mid-play starts from the end value of the play it replaces")
    func keyframesFromLastEnd() {
        final class Model { var taps = 0 }
        let model = Model()
        let g = makeGraph(width: 400, height: 600) {
            Color.green.frame(width: 50, height: 50).identifier("climb")
                .keyframeAnimator(initialValue: 0.0, trigger: model.taps) { content, y in
                    content.offset(y: y)
                } keyframes: { y in
                    KeyframeTrack { LinearKeyframe(y - 100, duration: 0.5) }
                }
        }
        func tap(at t: Double) {
            model.taps += 1
            g.invalidateContent()
            g.update(at: t)
        }
        #expect(g.frame("climb")!.minY == 275)
        tap(at: 1)
        for k in 1...60 { g.update(at: 1 + Double(k) / 60) }
        #expect(g.frame("climb")!.minY == 175)
        tap(at: 3)
        g.update(at: 3.25)
        #expect(abs(g.frame("climb")!.minY - 125) < 1e-6, "\(g.frame("climb")!)")
        // Interrupted half-way (at 125): the next play climbs from 75, the end of the one it replaces.
        tap(at: 3.25)
        #expect(abs(g.frame("climb")!.minY - 75) < 1e-6, "\(g.frame("climb")!)")
        for k in 1...60 { g.update(at: 3.25 + Double(k) / 60) }
        #expect(g.frame("climb")!.minY == -25)
    }
}

/// A heart that beats once per tap of a button beside it: the trigger is the parent's own state.
struct BeatingHeart: View {
    @State private var beats = 0
    var body: some View {
        VStack(spacing: 40) {
            Color.pink.frame(width: 60, height: 60).identifier("heart")
                .phaseAnimator([1.0, 1.25, 1.0], trigger: beats) { content, s in
                    content.scaleEffect(s)
                } animation: { _ in .spring(duration: 0.2, bounce: 0.5) }
            Button("Beat") { beats += 1 }.identifier("beat")
                .buttonStyle(AnimatorIdiomsTests.ShrinkOnPress())
        }
    }
}
