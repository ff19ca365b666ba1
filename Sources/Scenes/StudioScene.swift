import Foundation
import Geometry
import Motion
import Runtime
import Typography
import ViewTree

/// The elegant transition: four studio cards; tapping one grows its colour into the detail's large
/// rectangle and moves its title, a drag on the detail dismisses it, the header expands, and a toolbar
/// button switches the cards between a list and a two-column grid.
///
/// Faithful to the original code (not the tutorial prose where they differ): the list stays under the
/// detail's white background; open is easeInOut 0.35 s; the detail follows a vertical drag with an
/// interactive spring and dismisses with the default spring past 200 pt either way; the header toggles
/// with easeOut (open) and easeIn (close); the layout toggle uses the default animation of the
/// original's era (the repository is the WWDC23 one, on the iOS 17 SDK: a critically damped spring,
/// `Animation.defaultSpring`). The header and the list sit in a stack of default spacing (8 pt).
/// Beyond the original, the tapped card is hidden while the detail shows, so each matched id has one
/// view, and the detail's stack is not clipped to radius 16 (the clip shows nothing at rest: the white
/// background lies outside it; it would cut the colour flying home from a dragged detail).
enum StudioScene {
    static let descriptor = SceneDescriptor(
        name: "studio", summary: "studio cards → detail: colour and title fly, drag to dismiss, expandable header, grid toggle",
        demoScript: "at 0.3 tap #card.design; at 1.3 drag #detail by 0 260 over 0.3; at 2.6 tap #layout.toggle; at 3.6 tap #header",
        demoTimes: "0:4.4:0.2",
        explore: ExploreVocabulary(keys: ["escape"], dragThresholds: [dismissDistance]),
        make: { try make(context: $0) })

    struct Model: BoundedData {
        struct Card: Decodable, Equatable {
            let id: String
            let title: String
            let color: HexColor
            let description: String
        }
        struct Header: Decodable {
            let tagline: String
            let about: String
        }
        let header: Header
        let cards: [Card]

        func checkLimits() throws(DataLimitError) {
            try DataLimits.text(header.tagline, "header.tagline", maximum: DataLimits.shortTextCharacters)
            try DataLimits.text(header.about, "header.about", maximum: DataLimits.longTextCharacters)
            try DataLimits.count(cards.count, "cards", in: 0...DataLimits.listCount)
            for (c, card) in cards.enumerated() {
                try DataLimits.text(card.id, "cards[\(c)].id", maximum: DataLimits.identifierCharacters)
                try DataLimits.text(card.title, "cards[\(c)].title", maximum: DataLimits.shortTextCharacters)
                try DataLimits.text(card.description, "cards[\(c)].description", maximum: DataLimits.longTextCharacters)
            }
        }

        func checkIdentity() throws(DataLimitError) {
            try DataLimits.unique(cards.map(\.id)) { "cards[\($0)].id" }
        }
    }

    struct State {
        var selected: Int?
        var isGrid = false
        var headerExpanded = false
        /// The detail's vertical drag offset, in points.
        var dragOffset = 0.0
    }

    /// Released beyond this many points up or down, a drag dismisses the detail.
    static let dismissDistance = 200.0

    @MainActor
    static func make(context: SceneContext) throws -> ViewScene {
        let model = try context.assets.data("Data/studio.json", as: Model.self)
        let store = SceneStore(State())
        let dismiss: @MainActor () -> Void = {
            withAnimation(context.named(.spring())) { store.state.selected = nil }
        }
        let actions = StudioActions(
            open: { i in
                store.state.dragOffset = 0
                withAnimation(context.named(.easeInOut)) { store.state.selected = i }
            },
            toggleLayout: { withAnimation(context.named(.defaultSpring)) { store.state.isGrid.toggle() } },
            toggleHeader: {
                withAnimation(context.named(store.state.headerExpanded ? .easeIn : .easeOut)) { store.state.headerExpanded.toggle() }
            },
            drag: { store.state.dragOffset = $0 },
            release: { value in
                if abs(store.state.dragOffset) > dismissDistance {
                    dismiss()
                } else {
                    withAnimation(context.named(.spring()), velocity: CGSize(width: 0, height: value.velocity.height)) {
                        store.state.dragOffset = 0
                    }
                }
            },
            dismiss: dismiss)
        let scene = context.viewScene(store: store) { StudioView(model: model, state: store.state, actions: actions) }
        scene.onKey = { key in if key == "escape", store.state.selected != nil { dismiss() } }
        return scene
    }
}

@MainActor
private struct StudioActions {
    let open: @MainActor (Int) -> Void
    let toggleLayout: @MainActor () -> Void
    let toggleHeader: @MainActor () -> Void
    let drag: @MainActor (Double) -> Void
    let release: @MainActor (DragValue) -> Void
    let dismiss: @MainActor () -> Void
}

private let studioNamespace = Namespace("studio")
private let headerNamespace = Namespace("header")

/// The studio's brand colours (sRGB, from the original's asset catalogue).
private enum Brand {
    static let darkBlue = Color(hex: 0x0A2463)
    static let midBlue = Color(hex: 0x247BA0)
    static let red = Color(hex: 0xFB3640)
    static let logoDark = Color(hex: 0x1F0B27)
    static let logoLight = Color(hex: 0xF5F1F1)
}

private struct StudioView: View {
    let model: StudioScene.Model
    let state: StudioScene.State
    let actions: StudioActions

