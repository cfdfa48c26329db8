// snapshot: --min-ios 18 --min-macos 15
import SwiftUI

/// A TabView inside a tab: the outer one converts, then the inner one in the next pass.
struct NestedTabs: View {
    var body: some View {
        TabView {
            Tab("Outer", systemImage: "square") {
                TabView {
                    Tab("Inner", systemImage: "circle") {
                        Text("Inner")
                    }
                }
            }
        }
    }
}
