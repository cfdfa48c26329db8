// snapshot: --min-ios 18 --min-macos 15
import SwiftUI

@Observable final class Store {}

/// Without a selection: each .tabItem view becomes a Tab, its label a title and an image where it
/// is one, whole otherwise; a tag selects nothing and goes; a badge next to .tabItem is the Tab's;
/// modifiers after .tabItem that are the view's go to the view.
struct SettingsView: View {
    let store: Store
    let unread: Int

    var body: some View {
        TabView {
            Tab("General", systemImage: "gear") {
                Text("General")
                    .padding()
            }
            // Images from the asset catalog.
            Tab("Account", image: "account") {
                Text("Account")
                    .environment(store)
            }
            Tab("Inbox", systemImage: "tray") {
                Text("Inbox")
            }
            .badge(unread)
            Tab {
                Text("About")
            } label: {
                // The label stays as it is.
                Label("About", systemImage: "info.circle")
                    .labelStyle(.iconOnly)
            }
        }
        .frame(width: 400)
    }
}
