// snapshot: --platforms macos
import SwiftUI

// A macOS sidebar of tagged links: the one-view NavigationView shows as columns on every
// platform the app runs on, so it becomes a NavigationSplitView; the links are left, with the
// split view's replacement (List(selection:) and a detail switching on it).
enum Pane: Hashable {
    case general, accounts
}

struct SettingsSidebar: View {
    @State private var pane: Pane? = .general

    var body: some View {
        NavigationSplitView {
            List {
                NavigationLink("General", tag: Pane.general, selection: $pane) {
                    Text("General settings")
                }
                NavigationLink("Accounts", tag: Pane.accounts, selection: $pane) {
                    Text("Accounts settings")
                }
            }
        } detail: {
            EmptyView()
        }
    }
}
