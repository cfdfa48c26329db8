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
        NavigationView {
            List {
                NavigationLink("General", tag: .general, selection: $pane) {
                    // The general pane.
                    ScrollView {
                        Text("General settings")
                            .padding()
                    }
                }
                Section(header: Text("More")) {
                    NavigationLink(destination: Text("Accounts settings"), tag: Pane.accounts, selection: $pane) {
                        Label("Accounts", systemImage: "person")
                    }
                    NavigationLink(tag: .advanced, selection: $pane) {
                        Text("Advanced settings")
                    } label: {
                        Text("Advanced")
                    }
                }
            }
            .listStyle(.sidebar)
            .onChange(of: pane) { _ in print("pane changed") }
        }
    }
}

// Literal tags: each case matches the optional selection with `?`.
struct NumberedSidebar: View {
    @State private var page: Int? = nil

    var body: some View {
        NavigationView {
            List {
                NavigationLink("One", tag: 1, selection: $page) { Text("Page one") }
                NavigationLink("Two", tag: 2, selection: $page) { Text("Page two") }
            }
        }
    }
}
