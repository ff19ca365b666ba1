import Geometry
import Motion
import Runtime
import ViewTree

/// A fixture for `hero explore` (and `hero run --scene feed`), not one of the demos: a lazy list of
/// 10,000 rows, each a coloured swatch and two lines of text; tapping a row flies its swatch to the
/// header of a detail over the list (matched geometry from a lazy row), and the detail's close button or
/// Escape flies it back. It puts the lazy containers (rows made and released as the list scrolls, lengths
/// estimated then measured) under the explorer's invariants together with a matched flight.
enum FeedScene {
    static let rows = 10_000

    static let descriptor = SceneDescriptor(
        name: "feed", summary: "a lazy list of 10,000 rows; a row's swatch flies to a detail (an explorer fixture, not in the switcher)",
        demoScript: "at 0.3 tap #feed.row.2; at 1.4 tap #feed.close", demoTimes: "0:2:0.1",
        explore: ExploreVocabulary(keys: ["escape"]),
        make: { try make(context: $0) })

    struct State {
        var selected: Int?
    }

    @MainActor
    static func make(context: SceneContext) throws -> ViewScene {
        let store = SceneStore(State())
        let animation = Animation.spring(response: 0.45, dampingFraction: 0.85)
        let close: @MainActor () -> Void = {
            withAnimation(context.named(animation)) { store.state.selected = nil }
        }
        let scene = context.viewScene(store: store) {
            FeedView(selected: store.state.selected,
                     select: { i in withAnimation(context.named(animation)) { store.state.selected = i } },
                     close: close)
        }
        scene.onKey = { key in if key == "escape", store.state.selected != nil { close() } }
        return scene
    }

    /// Row `i`'s colour: six hues in turn.
    static func color(_ i: Int) -> Color {
        Color(hue: Double(i % 6) / 6, saturation: 0.55, brightness: 0.85)
    }
}

private let feedNamespace = Namespace("feed")

private struct FeedView: View {
    let selected: Int?
    let select: @MainActor (Int) -> Void
    let close: @MainActor () -> Void

    var body: some View {
        ZStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<FeedScene.rows) { i in
                        FeedRow(index: i, isSelected: selected == i, select: { select(i) })
                    }
                }
            }
            .zIndex(1)
            if let selected {
                FeedDetail(index: selected, close: close)
                    .transition(.opacity)
                    .zIndex(2)
            }
        }
    }
}

/// One row: the swatch (matched), a title, a subtitle, a hairline. While its detail is shown the row keeps
/// its place with an invisible swatch that matches nothing.
private struct FeedRow: View {
    let index: Int
    let isSelected: Bool
    let select: @MainActor () -> Void

    var body: some View {
        VStack(spacing: 0) {
            Button(action: select) {
                HStack(spacing: 12) {
                    if isSelected {
                        RoundedRectangle(cornerRadius: 10).fill(FeedScene.color(index)).frame(width: 44, height: 44).opacity(0)
                    } else {
                        RoundedRectangle(cornerRadius: 10).fill(FeedScene.color(index))
                            .matchedGeometryEffect(id: "feed.swatch.\(index)", in: feedNamespace)
                            .frame(width: 44, height: 44)
                    }
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Row \(index)").font(.headline)
                        Text(index % 4 == 0 ? "Every fourth row has a subtitle long enough to take two lines in a narrow window"
                                            : "Subtitle").font(.caption).foregroundColor(.secondary)
                    }
                    Spacer()
                }
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
                .background(Color.white)
            }
            .identifier("feed.row.\(index)")
            Divider()
        }
    }
}

/// The detail: the swatch grown to a header, the row's title under it, a close button.
private struct FeedDetail: View {
    let index: Int
    let close: @MainActor () -> Void

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Color.white
            VStack(alignment: .leading, spacing: 16) {
                RoundedRectangle(cornerRadius: 24).fill(FeedScene.color(index))
                    .matchedGeometryEffect(id: "feed.swatch.\(index)", in: feedNamespace)
                    .frame(height: 220)
                Text("Row \(index)").font(.largeTitle)
                Text("A row of a lazy list of \(FeedScene.rows): only the rows in view have views.").foregroundColor(.secondary)
                Spacer()
            }
            .padding(20)
            Button(action: close) { Text("Close").font(.headline).padding(12) }
                .identifier("feed.close")
                .padding(20)
        }
        .identifier("feed.detail")
    }
}
