import ArgumentParser
import Foundation
import ViewTree
import Geometry
import Motion
import Runtime
import Scripting
import Scenes
import SDLPlatform

struct RunCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the desktop window (the default command).",
        discussion: "Keys: 1-5 switch scenes, s slow animations, r reduced motion, space pause, . and , one frame forward and back, d debug overlay, f frame-time HUD, Escape closes what is presented, ? help, q quits. Reduced motion is on when --reduce-motion is given or GNOME's enable-animations is false. --record FILE writes, when the window closes, what the scene shown received as a `hero snapshot --script` file whose first lines give the replay command: hero snapshot renders the window's frames from it exactly, paused and stepped ones included.")

    @Option(help: "The scene to open (see `hero scenes`).", completion: SceneOptionsGroup.sceneCompletion)
    var scene: String = SceneCatalog.defaultScene

    @OptionGroup var common: SceneOptionsGroup

    @OptionGroup var window: WindowScaleOption

    @Option(help: "When the window closes, write the scene's recorded session (its frames and inputs in scene time) to this file, as a `hero snapshot --script` file.", completion: .file())
    var record: String?

    @MainActor func execute() throws {
        var descriptor = try SceneOptionsGroup.descriptor(scene)
        let size = try common.parsedSize()
        let options = SceneOptions(slowAnimations: common.slow, dark: try common.appearance(), seed: UInt64(Date().timeIntervalSince1970),
                                   reduceMotion: common.reduceMotion || DesktopMotionPreference.animationsDisabled())
        let requestedScale = try window.checked()
        if let requestedScale, size.width * requestedScale > Double(InputLimits.side) || size.height * requestedScale > Double(InputLimits.side) {
            throw HeroError.usage("--size times --scale is more than \(InputLimits.side) pixels a side")
        }
        if let record { try OutputPaths.checkFile(record, flag: "--record") }
        let env = try Environment(assetsFolder: common.assets)
        let host = try WindowHost(title: "SwiftHero — \(descriptor.name)", size: size, scale: requestedScale)
        defer { host.close() }
        host.setIcon(AppIcon.draw(size: 128))
        let context = env.context(options)
        let clock = RealClock()
        let chrome = WindowChrome(text: context.text, icons: context.icons, scenes: SceneCatalog.all.map(\.name))
        chrome.current = descriptor.name
        chrome.slowAnimations = options.slowAnimations
        let loop = FrameLoop(scene: try descriptor.make(context), size: host.windowSize, scale: host.scale, clock: clock, glyphs: env.glyphs)
        loop.replaySource = ReplaySource(context: context, make: descriptor.make)
        // Both cores draw large damage (backing off while another program keeps them busy).
        loop.renderThreads = FrameLoop.windowRenderThreads
        loop.adaptiveRenderThreads = true
        loop.tools.showsTimeline = true
        // The scene time shown when paused or stepped, for `hero snapshot --at`.
        loop.onTimeChange = { StandardStreams.line("hero: paused at \(String(format: "%.9f", $0)) s") }
        // The badge follows the option wherever it was changed (the key, or a scene's own switch).
        loop.overlay = { [chrome] size in
            chrome.slowAnimations = context.options.slowAnimations
            chrome.reducedMotion = context.options.reduceMotion
            return chrome.items(in: size, scale: loop.scale)
        }
        var failure: Error?
        func show(_ name: String) {
            guard name != descriptor.name, let d = SceneCatalog.descriptor(named: name) else { return }
            do {
                loop.replaceScene(try d.make(context), make: d.make)
                descriptor = d
                chrome.current = name
                host.setTitle("SwiftHero — \(name)")
            } catch {
                failure = error
                host.quit()
            }
        }
        host.run(loop: { loop }, keys: { key in
            switch key {
            case "q": host.quit()
            case _ where AppKeys.handle(key, context: context, loop: loop):
                chrome.slowAnimations = context.options.slowAnimations
            case "?": chrome.showsHelp.toggle()
            case "escape" where chrome.showsHelp: chrome.showsHelp = false
            case "1", "2", "3", "4", "5":
                let i = Int(key)! - 1
                if i < SceneCatalog.all.count { show(SceneCatalog.all[i].name) }
            default: return false
            }
            return true
        }, pointer: { event in
            switch chrome.handle(event) {
            case .ignored: return false
            case .consumed: return true
            case .select(let name): show(name); return true
            }
        })
        if let record {
            do {
                try OutputFile.write(loop.sessionScript(scene: descriptor.name), to: record)
            } catch {
                throw HeroError.output("--record: cannot write the session: \(error)")
            }
            StandardStreams.line("hero: session written to \(record)")
        }
        if let failure { throw failure }
    }
}
