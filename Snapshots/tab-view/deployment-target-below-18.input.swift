// snapshot: --min-ios 17 --min-macos 14
import SwiftUI

/// Built for iOS 17: Tab does not exist there, so nothing changes.
struct RootView: View {
    var body: some View {
        TabView {
            Text("Inbox")
                .tabItem { Label("Inbox", systemImage: "tray") }
        }
    }
}
