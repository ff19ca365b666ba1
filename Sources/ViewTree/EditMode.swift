import Foundation

/// Whether the rows of a list can be edited, as SwiftUI's `EditMode`: in `.active`, each row of a
/// `ForEach` with `onDelete` shows a red delete button before it.
public enum EditMode: Hashable, Sendable {
    /// Rows are not editable: no delete buttons (the default).
    case inactive
    /// Editing for a moment (a swipe to delete): drawn as `inactive` here.
    case transient
    /// Rows are editable: each deletable row shows its delete button.
    case active

    /// True unless inactive.
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }

extension EnvironmentValues {
    /// The edit mode of the list around this view: a `NavigationStack` keeps one for its content (nil
    /// outside one, unless written with `.environment(\.editMode, $mode)`).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that turns the surrounding edit mode on and off, titled "Edit" or "Done", as SwiftUI's
/// `EditButton` (it does nothing where there is no edit mode).
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// The button.
    public init() {}

    /// "Edit" or "Done", toggling the edit mode with an animation.
    public var body: some View {
        let mode = editMode
        let editing = mode?.wrappedValue.isEditing ?? false
        return Button(editing ? "Done" : "Edit") {
            withAnimation(.easeInOut(duration: 0.25)) { mode?.wrappedValue = editing ? .inactive : .active }
        }
    }
}

/// A row of a `ForEach` with `onDelete`: in edit mode, a red delete button before it that removes it.
struct DeletableRow: View {
    let content: any View
    let delete: @MainActor () -> Void
    @Environment(\.editMode) private var editMode

    var body: some View {
        HStack(spacing: 12) {
            if editMode?.wrappedValue.isEditing == true {
                Button(action: { withAnimation(.easeInOut(duration: 0.25)) { delete() } }) {
                    Image(systemName: "minus.circle.fill").foregroundColor(.red)
                }
                .buttonStyle(.plain)
                .transition(.move(edge: .leading).combined(with: .opacity))
            }
            AnyView(erasing: content)
        }
    }
}
