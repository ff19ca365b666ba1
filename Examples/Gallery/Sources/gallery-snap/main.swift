import SwiftHeroTesting

try Snapshot(Gallery(tiles: demoTiles), size: CGSize(width: 480, height: 640))
    .play("at 0.1 tap 100 40").write(at: [0, 0.3, 1.0], to: URL(fileURLWithPath: CommandLine.arguments[1]))
