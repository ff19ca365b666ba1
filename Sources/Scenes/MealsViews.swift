import Geometry
import Motion
import ViewTree

private let heroNamespace = Namespace("hero")

/// The three layers: the grid (1), the blur backdrop (2) and the modal (3); the configuration panel
/// floats above them all.
struct MealsView: View {
    let model: MealsScene.Model
    let state: MealsScene.State
    let actions: MealsActions

    var body: some View {
        let palette = MealsPalette(dark: state.config.darkMode)
        ZStack {
            MealsGrid(model: model, state: state, palette: palette, actions: actions)
                .zIndex(1)
            if state.blur {
                Color.clear
                    .backdropBlur(radius: 24, tint: palette.material)
                    .onTapGesture(perform: actions.dismiss)
                    .identifier("backdrop")
                    .transition(.opacity)
                    .zIndex(2)
            }
            if let id = state.selected, let meal = model.meals.first(where: { $0.id == id }) {
                // A layer the size offered (the window), even when the modal is larger (a narrow window):
                // the modal overflows it centred without growing the stack, so the grid and the backdrop
                // keep the window's frame. Sized by the proposal, not by a stored size, so the layer of a
                // leaving modal (whose view value no longer updates) follows a resize too.
                MealsModal(meal: meal, palette: palette, scrollToken: state.scrollToken, drag: state.drag, actions: actions)
                    .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
                    .transition(.progress)
                    .zIndex(3)
            }
            if state.showConfig {
                // A tap outside the popover closes it. Like the modal's, a layer the size offered: the
                // panel (412 pt with its margin) overflows a narrower window from its trailing edge
                // instead of widening the scene (which then eased to a new window's size on a resize
                // rather than filling it, and left the backdrop short of the window).
                ZStack(alignment: .topTrailing) {
                    Color.clear
                        .contentShape(.rectangle)
                        .onTapGesture(perform: actions.closeConfig)
                    MealsConfigPanel(config: state.config, palette: palette, height: min(700, state.windowSize.height - 60), actions: actions)
                        .padding(EdgeInsets(top: 48, leading: 0, bottom: 0, trailing: 12))
                }
                .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topTrailing)
                .transition(.opacity)
                .zIndex(4)
            }
        }
        .background(palette.background)
        // The appearance is forced, as the original's: system colours (dividers) follow it.
        .environment(\.colorScheme, palette.dark ? .dark : .light)
    }
}

/// The navigation bar (the toolbar's configuration button), the large title and the adaptive grid of
/// thumbnails, centred, columns the thumbnail's width apart by the configured spacing.
private struct MealsGrid: View {
    let model: MealsScene.Model
    let state: MealsScene.State
    let palette: MealsPalette
    let actions: MealsActions

    var body: some View {
        let c = state.config.fitted(in: state.fitWindow)
        VStack(spacing: 0) {
            HStack {
                Spacer()
                Button(action: actions.toggleConfig) { Icon("view_module", size: 28).frame(width: 36, height: 36) }
                    .foregroundColor(palette.tint)
                    .identifier("toolbar.config")
            }
            .padding(horizontal: 12)
            .frame(height: 44)
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text(model.title).font(.largeTitle).foregroundColor(palette.label).padding(horizontal: 20)
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: c.thumbnailSize.width, maximum: c.thumbnailSize.width),
                                                 spacing: c.horizontalSeparation)],
                              spacing: c.verticalSeparation) {
                        ForEach(model.meals) { meal in
                            if state.selected == meal.id {
                                Color.clear.frame(width: c.thumbnailSize.width, height: c.thumbnailSize.height)
                            } else {
                                MealsThumbnail(meal: meal, config: c)
                                    .matchedGeometryEffect(id: "meal.\(meal.id)", in: heroNamespace)
                                    .onTapGesture { actions.open(meal.id) }
                                    .transition(.invisibleUntilEnd)
                            }
                        }
                    }
                    // A slider edit that changes the columns moves thumbnails across the window: they
                    // glide there on the hero spring (as the orientation's configuration does) rather
                    // than jump.
                    .animation(state.gridGlides ? actions.flight() : nil, value: [c.thumbnailSize.width, c.thumbnailSize.height,
                                                         c.horizontalSeparation, c.verticalSeparation])
                    .padding(EdgeInsets(top: 0, leading: 0, bottom: 20, trailing: 0))
                }
            }
        }
    }
}

/// A grid cell: the picture zoomed by the scaling factor and centre-cropped, the title block at 0.75
/// from its top-leading corner, clipped to the thumbnail radius.
private struct MealsThumbnail: View, Equatable {
    let meal: MealsScene.Meal
    let config: HeroConfiguration

    var body: some View {
        let size = config.thumbnailSize
        MealsPicture(path: meal.imagePath, width: size.width, height: size.height, zoom: config.thumbnailScalingFactor)
            .overlay(alignment: .topLeading) { MealsTitle(meal: meal).scaleEffect(0.75, anchor: .topLeading) }
            .frame(width: size.width, height: size.height)
            .clipShape(.roundedRectangle(cornerRadius: config.thumbnailRadius))
            .contentShape(.roundedRectangle(cornerRadius: config.thumbnailRadius))
    }
}

