import SwiftHero

// Font spellings: text styles with designs, weights, bold and footnotes.
struct Typesetting: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Large title").font(.system(.largeTitle, design: .rounded))
            Text("Headline, semibold").font(.headline)
            Text("Serif body").font(.system(size: 17, weight: .regular, design: .serif))
            Text("Heavy").fontWeight(.heavy)
            Text("Footnote").font(.footnote).foregroundColor(.secondary)
            Text("Bold caption").font(.caption).bold()
        }
    }
}

#Preview { Typesetting() }
