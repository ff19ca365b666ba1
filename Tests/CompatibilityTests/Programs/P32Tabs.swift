import SwiftHero

// A TabView with labelled tabs; the tab bar along the bottom selects pages.
struct Tabs: View {
    @State private var tab = "home"

    var body: some View {
        TabView(selection: $tab) {
            Text("Home page")
                .tabItem { Label("Home", systemImage: "house") }
                .tag("home")
            Text("Search page")
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag("search")
            Text("Profile page")
                .tabItem { Label("Profile", systemImage: "person") }
                .tag("profile")
        }
    }
}

#Preview { Tabs() }