/// A picture aspect-filled to `width × zoom` wide, centred in a `width × height` box and cropped to it.
private struct MealsPicture: View, Equatable {
    let path: String
    let width: Double
    let height: Double
    let zoom: Double

    var body: some View {
        let w = width * zoom
        Image(path).resizable().aspectRatio(contentMode: .fill)
            .frame(width: w, height: w / HeroConfiguration.aspectRatio)
            .frame(width: max(0, width), height: max(0, height))
            .clipped()
    }
}

/// The tag line over the name in bold, white on a black-to-clear gradient, padded 30. Each is one
/// line; in a card too narrow for it (a 200 pt window) it shrinks, to half its size at most, rather
/// than run out of the card's clip ("Main Co").
private struct MealsTitle: View, Equatable {
    let meal: MealsScene.Meal

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(meal.tagLine).font(.callout).lineLimit(1).minimumScaleFactor(0.5)
            Text(meal.name).font(.largeTitle).lineLimit(1).minimumScaleFactor(0.5)
        }
        .padding(30)
        .background { LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing) }
        .foregroundColor(.white)
        .fixedSize(horizontal: false, vertical: true)
    }
}

/// The modal card. Its 0…1 transition progress `pct` drives (as in the original): the image box from the
/// thumbnail's size to the modal width × image height, the text area shown below it, the title's
/// scale 0.75 → 1, the picture's zoom from the thumbnail's factor to 1, the corner radius from the
/// thumbnail's to the modal's, the shadow 0 → 8 and the close button's opacity. A drag shrinks it
/// toward its thumbnail (the same formulas at a lower progress) and moves it with the pointer.
struct MealsModal: View {
    let meal: MealsScene.Meal
    let palette: MealsPalette
    let scrollToken: Int
    let drag: Size
    let actions: MealsActions
    @Environment(\.transitionProgress) private var transition

    var body: some View {
        let c = actions.config()
        let shrink = max(0, min(1, drag.height / MealsScene.dragRange))
        let pct = transition * (1 - shrink)
        let thumb = c.thumbnailSize, modal = c.modalSize
        let w = thumb.width + (modal.width - thumb.width) * pct
        let h = thumb.height + (c.modalImageHeight - thumb.height) * pct
        let textHeight = max(0, (modal.height - c.modalImageHeight) * pct)
        let titleScale = 0.75 + 0.25 * pct
        let zoom = 1 + (c.thumbnailScalingFactor - 1) * (1 - pct)
        let radius = max(0, (c.thumbnailRadius - c.modalRadius) * (1 - pct) + c.modalRadius)
        let moveModal = DragGesture()
            .onChanged { actions.drag(Size($0.translation)) }
            .onEnded { actions.release($0) }
        ScrollView(scrollToTop: scrollToken) {
            // Centred, as the original: the image box stays centred in the card while the text block,
            // always the modal's width, overflows it on both sides during a flight. The padded text
            // (the modal's width) is centred in a block `max(modalW, thumbW)` wide, itself centred on
            // the card, so at rest the text is 20 pt inside the card's edges even when a thumbnail is
            // wider than the modal (portrait).
            VStack(spacing: 0) {
                MealsPicture(path: meal.imagePath, width: w, height: h, zoom: zoom)
                    .overlay(alignment: .topTrailing) {
                        Button(action: actions.dismiss) { Icon("cancel", size: 34) }
                            .foregroundColor(.white)
                            .padding(30)
                            .opacity(max(0, min(1, pct)))
                            .identifier("modal.close")
                    }
                    .gesture(moveModal)
                    .zIndex(2)
                Text(meal.description)
                    .font(.title3)
                    .foregroundColor(palette.secondaryLabel)
                    .frame(width: max(0, modal.width - 40), alignment: .leading)
                    .identifier("modal.text")
                    .padding(20)
                    .frame(width: max(modal.width, thumb.width))
                    .background(palette.secondaryBackground)
                    .zIndex(1)
            }
        }
        .animation(actions.flight(), value: scrollToken)
        .frame(width: max(0, w), height: max(0, h + textHeight), alignment: .top)
        .overlay(alignment: .topLeading) {
            MealsTitle(meal: meal).scaleEffect(titleScale, anchor: .topLeading).allowsHitTesting(false)
        }
        .clipShape(.roundedRectangle(cornerRadius: radius))
        .contentShape(.roundedRectangle(cornerRadius: radius))
        // A downward drag on the text while it is scrolled to the top moves the modal too.
        .gesture(moveModal.onlyIf { $0.translation.height > abs($0.translation.width) && $0.scrollOffsetAtStart < 0.5 })
        .onTapGesture(count: 2, perform: actions.toggleConfig)
        // SwiftUI's default shadow colour: black at 0.33.
        .shadow(color: Color.black.opacity(0.33), radius: 8 * max(0, pct))
        .identifier("modal")
        .offset(x: drag.width * transition, y: drag.height * transition)
        .matchedGeometryEffect(id: "meal.\(meal.id)", in: heroNamespace, properties: .position)
    }
}
