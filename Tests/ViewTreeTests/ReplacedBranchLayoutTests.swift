import Geometry
import Testing
@testable import ViewTree

/// A conditional's branch replaced under an animation, then replaced back: while the old branch fades
/// it still sizes its transparent parent (a group's size is its largest child's), so when it is finally
/// removed every size measured with it must be measured again.
@MainActor
@Suite("Incremental layout: replaced branches")
struct ReplacedBranchLayoutTests {
    static func content(_ expanded: Flag) -> some View {
        VStack(spacing: 0) {
            Group {
                if expanded.value {
                    Color.red.frame(height: 120).padding(4).identifier("tall")
                } else {
                    Color.blue.frame(height: 30).padding(4).identifier("short")
                }
            }
            .contentShape(.rectangle)
            .identifier("header")
            Color.gray.frame(height: 40).identifier("below")
            Spacer()
        }
    }

    @Test("expand then collapse under animations: at rest every frame equals a full layout")
    func expandCollapse() {
        let expanded = Flag()
        let g = makeGraph(width: 400, height: 300) { Self.content(expanded) }
        let initial = IncrementalLayoutTests.frames(g)
        withAnimation(.linear(duration: 0.3)) {
            expanded.value = true
            g.invalidateContent()
        }
        for i in 1...30 { g.update(at: Double(i) / 60) }
        withAnimation(.linear(duration: 0.3)) {
            expanded.value = false
            g.invalidateContent()
        }
        for i in 31...90 { g.update(at: Double(i) / 60) }
        let fresh = makeGraph(width: 400, height: 300) { Self.content(expanded) }
        #expect(IncrementalLayoutTests.frames(g) == IncrementalLayoutTests.frames(fresh))
        #expect(IncrementalLayoutTests.frames(g) == initial)
    }

    @Test("the leaving branch fades where it was and does not size the group: the new branch takes its own place at once")
    func leavingBranchKeepsPlace() {
        let expanded = Flag()
        let g = makeGraph(width: 400, height: 300) { Self.content(expanded) }
        let short = g.frame("short")!
        #expect(short == Rect(x: 0, y: 0, width: 400, height: 38))
        withAnimation(.linear(duration: 0.3)) {
            expanded.value = true
            g.invalidateContent()
        }
        g.update(at: 0.05)
        g.update(at: 0.15)
        // Mid-way: the outgoing short branch is still drawn, in its own place, not centred in the tall slot.
        #expect(g.frame("short") == short)
        #expect(g.frame("tall") == Rect(x: 0, y: 0, width: 400, height: 128))
        for i in 10...40 { g.update(at: Double(i) / 60) }
        let tall = g.frame("tall")!
        withAnimation(.linear(duration: 0.3)) {
            expanded.value = false
            g.invalidateContent()
        }
        g.update(at: 0.75)
        g.update(at: 0.85)
        // The incoming short branch is at the top of a group as tall as itself; the tall one fades in place.
        #expect(g.frame("short") == short)
        #expect(g.frame("tall") == tall)
        #expect(g.frame("header")!.height == 38)
    }
}
