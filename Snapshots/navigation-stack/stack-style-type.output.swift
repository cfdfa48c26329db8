// snapshot: --platforms ipad,macos
import SwiftUI

// `StackNavigationViewStyle()`, here on the same line as the closing brace and before another
// modifier.
struct AboutScreen: View {
    var body: some View {
        NavigationStack {
            Text("Version 2.1")
                .navigationTitle("About")
        }.padding()
    }
}

struct HelpScreen: View {
    var body: some View {
        NavigationStack { Text("Help") }
    }
}
