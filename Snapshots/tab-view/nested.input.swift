// snapshot: --min-ios 18 --min-macos 15
import SwiftUI

/// A TabView inside a tab: the outer one converts, then the inner one in the next pass.
struct NestedTabs: View {
    var body: some View {
        TabView {
            TabView {
                Text("Inner")
                    .tabItem { Label("Inner", systemImage: "circle") }
            }
            .tabItem { Label("Outer", systemImage: "square") }
        }
    }
}
