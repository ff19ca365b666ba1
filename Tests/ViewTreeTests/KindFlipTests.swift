import Geometry
import Testing
@testable import ViewTree

/// A node whose kind changes in an update (one modified view ↔ the modifier spread over several views)
/// must make its container lay out again.
@MainActor
@Suite("Kind flips")
struct KindFlipTests {
    @Test("an AnyView whose content turns from one modified view into a modified group and back")
    func anyViewOneAndSeveral() {
        let flag = Flag()
        let g = makeGraph(width: 400, height: 300) {
            VStack(spacing: 0) {
                if flag.value {
                    AnyView(Group {
                        Color.red.frame(width: 10, height: 20)
                        Color.blue.frame(width: 10, height: 30)
                    }.padding(5))
                } else {
                    AnyView(Color.red.frame(width: 10, height: 20).padding(5))
                }
                Color.green.frame(width: 10, height: 10).identifier("below")
            }
        }
        Self.flip(g, flag)
    }

    @Test("the same AnyView (no branch) whose content flips between one view and several")
    func sameAnyView() {
        let flag = Flag()
        let g = makeGraph(width: 400, height: 300) {
            VStack(spacing: 0) {
                AnyView(flag.value
                        ? AnyView(Group { Color.red.frame(width: 10, height: 20); Color.blue.frame(width: 10, height: 30) }.padding(5))
                        : AnyView(Color.red.frame(width: 10, height: 20).padding(5)))
                Color.green.frame(width: 10, height: 10).identifier("below")
            }
        }
        Self.flip(g, flag)
    }

    /// Sets `flag` on, off and on again, an update each, and expects the layout oracle to find nothing.
    static func flip(_ g: ViewGraph, _ flag: Flag) {
        g.checks.layoutCheck = .record
        for (k, value) in [true, false, true].enumerated() {
            flag.value = value
            g.invalidateContent()
            g.update(at: 0.1 * Double(k + 1))
            #expect(g.checks.layoutViolations.isEmpty, "\(g.checks.layoutViolations)")
        }
    }

    /// A view of its own (a composite: transparent) in place of a leaf, and back.
    struct Tall: View {
        var body: some View { Color.blue.frame(width: 10, height: 60) }
    }

    @Test("an AnyView whose content turns from a leaf into a view of its own and back, and into nothing")
    func compositeAndLeaf() {
        let step = Step()
        let g = makeGraph(width: 400, height: 300) {
            VStack(spacing: 0) {
                AnyView([AnyView(Color.red.frame(width: 10, height: 20)), AnyView(Tall()), AnyView(EmptyView())][step.value % 3])
                Color.green.frame(width: 10, height: 10).identifier("below")
            }
        }
        g.checks.layoutCheck = .record
        for k in 1...6 {
            step.value = k
            g.invalidateContent()
            g.update(at: 0.1 * Double(k))
            #expect(g.checks.layoutViolations.isEmpty, "step \(k): \(g.checks.layoutViolations)")
        }
    }

    /// Which content the test shows, changed between updates.
    final class Step {
        var value = 0
    }
}
