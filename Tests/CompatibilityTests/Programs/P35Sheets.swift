import SwiftHero

// A sheet and a full-screen cover: presented by a Bool binding, dismissed from inside with
// `@Environment(\.dismiss)`, counted by `onDismiss`.
struct SheetHost: View {
    @State private var showSheet = false
    @State private var showCover = false
    @State private var dismissals = 0

    var body: some View {
        VStack(spacing: 16) {
            Button("Show sheet") { showSheet = true }
            Button("Full screen") { showCover = true }
            Text("Dismissed \(dismissals)")
        }
        .sheet(isPresented: $showSheet, onDismiss: { dismissals += 1 }) {
            SheetBody(title: "Settings")
        }
        .fullScreenCover(isPresented: $showCover) {
            SheetBody(title: "Cover")
        }
    }
}

struct SheetBody: View {
    let title: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            Text(title).font(.title)
            Button("Done") { dismiss() }
        }
    }
}

#Preview("Sheets") { SheetHost() }
