import Foundation
import Geometry
import ViewTree

extension PreviewItem {
    /// The size the preview is drawn at: its `.fixed` layout, else a 390 × 844 pt portrait canvas.
    public var canvasSize: CGSize {
        if case .fixed(let width, let height)? = layout { return CGSize(width: width, height: height) }
        return CGSize(width: 390, height: 844)
    }
}

/// A window that browses the program's previews (`PreviewCatalog.all`), as Xcode's canvas on Linux: the
/// list on the left, the chosen preview live on the right at its canvas size, its animations and
/// gestures running. Call `PreviewCanvas.main()` from an app's entry point:
///
///     @main enum Previews { static func main() { PreviewCanvas.main() } }
///
/// With no previews it says so and exits with code 2; with no display, code 4 (as `App.main()`).
public enum PreviewCanvas {
    /// Opens the canvas window, choosing the preview called `initial` when given, and runs until it closes.
    @MainActor public static func main(initial: String? = nil) {
        let items = PreviewCatalog.all
        guard !items.isEmpty else {
            StandardStreams.error("no previews: write a #Preview or a PreviewProvider\n")
            exit(2)
        }
        let first = initial.flatMap { name in items.firstIndex { $0.name == name } } ?? 0
        let window = WindowDescription(title: "Previews", size: CGSize(width: 1100, height: 900), content: {
            PreviewCanvasView(items: items, initial: first)
        })
        WindowRunner.runOrExit(window)
    }
}

/// The canvas: a list of previews and the chosen one, made anew (fresh state) when it is chosen.
struct PreviewCanvasView: View {
    let items: [PreviewItem]
    @State private var selected: Int

    init(items: [PreviewItem], initial: Int) {
        self.items = items
        _selected = State(initialValue: initial)
    }

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            ScrollView {
                VStack(alignment: .leading, spacing: 2) {
                    Text("Previews").font(.headline).padding(EdgeInsets(top: 16, leading: 12, bottom: 8, trailing: 12))
                    ForEach(items.indices, id: \.self) { index in
                        PreviewRow(item: items[index], isSelected: index == selected) { selected = index }
                    }
                }
            }
            .frame(width: 240)
            .background(Color(hex: 0xF2F2F7))
            Divider()
            ZStack {
                Color(hex: 0xE5E5EA)
                items[selected].makeView()
                    .frame(width: Double(items[selected].canvasSize.width), height: Double(items[selected].canvasSize.height))
                    .background(Color.white)
                    .clipped()
                    .shadow(radius: 8)
                    .id(items[selected].id)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .buttonStyle(.plain)
    }
}

/// One preview in the list: its name and where it is written.
struct PreviewRow: View {
    let item: PreviewItem
    let isSelected: Bool
    let choose: @MainActor () -> Void

    var body: some View {
        Button(action: choose) {
            VStack(alignment: .leading, spacing: 2) {
                Text(item.name).font(.callout).foregroundColor(isSelected ? .white : .black).lineLimit(1)
                Text(item.fileID.isEmpty ? item.typeName : "\(item.fileID):\(item.line)").font(.caption)
                    .foregroundColor(isSelected ? Color.white.opacity(0.8) : .gray).lineLimit(1)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12))
            .background(isSelected ? Color.accentColor : Color.clear)
            .cornerRadius(6)
            .padding(.horizontal, 6)
        }
    }
}
