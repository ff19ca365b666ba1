import Geometry
import GoldenSupport
import SceneTestSupport
import SnapshotTesting
import Testing

@MainActor
@Suite("lines: overview pills fly to the details rows and back", .serialized)
struct LinesSceneTests {
    static let script = "at 0.1 tap #line.1; at 0.8 tap #details.close"
    /// Every part of every item of line 1 (4 items).
    static let ids = (1...4).flatMap { i in ["color", "icon", "text"].map { "item.1.\(i).\($0)" } }

    @Test("open: every part flies continuously from its pill to its details row, one frame per id")
    func open() throws {
        let play = try ScenePlay("lines", script: Self.script, at: Array(stride(from: 0.0, through: 0.6, by: 0.05)))
        #expect(TraceChecks.flight(play.frames(from: 0, to: 0.6), ids: Self.ids, ns: "lines", maxStep: 40).isEmpty)
        for id in Self.ids {
            let start = try #require(play.frame(id, ns: "lines", at: 0)), end = try #require(play.frame(id, ns: "lines", at: 0.6))
            // Pills sit in the overview's first row, under the 44 pt title bar; detail rows lie lower.
            #expect(start.minY > 44 && start.maxY < 91, "\(id) starts in row 1: \(start)")
            #expect(end.minY > start.minY + 40, "\(id) ends in a details row: \(end)")
        }
        // The colour becomes the details' 30×30 square; the rows stack in item order.
        let squares = (1...4).map { play.frame("item.1.\($0).color", ns: "lines", at: 0.6)! }
        #expect(squares.allSatisfy { abs($0.width - 30) < 0.5 && abs($0.height - 30) < 0.5 })
        #expect(zip(squares, squares.dropFirst()).allSatisfy { $0.minY < $1.minY })
        // The selected row keeps its height while its items are in the details.
        let row = (0...12).map { play.frame("line.1", at: Double($0) * 0.05)!.height }
        #expect(Set(row).count == 1)
        #expect(play.frame("details.close", at: 0.6) != nil)
        assertSnapshot(of: play.filmstrip(), as: .png(.keyFrame, label: "lines-open"), named: "lines-open")
    }

    @Test("close: everything flies back to its starting frame")
    func close() throws {
        let play = try ScenePlay("lines", script: Self.script, at: Array(stride(from: 0.8, through: 1.3, by: 0.05)))
        #expect(TraceChecks.flight(play.frames(from: 0.8, to: 1.3), ids: Self.ids, ns: "lines", maxStep: 40).isEmpty)
        for id in Self.ids {
            let start = try #require(play.frame(id, ns: "lines", at: 0)), end = try #require(play.frame(id, ns: "lines", at: 1.3))
            #expect(TraceChecks.close(start, end, 0.5), "\(id): \(start) → \(end)")
        }
        #expect(play.at(1.3).elements("details").isEmpty)
        assertSnapshot(of: play.filmstrip(), as: .png(.keyFrame, label: "lines-close"), named: "lines-close")
    }

    @Test("375 wide: every pill keeps its text on one line, as at 1280; the studio's tagline does not wrap")
    func narrow() throws {
        let narrow = try ScenePlay("lines", size: Size(width: 375, height: 667), at: [0.2])
        let wide = try ScenePlay("lines", at: [0.2])
        for line in 1...3 {
            for item in 1...4 {
                guard let w = wide.frame("item.\(line).\(item).text", ns: "lines", at: 0.2) else { continue }
                let n = try #require(narrow.frame("item.\(line).\(item).text", ns: "lines", at: 0.2))
                #expect(n.size == w.size, "item \(line).\(item): \(n) at 375 wide, \(w) at 1280")
            }
        }
        // The studio header: the icon beside the wordmark over "Tap to discover", one line at any width.
        let studio = try ScenePlay("studio", size: Size(width: 375, height: 667), at: [0.2])
        let studioWide = try ScenePlay("studio", at: [0.2])
        #expect(studio.frame("header", at: 0.2)?.height == studioWide.frame("header", at: 0.2)?.height)
    }

    @Test("key s (as in the window) slows the next transition to 4 s; a second s restores the pace")
    func slowKey() throws {
        let normal = try ScenePlay("lines", script: "at 0.1 tap #line.2", at: [1.0, 2.5])
        let slow = try ScenePlay("lines", script: "at 0.05 key s; at 0.1 tap #line.2", at: [1.0, 2.5, 4.5])
        let again = try ScenePlay("lines", script: "at 0.05 key s; at 0.07 key s; at 0.1 tap #line.2", at: [1.0])
        let id = "item.2.3.text"
        // At normal pace the flight is over by 1 s; slowed, it is still on its way at 2.5 s and ends by 4.5 s.
        #expect(normal.frame(id, ns: "lines", at: 1.0) == normal.frame(id, ns: "lines", at: 2.5))
        let mid = try #require(slow.frame(id, ns: "lines", at: 2.5)), end = try #require(slow.frame(id, ns: "lines", at: 4.5))
        #expect(!TraceChecks.close(mid, end, 2))
        #expect(TraceChecks.close(end, try #require(normal.frame(id, ns: "lines", at: 2.5)), 0.5))
        #expect(again.frame(id, ns: "lines", at: 1.0) == normal.frame(id, ns: "lines", at: 1.0))
    }

    @Test("Escape closes the details like the close button")
    func escape() throws {
        let play = try ScenePlay("lines", script: "at 0.1 tap #line.2; at 0.8 key escape", at: [1.3])
        #expect(play.at(0.7).elements("details").count == 1)
        #expect(play.at(1.3).elements("details").isEmpty)
        #expect(TraceChecks.close(play.frame("item.2.3.text", ns: "lines", at: 0)!, play.frame("item.2.3.text", ns: "lines", at: 1.3)!, 0.5))
    }
}
