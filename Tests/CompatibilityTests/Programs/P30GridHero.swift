import SwiftHero

// An adaptive grid of coloured tiles; a tapped tile expands to fill the canvas with a close button.
struct TileGrid: View {
    @Namespace private var grid
    @State private var open: Int?
    let colors: [Color] = [.red, .green, .blue, .orange, .purple, .teal]

    var body: some View {
        ZStack {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))], spacing: 8) {
                ForEach(colors.indices, id: \.self) { index in
                    if open != index {
                        RoundedRectangle(cornerRadius: 10)
                            .fill(colors[index])
                            .matchedGeometryEffect(id: index, in: grid)
                            .frame(height: 60)
                            .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.85)) { open = index } }
                    } else {
                        Color.clear.frame(height: 60)
                    }
                }
            }
            .padding()
            if let index = open {
                RoundedRectangle(cornerRadius: 20)
                    .fill(colors[index])
                    .matchedGeometryEffect(id: index, in: grid)
                    .overlay(alignment: .topTrailing) {
                        Image(systemName: "xmark.circle.fill")
                            .font(.title)
                            .foregroundColor(.white)
                            .padding(8)
                            .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.85)) { open = nil } }
                    }
                    .padding()
            }
        }
    }
}

#Preview { TileGrid() }
