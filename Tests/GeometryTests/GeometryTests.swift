import Geometry
import Testing

@Suite("Geometry")
struct GeometryTests {
    @Test("radii that do not fit shrink together, by the CSS rule")
    func radiiClamp() {
        let r = CornerRadii(topLeft: 60, topRight: 60, bottomRight: 10, bottomLeft: 10).clamped(to: Size(width: 100, height: 200))
        #expect(r.topLeft == 50 && r.topRight == 50)
        #expect(abs(r.bottomRight - 10 * 100 / 120) < 1e-12)
        #expect(CornerRadii(all: -3).clamped(to: Size(width: 10, height: 10)) == .zero)
    }

    @Test("a rounded rect excludes its corners exactly")
    func roundedContains() {
        let rr = RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 50), radius: 20)
        #expect(!rr.contains(Point(x: 1, y: 1)))
        #expect(rr.contains(Point(x: 20, y: 1)))
        #expect(rr.contains(Point(x: 50, y: 25)))
        #expect(!rr.contains(Point(x: 100, y: 25)))
    }

    @Test("intersection, union and insets")
    func rectOps() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.union(.zero) == a)
        #expect(a.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) == Rect(x: 2, y: 1, width: 4, height: 6))
        #expect(Rect(x: 0.5, y: 0.2, width: 1, height: 1).integral == Rect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test("colours from hex")
    func hex() {
        let c = Color(hex: 0xFF8000)
        #expect(c.red == 1 && abs(c.green - 128.0 / 255) < 1e-12 && c.blue == 0)
    }

    @Test("scrambled seeds are unrelated streams: nearby seeds share no value in their first draws")
    func scrambledSeeds() {
        func draws(_ seed: UInt64) -> Set<UInt64> {
            var g = SeededRandom(scrambling: seed)
            return Set((0..<32).map { _ in g.next() })
        }
        for seed in UInt64(0)..<200 {
            #expect(draws(seed).isDisjoint(with: draws(seed + 1)), "seeds \(seed) and \(seed + 1)")
            #expect(draws(seed).isDisjoint(with: draws(seed + 10)), "seeds \(seed) and \(seed + 10)")
        }
        var a = SeededRandom(scrambling: 5), b = SeededRandom(scrambling: 5)
        #expect((0..<8).map { _ in a.next() } == (0..<8).map { _ in b.next() })
    }
}