    var body: some View {
        ZStack {
            VStack {
                StudioHeader(header: model.header, expanded: state.headerExpanded, toggle: actions.toggleHeader)
                ScrollView {
                    if state.isGrid {
                        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { cards(grid: true) }
                            .padding(horizontal: 16)
                    } else {
                        VStack { cards(grid: false) }
                    }
                }
            }
            .overlay(alignment: .topTrailing) {
                Button(action: actions.toggleLayout) {
                    Icon(state.isGrid ? "view_agenda" : "grid_view", size: 30).frame(width: 30, height: 30)
                }
                .foregroundColor(.black)
                .identifier("layout.toggle")
                .padding(16)
            }
            .zIndex(1)
            if let selected = state.selected {
                StudioDetail(card: model.cards[selected])
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.white)
                    .offset(y: state.dragOffset)
                    .animation(.interactiveSpring(), value: state.dragOffset)
                    .simultaneousGesture(DragGesture()
                        .onChanged { actions.drag($0.translation.height) }
                        .onEnded { actions.release($0) })
                    .identifier("detail")
                    .transition(.opacity)
                    .zIndex(2)
            }
        }
    }

    @ViewBuilder
    private func cards(grid: Bool) -> some View {
        ForEach(Array(model.cards.enumerated()), id: \.element.id) { index, card in
            StudioCard(card: card, grid: grid, isShownInDetail: state.selected == index, open: { actions.open(index) })
        }
    }
}

/// A card: its title in white on its rounded colour; in the list full width and at least 180 tall, in
/// the grid at most 300 wide and at least 330 tall. While the card is shown in the detail it keeps its
/// slot but draws nothing and matches nothing.
private struct StudioCard: View {
    let card: StudioScene.Model.Card
    let grid: Bool
    let isShownInDetail: Bool
    let open: @MainActor () -> Void

    var body: some View {
        Button(action: open) {
            if isShownInDetail {
                title.opacity(0)
            } else {
                title
                    .background {
                        RoundedRectangle(cornerRadius: 8).fill(card.color.color)
                            .matchedGeometryEffect(id: "card.\(card.id).color", in: studioNamespace)
                    }
            }
        }
        .identifier("card.\(card.id)")
        .padding(horizontal: grid ? 0 : 16)
    }

    /// The title, matched by position only unless the card is shown in the detail.
    private var title: some View {
        Text(card.title)
            .font(grid ? .title2 : .title)
            .foregroundColor(.white)
            .studioMatched(isShownInDetail ? nil : "card.\(card.id).title", properties: .position)
            .frame(maxWidth: grid ? 300 : .infinity, minHeight: grid ? 330 : 180)
    }
}

/// The detail: the card's colour as a large rounded rectangle carrying the light wordmark, the title
/// at 50 pt, then the description.
private struct StudioDetail: View, Equatable {
    let card: StudioScene.Model.Card

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 15).fill(card.color.color)
                .studioMatched("card.\(card.id).color")
                .overlay { StudioLogo(height: 65, color: Brand.logoLight) }
                .padding(16)
            Text(card.title)
                .font(.system(size: 50))
                .studioMatched("card.\(card.id).title", properties: .position)
                .padding()
            Text(card.description)
                .font(.body)
                .padding()
        }
    }
}

/// The header: retracted, the icon at 50 pt beside the wordmark and "Tap to discover"; expanded, the
/// icon at 100 pt over the wordmark and the studio's description. A tap anywhere on it toggles.
private struct StudioHeader: View {
    let header: StudioScene.Model.Header
    let expanded: Bool
    let toggle: @MainActor () -> Void

    var body: some View {
        Group {
            if expanded {
                VStack {
                    StudioIcon(size: 100).matchedGeometryEffect(id: "header.icon", in: headerNamespace)
                    StudioLogo(height: 50, color: Brand.logoDark).matchedGeometryEffect(id: "header.title", in: headerNamespace)
                    Text(header.about).font(.system(size: 16)).padding(EdgeInsets(top: 16, leading: 0, bottom: 0, trailing: 0))
                        .identifier("header.about")
                }
                .padding()
                .frame(maxWidth: .infinity)
            } else {
                HStack {
                    StudioIcon(size: 50).matchedGeometryEffect(id: "header.icon", in: headerNamespace)
                    VStack(alignment: .leading) {
                        StudioLogo(height: 30, color: Brand.logoDark).matchedGeometryEffect(id: "header.title", in: headerNamespace)
                        Text(header.tagline).font(.system(size: 20)).minimumScaleFactor(0.6).identifier("header.tagline")
                    }
                    // Room for the layout toggle drawn over the header's top-trailing corner (30 pt
                    // and its 16 pt padding): in a narrow window the wordmark shrinks rather than
                    // run under it.
                    Spacer(minLength: 46)
                }
                .padding()
            }
        }
        .contentShape(.rectangle)
        .onTapGesture(perform: toggle)
        .identifier("header")
    }
}

/// The studio's mark: three nested circles, dark blue, mid blue and red (diameters 99, 80 and 60 of 99).
private struct StudioIcon: View, Equatable {
    let size: Double

    var body: some View {
        ZStack {
            Circle().fill(Brand.darkBlue)
            Circle().fill(Brand.midBlue).padding(size * 9.5 / 99)
            Circle().fill(Brand.red).padding(size * 19.5 / 99)
        }
        .frame(width: size, height: size)
    }
}

/// The ".studio" wordmark, set in a bold serif, `height` points tall.
private struct StudioLogo: View, Equatable {
    let height: Double
    let color: Color

    var body: some View {
        Text(".studio")
            .font(Font(.serif, size: height * 1.02, weight: .bold))
            .foregroundColor(color)
            .lineLimit(1)
            .minimumScaleFactor(0.4)
            .frame(height: height)
    }
}

private extension View {
    /// Matched in the `studio` namespace when `id` is given.
    @ViewBuilder
    func studioMatched(_ id: String?, properties: MatchedProperties = .frame) -> some View {
        if let id { matchedGeometryEffect(id: id, in: studioNamespace, properties: properties) } else { self }
    }
}
