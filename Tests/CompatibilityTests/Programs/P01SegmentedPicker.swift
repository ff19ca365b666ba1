import SwiftHero

// A segmented control whose selection capsule slides between options: the capsule is a follower
// (`isSource: false`) of the selected option's frame, as in many public picker demos.
enum Flavor: String, CaseIterable, Identifiable {
    case vanilla = "Vanilla", mint = "Mint", cocoa = "Cocoa"
    var id: Self { self }
}

struct SegmentedPicker: View {
    @State private var flavor: Flavor = .vanilla
    @Namespace private var picker

    var body: some View {
        HStack(spacing: 6) {
            ForEach(Flavor.allCases) { option in
                Button {
                    withAnimation(.easeInOut(duration: 0.4)) { flavor = option }
                } label: {
                    Text(option.rawValue)
                        .padding(8)
                }
                .matchedGeometryEffect(id: option, in: picker)
            }
        }
        .background(
            Capsule()
                .fill(.background.tertiary)
                .matchedGeometryEffect(id: flavor, in: picker, isSource: false)
        )
        .padding(4)
        .background(.indigo)
        .clipShape(Capsule())
        .buttonStyle(.plain)
    }
}

#Preview("Segmented picker") {
    SegmentedPicker()
}
