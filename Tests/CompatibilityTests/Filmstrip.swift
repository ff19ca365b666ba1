import Foundation
import GoldenSupport
import Raster
import Scripting
import SnapshotTesting
import SwiftHeroTesting
import Testing

/// Renders a program's frames side by side (4 px grey gaps) for one golden per behaviour.
@MainActor
enum Filmstrip {
    /// The frames of `view` in a `size` window at `times`, after `script`'s events.
    static func frames<V: View>(_ view: V, size: CGSize = CGSize(width: 240, height: 180), script: String = "", at times: [Double]) throws -> [Snapshot.Frame] {
        var snapshot = Snapshot(view, size: size)
        if !script.isEmpty { snapshot = try snapshot.play(script) }
        return try snapshot.frames(at: times)
    }

    /// The frames joined left to right.
    static func join(_ frames: [Snapshot.Frame]) -> Pixmap {
        let gap = 4
        let w = frames.first?.image.width ?? 0, h = frames.first?.image.height ?? 0
        var strip = Pixmap(width: frames.count * w + max(0, frames.count - 1) * gap, height: h, fill: Color(white: 0.5))
        for (k, frame) in frames.enumerated() {
            let x0 = k * (w + gap)
            for y in 0..<h {
                for x in 0..<w { strip.pixels[y * strip.width + x0 + x] = frame.image.pixels[y * w + x] }
            }
        }
        return strip
    }

    /// Compares the filmstrip of `view` with the golden `name` (Tests/CompatibilityTests/__Snapshots__).
    static func check<V: View>(_ view: V, size: CGSize = CGSize(width: 240, height: 180), script: String = "", at times: [Double],
                               named name: String, file: StaticString = #filePath, testName: String = #function, line: UInt = #line) throws {
        let strip = join(try frames(view, size: size, script: script, at: times))
        assertSnapshot(of: strip, as: .png(.keyFrame, label: name), named: name, file: file, testName: "compat", line: line)
    }

    /// The number of pixels of `image` inside `rect` (pixels) whose colour is within 40 levels of `color`.
    static func count(_ color: Color, in image: Pixmap, rect: IntRect? = nil) -> Int {
        let r = rect ?? IntRect(x: 0, y: 0, width: image.width, height: image.height)
        let target = (Int(color.red * 255), Int(color.green * 255), Int(color.blue * 255))
        var n = 0
        for y in max(0, r.y0)..<min(image.height, r.y1) {
            for x in max(0, r.x0)..<min(image.width, r.x1) {
                let p = image.pixels[y * image.width + x]
                let c = (Int(p & 0xFF), Int((p >> 8) & 0xFF), Int((p >> 16) & 0xFF))
                if abs(c.0 - target.0) <= 40 && abs(c.1 - target.1) <= 40 && abs(c.2 - target.2) <= 40 { n += 1 }
            }
        }
        return n
    }

    /// The bounding box (pixels) of the pixels of `image` (inside `area`, default all) within 40 levels
    /// of `color`, or nil.
    static func box(of color: Color, in image: Pixmap, within area: IntRect? = nil) -> IntRect? {
        let target = (Int(color.red * 255), Int(color.green * 255), Int(color.blue * 255))
        let r = area ?? IntRect(x: 0, y: 0, width: image.width, height: image.height)
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for y in max(0, r.y0)..<min(image.height, r.y1) {
            for x in max(0, r.x0)..<min(image.width, r.x1) {
                let p = image.pixels[y * image.width + x]
                let c = (Int(p & 0xFF), Int((p >> 8) & 0xFF), Int((p >> 16) & 0xFF))
                if abs(c.0 - target.0) <= 40 && abs(c.1 - target.1) <= 40 && abs(c.2 - target.2) <= 40 {
                    x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
                }
            }
        }
        return x0 == Int.max ? nil : IntRect(x0: x0, y0: y0, x1: x1, y1: y1)
    }
}
