import Foundation
import Raster
import SDLPlatform
import SnapshotTesting

/// Golden images for pixmaps: PNG files compared per channel under a `GoldenTolerance` (tight on flat
/// pixels, looser only on anti-aliased edges). A failed comparison writes one image, expected | diff |
/// actual, into `$SNAPSHOT_ARTIFACTS` (default: the system's temporary folder) and names it.
extension Snapshotting where Value == Pixmap, Format == Pixmap {
    /// Full-resolution frames compared under `tolerance` (see `GoldenTolerance`: tight everywhere,
    /// looser only on the expected image's edges, a bounded count of outliers). `label` names the
    /// expected | diff | actual sheet a failure writes.
    public static func png(_ tolerance: GoldenTolerance, label: String = "golden") -> Snapshotting {
        let diffing = Diffing<Pixmap>.diff(
            toData: { GoldenCodec.encode($0) },
            fromData: { GoldenCodec.decode($0) },
            diffV2: { expected, actual in
                guard let failure = GoldenComparison.compare(expected: expected, actual: actual, tolerance: tolerance, label: label) else {
                    return nil
                }
                return (failure.message, [.data(GoldenCodec.encode(failure.sheet), name: "expected-diff-actual.png")])
            })
        return Snapshotting(pathExtension: "png", diffing: diffing)
    }
}

/// PNG bytes through SDL2_image and a temporary file.
public enum GoldenCodec {
    private static func temporaryPath() -> String {
        NSTemporaryDirectory() + "swifthero-golden-\(UUID().uuidString).png"
    }

    public static func encode(_ pixmap: Pixmap) -> Data {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            try SDLImageCodec().writePNG(pixmap, to: path)
        } catch {
            return Data()
        }
        return FileManager.default.contents(atPath: path) ?? Data()
    }

    public static func decode(_ data: Data) -> Pixmap {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard FileManager.default.createFile(atPath: path, contents: data),
              let pixmap = try? SDLImageCodec().decode(path: path) else { return Pixmap(width: 0, height: 0) }
        return pixmap
    }
}

public enum GoldenComparison {
    public struct Failure {
        public var message: String
        public var sheet: Pixmap
    }

    /// nil when `actual` matches `expected` under `tolerance`; otherwise the counts, where the
    /// differences lie, and an expected | diff | actual sheet named after `label`, also written to disk.
    public static func compare(expected: Pixmap, actual: Pixmap, tolerance: GoldenTolerance, label: String) -> Failure? {
        guard expected.width == actual.width, expected.height == actual.height else {
            let sheet = sideBySide(expected, diffImage(expected, actual).image, actual)
            return Failure(message: "\(label): size differs: expected \(expected.width)x\(expected.height), got \(actual.width)x\(actual.height)"
                           + written(sheet, label: label), sheet: sheet)
        }
        let comparison = EdgeAwareComparison(expected: expected, actual: actual, tolerance: tolerance)
        if comparison.matches { return nil }
        let sheet = sideBySide(expected, comparison.diff, actual)
        return Failure(message: "\(label): \(comparison.summary)" + written(sheet, label: label), sheet: sheet)
    }

    private static func written(_ sheet: Pixmap, label: String = "golden") -> String {
        let folder = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let safe = String(label.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" })
        let path = (folder as NSString).appendingPathComponent("\(safe)-failure-\(UUID().uuidString.prefix(8)).png")
        guard (try? SDLImageCodec().writePNG(sheet, to: path)) != nil else { return "" }
        return "; expected | diff | actual written to \(path)"
    }

    /// Differing pixels in red over a faded copy of the expected image, for images of different sizes
    /// (the pixels one of them lacks count as differing).
    static func diffImage(_ a: Pixmap, _ b: Pixmap, tolerance: Int = 0) -> (image: Pixmap, maxDelta: Int, over: Int) {
        let w = max(a.width, b.width), h = max(a.height, b.height)
        var out = Pixmap(width: w, height: h, fill: .white)
        var maxDelta = 0, over = 0
        for y in 0..<h {
            for x in 0..<w {
                guard x < a.width, y < a.height, x < b.width, y < b.height else { out[x, y] = 0xFF00_00FF; over += 1; continue }
                let p = a.rgba(x: x, y: y), q = b.rgba(x: x, y: y)
                let d = max(max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g))), max(abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a))))
                maxDelta = max(maxDelta, d)
                if d > tolerance {
                    over += 1
                    out[x, y] = 0xFF00_00FF
                } else {
                    let grey = UInt32(200 + Int(p.r) / 5)
                    out[x, y] = grey | grey << 8 | grey << 16 | 0xFF00_0000
                }
            }
        }
        return (out, maxDelta, over)
    }

    static func sideBySide(_ images: Pixmap...) -> Pixmap {
        let gap = 8
        let w = images.reduce(0) { $0 + $1.width } + gap * (images.count - 1)
        let h = images.map(\.height).max() ?? 0
        var sheet = Pixmap(width: w, height: h, fill: .white)
        var x = 0
        for image in images {
            sheet.copy(image, toX: x, y: 0)
            x += image.width + gap
        }
        return sheet
    }
}
