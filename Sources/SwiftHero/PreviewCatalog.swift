import Foundation
import ViewTree

/// One preview found in the program: a `PreviewProvider` type or a `#Preview`.
public struct PreviewItem: Identifiable {
    /// The preview's name: `#Preview`'s name, else the provider type's name without `_Previews`, else
    /// the file and line of the `#Preview`.
    public let name: String
    /// `#fileID` of the `#Preview` that declared it; empty for a `PreviewProvider` type.
    public let fileID: String
    /// The line of the `#Preview`; 0 for a `PreviewProvider` type.
    public let line: Int
    /// The size it asks for, or nil for the canvas's.
    public let layout: PreviewLayout?
    /// The provider type's name as the program spells it (module-qualified).
    public let typeName: String
    let provider: any PreviewProvider.Type

    /// `typeName`: unique within a program.
    public var id: String { typeName }

    /// The preview's views, made now.
    @MainActor public func makeView() -> AnyView { provider.makePreviewView() }
}

extension PreviewProvider {
    @MainActor static func makePreviewView() -> AnyView { AnyView(previews) }
}

/// Every preview in the program, as Xcode's canvas finds them: the types that conform to
/// `PreviewProvider` (a `#Preview` declares one), read from the Swift runtime's conformance records of
/// every loaded image. Sorted by file, then line, then name, so a list is stable from run to run.
public enum PreviewCatalog {
    /// Every preview in the program.
    @MainActor public static var all: [PreviewItem] {
        ConformanceScan.types(conformingTo: "PreviewProvider", inModule: "SwiftHero").compactMap { type in
            guard let provider = type as? any PreviewProvider.Type else { return nil }
            return item(for: provider)
        }.sorted { ($0.fileID, $0.line, $0.name) < ($1.fileID, $1.line, $1.name) }
    }

    /// The preview called `name` (exactly, else ignoring case), or nil.
    @MainActor public static func named(_ name: String) -> PreviewItem? {
        let items = all
        return items.first { $0.name == name } ?? items.first { $0.name.lowercased() == name.lowercased() }
    }

    @MainActor static func item(for provider: any PreviewProvider.Type) -> PreviewItem {
        let typeName = String(reflecting: provider)
        let source = provider.previewSource
        let shortName = typeName.split(separator: ".").last.map(String.init) ?? typeName
        let name: String
        if let given = provider.previewName {
            name = given
        } else if source.line > 0 {
            name = "\(source.fileID.split(separator: "/").last ?? "preview"):\(source.line)"
        } else {
            name = shortName.hasSuffix("_Previews") ? String(shortName.dropLast("_Previews".count)) : shortName
        }
        return PreviewItem(name: name, fileID: source.fileID, line: source.line, layout: provider.previewLayout,
                           typeName: typeName, provider: provider)
    }
}
