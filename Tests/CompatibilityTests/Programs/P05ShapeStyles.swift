import SwiftHero

// Shape styles: hierarchical foregrounds, tint, background levels, a colour's gradient and a style
// inside a shape.
struct StyleBoard: View {
    var body: some View {
        VStack(spacing: 8) {
            HStack {
                Text("Primary").foregroundStyle(.primary)
                Text("Secondary").foregroundStyle(.secondary)
                Text("Tertiary").foregroundStyle(.tertiary)
            }
            HStack(spacing: 8) {
                Circle().fill(.tint).frame(width: 30, height: 30)
                Capsule().fill(.blue.gradient).frame(width: 60, height: 30)
                RoundedRectangle(cornerRadius: 8).fill(.background.secondary).frame(width: 40, height: 30)
                Text("Tag").padding(6).background(.mint, in: Capsule())
            }
            Text("On indigo")
                .foregroundStyle(.white)
                .padding(8)
                .background(.indigo)
        }
        .padding()
        .background(Color(white: 0.93))
    }
}

#Preview { StyleBoard() }
