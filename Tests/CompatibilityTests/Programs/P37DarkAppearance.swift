import SwiftHero

// A view that asks for the dark appearance, as previews and night-themed demos do: the window turns
// black, text without a colour of its own turns white, background styles and the sheet take their
// dark values.
struct NightCard: View {
    @Environment(\.colorScheme) private var scheme
    @State private var showSheet = false

    var body: some View {
        VStack(spacing: 10) {
            Text("Night mode").font(.title)
            Text(scheme == .dark ? "dark" : "light").foregroundStyle(.secondary)
            RoundedRectangle(cornerRadius: 12)
                .fill(.background.secondary)
                .frame(width: 120, height: 40)
            Button("Details") { showSheet = true }
        }
        .sheet(isPresented: $showSheet) {
            Text("Details").font(.title)
        }
    }
}

struct NightPreview: View {
    var body: some View { NightCard().preferredColorScheme(.dark) }
}

#Preview("Night") { NightCard().preferredColorScheme(.dark) }
