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
            SwiftUI.Tab("Movies", systemImage: "film", value: Tab.movies) {
                Text("Movies")
            }
            SwiftUI.Tab("Discover", systemImage: "square.stack", value: Tab.discover) {
                Text("Discover")
            }
            SwiftUI.Tab("Lists", systemImage: "heart.circle", value: Tab.lists) {
                Text("Lists")
            }
        }
        TabView(selection: $optionalTab) {
            SwiftUI.Tab("Movies", systemImage: "film", value: Tab.movies) {
                Text("Movies")
            }
        }
    }
}
