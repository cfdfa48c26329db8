import SwiftUI

// Half-migrated code: an isActive: link already inside a NavigationStack converts; one inside a
// NavigationSplitView column is left (the column's selection drives the detail there).
struct FeedView: View {
    @State private var showsComposer = false
    @State private var showsFilters = false

    var body: some View {
        NavigationStack {
            List {
                Text("Post")
            }
            .toolbar {
                NavigationLink(destination: ComposerPage(), isActive: $showsComposer) {
                    Image(systemName: "square.and.pencil")
                }
            }
        }
    }
}

struct FeedSplitView: View {
    @State private var showsFilters = false

    var body: some View {
        NavigationSplitView {
            NavigationLink(destination: Text("Filters"), isActive: $showsFilters) {
                Text("Filters")
            }
        } detail: {
            Text("Feed")
        }
    }
}

struct ComposerPage: View { var body: some View { Text("New post") } }

// The same in a NavigationView that becomes a NavigationSplitView: one warning.
struct InboxSplitView: View {
    @State private var showsRules = false

    var body: some View {
        NavigationView {
            NavigationLink(destination: Text("Rules"), isActive: $showsRules) {
                Text("Rules")
            }
            Text("No message")
        }
    }
}
