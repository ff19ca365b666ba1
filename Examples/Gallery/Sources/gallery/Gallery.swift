import SwiftHero

struct Tile: Identifiable, Hashable { let id: Int; let name: String; let color: Color }

struct Gallery: View {
    @Namespace private var ns
    @State private var selected: Tile?
    let tiles: [Tile]

    var body: some View {
        ZStack {
            VStack(spacing: 8) {
                ForEach(tiles) { tile in
                    if selected != tile {
                        RoundedRectangle(cornerRadius: 8)
                            .fill(tile.color)
                            .matchedGeometryEffect(id: tile.id, in: ns)
                            .frame(height: 60)
                            .overlay(Text(tile.name).font(.custom("DejaVu Sans", size: 17)).padding(.horizontal, 12),
                                     alignment: .leading)
                            .onTapGesture { withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { selected = tile } }
                    }
                }
            }
            .padding(.horizontal, 16)
            if let tile = selected {
                GeometryReader { proxy in
                    RoundedRectangle(cornerRadius: 20)
                        .fill(tile.color)
                        .matchedGeometryEffect(id: tile.id, in: ns)
                        .frame(width: proxy.size.width * 0.8, height: proxy.size.height * 0.6)
                        .position(x: proxy.size.width / 2, y: proxy.size.height / 2)
                }
                .modifier(Lifted())
                .onTapGesture { withAnimation(.easeInOut(duration: 0.35)) { selected = nil } }
            }
            Star().fill(Color.orange).frame(width: 40, height: 40).padding(12)
        }
        .background(Color.white)
    }
}

struct Lifted: ViewModifier {
    func body(content: Content) -> some View {
        content.shadow(color: .black.opacity(0.3), radius: 10, x: 0, y: 4)
    }
}

struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        for i in 0..<10 {
            let r = (i % 2 == 0 ? 0.5 : 0.2) * min(rect.width, rect.height)
            let a = Double(i) * .pi / 5 - .pi / 2
            let pt = CGPoint(x: rect.midX + r * cos(a), y: rect.midY + r * sin(a))
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.closeSubpath()
        return p
    }
}

let demoTiles = [Tile(id: 1, name: "One", color: .blue), Tile(id: 2, name: "Two", color: .green)]
