import Geometry
import Testing
@testable import ViewTree

/// `symbolEffect` as iOS 17 samples write it: a heart that bounces per tap, a bell that pulses while
/// ringing, a symbol that hides, one held scaled up, a spinning gear.
@MainActor
@Suite("Symbol effects")
struct SymbolEffectTests {
    struct Likes: View {
        @State private var likes = 0
        var body: some View {
            VStack(spacing: 20) {
                Image(systemName: "heart.fill").font(.largeTitle).identifier("heart")
                    .symbolEffect(.bounce, value: likes)
                Button("Like") { likes += 1 }.identifier("like")
            }
        }
    }

    @Test("a discrete bounce plays when its value changes: scaled up, then back at rest; not before")
    func bounce() throws {
        let g = makeGraph { Likes() }
        let rest = try #require(g.frame("heart"))
        g.update(at: 0.5)
        #expect(g.frame("heart") == rest, "nothing plays before the value changes")
        g.handle(.pointerDown(g.frame("like")!.center, .mouse))
        g.handle(.pointerUp(g.frame("like")!.center, .mouse))
        g.update(at: 1)
        g.update(at: 1.12)
        let up = try #require(g.frame("heart"))
        #expect(abs(up.width - rest.width * 1.2) < 1e-6 && abs(up.midX - rest.midX) < 1e-6, "\(up) from \(rest)")
        g.update(at: 1.6)
        #expect(g.frame("heart") == rest)
    }

    @Test("indefinite effects: pulse repeats while active and rests when not; disappear hides; scale holds; rotate turns")
    func indefinite() throws {
        struct Bell: View {
            var ringing: Bool
            var body: some View {
                HStack(spacing: 30) {
                    Image(systemName: "bell.fill").identifier("bell").symbolEffect(.pulse, isActive: ringing)
                    Image(systemName: "cloud.fill").identifier("cloud").symbolEffect(.disappear, isActive: ringing)
                    Image(systemName: "star.fill").identifier("star").symbolEffect(.scale.up, isActive: ringing)
                    Image(systemName: "gear").identifier("gear").symbolEffect(.rotate, options: .speed(2), isActive: ringing)
                }
            }
        }
        let quiet = makeGraph { Bell(ringing: false) }
        quiet.update(at: 0.5)
        #expect(quiet.elements("bell").last?.opacity == 1 && quiet.elements("cloud").last?.opacity == 1)
        let restStar = try #require(quiet.frame("star"))

        let g = makeGraph { Bell(ringing: true) }
        g.update(at: 0.5)
        #expect(abs((g.elements("bell").last?.opacity ?? 1) - 0.3) < 0.02, "pulse at its faintest half-way")
        g.update(at: 1.0)
        #expect(abs((g.elements("bell").last?.opacity ?? 0) - 1) < 0.02)
        g.update(at: 1.5)
        #expect(abs((g.elements("bell").last?.opacity ?? 1) - 0.3) < 0.02, "and again")
        // Hidden while active: drawn at no opacity, so not drawn at all.
        #expect(g.elements("cloud").isEmpty && quiet.elements("cloud").count == 1)
        let star = try #require(g.frame("star"))
        #expect(abs(star.width - restStar.width * 1.25) < 1e-6)
        g.update(at: 1.75)
        #expect(g.render().items.contains { if case .beginTransform = $0 { true } else { false } }, "the gear is turning")
    }

    @Test("an indefinite effect with a count plays that many times once active, then rests; active again, it plays again")
    func countedIndefinite() throws {
        let ringing = Box(true)
        let g = makeGraph {
            Image(systemName: "bell.fill").identifier("bell").symbolEffect(.pulse, options: .repeat(2), isActive: ringing.value)
        }
        func opacity(at t: Double) -> Double {
            g.update(at: t)
            return g.elements("bell").last?.opacity ?? 0
        }
        #expect(abs(opacity(at: 0.5) - 0.3) < 0.02)
        #expect(abs(opacity(at: 1.5) - 0.3) < 0.02, "the second time")
        #expect(abs(opacity(at: 2.5) - 1) < 0.02, "done after two")
        #expect(abs(opacity(at: 3.5) - 1) < 0.02)
        ringing.value = false
        g.invalidateContent()
        #expect(abs(opacity(at: 4) - 1) < 0.02)
        ringing.value = true
        g.invalidateContent()
        g.update(at: 5)
        #expect(abs(opacity(at: 5.5) - 0.3) < 0.02, "active again: it plays again")
    }

    @Test("contentTransition in SwiftUI's spellings: a counter's digits roll to the new ones, a replaced symbol cross-fades")
    func contentTransitions() {
        struct Counter: View {
            @State private var count = 9
            @State private var muted = false
            var body: some View {
                VStack {
                    Text("\(count)").contentTransition(.numericText(value: Double(count)))
                    Image(systemName: muted ? "speaker.slash" : "speaker").contentTransition(.symbolEffect(.replace.downUp))
                    Button("Add") { withAnimation(.snappy) { count += 1; muted.toggle() } }.identifier("add")
                }
            }
        }
        let g = makeGraph { Counter() }
        #expect(g.drawnTexts().first == "9")
        g.tap(g.frame("add")!.center)
        // On the way: the 9 leaving and the 10 arriving; at rest the 10 alone.
        let start = g.time
        g.update(at: start + 0.1)
        #expect(g.drawnTexts().contains("9") && g.drawnTexts().contains("10"), "\(g.drawnTexts())")
        g.runFrames(from: start + 0.1, to: start + 1.5)
        #expect(g.drawnTexts().first == "10" && !g.drawnTexts().contains("9"), "\(g.drawnTexts())")
    }
}
