import Geometry
import Glibc
import Testing
import Typography
@testable import ViewTree

/// The memory a node costs (README, "Not reached: bytes per node" and what followed): the sizes reached
/// are pinned, and which nodes carry the out-of-line parts (`NodeMemo`, `NodeExtras`).
@MainActor @Suite struct NodeMemoryTests {
    @Test("a node, its memo and its parts keep the sizes reached")
    func sizes() {
        #expect(MemoryLayout<SizeCache>.size == 130)
        #expect(MemoryLayout<Node.Key>.size == 17)
        #expect(MemoryLayout<Node.Kind>.size <= 66)
        #expect(MemoryLayout<FrameSpec>.size == 80)
        let spec = FrameSpec(width: 16, minHeight: -0.0, maxHeight: .infinity, alignment: .top)
        #expect(spec.width == 16 && spec.height == nil && spec.minHeight == 0 && spec.maxHeight == .infinity && spec.idealWidth == nil)
        #expect(spec == FrameSpec(width: 16, minHeight: 0, maxHeight: .infinity, alignment: .top))
        #expect(spec != FrameSpec(width: 16, maxHeight: .infinity, alignment: .top))
        let node = Node(kind: .empty, key: Node.Key(slot: .index(0), type: ObjectIdentifier(Int.self)))
        let memo = NodeMemo()
        // The allocator's usable size of each object's block (glibc's malloc: the block less 8 bytes).
        if let usable = Self.usableSize {
            #expect(usable(Unmanaged.passUnretained(node).toOpaque()) <= 264)
            #expect(usable(Unmanaged.passUnretained(memo).toOpaque()) <= 200)
            let record = PresentRecord(origin: .zero, transform: PlaneTransform(), opacity: 1, clip: nil, hittable: true, epoch: 0,
                                       items: 0..<0, trace: 0..<0, regions: 0..<0)
            #expect(usable(Unmanaged.passUnretained(record).toOpaque()) <= 184)
        }
    }

    @Test("in a list after every kind of change, only measured or drawn nodes have a memo, and only the scroll view and the changed square have extras")
    func outOfLineParts() {
        let model = MemoryListModel()
        let g = makeGraph(width: 1280, height: 800) { MemoryList(model: model, count: 60) }
        var t = 0.0
        func frame(_ change: () -> Void) { t += 1.0 / 60; change(); g.update(at: t); _ = g.present() }
        frame {}
        frame { model.rows[30]!.colour.wrappedValue.toggle() }
        frame { model.rows[30]!.long.wrappedValue.toggle() }
        frame { model.title!.wrappedValue = "Rows 2" }
        var transparent = 0, withMemo = 0, withExtras = 0, nodes = 0
        g.root.walk { n in
            nodes += 1
            if n.storedExtras != nil { withExtras += 1 }
            if n.storedMemo != nil { withMemo += 1 }
            if n.isTransparent {
                transparent += 1
                #expect(n.storedMemo == nil, "a \(n.kind) node has a memo")
            }
        }
        // The scroll view's content height, and the square whose fill changed (its colour animates).
        #expect(withExtras == 2)
        #expect(withMemo == nodes - transparent)
        #expect(transparent >= 4 * 60)
    }

    @Test("a label keeps sizes for the widths it is measured at; the layout it draws is the text engine's")
    func textSizesAndLayouts() {
        let g = makeGraph(width: 400, height: 300) {
            HStack(spacing: 4) {
                Text("a label that wraps at this width").frame(width: 60)
                Text("one line")
            }
        }
        let drawn = g.render().items.compactMap { item -> TextLayout? in
            if case .text(let l, _, _, _) = item { return l } else { return nil }
        }
        var labels: [Node] = []
        g.root.walk { if case .leaf(.text) = $0.kind { labels.append($0) } }
        #expect(labels.count == 2)
        for label in labels {
            guard case .leaf(.text(let spec)) = label.kind else { continue }
            for e in label.textCache {
                let fresh = g.context.text.layout(e.string, style: TextStyle(font: e.font), maxWidth: e.width, scale: e.scale)
                #expect(e.size == fresh.size)
                if let layout = e.layout { #expect(layout == fresh) }
            }
            let fresh = g.context.text.layout(spec.string, style: TextStyle(font: label.environment.font), maxWidth: label.frame.width + 0.01, scale: 1)
            #expect(drawn.contains(fresh), "\(spec.string) is not drawn as the engine lays it out at \(label.frame.width)")
        }
        // The stack's flexibility probe measured "one line" offered nothing: only that size is kept.
        #expect(labels[1].textCache.contains { $0.width != nil && $0.layout == nil })
        #expect(labels[0].frame.height > labels[1].frame.height)
    }

    private static let usableSize: (@convention(c) (UnsafeMutableRawPointer?) -> Int)? = {
        guard let f = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size") else { return nil }
        return unsafeBitCast(f, to: (@convention(c) (UnsafeMutableRawPointer?) -> Int).self)
    }()
}

@MainActor private final class MemoryListModel {
    var rows: [Int: (colour: Binding<Bool>, long: Binding<Bool>)] = [:]
    var title: Binding<String>?
}

/// The tree bench's list (Sources/Workshop/TreeBenchmark.swift): a header and rows of a square and a label.
@MainActor private struct MemoryList: View {
    let model: MemoryListModel
    let count: Int
    @State var title = "Rows"
    var body: some View {
        model.title = $title
        return ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Text(title).font(.body)
                ForEach(0..<count) { i in MemoryRow(index: i, model: model) }
            }
        }
    }
}

@MainActor private struct MemoryRow: View, Equatable {
    let index: Int
    let model: MemoryListModel
    @State var colour = false
    @State var long = false
    nonisolated static func == (a: MemoryRow, b: MemoryRow) -> Bool { a.index == b.index && a.model === b.model }
    var body: some View {
        model.rows[index] = ($colour, $long)
        return HStack(spacing: 8) {
            RoundedRectangle(cornerRadius: 4).fill(colour ? Color(red: 0.9, green: 0.3, blue: 0.2) : Color(red: 0.2, green: 0.5, blue: 0.9))
                .frame(width: 16, height: 16)
            Text(long ? "Row \(index), now with a longer label" : "Row \(index)")
        }
        .padding(2)
    }
}
