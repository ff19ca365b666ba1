import Geometry
import Motion
import Rendering
import Runtime
import ViewTree

/// A scene's own state, outside its view tree, so that keys (Escape) and views share it. Every change
/// re-evaluates the views in the current transaction: set it inside `withAnimation` to animate.
@MainActor
final class SceneStore<State> {
    var state: State { didSet { graph?.invalidateContent() } }
    weak var graph: ViewGraph?

    init(_ state: State) { self.state = state }
}

extension SceneContext {
    /// `animation`, or easeInOut 4 s while slow animations are on (key `s`, `--slow`).
    func named(_ animation: Animation) -> Animation {
        options.slowAnimations ? .easeInOut(duration: 4) : animation
    }

    /// What views need from outside the tree; images come from the Assets folder, decoded once.
    /// Scenes load their images with `preload` first, so a missing file is an asset error at start.
    var viewContext: ViewContext {
        let assets = self.assets
        return ViewContext(text: text, icons: icons, images: { try? assets.image($0) })
    }

    /// Decodes every image a scene shows, so a missing or corrupt one stops the program with its path.
    func preload(_ paths: [String]) throws {
        for p in paths { _ = try assets.image(p) }
    }

    /// A scene made of views: `content` is evaluated again whenever `store` changes.
    func viewScene<S>(store: SceneStore<S>, background: Color = .white,
                      @ViewBuilder content: @escaping () -> some View) -> ViewScene {
        // The demos draw their buttons' labels themselves, as the originals do (plain buttons).
        let graph = ViewGraph(size: .zero, context: viewContext) { content().buttonStyle(.plain) }
        store.graph = graph
        return ViewScene(graph: graph, background: background)
    }
}

/// A colour written in data files as "#RRGGBB".
struct HexColor: Decodable, Equatable, Sendable {
    let color: Color

    init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "\(InputLimits.quoted(text)) is not a colour of the form #RRGGBB"))
        }
        color = Color(hex: value)
    }
}
