import SwiftHero

// A floating action button: the plus turns into a cross while three small buttons fan out.
struct FloatingMenu: View {
    @State private var open = false
    let icons = ["camera.fill", "photo.fill", "mic.fill"]

    var body: some View {
        ZStack {
            ForEach(0..<3) { index in
                Circle()
                    .fill(Color.blue)
                    .frame(width: 36, height: 36)
                    .overlay(Image(systemName: icons[index]).foregroundColor(.white))
                    .offset(x: open ? -Double(index + 1) * 48 : 0)
                    .opacity(open ? 1 : 0)
            }
            Circle()
                .fill(Color.red)
                .frame(width: 52, height: 52)
                .overlay(Image(systemName: "plus").font(.title2).foregroundColor(.white))
                .rotationEffect(.degrees(open ? 45 : 0))
                .shadow(radius: 4)
                .onTapGesture { withAnimation(.spring(dampingFraction: 0.6)) { open.toggle() } }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .trailing)
        .padding()
    }
}

#Preview { FloatingMenu() }
