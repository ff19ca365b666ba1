import SwiftHero

// The classic hero: a small card in a row expands into a large one (shape and title matched).
struct HeroCard: View {
    @Namespace var animation
    @State private var expanded = false

    var body: some View {
        ZStack {
            if !expanded {
                HStack {
                    RoundedRectangle(cornerRadius: 10, style: .continuous)
                        .fill(Color.orange)
                        .matchedGeometryEffect(id: "shape", in: animation)
                        .frame(width: 44, height: 44)
                    Text("Sunrise")
                        .font(.headline)
                        .matchedGeometryEffect(id: "title", in: animation)
                    Spacer()
                }
                .padding()
                .frame(maxHeight: .infinity, alignment: .top)
            } else {
                VStack(alignment: .leading) {
                    Text("Sunrise")
                        .font(.largeTitle)
                        .matchedGeometryEffect(id: "title", in: animation)
                    RoundedRectangle(cornerRadius: 24, style: .continuous)
                        .fill(Color.orange)
                        .matchedGeometryEffect(id: "shape", in: animation)
                }
                .padding()
            }
        }
        .onTapGesture {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { expanded.toggle() }
        }
    }
}

#Preview { HeroCard() }
