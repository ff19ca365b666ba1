import Foundation
import Runtime
@testable import Scenes
import Testing

/// The scene data files' documented limits (`DataLimits`, README "Limits"): checked as each file is
/// decoded, a file beyond one is an `AssetError` (exit 3) naming the file, the field and the limit.
@Suite("scene data files: size limits checked on decode")
struct DataLimitTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func shipped(_ name: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent("Assets/Data/\(name)"))
    }

    /// The message of the error that decoding `json` as `T` throws, or nil when it decodes.
    static func problem<T: Decodable>(_ json: String, as type: T.Type) -> String? {
        do {
            _ = try AssetLibrary.decode(Data(json.utf8), as: T.self, path: "/x/Data/test.json")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("the shipped data files are within every limit")
    func shippedFilesPass() throws {
        _ = try AssetLibrary.decode(try Self.shipped("dots-level.json"), as: DotsScene.Level.self, path: "dots-level.json")
        _ = try AssetLibrary.decode(try Self.shipped("lines.json"), as: LinesScene.Model.self, path: "lines.json")
        _ = try AssetLibrary.decode(try Self.shipped("studio.json"), as: StudioScene.Model.self, path: "studio.json")
        _ = try AssetLibrary.decode(try Self.shipped("meals.json"), as: MealsScene.Model.self, path: "meals.json")
    }

    @Test("a dots board over 50 rows or columns, or with a start off the board, is refused naming the limit", arguments: [
        (#"{"rows": 51, "columns": 6, "start": [0, 0], "obstacles": []}"#, "51 rows is outside the limit of 1 to 50"),
        (#"{"rows": 5, "columns": 100000, "start": [0, 0], "obstacles": []}"#, "100000 columns"),
        (#"{"rows": 0, "columns": 6, "start": [0, 0], "obstacles": []}"#, "0 rows"),
        (#"{"rows": 2, "columns": 2, "start": [0], "obstacles": []}"#, "the start '[0]' is not a cell"),
        (#"{"rows": 2, "columns": 2, "start": [0, 0], "obstacles": [[1, 1], [1, 1], [0, 1], [1, 0]]}"#, "4 obstacles"),
    ])
    func dotsBoard(json: String, message: String) throws {
        let problem = try #require(Self.problem(json, as: DotsScene.Level.self))
        #expect(problem.contains("/x/Data/test.json") && problem.contains(message), "\(problem)")
    }

    @Test("more than 64 meals, or a meal name over 200 characters, is refused naming the field and the limit")
    func meals() throws {
        func meal(_ i: Int, name: String = "Meal") -> String {
            #"{"id": "m\#(i)", "name": "\#(name)", "tagLine": "t", "description": "d"}"#
        }
        let many = #"{"title": "T", "meals": [\#((0..<65).map { meal($0) }.joined(separator: ","))]}"#
        let manyProblem = try #require(Self.problem(many, as: MealsScene.Model.self))
        #expect(manyProblem.contains("65 meals is outside the limit of 0 to 64"), "\(manyProblem)")
        #expect(Self.problem(#"{"title": "T", "meals": [\#((0..<64).map { meal($0) }.joined(separator: ","))]}"#, as: MealsScene.Model.self) == nil)
        let long = #"{"title": "T", "meals": [\#(meal(0)), \#(meal(1, name: String(repeating: "é", count: 201)))]}"#
        let longProblem = try #require(Self.problem(long, as: MealsScene.Model.self))
        #expect(longProblem.contains("meals[1].name has 201 characters, over the limit of 200"), "\(longProblem)")
    }

    @Test("over-long texts in lines and studio are refused naming the field")
    func texts() throws {
        let text = String(repeating: "x", count: 10_001)
        let studio = ##"{"header": {"tagline": "t", "about": "a"}, "cards": [{"id": "c", "title": "T", "color": "#112233", "description": "\##(text)"}]}"##
        let studioProblem = try #require(Self.problem(studio, as: StudioScene.Model.self))
        #expect(studioProblem.contains("cards[0].description has 10001 characters, over the limit of 10000"), "\(studioProblem)")
        let icon = String(repeating: "i", count: 81)
        let lines = ##"{"title": "T", "lines": [{"id": "1", "items": [{"icon": "\##(icon)", "text": "t", "color": "#112233"}]}]}"##
        let linesProblem = try #require(Self.problem(lines, as: LinesScene.Model.self))
        #expect(linesProblem.contains("lines[0].items[0].icon has 81 characters, over the limit of 80"), "\(linesProblem)")
    }

    @Test("a data file over 1 MB is refused before it is decoded; a bad colour's message quotes at most 80 characters")
    func fileSizeAndQuotes() throws {
        let big = #"{"title": "\#(String(repeating: "x", count: 1_048_577))", "meals": []}"#
        let bigProblem = try #require(Self.problem(big, as: MealsScene.Model.self))
        #expect(bigProblem.contains("over the limit of 1048576"), "\(bigProblem)")
        let colour = String(repeating: "#", count: 5000)
        let lines = ##"{"title": "T", "lines": [{"id": "1", "items": [{"icon": "i", "text": "t", "color": "\##(colour)"}]}]}"##
        let colourProblem = try #require(Self.problem(lines, as: LinesScene.Model.self))
        #expect(colourProblem.contains("lines[0].items[0].color") && colourProblem.count < 500, "\(colourProblem)")
    }
}
