import Geometry
import Motion
import Runtime
import ViewTree

/// The SwiftUI Lab's hero animation: a grid of meal thumbnails; a tap turns the thumbnail into a modal
/// (size, position, corner radius, title size and picture crop morph together) over a blurred backdrop.
///
/// As in the original: three layers (grid 1, blur 2, modal 3); the modal is inserted with a progress
/// transition whose 0…1 value drives its geometry by the formulas of `MealsModal`, while its position
/// flies from the thumbnail's centre (matched position) on the hero spring; the blur fades in linearly
/// over 0.25 s one frame later and fades out one frame before the flight home; the thumbnail stays
/// invisible until the flight home ends. The configuration follows the window's orientation, each
/// orientation keeping its own edits. Beyond the original: drag the modal to dismiss it, interrupt a
/// flight, resize during a flight.
enum MealsScene {
    static let descriptor = SceneDescriptor(
        name: "meals", summary: "meal grid → modal: hero flight with corner morph and blur backdrop, per-orientation configuration",
        demoScript: "at 0.3 tap #meal.dessert; at 1.8 tap 40 60", demoTimes: "0:3:0.1",
        explore: ExploreVocabulary(keys: ["escape"], dragThresholds: [dismissDistance], fullWindowLayers: ["backdrop"],
                                   signatures: ["at 0.3 resize 768 1024; at 2 resize 1280 800"]),
        make: { try make(context: $0) })

    struct Meal: Decodable, Identifiable, Equatable {
        let id: String
        let name: String
        let tagLine: String
        let description: String
        var imagePath: String { "Images/meals/\(id).png" }
    }

    struct Model: BoundedData {
        let title: String
        let meals: [Meal]

        func checkLimits() throws(DataLimitError) {
            try DataLimits.text(title, "title", maximum: DataLimits.shortTextCharacters)
            try DataLimits.count(meals.count, "meals", in: 0...DataLimits.listCount)
            for (m, meal) in meals.enumerated() {
                try DataLimits.text(meal.id, "meals[\(m)].id", maximum: DataLimits.identifierCharacters)
                try DataLimits.text(meal.name, "meals[\(m)].name", maximum: DataLimits.shortTextCharacters)
                try DataLimits.text(meal.tagLine, "meals[\(m)].tagLine", maximum: DataLimits.shortTextCharacters)
                try DataLimits.text(meal.description, "meals[\(m)].description", maximum: DataLimits.longTextCharacters)
            }
        }

        func checkIdentity() throws(DataLimitError) {
            try DataLimits.unique(meals.map(\.id)) { "meals[\($0)].id" }
        }
    }

    struct State {
        var config = HeroConfiguration.landscape
        /// The other orientation's configuration, kept while this one shows.
        var stored: [Bool: HeroConfiguration] = [:]
        var isPortrait: Bool?
        var selected: String?
        var blur = false
        var showConfig = false
        /// Changes when the modal should scroll back to its top.
        var scrollToken = 0
        /// The modal's drag, in points (zero when not dragged).
        var drag = Size.zero
        var windowSize = Size(width: 1280, height: 800)
        /// The window the configuration is fitted to (`HeroConfiguration.fitted(in:)`): the window's size,
        /// except while a turn of the window waits for its configuration (the next turn): until then the
        /// old one keeps its old fit, so the resize frame shows no third size between the two.
        var fitWindow = Size(width: 1280, height: 800)
        /// Whether a change of the grid's numbers glides (false until the window's preset has been
        /// applied, so that the first frame shows it without animation).
        var gridGlides = false
    }

    /// The flight: interactive spring, response 0.6, damping fraction 0.6, blend 0.25.
    static let hero = Animation.interactiveSpring(response: 0.6, dampingFraction: 0.6, blendDuration: 0.25)
    static let resetConfig = hero
    static let blur = Animation.linear(duration: 0.25)
    /// A drag this far down (points) shrinks the modal all the way to its thumbnail.
    static let dragRange = 500.0
    /// Released beyond this (points), or flung faster than `flingSpeed` (points/s), a drag dismisses.
    static let dismissDistance = 150.0
    static let flingSpeed = 900.0

