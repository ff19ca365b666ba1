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

// A sheet that presents a sheet of its own.
struct NestedSheets: View {
    @State private var first = false

    var body: some View {
        Button("Open") { first = true }
            .sheet(isPresented: $first) { InnerSheet() }
    }
}

struct InnerSheet: View {
    @State private var second = false

    var body: some View {
        Button("Deeper") { second = true }
            .sheet(isPresented: $second) { Text("Second sheet").font(.title) }
    }
}
