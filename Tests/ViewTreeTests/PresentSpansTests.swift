import Geometry
import Motion
import Rendering
@testable import ViewTree
import Testing

/// What the tests change in each row from outside.
@MainActor
private final class Model {
    var ids: [Int]
    var colour: Set<Int> = []
    var badge: Set<Int> = []
    var raised: Set<Int> = []
    var hidden: Set<Int> = []
    var long: Set<Int> = []
    var title = "rows"
    init(rows: Int) { ids = Array(0..<rows) }
}

/// An equal row is not evaluated again: only the rows whose values change are.
@MainActor
private struct Row: View, Equatable {
    let id: Int
    let colour, badge, raised, hidden, long: Bool
    var body: some View {
        HStack(spacing: 2) {
            Rectangle().fill(colour ? .black : .white).frame(width: 8, height: 8)
            // A badge adds an item and a hit region: the row's drawing changes length.
            if badge { Circle().fill(.black).frame(width: 4, height: 4) }
            Text(long ? "row \(id) longer" : "row \(id)")
        }
        .opacity(hidden ? 0 : 1)
        .zIndex(raised ? 1 : 0)
        .identifier("r\(id)")
    }
}

@MainActor
private struct Rows: View {
    let model: Model
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 1) {
                Text(model.title)
                ForEach(model.ids, id: \.self) { id in
                    Row(id: id, colour: model.colour.contains(id), badge: model.badge.contains(id), raised: model.raised.contains(id),
                        hidden: model.hidden.contains(id), long: model.long.contains(id))
                }
            }
        }
    }
}

@MainActor
@Suite("A presentation kept in parts: changed children drawn, the rest copied in place")
struct PresentSpansTests {
    private func expectSameAsWhole(_ g: ViewGraph, _ note: Comment) {
        let kept = g.present(), whole = g.presentWhole()
        #expect(kept.items == whole.items, note)
        #expect(kept.trace == whole.trace, note)
        #expect(kept.regions.map(\.rect) == whole.regions.map(\.rect), note)
        #expect(kept.regions.map { ObjectIdentifier($0.node) } == whole.regions.map { ObjectIdentifier($0.node) }, note)
    }

    @Test("across random changes to a long list (colours, lengths, zIndex, hidden rows, inserts, removals, animated or not) the kept presentation equals one drawn whole")
    func randomMutations() {
        for seed in UInt64(1)...6 {
            var random = SeededRandom(scrambling: seed)
            func pick(_ n: Int) -> Int { Int(random.next() % UInt64(max(1, n))) }
            let model = Model(rows: 60)
            let g = makeGraph(width: 300, height: 2000) { Rows(model: model) }
            g.checks.presentationCheck = false
            _ = g.present()
            var t = 0.0
            for step in 0..<60 {
                // One to twenty changes at once (more than `ChildSpans.dirtyLimit` sometimes).
                for _ in 0..<(1 + pick(random.unit() < 0.2 ? 20 : 3)) {
                    let id = model.ids.isEmpty ? 0 : model.ids[pick(model.ids.count)]
                    switch pick(9) {
                    case 0, 1: model.colour.formSymmetricDifference([id])
                    case 2: model.badge.formSymmetricDifference([id])
                    case 3: model.long.formSymmetricDifference([id])
                    case 4: model.raised.formSymmetricDifference([id])
                    case 5: model.hidden.formSymmetricDifference([id])
                    case 6: model.ids.insert(1000 + step * 30 + pick(30), at: pick(model.ids.count + 1))
                    case 7: if !model.ids.isEmpty { model.ids.remove(at: pick(model.ids.count)) }
                    default: model.title = "rows \(step)"
                    }
                }
                model.ids = Array(NSOrderedSetLike(model.ids))
                if random.unit() < 0.3 {
                    withAnimation(.easeInOut(duration: 0.1)) { g.invalidateContent() }
                } else {
                    g.invalidateContent()
                }
                for _ in 0..<(1 + pick(3)) {
                    t += 0.04
                    g.update(at: t)
                    expectSameAsWhole(g, "seed \(seed) step \(step) at \(t)")
                }
            }
        }
    }

    @Test("one row's change in a long list draws that row, not the list: the other rows are copied")
    func oneRowDrawsOneRow() {
        let model = Model(rows: 400)
        let g = makeGraph(width: 300, height: 800) { Rows(model: model) }
        _ = g.present()
        model.colour.insert(200)
        g.invalidateContent()
        g.update(at: 0.1)
        let drawn = g.counters.nodesDrawn
        expectSameAsWhole(g, "row 200")
        // The row's own nodes and the path to it (a few dozen), not 400 rows of nodes.
        #expect(g.counters.nodesDrawn - drawn < 60, "drew \(g.nodesDrawn - drawn) nodes")
    }
}

/// Keeps the first of each repeated id, in order (ids must be unique for `ForEach`).
private func NSOrderedSetLike(_ ids: [Int]) -> [Int] {
    var seen = Set<Int>()
    return ids.filter { seen.insert($0).inserted }
}

@Suite("SpliceStream: an array edited in place equals the same array built by appending")
struct SpliceStreamTests {
    @Test("random copies (in order, skipping, or refused out of order) and appends give what appending the same parts gives")
    func randomEdits() {
        for seed in UInt64(1)...200 {
            var random = SeededRandom(scrambling: seed)
            func pick(_ n: Int) -> Int { Int(random.next() % UInt64(max(1, n))) }
            let previous = (0..<pick(40)).map { $0 * 10 }
            var stream = SpliceStream(previous: previous)
            var expected: [Int] = []
            var fresh = 1
            for _ in 0..<pick(30) {
                switch pick(4) {
                case 0:
                    let a = pick(previous.count + 1), b = a + pick(previous.count - a + 1)
                    if stream.copyPrevious(a..<b) { expected += previous[a..<b] }
                case 1:
                    stream.append(-fresh)
                    expected.append(-fresh)
                    fresh += 1
                case 2 where !expected.isEmpty:
                    let i = pick(expected.count)
                    #expect(stream[i] == expected[i])
                    stream[i] = -fresh
                    expected[i] = -fresh
                    fresh += 1
                default:
                    let i = pick(expected.count + 1)
                    stream.insert(-fresh, at: i)
                    expected.insert(-fresh, at: i)
                    fresh += 1
                }
                #expect(stream.count == expected.count)
                #expect(stream.written == expected)
            }
            #expect(stream.finish() == expected, "seed \(seed)")
        }
    }
}
