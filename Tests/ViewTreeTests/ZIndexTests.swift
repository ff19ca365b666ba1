import Geometry
import Testing
@testable import ViewTree

@MainActor
struct ZIndexTests {
    /// A zIndex inside an `if` branch or a composite view orders the branch among its siblings.
    @Test func zIndexInsideConditionalAndCompositeOrdersSiblings() {
        let flag = Flag()
        let g = makeGraph {
            ZStack {
                Color.red.identifier("back").zIndex(1)
                if flag.value {
                    Color.blue.identifier("front").zIndex(3)
                }
                Color.green.identifier("middle").zIndex(2)
            }
        }
        flag.value = true
        g.invalidateContent()
        g.update(at: 1)
        #expect(g.render().trace.compactMap(\.id) == ["back", "middle", "front"])
    }
}
