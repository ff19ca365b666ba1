import ArgumentParser
import Foundation
import ViewTree
import Runtime
import SDLPlatform

/// `hero icon`: writes the app icon (see `AppIcon`) as PNG files, for `make install` and packagers.
struct IconCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "icon",
        abstract: "Write the app icon as PNG files, drawn by SwiftHero's rasterizer.",
        discussion: "Writes DIR/NxN/apps/swifthero.png for each size (the hicolor icon theme's layout) and prints each path.")

    @Option(help: "The icon theme folder to write into, e.g. PREFIX/share/icons/hicolor (made when missing).", completion: .directory)
    var out: String

    @Option(help: "Sizes in pixels, comma-separated (16 to 1024 each).")
    var sizes: String = AppIcon.installedSizes.map(String.init).joined(separator: ",")

    @MainActor func execute() throws {
        let list = sizes.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !list.isEmpty, list.allSatisfy({ $0.map { (16...1024).contains($0) } ?? false }) else {
            throw HeroError.usage("--sizes takes whole numbers from 16 to 1024, comma-separated")
        }
        for size in list.compactMap({ $0 }) {
            let folder = (out as NSString).appendingPathComponent("\(size)x\(size)/apps")
            try OutputPaths.prepareFolder(folder, flag: "--out")
            let path = (folder as NSString).appendingPathComponent("swifthero.png")
            try PNGEncoder.write(AppIcon.draw(size: size), to: path, level: 9)
            StandardStreams.line(path)
        }
    }
}
