import SwiftHero

// Navigation driven by a path, in the idiom of public router samples: `NavigationStack(path:)` over a
// `NavigationPath`, links by value that append to it, a detail that pushes the next value from code,
// and a button that returns to the root by emptying the path.
struct Chapter: Hashable {
    let number: Int
}

struct BookReader: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(1...3, id: \.self) { n in
                NavigationLink("Chapter \(n)", value: Chapter(number: n))
            }
            .navigationDestination(for: Chapter.self) { chapter in
                VStack(spacing: 12) {
                    Text("Chapter \(chapter.number)").font(.title)
                    Text("\(path.count) deep").foregroundStyle(.secondary)
                    Button("Next chapter") { path.append(Chapter(number: chapter.number + 1)) }
                    Button("Contents") { path = NavigationPath() }
                }
                .navigationTitle("Reading")
            }
            .navigationTitle("Contents")
        }
    }
}

#Preview { BookReader() }
