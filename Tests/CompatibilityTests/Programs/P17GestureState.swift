import SwiftHero

// @GestureState: the drag moves the knob while it lasts; the state resets when it ends.
struct Knob: View {
    @GestureState private var drag = CGSize.zero
    @State private var resting = CGSize.zero

    var body: some View {
        Circle()
            .fill(Color.orange)
            .frame(width: 50, height: 50)
            .offset(x: resting.width + drag.width, y: resting.height + drag.height)
            .gesture(
                DragGesture()
                    .updating($drag) { value, state, _ in state = value.translation }
                    .onEnded { value in resting.width += value.translation.width; resting.height += value.translation.height }
            )
    }
}

#Preview { Knob() }
