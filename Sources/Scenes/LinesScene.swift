import Geometry
import Motion
import Runtime
import ViewTree

/// The matched-geometry proof of concept: an overview of lines, each a row of coloured pills; tapping a
/// row lays the details over the overview and every pill's colour, icon and text fly to their rows.
///
/// Faithful to the original: the overview stays underneath (zIndex 1) and the opaque white details layer
/// (zIndex 3) fades in above it; the selected row shows a hidden placeholder pill instead of its items so
/// that it keeps its height while each matched id has exactly one view; the "Details" heading slides in
/// from the trailing edge in its own animation once the details have appeared. Every change uses the
/// default animation of the originals' era, easeInOut 0.35 s.
enum LinesScene {
    static let descriptor = SceneDescriptor(
        name: "lines", summary: "overview lines of pills → details: colour, icon and text fly to the detail rows",
        demoScript: "at 0.3 tap #line.1; at 1.4 tap #details.close", demoTimes: "0:2:0.1",
        explore: ExploreVocabulary(keys: ["escape"]),
        make: { try make(context: $0) })

    struct Model: BoundedData {
        struct Item: Decodable {
            let icon: String
            let text: String
            let color: HexColor
        }
        struct Line: Decodable {
            let id: String
            let items: [Item]
        }
        let title: String
        let lines: [Line]

        func checkLimits() throws(DataLimitError) {
            try DataLimits.text(title, "title", maximum: DataLimits.shortTextCharacters)
            try DataLimits.count(lines.count, "lines", in: 0...DataLimits.listCount)
            for (l, line) in lines.enumerated() {
                try DataLimits.text(line.id, "lines[\(l)].id", maximum: DataLimits.identifierCharacters)
                try DataLimits.count(line.items.count, "items in lines[\(l)]", in: 0...DataLimits.itemsPerLine)
                for (i, item) in line.items.enumerated() {
                    try DataLimits.text(item.icon, "lines[\(l)].items[\(i)].icon", maximum: DataLimits.identifierCharacters)
                    try DataLimits.text(item.text, "lines[\(l)].items[\(i)].text", maximum: DataLimits.shortTextCharacters)
                }
            }
        }

        func checkIdentity() throws(DataLimitError) {
            try DataLimits.unique(lines.map(\.id)) { "lines[\($0)].id" }
        }
    }

    struct State {
        /// Index of the line shown in the details, if any.
        var selected: Int?
        var showHeading = false
    }

    @MainActor
    static func make(context: SceneContext) throws -> ViewScene {
        let model = try context.assets.data("Data/lines.json", as: Model.self)
        let store = SceneStore(State())
        let close: @MainActor () -> Void = {
            withAnimation(context.named(.default)) {
                store.state.showHeading = false
                store.state.selected = nil
            }
        }
        let scene = context.viewScene(store: store) {
            LinesView(model: model, state: store.state,
                      select: { i in withAnimation(context.named(.default)) { store.state.selected = i } },
                      showHeading: { withAnimation(context.named(.default)) { store.state.showHeading = true } },
                      close: close)
        }
        scene.onKey = { key in if key == "escape", store.state.selected != nil { close() } }
        return scene
    }
}

private let linesNamespace = Namespace("lines")

/// The matched id of one part of item `item` (1-based) of line `line` (its id).
private func itemID(_ line: String, _ item: Int, _ part: String) -> String { "item.\(line).\(item).\(part)" }

private struct LinesView: View {
    let model: LinesScene.Model
    let state: LinesScene.State
    let select: @MainActor (Int) -> Void
    let showHeading: @MainActor () -> Void
    let close: @MainActor () -> Void

    var body: some View {
        ZStack(alignment: .top) {
            VStack(spacing: 0) {
                NavigationBar(title: model.title)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(Array(model.lines.enumerated()), id: \.element.id) { index, line in
                            OverviewRow(line: line, isSelected: state.selected == index, select: { select(index) })
                        }
                    }
                }
            }
            .zIndex(1)
            if let selected = state.selected {
                Color.white
                    .overlay { DetailsList(line: model.lines[selected], showHeading: state.showHeading, close: close) }
                    .identifier("details")
                    .transition(.opacity)
                    .zIndex(3)
                    .onAppear(perform: showHeading)
            }
        }
    }
}

/// An inline navigation title over a hairline, as a navigation view draws it.
private struct NavigationBar: View, Equatable {
    let title: String

