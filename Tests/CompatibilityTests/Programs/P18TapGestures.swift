import SwiftHero

// Gesture values in SwiftUI's spellings: TapGesture().onEnded and a LongPressGesture.
struct Lamp: View {
    @State private var on = false
    @State private var locked = false

    var body: some View {
        VStack(spacing: 12) {
            Circle()
                .fill(on ? Color.yellow : Color.gray)
                .frame(width: 60, height: 60)
                .gesture(TapGesture().onEnded { _ in if !locked { on.toggle() } })
            Text(locked ? "Locked" : "Hold to lock")
                .padding(6)
                .background(locked ? Color.red : Color.green)
                .gesture(LongPressGesture(minimumDuration: 0.4).onEnded { _ in locked.toggle() })
        }
    }
}

#Preview { Lamp() }
