import SwiftHero

// A timer-driven animation in the idiom of public SwiftUI samples: a `Timer.publish(...).autoconnect()`
// stored in the view, received with `onReceive`, each tick counting and toggling a pulse inside
// `withAnimation`.
struct PulseTimer: View {
    @State private var ticks = 0
    @State private var pulse = false
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 16) {
            Circle()
                .fill(Color.red)
                .frame(width: 60, height: 60)
                .scaleEffect(pulse ? 1.25 : 0.8)
            Text("\(ticks) ticks")
        }
        .onReceive(timer) { _ in
            ticks += 1
            withAnimation(.easeInOut(duration: 0.4)) { pulse.toggle() }
        }
    }
}

#Preview { PulseTimer() }
