import SwiftHero

// A photo library in the idiom of public SwiftUI samples: a `LazyVGrid` of adaptive columns whose
// `Section`s carry month headers pinned to the top while their photos scroll under them.
struct PhotoMonths: View {
    struct Month: Identifiable {
        let id: String
        let photos: Int
        let tint: Color
    }

    let months = [
        Month(id: "January", photos: 7, tint: .teal),
        Month(id: "February", photos: 5, tint: .orange),
        Month(id: "March", photos: 9, tint: .purple),
    ]
    let columns = [GridItem(.adaptive(minimum: 80), spacing: 4)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 4, pinnedViews: [.sectionHeaders]) {
                ForEach(months) { month in
                    Section {
                        ForEach(0..<month.photos, id: \.self) { index in
                            RoundedRectangle(cornerRadius: 6)
                                .fill(month.tint.gradient)
                                .frame(height: 80)
                                .overlay(Text("\(index + 1)").font(.caption).foregroundStyle(.white))
                        }
                    } header: {
                        Text(month.id)
                            .font(.headline)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.horizontal)
                            .padding(.vertical, 8)
                            .background(.ultraThinMaterial)
                    }
                }
            }
        }
    }
}

#Preview { PhotoMonths() }
