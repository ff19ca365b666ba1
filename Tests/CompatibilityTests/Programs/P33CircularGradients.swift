import SwiftHero

// Radial and angular gradients, a gradient ring (stroke with StrokeStyle), and a custom shape as a clip
// and as a gradient fill: the spellings SwiftUI code uses for suns, colour wheels, progress rings and
// badges.
struct Diamond: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.midX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
        p.closeSubpath()
        return p
    }
}

struct CircularGradients: View {
    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                Circle()
                    .fill(RadialGradient(gradient: Gradient(colors: [.yellow, .orange, .red]), center: .center,
                                         startRadius: 4, endRadius: 40))
                    .frame(width: 80, height: 80)
                AngularGradient(gradient: Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red]), center: .center)
                    .frame(width: 80, height: 80)
                    .clipShape(Circle())
                Circle()
                    .stroke(AngularGradient(colors: [.blue, .mint], center: .center, startAngle: .degrees(0), endAngle: .degrees(270)),
                            style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .frame(width: 70, height: 70)
            }
            HStack(spacing: 12) {
                Color.indigo
                    .frame(width: 80, height: 80)
                    .clipShape(Diamond())
                Diamond()
                    .fill(.linearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom))
                    .frame(width: 80, height: 80)
                Rectangle()
                    .fill(.radialGradient(colors: [.white, .teal], center: .topLeading, startRadius: 0, endRadius: 110))
                    .frame(width: 80, height: 80)
            }
        }
    }
}

#Preview("Circular gradients") { CircularGradients() }

// An elliptical gradient filling a wide frame: the ellipse has the frame's proportions.
struct EllipseGlow: View {
    var body: some View {
        Rectangle()
            .fill(EllipticalGradient(colors: [.white, .blue], startRadiusFraction: 0, endRadiusFraction: 0.5))
            .frame(width: 200, height: 100)
    }
}
