// snapshot: --min-ios 18 --min-macos 15
import SwiftUI

final class Store: ObservableObject {}

/// Without a selection: each .tabItem view becomes a Tab, its label a title and an image where it
/// is one, whole otherwise; a tag selects nothing and goes; a badge next to .tabItem is the Tab's;
/// modifiers after .tabItem that are the view's go to the view.
struct SettingsView: View {
    let store: Store
    let unread: Int

    var body: some View {
        TabView {
            Text("General")
                .padding()
                .tabItem {
                    Label("General", systemImage: "gear")
                }
                .tag(0)
            // Images from the asset catalog.
            Text("Account")
                .tabItem {
                    Image("account")
                    Text("Account")
                }
                .environmentObject(store)
            Text("Inbox").badge(unread).tabItem { Image(systemName: "tray"); Text("Inbox") }
            Text("About")
                .tabItem {
                    // The label stays as it is.
                    Label("About", systemImage: "info.circle")
                        .labelStyle(.iconOnly)
                }
        }
        .frame(width: 400)
    }
}
