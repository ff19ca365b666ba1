import SwiftHero

// A progress ring (a trimmed circle stroked with round caps, turned to start at the top) and a wave whose
// phase is its `animatableData`: both morph under `withAnimation`, the way SwiftUI animation code draws
// loaders, rings and waves.
struct Wave: Shape {
    var phase: CGFloat
    var amplitude: CGFloat

    var animatableData: CGFloat {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let steps = 60
        for i in 0...steps {
            let x = rect.width * CGFloat(i) / CGFloat(steps)
            let y = rect.midY + amplitude * sin(phase + 2 * .pi * CGFloat(i) / CGFloat(steps))
            if i == 0 { path.move(to: CGPoint(x: x, y: y)) } else { path.addLine(to: CGPoint(x: x, y: y)) }
        }
        return path
    }
}

struct ProgressRing: View {
    @State private var progress: CGFloat = 0.25

    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.2), lineWidth: 12)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            }
            .frame(width: 100, height: 100)
            Wave(phase: progress * 2 * .pi, amplitude: 10)
                .stroke(Color.teal, lineWidth: 3)
                .frame(width: 160, height: 40)
            Button("Fill") {
                withAnimation(.linear(duration: 1)) { progress = 1 }
            }
        }
    }
}

#Preview("Progress ring") { ProgressRing() }
