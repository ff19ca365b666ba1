import SwiftHero

// A navigation stack: a list of links by value with `.navigationDestination(for:)`, a detail with a
// title and a link of its own (a destination view), and the back button that pops.
struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct FruitList: View {
    let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]

    var body: some View {
        NavigationStack {
            List(fruits) { fruit in
                NavigationLink(fruit.name, value: fruit)
            }
            .navigationDestination(for: Fruit.self) { fruit in
                FruitDetail(fruit: fruit)
            }
            .navigationTitle("Fruit")
        }
    }
}

struct FruitDetail: View {
    let fruit: Fruit

    var body: some View {
        VStack(spacing: 12) {
            Text("\(fruit.name) #\(fruit.id)").font(.title)
            NavigationLink("Nutrition") {
                Text("Mostly water").navigationTitle("Nutrition")
            }
        }
        .navigationTitle(fruit.name)
    }
}

#Preview("Navigation") { FruitList() }
