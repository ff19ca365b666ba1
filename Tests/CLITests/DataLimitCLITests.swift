import Foundation
import Testing

/// A scene data file beyond a documented limit (README, Limits) is exit 3 naming the file and the limit.
@Suite("scene data limits at the command line")
struct DataLimitCLITests {
    @Test("a dots level of 51 rows and a meals file of 65 meals exit 3 naming the file and the limit")
    func overLimit() throws {
        let assets = try FontCheckTests.copiedAssets()
        try Data(#"{"rows": 51, "columns": 6, "start": [0, 0], "obstacles": []}"#.utf8)
            .write(to: URL(fileURLWithPath: assets + "/Data/dots-level.json"))
        let dots = try ExitCodeTests.hero(["snapshot", "--scene", "dots", "--at", "0", "--out", ExitCodeTests.temporaryFolder(), "--assets", assets])
        #expect(dots.code == 3, "exit \(dots.code): \(dots.errors)")
        #expect(dots.errors.contains("dots-level.json") && dots.errors.contains("limit of 1 to 50"), "\(dots.errors)")
        let meals = (0..<65).map { #"{"id": "drink", "name": "N\#($0)", "tagLine": "t", "description": "d"}"# }
        try Data(#"{"title": "T", "meals": [\#(meals.joined(separator: ","))]}"#.utf8)
            .write(to: URL(fileURLWithPath: assets + "/Data/meals.json"))
        let r = try ExitCodeTests.hero(["snapshot", "--scene", "meals", "--at", "0", "--out", ExitCodeTests.temporaryFolder(), "--assets", assets])
        #expect(r.code == 3, "exit \(r.code): \(r.errors)")
        #expect(r.errors.contains("meals.json") && r.errors.contains("65 meals is outside the limit of 0 to 64"), "\(r.errors)")
    }
}
