// snapshot: --min-ios 18 --min-macos 15
import SwiftUI

/// With a selection, each tag becomes the Tab's value. The project declares its own `Tab`, so the
/// rewrite writes `SwiftUI.Tab`.
struct HomeView: View {
    enum Tab: Hashable { case movies, discover, lists }

    @State private var selectedTab = Tab.movies
    @State private var optionalTab: Tab? = .movies

    var body: some View {
        TabView(selection: $selectedTab) {
            Text("Movies").tabItem {
                Label("Movies", systemImage: "film")
            }.tag(Tab.movies)
            Text("Discover")
                .tag(Tab.discover)
                .tabItem {
                    Label("Discover", systemImage: "square.stack")
                }
            Text("Lists")
                .tabItem {
                    Label("Lists", systemImage: "heart.circle")
                }
                .tag(Tab.lists)
        }
        TabView(selection: $optionalTab) {
            Text("Movies")
                .tabItem { Label("Movies", systemImage: "film") }
                .tag(Tab.movies)
        }
    }
}
