import Foundation
import Geometry
import Motion
import Runtime
internal import SDLPlatform
import ViewTree

/// A program with a window, as SwiftUI's `App`: mark it `@main`; its `body` names the window.
///
///     @main struct GalleryApp: App {
///         var body: some Scene { WindowGroup("Gallery") { Gallery(tiles: demoTiles) } }
///     }
///
/// `main()` opens the window (SDL2; resizable, HiDPI-aware) and runs it until it is closed. With no
/// display it prints why and exits with code 4; a missing font exits with code 3.
@MainActor
public protocol App {
    /// The type of `body`.
    associatedtype Body: Scene
    /// The app's window: a `WindowGroup` with its content.
    var body: Body { get }
    /// Makes the app; `main()` calls it once.
    init()
}

/// What an app shows: a `WindowGroup`.
@MainActor
public protocol Scene {
    /// The window this scene describes.
    var windowDescription: WindowDescription { get }
}

/// A window's title, first size and content (what `WindowGroup` describes).
@MainActor
public struct WindowDescription {
    /// The window's title.
    public var title: String
    /// The window's first content size, points.
    public var size: CGSize
    let content: @MainActor () -> any View
}

/// One window showing `content`, as SwiftUI's `WindowGroup` (one window here; there are no tabs or
/// several windows).
public struct WindowGroup<Content: View>: Scene {
    public private(set) var windowDescription: WindowDescription

    /// A window titled `title` showing `content`, at the default size unless `defaultSize` changes it.
    public init(_ title: String = "", @ViewBuilder content: @escaping @MainActor () -> Content) {
        windowDescription = WindowDescription(title: title, size: CGSize(width: 800, height: 600), content: { content() })
    }

    /// The window's first size (SwiftUI's `defaultSize`), points.
    public func defaultSize(width: Double, height: Double) -> WindowGroup {
        var w = self
        w.windowDescription.size = CGSize(width: width, height: height)
        return w
    }
}

extension App {
    /// Opens the app's window and runs it until it closes.
    public static func main() {
        WindowRunner.runOrExit(Self().body.windowDescription)
    }
}

/// Opens a window and drives a frame loop over the content on the real clock.
@MainActor
enum WindowRunner {
    /// Runs `window` until it closes; with no display, says why and exits with code 4, on any other
    /// failure (a missing font) with code 3.
    static func runOrExit(_ window: WindowDescription) {
        do {
            try run(window)
        } catch let error as WindowError {
            StandardStreams.error("\(error)\n")
            exit(4)
        } catch {
            StandardStreams.error("\(error)\n")
            exit(3)
        }
    }

    static func run(_ window: WindowDescription) throws {
        let resources = try HostResources()
        let host = try WindowHost(title: window.title, size: Size(window.size))
        defer { host.close() }
        let scene = resources.scene(size: host.windowSize, content: window.content)
        // A window's timelines show the time of day (headless frames keep the fixed reference).
        scene.graph.clockEpoch = Date().addingTimeInterval(-scene.graph.time)
        let loop = FrameLoop(scene: scene, size: host.windowSize, scale: host.scale, clock: RealClock(), glyphs: resources.glyphs)
        loop.renderThreads = FrameLoop.windowRenderThreads
        loop.adaptiveRenderThreads = true
        host.run(loop: { loop }, keys: { _ in false })
    }
}
