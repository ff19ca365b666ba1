import SwiftHero

// Tabs with an underline that slides to the selected title: one underline, inserted under the selected
// tab and matched across tabs (the usual idiom in public tab-bar demos).
struct UnderlineTabs: View {
    @State private var selected = 0
    @Namespace private var tabs
    let titles = ["Home", "Search", "Profile"]

    var body: some View {
        HStack(spacing: 16) {
            ForEach(titles.indices, id: \.self) { index in
                VStack(spacing: 4) {
                    Text(titles[index])
                        .font(.headline)
                        .foregroundColor(selected == index ? .primary : .gray)
                    if selected == index {
                        Capsule().fill(Color.red).frame(height: 3).matchedGeometryEffect(id: "underline", in: tabs)
                    } else {
                        Color.clear.frame(height: 3)
                    }
                }
                .fixedSize()
                .onTapGesture { withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) { selected = index } }
            }
        }
    }
}

struct UnderlineTabs_Previews: PreviewProvider {
    static var previews: some View {
        UnderlineTabs()
    }
}
