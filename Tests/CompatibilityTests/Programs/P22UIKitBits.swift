import SwiftHero

// UIKit names that iOS SwiftUI code reaches for: the screen's bounds for layout, UIColor colours and
// haptics (none on a desktop).
struct ScreenBar: View {
    let haptics = UIImpactFeedbackGenerator(style: .light)

    var body: some View {
        VStack(spacing: 0) {
            Rectangle()
                .fill(Color(UIColor.systemTeal))
                .frame(width: UIScreen.main.bounds.width / 2, height: 20)
            Rectangle()
                .fill(Color(uiColor: .systemIndigo))
                .frame(width: UIScreen.main.bounds.width / 3, height: 20)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .onTapGesture { haptics.impactOccurred() }
    }
}

#Preview { ScreenBar() }
