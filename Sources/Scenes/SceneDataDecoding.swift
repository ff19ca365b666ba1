import Foundation
import Runtime

/// Every scene's data decoder in one call, for the fuzzers (`FuzzEntryPoints.sceneData` in Workshop)
/// and their corpus replay: the scenes' data types stay internal to this module.
public enum SceneDataDecoding {
    /// The bytes decoded as each scene's data file (the dots level, the lines, studio and meals
    /// models), each then checked against its limits (`DataLimits`). Returns how many of the four
    /// accepted the bytes. Never traps, whatever the bytes.
    @discardableResult
    public static func decodeEvery(_ bytes: [UInt8]) -> Int {
        let data = Data(bytes)
        var accepted = 0
        if (try? AssetLibrary.decode(data, as: DotsScene.Level.self, path: "dots-level.json")) != nil { accepted += 1 }
        if (try? AssetLibrary.decode(data, as: LinesScene.Model.self, path: "lines.json")) != nil { accepted += 1 }
        if (try? AssetLibrary.decode(data, as: StudioScene.Model.self, path: "studio.json")) != nil { accepted += 1 }
        if let meals = try? AssetLibrary.decode(data, as: MealsScene.Model.self, path: "meals.json") {
            // The image names the scene builds from the ids: checked as AssetLibrary checks them.
            _ = meals.meals.map { try? AssetLibrary.checkPlain($0.imagePath, path: $0.imagePath) }
            accepted += 1
        }
        return accepted
    }
}
