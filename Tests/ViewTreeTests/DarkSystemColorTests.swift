import Geometry
import Testing
@testable import ViewTree

/// System colours are dynamic, as in SwiftUI: drawn in the dark scheme they take iOS's dark variants;
/// other colours, and every colour in the light scheme, are drawn as given.
@MainActor
@Suite("Dark system colours")
struct DarkSystemColorTests {
    /// The colours of the shapes and texts `content` draws, in drawing order, as 0xRRGGBB.
    func drawnColors(_ scheme: ColorScheme) -> [Int] {
        let g = makeGraph {
            VStack {
                Rectangle().fill(Color.blue).frame(width: 20, height: 20)
                Rectangle().fill(Color.mint.opacity(0.5)).frame(width: 20, height: 20)
                Rectangle().fill(Color(hex: 0x123456)).frame(width: 20, height: 20)
                Text("x").foregroundColor(.red)
            }
            .environment(\.colorScheme, scheme)
        }
        func hex(_ c: Color) -> Int { Int((c.red * 255).rounded()) << 16 | Int((c.green * 255).rounded()) << 8 | Int((c.blue * 255).rounded()) }
        return g.render().items.compactMap { item -> Int? in
            switch item {
            case .shape(_, .color(let c), _): return hex(c)
            case .text(_, _, let c, _): return hex(c)
            default: return nil
            }
        }
    }

    @Test("blue, mint (at half opacity) and red take their dark variants; a colour of one's own does not")
    func darkVariants() {
        #expect(drawnColors(.dark) == [0x0A84FF, 0x63E6E2, 0x123456, 0xFF453A])
        #expect(drawnColors(.light) == [0x007AFF, 0x00C7BE, 0x123456, 0xFF3B30])
    }

    @Test("the opacity of a system colour is kept in the dark, the secondary grey's at any opacity too")
    func opacityKept() {
        let c = Color.mint.opacity(0.5).resolved(in: .dark)
        #expect(abs(c.alpha - 0.5) < 1e-12)
        #expect(abs(Color.secondary.resolved(in: .dark).alpha - 0.6) < 1e-12)
        let faint = Color.secondary.opacity(0.5).resolved(in: .dark)
        #expect(abs(faint.alpha - 0.3) < 1e-12 && faint.red > 0.9, "\(faint)")
    }

    @Test("a fill animating between system colours in the dark runs between their dark variants")
    func darkFillAnimation() {
        let flag = Flag()
        let g = makeGraph {
            Rectangle().fill(flag.value ? Color.blue : Color.red).frame(width: 20, height: 20)
                .environment(\.colorScheme, .dark)
        }
        func fill() -> Color? {
            g.render().items.compactMap { item -> Color? in if case .shape(_, .color(let c), _) = item { return c } else { return nil } }.first
        }
        withAnimation(.linear(duration: 1)) {
            flag.value = true
            g.invalidateContent()
        }
        g.update(at: 0)
        g.update(at: 0.001)
        let start = fill()
        // Just after the start: still (almost) the dark red, not a blend of the light values.
        #expect(start.map { abs($0.red - 1) < 0.01 && abs($0.green - 69.0 / 255) < 0.02 } ?? false, "\(String(describing: start))")
        g.update(at: 0.5)
        let mid = fill()
        let expected = Color(hex: 0xFF453A).mixed(with: Color(hex: 0x0A84FF), 0.5)
        #expect(mid.map { abs($0.green - expected.green) < 0.01 && abs($0.blue - expected.blue) < 0.01 } ?? false, "\(String(describing: mid))")
        g.update(at: 2)
        #expect(fill().map { abs($0.blue - 1) < 1e-9 && abs($0.green - 132.0 / 255) < 1e-3 } ?? false)
    }

    @Test("a gradient's system colours take their dark variants in the dark; its own colours stay")
    func darkGradient() {
        func stops(_ scheme: ColorScheme) -> [UInt32] {
            let g = makeGraph {
                LinearGradient(colors: [.blue, Color(hex: 0x123456), .red], startPoint: .leading, endPoint: .trailing)
                    .frame(width: 40, height: 20)
                    .environment(\.colorScheme, scheme)
            }
            return g.render().items.flatMap { item -> [UInt32] in
                guard case .shape(_, .linearGradient(let l), _) = item else { return [] }
                return l.stops.map { s in (UInt32((s.color.red * 255).rounded()) << 16) | (UInt32((s.color.green * 255).rounded()) << 8) | UInt32((s.color.blue * 255).rounded()) }
            }
        }
        #expect(stops(.dark) == [0x0A84FF, 0x123456, 0xFF453A])
        #expect(stops(.light) == [0x007AFF, 0x123456, 0xFF3B30])
    }
}
