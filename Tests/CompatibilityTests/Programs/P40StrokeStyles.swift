import SwiftHero

// Strokes as public SwiftUI drawing samples style them: a dashed drop target, a dotted ring (zero-length
// dashes with round caps), a zig-zag with mitred, bevelled and round corners, and open lines with
// flat, square and round ends.
struct StrokeStyles: View {
    var body: some View {
        VStack(spacing: 14) {
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 12)
                    .stroke(Color.indigo, style: StrokeStyle(lineWidth: 2, dash: [8, 5]))
                    .frame(width: 90, height: 56)
                Circle()
                    .stroke(Color.orange, style: StrokeStyle(lineWidth: 5, lineCap: .round, dash: [0, 11]))
                    .frame(width: 56, height: 56)
            }
            HStack(spacing: 10) {
                ZigZag().stroke(Color.teal, style: StrokeStyle(lineWidth: 7, lineJoin: .miter))
                ZigZag().stroke(Color.teal, style: StrokeStyle(lineWidth: 7, lineJoin: .bevel))
                ZigZag().stroke(Color.teal, style: StrokeStyle(lineWidth: 7, lineJoin: .round))
            }
            .frame(height: 30)
            VStack(spacing: 8) {
                ForEach([CGLineCap.butt, .square, .round], id: \.self) { cap in
                    Line().stroke(Color.pink, style: StrokeStyle(lineWidth: 8, lineCap: cap)).frame(width: 120, height: 8)
                }
            }
        }
        .padding()
    }
}

struct ZigZag: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.minX + 4, y: rect.maxY - 4))
        p.addLine(to: CGPoint(x: rect.minX + rect.width * 0.35, y: rect.minY + 4))
        p.addLine(to: CGPoint(x: rect.minX + rect.width * 0.65, y: rect.maxY - 4))
        p.addLine(to: CGPoint(x: rect.maxX - 4, y: rect.minY + 4))
        return p
    }
}

struct Line: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX + 8, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.maxX - 8, y: rect.midY))
        }
    }
}

#Preview { StrokeStyles() }
