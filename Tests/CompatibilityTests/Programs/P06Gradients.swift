import SwiftHero

// Gradients in their SwiftUI spellings: Gradient(colors:), Gradient(stops:), LinearGradient(gradient:…).
struct GradientCards: View {
    var body: some View {
        HStack(spacing: 10) {
            RoundedRectangle(cornerRadius: 16)
                .fill(LinearGradient(gradient: Gradient(colors: [.red, .yellow]), startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 70, height: 110)
            LinearGradient(gradient: Gradient(stops: [.init(color: .blue, location: 0), .init(color: .purple, location: 0.7)]),
                           startPoint: .top, endPoint: .bottom)
                .frame(width: 70, height: 110)
                .clipShape(RoundedRectangle(cornerRadius: 16))
            Rectangle()
                .fill(Color.green.gradient)
                .frame(width: 70, height: 110)
                .cornerRadius(16)
        }
    }
}

#Preview { GradientCards() }
