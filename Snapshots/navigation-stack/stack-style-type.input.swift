// snapshot: --platforms ipad,macos
import SwiftUI

// `StackNavigationViewStyle()`, here on the same line as the closing brace and before another
// modifier.
struct AboutScreen: View {
    var body: some View {
        NavigationView {
            Text("Version 2.1")
                .navigationTitle("About")
        }.navigationViewStyle(StackNavigationViewStyle()).padding()
    }
}

struct HelpScreen: View {
    var body: some View {
        NavigationView { Text("Help") }.navigationViewStyle(StackNavigationViewStyle())
    }
}
