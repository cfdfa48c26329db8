// snapshot: --min-ios 18 --min-macos 15
import SwiftUI

/// The project's own `tabItem(_:)`: the TabView whose tabs may call it stays.
struct Pill: View {
    var body: some View { Text("Pill") }

    func tabItem(_ title: () -> Text) -> some View { self }
}

struct RootView: View {
    var body: some View {
        TabView {
            Pill()
                .tabItem { Text("Pill") }
        }
    }
}
