import SwiftHero

// A notes list in the idiom of public SwiftUI code: an inline title with an Edit button at the
// bar's leading end and an add button at its trailing end (`ToolbarItem(placement:)`).
struct NotesList: View {
    @State private var notes = ["Groceries", "Ideas"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes, id: \.self) { note in
                    Text(note)
                }
                .onDelete { notes.remove(atOffsets: $0) }
            }
            .navigationTitle("Notes")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                        notes.append("Note \(notes.count + 1)")
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
    }
}

#Preview("Notes") { NotesList() }