    var body: some View {
        VStack(spacing: 0) {
            Text(title).font(.headline)
                .frame(maxWidth: .infinity, minHeight: 44)
                .background(Color(white: 0.975))
            Divider()
        }
    }
}

/// One line: its pills on a white row that is the tap target, and a hairline under it. While the line
/// is shown in the details its pills are replaced by one invisible placeholder pill that matches
/// nothing, so the row keeps its height and each id has one view.
private struct OverviewRow: View {
    let line: LinesScene.Model.Line
    let isSelected: Bool
    let select: @MainActor () -> Void

    var body: some View {
        VStack(spacing: 0) {
            Button(action: select) {
                HStack {
                    if isSelected {
                        Pill(icon: "mdi:file-outline", text: "Barcelona", color: .blue, ids: nil).opacity(0)
                    } else {
                        ForEach(Array(line.items.enumerated()), id: \.offset) { index, item in
                            Pill(icon: item.icon, text: item.text, color: item.color.color,
                                 ids: (line.id, index + 1))
                        }
                    }
                    Spacer()
                }
                .padding(8)
                .background(Color.white)
            }
            .identifier("line.\(line.id)")
            Hairline()
        }
    }
}

/// Icon and text in white on the item's rounded colour; each part matched when `ids` names the item.
private struct Pill: View {
    let icon: String
    let text: String
    let color: Color
    let ids: (line: String, item: Int)?

    var body: some View {
        HStack {
            Icon(icon, size: 17).matched(ids.map { itemID($0.line, $0.item, "icon") })
            // A narrow window shrinks the text (to half) rather than break it inside a word.
            Text(text).lineLimit(1).minimumScaleFactor(0.5).matched(ids.map { itemID($0.line, $0.item, "text") })
        }
        .padding(4)
        .background { RoundedRectangle(cornerRadius: 8).fill(color).matched(ids.map { itemID($0.line, $0.item, "color") }) }
        .foregroundColor(.white)
    }
}

/// The details: the heading (sliding in from the trailing edge) over one row per item, inside a black
/// 1 pt border.
private struct DetailsList: View {
    let line: LinesScene.Model.Line
    let showHeading: Bool
    let close: @MainActor () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if showHeading {
                ZStack(alignment: .topTrailing) {
                    Text("Details").font(.title).padding().frame(maxWidth: .infinity)
                    Button(action: close) { Icon("highlight_off", size: 24) }
                        .padding(2)
                        .foregroundColor(.blue)
                        .identifier("details.close")
                }
                .transition(.move(edge: .trailing))
            }
            ScrollView {
                VStack {
                    ForEach(Array(line.items.enumerated()), id: \.offset) { index, item in
                        DetailsRow(item: item, ids: (line.id, index + 1))
                    }
                }
            }
        }
        .padding()
        .overlay { Rectangle().strokeBorder(.black, lineWidth: 1) }
        .padding(6)
    }
}

/// A 30×30 rounded colour square, the icon and the text, over a hairline. The cell's and the list's
/// stacks keep the default spacing, as in the original: rows 62 + 8 + 1 px + 8 ≈ 78 pt apart.
private struct DetailsRow: View {
    let item: LinesScene.Model.Item
    let ids: (line: String, item: Int)

    var body: some View {
        VStack {
            HStack {
                RoundedRectangle(cornerRadius: 8).fill(item.color.color)
                    .matched(itemID(ids.line, ids.item, "color"))
                    .frame(width: 30, height: 30)
                Icon(item.icon, size: 17).matched(itemID(ids.line, ids.item, "icon"))
                // A narrow window shrinks the name (to half) rather than break it inside a word.
                Text(item.text).lineLimit(1).minimumScaleFactor(0.5).matched(itemID(ids.line, ids.item, "text"))
                Spacer()
            }
            .padding()
            Hairline()
        }
    }
}

/// The original's `Hairline`: one device pixel of system grey (#8E8E93) across the row.
private struct Hairline: View, Equatable {
    var body: some View {
        Divider().overlay { Color.gray }
    }
}

private extension View {
    /// Matched in the `lines` namespace when `id` is given.
    @ViewBuilder
    func matched(_ id: String?) -> some View {
        if let id { matchedGeometryEffect(id: id, in: linesNamespace) } else { self }
    }
}
