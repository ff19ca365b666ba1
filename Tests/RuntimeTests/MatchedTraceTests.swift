import Foundation
import Geometry
import Motion
import Runtime
import Scripting
import SceneTestSupport
import Testing
import ViewTree

/// A two-state test scene: a small card in a list and a large detail card, linked by matched ids with
/// each of the three matched properties; a tap toggles between them with a spring.
@MainActor
struct HeroTestView: View {
    @State var open = false
    let ns = Namespace("test")
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white.onTapGesture { withAnimation(.spring(response: 0.5, dampingFraction: 0.75)) { open.toggle() } }.identifier("toggle")
            if open {
                VStack(spacing: 20) {
                    RoundedRectangle(cornerRadius: 20).fill(.blue).matchedGeometryEffect(id: "card", in: ns).frame(width: 400, height: 300)
                    Circle().fill(.red).matchedGeometryEffect(id: "dot", in: ns, properties: .position).frame(width: 30, height: 30)
                    Capsule().fill(.green).matchedGeometryEffect(id: "bar", in: ns, properties: .size).frame(width: 200, height: 20)
                }
                .offset(x: 300, y: 150)
            } else {
                HStack(spacing: 10) {
                    RoundedRectangle(cornerRadius: 6).fill(.blue).matchedGeometryEffect(id: "card", in: ns).frame(width: 80, height: 60)
                    Circle().fill(.red).matchedGeometryEffect(id: "dot", in: ns, properties: .position).frame(width: 10, height: 10)
                    Capsule().fill(.green).matchedGeometryEffect(id: "bar", in: ns, properties: .size).frame(width: 50, height: 8)
                }
                .offset(x: 20, y: 20)
            }
        }
    }
}

@MainActor
@Suite("Matched flights in traces", .serialized)
struct MatchedTraceTests {
    @Test("at every frame of a flight, visible views of one id share one geometry (frame, centre or size)")
    func sharedGeometry() throws {
        let clock = ManualClock()
        let graph = ViewGraph(size: Size(width: 1000, height: 700), context: ViewContext(text: TestEnvironment.context().text,
                              icons: TestEnvironment.icons, images: { _ in nil })) { HeroTestView() }
        let loop = FrameLoop(scene: ViewScene(graph: graph), size: Size(width: 1000, height: 700), scale: 1, clock: clock, glyphs: TestEnvironment.glyphs)
        let runner = SnapshotRunner(loop: loop, clock: clock, fps: 60, events: try EventScriptParser.parse(inline: "at 0.1 tap 900 650; at 0.5 tap 900 650"))
        var maxGap = 0.0
        var framesWithTwo = 0
        var lines: [String] = []
        try runner.run(captures: [2.5]) { t, _ in
            let elements = loop.traceElements().filter { $0.namespace != nil && $0.opacity > 0 }
            lines.append(TraceWriter.line(time: t, size: loop.size, elements: elements))
            for id in ["card", "dot", "bar"] {
                let same = elements.filter { $0.id == id }
                if same.count > 1 { framesWithTwo += 1 }
                guard let first = same.first else { continue }
                for e in same.dropFirst() {
                    switch e.match {
                    case "frame":
                        maxGap = max(maxGap, abs(e.frame.minX - first.frame.minX), abs(e.frame.minY - first.frame.minY),
                                     abs(e.frame.width - first.frame.width), abs(e.frame.height - first.frame.height))
                    case "position":
                        maxGap = max(maxGap, e.frame.center.distance(to: first.frame.center))
                    default:
                        maxGap = max(maxGap, abs(e.frame.width - first.frame.width), abs(e.frame.height - first.frame.height))
                    }
                }
            }
        }
        #expect(framesWithTwo > 20)   // both ends are visible while they fly
        #expect(maxGap < 0.5)
        // It flew out and (interrupted at 0.5 s) back: at rest at the list position.
        let last = loop.traceElements().filter { $0.id == "card" }
        #expect(last.count == 1 && abs(last[0].frame.minX - 20) < 0.01 && abs(last[0].frame.width - 80) < 0.01)
        #expect(lines.count == 151)
    }
}
