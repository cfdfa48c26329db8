// snapshot: --platforms macos
import SwiftUI

// A macOS sidebar of NavigationLink(tag:selection:) links in a one-view NavigationView (columns
// wherever the app runs): the list takes the links' selection, each link becomes a value link
// with the same label, and the detail column shows the destination of the selected tag, or
// nothing, as before. Setting the selection in code still shows its destination.
enum Pane: Hashable {
    case general, accounts, advanced
}

struct SettingsSidebar: View {
    @State private var pane: Pane? = .general

    var body: some View {
        NavigationSplitView {
            List(selection: $pane) {
                NavigationLink("General", value: Pane.general)
                Section(header: Text("More")) {
                    NavigationLink(value: Pane.accounts) {
                        Label("Accounts", systemImage: "person")
                    }
                    NavigationLink(value: Pane.advanced) {
                        Text("Advanced")
                    }
                }
            }
            .listStyle(.sidebar)
            .onChange(of: pane) { print("pane changed") }
        } detail: {
            switch pane {
            case .general:
                // The general pane.
                ScrollView {
                    Text("General settings")
                        .padding()
                }
            case .accounts:
                Text("Accounts settings")
            case .advanced:
                Text("Advanced settings")
            default:
                EmptyView()
            }
        }
    }
}

// Literal tags: each case matches the optional selection with `?`.
struct NumberedSidebar: View {
    @State private var page: Int? = nil

    var body: some View {
        NavigationSplitView {
            List(selection: $page) {
                NavigationLink("One", value: 1)
                NavigationLink("Two", value: 2)
            }
        } detail: {
            switch page {
            case 1?:
                Text("Page one")
            case 2?:
                Text("Page two")
            default:
                EmptyView()
            }
        }
    }
}