    @MainActor
    static func make(context: SceneContext) throws -> ViewScene {
        let model = try context.assets.data("Data/meals.json", as: Model.self)
        try context.preload(model.meals.map(\.imagePath))
        let store = SceneStore(State())
        let forcedDark = context.options.dark
        func preset(_ portrait: Bool) -> HeroConfiguration {
            var c = HeroConfiguration.preset(portrait: portrait)
            if let forcedDark { c.darkMode = forcedDark }
            return c
        }
        // As the original's configuration swapper: once the window has turned, the other orientation's
        // configuration follows on the next turn, on the resetConfig spring (each keeps its own edits).
        func followOrientation() {
            let portrait = store.state.windowSize.height > store.state.windowSize.width
            guard store.state.isPortrait != portrait else {
                store.state.fitWindow = store.state.windowSize
                return
            }
            withAnimation(context.named(resetConfig)) {
                store.state.stored[!portrait] = store.state.config
                store.state.config = store.state.stored[portrait] ?? preset(portrait)
                store.state.isPortrait = portrait
                store.state.fitWindow = store.state.windowSize
            }
        }
        // The blur fades out first; one frame later the modal flies home. The modal starts scrolling
        // back to its top with the blur (its own animation is the hero spring): a removed view no
        // longer takes state changes, so the scroll must begin before the flight does.
        func dismiss() {
            guard store.state.selected != nil else { return }
            withAnimation(context.named(blur)) {
                store.state.blur = false
                store.state.scrollToken += 1
            }
            store.graph?.afterUpdate { withAnimation(context.named(hero)) { store.state.selected = nil } }
        }
        let actions = MealsActions(
            open: { id in
                guard store.state.selected == nil else { return }
                store.state.drag = .zero
                withAnimation(context.named(hero)) { store.state.selected = id }
                store.graph?.afterUpdate { withAnimation(context.named(blur)) { store.state.blur = true } }
            },
            dismiss: { dismiss() },
            drag: { store.state.drag = $0 },
            release: { value in
                let d = store.state.drag.height
                if d > dismissDistance || value.velocity.height > flingSpeed {
                    dismiss()
                } else {
                    withAnimation(context.named(.spring()), velocity: value.velocity) { store.state.drag = .zero }
                }
            },
            toggleConfig: { withAnimation(.easeOut(duration: 0.2)) { store.state.showConfig.toggle() } },
            closeConfig: { withAnimation(.easeOut(duration: 0.2)) { store.state.showConfig = false } },
            edit: { store.state.config = $0 },
            reset: { withAnimation(context.named(resetConfig)) { store.state.config = preset(store.state.isPortrait ?? false) } },
            flight: { context.named(hero) },
            config: { store.state.config.fitted(in: store.state.fitWindow) },
            slow: Binding(get: { context.options.slowAnimations },
                          set: { context.options.slowAnimations = $0; store.graph?.invalidateContent() }))
        let scene = context.viewScene(store: store) {
            MealsView(model: model, state: store.state, actions: actions)
        }
        scene.onResize = { size in
            let portrait = size.height > size.width
            store.state.windowSize = size
            guard let graph = store.graph else { return }
            // A resize is a plain relayout, not an animation: what is at rest takes the new layout at
            // once (the backdrop covers the new window from its first frame); what is in flight (a
            // flight, a configuration spring) goes on from where it is to its new place.
            graph.resize(to: size)
            if store.state.isPortrait == nil {
                // The window's preset applies from the first frame, without animation.
                store.state.isPortrait = portrait
                store.state.config = preset(portrait)
                store.state.fitWindow = size
                graph.afterUpdate { store.state.gridGlides = true }
            } else if store.state.isPortrait != portrait {
                graph.afterUpdate { followOrientation() }
            } else {
                store.state.fitWindow = size
            }
        }
        scene.onKey = { key in
            guard key == "escape" else { return }
            if store.state.showConfig { actions.closeConfig() } else { actions.dismiss() }
        }
        scene.background = .black
        return scene
    }
}

@MainActor
struct MealsActions {
    let open: @MainActor (String) -> Void
    let dismiss: @MainActor () -> Void
    let drag: @MainActor (Size) -> Void
    let release: @MainActor (DragValue) -> Void
    let toggleConfig: @MainActor () -> Void
    let closeConfig: @MainActor () -> Void
    let edit: @MainActor (HeroConfiguration) -> Void
    let reset: @MainActor () -> Void
    /// The hero animation now (easeInOut 4 s while slow animations are on).
    let flight: @MainActor () -> Animation
    /// The configuration now, fitted to the window. The modal reads it when its body is evaluated, so that flying home
    /// (removed, its view value no longer updated) it still shrinks to the thumbnail it lands on when
    /// the configuration changes under it (the window turned).
    let config: @MainActor () -> HeroConfiguration
    let slow: Binding<Bool>
}

/// The scene's colours in dark or light mode.
struct MealsPalette {
    let dark: Bool
    var background: Color { dark ? .black : .white }
    var label: Color { dark ? .white : .black }
    var secondaryLabel: Color { dark ? Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6) : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6) }
    var secondaryBackground: Color { dark ? Color(hex: 0x1C1C1E) : Color(hex: 0xF2F2F7) }
    var groupedBackground: Color { dark ? Color(hex: 0x1C1C1E) : Color(hex: 0xF2F2F7) }
    var cell: Color { dark ? Color(hex: 0x2C2C2E) : .white }
    var tint: Color { dark ? Color(hex: 0x0A84FF) : Color(hex: 0x007AFF) }
    /// The blur material's tint over the blurred grid.
    var material: Color { dark ? Color(white: 0.06, alpha: 0.5) : Color(white: 0.98, alpha: 0.45) }
}
