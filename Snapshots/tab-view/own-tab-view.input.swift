// snapshot: --min-ios 18 --min-macos 15
import SwiftUI

/// The project declares its own TabView: its calls are not SwiftUI's, and stay without a word.
struct TabView<Content: View>: View {
    let content: () -> Content
    var body: some View { content() }
}

struct RootView: View {
    var body: some View {
        TabView {
            Text("Inbox")
                .tabItem { Label("Inbox", systemImage: "tray") }
        }
    }
}
